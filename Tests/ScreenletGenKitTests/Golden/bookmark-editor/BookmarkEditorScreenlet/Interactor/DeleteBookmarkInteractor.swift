import UIKit
import LiferayScreens

nonisolated open class DeleteBookmarkInteractor: ServerWriteConnectorInteractor {

	public let entryId: Int64

	// MARK: Initializers

	public init(screenlet: BaseScreenlet, entryId: Int64) {
		self.entryId = entryId

		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return DeleteBookmarkLiferayConnector(entryId: entryId)
	}
}
