import UIKit
@preconcurrency import LiferayScreens

nonisolated open class RetitleArticleInteractor: ServerWriteConnectorInteractor {

	public let articleId: Int64
	public let title: String
	public let cover: String?

	open var resultArticle: Article?

	/// The cache entry of this write: a new one for each, so no write offline replaces another.
	public let cacheKey: String

	open var cacheAttributes: [String: Any] {
		// A value left out is not recorded.
		let attributes: [String: Any?] = ["articleId": NSNumber(value: articleId),
				"title": title,
				"cover": cover]

		return attributes.compactMapValues { $0 }
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, articleId: Int64, title: String, cover: String?) {
		self.articleId = articleId
		self.title = title
		self.cover = cover
		self.cacheKey = "retitle-article-\(UUID().uuidString)"

		super.init(screenlet: screenlet)
	}

	/// A write recorded offline, to be sent by a SyncManager: no screenlet, the values of its
	/// cache entry, and the entry's own key, so that sending it makes that entry clean. Nil
	/// when the attributes lack a value.
	public init?(cacheKey: String, cacheAttributes: [String: Any]) {
		guard let articleId = (cacheAttributes["articleId"] as? NSNumber)?.int64Value,
				let title = cacheAttributes["title"] as? String else {
			return nil
		}

		self.articleId = articleId
		self.title = title
		self.cover = cacheAttributes["cover"] as? String
		self.cacheKey = cacheKey

		super.init(screenlet: nil)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return RetitleArticleLiferayConnector(articleId: articleId, title: title, cover: cover)
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? RetitleArticleLiferayConnector,
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
			cacheManager.setDirty(collection: "RetitleArticle", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
		else {
			cacheManager.setClean(collection: "RetitleArticle", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
	}

	// MARK: Interactor

	override open func callOnSuccess() {
		// Cache-first, the write was recorded before it was sent: now it is done.
		if cacheStrategy == .cacheFirst {
			SessionContext.currentContext?.cacheManager.setClean(
					collection: "RetitleArticle",
					key: cacheKey,
					value: "" as NSString,
					attributes: cacheAttributes)
		}

		super.callOnSuccess()
	}
}
