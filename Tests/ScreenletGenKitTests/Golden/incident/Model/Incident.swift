import UIKit

@objc(Incident)
@objcMembers
nonisolated open class Incident: NSObject {

	public let attributes: [String: AnyObject]

	open var affectedSystems: String? {
		return (attributes["affectedSystems"] as? [[String: AnyObject]])?.compactMap({ $0["key"] as? String }).joined(separator: ", ")
	}

	/// The affectedSystems entries' names, joined, in the language the portal answered in: what a list shows.
	open var affectedSystemsName: String? {
		return (attributes["affectedSystems"] as? [[String: AnyObject]])?.compactMap({ $0["name"] as? String }).joined(separator: ", ")
	}

	open var affectedUsers: Int? {
		return attributes["affectedUsers"] as? Int
	}

	open var dateCreated: Date? {
		return IncidentRequest.date(attributes["dateCreated"])
	}

	open var dateModified: Date? {
		return IncidentRequest.date(attributes["dateModified"])
	}

	open var externalReferenceCode: String? {
		return attributes["externalReferenceCode"] as? String
	}

	open var id: Int64 {
		return attributes["id"] as! Int64
	}

	open var reportedOn: Date? {
		return IncidentRequest.date(attributes["reportedOn"])
	}

	open var severity: String? {
		return (attributes["severity"] as? [String: AnyObject])?["key"] as? String
	}

	/// The severity entry's name, in the language the portal answered in: what a list shows.
	open var severityName: String? {
		return (attributes["severity"] as? [String: AnyObject])?["name"] as? String
	}

	open var title: String? {
		return attributes["title"] as? String
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
