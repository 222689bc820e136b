import UIKit
import LiferayScreens

@objc(RetitleArticleView_default)
open class RetitleArticleView_default: BaseScreenletView, RetitleArticleViewModel {

	// MARK: Outlets

	@IBOutlet open weak var titleTextField: UITextField?
	@IBOutlet open weak var coverLabel: UILabel?
	@IBOutlet open weak var retitleArticleButton: UIButton?

	// MARK: RetitleArticleViewModel

	open var title: String {
		get {
			return titleTextField?.text ?? ""
		}
		set {
			titleTextField?.text = newValue
			updateButtons()
		}
	}

	/// The file to attach: a file URL the app sets (a `UIDocumentPickerViewController`'s, or
	/// `UIImagePickerController`'s `imageURL`), nil for none. Its label shows the file's name.
	open var cover: URL? {
		didSet {
			coverLabel?.text = cover?.lastPathComponent ?? LocalizedString("retitlearticle-screenlet", key: "cover-caption", obj: self)
		}
	}

	// MARK: BaseScreenletView

	override open var progressMessages: [String: ProgressMessages] {
		return [
			RetitleArticleScreenlet.RetitleArticleAction: [
				.working: LocalizedString("retitlearticle-screenlet", key: "retitle-article-progress", obj: self),
				.failure: LocalizedString("retitlearticle-screenlet", key: "retitle-article-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("retitlearticle-screenlet", key: "retitle-article-progress", obj: self),
				.failure: LocalizedString("retitlearticle-screenlet", key: "retitle-article-error", obj: self)],
		]
	}

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		retitleArticleButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		updateButtons()
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		titleTextField?.placeholder = LocalizedString("retitlearticle-screenlet", key: "title-placeholder", obj: self)
		titleTextField?.accessibilityLabel = LocalizedString("retitlearticle-screenlet", key: "title-placeholder", obj: self)
		coverLabel?.text = cover?.lastPathComponent ?? LocalizedString("retitlearticle-screenlet", key: "cover-caption", obj: self)
		coverLabel?.accessibilityLabel = LocalizedString("retitlearticle-screenlet", key: "cover-caption", obj: self)
		retitleArticleButton?.setTitle(LocalizedString("retitlearticle-screenlet", key: "retitle-article-button", obj: self), for: .normal)
		retitleArticleButton?.accessibilityLabel = LocalizedString("retitlearticle-screenlet", key: "retitle-article-button", obj: self)
	}

	// MARK: Actions

	@IBAction func retitleArticle(_ sender: Any) {
		userAction(name: RetitleArticleScreenlet.RetitleArticleAction, sender: sender)
	}

	/// Sent by each required input's control, and each number's, as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in, and each
	/// number it sends reads as a number (or, optional, is empty).
	open func updateButtons() {
		retitleArticleButton?.isEnabled = !(titleTextField?.text ?? "").isEmpty
	}
}
