import UIKit
import LiferayScreens

@objc(FolderListScreenletDelegate)
public protocol FolderListScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: FolderListScreenlet,
			onFoldersLoaded bookmarkFolders: [BookmarkFolder])

	@objc optional func screenlet(_ screenlet: FolderListScreenlet,
			onFoldersError error: NSError)

	@objc optional func screenlet(_ screenlet: FolderListScreenlet,
			onFolderChosen bookmarkFolder: BookmarkFolder)
}

@objc(FolderListScreenlet)
open class FolderListScreenlet: BaseListScreenlet {

	// MARK: Inspectables

	@IBInspectable open var groupId: Int64 = 0
	@IBInspectable open var parentFolderId: Int64 = 0
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var folderListDelegate: FolderListScreenletDelegate? {
		return delegate as? FolderListScreenletDelegate
	}

	// MARK: BaseListScreenlet

	override open func createPageLoadInteractor(
			page: Int,
			computeRowCount: Bool) -> BaseListPageLoadInteractor {

		let interactor = FolderListPageLoadInteractor(
				screenlet: self,
				page: page,
				computeRowCount: computeRowCount,
				startRow: firstRowForPage(page),
				endRow: firstRowForPage(page + 1),
				groupId: self.groupId,
				parentFolderId: self.parentFolderId)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		return interactor
	}

	override open func onLoadPageError(page: Int, error: NSError) {
		super.onLoadPageError(page: page, error: error)

		folderListDelegate?.screenlet?(self, onFoldersError: error)
	}

	override open func onLoadPageResult(page: Int, rows: [AnyObject], rowCount: Int) {
		super.onLoadPageResult(page: page, rows: rows, rowCount: rowCount)

		folderListDelegate?.screenlet?(self, onFoldersLoaded: rows as! [BookmarkFolder])
	}

	override open func onSelectedRow(_ row: AnyObject) {
		folderListDelegate?.screenlet?(self, onFolderChosen: row as! BookmarkFolder)
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
