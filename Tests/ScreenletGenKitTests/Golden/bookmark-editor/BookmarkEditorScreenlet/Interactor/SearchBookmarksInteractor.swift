import UIKit
import LiferayScreens

nonisolated open class SearchBookmarksInteractor: ServerReadConnectorInteractor {

	open var resultAttributes: [String: AnyObject]?

	// MARK: Initializers

	override public init(screenlet: BaseScreenlet?) {
		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return SearchBookmarksLiferayConnector()
	}

	override open func completedConnector(_ c: ServerConnector) {
		if let connector = c as? SearchBookmarksLiferayConnector,
				let result = connector.resultAttributes {
			self.resultAttributes = result
		}
	}
}
