import UIKit
import LiferayScreens

nonisolated open class CountGroupEntriesInteractor: ServerReadConnectorInteractor {

	// MARK: Initializers

	override public init(screenlet: BaseScreenlet?) {
		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return CountGroupEntriesLiferayConnector()
	}
}
