import UIKit
import LiferayScreens

@objc(AddBookmarkScreenletDelegate)
public protocol AddBookmarkScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: AddBookmarkScreenlet,
			onBookmarkAdded bookmark: Bookmark)

	@objc optional func screenlet(_ screenlet: AddBookmarkScreenlet,
			onAddBookmarkError error: NSError)
}

@objc(AddBookmarkScreenlet)
open class AddBookmarkScreenlet: BaseScreenlet {

	// MARK: Actions

	public static let AddBookmarkAction = "add-bookmark"

	// MARK: Inspectables

	@IBInspectable open var folderId: Int64 = 0
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var viewModel: AddBookmarkViewModel {
		return screenletView as! AddBookmarkViewModel
	}

	open var addBookmarkDelegate: AddBookmarkScreenletDelegate? {
		return delegate as? AddBookmarkScreenletDelegate
	}

	// MARK: BaseScreenlet

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		switch name {
		case AddBookmarkScreenlet.AddBookmarkAction, BaseScreenlet.DefaultAction:
			return createAddBookmarkInteractor()
		default:
			return nil
		}
	}

	// MARK: Private methods

	fileprivate func createAddBookmarkInteractor() -> Interactor {
		let interactor = AddBookmarkInteractor(
				screenlet: self,
				folderId: self.folderId,
				title: viewModel.title,
				url: viewModel.url)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			if let bookmark = interactor.resultBookmark {
				// Added: the form is ready for the next one.
				self.viewModel.title = ""
				self.viewModel.url = ""
				self.addBookmarkDelegate?.screenlet?(self, onBookmarkAdded: bookmark)
			}
			else {
				// Offline the write waits in the cache; either way there is nothing to show.
				self.addBookmarkDelegate?.screenlet?(self, onAddBookmarkError: interactor.lastError
						?? NSError.errorWithCause(.invalidServerResponse,
								message: LocalizedString("addbookmark-screenlet", key: "invalid-answer", obj: self)))
			}
		}

		interactor.onFailure = { error in
			self.addBookmarkDelegate?.screenlet?(self, onAddBookmarkError: error)
		}

		return interactor
	}
}
