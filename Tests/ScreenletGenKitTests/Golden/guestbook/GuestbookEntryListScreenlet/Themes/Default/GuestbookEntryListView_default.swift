import UIKit
import LiferayScreens

@objc(GuestbookEntryListView_default)
open class GuestbookEntryListView_default: BaseListTableView {

	// MARK: BaseListTableView

	override open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {
		let guestbookEntry = object as! GuestbookEntry

		cell.textLabel?.text = guestbookEntry.message
	}

	override open func doFillInProgressCell(row: Int, cell: UITableViewCell) {
		cell.textLabel?.text = LocalizedString("guestbookentrylist-screenlet", key: "loading", obj: self)
	}
}
