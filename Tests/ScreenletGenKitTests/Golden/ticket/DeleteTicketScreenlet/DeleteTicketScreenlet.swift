import UIKit
import LiferayScreens

@objc(DeleteTicketScreenletDelegate)
public protocol DeleteTicketScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(onTicketDeleted screenlet: DeleteTicketScreenlet)

	@objc optional func screenlet(_ screenlet: DeleteTicketScreenlet,
			onDeleteTicketError error: NSError)
}

@objc(DeleteTicketScreenlet)
open class DeleteTicketScreenlet: BaseScreenlet {

	// MARK: Actions

	public static let DeleteTicketAction = "delete-ticket"

	// MARK: Inspectables

	@IBInspectable open var ticketId: Int64 = 0
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var viewModel: DeleteTicketViewModel {
		return screenletView as! DeleteTicketViewModel
	}

	open var deleteTicketDelegate: DeleteTicketScreenletDelegate? {
		return delegate as? DeleteTicketScreenletDelegate
	}

	// MARK: BaseScreenlet

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		switch name {
		case DeleteTicketScreenlet.DeleteTicketAction, BaseScreenlet.DefaultAction:
			return createDeleteTicketInteractor()
		default:
			return nil
		}
	}

	// MARK: Private methods

	fileprivate func createDeleteTicketInteractor() -> Interactor {
		let interactor = DeleteTicketInteractor(
				screenlet: self,
				ticketId: self.ticketId)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			self.deleteTicketDelegate?.screenlet?(onTicketDeleted: self)
		}

		interactor.onFailure = { error in
			self.deleteTicketDelegate?.screenlet?(self, onDeleteTicketError: error)
		}

		return interactor
	}
}
