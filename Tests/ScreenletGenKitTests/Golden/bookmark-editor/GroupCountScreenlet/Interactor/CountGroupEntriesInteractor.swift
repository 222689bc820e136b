import UIKit
import LiferayScreens

open class CountGroupEntriesInteractor: ServerReadConnectorInteractor {

	// MARK: Initializers

	public init(screenlet: BaseScreenlet) {
		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return CountGroupEntriesLiferayConnector()
	}
}
