import UIKit
import LiferayScreens

nonisolated open class ProjectTasksPageLiferayConnector: PaginationLiferayConnector, @unchecked Sendable {

	public let projectId: Int64

	// MARK: Initializers

	public init(
			startRow: Int,
			endRow: Int,
			computeRowCount: Bool,
			projectId: Int64) {

		self.projectId = projectId

		super.init(startRow: startRow, endRow: endRow, computeRowCount: computeRowCount)
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if projectId <= 0 {
				return ValidationError("projecttasks-screenlet", "undefined-projectId", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		resultPageContent = nil
		resultRowCount = nil
		lastError = nil

		do {
			var rows = [[String: AnyObject]]()
			var rowCount: Int?

			// The portal's pages start at 1 and have one size: rows [startRow, endRow) are one
			// page, or the end of one and the start of the next.
			for (page, pageSize) in ProjectTaskRequest.pages(startRow: startRow, endRow: endRow) {
				let answer = try ProjectTaskRequest(method: "GET", path: "/" + ProjectTaskRequest.segment(String(projectId)) + "/projectTasks",
						query: ["page": String(page),
								"pageSize": String(pageSize)])
						.send(session: session)

				guard let envelope = answer as? [String: AnyObject],
						let items = envelope["items"] as? [[String: AnyObject]] else {
					throw invalidAnswer()
				}

				let first = (page - 1) * pageSize
				rows += items.enumerated()
						.filter { first + $0.offset >= startRow && first + $0.offset < endRow }
						.map { $0.element }
				rowCount = (envelope["totalCount"] as? NSNumber)?.intValue

				if items.count < pageSize {
					break
				}
			}

			// A row the model cannot read would stop the app when its cell is shown.
			guard rows.allSatisfy(ProjectTask.isComplete) else {
				throw invalidAnswer()
			}

			resultPageContent = rows
			resultRowCount = computeRowCount ? rowCount : nil
		}
		catch let error as NSError {
			lastError = error
		}
	}

	// MARK: Private methods

	private func invalidAnswer() -> NSError {
		return NSError.errorWithCause(.invalidServerResponse,
				message: LocalizedString("projecttasks-screenlet", key: "invalid-answer", obj: self))
	}
}
