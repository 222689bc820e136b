import UIKit
import LiferayScreens

@objc(ArticleListScreenletDelegate)
public protocol ArticleListScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: ArticleListScreenlet,
			onArticleListResponse articles: [Article])

	@objc optional func screenlet(_ screenlet: ArticleListScreenlet,
			onArticleListError error: NSError)

	@objc optional func screenlet(_ screenlet: ArticleListScreenlet,
			onArticleSelected article: Article)
}

@objc(ArticleListScreenlet)
open class ArticleListScreenlet: BaseListScreenlet {

	// MARK: Inspectables

	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var articleListDelegate: ArticleListScreenletDelegate? {
		return delegate as? ArticleListScreenletDelegate
	}

	// MARK: BaseListScreenlet

	override open func createPageLoadInteractor(
			page: Int,
			computeRowCount: Bool) -> BaseListPageLoadInteractor {

		let interactor = ArticleListPageLoadInteractor(
				screenlet: self,
				page: page,
				computeRowCount: computeRowCount,
				startRow: firstRowForPage(page),
				endRow: firstRowForPage(page + 1))

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		return interactor
	}

	override open func onLoadPageError(page: Int, error: NSError) {
		super.onLoadPageError(page: page, error: error)

		articleListDelegate?.screenlet?(self, onArticleListError: error)
	}

	override open func onLoadPageResult(page: Int, rows: [AnyObject], rowCount: Int) {
		super.onLoadPageResult(page: page, rows: rows, rowCount: rowCount)

		articleListDelegate?.screenlet?(self, onArticleListResponse: rows as! [Article])
	}

	override open func onSelectedRow(_ row: AnyObject) {
		articleListDelegate?.screenlet?(self, onArticleSelected: row as! Article)
	}

	// MARK: Changes in place

	/// Shows a article added elsewhere as the last row, without loading the list again.
	open func addArticle(_ article: Article) {
		baseListView.addRow(BaseListView.DefaultSection, element: article)
	}
}
