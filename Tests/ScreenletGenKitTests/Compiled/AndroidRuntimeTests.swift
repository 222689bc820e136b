import Foundation
import XCTest
@testable import ScreenletGenKit

/// The Android twin run, not only compiled (issue 37 §8): each example's scenarios
/// (`Runtime/AndroidScenarios/<example>.java`) run its generated Java against the runtime model
/// of Screens for Android 5.1 (`AndroidRuntime/`), and print a transcript compared with
/// `Runtime/AndroidExpected/<example>.txt`. A scenario named as an iOS one
/// (`Runtime/Expected/<example>.txt`) asks the portal exactly what the iOS screenlet asks it.
/// `SCREENLETGEN_RECORD_BEHAVIOUR=1` writes the expected transcripts anew (never the goldens,
/// never in CI), as for the iOS runtime model.
final class AndroidRuntimeTests: XCTestCase {

	static let scenarios = TestSupport.testsDirectory.appendingPathComponent("Runtime/AndroidScenarios")
	static let expected = TestSupport.testsDirectory.appendingPathComponent("Runtime/AndroidExpected")

	/// The example's Android twin in a module folder, and what its scenarios print.
	private func transcript(of example: String, mainClass: String) throws -> String {
		let module = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: module) }
		for file in try AndroidTwinTests.generate(TestSupport.examplesDirectory.appendingPathComponent("\(example).json")) {
			let url = module.appendingPathComponent(file.path)
			try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
			try Data(file.contents.utf8).write(to: url)
		}
		let scenario = try String(contentsOf: AndroidRuntimeTests.scenarios.appendingPathComponent("\(example).java"), encoding: .utf8)
		let output = try AndroidRuntime.run(module: module, package: AndroidTwinTests.package, scenario: scenario, mainClass: mainClass)
		return RuntimeTranscript.numberingUUIDs(output)
	}

	/// A transcript's requests to the portal. Screens for Android asks a list's row count after each
	/// page (BaseListInteractor.execute), the iOS list with the first: `countingOnce` leaves out a
	/// count request that follows a later page's (one whose `start` is not 0).
	static func requests(_ lines: [String], countingOnce: Bool) -> [String] {
		let requests = lines.filter { $0.hasPrefix("server: ") }
		return requests.enumerated().filter { index, line in
			let path = line.dropFirst("server: ".count).prefix { $0 != " " }
			guard countingOnce, path.hasSuffix("-count"), index > 0 else {
				return true
			}
			let previous = requests[index - 1]
			return !(previous.contains(" start=") && !previous.contains(" start=0"))
		}.map(\.element)
	}

	/// The example's scenarios print its expected transcript, and each scenario named as an iOS
	/// one asks the portal what the iOS one asks; `shared`: those names, so that none is lost.
	private func check(_ example: String, mainClass: String, shared expected: [String], file: StaticString = #filePath, line: UInt = #line) throws {
		let output = try transcript(of: example, mainClass: mainClass)
		let url = AndroidRuntimeTests.expected.appendingPathComponent("\(example).txt")
		if TestSupport.isRecording("SCREENLETGEN_RECORD_BEHAVIOUR") {
			try Data(output.utf8).write(to: url)
		}
		XCTAssertEqual(output, try String(contentsOf: url, encoding: .utf8), file: file, line: line)
		let ios = RuntimeTranscript.sections(try String(contentsOf: TestSupport.testsDirectory.appendingPathComponent("Runtime/Expected/\(example).txt"), encoding: .utf8))
		var shared: [String] = []
		for (name, lines) in RuntimeTranscript.sections(output) {
			guard let iosLines = ios[name] else {
				continue
			}
			shared.append(name)
			XCTAssertEqual(AndroidRuntimeTests.requests(lines, countingOnce: true), AndroidRuntimeTests.requests(iosLines, countingOnce: false), name, file: file, line: line)
		}
		XCTAssertEqual(shared.sorted(), expected.sorted(), "the scenarios both platforms share", file: file, line: line)
	}

	func testTheBookmarkScenariosRunAsScreensForAndroidRunsThem() throws {
		try check("bookmark", mainClass: "BookmarkScenarios", shared: [
			"add: an answer without url and description", "add: empty title", "add: nil answer", "add: offline", "add: online",
			"list: 120 rows, pages of 50, with a count", "list: a row without its url", "list: offline, nothing cached",
			"list: offline, then from the cache", "sync: an add made offline reaches the portal once when back online",
		])
	}

	func testTheBookmarkEditorScenariosRunAsScreensForAndroidRunsThem() throws {
		try check("bookmark-editor", mainClass: "EditorScenarios", shared: [
			"get: online", "get: offline after an online get", "get: no entry", "delete: offline, recorded to sync",
			"move: raw answer", "move: offline", "search: online, then offline from the cache; offline in another site, nothing cached",
			"search: offline, nothing cached", "count: online and offline", "sorted list: the order-by comparator reaches the portal and the cache key",
			"sync: a delete and a move made offline are sent when back online, each once",
		])
	}

	func testTheTodoEditorScenariosRunAsScreensForAndroidRunsThem() throws {
		try check("todo-editor", mainClass: "TodoScenarios", shared: [
			"load: the form shows the loaded item", "load, edit, update: the form's values are sent, a date as milliseconds",
			"load: offline with nothing cached, the form keeps what the user typed", "load: an item whose status is not a choice leaves no segment selected",
			"update: no priority chosen", "sync: two updates of one item offline keep the last, sent once with its values",
		])
	}

	func testTheGuestbookScenariosRunAsScreensForAndroidRunsThem() throws {
		try check("guestbook", mainClass: "GuestbookScenarios", shared: [
			"sign: online", "sign: offline, recorded to sync", "list: offline, nothing cached",
			"sign: logged out before the request leaves, nothing is sent",
			"sync: a signature made offline is sent with the session's user when back online",
		])
	}

	func testTheBookmarkBasicScenariosRunAsScreensForAndroidRunsThem() throws {
		try check("bookmark-basic", mainClass: "BasicScenarios", shared: [
			"add: online", "add: offline", "add: no one logged in: the log-in message, nothing sent", "add: nil answer",
		])
	}

	func testTheBookmarkFolderScenariosRunAsScreensForAndroidRunsThem() throws {
		try check("bookmark-folder", mainClass: "FolderScenarios", shared: [
			"collection list: 120 rows, pages of 50, with a count", "list without start/end: 120 rows load once",
			"delete: online", "delete: offline, recorded to sync", "delete: offline, remote-only", "delete: no folder",
			"load: online, then offline from the cache", "load: offline, nothing cached", "load: cache-first reads the cache without asking the portal",
			"load: nil answer", "load: an answer without createDate", "sync: a delete made offline is sent with its values when back online",
			"load: every attribute's value (dates before 1970 and with a fraction of a millisecond, optional ones present and absent), online, then offline from the cache",
		])
	}

	func testTheTicketScenariosRunAsScreensForAndroidRunsThem() throws {
		try check("ticket", mainClass: "TicketScenarios", shared: [
			"list: 120 tickets scrolled through in Screens' pages (50, then 25), the count from totalCount",
			"list: pages 0 to 3 as the screenlet asks for them (rows 0-50, 50-75, 75-100, 100-125), one request each",
			"list: sizes that do not line up (30, then 25): a page of the screenlet's spans two of the portal's, no row twice",
			"list: fewer tickets than a page, then none", "list: online, then offline from the cache",
			"list: tapping a row tells the delegate which ticket", "search: empty keywords fail the property's validation, nothing sent; then a search",
			"search: keywords with a + (C++) reach the portal as typed",
			"list: a page with an entry the model cannot read (no id): refused with a message, no rows",
			"dates: with fractional seconds (a custom date-time) and without (the system dates), read by the model",
			"values: every attribute of a ticket with every field and of one with only its subject, online, then offline from the cache",
			"delete: a ticket already gone (the portal's 404 Not Found) is deleted: done, not a failure",
			"delete: an empty 404 (no API at that path) stays a failure",
			"add: no priority chosen: the optional picklist goes as an empty key, and the ticket is added without one",
			"add: offline, then startSync sends it once: one entry on the portal",
			"add: offline; the first sync's answer is lost after the portal added the entry, the next sync sends it again: one entry",
			"add: online, the answer is lost after the portal added the entry; recorded and synced, still one entry",
			"add: online, one PUT by external reference code, one entry, the list shows it without loading again",
			"update: a PATCH of the subject, the other fields kept, the list's row replaced in place",
			"delete: a DELETE by id, the row leaves the list in place",
		])
	}

	/// The add form of the forms issue rendered a second time: numbers in the device's region,
	/// values left out, a day; the iOS scenarios' requests exactly.
	func testTheVisitScenariosRunAsScreensForAndroidRunsThem() throws {
		try check("visit", mainClass: "VisitScenarios", shared: [
			"add: online, a POST of every input answered by a 204 without a body: onVisitAdded, one entry on the portal",
			"add: empty notes and programme are not stored (the endpoint keeps the values that are not null) and read back as nil",
			"add: offline, then startSync sends it once: one entry on the portal",
			"add: offline; the first sync's answer is lost after the portal added the entry; the next sync POSTs it again: two entries",
			"dates: a device in UTC, then one in America/Los_Angeles, adds a visit on 4 August; the portal keeps the 4th; read back, the day each device shows",
			"numbers: typed as the device's region writes them (en_US, de_DE, fr_FR): the portal gets the same numbers; other text holds the button back",
			"left out: empty numbers, untouched dates and switch are not sent; the portal stores none of them",
			"left out: offline, then synced: the recorded write leaves out the same values",
			"load: an id no visit has is the portal's 404 message, shown as a failure",
		])
	}

	/// A site-scoped Object: its pages and writes under /scopes/{groupId}, a picklist with None and
	/// a multiselect one; a write stays in the cache of the site it was made in (Screens for Android).
	func testTheIncidentScenariosRunAsScreensForAndroidRunsThem() throws {
		try check("incident", mainClass: "IncidentScenarios", shared: [
			"list: 120 incidents of the app's site (and 30 of another site, never shown), scrolled through in Screens' pages, each page asked of /scopes/20143",
			"list: fewer incidents than a page; the other site's are not counted", "list: online, then offline from the cache",
			"add: offline, then startSync sends it once: one entry in the app's site",
			"add: offline; the first sync's answer is lost after the portal added the entry, the next sync sends the same code to the same site: one entry",
			"multiselect picklist: the form has a switch for each saved entry of the affected systems, sends the keys of those turned on as an array, and the list shows the portal's names",
			"update: shown, the screenlet loads the incident into the form by itself; a change of the title alone keeps every other field",
			"update: an incident the user may not update (no update in its actions): loaded, its button stays disabled; sent from code, the portal's 403 is the failure",
			"multiselect picklist: the edit screen turns on the loaded entry's systems; turning one off sends the rest, and none turned on clears the field",
		])
	}

	/// Related lists: a project's tasks on the relationship's page, by id and by code.
	func testTheProjectTaskScenariosRunAsScreensForAndroidRunsThem() throws {
		try check("project-task", mainClass: "ProjectTaskScenarios", shared: [
			"related list: two projects, each lists only its own tasks",
			"related list: 60 tasks of one project in Screens' pages (50, then 25), the count from totalCount",
			"related list: no project chosen (0): the property's message, nothing sent",
			"related list: a project that is not there: the portal's 404 Problem, a failure, no rows",
			"related list: tapping a row tells the delegate which task, of which project",
			"related list: offline, each project's tasks from its own cached pages",
			"related list by the project's code: its tasks in the spec's order (title:asc); a code no project has: the finder's 404",
		])
	}

	/// A task's checklist: the Task Object's own relationship's page.
	func testTheTaskChecklistScenariosRunAsScreensForAndroidRunsThem() throws {
		try check("task-checklist", mainClass: "ChecklistScenarios", shared: [
			"related list: two tasks, each lists only its own checklist items",
			"related list: no task chosen (0): the property's message, nothing sent",
			"related list: a task that is not there: the portal's 404 Problem, a failure",
		])
	}

	/// A parent's chooser: the Project Object's entries offered in a dialog, chosen, left out,
	/// cancelled, read from the cache offline, refused.
	func testTheTasksScenariosRunAsScreensForAndroidRunsThem() throws {
		try check("tasks", mainClass: "TasksScenarios", shared: [
			"add: a project chosen by name is the task's: the sheet lists the projects sorted by name, None first; its id sent, the portal keeps the task under it",
			"add: an id of 0 the app sets is the input's message, nothing sent",
			"add: no project chosen, or None chosen after one: a task of none, the field left out",
			"chooser: cancelled, the choice stays; no projects, the sheet says so",
			"chooser offline: the projects loaded online are offered from the cache; never loaded, the load's failure and no sheet",
			"chooser: a user who may not view the projects meets the portal's refusal (a GET's 404), told to the delegate in its words; no sheet",
		])
	}

	/// A localized title (sent as its map, the stored translations kept) and a file attached.
	func testTheArticleScenariosRunAsScreensForAndroidRunsThem() throws {
		try check("article", mainClass: "ArticleScenarios", shared: [
			"add: in de-DE, the title sent as title_i18n {de_DE}, the long text from the text view with its line breaks",
			"attach: an add with a file chosen sends {fileBase64, name}; the portal stores it, and downloadCover reads back the same bytes",
			"attach: a retitle with no file chosen sends no cover: the stored file is kept",
			"attach: a retitle with a file chosen replaces the stored cover",
			"attach: an empty file: the portal's \"File content is empty\" is the add's failure",
			"attach: a file that cannot be read: the add fails naming it, no request",
			"retitle: in fr-FR, a GET of the entry, then a PATCH of title_i18n with en_US kept and fr_FR changed",
			"retitle: in de-DE, which the entry lacks: de_DE added beside en_US and fr_FR",
			"retitle: in fr-CA, the entry's fr_FR is the app's language (matched by its base), changed; nothing added",
		])
	}
}
