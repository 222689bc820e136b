import UIKit

@objc(ChecklistItem)
@objcMembers
nonisolated open class ChecklistItem: NSObject {

	public let attributes: [String: AnyObject]

	open var id: Int64 {
		return attributes["id"] as! Int64
	}

	open var label: String? {
		return attributes["label"] as? String
	}

	open var checked: Bool? {
		return attributes["checked"] as? Bool
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
