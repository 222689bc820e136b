import UIKit

@objc(ProjectTask)
@objcMembers
nonisolated open class ProjectTask: NSObject {

	public let attributes: [String: AnyObject]

	open var id: Int64 {
		return attributes["id"] as! Int64
	}

	open var title: String? {
		return attributes["title"] as? String
	}

	open var done: Bool? {
		return attributes["done"] as? Bool
	}

	open var priority: String? {
		return (attributes["priority"] as? [String: AnyObject])?["key"] as? String
	}

	/// The priority entry's name, in the language the portal answered in: what a list shows.
	open var priorityName: String? {
		return (attributes["priority"] as? [String: AnyObject])?["name"] as? String
	}

	open var labels: String? {
		return (attributes["labels"] as? [[String: AnyObject]])?.compactMap({ $0["key"] as? String }).joined(separator: ", ")
	}

	/// The labels entries' names, joined, in the language the portal answered in: what a list shows.
	open var labelsName: String? {
		return (attributes["labels"] as? [[String: AnyObject]])?.compactMap({ $0["name"] as? String }).joined(separator: ", ")
	}

	open var attachment: String? {
		return (attributes["attachment"] as? [String: AnyObject])?["name"] as? String
	}

	open var attachmentSize: String? {
		return (attributes["attachment"] as? [String: AnyObject])?["size"] as? String
	}

	open var projectId: Int64? {
		return attributes["r_projectTasks_c_projectId"] as? Int64
	}

	open var projectName: String? {
		return (attributes["projectTasks"] as? [String: AnyObject])?["name"] as? String
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
