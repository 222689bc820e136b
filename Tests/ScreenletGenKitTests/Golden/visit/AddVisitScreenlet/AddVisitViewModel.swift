import UIKit

@objc(AddVisitViewModel)
@MainActor
public protocol AddVisitViewModel {

	var host: String { get set }

	var kind: String { get set }

	var day: Date? { get set }

	var startsAt: Date? { get set }

	var durationHours: NSNumber? { get set }

	var guests: NSNumber? { get set }

	var fee: NSNumber? { get set }

	var confirmed: NSNumber? { get set }

	var visitorBadge: NSNumber? { get set }

	var notes: String { get set }

	var programme: String { get set }
}
