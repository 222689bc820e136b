import UIKit
import LiferayScreens

@objc(TaskChecklistScreenletDelegate)
public protocol TaskChecklistScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: TaskChecklistScreenlet,
			onTaskChecklistResponse checklistItems: [ChecklistItem])

	@objc optional func screenlet(_ screenlet: TaskChecklistScreenlet,
			onTaskChecklistError error: NSError)

	@objc optional func screenlet(_ screenlet: TaskChecklistScreenlet,
			onChecklistItemSelected checklistItem: ChecklistItem)
}

@objc(TaskChecklistScreenlet)
open class TaskChecklistScreenlet: BaseListScreenlet {

	// MARK: Inspectables

	@IBInspectable open var taskId: Int64 = 0
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var taskChecklistDelegate: TaskChecklistScreenletDelegate? {
		return delegate as? TaskChecklistScreenletDelegate
	}

	// MARK: BaseListScreenlet

	override open func createPageLoadInteractor(
			page: Int,
			computeRowCount: Bool) -> BaseListPageLoadInteractor {

		let interactor = TaskChecklistPageLoadInteractor(
				screenlet: self,
				page: page,
				computeRowCount: computeRowCount,
				startRow: firstRowForPage(page),
				endRow: firstRowForPage(page + 1),
				taskId: self.taskId)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		return interactor
	}

	override open func onLoadPageError(page: Int, error: NSError) {
		super.onLoadPageError(page: page, error: error)

		taskChecklistDelegate?.screenlet?(self, onTaskChecklistError: error)
	}

	override open func onLoadPageResult(page: Int, rows: [AnyObject], rowCount: Int) {
		super.onLoadPageResult(page: page, rows: rows, rowCount: rowCount)

		taskChecklistDelegate?.screenlet?(self, onTaskChecklistResponse: rows as! [ChecklistItem])
	}

	override open func onSelectedRow(_ row: AnyObject) {
		taskChecklistDelegate?.screenlet?(self, onChecklistItemSelected: row as! ChecklistItem)
	}
}
