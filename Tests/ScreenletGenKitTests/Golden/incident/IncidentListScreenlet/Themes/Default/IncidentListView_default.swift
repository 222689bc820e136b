import UIKit
import LiferayScreens

@objc(IncidentListView_default)
open class IncidentListView_default: BaseListTableView {

	// MARK: BaseListTableView

	override open func doRegisterCellNibs() {
		if let nib = Bundle.nibInBundles(name: "IncidentCell_default", currentClass: type(of: self)) {
			tableView?.register(nib, forCellReuseIdentifier: "incidentCell")
		}

		// The cell's labels decide its height.
		tableView?.rowHeight = UITableView.automaticDimension
		tableView?.estimatedRowHeight = 77
	}

	override open func doGetCellId(row: Int, object: AnyObject?) -> String {
		return "incidentCell"
	}

	override open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {
		guard let cell = cell as? IncidentCell_default, let incident = object as? Incident else {
			return
		}

		cell.titleLabel?.text = incident.title
		cell.severityLabel?.text = incident.severityName ?? incident.severity
		cell.affectedSystemsLabel?.text = incident.affectedSystemsName ?? incident.affectedSystems
	}

	override open func doFillInProgressCell(row: Int, cell: UITableViewCell) {
		guard let cell = cell as? IncidentCell_default else {
			return
		}

		cell.titleLabel?.text = LocalizedString("incidentlist-screenlet", key: "loading", obj: self)
		cell.severityLabel?.text = nil
		cell.affectedSystemsLabel?.text = nil
	}

	// MARK: BaseListView

	// A row the screenlet changes in place is shown without asking the portal again.

	override open func addRow(_ section: String, element: AnyObject) {
		super.addRow(section, element: element)

		if let index = sections.firstIndex(of: section), let count = rows[section]?.count {
			tableView?.insertRows(at: [IndexPath(row: count - 1, section: index)], with: .automatic)
		}
	}

	override open func updateRow(_ section: String, row: Int, element: AnyObject) {
		super.updateRow(section, row: row, element: element)

		if let index = sections.firstIndex(of: section) {
			tableView?.reloadRows(at: [IndexPath(row: row, section: index)], with: .automatic)
		}
	}

	override open func deleteRow(_ section: String, row: Int) {
		super.deleteRow(section, row: row)

		if let index = sections.firstIndex(of: section) {
			tableView?.deleteRows(at: [IndexPath(row: row, section: index)], with: .automatic)
		}
	}
}
