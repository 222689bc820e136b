import UIKit
import LiferayScreens

@objc(AddProjectTaskView_default)
open class AddProjectTaskView_default: BaseScreenletView, AddProjectTaskViewModel {

	// MARK: Outlets

	@IBOutlet open weak var titleTextField: UITextField?
	@IBOutlet open weak var projectIdButton: UIButton?
	@IBOutlet open weak var projectIdLabel: UILabel?
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

	/// The chosen Project's id, set by the person's choice (or by the app), nil for none.
	open var projectId: NSNumber? {
		didSet {
			projectIdButton?.setTitle(projectId.map { projectTitles[$0] ?? $0.stringValue }
					?? LocalizedString("addprojecttask-screenlet", key: "projectId-choose", obj: self), for: .normal)
		}
	}

	/// The titles of the Project entries offered, by id: the button shows the chosen one's.
	open var projectTitles: [NSNumber: String] = [:]

	// MARK: BaseScreenletView

	override open var progressMessages: [String: ProgressMessages] {
		return [
			AddProjectTaskScreenlet.AddProjectTaskAction: [
				.working: LocalizedString("addprojecttask-screenlet", key: "add-project-task-progress", obj: self),
				.failure: LocalizedString("addprojecttask-screenlet", key: "add-project-task-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("addprojecttask-screenlet", key: "add-project-task-progress", obj: self),
				.failure: LocalizedString("addprojecttask-screenlet", key: "add-project-task-error", obj: self)],
			AddProjectTaskScreenlet.LoadProjectChoicesAction: [
				.working: LocalizedString("addprojecttask-screenlet", key: "load-project-choices-progress", obj: self),
				.failure: LocalizedString("addprojecttask-screenlet", key: "load-project-choices-error", obj: self)],
		]
	}

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		addProjectTaskButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		projectIdButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		updateButtons()
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		titleTextField?.placeholder = LocalizedString("addprojecttask-screenlet", key: "title-placeholder", obj: self)
		titleTextField?.accessibilityLabel = LocalizedString("addprojecttask-screenlet", key: "title-placeholder", obj: self)
		projectIdLabel?.text = LocalizedString("addprojecttask-screenlet", key: "projectId-caption", obj: self)
		projectIdLabel?.accessibilityLabel = LocalizedString("addprojecttask-screenlet", key: "projectId-caption", obj: self)
		projectIdButton?.accessibilityLabel = LocalizedString("addprojecttask-screenlet", key: "projectId-caption", obj: self)
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
		projectIdButton?.setTitle(projectId.map { projectTitles[$0] ?? $0.stringValue }
				?? LocalizedString("addprojecttask-screenlet", key: "projectId-choose", obj: self), for: .normal)
	}

	// MARK: Actions

	@IBAction func addProjectTask(_ sender: Any) {
		userAction(name: AddProjectTaskScreenlet.AddProjectTaskAction, sender: sender)
	}

	/// Offers the Project entries, which the screenlet loads.
	@IBAction func chooseProject(_ sender: Any) {
		userAction(name: AddProjectTaskScreenlet.LoadProjectChoicesAction, sender: sender)
	}

	/// As Screens' own media selector: an action sheet on a phone, an alert on an iPad (where
	/// a sheet needs a place to point at).
	open func showProjectChoices(titles: [String], ids: [NSNumber]) {
		for (id, title) in zip(ids, titles) {
			projectTitles[id] = title
		}

		let sheet = UIAlertController(
				title: LocalizedString("addprojecttask-screenlet", key: "projectId-caption", obj: self),
				message: titles.isEmpty ? LocalizedString("addprojecttask-screenlet", key: "projectId-no-choices", obj: self) : nil,
				preferredStyle: UIDevice.current.userInterfaceIdiom == .pad ? .alert : .actionSheet)

		sheet.addAction(UIAlertAction(title: LocalizedString("addprojecttask-screenlet", key: "projectId-no-choice", obj: self), style: .default) { _ in
			self.projectId = nil
		})

		for (id, title) in zip(ids, titles) {
			sheet.addAction(UIAlertAction(title: title, style: .default) { _ in
				self.projectId = id
			})
		}

		sheet.addAction(UIAlertAction(title: LocalizedString("addprojecttask-screenlet", key: "cancel", obj: self), style: .cancel, handler: nil))

		presentingViewController?.present(sheet, animated: true, completion: nil)
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
	}
}
