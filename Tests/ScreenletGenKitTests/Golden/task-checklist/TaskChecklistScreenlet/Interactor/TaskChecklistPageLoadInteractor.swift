import UIKit
import LiferayScreens

nonisolated open class TaskChecklistPageLoadInteractor: BaseListPageLoadInteractor {

	/// Rows of the page, from the screenlet's page sizes (read on the main thread).
	public let startRow: Int
	public let endRow: Int
	public let taskId: Int64

	// MARK: Initializers

	public init(
			screenlet: BaseListScreenlet,
			page: Int,
			computeRowCount: Bool,
			startRow: Int,
			endRow: Int,
			taskId: Int64) {

		self.taskId = taskId
		self.startRow = startRow
		self.endRow = endRow

		super.init(screenlet: screenlet, page: page, computeRowCount: computeRowCount)
	}

	// MARK: BaseListPageLoadInteractor

	override open func createListPageConnector() -> PaginationLiferayConnector {
		return TaskChecklistPageLiferayConnector(
				startRow: startRow,
				endRow: endRow,
				computeRowCount: self.computeRowCount,
				taskId: taskId)
	}

	override open func convertResult(_ serverResult: [String: AnyObject]) -> AnyObject {
		return ChecklistItem(attributes: serverResult)
	}

	override open func cacheKey(_ op: PaginationLiferayConnector) -> String {
		return "\(taskId)"
	}
}
