import UIKit
import LiferayScreens

nonisolated open class SortedBookmarkListPageLiferayConnector: PaginationLiferayConnector, @unchecked Sendable {

	public let folderId: Int64

	// MARK: Initializers

	public init(
			startRow: Int,
			endRow: Int,
			computeRowCount: Bool,
			folderId: Int64) {

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
					message: LocalizedString("sortedbookmarklist-screenlet", key: "invalid-answer", obj: self))
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
			try service.getEntriesWithGroupId(LiferayServerContext.groupId,
					folderId: folderId,
					start: Int32(startRow),
					end: Int32(endRow),
					orderByComparator: obc)
		}
		catch {
			// A batch session only queues the call; the nil it returns comes back as this error.
		}
	}

	override open func doAddRowCountServiceCall(session: LRBatchSession) {
		let service = LRBookmarksEntryService_v7(session: session)

		do {
			try service.getEntriesCount(withGroupId: LiferayServerContext.groupId,
					folderId: folderId)
		}
		catch {
			// A batch session only queues the call; the nil it returns comes back as this error.
		}
	}
}
