import UIKit
import LiferayScreens

@objc(TodoEditorView_default)
open class TodoEditorView_default: BaseScreenletView, TodoEditorViewModel {

	// MARK: Outlets

	@IBOutlet open weak var titleTextField: UITextField?
	@IBOutlet open weak var notesTextView: UITextView?
	@IBOutlet open weak var notesLabel: UILabel?
	@IBOutlet open weak var dueDateDatePicker: UIDatePicker?
	@IBOutlet open weak var dueDateLabel: UILabel?
	@IBOutlet open weak var doneSwitch: UISwitch?
	@IBOutlet open weak var doneLabel: UILabel?
	@IBOutlet open weak var prioritySegmentedControl: UISegmentedControl?
	@IBOutlet open weak var priorityLabel: UILabel?
	@IBOutlet open weak var statusSegmentedControl: UISegmentedControl?
	@IBOutlet open weak var statusLabel: UILabel?
	@IBOutlet open weak var estimateTextField: UITextField?
	@IBOutlet open weak var loadItemButton: UIButton?
	@IBOutlet open weak var updateItemButton: UIButton?

	// MARK: TodoEditorViewModel

	open var title: String {
		get {
			return titleTextField?.text ?? ""
		}
		set {
			titleTextField?.text = newValue
			updateButtons()
		}
	}

	open var notes: String {
		get {
			return notesTextView?.text ?? ""
		}
		set {
			notesTextView?.text = newValue
		}
	}

	open var dueDate: Date {
		get {
			return dueDateDatePicker?.date ?? Date(timeIntervalSince1970: 0)
		}
		set {
			dueDateDatePicker?.date = newValue
		}
	}

	open var done: Bool {
		get {
			return doneSwitch?.isOn ?? false
		}
		set {
			doneSwitch?.isOn = newValue
		}
	}

	open var priority: Int {
		get {
			let values: [Int] = [1, 2, 3]
			guard let index = prioritySegmentedControl?.selectedSegmentIndex, values.indices.contains(index) else {
				return 0
			}
			return values[index]
		}
		set {
			let values: [Int] = [1, 2, 3]
			prioritySegmentedControl?.selectedSegmentIndex = values.firstIndex(of: newValue) ?? UISegmentedControl.noSegment
			updateButtons()
		}
	}

	open var status: String {
		get {
			let values: [String] = ["open", "in-progress", "closed"]
			guard let index = statusSegmentedControl?.selectedSegmentIndex, values.indices.contains(index) else {
				return ""
			}
			return values[index]
		}
		set {
			let values: [String] = ["open", "in-progress", "closed"]
			statusSegmentedControl?.selectedSegmentIndex = values.firstIndex(of: newValue) ?? UISegmentedControl.noSegment
		}
	}

	open var estimate: NSNumber? {
		get {
			return NumberText(estimateTextField?.text, whole: false).number
		}
		set {
			estimateTextField?.text = NumberText.text(of: newValue, whole: false)
			updateButtons()
		}
	}

	// MARK: BaseScreenletView

