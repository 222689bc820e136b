import UIKit
@preconcurrency import LiferayScreens

nonisolated open class GetBookmarkInteractor: ServerReadConnectorInteractor {

	public let entryId: Int64

	open var resultBookmark: Bookmark?

	/// The cache entry of this call, keyed by its values.
	open var cacheKey: String {
		return "get-bookmark-\(entryId)"
	}

	open var cacheAttributes: [String: Any] {
		return ["entryId": NSNumber(value: entryId)]
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, entryId: Int64) {
		self.entryId = entryId

		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return GetBookmarkLiferayConnector(entryId: entryId)
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? GetBookmarkLiferayConnector,
				let result = connector.resultBookmark {
			self.resultBookmark = result
		}
	}

	// MARK: Cache methods

	override open func readFromCache(_ c: ServerConnector, result: @escaping (Any?) -> Void) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager,
				let connector = c as? GetBookmarkLiferayConnector else {
			result(nil)
			return
		}

		cacheManager.getAny(collection: "BookmarkEditor", key: cacheKey) {
			if let attributes = $0 as? [String: AnyObject], Bookmark.isComplete(attributes) {
				connector.resultBookmark = Bookmark(attributes: attributes)
			}

			result(connector.resultBookmark)
		}
	}

	override open func writeToCache(_ c: ServerConnector) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager,
				let connector = c as? GetBookmarkLiferayConnector,
				let result = connector.resultBookmark else {
			return
		}

		cacheManager.setClean(
				collection: "BookmarkEditor",
				key: cacheKey,
				value: result.attributes as NSDictionary,
				attributes: cacheAttributes)
	}
}
