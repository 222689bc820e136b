import UIKit
import LiferayScreens

@objc(SortedBookmarkListView_default)
open class SortedBookmarkListView_default: BaseListTableView {

	// MARK: BaseListTableView

	override open func doRegisterCellNibs() {
		if let nib = Bundle.nibInBundles(name: "BookmarkCell_default", currentClass: type(of: self)) {
			tableView?.register(nib, forCellReuseIdentifier: "bookmarkCell")
		}

		// The cell's labels decide its height.
		tableView?.rowHeight = UITableView.automaticDimension
		tableView?.estimatedRowHeight = 77
	}

	override open func doGetCellId(row: Int, object: AnyObject?) -> String {
		return "bookmarkCell"
	}

	override open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {
		guard let cell = cell as? BookmarkCell_default, let bookmark = object as? Bookmark else {
			return
		}

		cell.nameLabel?.text = bookmark.name
		cell.urlLabel?.text = bookmark.url
		cell.visitsLabel?.text = bookmark.visits.map { String(describing: $0) }
	}

	override open func doFillInProgressCell(row: Int, cell: UITableViewCell) {
		guard let cell = cell as? BookmarkCell_default else {
			return
		}

		cell.nameLabel?.text = LocalizedString("sortedbookmarklist-screenlet", key: "loading", obj: self)
		cell.urlLabel?.text = nil
		cell.visitsLabel?.text = nil
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
