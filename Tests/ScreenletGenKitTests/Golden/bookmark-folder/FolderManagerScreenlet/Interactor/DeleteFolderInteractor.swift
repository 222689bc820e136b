import UIKit
@preconcurrency import LiferayScreens

nonisolated open class DeleteFolderInteractor: ServerWriteConnectorInteractor {

	public let folderId: Int64
	public let includeTrashedEntries: Bool

	/// The cache entry of this call, keyed by its values.
	open var cacheKey: String {
		return "delete-folder-\(folderId)-\(includeTrashedEntries)"
	}

	open var cacheAttributes: [String: Any] {
		return ["folderId": NSNumber(value: folderId),
				"includeTrashedEntries": NSNumber(value: includeTrashedEntries)]
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet, folderId: Int64, includeTrashedEntries: Bool) {
		self.folderId = folderId
		self.includeTrashedEntries = includeTrashedEntries

		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return DeleteFolderLiferayConnector(folderId: folderId, includeTrashedEntries: includeTrashedEntries)
	}

	// MARK: Cache methods

	/// The write is recorded with its values: done (clean), or, offline and cache-first,
	/// waiting to be sent (dirty) for a synchronizer registered with Screens' SyncManager.
	override open func writeToCache(_ c: ServerConnector) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager else {
			return
		}

		if cacheStrategy == .cacheFirst || c.lastError != nil {
			cacheManager.setDirty(collection: "FolderManager", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
		else {
			cacheManager.setClean(collection: "FolderManager", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
	}

	// MARK: Interactor

	override open func callOnSuccess() {
		// Cache-first, the write was recorded before it was sent: now it is done.
		if cacheStrategy == .cacheFirst {
			SessionContext.currentContext?.cacheManager.setClean(
					collection: "FolderManager",
					key: cacheKey,
					value: "" as NSString,
					attributes: cacheAttributes)
		}

		super.callOnSuccess()
	}
}
