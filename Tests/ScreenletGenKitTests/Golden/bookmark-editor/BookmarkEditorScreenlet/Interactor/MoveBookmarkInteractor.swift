import UIKit
import LiferayScreens

nonisolated open class MoveBookmarkInteractor: ServerWriteConnectorInteractor {

	public let entryId: Int64
	public let targetFolderId: Int64

	open var resultAttributes: [String: AnyObject]?

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
		if let connector = c as? MoveBookmarkLiferayConnector,
				let result = connector.resultAttributes {
			self.resultAttributes = result
		}
	}
}
