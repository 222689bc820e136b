import UIKit
import LiferayScreens

@objc(ProjectTaskListScreenletDelegate)
public protocol ProjectTaskListScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: ProjectTaskListScreenlet,
			onProjectTaskListResponse projectTasks: [ProjectTask])

	@objc optional func screenlet(_ screenlet: ProjectTaskListScreenlet,
			onProjectTaskListError error: NSError)

	@objc optional func screenlet(_ screenlet: ProjectTaskListScreenlet,
			onProjectTaskSelected projectTask: ProjectTask)
}

@objc(ProjectTaskListScreenlet)
open class ProjectTaskListScreenlet: BaseListScreenlet {

	// MARK: Inspectables

	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var projectTaskListDelegate: ProjectTaskListScreenletDelegate? {
		return delegate as? ProjectTaskListScreenletDelegate
	}

	// MARK: BaseListScreenlet

	override open func createPageLoadInteractor(
			page: Int,
			computeRowCount: Bool) -> BaseListPageLoadInteractor {

		let interactor = ProjectTaskListPageLoadInteractor(
				screenlet: self,
				page: page,
				computeRowCount: computeRowCount,
				startRow: firstRowForPage(page),
				endRow: firstRowForPage(page + 1))

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		return interactor
	}

	override open func onLoadPageError(page: Int, error: NSError) {
		super.onLoadPageError(page: page, error: error)

		projectTaskListDelegate?.screenlet?(self, onProjectTaskListError: error)
	}

	override open func onLoadPageResult(page: Int, rows: [AnyObject], rowCount: Int) {
		super.onLoadPageResult(page: page, rows: rows, rowCount: rowCount)

		projectTaskListDelegate?.screenlet?(self, onProjectTaskListResponse: rows as! [ProjectTask])
	}

	override open func onSelectedRow(_ row: AnyObject) {
		projectTaskListDelegate?.screenlet?(self, onProjectTaskSelected: row as! ProjectTask)
	}

	// MARK: Changes in place

	/// Shows a projectTask added elsewhere as the last row, without loading the list again.
	open func addProjectTask(_ projectTask: ProjectTask) {
		baseListView.addRow(BaseListView.DefaultSection, element: projectTask)
	}
}
