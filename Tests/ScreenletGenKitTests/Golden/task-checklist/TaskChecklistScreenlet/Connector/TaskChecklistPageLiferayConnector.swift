import UIKit
import LiferayScreens

nonisolated open class TaskChecklistPageLiferayConnector: PaginationLiferayConnector, @unchecked Sendable {

	public let taskId: Int64

	// MARK: Initializers

	public init(
			startRow: Int,
			endRow: Int,
			computeRowCount: Bool,
			taskId: Int64) {

		self.taskId = taskId

		super.init(startRow: startRow, endRow: endRow, computeRowCount: computeRowCount)
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if taskId <= 0 {
				return ValidationError("taskchecklist-screenlet", "undefined-taskId", self)
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
			for (page, pageSize) in ChecklistItemRequest.pages(startRow: startRow, endRow: endRow) {
				let answer = try ChecklistItemRequest(method: "GET", path: "/" + ChecklistItemRequest.segment(String(taskId)) + "/taskChecklistItems",
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
			guard rows.allSatisfy(ChecklistItem.isComplete) else {
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
				message: LocalizedString("taskchecklist-screenlet", key: "invalid-answer", obj: self))
	}
}
