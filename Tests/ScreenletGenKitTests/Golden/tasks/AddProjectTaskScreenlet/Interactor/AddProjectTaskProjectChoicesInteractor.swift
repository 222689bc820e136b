import UIKit
@preconcurrency import LiferayScreens

/// Loads the Project entries the form offers for `projectId`. Cached as any
/// read is: offline, the form offers those it last loaded.
nonisolated open class AddProjectTaskProjectChoicesInteractor: ServerReadConnectorInteractor {

	open var resultChoices: [(id: Int64, title: String)]?

	/// The cache entry of the read.
	open var cacheKey: String {
		return "load-project-choices"
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return AddProjectTaskProjectChoicesLiferayConnector()
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? AddProjectTaskProjectChoicesLiferayConnector,
				let result = connector.resultChoices {
			self.resultChoices = result
		}
	}

	// MARK: Cache methods

	override open func readFromCache(_ c: ServerConnector, result: @escaping (Any?) -> Void) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager,
				let connector = c as? AddProjectTaskProjectChoicesLiferayConnector else {
			result(nil)
			return
		}

		cacheManager.getAny(collection: "AddProjectTask", key: cacheKey) {
			if let choices = $0 as? [[String: AnyObject]] {
				connector.resultChoices = choices.compactMap { choice in
					guard let id = (choice["id"] as? NSNumber)?.int64Value, let title = choice["title"] as? String else {
						return nil
					}

					return (id: id, title: title)
				}
			}

			result(connector.resultChoices)
		}
	}

	override open func writeToCache(_ c: ServerConnector) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager,
				let connector = c as? AddProjectTaskProjectChoicesLiferayConnector,
				let result = connector.resultChoices else {
			return
		}

		let choices: [[String: Any]] = result.map { ["id": NSNumber(value: $0.id), "title": $0.title] }

		cacheManager.setClean(
				collection: "AddProjectTask",
				key: cacheKey,
				value: choices as NSArray,
				attributes: [:])
	}
}
