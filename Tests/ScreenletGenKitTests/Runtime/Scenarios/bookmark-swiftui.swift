// Scenarios of Examples/bookmark-swiftui.json: Bookmark List and Add Bookmark with their
// `async` functions and SwiftUI views, used without a screenlet on screen.
import Foundation

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

func add(_ title: String, _ url: String, offlinePolicy: CacheStrategyType = .remoteFirst) -> Task<Bookmark, Error> {
	return Task {
		try await AddBookmarkInteractor.run(folderId: 7, title: title, url: url, offlinePolicy: offlinePolicy)
	}
}

// MARK: async actions

scenario("async add: online, returns the bookmark the portal answered") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(bookmarkRow(1)))
	recordOutcome("run", awaitOutcome(add("Liferay", "https://liferay.com")))
}

scenario("async add: an answer without url, the screenlet's error") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(#"{"name": "Liferay"}"#))
	recordOutcome("run", awaitOutcome(add("Liferay", "https://liferay.com")))
}

scenario("async add: empty title, the validation's message, nothing sent") {
	recordOutcome("run", awaitOutcome(add("", "https://liferay.com")))
}

scenario("async add: offline, remote only, the framework's error") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .offline)
	recordOutcome("run", awaitOutcome(add("Liferay", "https://liferay.com", offlinePolicy: .remoteOnly)))
}

scenario("async add: offline, remote first, recorded for the SyncManager and thrown once") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .offline)
	recordOutcome("run", awaitOutcome(add("Liferay", "https://liferay.com")))
}

scenario("async add: recorded offline, then sent by the SyncManager") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .offline)
	recordOutcome("run", awaitOutcome(add("Liferay", "https://liferay.com")))
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(bookmarkRow(1)))
	let manager = RuntimeSyncLog.manager { AddBookmarkScreenlet.addSynchronizer(to: $0) }
	manager.startSync()
	RuntimeQueue.drain()
}

scenario("async add: cancelled while the request waits, nothing is sent") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(bookmarkRow(1)))
	let task = add("Liferay", "https://liferay.com")
	// The call queues the interactor's start for the main thread; the start queues the request.
	RuntimeQueue.waitForJob()
	RuntimeQueue.runMainJobs()
	task.cancel()
	recordOutcome("run", awaitOutcome(task))
}

scenario("async add: cancelled before it starts, nothing is sent") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(bookmarkRow(1)))
	let task = add("Liferay", "https://liferay.com")
	RuntimeQueue.waitForJob()
	task.cancel()
	recordOutcome("run", awaitOutcome(task))
}

// MARK: SwiftUI views

/// SwiftUI's nib loading, as the model does it: the theme's view, with its outlets.
func loadTheme(_ list: BookmarkListScreenlet) {
	list.load(view: BookmarkListView_default())
}

func loadTheme(_ add: AddBookmarkScreenlet) -> AddBookmarkView_default {
	let view = AddBookmarkView_default()
	view.titleTextField = UITextField()
	view.urlTextField = UITextField()
	view.addBookmarkButton = UIButton()
	add.load(view: view)
	return view
}

func listView(folderId: Int64, tag: String = "") -> BookmarkListView {
	return BookmarkListView(folderId: folderId, onBookmarkListResponse: { bookmarks in
		Transcript.record("\(tag)onBookmarkListResponse: \(bookmarks.count) rows, \(bookmarks.first.map { $0.name } ?? "-")…\(bookmarks.last.map { $0.name } ?? "-")")
	}, onBookmarkListError: { error in
		Transcript.record("\(tag)onBookmarkListError: \(describe(error))")
	}) { bookmark in
		Transcript.record("\(tag)onBookmarkSelected: \(bookmark.name)")
	}
}

func addView(folderId: Int64, themeName: String? = nil) -> AddBookmarkView {
	return AddBookmarkView(folderId: folderId, themeName: themeName, onAddBookmarkError: { error in
		Transcript.record("onAddBookmarkError: \(describe(error))")
	}) { bookmark in
		Transcript.record("onBookmarkAdded: \(bookmark.name)")
	}
}

scenario("swiftui list: shown, its first page and a tapped row reach the closures once each") {
	serveBookmarks(120)
	let hosting = RuntimeHosting(listView(folderId: 7))
	loadTheme(hosting.uiView)
	hosting.uiView.onShow()
	RuntimeQueue.drain()
	(hosting.uiView.baseListView as! BaseListTableView).selectRow(3)
}

