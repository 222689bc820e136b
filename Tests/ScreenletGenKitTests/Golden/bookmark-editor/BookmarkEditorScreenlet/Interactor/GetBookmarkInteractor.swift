import UIKit
import LiferayScreens

nonisolated open class GetBookmarkInteractor: ServerReadConnectorInteractor {

	public let entryId: Int64

	open var resultBookmark: Bookmark?

	// MARK: Initializers

	public init(screenlet: BaseScreenlet, entryId: Int64) {
		self.entryId = entryId

		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return GetBookmarkLiferayConnector(entryId: entryId)
	}

	override open func completedConnector(_ c: ServerConnector) {
		if let connector = c as? GetBookmarkLiferayConnector,
				let result = connector.resultBookmark {
			self.resultBookmark = result
		}
	}
}
