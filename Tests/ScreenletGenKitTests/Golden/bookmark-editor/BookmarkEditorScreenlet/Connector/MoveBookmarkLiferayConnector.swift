import UIKit
import LiferayScreens

nonisolated open class MoveBookmarkLiferayConnector: ServerConnector, @unchecked Sendable {

	public let entryId: Int64
	public let targetFolderId: Int64?

	open var resultAttributes: [String: AnyObject]?

	// MARK: Initializers

	public init(entryId: Int64, targetFolderId: Int64?) {
		self.entryId = entryId
		self.targetFolderId = targetFolderId

		super.init()
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if entryId <= 0 {
				return ValidationError("bookmarkeditor-screenlet", "undefined-entryId", self)
			}

			if targetFolderId == nil {
				return ValidationError("bookmarkeditor-screenlet", "undefined-targetFolderId", self)
			}
			if let targetFolderId = targetFolderId, targetFolderId <= 0 {
				return ValidationError("bookmarkeditor-screenlet", "undefined-targetFolderId", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		// validateData() refused to run without each of them.
		guard let targetFolderId = targetFolderId else {
			lastError = validateData()
			return
		}

		let service = LRBookmarksEntryService_v7(session: session)

		do {
			let result = try service.moveEntry(withEntryId: entryId,
					parentFolderId: targetFolderId)

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
