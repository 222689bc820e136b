import UIKit

@objc(Bookmark)
@objcMembers
nonisolated open class Bookmark: NSObject {

	public let attributes: [String: AnyObject]

	open var entryId: Int64 {
		return attributes["entryId"] as! Int64
	}

	open var name: String {
		return attributes["name"] as! String
	}

	open var url: String {
		return attributes["url"] as! String
	}

	open var visits: Int? {
		return attributes["visits"] as? Int
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
				&& attributes["url"] is String
	}
}
