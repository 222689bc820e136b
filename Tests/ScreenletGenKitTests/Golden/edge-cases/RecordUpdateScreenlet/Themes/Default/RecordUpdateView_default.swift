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

	open var weight: NSNumber? {
		get {
			return NumberText(weightTextField?.text, whole: false).number
		}
		set {
			weightTextField?.text = NumberText.text(of: newValue, whole: false)
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

	/// Sent by each required input's control, and each number's, as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in, and each
	/// number it sends reads as a number (or, optional, is empty).
	open func updateButtons() {
		updateRecordButton?.isEnabled = !(recordClassTextField?.text ?? "").isEmpty
				&& NumberText(weightTextField?.text, whole: false).isNumber
	}
}

/// A number as a person types it in their language: digits with a sign and, for a decimal,
/// the device's decimal separator (`1,5` in German) and an exponent. Other text (`1.5` in
/// German, `12 kg`, `nan`) is no number: nothing is guessed, and the form waits.
fileprivate struct NumberText {

	let text: String
	let whole: Bool

	init(_ text: String?, whole: Bool) {
		self.text = (text ?? "").trimmingCharacters(in: .whitespaces)
		self.whole = whole
	}

	/// Nil for empty text, and for text that is no number.
	var number: NSNumber? {
		if whole {
			return Int64(text).map { NSNumber(value: $0) }
		}
		let separator = Locale.current.decimalSeparator ?? "."
		guard separator == "." || !text.contains(".") else {
			return nil
		}
		let plain = text.replacingOccurrences(of: separator, with: ".")
		guard plain.unicodeScalars.allSatisfy({ "0123456789+-.eE".unicodeScalars.contains($0) }),
				let value = Double(plain), value.isFinite else {
			return nil
		}
		return NSNumber(value: value)
	}

	var isNumber: Bool {
		return number != nil
	}

	var isEmptyOrNumber: Bool {
		return text.isEmpty || number != nil
	}

	/// The text that reads back as the same number, in the device's language.
	static func text(of number: NSNumber?, whole: Bool) -> String {
		guard let number = number else {
			return ""
		}
		let value = number.doubleValue
		if whole || (value == value.rounded() && abs(value) < 1e15) {
			return String(whole ? number.int64Value : Int64(value))
		}
		return String(value).replacingOccurrences(of: ".", with: Locale.current.decimalSeparator ?? ".")
	}
}
