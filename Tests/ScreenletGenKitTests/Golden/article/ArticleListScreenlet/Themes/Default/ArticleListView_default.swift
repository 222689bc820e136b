import UIKit
import LiferayScreens

@objc(ArticleListView_default)
open class ArticleListView_default: BaseListTableView {

	// MARK: BaseListTableView

	override open func doRegisterCellNibs() {
		if let nib = Bundle.nibInBundles(name: "ArticleCell_default", currentClass: type(of: self)) {
			tableView?.register(nib, forCellReuseIdentifier: "articleCell")
		}

		// The cell's labels decide its height.
		tableView?.rowHeight = UITableView.automaticDimension
		tableView?.estimatedRowHeight = 77
	}

	override open func doGetCellId(row: Int, object: AnyObject?) -> String {
		return "articleCell"
	}

	override open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {
		guard let cell = cell as? ArticleCell_default, let article = object as? Article else {
			return
		}

		cell.titleLabel?.text = article.title
		cell.summaryLabel?.text = article.summary
		cell.coverLabel?.text = article.cover
	}

	override open func doFillInProgressCell(row: Int, cell: UITableViewCell) {
		guard let cell = cell as? ArticleCell_default else {
			return
		}

		cell.titleLabel?.text = LocalizedString("articlelist-screenlet", key: "loading", obj: self)
		cell.summaryLabel?.text = nil
		cell.coverLabel?.text = nil
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
