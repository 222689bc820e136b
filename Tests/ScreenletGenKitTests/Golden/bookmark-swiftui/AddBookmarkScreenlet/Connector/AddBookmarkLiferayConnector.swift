import UIKit
import LiferayScreens

nonisolated open class AddBookmarkLiferayConnector: ServerConnector, @unchecked Sendable {

	public let folderId: Int64
	public let title: String
	public let url: String

	/// The site the write goes to: its Interactor's, the app's site when the write was made.
	open var groupId = LiferayServerContext.groupId

	open var resultBookmark: Bookmark?

	// MARK: Initializers

	public init(folderId: Int64, title: String, url: String) {
		self.folderId = folderId
		self.title = title
		self.url = url

		super.init()
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if title.isEmpty {
				return ValidationError("addbookmark-screenlet", "empty-title", self)
			}

			if url.isEmpty {
				return ValidationError("addbookmark-screenlet", "empty-url", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		let service = LRBookmarksEntryService_v7(session: session)

		do {
			let result = try service.addEntry(withGroupId: groupId,
					folderId: folderId,
					name: title,
					url: url,
					description: "Added from Liferay Screens",
					serviceContext: nil)

			if let result = result as? [String: AnyObject], Bookmark.isComplete(result) {
				resultBookmark = Bookmark(attributes: result)
				lastError = nil
			}
			else {
				lastError = NSError.errorWithCause(.invalidServerResponse,
						message: LocalizedString("addbookmark-screenlet", key: "invalid-answer", obj: self))
				resultBookmark = nil
			}
		}
		catch let error as NSError {
			lastError = error
			resultBookmark = nil
		}
	}
}
