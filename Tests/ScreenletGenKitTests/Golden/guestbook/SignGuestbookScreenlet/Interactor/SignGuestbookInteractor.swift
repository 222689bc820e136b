import UIKit
import LiferayScreens

open class SignGuestbookInteractor: ServerWriteConnectorInteractor {

	public let guestbookId: Int64
	public let visitorName: String
	public let email: String
	public let message: String

	open var resultGuestbookEntry: GuestbookEntry?

	// MARK: Initializers

	public init(screenlet: BaseScreenlet, guestbookId: Int64, visitorName: String, email: String, message: String) {
		self.guestbookId = guestbookId
		self.visitorName = visitorName
		self.email = email
		self.message = message

		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return SignGuestbookLiferayConnector(guestbookId: guestbookId, visitorName: visitorName, email: email, message: message)
	}

	override open func completedConnector(_ c: ServerConnector) {
		if let connector = c as? SignGuestbookLiferayConnector,
				let result = connector.resultGuestbookEntry {
			self.resultGuestbookEntry = result
		}
	}
}
