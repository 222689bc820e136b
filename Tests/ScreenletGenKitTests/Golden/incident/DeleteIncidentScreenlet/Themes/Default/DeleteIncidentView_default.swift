import UIKit
import LiferayScreens

@objc(DeleteIncidentView_default)
open class DeleteIncidentView_default: BaseScreenletView, DeleteIncidentViewModel {

	// MARK: Outlets

	@IBOutlet open weak var deleteIncidentButton: UIButton?

	// MARK: BaseScreenletView

	override open var progressMessages: [String: ProgressMessages] {
		return [
			DeleteIncidentScreenlet.DeleteIncidentAction: [
				.working: LocalizedString("deleteincident-screenlet", key: "delete-incident-progress", obj: self),
				.failure: LocalizedString("deleteincident-screenlet", key: "delete-incident-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("deleteincident-screenlet", key: "delete-incident-progress", obj: self),
				.failure: LocalizedString("deleteincident-screenlet", key: "delete-incident-error", obj: self)],
		]
	}

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		deleteIncidentButton?.titleLabel?.adjustsFontForContentSizeCategory = true
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		deleteIncidentButton?.setTitle(LocalizedString("deleteincident-screenlet", key: "delete-incident-button", obj: self), for: .normal)
		deleteIncidentButton?.accessibilityLabel = LocalizedString("deleteincident-screenlet", key: "delete-incident-button", obj: self)
	}

	// MARK: Actions

	@IBAction func deleteIncident(_ sender: Any) {
		userAction(name: DeleteIncidentScreenlet.DeleteIncidentAction, sender: sender)
	}
}
