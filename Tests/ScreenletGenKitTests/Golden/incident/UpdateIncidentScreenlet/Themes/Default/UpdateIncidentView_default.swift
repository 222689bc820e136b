import UIKit
import LiferayScreens

@objc(UpdateIncidentView_default)
open class UpdateIncidentView_default: BaseScreenletView, UpdateIncidentViewModel {

	// MARK: Outlets

	@IBOutlet open weak var titleTextField: UITextField?
	@IBOutlet open weak var severityTextField: UITextField?
	@IBOutlet open weak var reportedOnDatePicker: UIDatePicker?
	@IBOutlet open weak var reportedOnLabel: UILabel?
	@IBOutlet open weak var affectedUsersTextField: UITextField?
	@IBOutlet open weak var loadIncidentButton: UIButton?
	@IBOutlet open weak var updateIncidentButton: UIButton?

	// MARK: UpdateIncidentViewModel

	open var title: String {
		get {
			return titleTextField?.text ?? ""
		}
		set {
			titleTextField?.text = newValue
			updateButtons()
		}
	}

	open var severity: String {
		get {
			return severityTextField?.text ?? ""
		}
		set {
			severityTextField?.text = newValue
		}
	}

	open var reportedOn: Date {
		get {
			return reportedOnDatePicker?.date ?? Date(timeIntervalSince1970: 0)
		}
		set {
			reportedOnDatePicker?.date = newValue
		}
	}

	open var affectedUsers: Int {
		get {
			return Int(affectedUsersTextField?.text ?? "") ?? 0
		}
		set {
			affectedUsersTextField?.text = String(newValue)
		}
	}

	// MARK: BaseScreenletView

	override open var progressMessages: [String: ProgressMessages] {
		return [
			UpdateIncidentScreenlet.LoadIncidentAction: [
				.working: LocalizedString("updateincident-screenlet", key: "load-incident-progress", obj: self),
				.failure: LocalizedString("updateincident-screenlet", key: "load-incident-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("updateincident-screenlet", key: "load-incident-progress", obj: self),
				.failure: LocalizedString("updateincident-screenlet", key: "load-incident-error", obj: self)],
			UpdateIncidentScreenlet.UpdateIncidentAction: [
				.working: LocalizedString("updateincident-screenlet", key: "update-incident-progress", obj: self),
				.failure: LocalizedString("updateincident-screenlet", key: "update-incident-error", obj: self)],
		]
	}

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		loadIncidentButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		updateIncidentButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		updateButtons()
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		titleTextField?.placeholder = LocalizedString("updateincident-screenlet", key: "title-placeholder", obj: self)
		titleTextField?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "title-placeholder", obj: self)
		severityTextField?.placeholder = LocalizedString("updateincident-screenlet", key: "severity-placeholder", obj: self)
		severityTextField?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "severity-placeholder", obj: self)
		reportedOnLabel?.text = LocalizedString("updateincident-screenlet", key: "reportedOn-caption", obj: self)
		reportedOnLabel?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "reportedOn-caption", obj: self)
		reportedOnDatePicker?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "reportedOn-caption", obj: self)
		affectedUsersTextField?.placeholder = LocalizedString("updateincident-screenlet", key: "affectedUsers-placeholder", obj: self)
		affectedUsersTextField?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "affectedUsers-placeholder", obj: self)
		loadIncidentButton?.setTitle(LocalizedString("updateincident-screenlet", key: "load-incident-button", obj: self), for: .normal)
		loadIncidentButton?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "load-incident-button", obj: self)
		updateIncidentButton?.setTitle(LocalizedString("updateincident-screenlet", key: "update-incident-button", obj: self), for: .normal)
		updateIncidentButton?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "update-incident-button", obj: self)
	}

	// MARK: Actions

	@IBAction func loadIncident(_ sender: Any) {
		userAction(name: UpdateIncidentScreenlet.LoadIncidentAction, sender: sender)
	}

	@IBAction func updateIncident(_ sender: Any) {
		userAction(name: UpdateIncidentScreenlet.UpdateIncidentAction, sender: sender)
	}

	/// Sent by each required input's control as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in.
	open func updateButtons() {
		updateIncidentButton?.isEnabled = !(titleTextField?.text ?? "").isEmpty
	}
}
