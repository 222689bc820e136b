import UIKit

@objc(BookmarkCell_default)
open class BookmarkCell_default: UITableViewCell {

	// MARK: Outlets

	@IBOutlet open weak var nameLabel: UILabel?
	@IBOutlet open weak var urlLabel: UILabel?
	@IBOutlet open weak var visitsLabel: UILabel?
}
