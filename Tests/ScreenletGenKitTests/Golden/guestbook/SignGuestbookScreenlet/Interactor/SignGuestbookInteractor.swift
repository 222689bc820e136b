import UIKit
@preconcurrency import LiferayScreens

nonisolated open class SignGuestbookInteractor: ServerWriteConnectorInteractor {

	public let guestbookId: Int64
	public let guestbookEntryName: String
	public let email: String
	public let message: String

	open var resultGuestbookEntry: GuestbookEntry?

	/// The cache entry of this write: a new one for each, so no write offline replaces another.
	public let cacheKey: String

	open var cacheAttributes: [String: Any] {
		return ["guestbookId": NSNumber(value: guestbookId),
				"name": guestbookEntryName,
				"email": email,
				"message": message]
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, guestbookId: Int64, name guestbookEntryName: String, email: String, message: String) {
		self.guestbookId = guestbookId
		self.guestbookEntryName = guestbookEntryName
		self.email = email
		self.message = message
		self.cacheKey = "sign-guestbook-\(UUID().uuidString)"

		super.init(screenlet: screenlet)
	}

	/// A write recorded offline, to be sent by a SyncManager: no screenlet, the values of its
	/// cache entry, and the entry's own key, so that sending it makes that entry clean. Nil
	/// when the attributes lack a value.
	public init?(cacheKey: String, cacheAttributes: [String: Any]) {
		guard let guestbookId = (cacheAttributes["guestbookId"] as? NSNumber)?.int64Value,
				let guestbookEntryName = cacheAttributes["name"] as? String,
				let email = cacheAttributes["email"] as? String,
				let message = cacheAttributes["message"] as? String else {
			return nil
		}

		self.guestbookId = guestbookId
		self.guestbookEntryName = guestbookEntryName
		self.email = email
		self.message = message
		self.cacheKey = cacheKey

		super.init(screenlet: nil)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return SignGuestbookLiferayConnector(guestbookId: guestbookId, name: guestbookEntryName, email: email, message: message)
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? SignGuestbookLiferayConnector,
				let result = connector.resultGuestbookEntry {
			self.resultGuestbookEntry = result
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
			cacheManager.setDirty(collection: "SignGuestbook", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
		else {
			cacheManager.setClean(collection: "SignGuestbook", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
	}

	// MARK: Interactor

	override open func callOnSuccess() {
		// Cache-first, the write was recorded before it was sent: now it is done.
		if cacheStrategy == .cacheFirst {
			SessionContext.currentContext?.cacheManager.setClean(
					collection: "SignGuestbook",
					key: cacheKey,
					value: "" as NSString,
					attributes: cacheAttributes)
		}

		super.callOnSuccess()
	}
}
