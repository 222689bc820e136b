import UIKit
import LiferayScreens

@objc(ProjectTasksView_default)
open class ProjectTasksView_default: BaseListTableView {

	// MARK: BaseListTableView

	override open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {
		let projectTask = object as! ProjectTask

		cell.textLabel?.text = projectTask.title
		cell.textLabel?.accessibilityIdentifier = "projectTasks.cell.title"
		cell.textLabel?.adjustsFontForContentSizeCategory = true
	}

	override open func doFillInProgressCell(row: Int, cell: UITableViewCell) {
		cell.textLabel?.text = LocalizedString("projecttasks-screenlet", key: "loading", obj: self)
		cell.textLabel?.adjustsFontForContentSizeCategory = true
	}
}
