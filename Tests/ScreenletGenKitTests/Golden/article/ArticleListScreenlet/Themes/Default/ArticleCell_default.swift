import UIKit

@objc(ArticleCell_default)
open class ArticleCell_default: UITableViewCell {

	// MARK: Outlets

	@IBOutlet open weak var titleLabel: UILabel?
	@IBOutlet open weak var summaryLabel: UILabel?
	@IBOutlet open weak var coverLabel: UILabel?
}
