import UIKit
import LiferayScreens

open class RecentFolderListPageLoadInteractor: BaseListPageLoadInteractor {

	// MARK: Initializers

	override public init(
			screenlet: BaseListScreenlet,
			page: Int,
			computeRowCount: Bool) {

		super.init(screenlet: screenlet, page: page, computeRowCount: computeRowCount)
	}

	// MARK: BaseListPageLoadInteractor

	override open func createListPageConnector() -> PaginationLiferayConnector {
		let screenlet = self.screenlet as! BaseListScreenlet

		return RecentFolderListPageLiferayConnector(
				startRow: screenlet.firstRowForPage(self.page),
				endRow: screenlet.firstRowForPage(self.page + 1),
				computeRowCount: self.computeRowCount)
	}

	override open func convertResult(_ serverResult: [String: AnyObject]) -> AnyObject {
		return BookmarkFolder(attributes: serverResult)
	}

	override open func cacheKey(_ op: PaginationLiferayConnector) -> String {
		return "RecentFolderList"
	}
}
