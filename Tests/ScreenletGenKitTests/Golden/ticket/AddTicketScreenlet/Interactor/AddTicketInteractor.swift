import UIKit
@preconcurrency import LiferayScreens

nonisolated open class AddTicketInteractor: ServerWriteConnectorInteractor {

	public let subject: String
	public let priority: String
	public let dueDate: Date?

	open var resultTicket: Ticket?

	/// The cache entry of this write: a new one for each, so no write offline replaces another.
	public let cacheKey: String

	open var cacheAttributes: [String: Any] {
		// A value left out is not recorded.
		let attributes: [String: Any?] = ["subject": subject,
				"priority": priority,
				"dueDate": dueDate.map { NSNumber(value: $0.timeIntervalSince1970 * 1000) }]

		return attributes.compactMapValues { $0 }
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, subject: String, priority: String, dueDate: Date?) {
		self.subject = subject
		self.priority = priority
		self.dueDate = dueDate
		self.cacheKey = "add-ticket-\(UUID().uuidString)"

		super.init(screenlet: screenlet)
	}

	/// A write recorded offline, to be sent by a SyncManager: no screenlet, the values of its
	/// cache entry, and the entry's own key, so that sending it makes that entry clean. Nil
	/// when the attributes lack a value.
	public init?(cacheKey: String, cacheAttributes: [String: Any]) {
		guard let subject = cacheAttributes["subject"] as? String,
				let priority = cacheAttributes["priority"] as? String else {
			return nil
		}

		self.subject = subject
		self.priority = priority
		self.dueDate = (cacheAttributes["dueDate"] as? NSNumber).map({ Date(timeIntervalSince1970: $0.doubleValue / 1000) })
		self.cacheKey = cacheKey

		super.init(screenlet: nil)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		let connector = AddTicketLiferayConnector(subject: subject, priority: priority, dueDate: dueDate)
		// The add's own code, kept in its cache key: sent again by a sync, it finds the entry it added.
		connector.externalReferenceCode = String(cacheKey.dropFirst("add-ticket-".count))

		return connector
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? AddTicketLiferayConnector,
				let result = connector.resultTicket {
			self.resultTicket = result
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
			cacheManager.setDirty(collection: "AddTicket", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
		else {
			cacheManager.setClean(collection: "AddTicket", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
	}

	// MARK: Interactor

	override open func callOnSuccess() {
		// Cache-first, the write was recorded before it was sent: now it is done.
		if cacheStrategy == .cacheFirst {
			SessionContext.currentContext?.cacheManager.setClean(
					collection: "AddTicket",
					key: cacheKey,
					value: "" as NSString,
					attributes: cacheAttributes)
		}

		super.callOnSuccess()
	}
}
