import UIKit
@preconcurrency import LiferayScreens

nonisolated open class LoadVisitInteractor: ServerReadConnectorInteractor {

	public let visitId: Int64

	open var resultVisit: Visit?

	/// The cache entry of this call, keyed by its values.
	open var cacheKey: String {
		return "load-visit-\(visitId)"
	}

	open var cacheAttributes: [String: Any] {
		return ["visitId": NSNumber(value: visitId)]
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, visitId: Int64) {
		self.visitId = visitId

		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return LoadVisitLiferayConnector(visitId: visitId)
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? LoadVisitLiferayConnector,
				let result = connector.resultVisit {
			self.resultVisit = result
		}
	}

	// MARK: Cache methods

	override open func readFromCache(_ c: ServerConnector, result: @escaping (Any?) -> Void) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager,
				let connector = c as? LoadVisitLiferayConnector else {
			result(nil)
			return
		}

		cacheManager.getAny(collection: "LoadVisit", key: cacheKey) {
			if let attributes = $0 as? [String: AnyObject], Visit.isComplete(attributes) {
				connector.resultVisit = Visit(attributes: attributes)
			}

			result(connector.resultVisit)
		}
	}

	override open func writeToCache(_ c: ServerConnector) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager,
				let connector = c as? LoadVisitLiferayConnector,
				let result = connector.resultVisit else {
			return
		}

		cacheManager.setClean(
				collection: "LoadVisit",
				key: cacheKey,
				value: result.attributes as NSDictionary,
				attributes: cacheAttributes)
	}
}
