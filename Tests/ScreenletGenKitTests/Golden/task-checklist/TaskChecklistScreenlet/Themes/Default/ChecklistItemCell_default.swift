import UIKit

@objc(ChecklistItemCell_default)
open class ChecklistItemCell_default: UITableViewCell {

	// MARK: Outlets

	@IBOutlet open weak var labelLabel: UILabel?
	@IBOutlet open weak var checkedLabel: UILabel?
}
