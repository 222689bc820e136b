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

	open var targetFolderId: NSNumber? {
		get {
			return NumberText(targetFolderIdTextField?.text, whole: true).number
		}
		set {
			targetFolderIdTextField?.text = NumberText.text(of: newValue, whole: true)
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

	/// Sent by each required input's control, and each number's, as it changes.
	@IBAction func inputDidChange(_ sender: Any) {
		updateButtons()
	}

	// MARK: Required inputs

	/// A button is enabled only while the inputs its action requires are filled in, and each
	/// number it sends reads as a number (or, optional, is empty).
	open func updateButtons() {
		moveBookmarkButton?.isEnabled = NumberText(targetFolderIdTextField?.text, whole: true).isNumber
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
