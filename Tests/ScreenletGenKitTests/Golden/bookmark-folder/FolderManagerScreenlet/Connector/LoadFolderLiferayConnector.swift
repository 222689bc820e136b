import UIKit
import LiferayScreens

nonisolated open class LoadFolderLiferayConnector: ServerConnector, @unchecked Sendable {

	public let folderId: Int64?

	open var resultBookmarkFolder: BookmarkFolder?

	// MARK: Initializers

	public init(folderId: Int64?) {
		self.folderId = folderId

		super.init()
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if folderId == nil {
				return ValidationError("foldermanager-screenlet", "undefined-folderId", self)
			}
			if let folderId = folderId, folderId <= 0 {
				return ValidationError("foldermanager-screenlet", "undefined-folderId", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		// validateData() refused to run without each of them.
		guard let folderId = folderId else {
			lastError = validateData()
			return
		}

		let service = LRBookmarksFolderService_v7(session: session)

		do {
			let result = try service.getFolderWithFolderId(folderId)

			if let result = result as? [String: AnyObject], BookmarkFolder.isComplete(result) {
				resultBookmarkFolder = BookmarkFolder(attributes: result)
				lastError = nil
			}
			else {
				lastError = NSError.errorWithCause(.invalidServerResponse,
						message: LocalizedString("foldermanager-screenlet", key: "invalid-answer", obj: self))
				resultBookmarkFolder = nil
			}
		}
		catch let error as NSError {
			lastError = error
			resultBookmarkFolder = nil
		}
	}
}
