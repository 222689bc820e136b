import UIKit
@preconcurrency import LiferayScreens

nonisolated open class LoadItemInteractor: ServerReadConnectorInteractor {

	public let itemId: Int64

	open var resultTodoItem: TodoItem?

	/// The cache entry of this call, keyed by its values.
	open var cacheKey: String {
		return "load-item-\(itemId)"
	}

	open var cacheAttributes: [String: Any] {
		return ["itemId": NSNumber(value: itemId)]
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, itemId: Int64) {
		self.itemId = itemId

		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return LoadItemLiferayConnector(itemId: itemId)
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? LoadItemLiferayConnector,
				let result = connector.resultTodoItem {
			self.resultTodoItem = result
		}
	}

	// MARK: Cache methods

	override open func readFromCache(_ c: ServerConnector, result: @escaping (Any?) -> Void) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager,
				let connector = c as? LoadItemLiferayConnector else {
			result(nil)
			return
		}

		cacheManager.getAny(collection: "TodoEditor", key: cacheKey) {
			if let attributes = $0 as? [String: AnyObject], TodoItem.isComplete(attributes) {
				connector.resultTodoItem = TodoItem(attributes: attributes)
			}

			result(connector.resultTodoItem)
		}
	}

	override open func writeToCache(_ c: ServerConnector) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager,
				let connector = c as? LoadItemLiferayConnector,
				let result = connector.resultTodoItem else {
			return
		}

		cacheManager.setClean(
				collection: "TodoEditor",
				key: cacheKey,
				value: result.attributes as NSDictionary,
				attributes: cacheAttributes)
	}
}
