// Scenarios of Examples/bookmark-folder.json: a paged list with a count and a collection
// theme, a list whose page call takes no start/end, and a delete and a load on one screenlet;
// every attribute's value as the model reads it, online and from the cache.
import Foundation

final class Recorder: NSObject, FolderListScreenletDelegate, RecentFolderListScreenletDelegate, FolderManagerScreenletDelegate {
	func screenlet(_ screenlet: FolderListScreenlet, onFoldersLoaded bookmarkFolders: [BookmarkFolder]) {
		Transcript.record("onFoldersLoaded: \(bookmarkFolders.count) rows, \(bookmarkFolders.first?.name ?? "-")…\(bookmarkFolders.last?.name ?? "-")")
	}

	func screenlet(_ screenlet: FolderListScreenlet, onFoldersError error: NSError) {
		Transcript.record("onFoldersError: \(describe(error))")
	}

	func screenlet(_ screenlet: FolderListScreenlet, onFolderChosen bookmarkFolder: BookmarkFolder) {
		Transcript.record("onFolderChosen: \(bookmarkFolder.name)")
	}

	func screenlet(_ screenlet: RecentFolderListScreenlet, onRecentFolderListResponse bookmarkFolders: [BookmarkFolder]) {
		Transcript.record("onRecentFolderListResponse: \(bookmarkFolders.count) rows, \(bookmarkFolders.first?.name ?? "-")…\(bookmarkFolders.last?.name ?? "-")")
	}

	func screenlet(_ screenlet: RecentFolderListScreenlet, onRecentFolderListError error: NSError) {
		Transcript.record("onRecentFolderListError: \(describe(error))")
	}

	func screenlet(_ screenlet: RecentFolderListScreenlet, onBookmarkFolderSelected bookmarkFolder: BookmarkFolder) {
		Transcript.record("onBookmarkFolderSelected: \(bookmarkFolder.name)")
	}

	func screenlet(onBookmarkFolderDeleted screenlet: FolderManagerScreenlet) {
		Transcript.record("onBookmarkFolderDeleted")
	}

	func screenlet(_ screenlet: FolderManagerScreenlet, onDeleteFolderError error: NSError) {
		Transcript.record("onDeleteFolderError: \(describe(error))")
	}

	var lastLoaded: BookmarkFolder?

	func screenlet(_ screenlet: FolderManagerScreenlet, onBookmarkFolderLoaded bookmarkFolder: BookmarkFolder) {
		lastLoaded = bookmarkFolder
		Transcript.record("onBookmarkFolderLoaded: name=\(bookmarkFolder.name) description=\(bookmarkFolder.description) created=\(bookmarkFolder.createDate.timeIntervalSince1970)")
	}

	func screenlet(_ screenlet: FolderManagerScreenlet, onLoadFolderError error: NSError) {
		Transcript.record("onLoadFolderError: \(describe(error))")
	}
}

let recorder = Recorder()

func folderRow(_ index: Int) -> String {
	return #"{"folderId": \#(1000 + index), "name": "f\#(index)", "createDate": 1500000000000}"#
}

func serveFolders(_ total: Int) {
	RuntimeServer.on("/bookmarks.bookmarksfolder/get-folders") { params in
		guard params["start"] != nil else {
			return .json(jsonRows(0..<total, folderRow))
		}
		let start = intParam(params, "start")
		return .json(jsonRows(start..<max(start, min(intParam(params, "end"), total)), folderRow))
	}
	RuntimeServer.on("/bookmarks.bookmarksfolder/get-folders-count", .json("\(total)"))
}

func makeManager(folderId: String, trash: Bool, offlinePolicy: String? = nil) -> FolderManagerView_default {
	let screenlet = FolderManagerScreenlet(frame: .zero, themeName: nil)
	let view = FolderManagerView_default()
	view.folderIdTextField = UITextField()
	view.includeTrashedEntriesSwitch = UISwitch()
	view.deleteFolderButton = UIButton()
	view.loadFolderButton = UIButton()
	if let policy = offlinePolicy {
		screenlet.offlinePolicy = policy
	}
	screenlet.delegate = recorder
	screenlet.load(view: view)
	view.folderIdTextField?.text = folderId
	view.includeTrashedEntriesSwitch?.isOn = trash
	return view
}

/// The folder list in its collection theme, pages of 50, its cell nib's contents registered.
func makeCollectionList() -> (FolderListScreenlet, FolderListView_default_collection) {
	let list = FolderListScreenlet(frame: .zero, themeName: "default-collection")
	list.firstPageSize = 50
	list.pageSize = 50
	list.parentFolderId = 3
	list.delegate = recorder
	let view = FolderListView_default_collection()
	// The cell nib's contents: its class, its label connected to the outlet.
	RuntimeNibs.register("BookmarkFolderCell_default-collection") {
		let cell = BookmarkFolderCell_default_collection()
		cell.titleLabel = UILabel()
		return cell
	}
	view.cellText = { ($0 as? BookmarkFolderCell_default_collection)?.titleLabel?.text }
	list.load(view: view)
	return (list, view)
}

scenario("collection list: 120 rows, pages of 50, with a count") {
	serveFolders(120)
	let (list, view) = makeCollectionList()
	list.loadList()
	RuntimeQueue.drain()
	let texts = view.scrollThroughRows()
	Transcript.record("cells: \(texts.count), last \(texts.last.flatMap { $0 } ?? "nil")")
}

