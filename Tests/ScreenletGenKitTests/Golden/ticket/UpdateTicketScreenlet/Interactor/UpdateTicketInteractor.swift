import UIKit
@preconcurrency import LiferayScreens

nonisolated open class UpdateTicketInteractor: ServerWriteConnectorInteractor {

	public let ticketId: Int64
	public let subject: String

	open var resultTicket: Ticket?

	/// The cache entry of this write: one per item, so a later change replaces an unsent one.
	public let cacheKey: String

	open var cacheAttributes: [String: Any] {
		return ["ticketId": NSNumber(value: ticketId),
				"subject": subject]
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, ticketId: Int64, subject: String) {
		self.ticketId = ticketId
		self.subject = subject
		self.cacheKey = "update-ticket-\(ticketId)"

		super.init(screenlet: screenlet)
	}

	/// A write recorded offline, to be sent by a SyncManager: no screenlet, the values of its
	/// cache entry, and the entry's own key, so that sending it makes that entry clean. Nil
	/// when the attributes lack a value.
	public init?(cacheKey: String, cacheAttributes: [String: Any]) {
		guard let ticketId = (cacheAttributes["ticketId"] as? NSNumber)?.int64Value,
				let subject = cacheAttributes["subject"] as? String else {
			return nil
		}

		self.ticketId = ticketId
		self.subject = subject
		self.cacheKey = cacheKey

		super.init(screenlet: nil)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return UpdateTicketLiferayConnector(ticketId: ticketId, subject: subject)
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? UpdateTicketLiferayConnector,
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
			cacheManager.setDirty(collection: "UpdateTicket", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
		else {
			cacheManager.setClean(collection: "UpdateTicket", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
	}

	// MARK: Interactor

	override open func callOnSuccess() {
		// Cache-first, the write was recorded before it was sent: now it is done.
		if cacheStrategy == .cacheFirst {
			SessionContext.currentContext?.cacheManager.setClean(
					collection: "UpdateTicket",
					key: cacheKey,
					value: "" as NSString,
					attributes: cacheAttributes)
		}

		super.callOnSuccess()
	}
}
