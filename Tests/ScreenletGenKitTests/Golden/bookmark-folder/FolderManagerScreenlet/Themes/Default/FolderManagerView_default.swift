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

	open var folderId: NSNumber? {
		get {
			return NumberText(folderIdTextField?.text, whole: true).number
		}
		set {
			folderIdTextField?.text = NumberText.text(of: newValue, whole: true)
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

	/// Sent by each required input's control, and each number's, as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in, and each
	/// number it sends reads as a number (or, optional, is empty).
	open func updateButtons() {
		deleteFolderButton?.isEnabled = NumberText(folderIdTextField?.text, whole: true).isNumber
		loadFolderButton?.isEnabled = NumberText(folderIdTextField?.text, whole: true).isNumber
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
