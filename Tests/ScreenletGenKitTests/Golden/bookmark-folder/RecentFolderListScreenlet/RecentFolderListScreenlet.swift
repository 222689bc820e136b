import UIKit
import LiferayScreens

@objc(RecentFolderListScreenletDelegate)
public protocol RecentFolderListScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: RecentFolderListScreenlet,
			onRecentFolderListResponse bookmarkFolders: [BookmarkFolder])

	@objc optional func screenlet(_ screenlet: RecentFolderListScreenlet,
			onRecentFolderListError error: NSError)

	@objc optional func screenlet(_ screenlet: RecentFolderListScreenlet,
			onBookmarkFolderSelected bookmarkFolder: BookmarkFolder)
}

@objc(RecentFolderListScreenlet)
open class RecentFolderListScreenlet: BaseListScreenlet {

	// MARK: Public properties

	open var recentFolderListDelegate: RecentFolderListScreenletDelegate? {
		return delegate as? RecentFolderListScreenletDelegate
	}

	// MARK: BaseListScreenlet

	override open func createPageLoadInteractor(
			page: Int,
			computeRowCount: Bool) -> BaseListPageLoadInteractor {

		// Without a count call the list streams: pages load until one comes back short.
		let interactor = RecentFolderListPageLoadInteractor(
				screenlet: self,
				page: page,
				computeRowCount: false,
				startRow: firstRowForPage(page),
				endRow: firstRowForPage(page + 1))

		interactor.cacheStrategy = .remoteOnly

		return interactor
	}

	override open func onLoadPageError(page: Int, error: NSError) {
		super.onLoadPageError(page: page, error: error)

		recentFolderListDelegate?.screenlet?(self, onRecentFolderListError: error)
	}

	override open func onLoadPageResult(page: Int, rows: [AnyObject], rowCount: Int) {
		super.onLoadPageResult(page: page, rows: rows, rowCount: rowCount)

		recentFolderListDelegate?.screenlet?(self, onRecentFolderListResponse: rows as! [BookmarkFolder])
	}

	/// The page call takes no start and end: the first page is the whole list.
	override open func loadPageForRow(_ row: Int) {
	}

	override open func onSelectedRow(_ row: AnyObject) {
		recentFolderListDelegate?.screenlet?(self, onBookmarkFolderSelected: row as! BookmarkFolder)
	}

	// MARK: Changes in place

	/// Removes the row of the bookmarkFolder with this folderId, without loading the list again.
	open func deleteBookmarkFolder(folderId: Int64) {
		let rows = baseListView.rows[BaseListView.DefaultSection] ?? []

		if let row = rows.firstIndex(where: { ($0 as? BookmarkFolder)?.folderId == folderId }) {
			baseListView.deleteRow(BaseListView.DefaultSection, row: row)
		}
	}
}
