import UIKit
import LiferayScreens

@objc(UpdateIncidentView_default)
open class UpdateIncidentView_default: BaseScreenletView, UpdateIncidentViewModel {

	// MARK: Outlets

	@IBOutlet open weak var titleTextField: UITextField?
	@IBOutlet open weak var severitySegmentedControl: UISegmentedControl?
	@IBOutlet open weak var severityLabel: UILabel?
	@IBOutlet open weak var reportedOnDatePicker: UIDatePicker?
	@IBOutlet open weak var reportedOnLabel: UILabel?
	@IBOutlet open weak var affectedUsersTextField: UITextField?
	@IBOutlet open weak var affectedSystemsLabel: UILabel?
	@IBOutlet open weak var affectedSystemsPowerSwitch: UISwitch?
	@IBOutlet open weak var affectedSystemsPowerLabel: UILabel?
	@IBOutlet open weak var affectedSystemsWaterSwitch: UISwitch?
	@IBOutlet open weak var affectedSystemsWaterLabel: UILabel?
	@IBOutlet open weak var affectedSystemsNetworkSwitch: UISwitch?
	@IBOutlet open weak var affectedSystemsNetworkLabel: UILabel?
	@IBOutlet open weak var loadIncidentButton: UIButton?
	@IBOutlet open weak var updateIncidentButton: UIButton?

	/// Whether `reportedOn` was set: until then it is left out, and its control dimmed.
	open var reportedOnIsSet = false {
		didSet {
			reportedOnDatePicker?.alpha = reportedOnIsSet ? 1 : 0.5
		}
	}

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
			let values: [String] = ["", "minor", "major", "critical"]
			guard let index = severitySegmentedControl?.selectedSegmentIndex, values.indices.contains(index) else {
				return ""
			}
			return values[index]
		}
		set {
			let values: [String] = ["", "minor", "major", "critical"]
			severitySegmentedControl?.selectedSegmentIndex = values.firstIndex(of: newValue) ?? UISegmentedControl.noSegment
		}
	}

	open var reportedOn: Date? {
		get {
			return reportedOnIsSet ? reportedOnDatePicker?.date : nil
		}
		set {
			reportedOnDatePicker?.date = newValue ?? Date()
			reportedOnIsSet = newValue != nil
		}
	}

	open var affectedUsers: NSNumber? {
		get {
			return NumberText(affectedUsersTextField?.text, whole: true).number
		}
		set {
			affectedUsersTextField?.text = NumberText.text(of: newValue, whole: true)
			updateButtons()
		}
	}

	open var affectedSystems: String {
		get {
			// The keys of the switches that are on, in the entries' order, as the portal writes them.
			var keys: [String] = []
			if affectedSystemsPowerSwitch?.isOn ?? false {
				keys.append("power")
			}
			if affectedSystemsWaterSwitch?.isOn ?? false {
				keys.append("water")
			}
			if affectedSystemsNetworkSwitch?.isOn ?? false {
				keys.append("network")
			}
			return keys.joined(separator: ", ")
		}
		set {
			let keys = newValue.components(separatedBy: ", ")
			affectedSystemsPowerSwitch?.isOn = keys.contains("power")
			affectedSystemsWaterSwitch?.isOn = keys.contains("water")
			affectedSystemsNetworkSwitch?.isOn = keys.contains("network")
		}
	}

	/// Whether the loaded entry lets the user send this action: until a load says, it does.
	open var canUpdateIncident = true {
		didSet {
			updateButtons()
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
		reportedOnDatePicker?.alpha = reportedOnIsSet ? 1 : 0.5
		updateButtons()
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		titleTextField?.placeholder = LocalizedString("updateincident-screenlet", key: "title-placeholder", obj: self)
		titleTextField?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "title-placeholder", obj: self)
		severityLabel?.text = LocalizedString("updateincident-screenlet", key: "severity-caption", obj: self)
		severityLabel?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "severity-caption", obj: self)
		severitySegmentedControl?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "severity-caption", obj: self)
		severitySegmentedControl?.setTitle(LocalizedString("updateincident-screenlet", key: "severity-no-choice", obj: self), forSegmentAt: 0)
		severitySegmentedControl?.setTitle(LocalizedString("updateincident-screenlet", key: "severity-choice-minor", obj: self), forSegmentAt: 1)
		severitySegmentedControl?.setTitle(LocalizedString("updateincident-screenlet", key: "severity-choice-major", obj: self), forSegmentAt: 2)
		severitySegmentedControl?.setTitle(LocalizedString("updateincident-screenlet", key: "severity-choice-critical", obj: self), forSegmentAt: 3)
		reportedOnLabel?.text = LocalizedString("updateincident-screenlet", key: "reportedOn-caption", obj: self)
		reportedOnLabel?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "reportedOn-caption", obj: self)
		reportedOnDatePicker?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "reportedOn-caption", obj: self)
		affectedUsersTextField?.placeholder = LocalizedString("updateincident-screenlet", key: "affectedUsers-placeholder", obj: self)
		affectedUsersTextField?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "affectedUsers-placeholder", obj: self)
		affectedSystemsLabel?.text = LocalizedString("updateincident-screenlet", key: "affectedSystems-caption", obj: self)
		affectedSystemsLabel?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "affectedSystems-caption", obj: self)
		affectedSystemsPowerLabel?.text = LocalizedString("updateincident-screenlet", key: "affectedSystems-choice-power", obj: self)
		affectedSystemsPowerLabel?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "affectedSystems-choice-power", obj: self)
		affectedSystemsPowerSwitch?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "affectedSystems-choice-power", obj: self)
		affectedSystemsWaterLabel?.text = LocalizedString("updateincident-screenlet", key: "affectedSystems-choice-water", obj: self)
		affectedSystemsWaterLabel?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "affectedSystems-choice-water", obj: self)
		affectedSystemsWaterSwitch?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "affectedSystems-choice-water", obj: self)
		affectedSystemsNetworkLabel?.text = LocalizedString("updateincident-screenlet", key: "affectedSystems-choice-network", obj: self)
		affectedSystemsNetworkLabel?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "affectedSystems-choice-network", obj: self)
		affectedSystemsNetworkSwitch?.accessibilityLabel = LocalizedString("updateincident-screenlet", key: "affectedSystems-choice-network", obj: self)
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

	/// Sent by the reportedOn control as the person changes it: from then on it is sent.
	@IBAction func reportedOnDidChange(_ sender: Any) {
		reportedOnIsSet = true
	}

	/// Sent by each required input's control, and each number's, as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in, and each
	/// number it sends reads as a number (or, optional, is empty), and while the loaded
	/// entry allows its action.
	open func updateButtons() {
		updateIncidentButton?.isEnabled = canUpdateIncident
				&& !(titleTextField?.text ?? "").isEmpty
				&& NumberText(affectedUsersTextField?.text, whole: true).isEmptyOrNumber
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
