import UIKit
import LiferayScreens

@objc(AddVisitView_default)
open class AddVisitView_default: BaseScreenletView, AddVisitViewModel {

	// MARK: Outlets

	@IBOutlet open weak var hostTextField: UITextField?
	@IBOutlet open weak var kindTextField: UITextField?
	@IBOutlet open weak var dayDatePicker: UIDatePicker?
	@IBOutlet open weak var dayLabel: UILabel?
	@IBOutlet open weak var startsAtDatePicker: UIDatePicker?
	@IBOutlet open weak var startsAtLabel: UILabel?
	@IBOutlet open weak var durationHoursTextField: UITextField?
	@IBOutlet open weak var guestsTextField: UITextField?
	@IBOutlet open weak var feeTextField: UITextField?
	@IBOutlet open weak var confirmedSwitch: UISwitch?
	@IBOutlet open weak var confirmedLabel: UILabel?
	@IBOutlet open weak var visitorBadgeTextField: UITextField?
	@IBOutlet open weak var notesTextView: UITextView?
	@IBOutlet open weak var notesLabel: UILabel?
	@IBOutlet open weak var programmeTextView: UITextView?
	@IBOutlet open weak var programmeLabel: UILabel?
	@IBOutlet open weak var addVisitButton: UIButton?

	/// Whether `day` was set: until then it is left out, and its control dimmed.
	open var dayIsSet = false {
		didSet {
			dayDatePicker?.alpha = dayIsSet ? 1 : 0.5
		}
	}

	/// Whether `startsAt` was set: until then it is left out, and its control dimmed.
	open var startsAtIsSet = false {
		didSet {
			startsAtDatePicker?.alpha = startsAtIsSet ? 1 : 0.5
		}
	}

	/// Whether `confirmed` was set: until then it is left out, and its control dimmed.
	open var confirmedIsSet = false {
		didSet {
			confirmedSwitch?.alpha = confirmedIsSet ? 1 : 0.5
		}
	}

	// MARK: AddVisitViewModel

	open var host: String {
		get {
			return hostTextField?.text ?? ""
		}
		set {
			hostTextField?.text = newValue
			updateButtons()
		}
	}

	open var kind: String {
		get {
			return kindTextField?.text ?? ""
		}
		set {
			kindTextField?.text = newValue
		}
	}

	open var day: Date? {
		get {
			return dayIsSet ? dayDatePicker?.date : nil
		}
		set {
			dayDatePicker?.date = newValue ?? Date()
			dayIsSet = newValue != nil
		}
	}

	open var startsAt: Date? {
		get {
			return startsAtIsSet ? startsAtDatePicker?.date : nil
		}
		set {
			startsAtDatePicker?.date = newValue ?? Date()
			startsAtIsSet = newValue != nil
		}
	}

	open var durationHours: NSNumber? {
		get {
			return NumberText(durationHoursTextField?.text, whole: false).number
		}
		set {
			durationHoursTextField?.text = NumberText.text(of: newValue, whole: false)
			updateButtons()
		}
	}

	open var guests: NSNumber? {
		get {
			return NumberText(guestsTextField?.text, whole: true).number
		}
		set {
			guestsTextField?.text = NumberText.text(of: newValue, whole: true)
			updateButtons()
		}
	}

	open var fee: NSNumber? {
		get {
			return NumberText(feeTextField?.text, whole: false).number
		}
		set {
			feeTextField?.text = NumberText.text(of: newValue, whole: false)
			updateButtons()
		}
	}

	open var confirmed: NSNumber? {
		get {
			return confirmedIsSet ? (confirmedSwitch?.isOn).map { NSNumber(value: $0) } : nil
		}
		set {
			confirmedSwitch?.isOn = newValue?.boolValue ?? false
			confirmedIsSet = newValue != nil
		}
	}

