import UIKit
import LiferayScreens

@objc(UpdateTicketView_default)
open class UpdateTicketView_default: BaseScreenletView, UpdateTicketViewModel {

	// MARK: Outlets

	@IBOutlet open weak var subjectTextField: UITextField?
	@IBOutlet open weak var updateTicketButton: UIButton?

	// MARK: UpdateTicketViewModel

	open var subject: String {
		get {
			return subjectTextField?.text ?? ""
		}
		set {
			subjectTextField?.text = newValue
			updateButtons()
		}
	}

	// MARK: BaseScreenletView

	override open var progressMessages: [String: ProgressMessages] {
		return [
			UpdateTicketScreenlet.UpdateTicketAction: [
				.working: LocalizedString("updateticket-screenlet", key: "update-ticket-progress", obj: self),
				.failure: LocalizedString("updateticket-screenlet", key: "update-ticket-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("updateticket-screenlet", key: "update-ticket-progress", obj: self),
				.failure: LocalizedString("updateticket-screenlet", key: "update-ticket-error", obj: self)],
		]
	}

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		updateTicketButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		updateButtons()
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		subjectTextField?.placeholder = LocalizedString("updateticket-screenlet", key: "subject-placeholder", obj: self)
		subjectTextField?.accessibilityLabel = LocalizedString("updateticket-screenlet", key: "subject-placeholder", obj: self)
		updateTicketButton?.setTitle(LocalizedString("updateticket-screenlet", key: "update-ticket-button", obj: self), for: .normal)
		updateTicketButton?.accessibilityLabel = LocalizedString("updateticket-screenlet", key: "update-ticket-button", obj: self)
	}

	// MARK: Actions

	@IBAction func updateTicket(_ sender: Any) {
		userAction(name: UpdateTicketScreenlet.UpdateTicketAction, sender: sender)
	}

	/// Sent by each required input's control, and each number's, as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in, and each
	/// number it sends reads as a number (or, optional, is empty).
	open func updateButtons() {
		updateTicketButton?.isEnabled = !(subjectTextField?.text ?? "").isEmpty
	}
}
