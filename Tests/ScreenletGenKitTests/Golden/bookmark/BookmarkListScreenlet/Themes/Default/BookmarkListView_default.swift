import UIKit
import LiferayScreens

@objc(BookmarkListView_default)
open class BookmarkListView_default: BaseListTableView {

	// MARK: BaseListTableView

	override open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {
		let bookmark = object as! Bookmark

		cell.textLabel?.text = bookmark.name
	}

	override open func doFillInProgressCell(row: Int, cell: UITableViewCell) {
		cell.textLabel?.text = LocalizedString("bookmarklist-screenlet", key: "loading", obj: self)
	}
}
