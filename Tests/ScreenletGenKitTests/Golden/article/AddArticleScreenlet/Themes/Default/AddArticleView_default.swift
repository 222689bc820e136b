import UIKit
import LiferayScreens

@objc(AddArticleView_default)
open class AddArticleView_default: BaseScreenletView, AddArticleViewModel {

	// MARK: Outlets

	@IBOutlet open weak var titleTextField: UITextField?
	@IBOutlet open weak var bodyTextView: UITextView?
	@IBOutlet open weak var bodyLabel: UILabel?
	@IBOutlet open weak var coverLabel: UILabel?
	@IBOutlet open weak var addArticleButton: UIButton?

	// MARK: AddArticleViewModel

	open var title: String {
		get {
			return titleTextField?.text ?? ""
		}
		set {
			titleTextField?.text = newValue
			updateButtons()
		}
	}

	open var body: String {
		get {
			return bodyTextView?.text ?? ""
		}
		set {
			bodyTextView?.text = newValue
		}
	}

	/// The file to attach: a file URL the app sets (a `UIDocumentPickerViewController`'s, or
	/// `UIImagePickerController`'s `imageURL`), nil for none. Its label shows the file's name.
	open var cover: URL? {
		didSet {
			coverLabel?.text = cover?.lastPathComponent ?? LocalizedString("addarticle-screenlet", key: "cover-caption", obj: self)
		}
	}

	// MARK: BaseScreenletView

	override open var progressMessages: [String: ProgressMessages] {
		return [
			AddArticleScreenlet.AddArticleAction: [
				.working: LocalizedString("addarticle-screenlet", key: "add-article-progress", obj: self),
				.failure: LocalizedString("addarticle-screenlet", key: "add-article-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("addarticle-screenlet", key: "add-article-progress", obj: self),
				.failure: LocalizedString("addarticle-screenlet", key: "add-article-error", obj: self)],
		]
	}

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		addArticleButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		updateButtons()
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		titleTextField?.placeholder = LocalizedString("addarticle-screenlet", key: "title-placeholder", obj: self)
		titleTextField?.accessibilityLabel = LocalizedString("addarticle-screenlet", key: "title-placeholder", obj: self)
		bodyLabel?.text = LocalizedString("addarticle-screenlet", key: "body-caption", obj: self)
		bodyLabel?.accessibilityLabel = LocalizedString("addarticle-screenlet", key: "body-caption", obj: self)
		bodyTextView?.accessibilityLabel = LocalizedString("addarticle-screenlet", key: "body-caption", obj: self)
		coverLabel?.text = cover?.lastPathComponent ?? LocalizedString("addarticle-screenlet", key: "cover-caption", obj: self)
		coverLabel?.accessibilityLabel = LocalizedString("addarticle-screenlet", key: "cover-caption", obj: self)
		addArticleButton?.setTitle(LocalizedString("addarticle-screenlet", key: "add-article-button", obj: self), for: .normal)
		addArticleButton?.accessibilityLabel = LocalizedString("addarticle-screenlet", key: "add-article-button", obj: self)
	}

	// MARK: Actions

	@IBAction func addArticle(_ sender: Any) {
		userAction(name: AddArticleScreenlet.AddArticleAction, sender: sender)
	}

	/// Sent by each required input's control, and each number's, as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in, and each
	/// number it sends reads as a number (or, optional, is empty).
	open func updateButtons() {
		addArticleButton?.isEnabled = !(titleTextField?.text ?? "").isEmpty
	}
}
