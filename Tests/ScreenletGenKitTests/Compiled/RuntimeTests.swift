import Foundation
import XCTest
@testable import ScreenletGenKit

/// What generated screenlets do at run time: each example's screenlets run against the
/// runtime model of Screens' control flow (screenlet → interactor → cache strategy →
/// connector → delegate, `Runtime/Framework`) with a fake portal, in the scenarios of
/// `Runtime/Scenarios/<example>.swift`. Each scenario's transcript (delegate calls, HUD
/// messages, the commands the portal received, the cache's entries) must equal
/// `Runtime/Expected/<example>.txt`; re-record with SCREENLETGEN_RECORD_BEHAVIOUR=1 (never
/// together with the goldens: a change of behaviour is read and accepted on its own)
/// and review the diff. Checked for every scenario besides: nothing crashes, and a scenario
/// that runs one action gets exactly one delegate call.
final class RuntimeTests: XCTestCase {

	static let examples = ["article", "bookmark", "bookmark-basic", "bookmark-editor", "bookmark-folder", "bookmark-swiftui", "edge-cases", "guestbook", "incident", "project-task", "task-checklist", "tasks", "ticket", "todo-editor", "visit"]

	/// Every example's program built before the first test, two at a time.
	override class func setUp() {
		super.setUp()
		RuntimeProgram.prebuild(examples: RuntimeTests.examples)
	}

	private var recording: Bool {
		return TestSupport.isRecording("SCREENLETGEN_RECORD_BEHAVIOUR")
	}

	/// Every scenario's transcript, "== title" then its lines, in the scenarios' order.
	static func transcripts(_ example: String) throws -> [(scenario: String, lines: [String])] {
		return try RuntimeProgram.build(example: example).runAll()
	}

