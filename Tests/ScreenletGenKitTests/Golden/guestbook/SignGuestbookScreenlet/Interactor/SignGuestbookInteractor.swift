import UIKit
@preconcurrency import LiferayScreens

nonisolated open class SignGuestbookInteractor: ServerWriteConnectorInteractor {

	public let guestbookId: Int64
	public let guestbookEntryName: String
	public let email: String
	public let message: String

	open var resultGuestbookEntry: GuestbookEntry?

	/// The cache entry of this call, keyed by its values.
	open var cacheKey: String {
		return "sign-guestbook-\(guestbookId)-\(guestbookEntryName)-\(email)-\(message)"
	}

	open var cacheAttributes: [String: Any] {
		return ["guestbookId": NSNumber(value: guestbookId),
				"name": guestbookEntryName,
				"email": email,
				"message": message]
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet, guestbookId: Int64, name guestbookEntryName: String, email: String, message: String) {
		self.guestbookId = guestbookId
		self.guestbookEntryName = guestbookEntryName
		self.email = email
		self.message = message

		super.init(screenlet: screenlet)
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
