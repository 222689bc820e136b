// Scenarios of Examples/bookmark-editor.json: a read, a void write, raw results and a
// void read on screenlets without inputs.
import Foundation

final class Recorder: NSObject, BookmarkEditorScreenletDelegate, GroupCountScreenletDelegate, SortedBookmarkListScreenletDelegate {
	func screenlet(_ screenlet: SortedBookmarkListScreenlet, onSortedBookmarkListResponse bookmarks: [Bookmark]) {
		Transcript.record("onSortedBookmarkListResponse: \(bookmarks.map { $0.name })")
	}

	func screenlet(_ screenlet: SortedBookmarkListScreenlet, onSortedBookmarkListError error: NSError) {
		Transcript.record("onSortedBookmarkListError: \(describe(error))")
	}

	func screenlet(_ screenlet: SortedBookmarkListScreenlet, onBookmarkSelected bookmark: Bookmark) {
		Transcript.record("onBookmarkSelected: \(bookmark.name)")
	}

	func screenlet(_ screenlet: BookmarkEditorScreenlet, onBookmarkGot bookmark: Bookmark) {
		Transcript.record("onBookmarkGot: name=\(bookmark.name) url=\(bookmark.url) visits=\(describe(bookmark.visits))")
	}

	func screenlet(_ screenlet: BookmarkEditorScreenlet, onGetBookmarkError error: NSError) {
		Transcript.record("onGetBookmarkError: \(describe(error))")
	}

	func screenlet(onBookmarkDeleted screenlet: BookmarkEditorScreenlet) {
		Transcript.record("onBookmarkDeleted")
	}

	func screenlet(_ screenlet: BookmarkEditorScreenlet, onDeleteBookmarkError error: NSError) {
		Transcript.record("onDeleteBookmarkError: \(describe(error))")
	}

	func screenlet(_ screenlet: BookmarkEditorScreenlet, onBookmarkMoved attributes: [String: AnyObject]) {
		Transcript.record("onBookmarkMoved: \(describe(attributes))")
	}

	func screenlet(_ screenlet: BookmarkEditorScreenlet, onMoveBookmarkError error: NSError) {
		Transcript.record("onMoveBookmarkError: \(describe(error))")
	}

	func screenlet(_ screenlet: BookmarkEditorScreenlet, onBookmarkSearched attributes: [String: AnyObject]) {
		Transcript.record("onBookmarkSearched: \(describe(attributes))")
	}

	func screenlet(_ screenlet: BookmarkEditorScreenlet, onSearchBookmarksError error: NSError) {
		Transcript.record("onSearchBookmarksError: \(describe(error))")
	}

	func screenlet(onBookmarkCounted screenlet: GroupCountScreenlet) {
		Transcript.record("onBookmarkCounted")
	}

	func screenlet(_ screenlet: GroupCountScreenlet, onCountGroupEntriesError error: NSError) {
		Transcript.record("onCountGroupEntriesError: \(describe(error))")
	}
}

let recorder = Recorder()

func makeEditor(entryId: Int64, targetFolderId: String = "") -> BookmarkEditorView_default {
	let screenlet = BookmarkEditorScreenlet(frame: .zero, themeName: nil)
	let view = BookmarkEditorView_default()
	view.targetFolderIdTextField = UITextField()
	screenlet.entryId = entryId
	screenlet.delegate = recorder
	screenlet.load(view: view)
	view.targetFolderIdTextField?.text = targetFolderId
	return view
}

let entry = #"{"entryId": 5, "name": "Liferay", "url": "https://liferay.com", "visits": 3}"#

scenario("get: online") {
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entry", .json(entry))
	makeEditor(entryId: 5).userAction(name: BookmarkEditorScreenlet.GetBookmarkAction)
}

scenario("get: offline after an online get") {
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entry", .json(entry))
	let view = makeEditor(entryId: 5)
	view.userAction(name: BookmarkEditorScreenlet.GetBookmarkAction)
	RuntimeQueue.drain()
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entry", .offline)
	view.userAction(name: BookmarkEditorScreenlet.GetBookmarkAction)
}

scenario("get: no entry") {
	makeEditor(entryId: 0).userAction(name: BookmarkEditorScreenlet.GetBookmarkAction)
}

