import UIKit

@objc(TodoItem)
@objcMembers
nonisolated open class TodoItem: NSObject {

	public let attributes: [String: AnyObject]

	open var itemId: Int64 {
		return attributes["itemId"] as! Int64
	}

	open var title: String {
		return attributes["title"] as! String
	}

	open var notes: String? {
		return attributes["notes"] as? String
	}

	open var dueDate: Date {
		return Date(timeIntervalSince1970: (attributes["dueDate"] as! Double) / 1000)
	}

	open var done: Bool {
		return attributes["done"] as! Bool
	}

	open var priority: Int {
		return attributes["priority"] as! Int
	}

	open var status: String {
		return attributes["status"] as! String
	}

	open var estimate: Double {
		return attributes["estimatedHours"] as! Double
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
		return attributes["itemId"] is Int64
				&& attributes["title"] is String
				&& attributes["dueDate"] is Double
				&& attributes["done"] is Bool
				&& attributes["priority"] is Int
				&& attributes["status"] is String
				&& attributes["estimatedHours"] is Double
	}
}
