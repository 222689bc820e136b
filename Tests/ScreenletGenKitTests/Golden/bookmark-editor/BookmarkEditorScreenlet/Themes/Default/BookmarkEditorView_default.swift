import UIKit
import LiferayScreens

@objc(BookmarkEditorView_default)
open class BookmarkEditorView_default: BaseScreenletView, BookmarkEditorViewModel {

	// MARK: Outlets

	@IBOutlet open weak var targetFolderIdTextField: UITextField?
	@IBOutlet open weak var getBookmarkButton: UIButton?
	@IBOutlet open weak var deleteBookmarkButton: UIButton?
	@IBOutlet open weak var moveBookmarkButton: UIButton?
	@IBOutlet open weak var searchBookmarksButton: UIButton?

	// MARK: BookmarkEditorViewModel

	open var targetFolderId: Int64 {
		get {
			return Int64(targetFolderIdTextField?.text ?? "") ?? 0
		}
		set {
			targetFolderIdTextField?.text = String(newValue)
		}
	}

	// MARK: Actions

	@IBAction func getBookmark(_ sender: Any) {
		userAction(name: BookmarkEditorScreenlet.GetBookmarkAction, sender: sender)
	}

	@IBAction func deleteBookmark(_ sender: Any) {
		userAction(name: BookmarkEditorScreenlet.DeleteBookmarkAction, sender: sender)
	}

	@IBAction func moveBookmark(_ sender: Any) {
		userAction(name: BookmarkEditorScreenlet.MoveBookmarkAction, sender: sender)
	}

	@IBAction func searchBookmarks(_ sender: Any) {
		userAction(name: BookmarkEditorScreenlet.SearchBookmarksAction, sender: sender)
	}
}
