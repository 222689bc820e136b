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

	// MARK: Actions

	@IBAction func addBookmark(_ sender: Any) {
		userAction(name: AddBookmarkScreenlet.AddBookmarkAction, sender: sender)
	}
}
