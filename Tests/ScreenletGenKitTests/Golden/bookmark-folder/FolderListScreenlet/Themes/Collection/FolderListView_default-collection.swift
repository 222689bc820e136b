import UIKit
import LiferayScreens

@objc(FolderListView_default_collection)
open class FolderListView_default_collection: BaseListCollectionView {

	// MARK: BaseListCollectionView

	override open func doRegisterCellNibs() {
		if let nib = Bundle.nibInBundles(name: "BookmarkFolderCell_default-collection", currentClass: type(of: self)) {
			collectionView?.register(nib, forCellWithReuseIdentifier: "bookmarkFolderCell")
		}
	}

	override open func doGetCellId(indexPath: IndexPath, object: AnyObject?) -> String {
		return "bookmarkFolderCell"
	}

	override open func doCreateLayout() -> UICollectionViewLayout {
		let layout = UICollectionViewFlowLayout()
		layout.itemSize = CGSize(width: 150, height: 100)
		layout.minimumLineSpacing = 10
		layout.minimumInteritemSpacing = 10

		return layout
	}

	override open func doFillLoadedCell(indexPath: IndexPath, cell: UICollectionViewCell, object: AnyObject) {
		guard let cell = cell as? BookmarkFolderCell_default_collection, let bookmarkFolder = object as? BookmarkFolder else {
			return
		}

		cell.titleLabel?.text = bookmarkFolder.name
	}

	override open func doFillInProgressCell(indexPath: IndexPath, cell: UICollectionViewCell) {
		(cell as? BookmarkFolderCell_default_collection)?.titleLabel?.text = LocalizedString("folderlist-screenlet", key: "loading", obj: self)
	}

	// MARK: BaseListView

	// A row the screenlet changes in place is shown without asking the portal again.

	override open func deleteRow(_ section: String, row: Int) {
		super.deleteRow(section, row: row)

		if let index = sections.firstIndex(of: section) {
			collectionView?.deleteItems(at: [IndexPath(item: row, section: index)])
		}
	}
}
