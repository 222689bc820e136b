import UIKit
import LiferayScreens

@objc(AddProjectTaskView_default)
open class AddProjectTaskView_default: BaseScreenletView, AddProjectTaskViewModel {

	// MARK: Outlets

	@IBOutlet open weak var titleTextField: UITextField?
	@IBOutlet open weak var projectIdTextField: UITextField?
	@IBOutlet open weak var addProjectTaskButton: UIButton?

	// MARK: AddProjectTaskViewModel

	open var title: String {
		get {
			return titleTextField?.text ?? ""
		}
		set {
			titleTextField?.text = newValue
			updateButtons()
		}
	}

	open var projectId: NSNumber? {
		get {
			return NumberText(projectIdTextField?.text, whole: true).number
		}
		set {
			projectIdTextField?.text = NumberText.text(of: newValue, whole: true)
			updateButtons()
		}
	}

	// MARK: BaseScreenletView

	override open var progressMessages: [String: ProgressMessages] {
		return [
			AddProjectTaskScreenlet.AddProjectTaskAction: [
				.working: LocalizedString("addprojecttask-screenlet", key: "add-project-task-progress", obj: self),
				.failure: LocalizedString("addprojecttask-screenlet", key: "add-project-task-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("addprojecttask-screenlet", key: "add-project-task-progress", obj: self),
				.failure: LocalizedString("addprojecttask-screenlet", key: "add-project-task-error", obj: self)],
		]
	}

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		addProjectTaskButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		updateButtons()
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		titleTextField?.placeholder = LocalizedString("addprojecttask-screenlet", key: "title-placeholder", obj: self)
		titleTextField?.accessibilityLabel = LocalizedString("addprojecttask-screenlet", key: "title-placeholder", obj: self)
		projectIdTextField?.placeholder = LocalizedString("addprojecttask-screenlet", key: "projectId-placeholder", obj: self)
		projectIdTextField?.accessibilityLabel = LocalizedString("addprojecttask-screenlet", key: "projectId-placeholder", obj: self)
		addProjectTaskButton?.setTitle(LocalizedString("addprojecttask-screenlet", key: "add-project-task-button", obj: self), for: .normal)
		addProjectTaskButton?.accessibilityLabel = LocalizedString("addprojecttask-screenlet", key: "add-project-task-button", obj: self)
	}

	// MARK: Actions

	@IBAction func addProjectTask(_ sender: Any) {
		userAction(name: AddProjectTaskScreenlet.AddProjectTaskAction, sender: sender)
	}

	/// Sent by each required input's control, and each number's, as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in, and each
	/// number it sends reads as a number (or, optional, is empty).
	open func updateButtons() {
		addProjectTaskButton?.isEnabled = !(titleTextField?.text ?? "").isEmpty
				&& NumberText(projectIdTextField?.text, whole: true).isEmptyOrNumber
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
