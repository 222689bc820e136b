import UIKit
@preconcurrency import LiferayScreens

nonisolated open class UpdateItemInteractor: ServerWriteConnectorInteractor {

	public let itemId: Int64
	public let title: String
	public let notes: String
	public let dueDate: Date
	public let done: Bool
	public let priority: Int
	public let status: String
	public let estimate: Double?

	open var resultTodoItem: TodoItem?

	/// The cache entry of this write: one per item, so a later change replaces an unsent one.
	public let cacheKey: String

	open var cacheAttributes: [String: Any] {
		// A value left out is not recorded.
		let attributes: [String: Any?] = ["itemId": NSNumber(value: itemId),
				"title": title,
				"notes": notes,
				"dueDate": NSNumber(value: dueDate.timeIntervalSince1970 * 1000),
				"done": NSNumber(value: done),
				"priority": NSNumber(value: priority),
				"status": status,
				"estimate": estimate.map { NSNumber(value: $0) }]

		return attributes.compactMapValues { $0 }
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, itemId: Int64, title: String, notes: String, dueDate: Date, done: Bool, priority: Int, status: String, estimate: Double?) {
		self.itemId = itemId
		self.title = title
		self.notes = notes
		self.dueDate = dueDate
		self.done = done
		self.priority = priority
		self.status = status
		self.estimate = estimate
		self.cacheKey = "update-item-\(itemId)"

		super.init(screenlet: screenlet)
	}

	/// A write recorded offline, to be sent by a SyncManager: no screenlet, the values of its
	/// cache entry, and the entry's own key, so that sending it makes that entry clean. Nil
	/// when the attributes lack a value.
	public init?(cacheKey: String, cacheAttributes: [String: Any]) {
		guard let itemId = (cacheAttributes["itemId"] as? NSNumber)?.int64Value,
				let title = cacheAttributes["title"] as? String,
				let notes = cacheAttributes["notes"] as? String,
				let dueDate = (cacheAttributes["dueDate"] as? NSNumber).map({ Date(timeIntervalSince1970: $0.doubleValue / 1000) }),
				let done = (cacheAttributes["done"] as? NSNumber)?.boolValue,
				let priority = (cacheAttributes["priority"] as? NSNumber)?.intValue,
				let status = cacheAttributes["status"] as? String,
				let estimate = (cacheAttributes["estimate"] as? NSNumber)?.doubleValue else {
			return nil
		}

		self.itemId = itemId
		self.title = title
		self.notes = notes
		self.dueDate = dueDate
		self.done = done
		self.priority = priority
		self.status = status
		self.estimate = estimate
		self.cacheKey = cacheKey

		super.init(screenlet: nil)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return UpdateItemLiferayConnector(itemId: itemId, title: title, notes: notes, dueDate: dueDate, done: done, priority: priority, status: status, estimate: estimate)
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? UpdateItemLiferayConnector,
				let result = connector.resultTodoItem {
			self.resultTodoItem = result
		}
	}

	// MARK: Cache methods

	/// The write is recorded with its values: done (clean), or, offline and cache-first,
	/// waiting to be sent (dirty) for a synchronizer registered with Screens' SyncManager.
	override open func writeToCache(_ c: ServerConnector) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager else {
			return
		}

		if cacheStrategy == .cacheFirst || c.lastError != nil {
			cacheManager.setDirty(collection: "TodoEditor", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
		else {
			cacheManager.setClean(collection: "TodoEditor", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
	}

	// MARK: Interactor

	override open func callOnSuccess() {
		// Cache-first, the write was recorded before it was sent: now it is done.
		if cacheStrategy == .cacheFirst {
			SessionContext.currentContext?.cacheManager.setClean(
					collection: "TodoEditor",
					key: cacheKey,
					value: "" as NSString,
					attributes: cacheAttributes)
		}

		super.callOnSuccess()
	}
}
