import UIKit
@preconcurrency import LiferayScreens

nonisolated open class MoveBookmarkInteractor: ServerWriteConnectorInteractor {

	public let entryId: Int64
	public let targetFolderId: Int64

	open var resultAttributes: [String: AnyObject]?

	/// The cache entry of this call, keyed by its values.
	open var cacheKey: String {
		return "move-bookmark-\(entryId)-\(targetFolderId)"
	}

	open var cacheAttributes: [String: Any] {
		return ["entryId": NSNumber(value: entryId),
				"targetFolderId": NSNumber(value: targetFolderId)]
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet, entryId: Int64, targetFolderId: Int64) {
		self.entryId = entryId
		self.targetFolderId = targetFolderId

		super.init(screenlet: screenlet)
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
