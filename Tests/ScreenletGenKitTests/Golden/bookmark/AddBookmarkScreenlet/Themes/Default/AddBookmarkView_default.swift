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

	override open func onSetTranslations() {
		titleTextField?.placeholder = LocalizedString("addbookmark-screenlet", key: "title-placeholder", obj: self)
		urlTextField?.placeholder = LocalizedString("addbookmark-screenlet", key: "url-placeholder", obj: self)
		addBookmarkButton?.setTitle(LocalizedString("addbookmark-screenlet", key: "add-bookmark-button", obj: self), for: .normal)
	}

	// MARK: Actions

	@IBAction func addBookmark(_ sender: Any) {
		userAction(name: AddBookmarkScreenlet.AddBookmarkAction, sender: sender)
	}
}
