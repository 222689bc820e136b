import UIKit
import LiferayScreens

@objc(TaskChecklistView_default)
open class TaskChecklistView_default: BaseListTableView {

	// MARK: BaseListTableView

	override open func doRegisterCellNibs() {
		if let nib = Bundle.nibInBundles(name: "ChecklistItemCell_default", currentClass: type(of: self)) {
			tableView?.register(nib, forCellReuseIdentifier: "checklistItemCell")
		}

		// The cell's labels decide its height.
		tableView?.rowHeight = UITableView.automaticDimension
		tableView?.estimatedRowHeight = 57
	}

	override open func doGetCellId(row: Int, object: AnyObject?) -> String {
		return "checklistItemCell"
	}

	override open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {
		guard let cell = cell as? ChecklistItemCell_default, let checklistItem = object as? ChecklistItem else {
			return
		}

		cell.labelLabel?.text = checklistItem.label
		cell.checkedLabel?.text = checklistItem.checked.map { String(describing: $0) }
	}

	override open func doFillInProgressCell(row: Int, cell: UITableViewCell) {
		guard let cell = cell as? ChecklistItemCell_default else {
			return
		}

		cell.labelLabel?.text = LocalizedString("taskchecklist-screenlet", key: "loading", obj: self)
		cell.checkedLabel?.text = nil
	}
}
