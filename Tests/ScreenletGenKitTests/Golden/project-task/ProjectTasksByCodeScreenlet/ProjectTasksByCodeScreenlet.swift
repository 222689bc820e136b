import UIKit
import LiferayScreens

@objc(ProjectTasksByCodeScreenletDelegate)
public protocol ProjectTasksByCodeScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: ProjectTasksByCodeScreenlet,
			onProjectTasksByCodeResponse projectTasks: [ProjectTask])

	@objc optional func screenlet(_ screenlet: ProjectTasksByCodeScreenlet,
			onProjectTasksByCodeError error: NSError)

	@objc optional func screenlet(_ screenlet: ProjectTasksByCodeScreenlet,
			onProjectTaskSelected projectTask: ProjectTask)
}

@objc(ProjectTasksByCodeScreenlet)
open class ProjectTasksByCodeScreenlet: BaseListScreenlet {

	// MARK: Inspectables

	@IBInspectable open var projectCode: String = ""
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var projectTasksByCodeDelegate: ProjectTasksByCodeScreenletDelegate? {
		return delegate as? ProjectTasksByCodeScreenletDelegate
	}

	// MARK: BaseListScreenlet

	override open func createPageLoadInteractor(
			page: Int,
			computeRowCount: Bool) -> BaseListPageLoadInteractor {

		let interactor = ProjectTasksByCodePageLoadInteractor(
				screenlet: self,
				page: page,
				computeRowCount: computeRowCount,
				startRow: firstRowForPage(page),
				endRow: firstRowForPage(page + 1),
				projectCode: self.projectCode)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		return interactor
	}

	override open func onLoadPageError(page: Int, error: NSError) {
		super.onLoadPageError(page: page, error: error)

		projectTasksByCodeDelegate?.screenlet?(self, onProjectTasksByCodeError: error)
	}

	override open func onLoadPageResult(page: Int, rows: [AnyObject], rowCount: Int) {
		super.onLoadPageResult(page: page, rows: rows, rowCount: rowCount)

		projectTasksByCodeDelegate?.screenlet?(self, onProjectTasksByCodeResponse: rows as! [ProjectTask])
	}

	override open func onSelectedRow(_ row: AnyObject) {
		projectTasksByCodeDelegate?.screenlet?(self, onProjectTaskSelected: row as! ProjectTask)
	}
}
