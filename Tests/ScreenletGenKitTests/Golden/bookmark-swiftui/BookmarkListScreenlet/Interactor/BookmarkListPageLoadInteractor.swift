import UIKit
import LiferayScreens

nonisolated open class BookmarkListPageLoadInteractor: BaseListPageLoadInteractor {

	/// Rows of the page, from the screenlet's page sizes (read on the main thread).
	public let startRow: Int
	public let endRow: Int
	public let groupId: Int64
	public let folderId: Int64

	// MARK: Initializers

	public init(
			screenlet: BaseListScreenlet,
			page: Int,
			computeRowCount: Bool,
			startRow: Int,
			endRow: Int,
			groupId: Int64,
			folderId: Int64) {

		self.groupId = (groupId != 0) ? groupId : LiferayServerContext.groupId
		self.folderId = folderId
		self.startRow = startRow
		self.endRow = endRow

		super.init(screenlet: screenlet, page: page, computeRowCount: computeRowCount)
	}

	// MARK: BaseListPageLoadInteractor

	override open func createListPageConnector() -> PaginationLiferayConnector {
		return BookmarkListPageLiferayConnector(
				startRow: startRow,
				endRow: endRow,
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
