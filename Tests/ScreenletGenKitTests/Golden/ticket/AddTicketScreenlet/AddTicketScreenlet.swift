import UIKit
import LiferayScreens

@objc(AddTicketScreenletDelegate)
public protocol AddTicketScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: AddTicketScreenlet,
			onTicketAdded ticket: Ticket)

	@objc optional func screenlet(_ screenlet: AddTicketScreenlet,
			onAddTicketError error: NSError)
}

@objc(AddTicketScreenlet)
open class AddTicketScreenlet: BaseScreenlet {

	// MARK: Actions

	public static let AddTicketAction = "add-ticket"

	// MARK: Inspectables

	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var viewModel: AddTicketViewModel {
		return screenletView as! AddTicketViewModel
	}

	open var addTicketDelegate: AddTicketScreenletDelegate? {
		return delegate as? AddTicketScreenletDelegate
	}

	// MARK: BaseScreenlet

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		switch name {
		case AddTicketScreenlet.AddTicketAction, BaseScreenlet.DefaultAction:
			return createAddTicketInteractor()
		default:
			return nil
		}
	}

	// MARK: Private methods

	fileprivate func createAddTicketInteractor() -> Interactor {
		let interactor = AddTicketInteractor(
				screenlet: self,
				subject: viewModel.subject,
				priority: viewModel.priority,
				dueDate: viewModel.dueDate)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			if let ticket = interactor.resultTicket {
				// Added: the form is ready for the next one.
				self.viewModel.subject = ""
				self.viewModel.priority = ""
				self.addTicketDelegate?.screenlet?(self, onTicketAdded: ticket)
			}
			else {
				// Offline the write waits in the cache; either way there is nothing to show.
				self.addTicketDelegate?.screenlet?(self, onAddTicketError: interactor.lastError
						?? NSError.errorWithCause(.invalidServerResponse,
								message: LocalizedString("addticket-screenlet", key: "invalid-answer", obj: self)))
			}
		}

		interactor.onFailure = { error in
			self.addTicketDelegate?.screenlet?(self, onAddTicketError: error)
		}

		return interactor
	}
}