scenario("delete: offline, recorded to sync") {
	RuntimeServer.on("/bookmarks.bookmarksentry/delete-entry", .offline)
	makeEditor(entryId: 5).userAction(name: BookmarkEditorScreenlet.DeleteBookmarkAction)
}

scenario("delete: cache-first, recorded then sent") {
	RuntimeServer.on("/bookmarks.bookmarksentry/delete-entry", .json("null"))
	let view = makeEditor(entryId: 5)
	(view.screenlet as! BookmarkEditorScreenlet).offlinePolicy = "cache-first"
	view.userAction(name: BookmarkEditorScreenlet.DeleteBookmarkAction)
}

scenario("move: raw answer") {
	RuntimeServer.on("/bookmarks.bookmarksentry/move-entry", .json(entry))
	makeEditor(entryId: 5, targetFolderId: "9").userAction(name: BookmarkEditorScreenlet.MoveBookmarkAction)
}

scenario("move: offline") {
	RuntimeServer.on("/bookmarks.bookmarksentry/move-entry", .offline)
	makeEditor(entryId: 5, targetFolderId: "9").userAction(name: BookmarkEditorScreenlet.MoveBookmarkAction)
}

// The read's cache key starts with the site, as a list's: offline after a move to another site,
// the first site's answer is not shown as this one's.
scenario("search: online, then offline from the cache; offline in another site, nothing cached") {
	RuntimeServer.on("/bookmarks.bookmarksentry/search", .json(#"{"total": 1}"#))
	makeEditor(entryId: 5).userAction(name: BookmarkEditorScreenlet.SearchBookmarksAction)
	RuntimeQueue.drain()
	RuntimeServer.on("/bookmarks.bookmarksentry/search", .offline)
	makeEditor(entryId: 5).userAction(name: BookmarkEditorScreenlet.SearchBookmarksAction)
	RuntimeQueue.drain()
	LiferayServerContext.groupId = 20144
	Transcript.record("-- LiferayServerContext.groupId = 20144")
	makeEditor(entryId: 5).userAction(name: BookmarkEditorScreenlet.SearchBookmarksAction)
}

scenario("search: offline, nothing cached") {
	RuntimeServer.on("/bookmarks.bookmarksentry/search", .offline)
	makeEditor(entryId: 5).userAction(name: BookmarkEditorScreenlet.SearchBookmarksAction)
}

scenario("count: online and offline") {
	RuntimeServer.on("/bookmarks.bookmarksentry/get-group-entries-count", .json("12"))
	let screenlet = GroupCountScreenlet(frame: .zero, themeName: nil)
	screenlet.delegate = recorder
	screenlet.load(view: GroupCountView_default())
	screenlet.performDefaultAction()
	RuntimeQueue.drain()
	RuntimeServer.on("/bookmarks.bookmarksentry/get-group-entries-count", .offline)
	screenlet.performDefaultAction()
}

scenario("sorted list: the order-by comparator reaches the portal and the cache key") {
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries") { params in
		let descending = (params["+orderByComparator"] as? String)?.hasSuffix("NameComparator") == true
		let names = descending ? ["c", "b", "a"] : ["a", "b", "c"]
		return .json(jsonRows(0..<3) { #"{"entryId": \#($0), "name": "\#(names[$0])", "url": "u"}"# })
	}
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries-count", .json("3"))
	let list = SortedBookmarkListScreenlet(frame: .zero, themeName: nil)
	list.folderId = 7
	list.delegate = recorder
	list.load(view: SortedBookmarkListView_default())
	list.loadList()
	RuntimeQueue.drain()
	list.obcClassName = "com.liferay.bookmarks.util.comparator.EntryNameComparator"
	list.loadList()
}

/// A portal with `total` bookmarks (entryId = row), answering any page of them.
func serveSortedBookmarks(_ total: Int) {
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries") { params in
		let start = intParam(params, "start")
		let end = min(intParam(params, "end"), total)
		return .json(jsonRows(start..<max(start, end)) { #"{"entryId": \#($0), "name": "b\#($0)", "url": "u"}"# })
	}
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries-count", .json("\(total)"))
}

func makeSortedList() -> SortedBookmarkListScreenlet {
	let list = SortedBookmarkListScreenlet(frame: .zero, themeName: nil)
	list.folderId = 7
	list.firstPageSize = 50
	list.pageSize = 50
	list.delegate = recorder
	// The cell nib's contents: its class, its labels connected to the outlets.
	RuntimeNibs.register("BookmarkCell_default") {
		let cell = BookmarkCell_default(style: .default, reuseIdentifier: "bookmarkCell")
		cell.nameLabel = UILabel()
		cell.urlLabel = UILabel()
		cell.visitsLabel = UILabel()
		return cell
	}
	let view = SortedBookmarkListView_default()
	view.cellText = { ($0 as? BookmarkCell_default)?.nameLabel?.text }
	list.load(view: view)
	return list
}

/// Every label of a row of the sorted list's cell nib.
func rowLabels(_ list: SortedBookmarkListScreenlet, _ row: Int) -> String {
	let view = list.baseListView as! SortedBookmarkListView_default
	let cell = view.doDequeueReusableCell(row: row, object: view.rowsForSectionIndex(0)[row])
	if let object = view.rowsForSectionIndex(0)[row] {
		view.doFillLoadedCell(row: row, cell: cell, object: object)
	}
	else {
		view.doFillInProgressCell(row: row, cell: cell)
	}
	let labels = cell as! BookmarkCell_default
	return "row \(row): \(describe(labels.nameLabel?.text)) \(describe(labels.urlLabel?.text)) \(describe(labels.visitsLabel?.text))"
}

scenario("sorted list: a delete of row 60 of 120 leaves 119 rows, without loading again") {
	serveSortedBookmarks(120)
	let list = makeSortedList()
	list.loadList()
	RuntimeQueue.drain()
	_ = list.baseListView.scrollThroughRows()
	Transcript.record("-- the editor deleted entry 60")
	list.deleteBookmark(entryId: 60)
	let texts = list.baseListView.scrollThroughRows()
	Transcript.record("cells: \(texts.count), row 59 \(texts[59] ?? "nil"), row 60 \(texts[60] ?? "nil"), last \(texts.last.flatMap { $0 } ?? "nil")")
	list.deleteBookmark(entryId: 500)
	Transcript.record("rows after deleting an entry the list does not show: \(list.baseListView.rowsForSectionIndex(0).count)")
}

scenario("sorted list: tapping a row tells the delegate which bookmark") {
	serveSortedBookmarks(3)
	let list = makeSortedList()
	list.loadList()
	RuntimeQueue.drain()
	(list.baseListView as! BaseListTableView).selectRow(1)
}

scenario("sorted list: each row shows the name, the URL and the visits in the cell nib's labels") {
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries", .json(#"[{"entryId": 1, "name": "Liferay", "url": "https://liferay.com", "visits": 12}, {"entryId": 2, "name": "Docs", "url": "https://learn.liferay.com"}]"#))
	RuntimeServer.on("/bookmarks.bookmarksentry/get-entries-count", .json("3"))
	let list = makeSortedList()
	list.loadList()
	RuntimeQueue.drain()
	Transcript.record(rowLabels(list, 0))
	Transcript.record(rowLabels(list, 1))
	Transcript.record(rowLabels(list, 2))
	RuntimeQueue.drain()
}

scenario("sync: a delete and a move made offline are sent when back online, each once") {
	RuntimeServer.on("/bookmarks.bookmarksentry/delete-entry", .offline)
	RuntimeServer.on("/bookmarks.bookmarksentry/move-entry", .offline)
	makeEditor(entryId: 5).userAction(name: BookmarkEditorScreenlet.DeleteBookmarkAction)
	RuntimeQueue.drain()
	makeEditor(entryId: 6, targetFolderId: "9").userAction(name: BookmarkEditorScreenlet.MoveBookmarkAction)
	RuntimeQueue.drain()
	RuntimeServer.on("/bookmarks.bookmarksentry/delete-entry", .json("{}"))
	RuntimeServer.on("/bookmarks.bookmarksentry/move-entry", .json(entry))
	let manager = RuntimeSyncLog.manager { BookmarkEditorScreenlet.addSynchronizer(to: $0) }
	manager.startSync()
	RuntimeQueue.drain()
	manager.startSync()
}
