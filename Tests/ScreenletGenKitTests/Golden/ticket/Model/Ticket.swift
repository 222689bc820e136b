import UIKit

@objc(Ticket)
@objcMembers
nonisolated open class Ticket: NSObject {

	public let attributes: [String: AnyObject]

	open var dateCreated: Date? {
		return TicketRequest.date(attributes["dateCreated"])
	}

	open var dateModified: Date? {
		return TicketRequest.date(attributes["dateModified"])
	}

	open var externalReferenceCode: String? {
		return attributes["externalReferenceCode"] as? String
	}

	open var id: Int64 {
		return attributes["id"] as! Int64
	}

	open var subject: String? {
		return attributes["subject"] as? String
	}

	override open var description: String {
		return attributes["description"] as? String ?? ""
	}

	open var priority: String? {
		return (attributes["priority"] as? [String: AnyObject])?["key"] as? String
	}

	/// The priority entry's name, in the language the portal answered in: what a list shows.
	open var priorityName: String? {
		return (attributes["priority"] as? [String: AnyObject])?["name"] as? String
	}

	open var dueDate: Date? {
		return TicketRequest.date(attributes["dueDate"])
	}

	open var estimate: Double? {
		return attributes["estimate"] as? Double
	}

	open var reporterEmail: String? {
		return attributes["reporterEmail"] as? String
	}

	open var resolved: Bool? {
		return attributes["resolved"] as? Bool
	}

	open var componentId: Int64? {
		return attributes["r_componentTickets_c_componentId"] as? Int64
	}

	// MARK: Initializers

	public init(attributes: [String: AnyObject]) {
		self.attributes = attributes

		super.init()
	}

	// MARK: Public methods

	/// Whether the portal lets the signed-in user do `action` with this entry (`update`,
	/// `delete`…): its `actions` has a key for each thing allowed and leaves out the rest. An
	/// answer without `actions` says nothing, and the portal decides when the action is sent.
	open func permits(_ action: String) -> Bool {
		guard let actions = attributes["actions"] as? [String: AnyObject] else {
			return true
		}
		return actions[action] != nil
	}

	/// Whether a server answer has every attribute read without `?`: only a complete
	/// answer is read into this class, so no accessor can fail.
	open class func isComplete(_ attributes: [String: AnyObject]) -> Bool {
		return attributes["id"] is Int64
	}
}
