import UIKit
import LiferayScreens

@objc(SignGuestbookView_default)
open class SignGuestbookView_default: BaseScreenletView, SignGuestbookViewModel {

	// MARK: Outlets

	@IBOutlet open weak var nameTextField: UITextField?
	@IBOutlet open weak var emailTextField: UITextField?
	@IBOutlet open weak var messageTextField: UITextField?
	@IBOutlet open weak var signGuestbookButton: UIButton?

	// MARK: SignGuestbookViewModel

	open var name: String {
		get {
			return nameTextField?.text ?? ""
		}
		set {
			nameTextField?.text = newValue
		}
	}

	open var email: String {
		get {
			return emailTextField?.text ?? ""
		}
		set {
			emailTextField?.text = newValue
		}
	}

	open var message: String {
		get {
			return messageTextField?.text ?? ""
		}
		set {
			messageTextField?.text = newValue
		}
	}

	// MARK: Actions

	@IBAction func signGuestbook(_ sender: Any) {
		userAction(name: SignGuestbookScreenlet.SignGuestbookAction, sender: sender)
	}
}
