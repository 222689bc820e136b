import UIKit

@objc(ProjectTaskCell_default)
open class ProjectTaskCell_default: UITableViewCell {

	// MARK: Outlets

	@IBOutlet open weak var titleLabel: UILabel?
	@IBOutlet open weak var projectNameLabel: UILabel?
	@IBOutlet open weak var priorityLabel: UILabel?
	@IBOutlet open weak var labelsLabel: UILabel?
}
