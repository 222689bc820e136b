import UIKit
@preconcurrency import LiferayScreens

nonisolated open class DeleteIncidentInteractor: ServerWriteConnectorInteractor {

	public let incidentId: Int64

	/// The cache entry of this write: one per item, so a later change replaces an unsent one.
	public let cacheKey: String

	open var cacheAttributes: [String: Any] {
		return ["incidentId": NSNumber(value: incidentId)]
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, incidentId: Int64) {
		self.incidentId = incidentId
		self.cacheKey = "delete-incident-\(incidentId)"

		super.init(screenlet: screenlet)
	}

	/// A write recorded offline, to be sent by a SyncManager: no screenlet, the values of its
	/// cache entry, and the entry's own key, so that sending it makes that entry clean. Nil
	/// when the attributes lack a value.
	public init?(cacheKey: String, cacheAttributes: [String: Any]) {
		guard let incidentId = (cacheAttributes["incidentId"] as? NSNumber)?.int64Value else {
			return nil
		}

		self.incidentId = incidentId
		self.cacheKey = cacheKey

		super.init(screenlet: nil)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return DeleteIncidentLiferayConnector(incidentId: incidentId)
	}

	// MARK: Cache methods

	/// The write is recorded with its values: done (clean), or, offline and cache-first,
	/// waiting to be sent (dirty) for a synchronizer registered with Screens' SyncManager.
	override open func writeToCache(_ c: ServerConnector) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager else {
			return
		}

		if cacheStrategy == .cacheFirst || c.lastError != nil {
			cacheManager.setDirty(collection: "DeleteIncident", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
		else {
			cacheManager.setClean(collection: "DeleteIncident", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
	}

	// MARK: Interactor

	override open func callOnSuccess() {
		// Cache-first, the write was recorded before it was sent: now it is done.
		if cacheStrategy == .cacheFirst {
			SessionContext.currentContext?.cacheManager.setClean(
					collection: "DeleteIncident",
					key: cacheKey,
					value: "" as NSString,
					attributes: cacheAttributes)
		}

		super.callOnSuccess()
	}
}
