import UIKit

@objc(GuestbookEntry)
@objcMembers
nonisolated open class GuestbookEntry: NSObject {

	public let attributes: [String: AnyObject]

	open var entryId: Int64 {
		return attributes["entryId"] as! Int64
	}

	open var name: String {
		return attributes["name"] as! String
	}

	open var email: String {
		return attributes["email"] as! String
	}

	open var message: String {
		return attributes["message"] as! String
	}

	open var guestbookId: Int64 {
		return attributes["guestbookId"] as! Int64
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
		return attributes["entryId"] is Int64
				&& attributes["name"] is String
				&& attributes["email"] is String
				&& attributes["message"] is String
				&& attributes["guestbookId"] is Int64
	}
}
