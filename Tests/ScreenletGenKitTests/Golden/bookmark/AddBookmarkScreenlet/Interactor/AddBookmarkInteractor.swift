import UIKit
import LiferayScreens

nonisolated open class AddBookmarkInteractor: ServerWriteConnectorInteractor {

	public let folderId: Int64
	public let title: String
	public let url: String

	open var resultBookmark: Bookmark?

	// MARK: Initializers

	public init(screenlet: BaseScreenlet, folderId: Int64, title: String, url: String) {
		self.folderId = folderId
		self.title = title
		self.url = url

		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return AddBookmarkLiferayConnector(folderId: folderId, title: title, url: url)
	}

	override open func completedConnector(_ c: ServerConnector) {
		if let connector = c as? AddBookmarkLiferayConnector,
				let result = connector.resultBookmark {
			self.resultBookmark = result
		}
	}
}
