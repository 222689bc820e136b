import UIKit
import LiferayScreens

@objc(SortedBookmarkListScreenletDelegate)
public protocol SortedBookmarkListScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: SortedBookmarkListScreenlet,
			onSortedBookmarkListResponse bookmarks: [Bookmark])

	@objc optional func screenlet(_ screenlet: SortedBookmarkListScreenlet,
			onSortedBookmarkListError error: NSError)

	@objc optional func screenlet(_ screenlet: SortedBookmarkListScreenlet,
			onBookmarkSelected bookmark: Bookmark)
}

@objc(SortedBookmarkListScreenlet)
open class SortedBookmarkListScreenlet: BaseListScreenlet {

	// MARK: Inspectables

	@IBInspectable open var folderId: Int64 = 0
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var sortedBookmarkListDelegate: SortedBookmarkListScreenletDelegate? {
		return delegate as? SortedBookmarkListScreenletDelegate
	}

	// MARK: BaseListScreenlet

	override open func createPageLoadInteractor(
			page: Int,
			computeRowCount: Bool) -> BaseListPageLoadInteractor {

		let interactor = SortedBookmarkListPageLoadInteractor(
				screenlet: self,
				page: page,
				computeRowCount: computeRowCount,
				startRow: firstRowForPage(page),
				endRow: firstRowForPage(page + 1),
				folderId: self.folderId)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		return interactor
	}

	override open func onLoadPageError(page: Int, error: NSError) {
		super.onLoadPageError(page: page, error: error)

		sortedBookmarkListDelegate?.screenlet?(self, onSortedBookmarkListError: error)
	}

	override open func onLoadPageResult(page: Int, rows: [AnyObject], rowCount: Int) {
		super.onLoadPageResult(page: page, rows: rows, rowCount: rowCount)

		sortedBookmarkListDelegate?.screenlet?(self, onSortedBookmarkListResponse: rows as! [Bookmark])
	}

	override open func onSelectedRow(_ row: AnyObject) {
		sortedBookmarkListDelegate?.screenlet?(self, onBookmarkSelected: row as! Bookmark)
	}

	// MARK: Changes in place

	/// Removes the row of the bookmark with this entryId, without loading the list again.
	open func deleteBookmark(entryId: Int64) {
		let rows = baseListView.rows[BaseListView.DefaultSection] ?? []

		if let row = rows.firstIndex(where: { ($0 as? Bookmark)?.entryId == entryId }) {
			baseListView.deleteRow(BaseListView.DefaultSection, row: row)
		}
	}
}
