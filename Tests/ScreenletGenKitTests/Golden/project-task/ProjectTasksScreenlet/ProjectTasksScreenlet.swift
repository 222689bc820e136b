import UIKit
import LiferayScreens

@objc(ProjectTasksScreenletDelegate)
public protocol ProjectTasksScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: ProjectTasksScreenlet,
			onProjectTasksResponse projectTasks: [ProjectTask])

	@objc optional func screenlet(_ screenlet: ProjectTasksScreenlet,
			onProjectTasksError error: NSError)

	@objc optional func screenlet(_ screenlet: ProjectTasksScreenlet,
			onProjectTaskSelected projectTask: ProjectTask)
}

@objc(ProjectTasksScreenlet)
open class ProjectTasksScreenlet: BaseListScreenlet {

	// MARK: Inspectables

	@IBInspectable open var projectId: Int64 = 0
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var projectTasksDelegate: ProjectTasksScreenletDelegate? {
		return delegate as? ProjectTasksScreenletDelegate
	}

	// MARK: BaseListScreenlet

	override open func createPageLoadInteractor(
			page: Int,
			computeRowCount: Bool) -> BaseListPageLoadInteractor {

		let interactor = ProjectTasksPageLoadInteractor(
				screenlet: self,
				page: page,
				computeRowCount: computeRowCount,
				startRow: firstRowForPage(page),
				endRow: firstRowForPage(page + 1),
				projectId: self.projectId)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		return interactor
	}

	override open func onLoadPageError(page: Int, error: NSError) {
		super.onLoadPageError(page: page, error: error)

		projectTasksDelegate?.screenlet?(self, onProjectTasksError: error)
	}

	override open func onLoadPageResult(page: Int, rows: [AnyObject], rowCount: Int) {
		super.onLoadPageResult(page: page, rows: rows, rowCount: rowCount)

		projectTasksDelegate?.screenlet?(self, onProjectTasksResponse: rows as! [ProjectTask])
	}

	override open func onSelectedRow(_ row: AnyObject) {
		projectTasksDelegate?.screenlet?(self, onProjectTaskSelected: row as! ProjectTask)
	}
}
