import UIKit
import LiferayScreens

@objc(AddTicketView_default)
open class AddTicketView_default: BaseScreenletView, AddTicketViewModel {

	// MARK: Outlets

	@IBOutlet open weak var subjectTextField: UITextField?
	@IBOutlet open weak var priorityTextField: UITextField?
	@IBOutlet open weak var dueDateDatePicker: UIDatePicker?
	@IBOutlet open weak var dueDateLabel: UILabel?
	@IBOutlet open weak var addTicketButton: UIButton?

	/// Whether `dueDate` was set: until then it is left out, and its control dimmed.
	open var dueDateIsSet = false {
		didSet {
			dueDateDatePicker?.alpha = dueDateIsSet ? 1 : 0.5
		}
	}

	// MARK: AddTicketViewModel

	open var subject: String {
		get {
			return subjectTextField?.text ?? ""
		}
		set {
			subjectTextField?.text = newValue
			updateButtons()
		}
	}

	open var priority: String {
		get {
			return priorityTextField?.text ?? ""
		}
		set {
			priorityTextField?.text = newValue
		}
	}

	open var dueDate: Date? {
		get {
			return dueDateIsSet ? dueDateDatePicker?.date : nil
		}
		set {
			dueDateDatePicker?.date = newValue ?? Date()
			dueDateIsSet = newValue != nil
		}
	}

	// MARK: BaseScreenletView

	override open var progressMessages: [String: ProgressMessages] {
		return [
			AddTicketScreenlet.AddTicketAction: [
				.working: LocalizedString("addticket-screenlet", key: "add-ticket-progress", obj: self),
				.failure: LocalizedString("addticket-screenlet", key: "add-ticket-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("addticket-screenlet", key: "add-ticket-progress", obj: self),
				.failure: LocalizedString("addticket-screenlet", key: "add-ticket-error", obj: self)],
		]
	}

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		addTicketButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		dueDateDatePicker?.alpha = dueDateIsSet ? 1 : 0.5
		updateButtons()
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		subjectTextField?.placeholder = LocalizedString("addticket-screenlet", key: "subject-placeholder", obj: self)
		subjectTextField?.accessibilityLabel = LocalizedString("addticket-screenlet", key: "subject-placeholder", obj: self)
		priorityTextField?.placeholder = LocalizedString("addticket-screenlet", key: "priority-placeholder", obj: self)
		priorityTextField?.accessibilityLabel = LocalizedString("addticket-screenlet", key: "priority-placeholder", obj: self)
		dueDateLabel?.text = LocalizedString("addticket-screenlet", key: "dueDate-caption", obj: self)
		dueDateLabel?.accessibilityLabel = LocalizedString("addticket-screenlet", key: "dueDate-caption", obj: self)
		dueDateDatePicker?.accessibilityLabel = LocalizedString("addticket-screenlet", key: "dueDate-caption", obj: self)
		addTicketButton?.setTitle(LocalizedString("addticket-screenlet", key: "add-ticket-button", obj: self), for: .normal)
		addTicketButton?.accessibilityLabel = LocalizedString("addticket-screenlet", key: "add-ticket-button", obj: self)
	}

	// MARK: Actions

	@IBAction func addTicket(_ sender: Any) {
		userAction(name: AddTicketScreenlet.AddTicketAction, sender: sender)
	}

	/// Sent by the dueDate control as the person changes it: from then on it is sent.
	@IBAction func dueDateDidChange(_ sender: Any) {
		dueDateIsSet = true
	}

	/// Sent by each required input's control, and each number's, as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in, and each
	/// number it sends reads as a number (or, optional, is empty).
	open func updateButtons() {
		addTicketButton?.isEnabled = !(subjectTextField?.text ?? "").isEmpty
	}
}
