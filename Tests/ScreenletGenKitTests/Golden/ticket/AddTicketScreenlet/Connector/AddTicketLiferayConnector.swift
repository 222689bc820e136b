import UIKit
import LiferayScreens

nonisolated open class AddTicketLiferayConnector: ServerConnector, @unchecked Sendable {

	public let subject: String
	public let priority: String
	public let dueDate: Date?

	/// Sent with the add: the portal adds an entry for a new code and updates the entry of a
	/// known one, so an add sent twice (a sync after a lost answer) adds one entry.
	open var externalReferenceCode = UUID().uuidString

	open var resultTicket: Ticket?

	// MARK: Initializers

	public init(subject: String, priority: String, dueDate: Date?) {
		self.subject = subject
		self.priority = priority
		self.dueDate = dueDate

		super.init()
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if subject.isEmpty {
				return ValidationError("addticket-screenlet", "empty-subject", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		do {
			let result = try TicketRequest(method: "PUT", path: "/by-external-reference-code/" + TicketRequest.segment(externalReferenceCode),
					body: ["subject": subject,
							"priority": ["key": priority],
							"dueDate": dueDate.map { ISO8601DateFormatter.string(from: $0, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withInternetDateTime]) },
							"externalReferenceCode": externalReferenceCode])
					.send(session: session)

			if let result = result as? [String: AnyObject], Ticket.isComplete(result) {
				resultTicket = Ticket(attributes: result)
				lastError = nil
			}
			else {
				lastError = NSError.errorWithCause(.invalidServerResponse,
						message: LocalizedString("addticket-screenlet", key: "invalid-answer", obj: self))
				resultTicket = nil
			}
		}
		catch let error as NSError {
			lastError = error
			resultTicket = nil
		}
	}
}
