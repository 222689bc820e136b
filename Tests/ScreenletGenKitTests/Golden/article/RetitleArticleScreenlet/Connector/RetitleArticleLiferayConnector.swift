import UIKit
import LiferayScreens

nonisolated open class RetitleArticleLiferayConnector: ServerConnector, @unchecked Sendable {

	public let articleId: Int64
	public let title: String
	public let cover: String?

	open var resultArticle: Article?

	// MARK: Initializers

	public init(articleId: Int64, title: String, cover: String?) {
		self.articleId = articleId
		self.title = title
		self.cover = cover

		super.init()
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if articleId <= 0 {
				return ValidationError("retitlearticle-screenlet", "undefined-articleId", self)
			}

			if title.isEmpty {
				return ValidationError("retitlearticle-screenlet", "empty-title", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		do {
			// The entry as stored, so that the write sends its other languages back as they are.
			let storedEntry = try ArticleRequest(method: "GET", path: "/" + ArticleRequest.segment(String(articleId))).send(session: session) as? [String: Any]
			let result = try ArticleRequest(method: "PATCH", path: "/" + ArticleRequest.segment(String(articleId)),
					body: ["title_i18n": ArticleRequest.translations(title, stored: storedEntry?["title_i18n"]),
							"cover": ArticleRequest.file(at: cover)])
					.send(session: session)

			if let result = result as? [String: AnyObject], Article.isComplete(result) {
				resultArticle = Article(attributes: result)
				lastError = nil
			}
			else {
				lastError = NSError.errorWithCause(.invalidServerResponse,
						message: LocalizedString("retitlearticle-screenlet", key: "invalid-answer", obj: self))
				resultArticle = nil
			}
		}
		catch let error as NSError {
			lastError = error
			resultArticle = nil
		}
	}
}
