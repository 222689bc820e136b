import UIKit
import LiferayScreens

nonisolated open class DeleteIncidentLiferayConnector: ServerConnector, @unchecked Sendable {

	public let incidentId: Int64

	// MARK: Initializers

	public init(incidentId: Int64) {
		self.incidentId = incidentId

		super.init()
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if incidentId <= 0 {
				return ValidationError("deleteincident-screenlet", "undefined-incidentId", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		do {
			try IncidentRequest(method: "DELETE", path: "/" + IncidentRequest.segment(String(incidentId)))
					.send(session: session)
			lastError = nil
		}
		catch let error as NSError {
			lastError = error
		}
	}
}
