// Scenarios of Examples/bookmark-basic.json: the "Basic" style, whose Interactor is the
// session's callback (no Connector, no cache strategy), from its screenlet and from `run`.
import Foundation

final class Recorder: NSObject, AddBookmarkScreenletDelegate {
	func screenlet(_ screenlet: AddBookmarkScreenlet, onBookmarkAdded attributes: [String: AnyObject]) {
		Transcript.record("onBookmarkAdded: \(describe(attributes))")
	}

	func screenlet(_ screenlet: AddBookmarkScreenlet, onAddBookmarkError error: NSError) {
		Transcript.record("onAddBookmarkError: \(describe(error))")
	}
}

let recorder = Recorder()

func makeAdd() -> AddBookmarkView_default {
	let screenlet = AddBookmarkScreenlet(frame: .zero, themeName: nil)
	let view = AddBookmarkView_default()
	view.titleTextField = UITextField()
	view.urlTextField = UITextField()
	view.addBookmarkButton = UIButton()
	screenlet.folderId = 7
	screenlet.delegate = recorder
	screenlet.load(view: view)
	view.titleTextField?.text = "Liferay"
	view.urlTextField?.text = "https://liferay.com"
	return view
}

scenario("add: online") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(#"{"name": "Liferay", "url": "https://liferay.com"}"#))
	let view = makeAdd()
	view.addBookmark(view.addBookmarkButton!)
}

scenario("add: offline") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .offline)
	let view = makeAdd()
	view.addBookmark(view.addBookmarkButton!)
}

// With no one logged in there is no session to send with: the add fails with the log-in
// message before anything is sent.
scenario("add: no one logged in: the log-in message, nothing sent") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(#"{"name": "Liferay", "url": "https://liferay.com"}"#))
	let view = makeAdd()
	SessionContext.currentContext = nil
	view.addBookmark(view.addBookmarkButton!)
}

scenario("add: nil answer") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json("null"))
	let view = makeAdd()
	view.addBookmark(view.addBookmarkButton!)
}

// MARK: async, the callback style

func add(folderId: Int64 = 7) -> Task<[String: AnyObject], Error> {
	return Task {
		try await AddBookmarkInteractor.run(folderId: folderId, title: "Liferay", url: "https://liferay.com")
	}
}

scenario("async add: online, the raw answer") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(#"{"name": "Liferay", "url": "https://liferay.com"}"#))
	recordOutcome("run", awaitOutcome(add()))
}

scenario("async add: offline, the framework's error") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .offline)
	recordOutcome("run", awaitOutcome(add()))
}

scenario("async add: nil answer, the error the delegate hears") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json("null"))
	recordOutcome("run", awaitOutcome(add()))
}

scenario("async add: folder 0, the validation message, nothing sent") {
	recordOutcome("run", awaitOutcome(add(folderId: 0)))
}
