import UIKit

@objc(IncidentCell_default)
open class IncidentCell_default: UITableViewCell {

	// MARK: Outlets

	@IBOutlet open weak var titleLabel: UILabel?
	@IBOutlet open weak var severityLabel: UILabel?
	@IBOutlet open weak var affectedSystemsLabel: UILabel?
}
