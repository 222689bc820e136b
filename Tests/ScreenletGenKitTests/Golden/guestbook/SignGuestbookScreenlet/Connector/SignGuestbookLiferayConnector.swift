import UIKit
@preconcurrency import LiferayScreens

nonisolated open class SignGuestbookLiferayConnector: ServerConnector, @unchecked Sendable {

	public let guestbookId: Int64
	public let guestbookEntryName: String
	public let email: String
	public let message: String

	open var resultGuestbookEntry: GuestbookEntry?

	// MARK: Initializers

	public init(guestbookId: Int64, name guestbookEntryName: String, email: String, message: String) {
		self.guestbookId = guestbookId
		self.guestbookEntryName = guestbookEntryName
		self.email = email
		self.message = message

		super.init()
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if guestbookId <= 0 {
				return ValidationError("signguestbook-screenlet", "undefined-guestbookId", self)
			}

			if guestbookEntryName.isEmpty {
				return ValidationError("signguestbook-screenlet", "empty-name", self)
			}

			if email.isEmpty {
				return ValidationError("signguestbook-screenlet", "empty-email", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		// The session's user: with no one logged in, nothing is sent.
		guard let sessionUserId = SessionContext.currentContext?.user.userId else {
			lastError = NSError.errorWithCause(.abortedDueToPreconditions,
					message: LocalizedString("signguestbook-screenlet", key: "login-required", obj: self))
			return
		}

		let service = LRGuestbookEntryService_v7(session: session)

		do {
			let result = try service.addEntry(withUserId: sessionUserId,
					guestbookId: guestbookId,
					name: guestbookEntryName,
					email: email,
					message: message,
					serviceContext: nil)

			if let result = result as? [String: AnyObject], GuestbookEntry.isComplete(result) {
				resultGuestbookEntry = GuestbookEntry(attributes: result)
				lastError = nil
			}
			else {
				lastError = NSError.errorWithCause(.invalidServerResponse,
						message: LocalizedString("signguestbook-screenlet", key: "invalid-answer", obj: self))
				resultGuestbookEntry = nil
			}
		}
		catch let error as NSError {
			lastError = error
			resultGuestbookEntry = nil
		}
	}
}
