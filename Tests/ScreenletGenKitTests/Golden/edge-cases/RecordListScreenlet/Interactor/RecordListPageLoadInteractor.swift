import UIKit
import LiferayScreens

open class RecordListPageLoadInteractor: BaseListPageLoadInteractor {

	public let `default`: String

	// MARK: Initializers

	public init(
			screenlet: BaseListScreenlet,
			page: Int,
			computeRowCount: Bool,
			`default`: String) {

		self.`default` = `default`

		super.init(screenlet: screenlet, page: page, computeRowCount: computeRowCount)
	}

	// MARK: BaseListPageLoadInteractor

	override open func createListPageConnector() -> PaginationLiferayConnector {
		let screenlet = self.screenlet as! BaseListScreenlet

		return RecordListPageLiferayConnector(
				startRow: screenlet.firstRowForPage(self.page),
				endRow: screenlet.firstRowForPage(self.page + 1),
				computeRowCount: self.computeRowCount,
				default: `default`)
	}

	override open func convertResult(_ serverResult: [String: AnyObject]) -> AnyObject {
		return Record(attributes: serverResult)
	}

	override open func cacheKey(_ op: PaginationLiferayConnector) -> String {
		return "\(`default`)"
	}
}
