import UIKit
import LiferayScreens

@objc(RecordListScreenletDelegate)
public protocol RecordListScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: RecordListScreenlet,
			onRecordListResponse records: [Record])

	@objc optional func screenlet(_ screenlet: RecordListScreenlet,
			onRecordListError error: NSError)

	@objc optional func screenlet(_ screenlet: RecordListScreenlet,
			onRecordSelected record: Record)
}

@objc(RecordListScreenlet)
open class RecordListScreenlet: BaseListScreenlet {

	// MARK: Inspectables

	@IBInspectable open var `default`: String = ""
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var recordListDelegate: RecordListScreenletDelegate? {
		return delegate as? RecordListScreenletDelegate
	}

	// MARK: BaseListScreenlet

	override open func createPageLoadInteractor(
			page: Int,
			computeRowCount: Bool) -> BaseListPageLoadInteractor {

		// Without a count call the list streams: pages load until one comes back short.
		let interactor = RecordListPageLoadInteractor(
				screenlet: self,
				page: page,
				computeRowCount: false,
				startRow: firstRowForPage(page),
				endRow: firstRowForPage(page + 1),
				default: self.`default`)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		return interactor
	}

	override open func onLoadPageError(page: Int, error: NSError) {
		super.onLoadPageError(page: page, error: error)

		recordListDelegate?.screenlet?(self, onRecordListError: error)
	}

	override open func onLoadPageResult(page: Int, rows: [AnyObject], rowCount: Int) {
		super.onLoadPageResult(page: page, rows: rows, rowCount: rowCount)

		recordListDelegate?.screenlet?(self, onRecordListResponse: rows as! [Record])
	}

	override open func onSelectedRow(_ row: AnyObject) {
		recordListDelegate?.screenlet?(self, onRecordSelected: row as! Record)
	}
}
