import UIKit

@objc(TicketCell_default)
open class TicketCell_default: UITableViewCell {

	// MARK: Outlets

	@IBOutlet open weak var subjectLabel: UILabel?
	@IBOutlet open weak var priorityLabel: UILabel?
}