scenario("list without start/end: 120 rows load once") {
	serveFolders(120)
	let list = RecentFolderListScreenlet(frame: .zero, themeName: nil)
	list.firstPageSize = 50
	list.pageSize = 50
	list.delegate = recorder
	list.load(view: RecentFolderListView_default())
	list.loadList()
	RuntimeQueue.drain()
	var texts = list.baseListView.scrollThroughRows()
	texts += list.baseListView.scrollThroughRows()
	Transcript.record("cells: \(texts.count / 2) twice, rows kept: \(list.baseListView.rows[BaseListView.DefaultSection]!.count)")
}

scenario("delete: online") {
	RuntimeServer.on("/bookmarks.bookmarksfolder/delete-folder", .json("null"))
	let view = makeManager(folderId: "42", trash: true)
	view.deleteFolder(view.deleteFolderButton!)
}

scenario("delete: offline, recorded to sync") {
	RuntimeServer.on("/bookmarks.bookmarksfolder/delete-folder", .offline)
	let view = makeManager(folderId: "42", trash: false)
	view.deleteFolder(view.deleteFolderButton!)
}

scenario("delete: offline, remote-only") {
	RuntimeServer.on("/bookmarks.bookmarksfolder/delete-folder", .offline)
	let view = makeManager(folderId: "42", trash: false, offlinePolicy: "remote-only")
	view.deleteFolder(view.deleteFolderButton!)
}

scenario("delete: no folder") {
	let view = makeManager(folderId: "", trash: false)
	view.deleteFolder(view.deleteFolderButton!)
}

scenario("load: online, then offline from the cache") {
	RuntimeServer.on("/bookmarks.bookmarksfolder/get-folder", .json(folderRow(42)))
	let view = makeManager(folderId: "1042", trash: false)
	view.loadFolder(view.loadFolderButton!)
	RuntimeQueue.drain()
	RuntimeServer.on("/bookmarks.bookmarksfolder/get-folder", .offline)
	view.loadFolder(view.loadFolderButton!)
}

scenario("load: offline, nothing cached") {
	RuntimeServer.on("/bookmarks.bookmarksfolder/get-folder", .offline)
	let view = makeManager(folderId: "1042", trash: false)
	view.loadFolder(view.loadFolderButton!)
}

scenario("load: cache-first reads the cache without asking the portal") {
	RuntimeServer.on("/bookmarks.bookmarksfolder/get-folder", .json(folderRow(42)))
	let view = makeManager(folderId: "1042", trash: false, offlinePolicy: "cache-first")
	view.loadFolder(view.loadFolderButton!)
	RuntimeQueue.drain()
	view.loadFolder(view.loadFolderButton!)
}

scenario("load: nil answer") {
	RuntimeServer.on("/bookmarks.bookmarksfolder/get-folder", .json("null"))
	let view = makeManager(folderId: "1042", trash: false)
	view.loadFolder(view.loadFolderButton!)
}

scenario("load: an answer without createDate") {
	RuntimeServer.on("/bookmarks.bookmarksfolder/get-folder", .json(#"{"folderId": 1042, "name": "f42"}"#))
	let view = makeManager(folderId: "1042", trash: false)
	view.loadFolder(view.loadFolderButton!)
}

scenario("sync: a delete made offline is sent with its values when back online") {
	RuntimeServer.on("/bookmarks.bookmarksfolder/delete-folder", .offline)
	let view = makeManager(folderId: "42", trash: true)
	view.deleteFolder(view.deleteFolderButton!)
	RuntimeQueue.drain()
	RuntimeServer.on("/bookmarks.bookmarksfolder/delete-folder", .json("{}"))
	RuntimeSyncLog.manager { FolderManagerScreenlet.addSynchronizer(to: $0) }.startSync()
}

scenario("collection list: a deleted folder leaves its place without loading again") {
	serveFolders(5)
	let (list, view) = makeCollectionList()
	list.loadList()
	RuntimeQueue.drain()
	list.deleteBookmarkFolder(folderId: 1002)
	Transcript.record("cells: \(view.scrollThroughRows().map { $0 ?? "nil" })")
}

/// Every attribute of the folder as its accessor reads it.
func values(_ folder: BookmarkFolder) -> String {
	return "values: folderId=\(folder.folderId) name=\(describe(folder.name)) description=\(describe(folder.description))"
		+ " createDate=\(describe(date: folder.createDate)) modifiedDate=\(describe(date: folder.modifiedDate)) entriesCount=\(describe(folder.entriesCount))"
}

// Dates are milliseconds (a Double): before 1970 they are negative, and a fraction of a
// millisecond is kept; an id past 2^53 is no Double; an optional attribute may be absent.
scenario("load: every attribute's value (dates before 1970 and with a fraction of a millisecond, optional ones present and absent), online, then offline from the cache") {
	let folders = [
		"9007199254740993": #"{"folderId": 9007199254740993, "name": "Dossier d’été", "description": "About it", "createDate": -86400000, "modifiedDate": 1.5, "entries": 7}"#,
		"1043": #"{"folderId": 1043, "name": "f43", "description": "", "createDate": 1500000000000.25, "modifiedDate": -1000.5, "entries": 0}"#,
		"1044": #"{"folderId": 1044, "name": "f44", "createDate": 0}"#,
	]
	RuntimeServer.on("/bookmarks.bookmarksfolder/get-folder") { params in
		return .json(folders["\(params["folderId"]!)"]!)
	}
	let view = makeManager(folderId: "", trash: false)
	for online in [true, false] {
		if !online {
			RuntimeServer.on("/bookmarks.bookmarksfolder/get-folder", .offline)
		}
		for id in ["9007199254740993", "1043", "1044"] {
			recorder.lastLoaded = nil
			view.folderIdTextField?.text = id
			view.loadFolder(view.loadFolderButton!)
			RuntimeQueue.drain()
			Transcript.record(recorder.lastLoaded.map(values) ?? "values: no folder")
		}
	}
}
