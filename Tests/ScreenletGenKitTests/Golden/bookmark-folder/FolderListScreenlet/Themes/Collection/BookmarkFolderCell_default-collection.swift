import UIKit

@objc(BookmarkFolderCell_default_collection)
open class BookmarkFolderCell_default_collection: UICollectionViewCell {

	// MARK: Outlets

	@IBOutlet open weak var titleLabel: UILabel?
}
