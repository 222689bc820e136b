import UIKit
import LiferayScreens

nonisolated open class UpdateTicketLiferayConnector: ServerConnector, @unchecked Sendable {

	public let ticketId: Int64
	public let subject: String

	open var resultTicket: Ticket?

	// MARK: Initializers

	public init(ticketId: Int64, subject: String) {
		self.ticketId = ticketId
		self.subject = subject

		super.init()
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if subject.isEmpty {
				return ValidationError("updateticket-screenlet", "empty-subject", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		do {
			let result = try TicketRequest(method: "PATCH", path: "/" + TicketRequest.segment(String(ticketId)),
					body: ["subject": subject])
					.send(session: session)

			if let result = result as? [String: AnyObject], Ticket.isComplete(result) {
				resultTicket = Ticket(attributes: result)
				lastError = nil
			}
			else {
				lastError = NSError.errorWithCause(.invalidServerResponse,
						message: LocalizedString("updateticket-screenlet", key: "invalid-answer", obj: self))
				resultTicket = nil
			}
		}
		catch let error as NSError {
			lastError = error
			resultTicket = nil
		}
	}
}
