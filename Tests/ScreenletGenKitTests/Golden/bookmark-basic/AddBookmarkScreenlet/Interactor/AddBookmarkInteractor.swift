import UIKit
@preconcurrency import LiferayScreens

nonisolated open class AddBookmarkInteractor: Interactor, LRCallback {

	public let folderId: Int64
	public let title: String
	public let url: String

	open var resultAttributes: [String: AnyObject]?

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, folderId: Int64, title: String, url: String) {
		self.folderId = folderId
		self.title = title
		self.url = url

		super.init(screenlet: screenlet)
	}

	// MARK: Interactor

	override open func start() -> Bool {
		if let error = validateData() {
			callOnFailure(error)
			return false
		}

		guard let session = SessionContext.currentContext?.createRequestSession() else {
			callOnFailure(NSError.errorWithCause(.abortedDueToPreconditions,
					message: LocalizedString("addbookmark-screenlet", key: "login-required", obj: self)))
			return false
		}

		session.callback = self

		let service = LRBookmarksEntryService_v7(session: session)

		// With a callback the session sends the request in the background and the call
		// itself returns nil, which Swift reports as an error: the answer comes to onSuccess.
		_ = try? service.addEntry(withGroupId: LiferayServerContext.groupId,
				folderId: folderId,
				name: title,
				url: url,
				description: "Added from Liferay Screens",
				serviceContext: nil)

		return true
	}

	// MARK: Public methods

	open func validateData() -> ValidationError? {
		if folderId <= 0 {
			return ValidationError("addbookmark-screenlet", "undefined-folderId", self)
		}

		if title.isEmpty {
			return ValidationError("addbookmark-screenlet", "empty-title", self)
		}

		return nil
	}

	// MARK: LRCallback

	open func onFailure(_ error: Error) {
		callOnFailure(error as NSError)
	}

	open func onSuccess(_ result: Any) {
		if let result = result as? [String: AnyObject] {
			resultAttributes = result
			callOnSuccess()
		}
		else {
			callOnFailure(NSError.errorWithCause(.invalidServerResponse,
					message: LocalizedString("addbookmark-screenlet", key: "invalid-answer", obj: self)))
		}
	}
}
