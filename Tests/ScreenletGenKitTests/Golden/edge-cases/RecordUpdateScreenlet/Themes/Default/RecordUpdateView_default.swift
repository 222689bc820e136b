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
		}
	}

	open var weight: Double {
		get {
			return Double(weightTextField?.text ?? "") ?? 0
		}
		set {
			weightTextField?.text = String(newValue)
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

	override open func onSetTranslations() {
		recordClassTextField?.placeholder = LocalizedString("recordupdate-screenlet", key: "recordClass-placeholder", obj: self)
		weightTextField?.placeholder = LocalizedString("recordupdate-screenlet", key: "weight-placeholder", obj: self)
		visibleLabel?.text = LocalizedString("recordupdate-screenlet", key: "visible-caption", obj: self)
		updateRecordButton?.setTitle(LocalizedString("recordupdate-screenlet", key: "update-record-button", obj: self), for: .normal)
	}

	// MARK: Actions

	@IBAction func updateRecord(_ sender: Any) {
		userAction(name: RecordUpdateScreenlet.UpdateRecordAction, sender: sender)
	}
}
