import UIKit
import LiferayScreens

nonisolated open class RecordListPageLiferayConnector: PaginationLiferayConnector, @unchecked Sendable {

	public let `default`: String

	// MARK: Initializers

	public init(
			startRow: Int,
			endRow: Int,
			computeRowCount: Bool,
			`default`: String) {

		self.`default` = `default`

		super.init(startRow: startRow, endRow: endRow, computeRowCount: computeRowCount)
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if `default`.isEmpty {
				return ValidationError("recordlist-screenlet", "empty-default", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		super.doRun(session: session)

		// A row the model cannot read would stop the app when its cell is shown.
		if let rows = resultPageContent, !rows.allSatisfy(Record.isComplete) {
			resultPageContent = nil
			lastError = NSError.errorWithCause(.invalidServerResponse,
					message: LocalizedString("recordlist-screenlet", key: "invalid-answer", obj: self))
		}
	}

	// MARK: PaginationLiferayConnector

	override open func doAddPageRowsServiceCall(
			session: LRBatchSession,
			startRow: Int,
			endRow: Int,
			obc: LRJSONObjectWrapper?) {

		let service = LRRecordService_v7(session: session)

		do {
			try service.getRecordsWithGroupId(LiferayServerContext.groupId,
					default: `default`,
					locale: Locale.current.identifier,
					start: Int32(startRow),
					end: Int32(endRow))
		}
		catch {
			// A batch session only queues the call; the nil it returns comes back as this error.
		}
	}
}
