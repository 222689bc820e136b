import UIKit
import LiferayScreens

nonisolated open class BookmarkListPageLiferayConnector: PaginationLiferayConnector, @unchecked Sendable {

	public let groupId: Int64
	public let folderId: Int64

	// MARK: Initializers

	public init(
			startRow: Int,
			endRow: Int,
			computeRowCount: Bool,
			groupId: Int64,
			folderId: Int64) {

		self.groupId = groupId
		self.folderId = folderId

		super.init(startRow: startRow, endRow: endRow, computeRowCount: computeRowCount)
	}

	// MARK: ServerConnector

	override open func doRun(session: LRSession) {
		super.doRun(session: session)

		// A row the model cannot read would stop the app when its cell is shown.
		if let rows = resultPageContent, !rows.allSatisfy(Bookmark.isComplete) {
			resultPageContent = nil
			lastError = NSError.errorWithCause(.invalidServerResponse,
					message: LocalizedString("bookmarklist-screenlet", key: "invalid-answer", obj: self))
		}
	}

	// MARK: PaginationLiferayConnector

	override open func doAddPageRowsServiceCall(
			session: LRBatchSession,
			startRow: Int,
			endRow: Int,
			obc: LRJSONObjectWrapper?) {

		let service = LRBookmarksEntryService_v7(session: session)

		do {
			try service.getEntriesWithGroupId(groupId,
					folderId: folderId,
					start: Int32(startRow),
					end: Int32(endRow))
		}
		catch {
			// A batch session only queues the call; the nil it returns comes back as this error.
		}
	}

	override open func doAddRowCountServiceCall(session: LRBatchSession) {
		let service = LRBookmarksEntryService_v7(session: session)

		do {
			try service.getEntriesCount(withGroupId: groupId,
					folderId: folderId)
		}
		catch {
			// A batch session only queues the call; the nil it returns comes back as this error.
		}
	}
}
