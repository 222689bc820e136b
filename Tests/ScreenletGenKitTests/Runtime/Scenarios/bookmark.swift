// Scenarios of Examples/bookmark.json: the Bookmark List and Add Bookmark screenlets; every
// attribute's value as the model reads it, online and from the cache.
import Foundation

final class Recorder: NSObject, BookmarkListScreenletDelegate, AddBookmarkScreenletDelegate {
	func screenlet(_ screenlet: BookmarkListScreenlet, onBookmarkListResponse bookmarks: [Bookmark]) {
		Transcript.record("onBookmarkListResponse: \(bookmarks.count) rows, \(bookmarks.first.map { $0.name } ?? "-")…\(bookmarks.last.map { $0.name } ?? "-")")
	}

	func screenlet(_ screenlet: BookmarkListScreenlet, onBookmarkListError error: NSError) {
		Transcript.record("onBookmarkListError: \(describe(error))")
	}

	func screenlet(_ screenlet: BookmarkListScreenlet, onBookmarkSelected bookmark: Bookmark) {
		Transcript.record("onBookmarkSelected: \(bookmark.name)")
	}

	var lastAdded: Bookmark?

	func screenlet(_ screenlet: AddBookmarkScreenlet, onBookmarkAdded bookmark: Bookmark) {
		lastAdded = bookmark
		Transcript.record("onBookmarkAdded: name=\(bookmark.name) url=\(bookmark.url) description=\(bookmark.description)")
	}

	func screenlet(_ screenlet: AddBookmarkScreenlet, onAddBookmarkError error: NSError) {
		Transcript.record("onAddBookmarkError: \(describe(error))")
	}
}

let recorder = Recorder()

func bookmarkRow(_ index: Int) -> String {
	return #"{"name": "b\#(index)", "description": "d\#(index)", "url": "https://example.com/\#(index)"}"#
}

/// A portal with `total` bookmarks in folder 7, answering any page of them.
func serveBookmarks(_ total: Int) {
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries") { params in
		let start = intParam(params, "start")
		let end = min(intParam(params, "end"), total)
		return .json(jsonRows(start..<max(start, end), bookmarkRow))
	}
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries-count", .json("\(total)"))
}

func makeList(pageSize: Int = 50, offlinePolicy: String? = nil) -> BookmarkListScreenlet {
	let screenlet = BookmarkListScreenlet(frame: .zero, themeName: nil)
	screenlet.folderId = 7
	screenlet.firstPageSize = pageSize
	screenlet.pageSize = pageSize
	if let policy = offlinePolicy {
		screenlet.offlinePolicy = policy
	}
	screenlet.delegate = recorder
	screenlet.load(view: BookmarkListView_default())
	return screenlet
}

func makeAdd(title: String, url: String, folderId: Int64 = 7) -> (AddBookmarkScreenlet, AddBookmarkView_default) {
	let screenlet = AddBookmarkScreenlet(frame: .zero, themeName: nil)
	let view = AddBookmarkView_default()
	view.titleTextField = UITextField()
	view.urlTextField = UITextField()
	view.addBookmarkButton = UIButton()
	screenlet.folderId = folderId
	screenlet.delegate = recorder
	screenlet.load(view: view)
	type(title, into: view.titleTextField!, of: view)
	type(url, into: view.urlTextField!, of: view)
	return (screenlet, view)
}

/// The user types into a field: its editing-changed event reaches the View (the XIB's connection).
func type(_ text: String, into field: UITextField, of view: AddBookmarkView_default) {
	field.text = text
	view.inputDidChange(field)
}

func formState(_ view: AddBookmarkView_default) -> String {
	return "form: title=\(describe(view.titleTextField?.text)) url=\(describe(view.urlTextField?.text)) button \(view.addBookmarkButton!.isEnabled ? "enabled" : "disabled")"
}

