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
			updateButtons()
		}
	}

	// MARK: BaseScreenletView

	override open var progressMessages: [String: ProgressMessages] {
		return [
			BookmarkEditorScreenlet.GetBookmarkAction: [
				.working: LocalizedString("bookmarkeditor-screenlet", key: "get-bookmark-progress", obj: self),
				.failure: LocalizedString("bookmarkeditor-screenlet", key: "get-bookmark-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("bookmarkeditor-screenlet", key: "get-bookmark-progress", obj: self),
				.failure: LocalizedString("bookmarkeditor-screenlet", key: "get-bookmark-error", obj: self)],
			BookmarkEditorScreenlet.DeleteBookmarkAction: [
				.working: LocalizedString("bookmarkeditor-screenlet", key: "delete-bookmark-progress", obj: self),
				.failure: LocalizedString("bookmarkeditor-screenlet", key: "delete-bookmark-error", obj: self)],
			BookmarkEditorScreenlet.MoveBookmarkAction: [
				.working: LocalizedString("bookmarkeditor-screenlet", key: "move-bookmark-progress", obj: self),
				.failure: LocalizedString("bookmarkeditor-screenlet", key: "move-bookmark-error", obj: self)],
			BookmarkEditorScreenlet.SearchBookmarksAction: [
				.working: LocalizedString("bookmarkeditor-screenlet", key: "search-bookmarks-progress", obj: self),
				.failure: LocalizedString("bookmarkeditor-screenlet", key: "search-bookmarks-error", obj: self)],
		]
	}

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		getBookmarkButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		deleteBookmarkButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		moveBookmarkButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		searchBookmarksButton?.titleLabel?.adjustsFontForContentSizeCategory = true
		updateButtons()
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		targetFolderIdTextField?.placeholder = LocalizedString("bookmarkeditor-screenlet", key: "targetFolderId-placeholder", obj: self)
		targetFolderIdTextField?.accessibilityLabel = LocalizedString("bookmarkeditor-screenlet", key: "targetFolderId-placeholder", obj: self)
		getBookmarkButton?.setTitle(LocalizedString("bookmarkeditor-screenlet", key: "get-bookmark-button", obj: self), for: .normal)
		getBookmarkButton?.accessibilityLabel = LocalizedString("bookmarkeditor-screenlet", key: "get-bookmark-button", obj: self)
		deleteBookmarkButton?.setTitle(LocalizedString("bookmarkeditor-screenlet", key: "delete-bookmark-button", obj: self), for: .normal)
		deleteBookmarkButton?.accessibilityLabel = LocalizedString("bookmarkeditor-screenlet", key: "delete-bookmark-button", obj: self)
		moveBookmarkButton?.setTitle(LocalizedString("bookmarkeditor-screenlet", key: "move-bookmark-button", obj: self), for: .normal)
		moveBookmarkButton?.accessibilityLabel = LocalizedString("bookmarkeditor-screenlet", key: "move-bookmark-button", obj: self)
		searchBookmarksButton?.setTitle(LocalizedString("bookmarkeditor-screenlet", key: "search-bookmarks-button", obj: self), for: .normal)
		searchBookmarksButton?.accessibilityLabel = LocalizedString("bookmarkeditor-screenlet", key: "search-bookmarks-button", obj: self)
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

	/// Sent by each required input's control as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in.
	open func updateButtons() {
		moveBookmarkButton?.isEnabled = !(targetFolderIdTextField?.text ?? "").isEmpty
	}
}
