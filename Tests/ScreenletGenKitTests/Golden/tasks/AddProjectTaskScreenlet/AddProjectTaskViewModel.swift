import UIKit

@objc(AddProjectTaskViewModel)
@MainActor
public protocol AddProjectTaskViewModel {

	var title: String { get set }

	var projectId: NSNumber? { get set }

	var priority: String { get set }

	var labels: String { get set }

	/// Offers the Project entries loaded for `projectId`, their titles and ids in the same
	/// order, for the person to choose one.
	func showProjectChoices(titles: [String], ids: [NSNumber])
}
