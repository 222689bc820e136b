import UIKit
@preconcurrency import LiferayScreens

nonisolated open class DeleteBookmarkInteractor: ServerWriteConnectorInteractor {

	public let entryId: Int64

	/// The cache entry of this call, keyed by its values.
	open var cacheKey: String {
		return "delete-bookmark-\(entryId)"
	}

	open var cacheAttributes: [String: Any] {
		return ["entryId": NSNumber(value: entryId)]
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet, entryId: Int64) {
		self.entryId = entryId

		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return DeleteBookmarkLiferayConnector(entryId: entryId)
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
