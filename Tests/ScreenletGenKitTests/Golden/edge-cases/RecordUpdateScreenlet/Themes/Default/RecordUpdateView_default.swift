import UIKit
import LiferayScreens

@objc(RecordUpdateView_default)
open class RecordUpdateView_default: BaseScreenletView, RecordUpdateViewModel {

	// MARK: Outlets

	@IBOutlet open weak var recordClassTextField: UITextField?
	@IBOutlet open weak var weightTextField: UITextField?
	@IBOutlet open weak var visibleSwitch: UISwitch?
	@IBOutlet open weak var visibleLabel: UILabel?
	@IBOutlet open weak var updateRecordButton: UIButton?

	// MARK: RecordUpdateViewModel

	open var recordClass: String {
		get {
			return recordClassTextField?.text ?? ""
		}
		set {
			recordClassTextField?.text = newValue
			updateButtons()
		}
	}

	open var weight: Double {
		get {
			return Double(weightTextField?.text ?? "") ?? 0
		}
		set {
			weightTextField?.text = String(newValue)
			updateButtons()
		}
	}

	open var visible: Bool {
		get {
			return visibleSwitch?.isOn ?? false
		}
		set {
			visibleSwitch?.isOn = newValue
		}
	}

	// MARK: BaseScreenletView

	override open var progressMessages: [String: ProgressMessages] {
		return [
			RecordUpdateScreenlet.UpdateRecordAction: [
				.working: LocalizedString("recordupdate-screenlet", key: "update-record-progress", obj: self),
				.failure: LocalizedString("recordupdate-screenlet", key: "update-record-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("recordupdate-screenlet", key: "update-record-progress", obj: self),
				.failure: LocalizedString("recordupdate-screenlet", key: "update-record-error", obj: self)],
		]
	}

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		updateRecordButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		updateButtons()
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		recordClassTextField?.placeholder = LocalizedString("recordupdate-screenlet", key: "recordClass-placeholder", obj: self)
		recordClassTextField?.accessibilityLabel = LocalizedString("recordupdate-screenlet", key: "recordClass-placeholder", obj: self)
		weightTextField?.placeholder = LocalizedString("recordupdate-screenlet", key: "weight-placeholder", obj: self)
		weightTextField?.accessibilityLabel = LocalizedString("recordupdate-screenlet", key: "weight-placeholder", obj: self)
		visibleLabel?.text = LocalizedString("recordupdate-screenlet", key: "visible-caption", obj: self)
		visibleLabel?.accessibilityLabel = LocalizedString("recordupdate-screenlet", key: "visible-caption", obj: self)
		visibleSwitch?.accessibilityLabel = LocalizedString("recordupdate-screenlet", key: "visible-caption", obj: self)
		updateRecordButton?.setTitle(LocalizedString("recordupdate-screenlet", key: "update-record-button", obj: self), for: .normal)
		updateRecordButton?.accessibilityLabel = LocalizedString("recordupdate-screenlet", key: "update-record-button", obj: self)
	}

	// MARK: Actions

	@IBAction func updateRecord(_ sender: Any) {
		userAction(name: RecordUpdateScreenlet.UpdateRecordAction, sender: sender)
	}

	/// Sent by each required input's control as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in.
	open func updateButtons() {
		updateRecordButton?.isEnabled = !(recordClassTextField?.text ?? "").isEmpty
				&& !(weightTextField?.text ?? "").isEmpty
	}
}
