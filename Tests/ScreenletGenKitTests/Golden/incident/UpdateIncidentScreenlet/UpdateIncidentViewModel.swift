import UIKit

@objc(UpdateIncidentViewModel)
@MainActor
public protocol UpdateIncidentViewModel {

	var title: String { get set }

	var severity: String { get set }

	var reportedOn: Date? { get set }

	var affectedUsers: NSNumber? { get set }

	var affectedSystems: String { get set }

	/// Whether the loaded entry lets the user send this action (a key of its `actions`).
	var canUpdateIncident: Bool { get set }
}
