import UIKit
import LiferayScreens

open class GuestbookEntryListPageLoadInteractor: BaseListPageLoadInteractor {

	public let groupId: Int64
	public let guestbookId: Int64

	// MARK: Initializers

	public init(
			screenlet: BaseListScreenlet,
			page: Int,
			computeRowCount: Bool,
			groupId: Int64,
			guestbookId: Int64) {

		self.groupId = (groupId != 0) ? groupId : LiferayServerContext.groupId
		self.guestbookId = guestbookId

		super.init(screenlet: screenlet, page: page, computeRowCount: computeRowCount)
	}

	// MARK: BaseListPageLoadInteractor

	override open func createListPageConnector() -> PaginationLiferayConnector {
		let screenlet = self.screenlet as! BaseListScreenlet

		return GuestbookEntryListPageLiferayConnector(
				startRow: screenlet.firstRowForPage(self.page),
				endRow: screenlet.firstRowForPage(self.page + 1),
				computeRowCount: self.computeRowCount,
				groupId: groupId,
				guestbookId: guestbookId)
	}

	override open func convertResult(_ serverResult: [String: AnyObject]) -> AnyObject {
		return GuestbookEntry(attributes: serverResult)
	}

	override open func cacheKey(_ op: PaginationLiferayConnector) -> String {
		return "\(groupId)-\(guestbookId)"
	}
}
