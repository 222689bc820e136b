import UIKit

@objc(BookmarkFolder)
@objcMembers
nonisolated open class BookmarkFolder: NSObject {

	public let attributes: [String: AnyObject]

	open var folderId: Int64 {
		return attributes["folderId"] as! Int64
	}

	open var name: String {
		return attributes["name"] as! String
	}

	override open var description: String {
		return attributes["description"] as? String ?? ""
	}

	open var createDate: Date {
		return Date(timeIntervalSince1970: (attributes["createDate"] as! Double) / 1000)
	}

	open var modifiedDate: Date? {
		return (attributes["modifiedDate"] as? Double).map { Date(timeIntervalSince1970: $0 / 1000) }
	}

	open var entriesCount: Int? {
		return attributes["entries"] as? Int
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
		return attributes["folderId"] is Int64
				&& attributes["name"] is String
				&& attributes["createDate"] is Double
	}
}
