import UIKit

@objc(Bookmark)
@objcMembers
nonisolated open class Bookmark: NSObject {

	public let attributes: [String: AnyObject]

	open var name: String {
		return attributes["name"] as! String
	}

	override open var description: String {
		return attributes["description"] as! String
	}

	open var url: String {
		return attributes["url"] as! String
	}

	// MARK: Initializers

	public init(attributes: [String: AnyObject]) {
		self.attributes = attributes

		super.init()
	}
}
