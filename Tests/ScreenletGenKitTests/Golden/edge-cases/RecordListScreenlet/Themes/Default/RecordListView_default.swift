import UIKit
import LiferayScreens

@objc(RecordListView_default)
open class RecordListView_default: BaseListTableView {

	// MARK: BaseListTableView

	override open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {
		let record = object as! Record

		cell.textLabel?.text = String(describing: record.hash)
		cell.textLabel?.accessibilityIdentifier = "recordList.cell.hash"
		cell.textLabel?.adjustsFontForContentSizeCategory = true
	}

	override open func doFillInProgressCell(row: Int, cell: UITableViewCell) {
		cell.textLabel?.text = LocalizedString("recordlist-screenlet", key: "loading", obj: self)
		cell.textLabel?.adjustsFontForContentSizeCategory = true
	}
}
