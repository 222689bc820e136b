import UIKit

@objc(VisitCell_default)
open class VisitCell_default: UITableViewCell {

	// MARK: Outlets

	@IBOutlet open weak var hostLabel: UILabel?
	@IBOutlet open weak var kindLabel: UILabel?
}
