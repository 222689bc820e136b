import UIKit
import LiferayScreens

@objc(VisitListView_default)
open class VisitListView_default: BaseListTableView {

	// MARK: BaseListTableView

	override open func doRegisterCellNibs() {
		if let nib = Bundle.nibInBundles(name: "VisitCell_default", currentClass: type(of: self)) {
			tableView?.register(nib, forCellReuseIdentifier: "visitCell")
		}

		// The cell's labels decide its height.
		tableView?.rowHeight = UITableView.automaticDimension
		tableView?.estimatedRowHeight = 57
	}

	override open func doGetCellId(row: Int, object: AnyObject?) -> String {
		return "visitCell"
	}

	override open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {
		guard let cell = cell as? VisitCell_default, let visit = object as? Visit else {
			return
		}

		cell.hostLabel?.text = visit.host
		cell.kindLabel?.text = visit.kindName ?? visit.kind
	}

	override open func doFillInProgressCell(row: Int, cell: UITableViewCell) {
		guard let cell = cell as? VisitCell_default else {
			return
		}

		cell.hostLabel?.text = LocalizedString("visitlist-screenlet", key: "loading", obj: self)
		cell.kindLabel?.text = nil
	}
}
