import UIKit
import LiferayScreens

nonisolated open class DeleteFolderLiferayConnector: ServerConnector, @unchecked Sendable {

	public let folderId: Int64?
	public let includeTrashedEntries: Bool

	// MARK: Initializers

	public init(folderId: Int64?, includeTrashedEntries: Bool) {
		self.folderId = folderId
		self.includeTrashedEntries = includeTrashedEntries

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
			try service.deleteFolder(withFolderId: folderId,
					includeTrashedEntries: includeTrashedEntries)
			lastError = nil
		}
		catch let error as NSError {
			lastError = error
		}
	}
}
