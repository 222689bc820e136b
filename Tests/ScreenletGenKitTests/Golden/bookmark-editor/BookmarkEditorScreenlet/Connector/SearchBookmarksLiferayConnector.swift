import UIKit
@preconcurrency import LiferayScreens

nonisolated open class SearchBookmarksLiferayConnector: ServerConnector, @unchecked Sendable {

	open var resultAttributes: [String: AnyObject]?

	// MARK: Initializers

	override public init() {
		super.init()
	}

	// MARK: ServerConnector

	override open func doRun(session: LRSession) {
		// The session's user: with no one logged in, nothing is sent.
		guard let sessionUserId = SessionContext.currentContext?.user.userId else {
			lastError = NSError.errorWithCause(.abortedDueToPreconditions,
					message: LocalizedString("bookmarkeditor-screenlet", key: "login-required", obj: self))
			return
		}

		let service = LRBookmarksEntryService_v7(session: session)

		do {
			let result = try service.search(withGroupId: LiferayServerContext.groupId,
					creatorUserId: sessionUserId,
					status: 0,
					start: 0,
					end: 20)

			if let result = result as? [String: AnyObject] {
				resultAttributes = result
				lastError = nil
			}
			else {
				lastError = NSError.errorWithCause(.invalidServerResponse,
						message: LocalizedString("bookmarkeditor-screenlet", key: "invalid-answer", obj: self))
				resultAttributes = nil
			}
		}
		catch let error as NSError {
			lastError = error
			resultAttributes = nil
		}
	}
}
