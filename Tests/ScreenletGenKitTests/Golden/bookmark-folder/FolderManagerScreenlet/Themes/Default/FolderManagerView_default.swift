import UIKit
import LiferayScreens

@objc(FolderManagerView_default)
open class FolderManagerView_default: BaseScreenletView, FolderManagerViewModel {

	// MARK: Outlets

	@IBOutlet open weak var folderIdTextField: UITextField?
	@IBOutlet open weak var includeTrashedEntriesSwitch: UISwitch?
	@IBOutlet open weak var includeTrashedEntriesLabel: UILabel?
	@IBOutlet open weak var deleteFolderButton: UIButton?
	@IBOutlet open weak var loadFolderButton: UIButton?

	// MARK: FolderManagerViewModel

	open var folderId: Int64 {
		get {
			return Int64(folderIdTextField?.text ?? "") ?? 0
		}
		set {
			folderIdTextField?.text = String(newValue)
			updateButtons()
		}
	}

	open var includeTrashedEntries: Bool {
		get {
			return includeTrashedEntriesSwitch?.isOn ?? false
		}
		set {
			includeTrashedEntriesSwitch?.isOn = newValue
		}
	}

	// MARK: BaseScreenletView

	override open var progressMessages: [String: ProgressMessages] {
		return [
			FolderManagerScreenlet.DeleteFolderAction: [
				.working: LocalizedString("foldermanager-screenlet", key: "delete-folder-progress", obj: self),
				.failure: LocalizedString("foldermanager-screenlet", key: "delete-folder-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("foldermanager-screenlet", key: "delete-folder-progress", obj: self),
				.failure: LocalizedString("foldermanager-screenlet", key: "delete-folder-error", obj: self)],
			FolderManagerScreenlet.LoadFolderAction: [
				.working: LocalizedString("foldermanager-screenlet", key: "load-folder-progress", obj: self),
				.failure: LocalizedString("foldermanager-screenlet", key: "load-folder-error", obj: self)],
		]
	}

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		deleteFolderButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		loadFolderButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		updateButtons()
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		folderIdTextField?.placeholder = LocalizedString("foldermanager-screenlet", key: "folderId-placeholder", obj: self)
		folderIdTextField?.accessibilityLabel = LocalizedString("foldermanager-screenlet", key: "folderId-placeholder", obj: self)
		includeTrashedEntriesLabel?.text = LocalizedString("foldermanager-screenlet", key: "includeTrashedEntries-caption", obj: self)
		includeTrashedEntriesLabel?.accessibilityLabel = LocalizedString("foldermanager-screenlet", key: "includeTrashedEntries-caption", obj: self)
		includeTrashedEntriesSwitch?.accessibilityLabel = LocalizedString("foldermanager-screenlet", key: "includeTrashedEntries-caption", obj: self)
		deleteFolderButton?.setTitle(LocalizedString("foldermanager-screenlet", key: "delete-folder-button", obj: self), for: .normal)
		deleteFolderButton?.accessibilityLabel = LocalizedString("foldermanager-screenlet", key: "delete-folder-button", obj: self)
		loadFolderButton?.setTitle(LocalizedString("foldermanager-screenlet", key: "load-folder-button", obj: self), for: .normal)
		loadFolderButton?.accessibilityLabel = LocalizedString("foldermanager-screenlet", key: "load-folder-button", obj: self)
	}

	// MARK: Actions

	@IBAction func deleteFolder(_ sender: Any) {
		userAction(name: FolderManagerScreenlet.DeleteFolderAction, sender: sender)
	}

	@IBAction func loadFolder(_ sender: Any) {
		userAction(name: FolderManagerScreenlet.LoadFolderAction, sender: sender)
	}

	/// Sent by each required input's control as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in.
	open func updateButtons() {
		deleteFolderButton?.isEnabled = !(folderIdTextField?.text ?? "").isEmpty
		loadFolderButton?.isEnabled = !(folderIdTextField?.text ?? "").isEmpty
	}
}
