import UIKit
@preconcurrency import LiferayScreens

nonisolated open class LoadIncidentInteractor: ServerReadConnectorInteractor {

	public let incidentId: Int64

	open var resultIncident: Incident?

	/// The cache entry of this call, keyed by its values.
	open var cacheKey: String {
		return "load-incident-\(incidentId)"
	}

	open var cacheAttributes: [String: Any] {
		return ["incidentId": NSNumber(value: incidentId)]
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, incidentId: Int64) {
		self.incidentId = incidentId

		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return LoadIncidentLiferayConnector(incidentId: incidentId)
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? LoadIncidentLiferayConnector,
				let result = connector.resultIncident {
			self.resultIncident = result
		}
	}

	// MARK: Cache methods

	override open func readFromCache(_ c: ServerConnector, result: @escaping (Any?) -> Void) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager,
				let connector = c as? LoadIncidentLiferayConnector else {
			result(nil)
			return
		}

		cacheManager.getAny(collection: "UpdateIncident", key: cacheKey) {
			if let attributes = $0 as? [String: AnyObject], Incident.isComplete(attributes) {
				connector.resultIncident = Incident(attributes: attributes)
			}

			result(connector.resultIncident)
		}
	}

	override open func writeToCache(_ c: ServerConnector) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager,
				let connector = c as? LoadIncidentLiferayConnector,
				let result = connector.resultIncident else {
			return
		}

		cacheManager.setClean(
				collection: "UpdateIncident",
				key: cacheKey,
				value: result.attributes as NSDictionary,
				attributes: cacheAttributes)
	}
}
