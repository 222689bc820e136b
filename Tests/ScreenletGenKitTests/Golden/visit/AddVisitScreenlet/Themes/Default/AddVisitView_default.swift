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

	open var day: Date {
		get {
			return dayDatePicker?.date ?? Date(timeIntervalSince1970: 0)
		}
		set {
			dayDatePicker?.date = newValue
		}
	}

	open var startsAt: Date {
		get {
			return startsAtDatePicker?.date ?? Date(timeIntervalSince1970: 0)
		}
		set {
			startsAtDatePicker?.date = newValue
		}
	}

	open var durationHours: Double {
		get {
			return Double(durationHoursTextField?.text ?? "") ?? 0
		}
		set {
			durationHoursTextField?.text = String(newValue)
		}
	}

	open var guests: Int {
		get {
			return Int(guestsTextField?.text ?? "") ?? 0
		}
		set {
			guestsTextField?.text = String(newValue)
		}
	}

	open var fee: Double {
		get {
			return Double(feeTextField?.text ?? "") ?? 0
		}
		set {
			feeTextField?.text = String(newValue)
		}
	}

	open var confirmed: Bool {
		get {
			return confirmedSwitch?.isOn ?? false
		}
		set {
			confirmedSwitch?.isOn = newValue
		}
	}

	open var visitorBadge: Int64 {
		get {
			return Int64(visitorBadgeTextField?.text ?? "") ?? 0
		}
		set {
			visitorBadgeTextField?.text = String(newValue)
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

	/// Sent by each required input's control as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in.
	open func updateButtons() {
		addVisitButton?.isEnabled = !(hostTextField?.text ?? "").isEmpty
	}
}
