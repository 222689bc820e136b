import UIKit
@preconcurrency import LiferayScreens

nonisolated open class AddIncidentInteractor: ServerWriteConnectorInteractor {

	public let title: String
	public let severity: String
	public let reportedOn: Date?
	public let affectedUsers: Int?
	public let affectedSystems: String

	open var resultIncident: Incident?

	/// The cache entry of this write: a new one for each, so no write offline replaces another.
	public let cacheKey: String

	/// The site the write was made in: a sync sends it there, whichever site the app is in then.
	public let groupId: Int64

	open var cacheAttributes: [String: Any] {
		// A value left out is not recorded.
		let attributes: [String: Any?] = ["title": title,
				"severity": severity,
				"reportedOn": reportedOn.map { NSNumber(value: $0.timeIntervalSince1970 * 1000) },
				"affectedUsers": affectedUsers.map { NSNumber(value: $0) },
				"affectedSystems": affectedSystems,
				"groupId": NSNumber(value: groupId)]

		return attributes.compactMapValues { $0 }
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, title: String, severity: String, reportedOn: Date?, affectedUsers: Int?, affectedSystems: String) {
		self.title = title
		self.severity = severity
		self.reportedOn = reportedOn
		self.affectedUsers = affectedUsers
		self.affectedSystems = affectedSystems
		self.cacheKey = "add-incident-\(UUID().uuidString)"
		self.groupId = LiferayServerContext.groupId

		super.init(screenlet: screenlet)
	}

	/// A write recorded offline, to be sent by a SyncManager: no screenlet, the values of its
	/// cache entry, and the entry's own key, so that sending it makes that entry clean. Nil
	/// when the attributes lack a value.
	public init?(cacheKey: String, cacheAttributes: [String: Any]) {
		guard let title = cacheAttributes["title"] as? String,
				let severity = cacheAttributes["severity"] as? String,
				let affectedSystems = cacheAttributes["affectedSystems"] as? String else {
			return nil
		}

		self.title = title
		self.severity = severity
		self.reportedOn = (cacheAttributes["reportedOn"] as? NSNumber).map({ Date(timeIntervalSince1970: $0.doubleValue / 1000) })
		self.affectedUsers = (cacheAttributes["affectedUsers"] as? NSNumber)?.intValue
		self.affectedSystems = affectedSystems
		self.cacheKey = cacheKey
		// Recorded before its site was kept with it: the app's.
		self.groupId = (cacheAttributes["groupId"] as? NSNumber)?.int64Value ?? LiferayServerContext.groupId

		super.init(screenlet: nil)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		let connector = AddIncidentLiferayConnector(title: title, severity: severity, reportedOn: reportedOn, affectedUsers: affectedUsers, affectedSystems: affectedSystems)
		connector.groupId = groupId
		// The add's own code, kept in its cache key: sent again by a sync, it finds the entry it added.
		connector.externalReferenceCode = String(cacheKey.dropFirst("add-incident-".count))

		return connector
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? AddIncidentLiferayConnector,
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
			cacheManager.setDirty(collection: "AddIncident", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
		else {
			cacheManager.setClean(collection: "AddIncident", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
	}

	// MARK: Interactor

	override open func callOnSuccess() {
		// Cache-first, the write was recorded before it was sent: now it is done.
		if cacheStrategy == .cacheFirst {
			SessionContext.currentContext?.cacheManager.setClean(
					collection: "AddIncident",
					key: cacheKey,
					value: "" as NSString,
					attributes: cacheAttributes)
		}

		super.callOnSuccess()
	}
}
