import UIKit
import LiferayScreens

nonisolated open class FolderListPageLiferayConnector: PaginationLiferayConnector, @unchecked Sendable {

	public let groupId: Int64
	public let parentFolderId: Int64

	// MARK: Initializers

	public init(
			startRow: Int,
			endRow: Int,
			computeRowCount: Bool,
			groupId: Int64,
			parentFolderId: Int64) {

		self.groupId = groupId
		self.parentFolderId = parentFolderId

		super.init(startRow: startRow, endRow: endRow, computeRowCount: computeRowCount)
	}

	// MARK: ServerConnector

	override open func doRun(session: LRSession) {
		super.doRun(session: session)

		// A row the model cannot read would stop the app when its cell is shown.
		if let rows = resultPageContent, !rows.allSatisfy(BookmarkFolder.isComplete) {
			resultPageContent = nil
			lastError = NSError.errorWithCause(.invalidServerResponse,
					message: LocalizedString("folderlist-screenlet", key: "invalid-answer", obj: self))
		}
	}

	// MARK: PaginationLiferayConnector

	override open func doAddPageRowsServiceCall(
			session: LRBatchSession,
			startRow: Int,
			endRow: Int,
			obc: LRJSONObjectWrapper?) {

		let service = LRBookmarksFolderService_v7(session: session)

		do {
			try service.getFoldersWithGroupId(groupId,
					parentFolderId: parentFolderId,
					start: Int32(startRow),
					end: Int32(endRow))
		}
		catch {
			// A batch session only queues the call; the nil it returns comes back as this error.
		}
	}

	override open func doAddRowCountServiceCall(session: LRBatchSession) {
		let service = LRBookmarksFolderService_v7(session: session)

		do {
			try service.getFoldersCount(withGroupId: groupId,
					parentFolderId: parentFolderId)
		}
		catch {
			// A batch session only queues the call; the nil it returns comes back as this error.
		}
	}
}
