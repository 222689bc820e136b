import UIKit
import LiferayScreens

nonisolated open class DeleteTicketLiferayConnector: ServerConnector, @unchecked Sendable {

	public let ticketId: Int64

	// MARK: Initializers

	public init(ticketId: Int64) {
		self.ticketId = ticketId

		super.init()
	}

	// MARK: ServerConnector

	override open func doRun(session: LRSession) {
		do {
			try TicketRequest(method: "DELETE", path: "/" + TicketRequest.segment(String(ticketId)))
					.send(session: session)
			lastError = nil
		}
		catch let error as NSError {
			lastError = error
		}
	}
}
