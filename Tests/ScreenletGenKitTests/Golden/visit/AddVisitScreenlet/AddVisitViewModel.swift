import UIKit

@objc(AddVisitViewModel)
@MainActor
public protocol AddVisitViewModel {

	var host: String { get set }

	var kind: String { get set }

	var day: Date { get set }

	var startsAt: Date { get set }

	var durationHours: Double { get set }

	var guests: Int { get set }

	var fee: Double { get set }

	var confirmed: Bool { get set }

	var visitorBadge: Int64 { get set }

	var notes: String { get set }

	var programme: String { get set }
}
