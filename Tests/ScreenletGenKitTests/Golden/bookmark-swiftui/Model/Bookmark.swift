import UIKit

/// Sendable: its attributes are the server's values, never changed after `init`, so an
/// `async` caller may take it from the main thread, where the interactor made it.
@objc(Bookmark)
@objcMembers
nonisolated open class Bookmark: NSObject, @unchecked Sendable {

	public let attributes: [String: AnyObject]

	open var name: String {
		return attributes["name"] as! String
	}

	override open var description: String {
		return attributes["description"] as? String ?? ""
	}

	open var url: String {
		return attributes["url"] as! String
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
		return attributes["name"] is String
				&& attributes["description"] is String
				&& attributes["url"] is String
	}
}
