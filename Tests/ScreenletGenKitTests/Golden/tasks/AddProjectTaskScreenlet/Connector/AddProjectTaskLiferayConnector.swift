import UIKit
import LiferayScreens

nonisolated open class AddProjectTaskLiferayConnector: ServerConnector, @unchecked Sendable {

	public let title: String
	public let projectId: Int64?
	public let priority: String
	public let labels: String

	/// Sent with the add: the portal adds an entry for a new code and updates the entry of a
	/// known one, so an add sent twice (a sync after a lost answer) adds one entry.
	open var externalReferenceCode = UUID().uuidString

	open var resultProjectTask: ProjectTask?

	// MARK: Initializers

	public init(title: String, projectId: Int64?, priority: String, labels: String) {
		self.title = title
		self.projectId = projectId
		self.priority = priority
		self.labels = labels

		super.init()
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if title.isEmpty {
				return ValidationError("addprojecttask-screenlet", "empty-title", self)
			}

			if let projectId = projectId, projectId <= 0 {
				return ValidationError("addprojecttask-screenlet", "undefined-projectId", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		do {
			let result = try ProjectTaskRequest(method: "PUT", path: "/by-external-reference-code/" + ProjectTaskRequest.segment(externalReferenceCode),
					body: ["title": title,
							"r_projectTasks_c_projectId": projectId,
							"priority": ["key": priority],
							"labels": labels.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty },
							"externalReferenceCode": externalReferenceCode])
					.send(session: session)

			if let result = result as? [String: AnyObject], ProjectTask.isComplete(result) {
				resultProjectTask = ProjectTask(attributes: result)
				lastError = nil
			}
			else {
				lastError = NSError.errorWithCause(.invalidServerResponse,
						message: LocalizedString("addprojecttask-screenlet", key: "invalid-answer", obj: self))
				resultProjectTask = nil
			}
		}
		catch let error as NSError {
			lastError = error
			resultProjectTask = nil
		}
	}
}
