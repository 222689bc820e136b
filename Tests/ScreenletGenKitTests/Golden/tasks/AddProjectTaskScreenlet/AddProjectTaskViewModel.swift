import UIKit

@objc(AddProjectTaskViewModel)
@MainActor
public protocol AddProjectTaskViewModel {

	var title: String { get set }

	var projectId: NSNumber? { get set }

	var priority: String { get set }

	var labels: String { get set }
}
