import UIKit
@preconcurrency import LiferayScreens

nonisolated open class AddArticleInteractor: ServerWriteConnectorInteractor {

	public let title: String
	public let body: String
	public let cover: String?

	open var resultArticle: Article?

	/// The cache entry of this write: a new one for each, so no write offline replaces another.
	public let cacheKey: String

	open var cacheAttributes: [String: Any] {
		// A value left out is not recorded.
		let attributes: [String: Any?] = ["title": title,
				"body": body,
				"cover": cover]

		return attributes.compactMapValues { $0 }
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, title: String, body: String, cover: String?) {
		self.title = title
		self.body = body
		self.cover = cover
		self.cacheKey = "add-article-\(UUID().uuidString)"

		super.init(screenlet: screenlet)
	}

	/// A write recorded offline, to be sent by a SyncManager: no screenlet, the values of its
	/// cache entry, and the entry's own key, so that sending it makes that entry clean. Nil
	/// when the attributes lack a value.
	public init?(cacheKey: String, cacheAttributes: [String: Any]) {
		guard let title = cacheAttributes["title"] as? String,
				let body = cacheAttributes["body"] as? String else {
			return nil
		}

		self.title = title
		self.body = body
		self.cover = cacheAttributes["cover"] as? String
		self.cacheKey = cacheKey

		super.init(screenlet: nil)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		let connector = AddArticleLiferayConnector(title: title, body: body, cover: cover)
		// The add's own code, kept in its cache key: sent again by a sync, it finds the entry it added.
		connector.externalReferenceCode = String(cacheKey.dropFirst("add-article-".count))

		return connector
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? AddArticleLiferayConnector,
				let result = connector.resultArticle {
			self.resultArticle = result
		}
	}

	// MARK: Cache methods

	/// The write is recorded with its values: done (clean), or, offline and cache-first,
	/// waiting to be sent (dirty) for a synchronizer registered with Screens' SyncManager.
	override open func writeToCache(_ c: ServerConnector) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager else {
			return
		}

		if cacheStrategy == .cacheFirst || c.lastError != nil {
			cacheManager.setDirty(collection: "AddArticle", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
		else {
			cacheManager.setClean(collection: "AddArticle", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
	}

	// MARK: Interactor

	override open func callOnSuccess() {
		// Cache-first, the write was recorded before it was sent: now it is done.
		if cacheStrategy == .cacheFirst {
			SessionContext.currentContext?.cacheManager.setClean(
					collection: "AddArticle",
					key: cacheKey,
					value: "" as NSString,
					attributes: cacheAttributes)
		}

		super.callOnSuccess()
	}
}
