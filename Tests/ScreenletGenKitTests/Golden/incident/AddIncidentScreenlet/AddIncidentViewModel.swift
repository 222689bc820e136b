import UIKit

@objc(AddIncidentViewModel)
@MainActor
public protocol AddIncidentViewModel {

	var title: String { get set }

	var severity: String { get set }

	var reportedOn: Date? { get set }

	var affectedUsers: NSNumber? { get set }

	var affectedSystems: String { get set }
}
