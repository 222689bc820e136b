import UIKit
import LiferayScreens

nonisolated open class LoadIncidentLiferayConnector: ServerConnector, @unchecked Sendable {

	public let incidentId: Int64

	open var resultIncident: Incident?

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
				return ValidationError("updateincident-screenlet", "undefined-incidentId", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		do {
			let result = try IncidentRequest(method: "GET", path: "/" + IncidentRequest.segment(String(incidentId)))
					.send(session: session)

			if let result = result as? [String: AnyObject], Incident.isComplete(result) {
				resultIncident = Incident(attributes: result)
				lastError = nil
			}
			else {
				lastError = NSError.errorWithCause(.invalidServerResponse,
						message: LocalizedString("updateincident-screenlet", key: "invalid-answer", obj: self))
				resultIncident = nil
			}
		}
		catch let error as NSError {
			lastError = error
			resultIncident = nil
		}
	}
}
