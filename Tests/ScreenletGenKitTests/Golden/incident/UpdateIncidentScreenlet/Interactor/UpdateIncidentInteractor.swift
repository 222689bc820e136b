import UIKit
@preconcurrency import LiferayScreens

nonisolated open class UpdateIncidentInteractor: ServerWriteConnectorInteractor {

	public let incidentId: Int64
	public let title: String
	public let severity: String
	public let reportedOn: Date?
	public let affectedUsers: Int?
	public let affectedSystems: String

	open var resultIncident: Incident?

	/// The cache entry of this write: one per item, so a later change replaces an unsent one.
	public let cacheKey: String

	open var cacheAttributes: [String: Any] {
		// A value left out is not recorded.
		let attributes: [String: Any?] = ["incidentId": NSNumber(value: incidentId),
				"title": title,
				"severity": severity,
				"reportedOn": reportedOn.map { NSNumber(value: $0.timeIntervalSince1970 * 1000) },
				"affectedUsers": affectedUsers.map { NSNumber(value: $0) },
				"affectedSystems": affectedSystems]

		return attributes.compactMapValues { $0 }
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, incidentId: Int64, title: String, severity: String, reportedOn: Date?, affectedUsers: Int?, affectedSystems: String) {
		self.incidentId = incidentId
		self.title = title
		self.severity = severity
		self.reportedOn = reportedOn
		self.affectedUsers = affectedUsers
		self.affectedSystems = affectedSystems
		self.cacheKey = "update-incident-\(incidentId)"

		super.init(screenlet: screenlet)
	}

	/// A write recorded offline, to be sent by a SyncManager: no screenlet, the values of its
	/// cache entry, and the entry's own key, so that sending it makes that entry clean. Nil
	/// when the attributes lack a value.
	public init?(cacheKey: String, cacheAttributes: [String: Any]) {
		guard let incidentId = (cacheAttributes["incidentId"] as? NSNumber)?.int64Value,
				let title = cacheAttributes["title"] as? String,
				let severity = cacheAttributes["severity"] as? String,
				let affectedSystems = cacheAttributes["affectedSystems"] as? String else {
			return nil
		}

		self.incidentId = incidentId
		self.title = title
		self.severity = severity
		self.reportedOn = (cacheAttributes["reportedOn"] as? NSNumber).map({ Date(timeIntervalSince1970: $0.doubleValue / 1000) })
		self.affectedUsers = (cacheAttributes["affectedUsers"] as? NSNumber)?.intValue
		self.affectedSystems = affectedSystems
		self.cacheKey = cacheKey

		super.init(screenlet: nil)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return UpdateIncidentLiferayConnector(incidentId: incidentId, title: title, severity: severity, reportedOn: reportedOn, affectedUsers: affectedUsers, affectedSystems: affectedSystems)
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? UpdateIncidentLiferayConnector,
				let result = connector.resultIncident {
			self.resultIncident = result
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
			cacheManager.setDirty(collection: "UpdateIncident", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
		else {
			cacheManager.setClean(collection: "UpdateIncident", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
	}

	// MARK: Interactor

	override open func callOnSuccess() {
		// Cache-first, the write was recorded before it was sent: now it is done.
		if cacheStrategy == .cacheFirst {
			SessionContext.currentContext?.cacheManager.setClean(
					collection: "UpdateIncident",
					key: cacheKey,
					value: "" as NSString,
					attributes: cacheAttributes)
		}

		super.callOnSuccess()
	}
}
