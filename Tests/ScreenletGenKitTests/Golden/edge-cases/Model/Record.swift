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
		return attributes["hash"] as? Int ?? 0
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

	open var ownerId: Int64? {
		return attributes["ownerId"] as? Int64
	}

	open var archived: Bool? {
		return attributes["archived"] as? Bool
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
		return attributes["default"] is String
				&& attributes["hash"] is Int
				&& attributes["class-name"] is String
				&& attributes["public"] is Bool
	}
}
