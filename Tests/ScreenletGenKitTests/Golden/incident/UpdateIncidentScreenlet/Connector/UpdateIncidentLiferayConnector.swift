import UIKit
import LiferayScreens

nonisolated open class UpdateIncidentLiferayConnector: ServerConnector, @unchecked Sendable {

	public let incidentId: Int64
	public let title: String
	public let severity: String
	public let reportedOn: Date?
	public let affectedUsers: Int?
	public let affectedSystems: String

	open var resultIncident: Incident?

	// MARK: Initializers

	public init(incidentId: Int64, title: String, severity: String, reportedOn: Date?, affectedUsers: Int?, affectedSystems: String) {
		self.incidentId = incidentId
		self.title = title
		self.severity = severity
		self.reportedOn = reportedOn
		self.affectedUsers = affectedUsers
		self.affectedSystems = affectedSystems

		super.init()
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if incidentId <= 0 {
				return ValidationError("updateincident-screenlet", "undefined-incidentId", self)
			}

			if title.isEmpty {
				return ValidationError("updateincident-screenlet", "empty-title", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		do {
			let result = try IncidentRequest(method: "PATCH", path: "/" + IncidentRequest.segment(String(incidentId)),
					body: ["title": title,
							"severity": ["key": severity],
							"reportedOn": reportedOn.map { ISO8601DateFormatter.string(from: $0, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withInternetDateTime]) },
							"affectedUsers": affectedUsers,
							"affectedSystems": affectedSystems.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }])
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
