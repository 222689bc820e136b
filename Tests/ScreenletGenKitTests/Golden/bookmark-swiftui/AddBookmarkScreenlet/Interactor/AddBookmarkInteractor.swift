import UIKit
@preconcurrency import LiferayScreens

nonisolated open class AddBookmarkInteractor: ServerWriteConnectorInteractor {

	public let folderId: Int64
	public let title: String
	public let url: String

	open var resultBookmark: Bookmark?

	/// The cache entry of this write: a new one for each, so no write offline replaces another.
	public let cacheKey: String

	/// The site the write was made in: a sync sends it there, whichever site the app is in then.
	public let groupId: Int64

	open var cacheAttributes: [String: Any] {
		return ["folderId": NSNumber(value: folderId),
				"title": title,
				"url": url,
				"groupId": NSNumber(value: groupId)]
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, folderId: Int64, title: String, url: String) {
		self.folderId = folderId
		self.title = title
		self.url = url
		self.cacheKey = "add-bookmark-\(UUID().uuidString)"
		self.groupId = LiferayServerContext.groupId

		super.init(screenlet: screenlet)
	}

	/// A write recorded offline, to be sent by a SyncManager: no screenlet, the values of its
	/// cache entry, and the entry's own key, so that sending it makes that entry clean. Nil
	/// when the attributes lack a value.
	public init?(cacheKey: String, cacheAttributes: [String: Any]) {
		guard let folderId = (cacheAttributes["folderId"] as? NSNumber)?.int64Value,
				let title = cacheAttributes["title"] as? String,
				let url = cacheAttributes["url"] as? String else {
			return nil
		}

		self.folderId = folderId
		self.title = title
		self.url = url
		self.cacheKey = cacheKey
		// Recorded before its site was kept with it: the app's.
		self.groupId = (cacheAttributes["groupId"] as? NSNumber)?.int64Value ?? LiferayServerContext.groupId

		super.init(screenlet: nil)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		let connector = AddBookmarkLiferayConnector(folderId: folderId, title: title, url: url)
		connector.groupId = groupId

		return connector
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? AddBookmarkLiferayConnector,
				let result = connector.resultBookmark {
			self.resultBookmark = result
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
			cacheManager.setDirty(collection: "AddBookmark", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
		else {
			cacheManager.setClean(collection: "AddBookmark", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
	}

	// MARK: Interactor

	override open func callOnSuccess() {
		// Cache-first, the write was recorded before it was sent: now it is done.
		if cacheStrategy == .cacheFirst {
			SessionContext.currentContext?.cacheManager.setClean(
					collection: "AddBookmark",
					key: cacheKey,
					value: "" as NSString,
					attributes: cacheAttributes)
		}

		super.callOnSuccess()
	}
}
