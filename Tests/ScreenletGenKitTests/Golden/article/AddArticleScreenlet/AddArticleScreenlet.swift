import UIKit
import LiferayScreens

@objc(AddArticleScreenletDelegate)
public protocol AddArticleScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: AddArticleScreenlet,
			onArticleAdded article: Article)

	@objc optional func screenlet(_ screenlet: AddArticleScreenlet,
			onAddArticleError error: NSError)
}

@objc(AddArticleScreenlet)
open class AddArticleScreenlet: BaseScreenlet {

	// MARK: Actions

	public static let AddArticleAction = "add-article"

	// MARK: Inspectables

	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var viewModel: AddArticleViewModel {
		return screenletView as! AddArticleViewModel
	}

	open var addArticleDelegate: AddArticleScreenletDelegate? {
		return delegate as? AddArticleScreenletDelegate
	}

	// MARK: BaseScreenlet

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		switch name {
		case AddArticleScreenlet.AddArticleAction, BaseScreenlet.DefaultAction:
			return createAddArticleInteractor()
		default:
			return nil
		}
	}

	// MARK: Private methods

	fileprivate func createAddArticleInteractor() -> Interactor {
		let interactor = AddArticleInteractor(
				screenlet: self,
				title: viewModel.title,
				body: viewModel.body,
				cover: viewModel.cover?.path)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			if let article = interactor.resultArticle {
				// Added: the form is ready for the next one.
				self.viewModel.title = ""
				self.viewModel.body = ""
				self.viewModel.cover = nil
				self.addArticleDelegate?.screenlet?(self, onArticleAdded: article)
			}
			else {
				// Offline the write waits in the cache; either way there is nothing to show.
				self.addArticleDelegate?.screenlet?(self, onAddArticleError: interactor.lastError
						?? NSError.errorWithCause(.invalidServerResponse,
								message: LocalizedString("addarticle-screenlet", key: "invalid-answer", obj: self)))
			}
		}

		interactor.onFailure = { error in
			self.addArticleDelegate?.screenlet?(self, onAddArticleError: error)
		}

		return interactor
	}
}
