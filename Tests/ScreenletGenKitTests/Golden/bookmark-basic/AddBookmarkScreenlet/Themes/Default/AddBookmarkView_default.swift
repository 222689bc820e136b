import UIKit
import LiferayScreens

@objc(AddBookmarkView_default)
open class AddBookmarkView_default: BaseScreenletView, AddBookmarkViewModel {

	// MARK: Outlets

	@IBOutlet open weak var titleTextField: UITextField?
	@IBOutlet open weak var urlTextField: UITextField?
	@IBOutlet open weak var addBookmarkButton: UIButton?

	// MARK: AddBookmarkViewModel

	open var title: String {
		get {
			return titleTextField?.text ?? ""
		}
		set {
			titleTextField?.text = newValue
			updateButtons()
		}
	}

	open var url: String {
		get {
			return urlTextField?.text ?? ""
		}
		set {
			urlTextField?.text = newValue
		}
	}

	// MARK: BaseScreenletView

	override open var progressMessages: [String: ProgressMessages] {
		return [
			AddBookmarkScreenlet.AddBookmarkAction: [
				.working: LocalizedString("addbookmark-screenlet", key: "add-bookmark-progress", obj: self),
				.failure: LocalizedString("addbookmark-screenlet", key: "add-bookmark-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("addbookmark-screenlet", key: "add-bookmark-progress", obj: self),
				.failure: LocalizedString("addbookmark-screenlet", key: "add-bookmark-error", obj: self)],
		]
	}

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		addBookmarkButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		updateButtons()
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		titleTextField?.placeholder = LocalizedString("addbookmark-screenlet", key: "title-placeholder", obj: self)
		titleTextField?.accessibilityLabel = LocalizedString("addbookmark-screenlet", key: "title-placeholder", obj: self)
		urlTextField?.placeholder = LocalizedString("addbookmark-screenlet", key: "url-placeholder", obj: self)
		urlTextField?.accessibilityLabel = LocalizedString("addbookmark-screenlet", key: "url-placeholder", obj: self)
		addBookmarkButton?.setTitle(LocalizedString("addbookmark-screenlet", key: "add-bookmark-button", obj: self), for: .normal)
		addBookmarkButton?.accessibilityLabel = LocalizedString("addbookmark-screenlet", key: "add-bookmark-button", obj: self)
	}

	// MARK: Actions

	@IBAction func addBookmark(_ sender: Any) {
		userAction(name: AddBookmarkScreenlet.AddBookmarkAction, sender: sender)
	}

	/// Sent by each required input's control, and each number's, as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in, and each
	/// number it sends reads as a number (or, optional, is empty).
	open func updateButtons() {
		addBookmarkButton?.isEnabled = !(titleTextField?.text ?? "").isEmpty
	}
}
