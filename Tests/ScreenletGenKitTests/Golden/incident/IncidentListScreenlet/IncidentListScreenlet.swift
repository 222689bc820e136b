import UIKit
import LiferayScreens

@objc(IncidentListScreenletDelegate)
public protocol IncidentListScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: IncidentListScreenlet,
			onIncidentListResponse incidents: [Incident])

	@objc optional func screenlet(_ screenlet: IncidentListScreenlet,
			onIncidentListError error: NSError)

	@objc optional func screenlet(_ screenlet: IncidentListScreenlet,
			onIncidentSelected incident: Incident)
}

@objc(IncidentListScreenlet)
open class IncidentListScreenlet: BaseListScreenlet {

	// MARK: Inspectables

	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var incidentListDelegate: IncidentListScreenletDelegate? {
		return delegate as? IncidentListScreenletDelegate
	}

	// MARK: BaseListScreenlet

	override open func createPageLoadInteractor(
			page: Int,
			computeRowCount: Bool) -> BaseListPageLoadInteractor {

		let interactor = IncidentListPageLoadInteractor(
				screenlet: self,
				page: page,
				computeRowCount: computeRowCount,
				startRow: firstRowForPage(page),
				endRow: firstRowForPage(page + 1))

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		return interactor
	}

	override open func onLoadPageError(page: Int, error: NSError) {
		super.onLoadPageError(page: page, error: error)

		incidentListDelegate?.screenlet?(self, onIncidentListError: error)
	}

	override open func onLoadPageResult(page: Int, rows: [AnyObject], rowCount: Int) {
		super.onLoadPageResult(page: page, rows: rows, rowCount: rowCount)

		incidentListDelegate?.screenlet?(self, onIncidentListResponse: rows as! [Incident])
	}

	override open func onSelectedRow(_ row: AnyObject) {
		incidentListDelegate?.screenlet?(self, onIncidentSelected: row as! Incident)
	}

	// MARK: Changes in place

	/// Shows a incident added elsewhere as the last row, without loading the list again.
	open func addIncident(_ incident: Incident) {
		baseListView.addRow(BaseListView.DefaultSection, element: incident)
	}

	/// Shows a changed incident in the row of the same id, without loading the list again.
	open func updateIncident(_ incident: Incident) {
		let rows = baseListView.rows[BaseListView.DefaultSection] ?? []

		if let row = rows.firstIndex(where: { ($0 as? Incident)?.id == incident.id }) {
			baseListView.updateRow(BaseListView.DefaultSection, row: row, element: incident)
		}
	}

	/// Removes the row of the incident with this id, without loading the list again.
	open func deleteIncident(id: Int64) {
		let rows = baseListView.rows[BaseListView.DefaultSection] ?? []

		if let row = rows.firstIndex(where: { ($0 as? Incident)?.id == id }) {
			baseListView.deleteRow(BaseListView.DefaultSection, row: row)
		}
	}
}
