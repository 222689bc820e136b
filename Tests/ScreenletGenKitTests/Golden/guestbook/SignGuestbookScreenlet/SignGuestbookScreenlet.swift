import UIKit
import LiferayScreens

@objc(SignGuestbookScreenletDelegate)
public protocol SignGuestbookScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: SignGuestbookScreenlet,
			onGuestbookSigned guestbookEntry: GuestbookEntry)

	@objc optional func screenlet(_ screenlet: SignGuestbookScreenlet,
			onSignError error: NSError)
}

@objc(SignGuestbookScreenlet)
open class SignGuestbookScreenlet: BaseScreenlet {

	// MARK: Actions

	public static let SignGuestbookAction = "sign-guestbook"

	// MARK: Inspectables

	@IBInspectable open var guestbookId: Int64 = 0
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var viewModel: SignGuestbookViewModel {
		return screenletView as! SignGuestbookViewModel
	}

	open var signGuestbookDelegate: SignGuestbookScreenletDelegate? {
		return delegate as? SignGuestbookScreenletDelegate
	}

	// MARK: BaseScreenlet

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		switch name {
		case SignGuestbookScreenlet.SignGuestbookAction, BaseScreenlet.DefaultAction:
			return createSignGuestbookInteractor()
		default:
			return nil
		}
	}

	// MARK: Private methods

	fileprivate func createSignGuestbookInteractor() -> Interactor {
		let interactor = SignGuestbookInteractor(
				screenlet: self,
				guestbookId: self.guestbookId,
				name: viewModel.name,
				email: viewModel.email,
				message: viewModel.message)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			if let guestbookEntry = interactor.resultGuestbookEntry {
				// Added: the form is ready for the next one.
				self.viewModel.name = ""
				self.viewModel.email = ""
				self.viewModel.message = ""
				self.signGuestbookDelegate?.screenlet?(self, onGuestbookSigned: guestbookEntry)
			}
			else {
				// Offline the write waits in the cache; either way there is nothing to show.
				self.signGuestbookDelegate?.screenlet?(self, onSignError: interactor.lastError
						?? NSError.errorWithCause(.invalidServerResponse,
								message: LocalizedString("signguestbook-screenlet", key: "invalid-answer", obj: self)))
			}
		}

		interactor.onFailure = { error in
			self.signGuestbookDelegate?.screenlet?(self, onSignError: error)
		}

		return interactor
	}
}
