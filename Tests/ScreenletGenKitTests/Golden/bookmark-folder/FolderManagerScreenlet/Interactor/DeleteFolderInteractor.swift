import UIKit
import LiferayScreens

nonisolated open class DeleteFolderInteractor: ServerWriteConnectorInteractor {

	public let folderId: Int64
	public let includeTrashedEntries: Bool

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
}
