import UIKit
import LiferayScreens

@objc(BookmarkListView_default)
open class BookmarkListView_default: BaseListTableView {

	// MARK: BaseListTableView

	override open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {
		let bookmark = object as! Bookmark

		cell.textLabel?.text = bookmark.name
		cell.textLabel?.accessibilityIdentifier = "bookmarkList.cell.name"
		cell.textLabel?.adjustsFontForContentSizeCategory = true
	}

	override open func doFillInProgressCell(row: Int, cell: UITableViewCell) {
		cell.textLabel?.text = LocalizedString("bookmarklist-screenlet", key: "loading", obj: self)
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
