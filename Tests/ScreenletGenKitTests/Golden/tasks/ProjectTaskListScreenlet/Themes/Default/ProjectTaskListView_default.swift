import UIKit
import LiferayScreens

@objc(ProjectTaskListView_default)
open class ProjectTaskListView_default: BaseListTableView {

	// MARK: BaseListTableView

	override open func doRegisterCellNibs() {
		if let nib = Bundle.nibInBundles(name: "ProjectTaskCell_default", currentClass: type(of: self)) {
			tableView?.register(nib, forCellReuseIdentifier: "projectTaskCell")
		}

		// The cell's labels decide its height.
		tableView?.rowHeight = UITableView.automaticDimension
		tableView?.estimatedRowHeight = 97
	}

	override open func doGetCellId(row: Int, object: AnyObject?) -> String {
		return "projectTaskCell"
	}

	override open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {
		guard let cell = cell as? ProjectTaskCell_default, let projectTask = object as? ProjectTask else {
			return
		}

		cell.titleLabel?.text = projectTask.title
		cell.projectNameLabel?.text = projectTask.projectName
		cell.priorityLabel?.text = projectTask.priorityName ?? projectTask.priority
		cell.labelsLabel?.text = projectTask.labelsName ?? projectTask.labels
	}

	override open func doFillInProgressCell(row: Int, cell: UITableViewCell) {
		guard let cell = cell as? ProjectTaskCell_default else {
			return
		}

		cell.titleLabel?.text = LocalizedString("projecttasklist-screenlet", key: "loading", obj: self)
		cell.projectNameLabel?.text = nil
		cell.priorityLabel?.text = nil
		cell.labelsLabel?.text = nil
	}

	// MARK: BaseListView

	// A row the screenlet changes in place is shown without asking the portal again.

	override open func addRow(_ section: String, element: AnyObject) {
		super.addRow(section, element: element)

		if let index = sections.firstIndex(of: section), let count = rows[section]?.count {
			tableView?.insertRows(at: [IndexPath(row: count - 1, section: index)], with: .automatic)
		}
	}
}
