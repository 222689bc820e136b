import UIKit
import LiferayScreens

nonisolated open class ProjectTasksByCodePageLoadInteractor: BaseListPageLoadInteractor {

	/// Rows of the page, from the screenlet's page sizes (read on the main thread).
	public let startRow: Int
	public let endRow: Int
	public let projectCode: String

	// MARK: Initializers

	public init(
			screenlet: BaseListScreenlet,
			page: Int,
			computeRowCount: Bool,
			startRow: Int,
			endRow: Int,
			projectCode: String) {

		self.projectCode = projectCode
		self.startRow = startRow
		self.endRow = endRow

		super.init(screenlet: screenlet, page: page, computeRowCount: computeRowCount)
	}

	// MARK: BaseListPageLoadInteractor

	override open func createListPageConnector() -> PaginationLiferayConnector {
		return ProjectTasksByCodePageLiferayConnector(
				startRow: startRow,
				endRow: endRow,
				computeRowCount: self.computeRowCount,
				projectCode: projectCode)
	}

	override open func convertResult(_ serverResult: [String: AnyObject]) -> AnyObject {
		return ProjectTask(attributes: serverResult)
	}

	override open func cacheKey(_ op: PaginationLiferayConnector) -> String {
		return "\(projectCode)"
	}
}
