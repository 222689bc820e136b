import UIKit
import LiferayScreens

@objc(BookmarkListScreenletDelegate)
public protocol BookmarkListScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: BookmarkListScreenlet,
			onBookmarkListResponse bookmarks: [Bookmark])

	@objc optional func screenlet(_ screenlet: BookmarkListScreenlet,
			onBookmarkListError error: NSError)

	@objc optional func screenlet(_ screenlet: BookmarkListScreenlet,
			onBookmarkSelected bookmark: Bookmark)
}

@objc(BookmarkListScreenlet)
open class BookmarkListScreenlet: BaseListScreenlet {

	// MARK: Inspectables

	@IBInspectable open var groupId: Int64 = 0
	@IBInspectable open var folderId: Int64 = 0
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var bookmarkListDelegate: BookmarkListScreenletDelegate? {
		return delegate as? BookmarkListScreenletDelegate
	}

	// MARK: BaseListScreenlet

	override open func createPageLoadInteractor(
			page: Int,
			computeRowCount: Bool) -> BaseListPageLoadInteractor {

		let interactor = BookmarkListPageLoadInteractor(
				screenlet: self,
				page: page,
				computeRowCount: computeRowCount,
				startRow: firstRowForPage(page),
				endRow: firstRowForPage(page + 1),
				groupId: self.groupId,
				folderId: self.folderId)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		return interactor
	}

	override open func onLoadPageError(page: Int, error: NSError) {
		super.onLoadPageError(page: page, error: error)

		bookmarkListDelegate?.screenlet?(self, onBookmarkListError: error)
	}

	override open func onLoadPageResult(page: Int, rows: [AnyObject], rowCount: Int) {
		super.onLoadPageResult(page: page, rows: rows, rowCount: rowCount)

		bookmarkListDelegate?.screenlet?(self, onBookmarkListResponse: rows as! [Bookmark])
	}

	override open func onSelectedRow(_ row: AnyObject) {
		bookmarkListDelegate?.screenlet?(self, onBookmarkSelected: row as! Bookmark)
	}

	// MARK: Changes in place

	/// Shows a bookmark added elsewhere as the last row, without loading the list again.
	open func addBookmark(_ bookmark: Bookmark) {
		baseListView.addRow(BaseListView.DefaultSection, element: bookmark)
	}
}