	open var visitorBadge: NSNumber? {
		get {
			return NumberText(visitorBadgeTextField?.text, whole: true).number
		}
		set {
			visitorBadgeTextField?.text = NumberText.text(of: newValue, whole: true)
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

	open var programme: String {
		get {
			return programmeTextView?.text ?? ""
		}
		set {
			programmeTextView?.text = newValue
		}
	}

	// MARK: BaseScreenletView

	override open var progressMessages: [String: ProgressMessages] {
		return [
			AddVisitScreenlet.AddVisitAction: [
				.working: LocalizedString("addvisit-screenlet", key: "add-visit-progress", obj: self),
				.failure: LocalizedString("addvisit-screenlet", key: "add-visit-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("addvisit-screenlet", key: "add-visit-progress", obj: self),
				.failure: LocalizedString("addvisit-screenlet", key: "add-visit-error", obj: self)],
		]
	}

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		addVisitButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		dayDatePicker?.alpha = dayIsSet ? 1 : 0.5
		startsAtDatePicker?.alpha = startsAtIsSet ? 1 : 0.5
		confirmedSwitch?.alpha = confirmedIsSet ? 1 : 0.5
		updateButtons()
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		hostTextField?.placeholder = LocalizedString("addvisit-screenlet", key: "host-placeholder", obj: self)
		hostTextField?.accessibilityLabel = LocalizedString("addvisit-screenlet", key: "host-placeholder", obj: self)
		kindTextField?.placeholder = LocalizedString("addvisit-screenlet", key: "kind-placeholder", obj: self)
		kindTextField?.accessibilityLabel = LocalizedString("addvisit-screenlet", key: "kind-placeholder", obj: self)
		dayLabel?.text = LocalizedString("addvisit-screenlet", key: "day-caption", obj: self)
		dayLabel?.accessibilityLabel = LocalizedString("addvisit-screenlet", key: "day-caption", obj: self)
		dayDatePicker?.accessibilityLabel = LocalizedString("addvisit-screenlet", key: "day-caption", obj: self)
		startsAtLabel?.text = LocalizedString("addvisit-screenlet", key: "startsAt-caption", obj: self)
		startsAtLabel?.accessibilityLabel = LocalizedString("addvisit-screenlet", key: "startsAt-caption", obj: self)
		startsAtDatePicker?.accessibilityLabel = LocalizedString("addvisit-screenlet", key: "startsAt-caption", obj: self)
		durationHoursTextField?.placeholder = LocalizedString("addvisit-screenlet", key: "durationHours-placeholder", obj: self)
		durationHoursTextField?.accessibilityLabel = LocalizedString("addvisit-screenlet", key: "durationHours-placeholder", obj: self)
		guestsTextField?.placeholder = LocalizedString("addvisit-screenlet", key: "guests-placeholder", obj: self)
		guestsTextField?.accessibilityLabel = LocalizedString("addvisit-screenlet", key: "guests-placeholder", obj: self)
		feeTextField?.placeholder = LocalizedString("addvisit-screenlet", key: "fee-placeholder", obj: self)
		feeTextField?.accessibilityLabel = LocalizedString("addvisit-screenlet", key: "fee-placeholder", obj: self)
		confirmedLabel?.text = LocalizedString("addvisit-screenlet", key: "confirmed-caption", obj: self)
		confirmedLabel?.accessibilityLabel = LocalizedString("addvisit-screenlet", key: "confirmed-caption", obj: self)
		confirmedSwitch?.accessibilityLabel = LocalizedString("addvisit-screenlet", key: "confirmed-caption", obj: self)
		visitorBadgeTextField?.placeholder = LocalizedString("addvisit-screenlet", key: "visitorBadge-placeholder", obj: self)
		visitorBadgeTextField?.accessibilityLabel = LocalizedString("addvisit-screenlet", key: "visitorBadge-placeholder", obj: self)
		notesLabel?.text = LocalizedString("addvisit-screenlet", key: "notes-caption", obj: self)
		notesLabel?.accessibilityLabel = LocalizedString("addvisit-screenlet", key: "notes-caption", obj: self)
		notesTextView?.accessibilityLabel = LocalizedString("addvisit-screenlet", key: "notes-caption", obj: self)
		programmeLabel?.text = LocalizedString("addvisit-screenlet", key: "programme-caption", obj: self)
		programmeLabel?.accessibilityLabel = LocalizedString("addvisit-screenlet", key: "programme-caption", obj: self)
		programmeTextView?.accessibilityLabel = LocalizedString("addvisit-screenlet", key: "programme-caption", obj: self)
		addVisitButton?.setTitle(LocalizedString("addvisit-screenlet", key: "add-visit-button", obj: self), for: .normal)
		addVisitButton?.accessibilityLabel = LocalizedString("addvisit-screenlet", key: "add-visit-button", obj: self)
	}

	// MARK: Actions

	@IBAction func addVisit(_ sender: Any) {
		userAction(name: AddVisitScreenlet.AddVisitAction, sender: sender)
	}

	/// Sent by the day control as the person changes it: from then on it is sent.
	@IBAction func dayDidChange(_ sender: Any) {
		dayIsSet = true
	}

	/// Sent by the startsAt control as the person changes it: from then on it is sent.
	@IBAction func startsAtDidChange(_ sender: Any) {
		startsAtIsSet = true
	}

	/// Sent by the confirmed control as the person changes it: from then on it is sent.
	@IBAction func confirmedDidChange(_ sender: Any) {
		confirmedIsSet = true
	}

	/// Sent by each required input's control, and each number's, as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in, and each
	/// number it sends reads as a number (or, optional, is empty).
	open func updateButtons() {
		addVisitButton?.isEnabled = !(hostTextField?.text ?? "").isEmpty
				&& NumberText(durationHoursTextField?.text, whole: false).isEmptyOrNumber
				&& NumberText(guestsTextField?.text, whole: true).isEmptyOrNumber
				&& NumberText(feeTextField?.text, whole: false).isEmptyOrNumber
				&& NumberText(visitorBadgeTextField?.text, whole: true).isEmptyOrNumber
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
