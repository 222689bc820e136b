import UIKit
import LiferayScreens

@objc(GuestbookEntryListView_default)
open class GuestbookEntryListView_default: BaseListTableView {

	// MARK: BaseListTableView

	override open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {
		let guestbookEntry = object as! GuestbookEntry

		cell.textLabel?.text = guestbookEntry.message
		cell.textLabel?.accessibilityIdentifier = "guestbookEntryList.cell.message"
		cell.textLabel?.adjustsFontForContentSizeCategory = true
	}

	override open func doFillInProgressCell(row: Int, cell: UITableViewCell) {
		cell.textLabel?.text = LocalizedString("guestbookentrylist-screenlet", key: "loading", obj: self)
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
}
