import UIKit
@preconcurrency import LiferayScreens

nonisolated open class SearchBookmarksInteractor: ServerReadConnectorInteractor {

	open var resultAttributes: [String: AnyObject]?

	/// The cache entry of this call, keyed by its values.
	open var cacheKey: String {
		return "search-bookmarks-\(LiferayServerContext.groupId)"
	}

	open var cacheAttributes: [String: Any] {
		return [:]
	}

	// MARK: Initializers

	override public init(screenlet: BaseScreenlet?) {
		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return SearchBookmarksLiferayConnector()
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? SearchBookmarksLiferayConnector,
				let result = connector.resultAttributes {
			self.resultAttributes = result
		}
	}

	// MARK: Cache methods

	override open func readFromCache(_ c: ServerConnector, result: @escaping (Any?) -> Void) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager,
				let connector = c as? SearchBookmarksLiferayConnector else {
			result(nil)
			return
		}

		cacheManager.getAny(collection: "BookmarkEditor", key: cacheKey) {
			if let attributes = $0 as? [String: AnyObject] {
				connector.resultAttributes = attributes
			}

			result(connector.resultAttributes)
		}
	}

	override open func writeToCache(_ c: ServerConnector) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager,
				let connector = c as? SearchBookmarksLiferayConnector,
				let result = connector.resultAttributes else {
			return
		}

		cacheManager.setClean(
				collection: "BookmarkEditor",
				key: cacheKey,
				value: result as NSDictionary,
				attributes: cacheAttributes)
	}
}
