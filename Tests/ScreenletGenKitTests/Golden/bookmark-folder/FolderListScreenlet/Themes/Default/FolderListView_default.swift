import UIKit
import LiferayScreens

@objc(FolderListView_default)
open class FolderListView_default: BaseListTableView {

	// MARK: BaseListTableView

	override open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {
		let bookmarkFolder = object as! BookmarkFolder

		cell.textLabel?.text = bookmarkFolder.name
		cell.textLabel?.accessibilityIdentifier = "folderList.cell.name"
		cell.textLabel?.adjustsFontForContentSizeCategory = true
	}

	override open func doFillInProgressCell(row: Int, cell: UITableViewCell) {
		cell.textLabel?.text = LocalizedString("folderlist-screenlet", key: "loading", obj: self)
		cell.textLabel?.adjustsFontForContentSizeCategory = true
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
