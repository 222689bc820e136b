import UIKit
import LiferayScreens

@objc(FolderManagerScreenletDelegate)
public protocol FolderManagerScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(onBookmarkFolderDeleted screenlet: FolderManagerScreenlet)

	@objc optional func screenlet(_ screenlet: FolderManagerScreenlet,
			onDeleteFolderError error: NSError)

	@objc optional func screenlet(_ screenlet: FolderManagerScreenlet,
			onBookmarkFolderLoaded bookmarkFolder: BookmarkFolder)

	@objc optional func screenlet(_ screenlet: FolderManagerScreenlet,
			onLoadFolderError error: NSError)
}

@objc(FolderManagerScreenlet)
open class FolderManagerScreenlet: BaseScreenlet {

	// MARK: Actions

	public static let DeleteFolderAction = "delete-folder"
	public static let LoadFolderAction = "load-folder"

	// MARK: Inspectables

	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue
	@IBInspectable open var autoLoad: Bool = true

	// MARK: Public properties

	open var viewModel: FolderManagerViewModel {
		return screenletView as! FolderManagerViewModel
	}

	open var folderManagerDelegate: FolderManagerScreenletDelegate? {
		return delegate as? FolderManagerScreenletDelegate
	}

	// MARK: BaseScreenlet

	/// Shown, the screenlet loads the entry into its form first, so that a change sends what
	/// the entry holds and not blanks for what was never shown.
	override open func onShow() {
		super.onShow()

		if autoLoad {
			performAction(name: FolderManagerScreenlet.LoadFolderAction)
		}
	}

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		switch name {
		case FolderManagerScreenlet.DeleteFolderAction, BaseScreenlet.DefaultAction:
			return createDeleteFolderInteractor()
		case FolderManagerScreenlet.LoadFolderAction:
			return createLoadFolderInteractor()
		default:
			return nil
		}
	}

	// MARK: Public methods

	/// Shows a loaded BookmarkFolder in the form: each input takes the attribute of its name.
	open func fillForm(_ bookmarkFolder: BookmarkFolder) {
		viewModel.folderId = NSNumber(value: bookmarkFolder.folderId)
	}

	// MARK: Private methods

	fileprivate func createDeleteFolderInteractor() -> Interactor {
		let interactor = DeleteFolderInteractor(
				screenlet: self,
				folderId: viewModel.folderId?.int64Value,
				includeTrashedEntries: viewModel.includeTrashedEntries)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			self.folderManagerDelegate?.screenlet?(onBookmarkFolderDeleted: self)
		}

		interactor.onFailure = { error in
			self.folderManagerDelegate?.screenlet?(self, onDeleteFolderError: error)
		}

		return interactor
	}

	fileprivate func createLoadFolderInteractor() -> Interactor {
		let interactor = LoadFolderInteractor(
				screenlet: self,
				folderId: viewModel.folderId?.int64Value)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			if let bookmarkFolder = interactor.resultBookmarkFolder {
				self.fillForm(bookmarkFolder)
				self.folderManagerDelegate?.screenlet?(self, onBookmarkFolderLoaded: bookmarkFolder)
			}
			else {
				// Offline the write waits in the cache; either way there is nothing to show.
				self.folderManagerDelegate?.screenlet?(self, onLoadFolderError: interactor.lastError
						?? NSError.errorWithCause(.invalidServerResponse,
								message: LocalizedString("foldermanager-screenlet", key: "invalid-answer", obj: self)))
			}
		}

		interactor.onFailure = { error in
			self.folderManagerDelegate?.screenlet?(self, onLoadFolderError: error)
		}

		return interactor
	}
}
