import UIKit
import LiferayScreens

@objc(RetitleArticleScreenletDelegate)
public protocol RetitleArticleScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: RetitleArticleScreenlet,
			onArticleRetitled article: Article)

	@objc optional func screenlet(_ screenlet: RetitleArticleScreenlet,
			onRetitleArticleError error: NSError)
}

@objc(RetitleArticleScreenlet)
open class RetitleArticleScreenlet: BaseScreenlet {

	// MARK: Actions

	public static let RetitleArticleAction = "retitle-article"

	// MARK: Inspectables

	@IBInspectable open var articleId: Int64 = 0
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var viewModel: RetitleArticleViewModel {
		return screenletView as! RetitleArticleViewModel
	}

	open var retitleArticleDelegate: RetitleArticleScreenletDelegate? {
		return delegate as? RetitleArticleScreenletDelegate
	}

	// MARK: BaseScreenlet

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		switch name {
		case RetitleArticleScreenlet.RetitleArticleAction, BaseScreenlet.DefaultAction:
			return createRetitleArticleInteractor()
		default:
			return nil
		}
	}

	// MARK: Private methods

	fileprivate func createRetitleArticleInteractor() -> Interactor {
		let interactor = RetitleArticleInteractor(
				screenlet: self,
				articleId: self.articleId,
				title: viewModel.title,
				cover: viewModel.cover?.path)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			if let article = interactor.resultArticle {
				// Added: the form is ready for the next one.
				self.viewModel.title = ""
				self.viewModel.cover = nil
				self.retitleArticleDelegate?.screenlet?(self, onArticleRetitled: article)
			}
			else {
				// Offline the write waits in the cache; either way there is nothing to show.
				self.retitleArticleDelegate?.screenlet?(self, onRetitleArticleError: interactor.lastError
						?? NSError.errorWithCause(.invalidServerResponse,
								message: LocalizedString("retitlearticle-screenlet", key: "invalid-answer", obj: self)))
			}
		}

		interactor.onFailure = { error in
			self.retitleArticleDelegate?.screenlet?(self, onRetitleArticleError: error)
		}

		return interactor
	}
}
