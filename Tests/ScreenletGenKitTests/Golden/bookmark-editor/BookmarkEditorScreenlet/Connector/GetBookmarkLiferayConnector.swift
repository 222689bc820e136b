import UIKit
import LiferayScreens

nonisolated open class GetBookmarkLiferayConnector: ServerConnector, @unchecked Sendable {

	public let entryId: Int64

	open var resultBookmark: Bookmark?

	// MARK: Initializers

	public init(entryId: Int64) {
		self.entryId = entryId

		super.init()
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if entryId <= 0 {
				return ValidationError("bookmarkeditor-screenlet", "undefined-entryId", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		let service = LRBookmarksEntryService_v7(session: session)

		do {
			let result = try service.getEntryWithEntryId(entryId)

			if let result = result as? [String: AnyObject], Bookmark.isComplete(result) {
				resultBookmark = Bookmark(attributes: result)
				lastError = nil
			}
			else {
				lastError = NSError.errorWithCause(.invalidServerResponse,
						message: LocalizedString("bookmarkeditor-screenlet", key: "invalid-answer", obj: self))
				resultBookmark = nil
			}
		}
		catch let error as NSError {
			lastError = error
			resultBookmark = nil
		}
	}
}
