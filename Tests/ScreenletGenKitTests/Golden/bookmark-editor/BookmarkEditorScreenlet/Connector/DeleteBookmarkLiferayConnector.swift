import UIKit
import LiferayScreens

nonisolated open class DeleteBookmarkLiferayConnector: ServerConnector, @unchecked Sendable {

	public let entryId: Int64

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
			try service.deleteEntry(withEntryId: entryId)
			lastError = nil
		}
		catch let error as NSError {
			lastError = error
		}
	}
}
