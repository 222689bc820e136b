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
			updateButtons()
		}
	}

	open var email: String {
		get {
			return emailTextField?.text ?? ""
		}
		set {
			emailTextField?.text = newValue
			updateButtons()
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

	// MARK: BaseScreenletView

	override open var progressMessages: [String: ProgressMessages] {
		return [
			SignGuestbookScreenlet.SignGuestbookAction: [
				.working: LocalizedString("signguestbook-screenlet", key: "sign-guestbook-progress", obj: self),
				.failure: LocalizedString("signguestbook-screenlet", key: "sign-guestbook-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("signguestbook-screenlet", key: "sign-guestbook-progress", obj: self),
				.failure: LocalizedString("signguestbook-screenlet", key: "sign-guestbook-error", obj: self)],
		]
	}

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		signGuestbookButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		updateButtons()
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		nameTextField?.placeholder = LocalizedString("signguestbook-screenlet", key: "name-placeholder", obj: self)
		nameTextField?.accessibilityLabel = LocalizedString("signguestbook-screenlet", key: "name-placeholder", obj: self)
		emailTextField?.placeholder = LocalizedString("signguestbook-screenlet", key: "email-placeholder", obj: self)
		emailTextField?.accessibilityLabel = LocalizedString("signguestbook-screenlet", key: "email-placeholder", obj: self)
		messageTextField?.placeholder = LocalizedString("signguestbook-screenlet", key: "message-placeholder", obj: self)
		messageTextField?.accessibilityLabel = LocalizedString("signguestbook-screenlet", key: "message-placeholder", obj: self)
		signGuestbookButton?.setTitle(LocalizedString("signguestbook-screenlet", key: "sign-guestbook-button", obj: self), for: .normal)
		signGuestbookButton?.accessibilityLabel = LocalizedString("signguestbook-screenlet", key: "sign-guestbook-button", obj: self)
	}

	// MARK: Actions

	@IBAction func signGuestbook(_ sender: Any) {
		userAction(name: SignGuestbookScreenlet.SignGuestbookAction, sender: sender)
	}

	/// Sent by each required input's control, and each number's, as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in, and each
	/// number it sends reads as a number (or, optional, is empty).
	open func updateButtons() {
		signGuestbookButton?.isEnabled = !(nameTextField?.text ?? "").isEmpty
				&& !(emailTextField?.text ?? "").isEmpty
	}
}
