import UIKit
import LiferayScreens

nonisolated open class LoadFolderInteractor: ServerReadConnectorInteractor {

	public let folderId: Int64

	open var resultBookmarkFolder: BookmarkFolder?

	// MARK: Initializers

	public init(screenlet: BaseScreenlet, folderId: Int64) {
		self.folderId = folderId

		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return LoadFolderLiferayConnector(folderId: folderId)
	}

	override open func completedConnector(_ c: ServerConnector) {
		if let connector = c as? LoadFolderLiferayConnector,
				let result = connector.resultBookmarkFolder {
			self.resultBookmarkFolder = result
		}
	}
}
