import UIKit
import LiferayScreens

@objc(UpdateTicketScreenletDelegate)
public protocol UpdateTicketScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: UpdateTicketScreenlet,
			onTicketUpdated ticket: Ticket)

	@objc optional func screenlet(_ screenlet: UpdateTicketScreenlet,
			onUpdateTicketError error: NSError)
}

@objc(UpdateTicketScreenlet)
open class UpdateTicketScreenlet: BaseScreenlet {

	// MARK: Actions

	public static let UpdateTicketAction = "update-ticket"

	// MARK: Inspectables

	@IBInspectable open var ticketId: Int64 = 0
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var viewModel: UpdateTicketViewModel {
		return screenletView as! UpdateTicketViewModel
	}

	open var updateTicketDelegate: UpdateTicketScreenletDelegate? {
		return delegate as? UpdateTicketScreenletDelegate
	}

	// MARK: BaseScreenlet

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		switch name {
		case UpdateTicketScreenlet.UpdateTicketAction, BaseScreenlet.DefaultAction:
			return createUpdateTicketInteractor()
		default:
			return nil
		}
	}

	// MARK: Private methods

	fileprivate func createUpdateTicketInteractor() -> Interactor {
		let interactor = UpdateTicketInteractor(
				screenlet: self,
				ticketId: self.ticketId,
				subject: viewModel.subject)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			if let ticket = interactor.resultTicket {
				self.updateTicketDelegate?.screenlet?(self, onTicketUpdated: ticket)
			}
			else {
				// Offline the write waits in the cache; either way there is nothing to show.
				self.updateTicketDelegate?.screenlet?(self, onUpdateTicketError: interactor.lastError
						?? NSError.errorWithCause(.invalidServerResponse,
								message: LocalizedString("updateticket-screenlet", key: "invalid-answer", obj: self)))
			}
		}

		interactor.onFailure = { error in
			self.updateTicketDelegate?.screenlet?(self, onUpdateTicketError: error)
		}

		return interactor
	}
}
