import UIKit
import LiferayScreens

@objc(TicketListScreenletDelegate)
public protocol TicketListScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: TicketListScreenlet,
			onTicketListResponse tickets: [Ticket])

	@objc optional func screenlet(_ screenlet: TicketListScreenlet,
			onTicketListError error: NSError)

	@objc optional func screenlet(_ screenlet: TicketListScreenlet,
			onTicketSelected ticket: Ticket)
}

@objc(TicketListScreenlet)
open class TicketListScreenlet: BaseListScreenlet {

	// MARK: Inspectables

	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var ticketListDelegate: TicketListScreenletDelegate? {
		return delegate as? TicketListScreenletDelegate
	}

	// MARK: BaseListScreenlet

	override open func createPageLoadInteractor(
			page: Int,
			computeRowCount: Bool) -> BaseListPageLoadInteractor {

		let interactor = TicketListPageLoadInteractor(
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

		ticketListDelegate?.screenlet?(self, onTicketListError: error)
	}

	override open func onLoadPageResult(page: Int, rows: [AnyObject], rowCount: Int) {
		super.onLoadPageResult(page: page, rows: rows, rowCount: rowCount)

		ticketListDelegate?.screenlet?(self, onTicketListResponse: rows as! [Ticket])
	}

	override open func onSelectedRow(_ row: AnyObject) {
		ticketListDelegate?.screenlet?(self, onTicketSelected: row as! Ticket)
	}

	// MARK: Changes in place

	/// Shows a ticket added elsewhere as the last row, without loading the list again.
	open func addTicket(_ ticket: Ticket) {
		baseListView.addRow(BaseListView.DefaultSection, element: ticket)
	}

	/// Shows a changed ticket in the row of the same id, without loading the list again.
	open func updateTicket(_ ticket: Ticket) {
		let rows = baseListView.rows[BaseListView.DefaultSection] ?? []

		if let row = rows.firstIndex(where: { ($0 as? Ticket)?.id == ticket.id }) {
			baseListView.updateRow(BaseListView.DefaultSection, row: row, element: ticket)
		}
	}

	/// Removes the row of the ticket with this id, without loading the list again.
	open func deleteTicket(id: Int64) {
		let rows = baseListView.rows[BaseListView.DefaultSection] ?? []

		if let row = rows.firstIndex(where: { ($0 as? Ticket)?.id == id }) {
			baseListView.deleteRow(BaseListView.DefaultSection, row: row)
		}
	}
}
