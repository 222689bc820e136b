import UIKit
import LiferayScreens

nonisolated open class SignGuestbookInteractor: ServerWriteConnectorInteractor {

	public let guestbookId: Int64
	public let guestbookEntryName: String
	public let email: String
	public let message: String

	open var resultGuestbookEntry: GuestbookEntry?

	// MARK: Initializers

	public init(screenlet: BaseScreenlet, guestbookId: Int64, name guestbookEntryName: String, email: String, message: String) {
		self.guestbookId = guestbookId
		self.guestbookEntryName = guestbookEntryName
		self.email = email
		self.message = message

		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return SignGuestbookLiferayConnector(guestbookId: guestbookId, name: guestbookEntryName, email: email, message: message)
	}

	override open func completedConnector(_ c: ServerConnector) {
		if let connector = c as? SignGuestbookLiferayConnector,
				let result = connector.resultGuestbookEntry {
			self.resultGuestbookEntry = result
		}
	}
}
