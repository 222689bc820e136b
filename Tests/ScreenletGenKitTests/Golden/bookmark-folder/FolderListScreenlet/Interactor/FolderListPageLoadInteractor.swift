import UIKit
import LiferayScreens

open class FolderListPageLoadInteractor: BaseListPageLoadInteractor {

	public let groupId: Int64
	public let parentFolderId: Int64

	// MARK: Initializers

	public init(
			screenlet: BaseListScreenlet,
			page: Int,
			computeRowCount: Bool,
			groupId: Int64,
			parentFolderId: Int64) {

		self.groupId = (groupId != 0) ? groupId : LiferayServerContext.groupId
		self.parentFolderId = parentFolderId

		super.init(screenlet: screenlet, page: page, computeRowCount: computeRowCount)
	}

	// MARK: BaseListPageLoadInteractor

	override open func createListPageConnector() -> PaginationLiferayConnector {
		let screenlet = self.screenlet as! BaseListScreenlet

		return FolderListPageLiferayConnector(
				startRow: screenlet.firstRowForPage(self.page),
				endRow: screenlet.firstRowForPage(self.page + 1),
				computeRowCount: self.computeRowCount,
				groupId: groupId,
				parentFolderId: parentFolderId)
	}

	override open func convertResult(_ serverResult: [String: AnyObject]) -> AnyObject {
		return BookmarkFolder(attributes: serverResult)
	}

	override open func cacheKey(_ op: PaginationLiferayConnector) -> String {
		return "\(groupId)-\(parentFolderId)"
	}
}
