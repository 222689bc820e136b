import UIKit
@preconcurrency import LiferayScreens

nonisolated open class MoveBookmarkInteractor: ServerWriteConnectorInteractor {

	public let entryId: Int64
	public let targetFolderId: Int64?

	open var resultAttributes: [String: AnyObject]?

	/// The cache entry of this write: one per item, so a later change replaces an unsent one.
	public let cacheKey: String

	open var cacheAttributes: [String: Any] {
		// A value left out is not recorded.
		let attributes: [String: Any?] = ["entryId": NSNumber(value: entryId),
				"targetFolderId": targetFolderId.map { NSNumber(value: $0) }]

		return attributes.compactMapValues { $0 }
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, entryId: Int64, targetFolderId: Int64?) {
		self.entryId = entryId
		self.targetFolderId = targetFolderId
		self.cacheKey = "move-bookmark-\(entryId)-\(targetFolderId.map { String($0) } ?? "")"

		super.init(screenlet: screenlet)
	}

	/// A write recorded offline, to be sent by a SyncManager: no screenlet, the values of its
	/// cache entry, and the entry's own key, so that sending it makes that entry clean. Nil
	/// when the attributes lack a value.
	public init?(cacheKey: String, cacheAttributes: [String: Any]) {
		guard let entryId = (cacheAttributes["entryId"] as? NSNumber)?.int64Value,
				let targetFolderId = (cacheAttributes["targetFolderId"] as? NSNumber)?.int64Value else {
			return nil
		}

		self.entryId = entryId
		self.targetFolderId = targetFolderId
		self.cacheKey = cacheKey

		super.init(screenlet: nil)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return MoveBookmarkLiferayConnector(entryId: entryId, targetFolderId: targetFolderId)
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? MoveBookmarkLiferayConnector,
				let result = connector.resultAttributes {
			self.resultAttributes = result
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
			cacheManager.setDirty(collection: "BookmarkEditor", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
		else {
			cacheManager.setClean(collection: "BookmarkEditor", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
	}

	// MARK: Interactor

	override open func callOnSuccess() {
		// Cache-first, the write was recorded before it was sent: now it is done.
		if cacheStrategy == .cacheFirst {
			SessionContext.currentContext?.cacheManager.setClean(
					collection: "BookmarkEditor",
					key: cacheKey,
					value: "" as NSString,
					attributes: cacheAttributes)
		}

		super.callOnSuccess()
	}
}