scenario("list: 120 rows, pages of 50, with a count") {
	serveBookmarks(120)
	let list = makeList()
	list.onShow()
	RuntimeQueue.drain()
	let texts = list.baseListView.scrollThroughRows()
	Transcript.record("cells: \(texts.count), last \(texts.last.flatMap { $0 } ?? "nil")")
}

scenario("list: offline, then from the cache") {
	serveBookmarks(120)
	let list = makeList()
	list.loadList()
	RuntimeQueue.drain()
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries", .offline)
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries-count", .offline)
	list.loadList()
}

// The list hands its offlinePolicy to its interactor: cache-first shows what the cache holds
// without asking the portal; remote-only never falls back to the cache.
scenario("list: cache-first, loaded again: the cached rows, the portal not asked") {
	serveBookmarks(3)
	makeList().loadList()
	RuntimeQueue.drain()
	serveBookmarks(5)
	Transcript.record("-- the portal now has 5; a cache-first list loads")
	let list = makeList(offlinePolicy: "cache-first")
	list.loadList()
	RuntimeQueue.drain()
	Transcript.record("rows: \(list.baseListView.rowsForSectionIndex(0).count)")
}

scenario("list: remote-only, offline with rows cached: a failure, never the cache") {
	serveBookmarks(3)
	makeList().loadList()
	RuntimeQueue.drain()
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries", .offline)
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries-count", .offline)
	Transcript.record("-- offline; a remote-only list loads")
	makeList(offlinePolicy: "remote-only").loadList()
}

scenario("list: offline, nothing cached") {
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries", .offline)
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries-count", .offline)
	makeList().loadList()
}

scenario("list: nil answer") {
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries", .json("null"))
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries-count", .json("0"))
	makeList().loadList()
}

scenario("list: a row without its url") {
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries", .json(#"[{"name": "b0", "description": "d0"}]"#))
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries-count", .json("1"))
	let list = makeList()
	list.loadList()
	RuntimeQueue.drain()
	_ = list.baseListView.scrollThroughRows()
}

scenario("add: online") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(bookmarkRow(1)))
	let (_, view) = makeAdd(title: "Liferay", url: "https://liferay.com")
	view.addBookmark(view.addBookmarkButton!)
}

scenario("add: to the root folder, whose id is 0") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(bookmarkRow(1)))
	let (_, view) = makeAdd(title: "Liferay", url: "https://liferay.com", folderId: 0)
	view.addBookmark(view.addBookmarkButton!)
}

scenario("add: offline") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .offline)
	let (_, view) = makeAdd(title: "Liferay", url: "https://liferay.com")
	view.addBookmark(view.addBookmarkButton!)
}

scenario("add: nil answer") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json("null"))
	let (_, view) = makeAdd(title: "Liferay", url: "https://liferay.com")
	view.addBookmark(view.addBookmarkButton!)
}

scenario("add: an answer without url and description") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(#"{"name": "Liferay"}"#))
	let (_, view) = makeAdd(title: "Liferay", url: "https://liferay.com")
	view.addBookmark(view.addBookmarkButton!)
}

scenario("add: empty title") {
	let (screenlet, _) = makeAdd(title: "", url: "https://liferay.com")
	screenlet.performDefaultAction()
}

/// The View's placeholders and button title, as `onSetTranslations()` set them.
func viewTexts(_ view: AddBookmarkView_default) -> String {
	return "texts: \(describe(view.titleTextField?.placeholder)) \(describe(view.urlTextField?.placeholder)) \(describe(view.addBookmarkButton?.title(for: .normal)))"
}

scenario("add: texts from the English string table") {
	let (screenlet, view) = makeAdd(title: "", url: "https://liferay.com")
	Transcript.record(viewTexts(view))
	screenlet.performDefaultAction()
}