scenario("swiftui list: a new folderId reaches the screenlet, which loads again") {
	serveBookmarks(120)
	let hosting = RuntimeHosting(listView(folderId: 7))
	loadTheme(hosting.uiView)
	hosting.uiView.onShow()
	RuntimeQueue.drain()
	hosting.update(listView(folderId: 8))
	Transcript.record("screenlet folderId: \(hosting.uiView.folderId)")
}

scenario("swiftui list: a new folderId while the first page loads, the old load is cancelled, its rows never shown") {
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries") { params in
		let total = intParam(params, "folderId") == 7 ? 120 : 10
		let start = intParam(params, "start")
		return .json(jsonRows(start..<max(start, min(intParam(params, "end"), total)), bookmarkRow))
	}
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries-count") { params in
		return .json(intParam(params, "folderId") == 7 ? "120" : "10")
	}
	let hosting = RuntimeHosting(listView(folderId: 7))
	loadTheme(hosting.uiView)
	hosting.uiView.onShow()
	hosting.update(listView(folderId: 8))
	RuntimeQueue.drain()
	Transcript.record("rows: \(hosting.uiView.baseListView.rowCount)")
}

scenario("swiftui list: a new theme is a new View without rows, and the list loads again") {
	serveBookmarks(120)
	let hosting = RuntimeHosting(listView(folderId: 7))
	loadTheme(hosting.uiView)
	hosting.uiView.onShow()
	RuntimeQueue.drain()
	hosting.update(BookmarkListView(folderId: 7, themeName: "Flat", onBookmarkListResponse: { bookmarks in
		Transcript.record("onBookmarkListResponse: \(bookmarks.count) rows")
	}))
	RuntimeQueue.drain()
	Transcript.record("rows: \(hosting.uiView.baseListView.rowCount)")
}

scenario("swiftui list: the same values again, nothing loads again") {
	serveBookmarks(120)
	let hosting = RuntimeHosting(listView(folderId: 7))
	loadTheme(hosting.uiView)
	hosting.uiView.onShow()
	RuntimeQueue.drain()
	hosting.update(listView(folderId: 7))
}

scenario("swiftui list: the latest view's closures are the ones called") {
	serveBookmarks(120)
	let hosting = RuntimeHosting(listView(folderId: 7, tag: "first "))
	loadTheme(hosting.uiView)
	hosting.update(listView(folderId: 7, tag: "second "))
	hosting.uiView.onShow()
	RuntimeQueue.drain()
}

scenario("swiftui list: offline, nothing cached, the error closure once") {
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries", .offline)
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries-count", .offline)
	let hosting = RuntimeHosting(listView(folderId: 7))
	loadTheme(hosting.uiView)
	hosting.uiView.onShow()
}

scenario("swiftui add: typed and tapped, the bookmark reaches the trailing closure once") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(bookmarkRow(1)))
	let hosting = RuntimeHosting(addView(folderId: 7))
	let view = loadTheme(hosting.uiView)
	view.titleTextField!.text = "Liferay"
	view.inputDidChange(view.titleTextField!)
	view.urlTextField!.text = "https://liferay.com"
	view.inputDidChange(view.urlTextField!)
	view.addBookmark(view.addBookmarkButton!)
}

scenario("swiftui add: offline, the error closure once") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .offline)
	let hosting = RuntimeHosting(addView(folderId: 7))
	let view = loadTheme(hosting.uiView)
	view.titleTextField!.text = "Liferay"
	view.urlTextField!.text = "https://liferay.com"
	view.addBookmark(view.addBookmarkButton!)
}

scenario("swiftui add: a new folderId reaches the screenlet and the next add sends it") {
	RuntimeServer.on("/bookmarks.bookmarksentry/add-entry", .json(bookmarkRow(1)))
	let hosting = RuntimeHosting(addView(folderId: 7))
	let view = loadTheme(hosting.uiView)
	hosting.update(addView(folderId: 9))
	view.titleTextField!.text = "Liferay"
	view.urlTextField!.text = "https://liferay.com"
	view.addBookmark(view.addBookmarkButton!)
}

