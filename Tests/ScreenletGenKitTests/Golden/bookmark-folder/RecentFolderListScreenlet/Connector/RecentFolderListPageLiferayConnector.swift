import UIKit
import LiferayScreens

nonisolated open class RecentFolderListPageLiferayConnector: PaginationLiferayConnector, @unchecked Sendable {

	// MARK: Initializers

	override public init(
			startRow: Int,
			endRow: Int,
			computeRowCount: Bool) {

		super.init(startRow: startRow, endRow: endRow, computeRowCount: computeRowCount)
	}

	// MARK: ServerConnector

	override open func doRun(session: LRSession) {
		super.doRun(session: session)

		// A row the model cannot read would stop the app when its cell is shown.
		if let rows = resultPageContent, !rows.allSatisfy(BookmarkFolder.isComplete) {
			resultPageContent = nil
			lastError = NSError.errorWithCause(.invalidServerResponse,
					message: LocalizedString("recentfolderlist-screenlet", key: "invalid-answer", obj: self))
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
			try service.getFoldersWithGroupId(LiferayServerContext.groupId)
		}
		catch {
			// A batch session only queues the call; the nil it returns comes back as this error.
		}
	}
}