	func testEveryExampleBehavesAsRecorded() throws {
		for example in RuntimeTests.examples {
			let runs = try RuntimeTests.transcripts(example)
			XCTAssertFalse(runs.isEmpty, "\(example): no scenarios")
			let text = runs.map { (["== \($0.scenario)"] + $0.lines).joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
			let expected = RuntimeProgram.runtimeDirectory.appendingPathComponent("Expected/\(example).txt")
			if recording {
				try FileManager.default.createDirectory(at: expected.deletingLastPathComponent(), withIntermediateDirectories: true)
				try Data(text.utf8).write(to: expected)
				continue
			}
			let recorded = (try? String(contentsOf: expected, encoding: .utf8)) ?? ""
			XCTAssertEqual(text, recorded, "\(example): the transcripts differ from Runtime/Expected/\(example).txt")
			for run in runs {
				XCTAssertFalse(run.lines.contains { $0.hasPrefix("crashed") }, "\(example) / \(run.scenario) crashed: \(run.lines)")
			}
		}
	}

	/// The delegate calls of one scenario (lines "onSomething…").
	private func delegateCalls(_ example: String, _ scenario: String) throws -> [String] {
		let lines = try RuntimeProgram.build(example: example).run(scenario)
		XCTAssertFalse(lines.isEmpty, "\(example) has no scenario \(scenario)")
		return lines.filter { $0.hasPrefix("on") }
	}

	/// Offline, a write is recorded in the cache (dirty, with its values) and, with no
	/// result to show, the delegate hears `.notAvailable` (-5); a void write succeeds.
	func testOfflineWritesAreRecordedAndReportedOnce() throws {
		XCTAssertEqual(try delegateCalls("bookmark", "add: offline"), ["onAddBookmarkError: error(LiferayScreens -5: URL error domain.)"])
		let add = try RuntimeProgram.build(example: "bookmark").run("add: offline")
		XCTAssertTrue(add.contains(#"cache: dirty AddBookmark/add-bookmark-<uuid-1> = "" {folderId: 7, groupId: 20143, title: "Liferay", url: "https://liferay.com"}"#), "\(add)")
		XCTAssertEqual(try delegateCalls("bookmark-folder", "delete: offline, recorded to sync"), ["onBookmarkFolderDeleted"])
		XCTAssertEqual(try delegateCalls("bookmark-folder", "delete: offline, remote-only"), ["onDeleteFolderError: error(LiferayScreens -5: URL error domain.)"])
	}

	/// A write recorded offline reaches the portal when the app's SyncManager syncs, once,
	/// through the generated synchronizer, with the delegate told of each step; two identical
	/// adds are two entries and two calls; an entry still unsent stays dirty for the next sync.
	func testOfflineWritesAreSentOnceByTheSyncManager() throws {
		let program = try RuntimeProgram.build(example: "bookmark")
		let sent = { (lines: [String]) in lines.filter { $0.hasPrefix("server: /bookmarks.bookmarksentry/add-entry") && !$0.hasSuffix("(no connection)") } }
		let once = try program.run("sync: an add made offline reaches the portal once when back online")
		XCTAssertEqual(sent(once), [#"server: /bookmarks.bookmarksentry/add-entry description="Added from Liferay Screens" folderId=7 groupId=20143 name="Liferay" url="https://liferay.com""#])
		XCTAssertEqual(once.filter { $0.hasPrefix("sync:") }, [
			"sync: 1 to send",
			#"sync: start AddBookmark/add-bookmark-<uuid-1> {folderId: 7, groupId: 20143, title: "Liferay", url: "https://liferay.com"}"#,
			"sync: completed AddBookmark/add-bookmark-<uuid-1>",
			"sync: 0 to send",
		])
		XCTAssertTrue(once.contains { $0.hasPrefix("cache: clean AddBookmark/add-bookmark-<uuid-1>") }, "\(once)")
		let twice = try program.run("sync: two identical adds offline are two entries and two calls")
		XCTAssertEqual(sent(twice).count, 2)
		XCTAssertEqual(twice.filter { $0.hasPrefix("sync: completed") }, ["sync: completed AddBookmark/add-bookmark-<uuid-1>", "sync: completed AddBookmark/add-bookmark-<uuid-2>"])
		XCTAssertEqual(sent(try program.run("sync: startSync twice before the first is done sends each entry once")).count, 1)
		let retried = try program.run("sync: still offline, the entry fails and waits for the next startSync")
		XCTAssertEqual(retried.filter { $0.hasPrefix("sync: failed") || $0.hasPrefix("sync: completed") }, [
			"sync: failed AddBookmark/add-bookmark-<uuid-1> error(LiferayScreens -5: URL error domain.)",
			"sync: completed AddBookmark/add-bookmark-<uuid-1>",
		])
		XCTAssertTrue(try program.run("sync: an entry the portal refuses is failed, not lost").contains { $0.hasPrefix("cache: dirty AddBookmark/") })
		XCTAssertTrue(try program.run("sync: an entry whose values cannot be read back fails with a message")
			.contains("sync: failed AddBookmark/add-bookmark-damaged error(LiferayScreens -5: The recorded write add-bookmark-damaged cannot be read back.)"))
		// A change of one item is keyed by the item: the last of two offline updates is the one sent.
		let updates = try RuntimeProgram.build(example: "todo-editor").run("sync: two updates of one item offline keep the last, sent once with its values")
		XCTAssertEqual(updates.filter { $0.hasPrefix("server: /todo.item/update-item") && !$0.hasSuffix("(no connection)") },
			[#"server: /todo.item/update-item done=true dueDate=1700000000000 estimate=2.5 itemId=5 notes="Two pages\nwith figures" priority=3 status="closed" title="Write the report""#])
		XCTAssertEqual(updates.filter { $0.hasPrefix("sync: completed") || $0.hasPrefix("sync: failed") }, ["sync: completed TodoEditor/update-item-5"])
		for scenario in try program.scenarios where scenario.hasPrefix("sync:") {
			XCTAssertFalse(try program.run(scenario).contains { $0.hasPrefix("sync queue: blocked") }, scenario)
		}
	}

	/// A related list (issue 38): the tasks of one project, on the Project Object's relationship
	/// page (`GET /o/c/projects/{projectId}/projectTasks`): each project lists only its own
	/// tasks; no project chosen is the property's message, nothing sent; a project that is not
	/// there is the portal's 404 Problem, one failure; offline, each project's own cached pages.
	func testARelatedListShowsOnlyTheChosenParentsEntries() throws {
		let program = try RuntimeProgram.build(example: "project-task")
		let two = try program.run("related list: two projects, each lists only its own tasks")
		XCTAssertEqual(two.filter { $0.hasPrefix("cells:") }, [#"cells: ["apollo-t0", "apollo-t1", "apollo-t2"]"#, #"cells: ["gemini-t0", "gemini-t1"]"#, "cells: []"])
		XCTAssertEqual(two.filter { $0.hasPrefix("server:") }.map { $0.split(separator: "?")[0] },
			["server: GET /o/c/projects/41969/projectTasks", "server: GET /o/c/projects/41973/projectTasks", "server: GET /o/c/projects/41976/projectTasks"])
		let unchosen = try program.run("related list: no project chosen (0): the property's message, nothing sent")
		XCTAssertEqual(unchosen.filter { $0.hasPrefix("on") }, ["onProjectTasksError: error(LiferayScreens -4: Choose a project first)"])
		XCTAssertFalse(unchosen.contains { $0.hasPrefix("server:") }, "\(unchosen)")
		let missing = try program.run("related list: a project that is not there: the portal's 404 Problem, a failure, no rows")
		XCTAssertEqual(missing.filter { $0.hasPrefix("on") }, ["onProjectTasksError: error(LiferayScreens -3: No ObjectEntry exists with the primary key 42969)"])
		XCTAssertTrue(missing.contains("hud: Error getting list (until tapped)"), "\(missing)")
		let offline = try program.run("related list: offline, each project's tasks from its own cached pages")
		XCTAssertEqual(offline.filter { $0.hasPrefix("cells:") }, [#"cells: ["gemini-t0", "gemini-t1"]"#, #"cells: ["apollo-t0", "apollo-t1", "apollo-t2"]"#])
	}

	/// The child's side of a relationship (issue 38): the form chooses the project among the
	/// Project Object's entries, read below its own API sorted by name and shown by name, and
	/// sends the chosen one's id in the many-to-one field: the portal keeps the task under that
	/// project; an id of 0 the app sets is the input's message, nothing sent; the list asks for
	/// the parent embedded (`nestedFields=projectTasks`) and shows each task's project by name,
	/// none for a task of none.
	func testAManyToOneFieldIsChosenAmongItsParentsAndShownByName() throws {
		let program = try RuntimeProgram.build(example: "tasks")
		let added = try program.run("add: a project chosen by name is the task's: the sheet lists the projects sorted by name, None first; its id sent, the portal keeps the task under it")
		XCTAssertTrue(added.contains("server: GET /o/c/projects/?page=1&pageSize=500&sort=name:asc auth=basic lang=en -> 200"), "\(added)")
		XCTAssertTrue(added.contains(#"sheet: "Project" message=nil style=actionSheet buttons=["None", "Apollo", "Gemini", "Cancel (cancel)"]"#), "\(added)")
		XCTAssertTrue(added.contains(#"button: "Gemini" projectId=41969"#), "\(added)")
		XCTAssertTrue(added.contains { $0.hasPrefix("server: PUT /o/c/tasks/by-external-reference-code/") && $0.contains(#""r_projectTasks_c_projectId":41969"#) }, "\(added)")
		XCTAssertTrue(added.contains(#"portal: project 41969 "Gemini": "Launch""#), "\(added)")
		let none = try program.run("add: no project chosen, or None chosen after one: a task of none, the field left out")
		XCTAssertTrue(none.contains(#"button: "Choose..." projectId=nil"#), "\(none)")
		XCTAssertTrue(none.contains(#"portal: project 41969 "Apollo": "#), "\(none)")
		let kept = try program.run("chooser: cancelled, the choice stays; no projects, the sheet says so")
		XCTAssertTrue(kept.contains(#"sheet: "Project" message="Nothing to choose from" style=actionSheet buttons=["None", "Cancel (cancel)"]"#), "\(kept)")
		XCTAssertTrue(kept.contains(#"button: "Apollo" projectId=41969 (Apollo is 41969)"#), "\(kept)")
		let offline = try program.run("chooser offline: the projects loaded online are offered from the cache; never loaded, the load's failure and no sheet")
		XCTAssertEqual(offline.filter { $0.hasPrefix("sheet:") }.count, 3, "\(offline)")
		XCTAssertTrue(offline.contains(#"button: "Apollo""#), "\(offline)")
		XCTAssertEqual(offline.filter { $0.hasPrefix("on") }.count, 1, "\(offline)")
		XCTAssertEqual(offline.filter { $0.hasPrefix("sheet:") }.last, "sheet: none shown")
		let refused = try program.run("chooser: a user who may not view the projects meets the portal's refusal (a GET's 404), told to the delegate in its words; no sheet")
		XCTAssertEqual(refused.filter { $0.hasPrefix("on") || $0.hasPrefix("sheet:") || $0.hasPrefix("hud:") },
			["hud: Loading...", "onLoadProjectChoicesError: error(LiferayScreens -3: A problem occured)", "hud: Could not load the choices (until tapped)", "sheet: none shown"])
		let zero = try program.run("add: an id of 0 the app sets is the input's message, nothing sent")
		XCTAssertEqual(zero.filter { $0.hasPrefix("on") }, ["onAddProjectTaskError: error(LiferayScreens -4: Choose a project first)"])
		XCTAssertFalse(zero.contains { $0.hasPrefix("server:") }, "\(zero)")
		let list = try program.run("list: each task shows its project by name (the project embedded with nestedFields=projectTasks), a task of none shows none")
		XCTAssertEqual(list.filter { $0.hasPrefix("on") }, [#"onProjectTaskListResponse: Launch (project 41969 "Apollo"), Dock (project 41970 "Gemini"), Loose end (project nil nil)"#])
	}

	/// A failure is shown as Screens shows one: the action's `.failure` text (localized) stays
	/// on the HUD until tapped, a validation error shows its own message, a failed list load
	/// shows the framework's "Error getting list"; logged out, nothing is sent.
	func testFailuresAreShown() throws {
		let bookmark = try RuntimeProgram.build(example: "bookmark")
		XCTAssertEqual(try bookmark.run("add: an answer without url and description").filter { $0.hasPrefix("hud:") },
			["hud: Sending...", "hud: Could not add bookmark (until tapped)"])
		XCTAssertEqual(try bookmark.run("add: online").filter { $0.hasPrefix("hud:") }, ["hud: Sending...", "hud: hidden"])
		XCTAssertEqual(try bookmark.run("add: empty title").filter { $0.hasPrefix("hud:") }, ["hud: Sending...", "hud: Title cannot be empty (until tapped)"])
		XCTAssertEqual(try bookmark.run("list: offline, nothing cached").filter { $0.hasPrefix("hud:") },
			[#"hud: Loading list...\nWait few seconds..."#, "hud: Error getting list (until tapped)"])
		let cancelled = try bookmark.run("add: cancelled before the request leaves, nothing is sent and the delegate hears it once")
		XCTAssertFalse(cancelled.contains { $0.hasPrefix("server:") || $0.hasPrefix("cache:") }, "\(cancelled)")
		XCTAssertEqual(cancelled.filter { $0.hasPrefix("on") }, ["onAddBookmarkError: error(LiferayScreens -6: The operation could not be completed. (LiferayScreens error -6.))"])
		let guestbook = try RuntimeProgram.build(example: "guestbook")
		let loggedOut = try guestbook.run("sign: logged out before the request leaves, nothing is sent")
		XCTAssertFalse(loggedOut.contains { $0.hasPrefix("server:") }, "\(loggedOut)")
		XCTAssertEqual(loggedOut.filter { $0.hasPrefix("on") }.count, 1, "\(loggedOut)")
	}

	/// A form works as CommentAddView_default: the button waits for the required inputs, and a
	/// successful add empties the form; offline it keeps what was typed.
	func testFormsWaitForRequiredInputsAndClearAfterAnAdd() throws {
		let program = try RuntimeProgram.build(example: "bookmark")
		let lines = try program.run("add: the button waits for a title and a URL, and the form clears after the add")
		XCTAssertEqual(lines.filter { $0.hasPrefix("form:") || $0.hasPrefix("tap:") }, [
			#"form: title="" url="" button disabled"#,
			"tap: the button is disabled",
			#"form: title="Liferay" url="" button disabled"#,
			#"form: title="Liferay" url="https://liferay.com" button enabled"#,
			#"form: title="" url="" button disabled"#,
		])
		XCTAssertEqual(lines.filter { $0.hasPrefix("server:") }.count, 1)
		XCTAssertTrue(try program.run("add: offline, the form keeps what was typed").contains(#"form: title="Liferay" url="https://liferay.com" button enabled"#))
	}

	/// A list changes in place, as CommentListScreenlet does, when the spec's writes change its
	/// entity: a delete removes one row (by the identity attribute) and an add appends one,
	/// the view updates those rows, and nothing is asked of the portal again. A tapped row
	/// reaches the delegate.
	func testListsChangeInPlace() throws {
		let deleted = try RuntimeProgram.build(example: "bookmark-editor").run("sorted list: a delete of row 60 of 120 leaves 119 rows, without loading again")
		XCTAssertEqual(deleted.filter { $0.hasPrefix("server:") }.count, 4, "\(deleted)")
		XCTAssertTrue(deleted.contains("table: deleted rows [60]"), "\(deleted)")
		XCTAssertTrue(deleted.contains("cells: 119, row 59 b59, row 60 b61, last b119"), "\(deleted)")
		XCTAssertTrue(deleted.contains("rows after deleting an entry the list does not show: 119"), "\(deleted)")
		let added = try RuntimeProgram.build(example: "bookmark").run("list: a bookmark added on the Add Bookmark screenlet joins the list without loading again")
		XCTAssertEqual(added.filter { $0.hasPrefix("server: /bookmarks.bookmarksentry/get-entries ") }.count, 1, "\(added)")
		XCTAssertTrue(added.contains(#"cells: ["b0", "b1", "b2", "b3"]"#), "\(added)")
		let collection = try RuntimeProgram.build(example: "bookmark-folder").run("collection list: a deleted folder leaves its place without loading again")
		XCTAssertTrue(collection.contains(#"cells: ["f0", "f1", "f3", "f4"]"#), "\(collection)")
		XCTAssertEqual(try delegateCalls("bookmark", "list: tapping a row tells the delegate which bookmark").last, "onBookmarkSelected: b2")
	}

	/// `"cell": ["name", "url", "visits"]`: the table theme registers its own cell nib and fills a
	/// label per attribute (an optional one that is nil shows nothing); a row still loading
	/// shows the loading text in the title.
	func testACellShowsSeveralAttributes() throws {
		let lines = try RuntimeProgram.build(example: "bookmark-editor").run("sorted list: each row shows the name, the URL and the visits in the cell nib's labels")
		XCTAssertEqual(lines.filter { $0.hasPrefix("row ") }, [
			#"row 0: "Liferay" "https://liferay.com" "12""#,
			#"row 1: "Docs" "https://learn.liferay.com" nil"#,
			#"row 2: "Loading..." nil nil"#,
		])
	}

	/// Offline, a read answers from the cache its last online answer was written to.
	func testOfflineReadsComeFromTheCache() throws {
		XCTAssertEqual(try delegateCalls("bookmark-folder", "load: online, then offline from the cache"),
			Array(repeating: "onBookmarkFolderLoaded: name=f42 description= created=1500000000.0", count: 2))
		XCTAssertEqual(try delegateCalls("bookmark-folder", "load: offline, nothing cached"),
			["onLoadFolderError: error(LiferayScreens -5: Could not read from cache.)"])
	}

	/// Every attribute of every type, optional and not, is read with its value (a Mobile SDK
	/// date is milliseconds: before 1970 negative, a fraction of a millisecond kept; an Int64
	/// past 2^53; an optional attribute present and absent; a headless date's ISO text to the
	/// millisecond, a picklist's key), and the cached copy read back offline gives the same
	/// values. `AttributeMutantRuntimeTests` breaks each type's reading and sees these change.
	func testEveryAttributeIsReadWithItsValueOnlineAndFromTheCache() throws {
		let expected: [(example: String, values: [String])] = [
			("bookmark", [#"name="Liferay" description="Été" url="https://liferay.com""#, #"name="" description="" url="""#]),
			("bookmark-folder", [
				#"folderId=9007199254740993 name="Dossier d’été" description="About it" createDate=(-86400000.000 ms, 1969-12-31T00:00:00.000Z) modifiedDate=(1.500 ms, 1970-01-01T00:00:00.001Z) entriesCount=7"#,
				#"folderId=1043 name="f43" description="" createDate=(1500000000000.250 ms, 2017-07-14T02:40:00.000Z) modifiedDate=(-1000.500 ms, 1969-12-31T23:59:58.999Z) entriesCount=0"#,
				#"folderId=1044 name="f44" description="" createDate=(0.000 ms, 1970-01-01T00:00:00.000Z) modifiedDate=nil entriesCount=nil"#]),
			("edge-cases", [
				#"default="r0" description="about" hash=7 class="c0" isPublic=true weight=1.5 ownerId=9007199254740993 archived=true"#,
				#"default="r1" description="" hash=-3 class="c1" isPublic=false weight=nil ownerId=nil archived=false"#,
				#"default="" description="" hash=0 class="" isPublic=false weight=nil ownerId=nil archived=nil"#]),
			("todo-editor", [
				#"itemId=5 title="Write the report" notes="Two pages\nwith figures" dueDate=(-315619200000.000 ms, 1960-01-01T00:00:00.000Z) done=true priority=3 status="in-progress" estimate=2.5"#,
				#"itemId=9007199254740993 title="Été" notes=nil dueDate=(1.500 ms, 1970-01-01T00:00:00.001Z) done=false priority=1 status="open" estimate=-0.25"#]),
			("tasks", [
				#"id=41970 title="Launch" done=true priority="urgent" "Urgent" labels="design, mobile" "Design, Mobile" attachment="launch plan.txt" "2 KB" projectId=41969 projectName="Apollo""#,
				#"id=41971 title="Été" done=nil priority=nil nil labels=nil nil attachment=nil nil projectId=nil projectName=nil"#]),
			("ticket", [
				#"id=41970 subject="Été" description="" priority=nil dueDate=nil estimate=nil reporterEmail=nil resolved=nil erc="5e1f0000-0000-4000-a000-000000000002" dateCreated=(1700000000000.000 ms, 2023-11-14T22:13:20.000Z) dateModified=(1700000000000.000 ms, 2023-11-14T22:13:20.000Z)"#,
				#"id=41969 subject="Printer jammed" description="Tray 2" priority="high" dueDate=(-14182939500.000 ms, 1969-07-20T20:17:40.500Z) estimate=2.5 reporterEmail="ana@example.com" resolved=true erc="5e1f0000-0000-4000-a000-000000000001" dateCreated=(1699999909000.000 ms, 2023-11-14T22:11:49.000Z) dateModified=(1699999909000.000 ms, 2023-11-14T22:11:49.000Z)"#]),
		]
		for (example, values) in expected {
			let program = try RuntimeProgram.build(example: example)
			let scenarios = try program.scenarios.filter { $0.contains("every attribute") }
			XCTAssertEqual(scenarios.count, 1, example)
			for scenario in scenarios {
				let lines = try program.run(scenario)
				// Online, then offline: the same values from the cache.
				XCTAssertEqual(lines.filter { $0.hasPrefix("values: ") }, (values + values).map { "values: " + $0 }, "\(example) / \(scenario)")
				XCTAssertTrue(lines.contains { $0.hasSuffix(" (no connection)") }, "\(example): the second load is not offline: \(lines)")
			}
		}
	}

	/// A nil answer, or one without an attribute the model reads, is one failure, never a
	/// crash or a silent success; `description` and `hash` never fail.
	func testBadAnswersAreOneFailure() throws {
		XCTAssertEqual(try delegateCalls("bookmark", "add: nil answer").count, 1)
		XCTAssertEqual(try delegateCalls("bookmark", "add: an answer without url and description"),
			["onAddBookmarkError: error(LiferayScreens -3: The server's answer cannot be shown)"])
		XCTAssertEqual(try delegateCalls("bookmark", "list: a row without its url"),
			["onBookmarkListError: error(LiferayScreens -3: The server's answer cannot be shown)"])
		XCTAssertEqual(try RuntimeProgram.build(example: "edge-cases").run("model: description and hash of a record without them"),
			[#"description="" hash=0 complete=false"#])
	}

	/// Texts come from the generated English table (`Resources/en.lproj/<table>.strings`); a
	/// translation in another `.lproj` replaces the texts it has, English fills the others.
	func testTextsAreLocalized() throws {
		let program = try RuntimeProgram.build(example: "bookmark")
		XCTAssertEqual(try program.run("add: texts from the English string table"),
			[#"texts: "Title" "URL" "ADD BOOKMARK""#, "hud: Sending...", "onAddBookmarkError: error(LiferayScreens -4: Title cannot be empty)",
				"hud: Title cannot be empty (until tapped)"])
		XCTAssertEqual(try program.run("add: a German translation beside en.lproj is picked up, English where it has no text or its key"),
			[#"texts: "Titel" "URL" "LESEZEICHEN HINZUFÜGEN""#, "hud: Sending...", "onAddBookmarkError: error(LiferayScreens -4: Der Titel darf nicht leer sein)",
				"hud: Der Titel darf nicht leer sein (until tapped)"])
		XCTAssertTrue(try program.run("list: a row without its url").contains("onBookmarkListError: error(LiferayScreens -3: The server's answer cannot be shown)"))
	}

	/// An edit screen: the loaded item fills every control (text view, date picker, switch,
	/// segmented choices, decimal field) before the delegate hears of it; an update sends what
	/// the form shows, a date as milliseconds; a failed load leaves the form as it was.
	func testEditScreensShowTheLoadedValues() throws {
		let program = try RuntimeProgram.build(example: "todo-editor")
		let loaded = try program.run("load: the form shows the loaded item")
		XCTAssertEqual(loaded.filter { $0.hasPrefix("form:") || $0.hasPrefix("on") }, [
			"form: title=nil notes=\"\" dueDate=0.0 done=false priority=segment -1 status=segment -1 estimate=nil",
			"onTodoItemLoaded: Write the report",
			#"form: title="Write the report" notes="Two pages\nwith figures" dueDate=1700000000.0 done=false priority=segment 2 status=segment 1 estimate="2.5""#,
		])
		let updated = try program.run("load, edit, update: the form's values are sent, a date as milliseconds")
		XCTAssertTrue(updated.contains(#"server: /todo.item/update-item done=true dueDate=1700000000000 estimate=2.5 itemId=5 notes="Two pages\nwith figures" priority=3 status="closed" title="Write the report""#), "\(updated)")
		XCTAssertEqual(updated.filter { $0.hasPrefix("on") }, ["onTodoItemLoaded: Write the report", "onTodoItemUpdated: Write the report status=closed"])
		let offline = try program.run("load: offline with nothing cached, the form keeps what the user typed")
		XCTAssertTrue(offline.contains { $0.hasPrefix(#"form: title="Draft""#) }, "\(offline)")
		XCTAssertEqual(try program.run("update: no priority chosen").filter { $0.hasPrefix("on") }, ["onUpdateItemError: error(LiferayScreens -4: Undefined priority)"])
	}

	/// Captions, placeholders, segment titles and buttons of the richer inputs are translated too.
	func testEveryControlsTextIsLocalized() throws {
		XCTAssertEqual(try RuntimeProgram.build(example: "todo-editor").run("texts: captions, placeholders and choice titles from the string table"), [
			#"texts: "Title" "Notes" "Due date" "Done" "Estimate""#,
			#"choices: "Priority" Low|Normal|High; "Status" Open|In progress|Closed"#,
			#"buttons: "LOAD ITEM" "UPDATE ITEM""#,
		])
	}

	/// 120 rows in pages of 50 arrive as 50, 50 and 20, with or without a count call; a
	/// page call without start/end loads the list once.
	func testPaging() throws {
		let pages = ["onBookmarkListResponse: 50 rows, b0…b49", "onBookmarkListResponse: 50 rows, b50…b99", "onBookmarkListResponse: 20 rows, b100…b119"]
		XCTAssertEqual(try delegateCalls("bookmark", "list: 120 rows, pages of 50, with a count"), pages)
		XCTAssertEqual(try delegateCalls("edge-cases", "streaming list: 120 rows, pages of 50").count, 3)
		let once = try RuntimeProgram.build(example: "bookmark-folder").run("list without start/end: 120 rows load once")
		XCTAssertEqual(once.filter { $0.hasPrefix("on") }, ["onRecentFolderListResponse: 120 rows, f0…f119"])
		XCTAssertEqual(once.filter { $0.hasPrefix("server:") }.count, 1, "\(once)")
	}

	/// The screenlet's `obcClassName` reaches the page call, and each order has its own cache.
	func testOrderByComparator() throws {
		let lines = try RuntimeProgram.build(example: "bookmark-editor").run("sorted list: the order-by comparator reaches the portal and the cache key")
		XCTAssertEqual(lines.filter { $0.hasPrefix("on") }, [#"onSortedBookmarkListResponse: ["a", "b", "c"]"#, #"onSortedBookmarkListResponse: ["c", "b", "a"]"#])
		XCTAssertTrue(lines.contains { $0.contains(#"+orderByComparator="com.liferay.bookmarks.util.comparator.EntryNameComparator""#) }, "\(lines)")
		XCTAssertTrue(lines.contains { $0.hasPrefix("cache: clean SortedBookmarkList/20143-7-com.liferay.bookmarks.util.comparator.EntryNameComparator-0") }, "\(lines)")
	}

	/// `run(…)` of an action, without a screenlet: the value online, the framework's error on
	/// failure, one outcome when the write is queued offline (and the SyncManager sends it
	/// later), and a cancelled task cancels the interactor before its request leaves.
	func testAsyncActionsEndOnceAsTheScreenletDoes() throws {
		let program = try RuntimeProgram.build(example: "bookmark-swiftui")
		let outcomes = { (scenario: String) in try program.run(scenario).filter { $0.hasPrefix("run ") } }
		XCTAssertEqual(try outcomes("async add: online, returns the bookmark the portal answered"),
			[#"run returned Bookmark{description: "d1", name: "b1", url: "https://example.com/1"}"#])
		XCTAssertEqual(try outcomes("async add: offline, remote only, the framework's error"), ["run threw error(LiferayScreens -5: URL error domain.)"])
		XCTAssertEqual(try outcomes("async add: an answer without url, the screenlet's error"), ["run threw error(LiferayScreens -3: The server's answer cannot be shown)"])
		let queued = try program.run("async add: offline, remote first, recorded for the SyncManager and thrown once")
		XCTAssertEqual(queued.filter { $0.hasPrefix("run ") }, ["run threw error(LiferayScreens -5: URL error domain.)"])
		XCTAssertTrue(queued.contains { $0.hasPrefix("cache: dirty AddBookmark/add-bookmark-") }, "\(queued)")
		XCTAssertTrue(try program.run("async add: recorded offline, then sent by the SyncManager").contains("sync: completed AddBookmark/add-bookmark-<uuid-1>"))
		for scenario in ["async add: cancelled while the request waits, nothing is sent", "async add: cancelled before it starts, nothing is sent"] {
			let lines = try program.run(scenario)
			XCTAssertEqual(lines.filter { $0.hasPrefix("run ") }, ["run threw error(LiferayScreens -6: The operation could not be completed. (LiferayScreens error -6.))"], scenario)
			XCTAssertFalse(lines.contains { $0.hasPrefix("server:") || $0.hasPrefix("cache:") }, "\(scenario): \(lines)")
		}
	}

	/// The callback style's `run` ends as its screenlet's delegate hears: the same value or error.
	func testAsyncRunOfTheCallbackStyleIsTheDelegatesOutcome() throws {
		let program = try RuntimeProgram.build(example: "bookmark-basic")
		let pairs = [("add: online", "async add: online, the raw answer"), ("add: offline", "async add: offline, the framework's error"),
			("add: nil answer", "async add: nil answer, the error the delegate hears")]
		for (screenlet, async) in pairs {
			let delegate = try program.run(screenlet).filter { $0.hasPrefix("on") }.map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") }
			let outcome = try program.run(async).filter { $0.hasPrefix("run ") }.map { $0.components(separatedBy: " ").dropFirst(2).joined(separator: " ") }
			XCTAssertEqual(delegate.count, 1, screenlet)
			XCTAssertEqual(outcome, delegate, async)
		}
		XCTAssertEqual(try program.run("async add: folder 0, the validation message, nothing sent"), ["run threw error(LiferayScreens -4: Undefined folderId)"])
	}

	/// The pages of `pages(…)` are the screenlet's, row for row, online and from its cache.
	func testAsyncPagesAreTheScreenletsPages() throws {
		let program = try RuntimeProgram.build(example: "bookmark-swiftui")
		for scenario in ["async pages: 120 rows in pages of 50, as the screenlet pages them", "async pages: offline, the pages the screenlet cached"] {
			let lines = try program.run(scenario)
			let screenlet = lines.filter { $0.hasPrefix("screenlet page: ") }.map { $0.dropFirst("screenlet page: ".count) }
			let pages = lines.filter { $0.hasPrefix("async page: ") }.map { $0.dropFirst("async page: ".count) }
			XCTAssertEqual(screenlet.count, 3, scenario)
			XCTAssertEqual(pages, screenlet, scenario)
		}
		XCTAssertTrue(try program.run("async pages: 100 rows in pages of 50, the count ends the sequence without an empty page").contains("async pages: 2, 100 rows"))
		let failed = try program.run("async pages: after a page fails, the sequence has ended")
		XCTAssertEqual(failed.filter { $0.hasPrefix("iterator ") }, [#"iterator returned "threw error(LiferayScreens -5: Could not read from cache.), then nil""#])
		XCTAssertEqual(failed.filter { $0.hasPrefix("server:") }.count, 1, "the failed page is not asked for again: \(failed)")
		// A first page larger than the others, as the screenlet's defaults (50, then 25).
		XCTAssertTrue(try program.run("async page: page 1 alone, rows 50 to 75 with the default sizes, no count").contains(#"loadPage returned "25 rows b50…b74, count nil""#))
	}

	/// The SwiftUI view's coordinator forwards each delegate call to the latest view's closure
	/// once; a new property value reaches the screenlet (a list loads again), the same value
	/// does nothing, and only a new theme loads a view.
	func testSwiftUIViewsForwardEachDelegateCallOnce() throws {
		let program = try RuntimeProgram.build(example: "bookmark-swiftui")
		let calls = { (scenario: String) in try program.run(scenario).filter { $0.contains("on") && $0.contains(": ") && !$0.hasPrefix("server:") && !$0.hasPrefix("cache:") && !$0.hasPrefix("hud:") } }
		XCTAssertEqual(try calls("swiftui list: shown, its first page and a tapped row reach the closures once each"),
			["onBookmarkListResponse: 50 rows, b0…b49", "onBookmarkSelected: b3"])
		XCTAssertEqual(try calls("swiftui list: the latest view's closures are the ones called"), ["second onBookmarkListResponse: 50 rows, b0…b49"])
		XCTAssertEqual(try calls("swiftui list: offline, nothing cached, the error closure once"), ["onBookmarkListError: error(LiferayScreens -5: Could not read from cache.)"])
		XCTAssertEqual(try calls("swiftui add: typed and tapped, the bookmark reaches the trailing closure once"), ["onBookmarkAdded: b1"])
		XCTAssertEqual(try calls("swiftui add: offline, the error closure once"), ["onAddBookmarkError: error(LiferayScreens -5: URL error domain.)"])
		let reloaded = try program.run("swiftui list: a new folderId reaches the screenlet, which loads again")
		XCTAssertTrue(reloaded.contains("screenlet folderId: 8"))
		XCTAssertTrue(reloaded.contains { $0.hasPrefix("server: /bookmarks.bookmarksentry/get-entries end=50 folderId=8") }, "\(reloaded)")
		XCTAssertEqual(try program.run("swiftui list: the same values again, nothing loads again").filter { $0.hasPrefix("server:") }.count, 2)
		// A change while a page loads: the old load is cancelled before its request leaves, its
		// `.cancelled` is no error of the list, and only the new folder's rows are shown.
		let inFlight = try program.run("swiftui list: a new folderId while the first page loads, the old load is cancelled, its rows never shown")
		XCTAssertEqual(try calls("swiftui list: a new folderId while the first page loads, the old load is cancelled, its rows never shown"), ["onBookmarkListResponse: 10 rows, b0…b9"])
		XCTAssertFalse(inFlight.contains { $0.hasPrefix("server:") && $0.contains("folderId=7") }, "\(inFlight)")
		XCTAssertTrue(inFlight.contains("rows: 10"), "\(inFlight)")
		let themed = try program.run("swiftui list: a new theme is a new View without rows, and the list loads again")
		XCTAssertTrue(themed.contains("theme: flat view loaded") && themed.contains("rows: 120"), "\(themed)")
		XCTAssertEqual(themed.filter { $0.hasPrefix("server: /bookmarks.bookmarksentry/get-entries-count") }.count, 2)
		XCTAssertTrue(try program.run("swiftui add: a new folderId reaches the screenlet and the next add sends it").contains { $0.contains("add-entry") && $0.contains("folderId=9") })
		XCTAssertEqual(try program.run("swiftui add: a new theme loads its view once; the same theme again, nothing"),
			["theme: flat view loaded", "theme: default view loaded"])
	}

	// MARK: Headless screenlets (Examples/ticket.json, a Liferay Object on /o/c/tickets)

	/// The requests of 120 rows in Screens' pages (rows 0–50, then 25 at a time): pages 1 of 50,
	/// then 3, 4 and 5 of 25.
	static func screensPages(_ path: String, sort: String) -> [String] {
		return ["page=1&pageSize=50", "page=3&pageSize=25", "page=4&pageSize=25", "page=5&pageSize=25"]
			.map { "server: GET \(path)?\($0)&sort=\(sort) auth=basic lang=en -> 200" }
	}

	/// Screens' pages (rows 0–50, then 25 at a time) are the portal's 1-based pages: every row
	/// once and none missing, in the portal's order, the row count from the envelope's
	/// `totalCount` (no second call), one request a page when the sizes line up (50 → page 1
	/// of 50; 25 → pages 3, 4, 5 of 25); when they do not (30, then 25), at most two.
	func testHeadlessPagesAreExact() throws {
		let program = try RuntimeProgram.build(example: "ticket")
		let exact = "rows: 120 (rowCount 120), loaded 120, distinct 120, missing 0, in order true"
		let aligned = try program.run("list: pages 0 to 3 as the screenlet asks for them (rows 0-50, 50-75, 75-100, 100-125), one request each")
		XCTAssertTrue(aligned.contains(exact), "\(aligned)")
		XCTAssertEqual(aligned.filter { $0.hasPrefix("server:") },
			RuntimeTests.screensPages("/o/c/tickets/", sort: "dateCreated:desc"))
		XCTAssertEqual(aligned.filter { $0.hasPrefix("on") }, ["onTicketListResponse: 50 rows, t119…t70", "onTicketListResponse: 25 rows, t69…t45",
			"onTicketListResponse: 25 rows, t44…t20", "onTicketListResponse: 20 rows, t19…t0"])
		// Scrolled by the user: the screenlet asks for each page itself (a list that loads once would stop at 50 rows).
		let scrolled = try program.run("list: 120 tickets scrolled through in Screens' pages (50, then 25), the count from totalCount")
		XCTAssertTrue(scrolled.contains(exact), "\(scrolled)")
		XCTAssertEqual(scrolled.filter { $0.hasPrefix("server:") }, aligned.filter { $0.hasPrefix("server:") })
		let misaligned = try program.run("list: sizes that do not line up (30, then 25): a page of the screenlet's spans two of the portal's, no row twice")
		XCTAssertTrue(misaligned.contains(exact), "\(misaligned)")
		XCTAssertEqual(misaligned.filter { $0.hasPrefix("server:") }.count, 8, "\(misaligned)")
		XCTAssertTrue(try program.run("list: fewer tickets than a page, then none").contains("rows: 3 (rowCount 3), loaded 3, distinct 3, missing 0, in order true"))
	}

	/// An add carries a code made on the device and is a PUT by that code: online one entry;
	/// offline it waits for the SyncManager, which sends it once; when the portal adds the
	/// entry and its answer is lost, the next sync sends the same code again and finds the
	/// entry: one entry on the portal either way, never a POST.
	func testHeadlessAddsReachThePortalExactlyOnce() throws {
		let program = try RuntimeProgram.build(example: "ticket")
		let put = #"server: PUT /o/c/tickets/by-external-reference-code/<uuid-1> auth=basic lang=en {"dueDate":"2025-08-04T09:10:11Z","externalReferenceCode":"<uuid-1>","priority":{"key":"high"},"subject":"Printer jammed"}"#
		let oneEntry = #"portal: 1 entries: 41969 "Printer jammed" erc=<uuid-1>"#
		let sent = { (lines: [String]) in lines.filter { $0.hasPrefix("server: ") && !$0.hasPrefix("server: GET ") } }
		let online = try program.run("add: online, one PUT by external reference code, one entry, the list shows it without loading again")
		XCTAssertEqual(sent(online), [put + " -> 200"])
		XCTAssertTrue(online.contains(#"cells: ["t2", "t1", "t0", "Printer jammed"]"#), "\(online)")
		XCTAssertEqual(online.filter { $0.hasPrefix("server: GET ") }.count, 1, "the list is not loaded again: \(online)")
		let synced = try program.run("add: offline, then startSync sends it once: one entry on the portal")
		XCTAssertEqual(sent(synced), [put + " (no connection)", put + " -> 200"])
		XCTAssertEqual(synced.filter { $0.hasPrefix("sync:") }, ["sync: 1 to send",
			#"sync: start AddTicket/add-ticket-<uuid-1> {dueDate: 1754298611000.0, priority: "high", subject: "Printer jammed"}"#,
			"sync: completed AddTicket/add-ticket-<uuid-1>", "sync: 0 to send"])
		XCTAssertEqual(synced.filter { $0.hasPrefix("portal:") }, [oneEntry])
		let lost = try program.run("add: offline; the first sync's answer is lost after the portal added the entry, the next sync sends it again: one entry")
		XCTAssertEqual(sent(lost), [put + " (no connection)", put + " -> 200 (answer lost)", put + " -> 200"])
		XCTAssertEqual(lost.filter { $0.hasPrefix("sync: failed") || $0.hasPrefix("sync: completed") },
			["sync: failed AddTicket/add-ticket-<uuid-1> error(LiferayScreens -5: URL error domain.)", "sync: completed AddTicket/add-ticket-<uuid-1>"])
		XCTAssertEqual(lost.filter { $0.hasPrefix("portal:") }, [oneEntry, oneEntry])
		let lostOnline = try program.run("add: online, the answer is lost after the portal added the entry; recorded and synced, still one entry")
		XCTAssertEqual(lostOnline.filter { $0.hasPrefix("portal:") }, [oneEntry, oneEntry])
		XCTAssertTrue(lostOnline.contains { $0.hasPrefix("cache: clean AddTicket/add-ticket-<uuid-1>") }, "\(lostOnline)")
		// No priority chosen: an empty key, which the portal takes as none for an optional picklist.
		let noPriority = try program.run("add: no priority chosen: the optional picklist goes as an empty key, and the ticket is added without one")
		XCTAssertEqual(sent(noPriority).map { $0.contains(#""priority":{"key":""}"#) && $0.hasSuffix(" -> 200") }, [true], "\(noPriority)")
		XCTAssertTrue(noPriority.contains { $0.hasPrefix("onTicketAdded: ") && $0.contains(#"priority="""#) }, "\(noPriority)")
	}

	/// A DELETE answered by the portal's Not Found problem is done (issue 36): a delete recorded
	/// offline whose first sync deleted the entry but lost the answer is sent once more, gets
	/// the 404 and leaves the queue (it was sent again at every sync, forever); online, a ticket
	/// already gone is deleted too. An empty 404 (no API at that path) is still a failure.
	func testHeadlessDeleteOfAnEntryAlreadyGoneIsDone() throws {
		let program = try RuntimeProgram.build(example: "ticket")
		let lines = try program.run("delete: offline; the first sync's answer is lost after the portal deleted the entry; the next sync's 404 is done: the queue empties, one delete")
		let delete = "server: DELETE /o/c/tickets/41970 auth=basic lang=en"
		XCTAssertEqual(lines.filter { $0.hasPrefix("server: DELETE") }, [delete + " (no connection)", delete + " -> 204 (answer lost)", delete + " -> 404"])
		XCTAssertEqual(lines.filter { $0.hasPrefix("sync: failed") || $0.hasPrefix("sync: completed") || $0.hasPrefix("sync: ") && $0.hasSuffix(" to send") },
			["sync: 1 to send", "sync: failed DeleteTicket/delete-ticket-41970 error(LiferayScreens -5: URL error domain.)",
			 "sync: 1 to send", "sync: completed DeleteTicket/delete-ticket-41970", "sync: 0 to send"])
		XCTAssertEqual(lines.filter { $0.hasPrefix("portal:") }, ["portal: 2 entries: 41969 \"t0\" erc=5e1f0000-0000-4000-a000-000000000001, 41971 \"t2\" erc=5e1f0000-0000-4000-a000-000000000003"].map { $0 }.flatMap { [$0, $0] })
		XCTAssertTrue(lines.contains(#"cache: clean DeleteTicket/delete-ticket-41970 = "" {ticketId: 41970}"#), "\(lines)")
		XCTAssertEqual(try program.run("delete: a ticket already gone (the portal's 404 Not Found) is deleted: done, not a failure").filter { $0.hasPrefix("on") || $0.hasPrefix("server:") },
			["onTicketDeleted", "server: DELETE /o/c/tickets/41999 auth=basic lang=en -> 404"])
		XCTAssertEqual(try program.run("delete: an empty 404 (no API at that path) stays a failure").filter { $0.hasPrefix("on") },
			["onDeleteTicketError: error(LiferayScreens -3: Not Found)"])
	}

	/// 401, 403, 404 and 500 are each one failure whose error carries the portal's message (the
	/// Problem's title, else the status in words: a 401's body is empty) on a read and on a write;
	/// the HUD shows the screenlet's failure text until tapped. No credentials is the guest, not
	/// a 401: an empty list, and an add refused with 403.
	func testHeadlessFailuresAreShownWithThePortalsMessage() throws {
		let program = try RuntimeProgram.build(example: "ticket")
		let lines = try program.run("failures: 401, 403, 404 and 500 on the list and on an add, each a failure with the portal's message")
		let forbidden = "User 20156 must have %@ permission for com.liferay.object.model.ObjectDefinition#33001 20116"
		let messages = ["Unauthorized", "Unauthorized", String(format: forbidden, "VIEW"), String(format: forbidden, "UPDATE"), "Not Found", "Not Found",
			"Internal Server Error", "Internal Server Error", "A problem occured", String(format: forbidden, "UPDATE")]
		let errors = ["onTicketListError", "onAddTicketError", "onTicketListError", "onAddTicketError", "onTicketListError", "onAddTicketError",
			"onTicketListError", "onAddTicketError", "onTicketListError", "onUpdateTicketError"]
		XCTAssertEqual(lines.filter { $0.hasPrefix("on") }, zip(errors, messages).map { "\($0): error(LiferayScreens -3: \($1))" })
		XCTAssertEqual(lines.filter { $0.hasSuffix("(until tapped)") }.count, 10, "\(lines)")
		XCTAssertEqual(lines.filter { $0.hasPrefix("server:") }.map { $0.components(separatedBy: " -> ").last! }, ["401", "401", "403", "403", "404", "404", "500", "500", "404", "403"])
		XCTAssertEqual(try program.run("auth: a wrong password is a 401 with an empty body, shown as a failure").filter { $0.hasPrefix("on") },
			["onTicketListError: error(LiferayScreens -3: Unauthorized)", "onAddTicketError: error(LiferayScreens -3: Unauthorized)"])
		XCTAssertEqual(try program.run("auth: without credentials the portal answers as the guest: an empty list, an add forbidden").filter { $0.hasPrefix("on") },
			["onTicketListResponse: 0 rows, -…-", "onAddTicketError: error(LiferayScreens -3: User 20103 must have ADD_OBJECT_ENTRY permission for com.liferay.object.model.ObjectDefinition#33001 20116)"])
	}

	/// Every request to the portal is signed by the session's authentication (basic, or
	/// OAuth 2's bearer token, refreshed first when about to expire), and sends the device's
	/// languages with their base languages, so a device in en-GB or de-AT writes to a portal
	/// that has en-US and de-DE.
	func testHeadlessRequestsAreSignedAndSpeakTheDevicesLanguages() throws {
		let program = try RuntimeProgram.build(example: "ticket")
		let signed = try program.run("auth: every request is signed: basic, then OAuth 2's bearer token (refreshed first when about to expire)")
		let requests = signed.filter { $0.hasPrefix("server: ") && !$0.hasPrefix("server: POST /o/oauth2/token ") }
		XCTAssertEqual(requests.count, 6, "\(signed)")
		XCTAssertEqual(requests.filter { $0.contains(" auth=basic ") }.count, 4, "\(signed)")
		XCTAssertEqual(requests.filter { $0.contains(" auth=bearer ") }.count, 2, "\(signed)")
		let languages = try program.run("languages: a device in en-GB, then de-AT (and en-US): reads and writes in the base language, no 406")
		XCTAssertEqual(languages.filter { $0.hasPrefix("server: ") }.map { $0.components(separatedBy: " lang=")[1].components(separatedBy: " {")[0] },
			["en-GB, en;q=0.9", "de-AT, de;q=0.9, en-US;q=0.8, en;q=0.7", "zh-Hans-CN, zh;q=0.9", "pt-PT, pt;q=0.9, pt-BR;q=0.8, fr-CA;q=0.7, fr;q=0.6"])
		XCTAssertTrue(languages.filter { $0.hasPrefix("server: ") }.allSatisfy { $0.hasSuffix(" -> 200") }, "\(languages)")
	}

	// MARK: A site-scoped Object (Examples/incident.json, /o/c/incidents/scopes/{scopeKey})

	/// The list asks for the app's site (LiferayServerContext.groupId as the scope key) in
	/// Screens' pages and shows only that site's incidents, counted by the envelope: another
	/// site's entries are neither shown nor counted.
	func testHeadlessSiteScopedListShowsOnlyTheSitesEntries() throws {
		let program = try RuntimeProgram.build(example: "incident")
		let scrolled = try program.run("list: 120 incidents of the app's site (and 30 of another site, never shown), scrolled through in Screens' pages, each page asked of /scopes/20143")
		XCTAssertTrue(scrolled.contains("rows: 120 (rowCount 120), loaded 120, distinct 120, of another site 0, missing 0, in order true"), "\(scrolled)")
		XCTAssertEqual(scrolled.filter { $0.hasPrefix("server:") },
			RuntimeTests.screensPages("/o/c/incidents/scopes/20143", sort: "reportedOn:desc"))
		XCTAssertTrue(try program.run("list: fewer incidents than a page; the other site's are not counted")
			.contains("rows: 3 (rowCount 3), loaded 3, distinct 3, of another site 0, missing 0, in order true"))
	}

	/// Writes go where the document puts them: an add is a PUT by a code made on the device under
	/// /scopes/<the app's group> (online one entry in that site; offline, sent once by the
	/// SyncManager; after a lost answer sent again by the same code: still one entry); a load,
	/// an update and a delete go by id, outside any scope; a failure shows the portal's message.
	func testHeadlessSiteScopedWritesGoUnderTheSitesScope() throws {
		let program = try RuntimeProgram.build(example: "incident")
		let put = #"server: PUT /o/c/incidents/scopes/20143/by-external-reference-code/<uuid-1> auth=basic lang=en {"affectedSystems":[],"affectedUsers":12,"externalReferenceCode":"<uuid-1>","reportedOn":"2025-08-04T09:10:11Z","severity":{"key":"major"},"title":"Gate 4 flooded"}"#
		let oneEntry = #"portal: 1 entries: 41969 "Gate 4 flooded" site 20143 erc=<uuid-1>"#
		let writes = { (lines: [String]) in lines.filter { $0.hasPrefix("server: ") && !$0.hasPrefix("server: GET /o/c/incidents/scopes/") } }
		let online = try program.run("add: online, one PUT by external reference code under /scopes/20143, one entry in the app's site, the list shows it without loading again")
		XCTAssertEqual(writes(online), [put + " -> 200"])
		XCTAssertTrue(online.contains(#"cells: ["i2 | Minor", "i1 | Major", "i0 | Minor", "Gate 4 flooded | Major"]"#), "\(online)")
		XCTAssertTrue(online.contains { $0.hasPrefix("portal: 4 entries") && $0.hasSuffix(#"41972 "Gate 4 flooded" site 20143 erc=<uuid-1>"#) }, "\(online)")
		let synced = try program.run("add: offline, then startSync sends it once: one entry in the app's site")
		XCTAssertEqual(writes(synced), [put + " (no connection)", put + " -> 200"])
		XCTAssertEqual(synced.filter { $0.hasPrefix("portal:") }, [oneEntry])
		let lost = try program.run("add: offline; the first sync's answer is lost after the portal added the entry, the next sync sends the same code to the same site: one entry")
		XCTAssertEqual(writes(lost), [put + " (no connection)", put + " -> 200 (answer lost)", put + " -> 200"])
		XCTAssertEqual(lost.filter { $0.hasPrefix("portal:") }, [oneEntry, oneEntry])
		let updated = try program.run("update: the form loads the incident (severity at its key), a PATCH of the title by id, the other fields kept, the list's row replaced in place")
		XCTAssertEqual(writes(updated).map { $0.components(separatedBy: " auth=")[0] }, ["server: GET /o/c/incidents/41970", "server: PATCH /o/c/incidents/41970"])
		XCTAssertTrue(updated.contains(#"form: title="i1" severity=None|Minor|[Major]|Critical reportedOn=1754298671.0 affectedUsers="40""#), "\(updated)")
		XCTAssertTrue(updated.contains(#"cells: ["i2 | Minor", "i1, reopened | Major", "i0 | Minor"]"#), "\(updated)")
		XCTAssertTrue(updated.contains { $0.contains(#""41970 \"i1, reopened\" \"major\" 40 site 20143""#) }, "\(updated)")
		let deleted = try program.run("delete: a DELETE by id, the row leaves the list in place")
		XCTAssertEqual(writes(deleted), ["server: DELETE /o/c/incidents/41970 auth=basic lang=en -> 204"])
		XCTAssertTrue(deleted.contains(#"cells: ["i2 | Minor", "i0 | Minor"]"#), "\(deleted)")
		XCTAssertEqual(try program.run("failures: 500 on the list, 403 on an add, 404 on a load of an incident that is gone, each a failure with the portal's message until tapped")
			.filter { $0.hasPrefix("on") || $0.hasSuffix("(until tapped)") }, [
				"onIncidentListError: error(LiferayScreens -3: Internal Server Error)", "hud: Error getting list (until tapped)",
				"onAddIncidentError: error(LiferayScreens -3: User 20156 must have UPDATE permission for com.liferay.object.model.ObjectDefinition#33001 20116)",
				"hud: Could not add incident (until tapped)",
				"onLoadIncidentError: error(LiferayScreens -3: No ObjectEntry exists with the primary key 41999)", "hud: Could not load incident (until tapped)",
			])
	}

	/// The picklist is read at its key (a list shows its name); a custom date-time comes with milliseconds and a system
	/// date without, and the model reads both; the add sends its date in UTC without a fraction.
	func testHeadlessSiteScopedValuesAreRead() throws {
		let program = try RuntimeProgram.build(example: "incident")
		XCTAssertEqual(try program.run("picklist: severity is read at its key, which a form sends back; the list shows the entry's name, in the portal's words").filter { $0.hasPrefix("json:") || $0.hasPrefix("model:") },
			[#"json: severity={key: "critical", name: "Critical"}"#, #"model: severity="critical"; cells: ["Gate 4 flooded | Critical"]"#])
		XCTAssertTrue(try program.run("dates: reportedOn with fractional seconds (as the portal writes a custom date-time) and dateCreated without, read by the model")
			.contains("dates: reportedOn=1754298611.123 dateCreated=1700000000.0 dateModified=1700000000.0"))
		XCTAssertTrue(try program.run("dates: the add sends reportedOn without a fraction, in UTC, and reads back what the portal wrote (milliseconds)")
			.contains(#"reportedOn: "2025-08-04T09:10:11.000Z" = 1754298611.0"#))
	}

	/// Picklists with saved entries (issue 38): a segmented control of the entries' names that
	/// sends the chosen key, refused in the portal's words once the portal no longer has it; a
	/// multiselect's switches, whose keys go as an array, loaded back into the edit screen, and
	/// shown in a list by the portal's names.
	func testHeadlessPicklistsOfferTheSavedEntries() throws {
		let program = try RuntimeProgram.build(example: "incident")
		let chosen = try program.run("picklist: the form offers the saved entries by name (severity's saved answer) and sends the chosen entry's key; the list shows the portal's name")
		XCTAssertTrue(chosen.contains(#"caption: "Severity"; segments: None|Minor|Major|[Critical]"#), "\(chosen)")
		XCTAssertTrue(chosen.contains { $0.hasPrefix("server: PUT ") && $0.contains(#""severity":{"key":"critical"}"#) && $0.hasSuffix("-> 200") }, "\(chosen)")
		XCTAssertTrue(try program.run("picklist: an entry removed from the portal after its answer was saved: the add is refused with the portal's message, nothing added")
			.contains("onAddIncidentError: error(LiferayScreens -3: Object field name severity is not mapped to a valid list type entry)"))
		let several = try program.run("multiselect picklist: the form has a switch for each saved entry of the affected systems, sends the keys of those turned on as an array, and the list shows the portal's names")
		XCTAssertTrue(several.contains(#"caption: "Affected systems"; switches: [Power]|Water|[Network]; view model: "power, network""#), "\(several)")
		XCTAssertTrue(several.contains { $0.hasPrefix("server: PUT ") && $0.contains(#""affectedSystems":["power","network"]"#) }, "\(several)")
		XCTAssertTrue(several.contains(#"model: affectedSystems="power, network" names="Power, Network""#), "\(several)")
		XCTAssertTrue(several.contains(#"cells: ["Gate 4 flooded | Major | Power, Network"]"#), "\(several)")
		let edited = try program.run("multiselect picklist: the edit screen turns on the loaded entry's systems; turning one off sends the rest, and none turned on clears the field")
		XCTAssertEqual(edited.filter { $0.hasPrefix("loaded:") || $0.hasPrefix("portal:") }, ["loaded: [Power]|[Water]|Network", #"portal: "power""#, #"portal: """#])
	}

	/// An attachment is shown by its file's name (and its size as the portal writes it), in a
	/// cell too; `downloadCover` reads its bytes through the REST API, signed by the session
	/// (`nestedFields=cover.fileBase64`), nil for an entry without one, and fails rather than
	/// give an empty file where the portal leaves the content out.
	func testHeadlessAttachmentsAreShownAndDownloaded() throws {
		let program = try RuntimeProgram.build(example: "article")
		let shown = try program.run("attachment: the cover's name and size on the model; downloadCover reads the bytes with nestedFields=cover.fileBase64; none for an article without")
		XCTAssertTrue(shown.contains(#""Harbour news": cover="harbour map.png" coverSize="1.5 KB""#), "\(shown)")
		XCTAssertTrue(shown.contains(#""Lighthouse": cover=nil coverSize=nil"#), "\(shown)")
		XCTAssertTrue(shown.contains { $0.hasPrefix("server: GET /o/c/articles/41969?nestedFields=cover.fileBase64 auth=basic") && $0.hasSuffix("-> 200") }, "\(shown)")
		XCTAssertTrue(shown.contains(#"downloadCover("Harbour news"): 1536 bytes, the file's"#), "\(shown)")
		// No cover: nothing to ask the portal for.
		XCTAssertTrue(shown.contains(#"downloadCover("Lighthouse"): nil"#), "\(shown)")
		XCTAssertEqual(shown.filter { $0.contains("nestedFields") }.count, 1, "\(shown)")
		let cells = try program.run("list: the titles in the app's language (fr-FR, then de-DE, which the first article lacks: the user's en_US), the rich text's plain text in the cell")
		XCTAssertTrue(cells.contains { $0.hasPrefix("cells: ") && $0.contains("| harbour map.png") }, "\(cells)")
		let older = try program.run("attachment: a portal that answers no fileBase64: downloadCover throws")
		XCTAssertTrue(older.contains(#"downloadCover("Harbour news") threw: error(LiferayScreens -3: The portal answered no content for the file)"#), "\(older)")
	}

	/// One Object with every kind of field (issue 38, Examples/tasks.json and task-checklist.json):
	/// a picklist and a multiselect picked by name and sent as keys, shown by the portal's names;
	/// an attachment shown and downloaded; the one-to-many checklist listed per task.
	func testAnObjectWithEveryKindOfField() throws {
		let tasks = try RuntimeProgram.build(example: "tasks")
		let added = try tasks.run("add: a priority and labels picked by name from the saved entries: the priority's key and the labels' keys as an array; the list shows the portal's names")
		XCTAssertTrue(added.contains(#"form: priority "Priority" None|Low|Normal|Urgent; labels "Labels" Design|Back end|Mobile"#), "\(added)")
		XCTAssertTrue(added.contains { $0.hasPrefix("server: PUT ") && $0.contains(#""labels":["design","mobile"],"priority":{"key":"urgent"},"r_projectTasks_c_projectId":41969"#) }, "\(added)")
		XCTAssertTrue(added.contains(#"cells: ["Launch | Apollo | Urgent | Design, Mobile"]"#), "\(added)")
		let file = try tasks.run("attachment: a task's file shown by name and size; downloadAttachment reads its bytes")
		XCTAssertTrue(file.contains(#"attachment="launch plan.txt" size="2.9 KB""#), "\(file)")
		XCTAssertTrue(file.contains("downloadAttachment: 3000 bytes, the file's"), "\(file)")
		let checklist = try RuntimeProgram.build(example: "task-checklist")
		XCTAssertEqual(try checklist.run("related list: two tasks, each lists only its own checklist items").filter { $0.hasPrefix("onTaskChecklistResponse") },
			["onTaskChecklistResponse: Fuel [x], Crew [ ]", "onTaskChecklistResponse: Align nil"])
		XCTAssertTrue(try checklist.run("related list: a task that is not there: the portal's 404 Problem, a failure")
			.contains("onTaskChecklistError: error(LiferayScreens -3: No ObjectEntry exists with the primary key 42969)"))
	}

	/// A File input attaches a file: the app sets its URL, the add sends its content as
	/// `{"fileBase64", "name"}`, the portal stores it and a download reads back the same bytes;
	/// none chosen, the field is not sent (a PATCH keeps the stored file); an empty file is the
	/// portal's refusal; a file that cannot be read fails the action, naming it, before any request.
	func testAFileInputAttachesAFile() throws {
		let program = try RuntimeProgram.build(example: "article")
		let added = try program.run("attach: an add with a file chosen sends {fileBase64, name}; the portal stores it, and downloadCover reads back the same bytes")
		XCTAssertTrue(added.contains { $0.hasPrefix("server: PUT /o/c/articles/by-external-reference-code/")
			&& $0.contains(#""cover":{"fileBase64":"RmFpciBvbiB0aGUgcXVheSwgU2F0dXJkYXkK","name":"fair notes.txt"}"#) && $0.hasSuffix("-> 200") }, "\(added)")
		XCTAssertTrue(added.contains("portal: 41969 Fair cover=fair notes.txt (27 bytes)"), "\(added)")
		XCTAssertTrue(added.contains(#"downloadCover("Fair"): 27 bytes, the file's"#), "\(added)")
		XCTAssertTrue(added.contains(#"cover label: "fair notes.txt""#), "\(added)")
		// Recorded with its path, which a sync reads the file from.
		XCTAssertTrue(added.contains(#"cache: clean AddArticle/add-article-<uuid-1> = "" {body: "", cover: "<files>/fair notes.txt", title: "Fair"}"#), "\(added)")
		let kept = try program.run("attach: a retitle with no file chosen sends no cover: the stored file is kept")
		XCTAssertTrue(kept.contains { $0.hasPrefix("server: PATCH /o/c/articles/41969") && !$0.contains("cover") }, "\(kept)")
		XCTAssertTrue(kept.contains { $0.hasPrefix("portal: 41969 ") && $0.contains("cover=harbour map.png (1536 bytes)") }, "\(kept)")
		let empty = try program.run("attach: an empty file: the portal's \"File content is empty\" is the add's failure")
		XCTAssertEqual(empty.filter { $0.hasPrefix("on") }, ["onAddArticleError: error(LiferayScreens -3: File content is empty)"])
		let gone = try program.run("attach: a file that cannot be read: the add fails naming it, no request")
		XCTAssertEqual(gone.filter { $0.hasPrefix("on") }, ["onAddArticleError: error(LiferayScreens -2: The file gone.txt cannot be read)"])
		XCTAssertFalse(gone.contains { $0.hasPrefix("server:") || $0.hasPrefix("cache:") }, "\(gone)")
	}

	/// A list's scope key is LiferayServerContext.groupId when its request leaves; its cache key
	/// starts with it, so offline after a move to another site that site's rows are shown, not
	/// the first one's. A write keeps the site it was made in (its cache entry records it): a
	/// sync after a move sends it there, and a replay after a lost answer finds its entry by
	/// its code in that site, one entry (a code is unique only within a site).
	func testHeadlessSiteScopeIsTheListsSiteAndTheWritesOwn() throws {
		let program = try RuntimeProgram.build(example: "incident")
		let moved = try program.run("list: the app moves to another site: online that site's incidents; offline, that site's own cached rows")
		XCTAssertEqual(moved.filter { $0.hasPrefix("cells:") }, [#"cells: ["x1 | Critical", "x0 | Critical"]"#, #"cells: ["x1 | Critical", "x0 | Critical"]"#])
		XCTAssertTrue(moved.contains("server: GET /o/c/incidents/scopes/20144?page=1&pageSize=50&sort=reportedOn:desc auth=basic lang=en (no connection)"), "\(moved)")
		let once = try program.run("add: offline in the app's site; the first sync's answer is lost; the app moves to another site; the next sync sends the same code to the first site: one entry")
		XCTAssertEqual(once.filter { $0.hasPrefix("portal:") }.last, #"portal: 1 entries: 41969 "Gate 4 flooded" site 20143 erc=<uuid-1>"#)
		XCTAssertFalse(once.contains { $0.contains("/scopes/20144/") }, "\(once)")
		let movedFirst = try program.run("add: offline in the app's site; the app moves to another site before it syncs: the entry is added in the site it was made in")
		XCTAssertEqual(movedFirst.filter { $0.hasPrefix("portal:") }.last, #"portal: 1 entries: 41969 "Gate 4 flooded" site 20143 erc=<uuid-1>"#)
	}

	/// A Mobile SDK add made offline keeps its site too: after a move, the sync's `groupId` is
	/// the site the add was made in; an entry recorded without one goes to the app's.
	/// A cached read's key has the site its call reads: offline in another site, the first
	/// site's answer is not shown.
	func testACachedReadIsTheSitesOwn() throws {
		let lines = try RuntimeProgram.build(example: "bookmark-editor").run("search: online, then offline from the cache; offline in another site, nothing cached")
		XCTAssertEqual(lines.filter { $0.hasPrefix("onSearchBookmarksError") || $0.hasPrefix("onBookmarkSearched") }, [
			"onBookmarkSearched: {total: 1}", "onBookmarkSearched: {total: 1}", "onSearchBookmarksError: error(LiferayScreens -5: Could not read from cache.)"])
		XCTAssertTrue(lines.contains("cache: clean BookmarkEditor/search-bookmarks-20143 = {total: 1} {}"), "\(lines)")
	}

	func testAWriteMadeOfflineIsSentToItsOwnSite() throws {
		let program = try RuntimeProgram.build(example: "bookmark")
		let moved = try program.run("sync: an add made offline in one site is sent to that site after the app moved to another")
		XCTAssertEqual(moved.filter { $0.hasPrefix("server:") }.map { $0.contains(" groupId=20143 ") }, [true, true], "\(moved)")
		XCTAssertTrue(moved.contains("sync: completed AddBookmark/add-bookmark-<uuid-1>"), "\(moved)")
		let earlier = try program.run("sync: an add recorded without its site is sent to the site the app is in")
		XCTAssertEqual(earlier.filter { $0.hasPrefix("server:") }.map { $0.contains(" groupId=20144 ") }, [true], "\(earlier)")
	}

	// MARK: An API Builder application (Examples/visit.json, /o/c/visits-app/)

	/// The list pages through /o/c/visits-app/visits as through an object's collection; an add
	/// is a POST the endpoint answers with a 204 and no body, and the delegate hears
	/// onVisitAdded; offline the SyncManager sends it once.
	func testHeadlessAPIBuilderListsAndAdds() throws {
		let program = try RuntimeProgram.build(example: "visit")
		let list = try program.run("list: 120 visits scrolled through in Screens' pages (50, then 25) from /o/c/visits-app/visits, the count from totalCount")
		XCTAssertTrue(list.contains("rows: 120 (rowCount 120), loaded 120, distinct 120, missing 0, in order true"), "\(list)")
		XCTAssertEqual(list.filter { $0.hasPrefix("server:") },
			RuntimeTests.screensPages("/o/c/visits-app/visits", sort: "startsAt:asc"))
		let post = #"server: POST /o/c/visits-app/visits auth=basic lang=en {"confirmed":true,"day":"2025-08-04","durationHours":1.5,"fee":12.5,"guests":3,"host":"Ana","kind":{"key":"tour"},"notes":"Parking at gate 2","programme":"<p>Tour of the <b>plant</b></p>\n<p>Lunch</p>","startsAt":"2025-08-04T09:10:11Z","visitorBadge":9000000001}"#
		let entry = #"portal: 1 entries: 41969 {confirmed: true, day: "2025-08-04", durationHours: 1.5, fee: 12.5, guests: 3, host: "Ana", kind: "tour", notes: "Parking at gate 2", programme: "<p>Tour of the <b>plant</b></p>\n<p>Lunch</p>", startsAt: "2025-08-04T09:10:11.000Z", visitorBadge: 9000000001}"#
		let online = try program.run("add: online, a POST of every input answered by a 204 without a body: onVisitAdded, one entry on the portal")
		XCTAssertEqual(online.filter { $0.hasPrefix("server:") }, [post + " -> 204"])
		XCTAssertEqual(online.filter { $0.hasPrefix("on") }, ["onVisitAdded"])
		XCTAssertEqual(online.filter { $0.hasPrefix("portal:") }, [entry])
		let synced = try program.run("add: offline, then startSync sends it once: one entry on the portal")
		XCTAssertEqual(synced.filter { $0.hasPrefix("server:") }, [post + " (no connection)", post + " -> 204"])
		XCTAssertEqual(synced.filter { $0.hasPrefix("sync: completed") || $0.hasPrefix("sync: failed") }, ["sync: completed AddVisit/add-visit-<uuid-1>"])
		XCTAssertEqual(synced.filter { $0.hasPrefix("portal:") }, [entry])
		let empty = try program.run("add: empty notes and programme are not stored (the endpoint keeps the values that are not null) and read back as nil")
		XCTAssertTrue(empty.contains { $0.hasPrefix("onVisitLoaded: ") && $0.hasSuffix("notes=nil programme=nil") }, "\(empty)")
	}

	/// The API has no PUT by external reference code, so nothing makes a replay find the entry:
	/// when the portal added the visit and its answer was lost, the next sync adds it again.
	func testHeadlessAPIBuilderAddAfterALostAnswerIsTwoEntries() throws {
		let program = try RuntimeProgram.build(example: "visit")
		for scenario in ["add: offline; the first sync's answer is lost after the portal added the entry; the next sync POSTs it again: two entries",
				"add: online, the answer is lost after the portal added the entry; recorded and synced: two entries"] {
			let lines = try program.run(scenario)
			XCTAssertEqual(lines.filter { $0.hasPrefix("server: POST ") }.map { $0.components(separatedBy: "} ").last! }.filter { $0 != "(no connection)" },
				["-> 204 (answer lost)", "-> 204"], scenario)
			XCTAssertEqual(lines.filter { $0.hasPrefix("entries:") }.last, #"entries: ["41969 \"Ana\"", "41970 \"Ana\""]"#, scenario)
			XCTAssertFalse(lines.contains { $0.contains("by-external-reference-code") }, scenario)
		}
	}

	/// A day is read so it is never nil (issue 36): on a device in America/Santiago, 2024-09-08
	/// has no midnight (the clocks go from 00:00 to 01:00), and a formatter of `yyyy-MM-dd` in
	/// the device's zone read it as nil; it is that day from its first instant, 01:00, online and
	/// from the cache; the day before is its midnight.
	func testHeadlessDayWithoutAMidnightIsRead() throws {
		let program = try RuntimeProgram.build(example: "visit")
		let lines = try program.run("dates: a device in America/Santiago loads visits on 2024-09-07 and 2024-09-08, a day whose midnight the clock change skips: each day, from its first instant")
		let shown = [#"json: day "2024-09-07T00:00:00.000Z"; the device shows 2024-09-07 00:00 GMT-4"#, #"json: day "2024-09-08T00:00:00.000Z"; the device shows 2024-09-08 01:00 GMT-3"#]
		XCTAssertEqual(lines.filter { $0.hasPrefix("json:") }, shown + shown)
		// The request type's reader by itself: every form a portal writes, and what is no date.
		let forms = try program.run("dates: the request type reads each ISO 8601 form a portal writes, and refuses what is no date")
		XCTAssertEqual(forms.filter { $0.hasPrefix("date: ") && !$0.hasSuffix("-> nil") }.map { $0.components(separatedBy: " -> ")[1] },
			["1754298611.0", "1754298611.123", "1754298611.0", "1754298611.5", "1754298611.0", "-14182939.5", "1754298611.0", "1754265600.0", "1709208000.0",
			 "2024-09-08 01:30 GMT-3", "2024-09-08 01:30 GMT-3", "2024-09-08 01:00 GMT-3"])
		XCTAssertEqual(forms.filter { $0.hasSuffix("-> nil") }.count, 8, "\(forms)")
		XCTAssertTrue(forms.contains(#"day: "2025-08-04T00:00:00.000Z" -> 1754265600.0"#), "\(forms)")
	}

	/// A redirect is not followed (issue 36): the request passes the SDK's LRRedirectDelegate,
	/// so a 302 to the login page is the answer, and a failure that asks to sign in again. The
	/// SDK's default (nil) follows it: the list read the login page ("cannot be shown") and the
	/// add's POST became a GET of it, whose 200 told the delegate the visit was added.
	func testHeadlessRedirectsAreFailuresNotFollowed() throws {
		let program = try RuntimeProgram.build(example: "visit")
		let lines = try program.run("redirects: the list and an add meet a 302 to the login page: each a failure that asks to sign in again; nothing followed, nothing added")
		let signIn = "error(LiferayScreens -3: The portal asks to sign in again: the session is no longer signed in)"
		XCTAssertEqual(lines.filter { $0.hasPrefix("on") }, ["onVisitListError: " + signIn, "onAddVisitError: " + signIn])
		XCTAssertEqual(lines.filter { $0.hasPrefix("server:") }.map { $0.components(separatedBy: " -> ").last! }, ["302", "302"])
		XCTAssertFalse(lines.contains { $0.contains("/c/portal/login") && $0.hasPrefix("server:") }, "\(lines)")
		XCTAssertEqual(lines.filter { $0.hasPrefix("entries:") }, [#"entries: ["41969 \"v0\"", "41970 \"v1\"", "41971 \"v2\""]"#])
		let elsewhere = try program.run("redirects: a load meets a redirect to https: a failure that names where it points")
		XCTAssertEqual(elsewhere.filter { $0.hasPrefix("on") || $0.hasPrefix("server:") }, [
			"onLoadVisitError: error(LiferayScreens -3: The portal sent the request elsewhere (https://portal/o/c/visits-app/visits/41969): check the server's address)",
			"server: GET /o/c/visits-app/visits/41969 auth=basic lang=en -> 302"])
	}

	/// A session server written with its last "/" (`http://portal/`) is followed by the API's
	/// path without a second one (issue 36: `//o/c/visits-app/…`, which the portal model does not
	/// answer): the list, an add and a load each reach the application.
	func testHeadlessServerWithItsLastSlashGivesNoEmptySegment() throws {
		let program = try RuntimeProgram.build(example: "visit")
		let lines = try program.run("servers: a session server with its last / (http://portal/): the list, an add and a load at /o/c/visits-app, not //o")
		XCTAssertFalse(lines.contains { $0.hasPrefix("crashed") }, "\(lines)")
		XCTAssertEqual(lines.filter { $0.hasPrefix("server:") }.map { $0.components(separatedBy: " auth=")[0] },
			["server: GET /o/c/visits-app/visits?page=1&pageSize=50&sort=startsAt:asc", "server: POST /o/c/visits-app/visits", "server: GET /o/c/visits-app/visits/41969"])
		XCTAssertEqual(lines.filter { $0.hasPrefix("on") }.map { $0.components(separatedBy: " kind=")[0] }, ["onVisitListResponse: 2 rows, v0…v1", "onVisitAdded", "onVisitLoaded: host=\"v0\""])
	}

	/// A visit loaded by id: every attribute type read as the model declares it; an unknown id
	/// is the portal's 404 message. A day-only field comes as its midnight in GMT and is read as
	/// that day in the device's zone: a device in UTC and one in Los Angeles both show the day
	/// they sent.
	func testHeadlessAPIBuilderLoadsEveryAttributeType() throws {
		let program = try RuntimeProgram.build(example: "visit")
		XCTAssertEqual(try program.run("load: by id, every attribute type read: Bool, a day, a date-time, Double, Int, Int64, a picklist's key, multiline text").filter { $0.hasPrefix("on") },
			[#"onVisitLoaded: host="Ana" kind="delivery" day=2025-08-04 00:00 GMT startsAt=1754298611.123 durationHours=1.5 fee=12.5 guests=3 confirmed=false visitorBadge=9000000001 notes="Parking at gate 2\nBring the badge" programme="<p>Tour</p>\n<p>Lunch</p>""#])
		XCTAssertEqual(try program.run("load: an id no visit has is the portal's 404 message, shown as a failure").filter { $0.hasPrefix("on") || $0.hasPrefix("server:") },
			["onLoadVisitError: error(LiferayScreens -3: No ObjectEntry exists with the primary key 41999)", "server: GET /o/c/visits-app/visits/41999 auth=basic lang=en -> 404"])
		let days = try program.run("dates: a device in UTC, then one in America/Los_Angeles, adds a visit on 4 August; the portal keeps the 4th; read back, the day each device shows")
		XCTAssertEqual(days.filter { $0.hasPrefix("portal:") || $0.hasPrefix("json:") }, [
			#"portal: day "2025-08-04""#, #"json: day "2025-08-04T00:00:00.000Z"; the device shows 2025-08-04 00:00 GMT"#,
			#"portal: day "2025-08-04""#, #"json: day "2025-08-04T00:00:00.000Z"; the device shows 2025-08-04 00:00 PDT"#,
		])
	}
}
