import UIKit

@objc(Record)
@objcMembers
nonisolated open class Record: NSObject {

	public let attributes: [String: AnyObject]

	open var `default`: String {
		return attributes["default"] as! String
	}

	override open var description: String {
		return attributes["description"] as? String ?? ""
	}

	override open var hash: Int {
		return attributes["hash"] as! Int
	}

	@nonobjc open var `class`: String {
		return attributes["class-name"] as! String
	}

	open var isPublic: Bool {
		return attributes["public"] as! Bool
	}

	open var weight: Double? {
		return attributes["weight"] as? Double
	}

	// MARK: Initializers

	public init(attributes: [String: AnyObject]) {
		self.attributes = attributes

		super.init()
	}
}
