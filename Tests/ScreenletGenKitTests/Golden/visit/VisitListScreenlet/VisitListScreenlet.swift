import UIKit
import LiferayScreens

@objc(VisitListScreenletDelegate)
public protocol VisitListScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: VisitListScreenlet,
			onVisitListResponse visits: [Visit])

	@objc optional func screenlet(_ screenlet: VisitListScreenlet,
			onVisitListError error: NSError)

	@objc optional func screenlet(_ screenlet: VisitListScreenlet,
			onVisitSelected visit: Visit)
}

@objc(VisitListScreenlet)
open class VisitListScreenlet: BaseListScreenlet {

	// MARK: Inspectables

	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var visitListDelegate: VisitListScreenletDelegate? {
		return delegate as? VisitListScreenletDelegate
	}

	// MARK: BaseListScreenlet

	override open func createPageLoadInteractor(
			page: Int,
			computeRowCount: Bool) -> BaseListPageLoadInteractor {

		let interactor = VisitListPageLoadInteractor(
				screenlet: self,
				page: page,
				computeRowCount: computeRowCount,
				startRow: firstRowForPage(page),
				endRow: firstRowForPage(page + 1))

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		return interactor
	}

	override open func onLoadPageError(page: Int, error: NSError) {
		super.onLoadPageError(page: page, error: error)

		visitListDelegate?.screenlet?(self, onVisitListError: error)
	}

	override open func onLoadPageResult(page: Int, rows: [AnyObject], rowCount: Int) {
		super.onLoadPageResult(page: page, rows: rows, rowCount: rowCount)

		visitListDelegate?.screenlet?(self, onVisitListResponse: rows as! [Visit])
	}

	override open func onSelectedRow(_ row: AnyObject) {
		visitListDelegate?.screenlet?(self, onVisitSelected: row as! Visit)
	}
}
