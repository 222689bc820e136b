import UIKit
import LiferayScreens

@objc(AddIncidentView_default)
open class AddIncidentView_default: BaseScreenletView, AddIncidentViewModel {

	// MARK: Outlets

	@IBOutlet open weak var titleTextField: UITextField?
	@IBOutlet open weak var severityTextField: UITextField?
	@IBOutlet open weak var reportedOnDatePicker: UIDatePicker?
	@IBOutlet open weak var reportedOnLabel: UILabel?
	@IBOutlet open weak var affectedUsersTextField: UITextField?
	@IBOutlet open weak var addIncidentButton: UIButton?

	// MARK: AddIncidentViewModel

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
			AddIncidentScreenlet.AddIncidentAction: [
				.working: LocalizedString("addincident-screenlet", key: "add-incident-progress", obj: self),
				.failure: LocalizedString("addincident-screenlet", key: "add-incident-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("addincident-screenlet", key: "add-incident-progress", obj: self),
				.failure: LocalizedString("addincident-screenlet", key: "add-incident-error", obj: self)],
		]
	}

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		addIncidentButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		updateButtons()
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		titleTextField?.placeholder = LocalizedString("addincident-screenlet", key: "title-placeholder", obj: self)
		titleTextField?.accessibilityLabel = LocalizedString("addincident-screenlet", key: "title-placeholder", obj: self)
		severityTextField?.placeholder = LocalizedString("addincident-screenlet", key: "severity-placeholder", obj: self)
		severityTextField?.accessibilityLabel = LocalizedString("addincident-screenlet", key: "severity-placeholder", obj: self)
		reportedOnLabel?.text = LocalizedString("addincident-screenlet", key: "reportedOn-caption", obj: self)
		reportedOnLabel?.accessibilityLabel = LocalizedString("addincident-screenlet", key: "reportedOn-caption", obj: self)
		reportedOnDatePicker?.accessibilityLabel = LocalizedString("addincident-screenlet", key: "reportedOn-caption", obj: self)
		affectedUsersTextField?.placeholder = LocalizedString("addincident-screenlet", key: "affectedUsers-placeholder", obj: self)
		affectedUsersTextField?.accessibilityLabel = LocalizedString("addincident-screenlet", key: "affectedUsers-placeholder", obj: self)
		addIncidentButton?.setTitle(LocalizedString("addincident-screenlet", key: "add-incident-button", obj: self), for: .normal)
		addIncidentButton?.accessibilityLabel = LocalizedString("addincident-screenlet", key: "add-incident-button", obj: self)
	}

	// MARK: Actions

	@IBAction func addIncident(_ sender: Any) {
		userAction(name: AddIncidentScreenlet.AddIncidentAction, sender: sender)
	}

	/// Sent by each required input's control as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in.
	open func updateButtons() {
		addIncidentButton?.isEnabled = !(titleTextField?.text ?? "").isEmpty
	}
}
