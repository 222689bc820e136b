import UIKit
import LiferayScreens

@objc(BookmarkEditorScreenletDelegate)
public protocol BookmarkEditorScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: BookmarkEditorScreenlet,
			onBookmarkGot bookmark: Bookmark)

	@objc optional func screenlet(_ screenlet: BookmarkEditorScreenlet,
			onGetBookmarkError error: NSError)

	@objc optional func screenlet(onBookmarkDeleted screenlet: BookmarkEditorScreenlet)

	@objc optional func screenlet(_ screenlet: BookmarkEditorScreenlet,
			onDeleteBookmarkError error: NSError)

	@objc optional func screenlet(_ screenlet: BookmarkEditorScreenlet,
			onBookmarkMoved attributes: [String: AnyObject])

	@objc optional func screenlet(_ screenlet: BookmarkEditorScreenlet,
			onMoveBookmarkError error: NSError)

	@objc optional func screenlet(_ screenlet: BookmarkEditorScreenlet,
			onBookmarkSearched attributes: [String: AnyObject])

	@objc optional func screenlet(_ screenlet: BookmarkEditorScreenlet,
			onSearchBookmarksError error: NSError)
}

@objc(BookmarkEditorScreenlet)
open class BookmarkEditorScreenlet: BaseScreenlet {

	// MARK: Actions

	public static let GetBookmarkAction = "get-bookmark"
	public static let DeleteBookmarkAction = "delete-bookmark"
	public static let MoveBookmarkAction = "move-bookmark"
	public static let SearchBookmarksAction = "search-bookmarks"

	// MARK: Inspectables

	@IBInspectable open var entryId: Int64 = 0
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var viewModel: BookmarkEditorViewModel {
		return screenletView as! BookmarkEditorViewModel
	}

	open var bookmarkEditorDelegate: BookmarkEditorScreenletDelegate? {
		return delegate as? BookmarkEditorScreenletDelegate
	}

	// MARK: BaseScreenlet

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		switch name {
		case BookmarkEditorScreenlet.GetBookmarkAction, BaseScreenlet.DefaultAction:
			return createGetBookmarkInteractor()
		case BookmarkEditorScreenlet.DeleteBookmarkAction:
			return createDeleteBookmarkInteractor()
		case BookmarkEditorScreenlet.MoveBookmarkAction:
			return createMoveBookmarkInteractor()
		case BookmarkEditorScreenlet.SearchBookmarksAction:
			return createSearchBookmarksInteractor()
		default:
			return nil
		}
	}

	// MARK: Private methods

	fileprivate func createGetBookmarkInteractor() -> Interactor {
		let interactor = GetBookmarkInteractor(
				screenlet: self,
				entryId: self.entryId)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			if let bookmark = interactor.resultBookmark {
				self.bookmarkEditorDelegate?.screenlet?(self, onBookmarkGot: bookmark)
			}
			else {
				// Offline the write waits in the cache; either way there is nothing to show.
				self.bookmarkEditorDelegate?.screenlet?(self, onGetBookmarkError: interactor.lastError
						?? NSError.errorWithCause(.invalidServerResponse,
								message: LocalizedString("bookmarkeditor-screenlet", key: "invalid-answer", obj: self)))
			}
		}

		interactor.onFailure = { error in
			self.bookmarkEditorDelegate?.screenlet?(self, onGetBookmarkError: error)
		}

		return interactor
	}

	fileprivate func createDeleteBookmarkInteractor() -> Interactor {
		let interactor = DeleteBookmarkInteractor(
				screenlet: self,
				entryId: self.entryId)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			self.bookmarkEditorDelegate?.screenlet?(onBookmarkDeleted: self)
		}

		interactor.onFailure = { error in
			self.bookmarkEditorDelegate?.screenlet?(self, onDeleteBookmarkError: error)
		}

		return interactor
	}

	fileprivate func createMoveBookmarkInteractor() -> Interactor {
		let interactor = MoveBookmarkInteractor(
				screenlet: self,
				entryId: self.entryId,
				targetFolderId: viewModel.targetFolderId?.int64Value)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			if let attributes = interactor.resultAttributes {
				self.bookmarkEditorDelegate?.screenlet?(self, onBookmarkMoved: attributes)
			}
			else {
				// Offline the write waits in the cache; either way there is nothing to show.
				self.bookmarkEditorDelegate?.screenlet?(self, onMoveBookmarkError: interactor.lastError
						?? NSError.errorWithCause(.invalidServerResponse,
								message: LocalizedString("bookmarkeditor-screenlet", key: "invalid-answer", obj: self)))
			}
		}

		interactor.onFailure = { error in
			self.bookmarkEditorDelegate?.screenlet?(self, onMoveBookmarkError: error)
		}

		return interactor
	}

	fileprivate func createSearchBookmarksInteractor() -> Interactor {
		let interactor = SearchBookmarksInteractor(
				screenlet: self)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			if let attributes = interactor.resultAttributes {
				self.bookmarkEditorDelegate?.screenlet?(self, onBookmarkSearched: attributes)
			}
			else {
				// Offline the write waits in the cache; either way there is nothing to show.
				self.bookmarkEditorDelegate?.screenlet?(self, onSearchBookmarksError: interactor.lastError
						?? NSError.errorWithCause(.invalidServerResponse,
								message: LocalizedString("bookmarkeditor-screenlet", key: "invalid-answer", obj: self)))
			}
		}

		interactor.onFailure = { error in
			self.bookmarkEditorDelegate?.screenlet?(self, onSearchBookmarksError: error)
		}

		return interactor
	}
}
