import UIKit
import LiferayScreens

@objc(DeleteTicketView_default)
open class DeleteTicketView_default: BaseScreenletView, DeleteTicketViewModel {

	// MARK: Outlets

	@IBOutlet open weak var deleteTicketButton: UIButton?

	// MARK: BaseScreenletView

	override open var progressMessages: [String: ProgressMessages] {
		return [
			DeleteTicketScreenlet.DeleteTicketAction: [
				.working: LocalizedString("deleteticket-screenlet", key: "delete-ticket-progress", obj: self),
				.failure: LocalizedString("deleteticket-screenlet", key: "delete-ticket-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("deleteticket-screenlet", key: "delete-ticket-progress", obj: self),
				.failure: LocalizedString("deleteticket-screenlet", key: "delete-ticket-error", obj: self)],
		]
	}

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		deleteTicketButton?.titleLabel?.adjustsFontForContentSizeCategory = true
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		deleteTicketButton?.setTitle(LocalizedString("deleteticket-screenlet", key: "delete-ticket-button", obj: self), for: .normal)
		deleteTicketButton?.accessibilityLabel = LocalizedString("deleteticket-screenlet", key: "delete-ticket-button", obj: self)
	}

	// MARK: Actions

	@IBAction func deleteTicket(_ sender: Any) {
		userAction(name: DeleteTicketScreenlet.DeleteTicketAction, sender: sender)
	}
}
