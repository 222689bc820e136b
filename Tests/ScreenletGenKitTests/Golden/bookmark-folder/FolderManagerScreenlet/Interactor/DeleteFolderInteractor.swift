import UIKit
@preconcurrency import LiferayScreens

nonisolated open class DeleteFolderInteractor: ServerWriteConnectorInteractor {

	public let folderId: Int64?
	public let includeTrashedEntries: Bool

	/// The cache entry of this write: one per item, so a later change replaces an unsent one.
	public let cacheKey: String

	open var cacheAttributes: [String: Any] {
		// A value left out is not recorded.
		let attributes: [String: Any?] = ["folderId": folderId.map { NSNumber(value: $0) },
				"includeTrashedEntries": NSNumber(value: includeTrashedEntries)]

		return attributes.compactMapValues { $0 }
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, folderId: Int64?, includeTrashedEntries: Bool) {
		self.folderId = folderId
		self.includeTrashedEntries = includeTrashedEntries
		self.cacheKey = "delete-folder-\(folderId.map { String($0) } ?? "")"

		super.init(screenlet: screenlet)
	}

	/// A write recorded offline, to be sent by a SyncManager: no screenlet, the values of its
	/// cache entry, and the entry's own key, so that sending it makes that entry clean. Nil
	/// when the attributes lack a value.
	public init?(cacheKey: String, cacheAttributes: [String: Any]) {
		guard let folderId = (cacheAttributes["folderId"] as? NSNumber)?.int64Value,
				let includeTrashedEntries = (cacheAttributes["includeTrashedEntries"] as? NSNumber)?.boolValue else {
			return nil
		}

		self.folderId = folderId
		self.includeTrashedEntries = includeTrashedEntries
		self.cacheKey = cacheKey

		super.init(screenlet: nil)
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
