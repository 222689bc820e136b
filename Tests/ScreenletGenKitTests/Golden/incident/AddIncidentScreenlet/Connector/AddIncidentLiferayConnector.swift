import UIKit
import LiferayScreens

nonisolated open class AddIncidentLiferayConnector: ServerConnector, @unchecked Sendable {

	public let title: String
	public let severity: String
	public let reportedOn: Date?
	public let affectedUsers: Int?
	public let affectedSystems: String

	/// Sent with the add: the portal adds an entry for a new code and updates the entry of a
	/// known one, so an add sent twice (a sync after a lost answer) adds one entry.
	open var externalReferenceCode = UUID().uuidString

	/// The site the write goes to: its Interactor's, the app's site when the write was made.
	open var groupId = LiferayServerContext.groupId

	open var resultIncident: Incident?

	// MARK: Initializers

	public init(title: String, severity: String, reportedOn: Date?, affectedUsers: Int?, affectedSystems: String) {
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
			if title.isEmpty {
				return ValidationError("addincident-screenlet", "empty-title", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		do {
			let result = try IncidentRequest(method: "PUT", path: "/scopes/" + IncidentRequest.segment(String(groupId)) + "/by-external-reference-code/" + IncidentRequest.segment(externalReferenceCode),
					body: ["title": title,
							"severity": ["key": severity],
							"reportedOn": reportedOn.map { ISO8601DateFormatter.string(from: $0, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withInternetDateTime]) },
							"affectedUsers": affectedUsers,
							"affectedSystems": affectedSystems.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty },
							"externalReferenceCode": externalReferenceCode])
					.send(session: session)

			if let result = result as? [String: AnyObject], Incident.isComplete(result) {
				resultIncident = Incident(attributes: result)
				lastError = nil
			}
			else {
				lastError = NSError.errorWithCause(.invalidServerResponse,
						message: LocalizedString("addincident-screenlet", key: "invalid-answer", obj: self))
				resultIncident = nil
			}
		}
		catch let error as NSError {
			lastError = error
			resultIncident = nil
		}
	}
}
