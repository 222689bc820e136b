import UIKit
import LiferayScreens

@objc(GuestbookEntryListScreenletDelegate)
public protocol GuestbookEntryListScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: GuestbookEntryListScreenlet,
			onGuestbookEntryListResponse guestbookEntries: [GuestbookEntry])

	@objc optional func screenlet(_ screenlet: GuestbookEntryListScreenlet,
			onGuestbookEntryListError error: NSError)

	@objc optional func screenlet(_ screenlet: GuestbookEntryListScreenlet,
			onGuestbookEntrySelected guestbookEntry: GuestbookEntry)
}

@objc(GuestbookEntryListScreenlet)
open class GuestbookEntryListScreenlet: BaseListScreenlet {

	// MARK: Inspectables

	@IBInspectable open var groupId: Int64 = 0
	@IBInspectable open var guestbookId: Int64 = 0
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var guestbookEntryListDelegate: GuestbookEntryListScreenletDelegate? {
		return delegate as? GuestbookEntryListScreenletDelegate
	}

	// MARK: BaseListScreenlet

	override open func createPageLoadInteractor(
			page: Int,
			computeRowCount: Bool) -> BaseListPageLoadInteractor {

		let interactor = GuestbookEntryListPageLoadInteractor(
				screenlet: self,
				page: page,
				computeRowCount: computeRowCount,
				startRow: firstRowForPage(page),
				endRow: firstRowForPage(page + 1),
				groupId: self.groupId,
				guestbookId: self.guestbookId)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		return interactor
	}

	override open func onLoadPageError(page: Int, error: NSError) {
		super.onLoadPageError(page: page, error: error)

		guestbookEntryListDelegate?.screenlet?(self, onGuestbookEntryListError: error)
	}

	override open func onLoadPageResult(page: Int, rows: [AnyObject], rowCount: Int) {
		super.onLoadPageResult(page: page, rows: rows, rowCount: rowCount)

		guestbookEntryListDelegate?.screenlet?(self, onGuestbookEntryListResponse: rows as! [GuestbookEntry])
	}

	override open func onSelectedRow(_ row: AnyObject) {
		guestbookEntryListDelegate?.screenlet?(self, onGuestbookEntrySelected: row as! GuestbookEntry)
	}

	// MARK: Changes in place

	/// Shows a guestbookEntry added elsewhere as the last row, without loading the list again.
	open func addGuestbookEntry(_ guestbookEntry: GuestbookEntry) {
		baseListView.addRow(BaseListView.DefaultSection, element: guestbookEntry)
	}
}
