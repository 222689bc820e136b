import UIKit
@preconcurrency import LiferayScreens

nonisolated open class LoadFolderInteractor: ServerReadConnectorInteractor {

	public let folderId: Int64?

	open var resultBookmarkFolder: BookmarkFolder?

	/// The cache entry of this call, keyed by its values.
	open var cacheKey: String {
		return "load-folder-\(folderId.map { String($0) } ?? "")"
	}

	open var cacheAttributes: [String: Any] {
		// A value left out is not recorded.
		let attributes: [String: Any?] = ["folderId": folderId.map { NSNumber(value: $0) }]

		return attributes.compactMapValues { $0 }
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, folderId: Int64?) {
		self.folderId = folderId

		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return LoadFolderLiferayConnector(folderId: folderId)
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? LoadFolderLiferayConnector,
				let result = connector.resultBookmarkFolder {
			self.resultBookmarkFolder = result
		}
	}

	// MARK: Cache methods

	override open func readFromCache(_ c: ServerConnector, result: @escaping (Any?) -> Void) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager,
				let connector = c as? LoadFolderLiferayConnector else {
			result(nil)
			return
		}

		cacheManager.getAny(collection: "FolderManager", key: cacheKey) {
			if let attributes = $0 as? [String: AnyObject], BookmarkFolder.isComplete(attributes) {
				connector.resultBookmarkFolder = BookmarkFolder(attributes: attributes)
			}

			result(connector.resultBookmarkFolder)
		}
	}

	override open func writeToCache(_ c: ServerConnector) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager,
				let connector = c as? LoadFolderLiferayConnector,
				let result = connector.resultBookmarkFolder else {
			return
		}

		cacheManager.setClean(
				collection: "FolderManager",
				key: cacheKey,
				value: result.attributes as NSDictionary,
				attributes: cacheAttributes)
	}
}
