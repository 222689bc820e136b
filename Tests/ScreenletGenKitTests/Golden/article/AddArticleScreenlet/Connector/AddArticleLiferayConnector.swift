import UIKit
import LiferayScreens

nonisolated open class AddArticleLiferayConnector: ServerConnector, @unchecked Sendable {

	public let title: String
	public let body: String
	public let cover: String?

	/// Sent with the add: the portal adds an entry for a new code and updates the entry of a
	/// known one, so an add sent twice (a sync after a lost answer) adds one entry.
	open var externalReferenceCode = UUID().uuidString

	open var resultArticle: Article?

	// MARK: Initializers

	public init(title: String, body: String, cover: String?) {
		self.title = title
		self.body = body
		self.cover = cover

		super.init()
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if title.isEmpty {
				return ValidationError("addarticle-screenlet", "empty-title", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		do {
			let result = try ArticleRequest(method: "PUT", path: "/by-external-reference-code/" + ArticleRequest.segment(externalReferenceCode),
					body: ["title_i18n": ArticleRequest.translations(title, stored: nil),
							"body": body,
							"cover": ArticleRequest.file(at: cover),
							"externalReferenceCode": externalReferenceCode])
					.send(session: session)

			if let result = result as? [String: AnyObject], Article.isComplete(result) {
				resultArticle = Article(attributes: result)
				lastError = nil
			}
			else {
				lastError = NSError.errorWithCause(.invalidServerResponse,
						message: LocalizedString("addarticle-screenlet", key: "invalid-answer", obj: self))
				resultArticle = nil
			}
		}
		catch let error as NSError {
			lastError = error
			resultArticle = nil
		}
	}
}
