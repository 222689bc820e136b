import UIKit

@objc(Visit)
@objcMembers
nonisolated open class Visit: NSObject {

	public let attributes: [String: AnyObject]

	open var confirmed: Bool? {
		return attributes["confirmed"] as? Bool
	}

	open var day: Date? {
		return VisitRequest.date(attributes["day"], dayOnly: true)
	}

	open var durationHours: Double? {
		return attributes["durationHours"] as? Double
	}

	open var fee: Double? {
		return attributes["fee"] as? Double
	}

	open var guests: Int? {
		return attributes["guests"] as? Int
	}

	open var host: String? {
		return attributes["host"] as? String
	}

	open var kind: String? {
		return (attributes["kind"] as? [String: AnyObject])?["key"] as? String
	}

	/// The kind entry's name, in the language the portal answered in: what a list shows.
	open var kindName: String? {
		return (attributes["kind"] as? [String: AnyObject])?["name"] as? String
	}

	open var notes: String? {
		return attributes["notes"] as? String
	}

	open var programme: String? {
		return attributes["programme"] as? String
	}

	open var startsAt: Date? {
		return VisitRequest.date(attributes["startsAt"])
	}

	open var visitorBadge: Int64? {
		return attributes["visitorBadge"] as? Int64
	}

	// MARK: Initializers

	public init(attributes: [String: AnyObject]) {
		self.attributes = attributes

		super.init()
	}

	// MARK: Public methods

	/// Whether a server answer has every attribute read without `?`: only a complete
	/// answer is read into this class, so no accessor can fail.
	open class func isComplete(_ attributes: [String: AnyObject]) -> Bool {
		return true
	}
}
