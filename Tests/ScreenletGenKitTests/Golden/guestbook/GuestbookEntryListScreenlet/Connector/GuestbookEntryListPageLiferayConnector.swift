import UIKit
import LiferayScreens

nonisolated open class GuestbookEntryListPageLiferayConnector: PaginationLiferayConnector, @unchecked Sendable {

	public let groupId: Int64
	public let guestbookId: Int64

	// MARK: Initializers

	public init(
			startRow: Int,
			endRow: Int,
			computeRowCount: Bool,
			groupId: Int64,
			guestbookId: Int64) {

		self.groupId = groupId
		self.guestbookId = guestbookId

		super.init(startRow: startRow, endRow: endRow, computeRowCount: computeRowCount)
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if guestbookId <= 0 {
				return ValidationError("guestbookentrylist-screenlet", "undefined-guestbookId", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		super.doRun(session: session)

		// A row the model cannot read would stop the app when its cell is shown.
		if let rows = resultPageContent, !rows.allSatisfy(GuestbookEntry.isComplete) {
			resultPageContent = nil
			lastError = NSError.errorWithCause(.invalidServerResponse,
					message: LocalizedString("guestbookentrylist-screenlet", key: "invalid-answer", obj: self))
		}
	}

	// MARK: PaginationLiferayConnector

	override open func doAddPageRowsServiceCall(
			session: LRBatchSession,
			startRow: Int,
			endRow: Int,
			obc: LRJSONObjectWrapper?) {

		let service = LRGuestbookEntryService_v7(session: session)

		do {
			try service.getEntriesWithGroupId(groupId,
					guestbookId: guestbookId,
					start: Int32(startRow),
					end: Int32(endRow))
		}
		catch {
			// A batch session only queues the call; the nil it returns comes back as this error.
		}
	}

	override open func doAddRowCountServiceCall(session: LRBatchSession) {
		let service = LRGuestbookEntryService_v7(session: session)

		do {
			try service.getEntriesCount(withGroupId: groupId,
					guestbookId: guestbookId)
		}
		catch {
			// A batch session only queues the call; the nil it returns comes back as this error.
		}
	}
}