scenario("swiftui add: a new theme loads its view once; the same theme again, nothing") {
	let hosting = RuntimeHosting(addView(folderId: 7))
	hosting.update(addView(folderId: 7, themeName: "Flat"))
	hosting.update(addView(folderId: 7, themeName: "Flat"))
	hosting.update(addView(folderId: 7, themeName: "flat"))
	hosting.update(addView(folderId: 7))
}

// MARK: async pages

/// Every page of `pages(…)`, one line each, and how the sequence ended.
func recordPages(_ pages: BookmarkListPageLoadInteractor.Pages) {
	let outcome = awaitOutcome(Task { () -> [[Bookmark]] in
		var all: [[Bookmark]] = []
		for try await page in pages {
			all.append(page)
		}
		return all
	})
	switch outcome {
	case .success(let all):
		for page in all {
			Transcript.record("async page: \(page.count) rows, \(page.first!.name)…\(page.last!.name)")
		}
		Transcript.record("async pages: \(all.count), \(all.map { $0.count }.reduce(0, +)) rows")
	case .failure(let error):
		Transcript.record("async pages threw \(describe(error as NSError))")
	}
}

/// The screenlet's pages as a user scrolling to the end loads them, one line each.
func recordScreenletPages(_ total: Int) {
	let list = BookmarkListScreenlet(frame: .zero, themeName: nil)
	list.folderId = 7
	list.firstPageSize = 50
	list.pageSize = 50
	let recorder = PageRecorder()
	list.delegate = recorder
	list.load(view: BookmarkListView_default())
	list.loadList()
	RuntimeQueue.drain()
	_ = list.baseListView.scrollThroughRows()
	RuntimeQueue.drain()
	Transcript.record("screenlet pages: \(recorder.pages), \(list.baseListView.rowCount) rows")
}

final class PageRecorder: NSObject, BookmarkListScreenletDelegate {
	var pages = 0

	func screenlet(_ screenlet: BookmarkListScreenlet, onBookmarkListResponse bookmarks: [Bookmark]) {
		pages += 1
		Transcript.record("screenlet page: \(bookmarks.count) rows, \(bookmarks.first!.name)…\(bookmarks.last!.name)")
	}

	func screenlet(_ screenlet: BookmarkListScreenlet, onBookmarkListError error: NSError) {
		Transcript.record("screenlet error: \(describe(error))")
	}

	func screenlet(_ screenlet: BookmarkListScreenlet, onBookmarkSelected bookmark: Bookmark) {}
}

scenario("async pages: 120 rows in pages of 50, as the screenlet pages them") {
	serveBookmarks(120)
	recordScreenletPages(120)
	recordPages(BookmarkListPageLoadInteractor.pages(folderId: 7, firstPageSize: 50, pageSize: 50))
}

scenario("async pages: 100 rows in pages of 50, the count ends the sequence without an empty page") {
	serveBookmarks(100)
	recordPages(BookmarkListPageLoadInteractor.pages(folderId: 7, firstPageSize: 50, pageSize: 50))
}

scenario("async pages: offline, the pages the screenlet cached") {
	serveBookmarks(120)
	recordScreenletPages(120)
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries", .offline)
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries-count", .offline)
	recordPages(BookmarkListPageLoadInteractor.pages(folderId: 7, firstPageSize: 50, pageSize: 50))
}

scenario("async pages: offline, nothing cached, the framework's error") {
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries", .offline)
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries-count", .offline)
	recordPages(BookmarkListPageLoadInteractor.pages(folderId: 7))
}

scenario("async page: page 1 alone, rows 50 to 75 with the default sizes, no count") {
	serveBookmarks(120)
	recordOutcome("loadPage", awaitOutcome(Task { try await BookmarkListPageLoadInteractor.loadPage(1, folderId: 7) }).map { "\($0.rows.count) rows \($0.rows.first!.name)…\($0.rows.last!.name), count \(describe($0.rowCount))" })
}

scenario("async pages: after a page fails, the sequence has ended") {
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries", .offline)
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries-count", .offline)
	recordOutcome("iterator", awaitOutcome(Task { () -> String in
		var iterator = BookmarkListPageLoadInteractor.pages(folderId: 7).makeAsyncIterator()
		var first = "a page"
		do {
			_ = try await iterator.next()
		}
		catch {
			first = "threw \(describe(error as NSError))"
		}
		let second = try await iterator.next()
		return "\(first), then \(second == nil ? "nil" : "a page")"
	}))
}
