import UIKit
import LiferayScreens

@objc(SortedBookmarkListView_default)
open class SortedBookmarkListView_default: BaseListTableView {

	// MARK: BaseListTableView

	override open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {
		let bookmark = object as! Bookmark

		cell.textLabel?.text = bookmark.name
	}

	override open func doFillInProgressCell(row: Int, cell: UITableViewCell) {
		cell.textLabel?.text = LocalizedString("sortedbookmarklist-screenlet", key: "loading", obj: self)
	}

	// MARK: BaseListView

	// A row the screenlet changes in place is shown without asking the portal again.

	override open func deleteRow(_ section: String, row: Int) {
		super.deleteRow(section, row: row)

		if let index = sections.firstIndex(of: section) {
			tableView?.deleteRows(at: [IndexPath(row: row, section: index)], with: .automatic)
		}
	}
}