scenario("add: a German translation beside en.lproj is picked up, English where it has no text or its key") {
	let folder = NSTemporaryDirectory() + "de-\(ProcessInfo.processInfo.processIdentifier).lproj"
	try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
	let german = """
		"addbookmark-screenlet-title-placeholder" = "Titel";
		"addbookmark-screenlet-empty-title" = "Der Titel darf nicht leer sein";
		"addbookmark-screenlet-add-bookmark-button" = "LESEZEICHEN HINZUFÜGEN";
		"addbookmark-screenlet-url-placeholder" = "addbookmark-screenlet-url-placeholder";
		"""
	try! german.write(toFile: folder + "/addbookmark-screenlet.strings", atomically: false, encoding: .utf8)
	RuntimeStrings.load(language: "de", table: "addbookmark-screenlet", path: folder + "/addbookmark-screenlet.strings")
	try? FileManager.default.removeItem(atPath: folder)
	RuntimeStrings.language = "de-AT"
	let (screenlet, view) = makeAdd(title: "", url: "https://liferay.com")
	Transcript.record(viewTexts(view))
	screenlet.performDefaultAction()
}

/// The app's SyncManager over the session's cache, with the generated synchronizer when asked.
func makeSyncManager(registering: Bool = true) -> SyncManager {
	return RuntimeSyncLog.manager { manager in
		if registering {
			AddBookmarkScreenlet.addSynchronizer(to: manager)
		}
	}
}

func addOffline(title: String, url: String) {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .offline)
	let (_, view) = makeAdd(title: title, url: url)
	view.addBookmark(view.addBookmarkButton!)
	RuntimeQueue.drain()
}

scenario("sync: an add made offline reaches the portal once when back online") {
	addOffline(title: "Liferay", url: "https://liferay.com")
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(bookmarkRow(1)))
	let manager = makeSyncManager()
	manager.startSync()
	RuntimeQueue.drain()
	Transcript.record("-- a second startSync finds nothing to send")
	manager.startSync()
	RuntimeQueue.drain()
}

scenario("sync: two identical adds offline are two entries and two calls") {
	addOffline(title: "Liferay", url: "https://liferay.com")
	addOffline(title: "Liferay", url: "https://liferay.com")
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(bookmarkRow(1)))
	makeSyncManager().startSync()
}

scenario("sync: startSync twice before the first is done sends each entry once") {
	addOffline(title: "Liferay", url: "https://liferay.com")
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(bookmarkRow(1)))
	let manager = makeSyncManager()
	manager.startSync()
	manager.startSync()
	RuntimeQueue.drain()
}

scenario("sync: still offline, the entry fails and waits for the next startSync") {
	addOffline(title: "Liferay", url: "https://liferay.com")
	let manager = makeSyncManager()
	manager.startSync()
	RuntimeQueue.drain()
	Transcript.record("-- back online")
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(bookmarkRow(1)))
	manager.startSync()
	RuntimeQueue.drain()
}

scenario("sync: an entry the portal refuses is failed, not lost") {
	addOffline(title: "Liferay", url: "https://liferay.com")
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json("null"))
	makeSyncManager().startSync()
}

scenario("sync: without addSynchronizer the entry waits in the cache") {
	addOffline(title: "Liferay", url: "https://liferay.com")
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(bookmarkRow(1)))
	makeSyncManager(registering: false).startSync()
}

// The app moves to another site (LiferayServerContext.groupId is settable) between the add and
// the sync: the entry goes to the site it was made in, as Screens' DDL form sends its record.
scenario("sync: an add made offline in one site is sent to that site after the app moved to another") {
	addOffline(title: "Liferay", url: "https://liferay.com")
	LiferayServerContext.groupId = 20144
	Transcript.record("-- LiferayServerContext.groupId = 20144")
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(bookmarkRow(1)))
	makeSyncManager().startSync()
}

// Recorded by a screenlet generated before the site was kept with the write: the app's site.
scenario("sync: an add recorded without its site is sent to the site the app is in") {
	SessionContext.currentContext!.cacheManager.setDirty(collection: "AddBookmark", key: "add-bookmark-recorded-earlier", value: "" as NSString,
		attributes: ["folderId": NSNumber(value: 7), "title": "Liferay", "url": "https://liferay.com"])
	LiferayServerContext.groupId = 20144
	Transcript.record("-- LiferayServerContext.groupId = 20144")
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(bookmarkRow(1)))
	makeSyncManager().startSync()
}

