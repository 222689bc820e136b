import UIKit
import LiferayScreens

@objc(TicketSearchView_default)
open class TicketSearchView_default: BaseListTableView {

	// MARK: BaseListTableView

	override open func doRegisterCellNibs() {
		if let nib = Bundle.nibInBundles(name: "TicketCell_default", currentClass: type(of: self)) {
			tableView?.register(nib, forCellReuseIdentifier: "ticketCell")
		}

		// The cell's labels decide its height.
		tableView?.rowHeight = UITableView.automaticDimension
		tableView?.estimatedRowHeight = 57
	}

	override open func doGetCellId(row: Int, object: AnyObject?) -> String {
		return "ticketCell"
	}

	override open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {
		guard let cell = cell as? TicketCell_default, let ticket = object as? Ticket else {
			return
		}

		cell.subjectLabel?.text = ticket.subject
		cell.priorityLabel?.text = ticket.priorityName ?? ticket.priority
	}

	override open func doFillInProgressCell(row: Int, cell: UITableViewCell) {
		guard let cell = cell as? TicketCell_default else {
			return
		}

		cell.subjectLabel?.text = LocalizedString("ticketsearch-screenlet", key: "loading", obj: self)
		cell.priorityLabel?.text = nil
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
