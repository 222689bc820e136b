import UIKit
import LiferayScreens

nonisolated open class ProjectTasksPageLoadInteractor: BaseListPageLoadInteractor {

	/// Rows of the page, from the screenlet's page sizes (read on the main thread).
	public let startRow: Int
	public let endRow: Int
	public let projectId: Int64

	// MARK: Initializers

	public init(
			screenlet: BaseListScreenlet,
			page: Int,
			computeRowCount: Bool,
			startRow: Int,
			endRow: Int,
			projectId: Int64) {

		self.projectId = projectId
		self.startRow = startRow
		self.endRow = endRow

		super.init(screenlet: screenlet, page: page, computeRowCount: computeRowCount)
	}

	// MARK: BaseListPageLoadInteractor

	override open func createListPageConnector() -> PaginationLiferayConnector {
		return ProjectTasksPageLiferayConnector(
				startRow: startRow,
				endRow: endRow,
				computeRowCount: self.computeRowCount,
				projectId: projectId)
	}

	override open func convertResult(_ serverResult: [String: AnyObject]) -> AnyObject {
		return ProjectTask(attributes: serverResult)
	}

	override open func cacheKey(_ op: PaginationLiferayConnector) -> String {
		return "\(projectId)"
	}
}
