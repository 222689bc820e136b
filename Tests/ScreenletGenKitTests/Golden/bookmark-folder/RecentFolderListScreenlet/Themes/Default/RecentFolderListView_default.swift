import UIKit
import LiferayScreens

@objc(RecentFolderListView_default)
open class RecentFolderListView_default: BaseListTableView {

	// MARK: BaseListTableView

	override open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {
		let bookmarkFolder = object as! BookmarkFolder

		cell.textLabel?.text = String(describing: bookmarkFolder.createDate)
	}

	override open func doFillInProgressCell(row: Int, cell: UITableViewCell) {
		cell.textLabel?.text = LocalizedString("recentfolderlist-screenlet", key: "loading", obj: self)
	}
}
