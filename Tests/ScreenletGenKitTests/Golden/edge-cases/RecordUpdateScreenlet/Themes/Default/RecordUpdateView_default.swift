import UIKit
import LiferayScreens

@objc(RecordUpdateView_default)
open class RecordUpdateView_default: BaseScreenletView, RecordUpdateViewModel {

	// MARK: Outlets

	@IBOutlet open weak var recordClassTextField: UITextField?
	@IBOutlet open weak var weightTextField: UITextField?
	@IBOutlet open weak var visibleSwitch: UISwitch?
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

	// MARK: Actions

	@IBAction func updateRecord(_ sender: Any) {
		userAction(name: RecordUpdateScreenlet.UpdateRecordAction, sender: sender)
	}
}
