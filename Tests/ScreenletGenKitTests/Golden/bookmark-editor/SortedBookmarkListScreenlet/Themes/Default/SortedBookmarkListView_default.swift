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
}
