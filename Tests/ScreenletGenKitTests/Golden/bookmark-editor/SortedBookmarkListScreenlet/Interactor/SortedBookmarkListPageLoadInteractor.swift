import UIKit
import LiferayScreens

nonisolated open class SortedBookmarkListPageLoadInteractor: BaseListPageLoadInteractor {

	/// Rows of the page, from the screenlet's page sizes (read on the main thread).
	public let startRow: Int
	public let endRow: Int
	public let folderId: Int64

	// MARK: Initializers

	public init(
			screenlet: BaseListScreenlet,
			page: Int,
			computeRowCount: Bool,
			startRow: Int,
			endRow: Int,
			folderId: Int64) {

		self.folderId = folderId
		self.startRow = startRow
		self.endRow = endRow

		super.init(screenlet: screenlet, page: page, computeRowCount: computeRowCount)
	}

	// MARK: BaseListPageLoadInteractor

	override open func createListPageConnector() -> PaginationLiferayConnector {
		return SortedBookmarkListPageLiferayConnector(
				startRow: startRow,
				endRow: endRow,
				computeRowCount: self.computeRowCount,
				folderId: folderId)
	}

	override open func convertResult(_ serverResult: [String: AnyObject]) -> AnyObject {
		return Bookmark(attributes: serverResult)
	}

	override open func cacheKey(_ op: PaginationLiferayConnector) -> String {
		return "\(LiferayServerContext.groupId)-\(folderId)" + "-" + (obcClassName ?? "")
	}
}
