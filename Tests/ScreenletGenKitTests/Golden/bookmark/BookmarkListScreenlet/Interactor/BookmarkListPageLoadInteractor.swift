import UIKit
import LiferayScreens

open class BookmarkListPageLoadInteractor: BaseListPageLoadInteractor {

	public let groupId: Int64
	public let folderId: Int64

	// MARK: Initializers

	public init(
			screenlet: BaseListScreenlet,
			page: Int,
			computeRowCount: Bool,
			groupId: Int64,
			folderId: Int64) {

		self.groupId = (groupId != 0) ? groupId : LiferayServerContext.groupId
		self.folderId = folderId

		super.init(screenlet: screenlet, page: page, computeRowCount: computeRowCount)
	}

	// MARK: BaseListPageLoadInteractor

	override open func createListPageConnector() -> PaginationLiferayConnector {
		let screenlet = self.screenlet as! BaseListScreenlet

		return BookmarkListPageLiferayConnector(
				startRow: screenlet.firstRowForPage(self.page),
				endRow: screenlet.firstRowForPage(self.page + 1),
				computeRowCount: self.computeRowCount,
				groupId: groupId,
				folderId: folderId)
	}

	override open func convertResult(_ serverResult: [String: AnyObject]) -> AnyObject {
		return Bookmark(attributes: serverResult)
	}

	override open func cacheKey(_ op: PaginationLiferayConnector) -> String {
		return "\(groupId)-\(folderId)"
	}
}