scenario("sync: an entry whose values cannot be read back fails with a message") {
	SessionContext.currentContext!.cacheManager.setDirty(collection: "AddBookmark", key: "add-bookmark-damaged", value: "" as NSString,
		attributes: ["folderId": NSNumber(value: 7), "title": "Liferay"])
	makeSyncManager().startSync()
}

scenario("list: a bookmark added on the Add Bookmark screenlet joins the list without loading again") {
	serveBookmarks(3)
	let list = makeList()
	list.loadList()
	RuntimeQueue.drain()
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(bookmarkRow(3)))
	let (_, view) = makeAdd(title: "b3", url: "https://example.com/3")
	view.addBookmark(view.addBookmarkButton!)
	RuntimeQueue.drain()
	// The app's AddBookmarkScreenletDelegate passes what was added on to the list.
	list.addBookmark(recorder.lastAdded!)
	let texts = list.baseListView.scrollThroughRows()
	Transcript.record("cells: \(texts.map { $0 ?? "nil" })")
}

scenario("list: tapping a row tells the delegate which bookmark") {
	serveBookmarks(3)
	let list = makeList()
	list.loadList()
	RuntimeQueue.drain()
	(list.baseListView as! BaseListTableView).selectRow(2)
}

scenario("add: the button waits for a title and a URL, and the form clears after the add") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(bookmarkRow(1)))
	let (_, view) = makeAdd(title: "", url: "")
	Transcript.record(formState(view))
	tap(view.addBookmarkButton!) { view.addBookmark($0) }
	type("Liferay", into: view.titleTextField!, of: view)
	Transcript.record(formState(view))
	type("https://liferay.com", into: view.urlTextField!, of: view)
	Transcript.record(formState(view))
	tap(view.addBookmarkButton!) { view.addBookmark($0) }
	RuntimeQueue.drain()
	Transcript.record(formState(view))
}

scenario("add: offline, the form keeps what was typed") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .offline)
	let (_, view) = makeAdd(title: "Liferay", url: "https://liferay.com")
	tap(view.addBookmarkButton!) { view.addBookmark($0) }
	RuntimeQueue.drain()
	Transcript.record(formState(view))
}

scenario("add: cancelled before the request leaves, nothing is sent and the delegate hears it once") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(bookmarkRow(1)))
	let (screenlet, view) = makeAdd(title: "Liferay", url: "https://liferay.com")
	tap(view.addBookmarkButton!) { view.addBookmark($0) }
	Transcript.record("running: \(screenlet.isActionRunning(AddBookmarkScreenlet.AddBookmarkAction))")
	screenlet.cancelInteractorsForAction(AddBookmarkScreenlet.AddBookmarkAction)
	RuntimeQueue.drain()
	Transcript.record("running: \(screenlet.isActionRunning(AddBookmarkScreenlet.AddBookmarkAction))")
}

// `description` overrides NSObject's and is the portal's, empty or not.
scenario("list: every attribute's value (empty texts too), online, then offline from the cache") {
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries", .json(#"[{"name": "Liferay", "description": "Été", "url": "https://liferay.com"}, {"name": "", "description": "", "url": ""}]"#))
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries-count", .json("2"))
	let list = makeList()
	for online in [true, false] {
		if !online {
			RuntimeServer.on("/bookmarks.bookmarksentry/get-entries", .offline)
			RuntimeServer.on("/bookmarks.bookmarksentry/get-entries-count", .offline)
		}
		list.loadList()
		RuntimeQueue.drain()
		for row in list.baseListView.rowsForSectionIndex(0) {
			Transcript.record((row as? Bookmark).map { "values: name=\(describe($0.name)) description=\(describe($0.description)) url=\(describe($0.url))" } ?? "values: no bookmark")
		}
	}
}
