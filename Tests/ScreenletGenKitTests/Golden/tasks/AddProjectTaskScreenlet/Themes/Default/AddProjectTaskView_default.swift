import UIKit
import LiferayScreens

@objc(AddProjectTaskView_default)
open class AddProjectTaskView_default: BaseScreenletView, AddProjectTaskViewModel {

	// MARK: Outlets

	@IBOutlet open weak var titleTextField: UITextField?
	@IBOutlet open weak var projectIdTextField: UITextField?
	@IBOutlet open weak var prioritySegmentedControl: UISegmentedControl?
	@IBOutlet open weak var priorityLabel: UILabel?
	@IBOutlet open weak var labelsLabel: UILabel?
	@IBOutlet open weak var labelsDesignSwitch: UISwitch?
	@IBOutlet open weak var labelsDesignLabel: UILabel?
	@IBOutlet open weak var labelsBackendSwitch: UISwitch?
	@IBOutlet open weak var labelsBackendLabel: UILabel?
	@IBOutlet open weak var labelsMobileSwitch: UISwitch?
	@IBOutlet open weak var labelsMobileLabel: UILabel?
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

	open var priority: String {
		get {
			let values: [String] = ["", "low", "normal", "urgent"]
			guard let index = prioritySegmentedControl?.selectedSegmentIndex, values.indices.contains(index) else {
				return ""
			}
			return values[index]
		}
		set {
			let values: [String] = ["", "low", "normal", "urgent"]
			prioritySegmentedControl?.selectedSegmentIndex = values.firstIndex(of: newValue) ?? UISegmentedControl.noSegment
		}
	}

	open var labels: String {
		get {
			// The keys of the switches that are on, in the entries' order, as the portal writes them.
			var keys: [String] = []
			if labelsDesignSwitch?.isOn ?? false {
				keys.append("design")
			}
			if labelsBackendSwitch?.isOn ?? false {
				keys.append("backend")
			}
			if labelsMobileSwitch?.isOn ?? false {
				keys.append("mobile")
			}
			return keys.joined(separator: ", ")
		}
		set {
			let keys = newValue.components(separatedBy: ", ")
			labelsDesignSwitch?.isOn = keys.contains("design")
			labelsBackendSwitch?.isOn = keys.contains("backend")
			labelsMobileSwitch?.isOn = keys.contains("mobile")
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
		priorityLabel?.text = LocalizedString("addprojecttask-screenlet", key: "priority-caption", obj: self)
		priorityLabel?.accessibilityLabel = LocalizedString("addprojecttask-screenlet", key: "priority-caption", obj: self)
		prioritySegmentedControl?.accessibilityLabel = LocalizedString("addprojecttask-screenlet", key: "priority-caption", obj: self)
		prioritySegmentedControl?.setTitle(LocalizedString("addprojecttask-screenlet", key: "priority-no-choice", obj: self), forSegmentAt: 0)
		prioritySegmentedControl?.setTitle(LocalizedString("addprojecttask-screenlet", key: "priority-choice-low", obj: self), forSegmentAt: 1)
		prioritySegmentedControl?.setTitle(LocalizedString("addprojecttask-screenlet", key: "priority-choice-normal", obj: self), forSegmentAt: 2)
		prioritySegmentedControl?.setTitle(LocalizedString("addprojecttask-screenlet", key: "priority-choice-urgent", obj: self), forSegmentAt: 3)
		labelsLabel?.text = LocalizedString("addprojecttask-screenlet", key: "labels-caption", obj: self)
		labelsLabel?.accessibilityLabel = LocalizedString("addprojecttask-screenlet", key: "labels-caption", obj: self)
		labelsDesignLabel?.text = LocalizedString("addprojecttask-screenlet", key: "labels-choice-design", obj: self)
		labelsDesignLabel?.accessibilityLabel = LocalizedString("addprojecttask-screenlet", key: "labels-choice-design", obj: self)
		labelsDesignSwitch?.accessibilityLabel = LocalizedString("addprojecttask-screenlet", key: "labels-choice-design", obj: self)
		labelsBackendLabel?.text = LocalizedString("addprojecttask-screenlet", key: "labels-choice-backend", obj: self)
		labelsBackendLabel?.accessibilityLabel = LocalizedString("addprojecttask-screenlet", key: "labels-choice-backend", obj: self)
		labelsBackendSwitch?.accessibilityLabel = LocalizedString("addprojecttask-screenlet", key: "labels-choice-backend", obj: self)
		labelsMobileLabel?.text = LocalizedString("addprojecttask-screenlet", key: "labels-choice-mobile", obj: self)
		labelsMobileLabel?.accessibilityLabel = LocalizedString("addprojecttask-screenlet", key: "labels-choice-mobile", obj: self)
		labelsMobileSwitch?.accessibilityLabel = LocalizedString("addprojecttask-screenlet", key: "labels-choice-mobile", obj: self)
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