	override open var progressMessages: [String: ProgressMessages] {
		return [
			TodoEditorScreenlet.LoadItemAction: [
				.working: LocalizedString("todoeditor-screenlet", key: "load-item-progress", obj: self),
				.failure: LocalizedString("todoeditor-screenlet", key: "load-item-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("todoeditor-screenlet", key: "load-item-progress", obj: self),
				.failure: LocalizedString("todoeditor-screenlet", key: "load-item-error", obj: self)],
			TodoEditorScreenlet.UpdateItemAction: [
				.working: LocalizedString("todoeditor-screenlet", key: "update-item-progress", obj: self),
				.failure: LocalizedString("todoeditor-screenlet", key: "update-item-error", obj: self)],
		]
	}

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		loadItemButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		updateItemButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		updateButtons()
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		titleTextField?.placeholder = LocalizedString("todoeditor-screenlet", key: "title-placeholder", obj: self)
		titleTextField?.accessibilityLabel = LocalizedString("todoeditor-screenlet", key: "title-placeholder", obj: self)
		notesLabel?.text = LocalizedString("todoeditor-screenlet", key: "notes-caption", obj: self)
		notesLabel?.accessibilityLabel = LocalizedString("todoeditor-screenlet", key: "notes-caption", obj: self)
		notesTextView?.accessibilityLabel = LocalizedString("todoeditor-screenlet", key: "notes-caption", obj: self)
		dueDateLabel?.text = LocalizedString("todoeditor-screenlet", key: "dueDate-caption", obj: self)
		dueDateLabel?.accessibilityLabel = LocalizedString("todoeditor-screenlet", key: "dueDate-caption", obj: self)
		dueDateDatePicker?.accessibilityLabel = LocalizedString("todoeditor-screenlet", key: "dueDate-caption", obj: self)
		doneLabel?.text = LocalizedString("todoeditor-screenlet", key: "done-caption", obj: self)
		doneLabel?.accessibilityLabel = LocalizedString("todoeditor-screenlet", key: "done-caption", obj: self)
		doneSwitch?.accessibilityLabel = LocalizedString("todoeditor-screenlet", key: "done-caption", obj: self)
		priorityLabel?.text = LocalizedString("todoeditor-screenlet", key: "priority-caption", obj: self)
		priorityLabel?.accessibilityLabel = LocalizedString("todoeditor-screenlet", key: "priority-caption", obj: self)
		prioritySegmentedControl?.accessibilityLabel = LocalizedString("todoeditor-screenlet", key: "priority-caption", obj: self)
		prioritySegmentedControl?.setTitle(LocalizedString("todoeditor-screenlet", key: "priority-choice-1", obj: self), forSegmentAt: 0)
		prioritySegmentedControl?.setTitle(LocalizedString("todoeditor-screenlet", key: "priority-choice-2", obj: self), forSegmentAt: 1)
		prioritySegmentedControl?.setTitle(LocalizedString("todoeditor-screenlet", key: "priority-choice-3", obj: self), forSegmentAt: 2)
		statusLabel?.text = LocalizedString("todoeditor-screenlet", key: "status-caption", obj: self)
		statusLabel?.accessibilityLabel = LocalizedString("todoeditor-screenlet", key: "status-caption", obj: self)
		statusSegmentedControl?.accessibilityLabel = LocalizedString("todoeditor-screenlet", key: "status-caption", obj: self)
		statusSegmentedControl?.setTitle(LocalizedString("todoeditor-screenlet", key: "status-choice-open", obj: self), forSegmentAt: 0)
		statusSegmentedControl?.setTitle(LocalizedString("todoeditor-screenlet", key: "status-choice-in-progress", obj: self), forSegmentAt: 1)
		statusSegmentedControl?.setTitle(LocalizedString("todoeditor-screenlet", key: "status-choice-closed", obj: self), forSegmentAt: 2)
		estimateTextField?.placeholder = LocalizedString("todoeditor-screenlet", key: "estimate-placeholder", obj: self)
		estimateTextField?.accessibilityLabel = LocalizedString("todoeditor-screenlet", key: "estimate-placeholder", obj: self)
		loadItemButton?.setTitle(LocalizedString("todoeditor-screenlet", key: "load-item-button", obj: self), for: .normal)
		loadItemButton?.accessibilityLabel = LocalizedString("todoeditor-screenlet", key: "load-item-button", obj: self)
		updateItemButton?.setTitle(LocalizedString("todoeditor-screenlet", key: "update-item-button", obj: self), for: .normal)
		updateItemButton?.accessibilityLabel = LocalizedString("todoeditor-screenlet", key: "update-item-button", obj: self)
	}

	// MARK: Actions

	@IBAction func loadItem(_ sender: Any) {
		userAction(name: TodoEditorScreenlet.LoadItemAction, sender: sender)
	}

	@IBAction func updateItem(_ sender: Any) {
		userAction(name: TodoEditorScreenlet.UpdateItemAction, sender: sender)
	}

	/// Sent by each required input's control, and each number's, as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in, and each
	/// number it sends reads as a number (or, optional, is empty).
	open func updateButtons() {
		updateItemButton?.isEnabled = !(titleTextField?.text ?? "").isEmpty
				&& (prioritySegmentedControl?.selectedSegmentIndex ?? UISegmentedControl.noSegment) != UISegmentedControl.noSegment
				&& NumberText(estimateTextField?.text, whole: false).isNumber
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
