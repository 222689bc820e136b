import UIKit
import LiferayScreens

@objc(TicketListView_default)
open class TicketListView_default: BaseListTableView {

	// MARK: BaseListTableView

	override open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {
		let ticket = object as! Ticket

		cell.textLabel?.text = ticket.subject
		cell.textLabel?.accessibilityIdentifier = "ticketList.cell.subject"
		cell.textLabel?.adjustsFontForContentSizeCategory = true
	}

	override open func doFillInProgressCell(row: Int, cell: UITableViewCell) {
		cell.textLabel?.text = LocalizedString("ticketlist-screenlet", key: "loading", obj: self)
		cell.textLabel?.adjustsFontForContentSizeCategory = true
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
