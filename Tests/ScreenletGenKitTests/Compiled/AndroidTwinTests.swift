import Foundation
import XCTest
@testable import ScreenletGenKit

/// The Android twin (issue 37) of every example: its golden tree
/// (`GoldenAndroid/<example>/`), compiled against the Java stubs with no error and no warning,
/// and read as the iOS model reads the same answer.
///
/// To re-record after an intended change (never automatic, never in CI):
///     SCREENLETGEN_RECORD=1 swift test --filter AndroidTwinTests
final class AndroidTwinTests: XCTestCase {

	static let package = "com.example.screens"

	/// Every example: a Mobile SDK service's, and a headless API's (its lists so far).
	static var examples: [URL] {
		return TestSupport.exampleSpecs
	}

	static func generate(_ spec: URL) throws -> [GeneratedFile] {
		let result = Generator(defaults: SpecDefaults(platform: .android, androidPackage: package)).generate([try TestSupport.input(spec)])
		XCTAssertFalse(result.diagnostics.hasErrors, "\(spec.lastPathComponent): \(result.diagnostics.all.map(\.description))")
		return result.files
	}

	/// `files` as a module's `src/main`, compiled against the stubs with no error and no warning.
	static func assertCompilesCleanly(_ files: [GeneratedFile], file: StaticString = #filePath, line: UInt = #line) throws {
		let module = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: module) }
		for generated in files {
			let url = module.appendingPathComponent(generated.path)
			try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
			try Data(generated.contents.utf8).write(to: url)
		}
		let checked = try JavaCheck.check(module)
		XCTAssertEqual(checked.errors.map(\.description) + checked.warnings.map(\.description), [], checked.output, file: file, line: line)
	}

	func testEveryExampleMatchesItsAndroidGoldenTree() throws {
		XCTAssertGreaterThanOrEqual(AndroidTwinTests.examples.count, 15)
		for spec in AndroidTwinTests.examples {
			let name = spec.deletingPathExtension().lastPathComponent
			let files = try AndroidTwinTests.generate(spec)
			try recordOrAssertMatches(files, golden: TestSupport.androidGoldenDirectory.appendingPathComponent(name), example: name)
		}
	}

	/// Each twin is a module's `src/main` that javac (`--release 8 -Xlint:all`) compiles against the
	/// stubs with no error and no warning (the real check, `../shared/tools/android`, agrees:
	/// Documentation/Contributing.md).
	func testEveryAndroidTwinCompilesWithoutWarnings() throws {
		let root = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: root) }
		var modules: [URL] = []
		for spec in AndroidTwinTests.examples {
			let module = root.appendingPathComponent(spec.deletingPathExtension().lastPathComponent)
			for file in try AndroidTwinTests.generate(spec) {
				let url = module.appendingPathComponent(file.path)
				try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
				try Data(file.contents.utf8).write(to: url)
			}
			modules.append(module)
		}
		let (stubs, results) = try JavaCheck.check(modules)
		XCTAssertEqual(stubs.errors, [])
		for (module, result) in zip(modules, results) {
			XCTAssertEqual(result.errors.map(\.description), [], "\(module.lastPathComponent):\n\(result.output)")
			XCTAssertEqual(result.warnings.map(\.description), [], "\(module.lastPathComponent):\n\(result.output)")
		}
	}

	/// The model class of `Examples/edge-cases.json` (every type, names Java reserves or Object
	/// has) reads the answer the iOS runtime scenario reads, to the same values
	/// (RuntimeTests.testEveryAttributeReadsAsTheScenarioRecords: `default="r0" … archived=true`); an
	/// optional value the answer lacks is null; an answer without a required value is not complete.
	/// A decimal input takes a German "1,5" on every Android version: before Android 8 a
	/// `numberDecimal` field's own key listener takes "." only, so the field lists its characters
	/// (the View reads the text in the device's language); a whole number's field does not.
	func testADecimalFieldTakesTheCommaBeforeAndroid8() throws {
		let files = try AndroidTwinTests.generate(TestSupport.examplesDirectory.appendingPathComponent("visit.json"))
		let layout = try XCTUnwrap(files.first { $0.path == "res/layout/addvisit_default.xml" }?.contents)
		let fields = layout.components(separatedBy: "<EditText").dropFirst()
		let decimals = fields.filter { $0.contains("numberDecimal") }
		XCTAssertFalse(decimals.isEmpty)
		for field in decimals {
			XCTAssertTrue(field.contains("android:digits=\"0123456789+-.,\""), field)
		}
		for field in fields where !field.contains("numberDecimal") {
			XCTAssertFalse(field.contains("android:digits"), field)
		}
	}

	func testTheModelClassReadsAnAnswerAsTheIOSModelDoes() throws {
		let javac = try JavaCheck.requireJavac()
		let java = JavaCheck.java(besides: javac)
		let work = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: work) }
		let model = try XCTUnwrap(try AndroidTwinTests.generate(TestSupport.examplesDirectory.appendingPathComponent("edge-cases.json")).first { $0.path.hasSuffix("/Record.java") })
		let source = work.appendingPathComponent("src/com/example/screens")
		try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
		try Data(model.contents.utf8).write(to: source.appendingPathComponent("Record.java"))
		try Data(AndroidTwinTests.reader.utf8).write(to: source.appendingPathComponent("ReadRecord.java"))
		let classes = work.appendingPathComponent("classes")
		let compiled = try TestSupport.run(javac, ["--release", "8", "-nowarn", "-d", classes.path, "-sourcepath", JavaCheck.stubsDirectory.path,
			source.appendingPathComponent("Record.java").path, source.appendingPathComponent("ReadRecord.java").path])
		XCTAssertEqual(compiled.status, 0, compiled.output)
		let run = try TestSupport.run(java, ["-cp", classes.path, "com.example.screens.ReadRecord"])
		XCTAssertEqual(run.status, 0, run.output)
		XCTAssertEqual(run.output.components(separatedBy: "\n").filter { !$0.isEmpty }, [
			#"complete=true default="r0" description="about" hash=7 class="c0" isPublic=true weight=1.5 ownerId=9007199254740993 archived=true"#,
			#"complete=true default="r2" description="" hash=0 class="" isPublic=false weight=null ownerId=null archived=null"#,
			"complete=false (no hash)",
			"complete=false (a hash that is text)",
		])
	}

	/// The service class a spec's calls use is the module's own copy, with the methods called
	/// and, for each, the Mobile SDK builder's signature: the hand-written Bookmark target's
	/// (Documentation/Research/android-target, from the upstream sample's copy of the v7 class).
	func testTheServiceClassHasTheSDKBuildersSignatures() throws {
		let files = try AndroidTwinTests.generate(TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"))
		let service = try XCTUnwrap(files.first { $0.path == "java/com/example/screens/service/v7/BookmarksEntryService.java" }?.contents)
		let target = try String(contentsOf: JavaCheckTests.target.appendingPathComponent("java/com/liferay/mobile/screens/bookmark/service/v7/BookmarksEntryService.java"), encoding: .utf8)
		// Signatures on one line each, as javac reads them (the target wraps long ones).
		func signatures(_ text: String) -> [String] {
			var found: [String] = []
			var current: String?
			for line in text.components(separatedBy: "\n") {
				if line.hasPrefix("\tpublic ") && !line.contains(" class ") {
					current = ""
				}
				guard let signature = current else {
					continue
				}
				current = signature + " " + line
				if line.hasSuffix("{") {
					found.append(current!.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " "))
					current = nil
				}
			}
			return found.filter { $0.contains("throws Exception") }
		}
		let generated = signatures(service)
		XCTAssertEqual(generated, [
			"public JSONArray getEntries(long groupId, long folderId, int start, int end) throws Exception {",
			"public Integer getEntriesCount(long groupId, long folderId) throws Exception {",
			"public JSONObject addEntry(long groupId, long folderId, String name, String url, String description, JSONObjectWrapper serviceContext) throws Exception {",
		])
		for signature in generated {
			XCTAssertTrue(signatures(target).contains(signature), "the target has no \(signature)")
		}
		XCTAssertTrue(service.contains(#"mangleWrapper(_params, "serviceContext", "com.liferay.portal.kernel.service.ServiceContext", serviceContext);"#), service)
		// 7.0's command lists its parameters as declared, as the sample's copy does (7.3's alphabetically).
		XCTAssertTrue(service.contains("\t\t\t_params.put(\"groupId\", groupId);\n\t\t\t_params.put(\"folderId\", folderId);\n\t\t\t_params.put(\"start\", start);\n\t\t\t_params.put(\"end\", end);\n"), service)
	}

	/// A `byte[]` parameter goes into the command as the SDK's builder sends it, `toString(bytes)`
	/// (BaseService), and compiles against the stubs (the real check agrees, 2026-11-29).
	func testBytesAreSentAsTheSDKSendsThem() throws {
		let spec = #"""
		{ "entity": "Company", "service": "LRCompanyService_v7", "attributes": [ { "name": "companyId", "type": "Int64" } ],
		  "screenlets": [ { "kind": "action", "name": "ClearLogo", "properties": [ { "name": "companyId", "type": "Int64" } ],
		    "actions": [ { "name": "clear-logo", "method": "update-logo", "params": ["companyId", { "name": "bytes", "value": null }], "result": "none" } ] } ] }
		"""#
		let result = Generator(defaults: SpecDefaults(platform: .android, androidPackage: AndroidTwinTests.package)).generate([TestSupport.input(spec)])
		XCTAssertFalse(result.diagnostics.hasErrors, "\(result.diagnostics.all.map(\.description))")
		let service = try XCTUnwrap(result.files.first { $0.path == "java/com/example/screens/service/v7/CompanyService.java" })
		XCTAssertTrue(service.contents.contains("public JSONObject updateLogo(long companyId, byte[] bytes) throws Exception {"), service.contents)
		XCTAssertTrue(service.contents.contains(#"_params.put("bytes", toString(bytes));"#), service.contents)
		try AndroidTwinTests.assertCompilesCleanly(result.files)
	}

	/// Found by a review of the headless twin: an entity named like the list's locals (`Entry`), a
	/// required picklist read at its key (its name getter needs the `text` helper), an optional
	/// number sent as text in a query (left out when null, never the text "null"): each compiles
	/// and reads as it should.
	func testAHeadlessTwinOfAnEntryWithARequiredPicklistAndAnOptionalQueryValueCompiles() throws {
		let folder = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: folder) }
		try FileManager.default.copyItem(at: TestSupport.examplesDirectory.appendingPathComponent("ticket.openapi.json"),
			to: folder.appendingPathComponent("ticket.openapi.json"))
		let spec = folder.appendingPathComponent("entry.json")
		try Data(#"""
		{"entity": "Entry", "schema": "Ticket", "openapi": "ticket.openapi.json", "attributes": [{"name": "id", "type": "Int64"}, {"name": "subject", "type": "String"}, {"name": "priority", "type": "String", "key": "priority.key"}], "screenlets": [{"kind": "list", "page": {"operation": "getTicketsPage"}, "cell": "subject"}, {"kind": "action", "name": "UpdateEntry", "properties": [{"name": "ticketId", "type": "Int64"}], "inputs": [{"name": "subject", "type": "String"}], "actions": [{"name": "update-entry", "operation": "PATCH /{ticketId}", "params": ["ticketId"], "body": ["subject"], "result": "entity"}]}, {"kind": "action", "name": "DeleteEntry", "properties": [{"name": "ticketId", "type": "Int64"}], "actions": [{"name": "delete-entry", "operation": "deleteTicket", "params": ["ticketId"], "result": "none"}]}, {"kind": "action", "name": "LoadApproved", "properties": [{"name": "code", "type": "String"}], "inputs": [{"name": "fieldCount", "type": "Int"}], "actions": [{"name": "load-approved", "operation": "getApprovedByExternalReferenceCode", "params": [{"name": "externalReferenceCode", "from": "code"}, {"name": "fields", "from": "fieldCount"}], "result": "entity"}]}]}
		"""#.utf8).write(to: spec)
		let files = try AndroidTwinTests.generate(spec)
		func text(_ path: String) throws -> String {
			return try XCTUnwrap(files.first { $0.path.hasSuffix(path) }?.contents, path)
		}
		XCTAssertTrue(try text("/list/EntryListView.java").contains("Entry listedEntry = entries.get(index);"))
		XCTAssertTrue(try text("/list/EntryListView.java").contains("if ((listedEntry != null) && (listedEntry.getId() == entry.getId())) {"))
		XCTAssertTrue(try text("/Entry.java").contains("private String text(String... path) {"))
		XCTAssertTrue(try text("/interactor/LoadApprovedInteractor.java").contains(#".query("fields", (fieldCount == null) ? null : String.valueOf(fieldCount))"#))
		try AndroidTwinTests.assertCompilesCleanly(files)
	}

	/// The Bookmark target (Documentation/Research/android-target: the upstream samples brought
	/// to AndroidX and to the iOS output's behaviour, checked with the real Android check) is the
	/// golden of `Examples/bookmark.json` in its package: every file, byte for byte.
	func testTheBookmarkTargetIsTheGeneratedTwin() throws {
		let package = "com.liferay.mobile.screens.bookmark"
		let spec = try TestSupport.input(TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"))
		let files = Generator(defaults: SpecDefaults(platform: .android, androidPackage: package)).generate([spec]).files
		for file in files {
			let target = try String(contentsOf: JavaCheckTests.target.appendingPathComponent(file.path), encoding: .utf8)
			XCTAssertEqual(file.contents, target, file.path)
		}
		let targetFiles = (FileManager.default.subpaths(atPath: JavaCheckTests.target.path) ?? []).filter { $0.hasSuffix(".java") || $0.hasPrefix("res/") && $0.hasSuffix(".xml") }
		XCTAssertEqual(Set(targetFiles), Set(files.map(\.path)), "the target has a file the twin has not, or the other way round")
		XCTAssertEqual(files.count, 21)
	}

	/// Every declaration the upstream Bookmark samples make (liferay-screens 61cad7f2f,
	/// `android/samples/addbookmarkscreenlet` and `listbookmarkscreenlet`: classes, their public and
	/// protected methods, the listeners' and View Model's, layout ids, styleable attributes) is in the
	/// generated twin of `Examples/bookmark.json`, or is a difference the target's README gives a
	/// reason for (its "Why each difference", by number).
	func testTheUpstreamSamplesDeclarationsAreInTheTwin() throws {
		let upstream: [(type: String, members: [String])] = [
			("AddBookmarkScreenlet", ["createInteractor", "createScreenletView", "getFolderId", "getListener", "onAddBookmarkFailure",
				"onAddBookmarkSuccess", "onUserAction", "setFolderId", "setListener"]),
			("AddBookmarkInteractor", ["execute", "onFailure", "onSuccess"]),
			("AddBookmarkListener", ["onAddBookmarkFailure", "onAddBookmarkSuccess"]),
			("AddDeliciousInteractor", []),
			("BookmarksEntryService", ["addEntry", "deleteEntry", "getEntries", "getEntriesCount", "getEntry", "getFoldersEntriesCount",
				"getGroupEntries", "getGroupEntriesCount", "moveEntry", "moveEntryFromTrash", "moveEntryToTrash", "openEntry",
				"restoreEntryFromTrash", "search", "subscribeEntry", "unsubscribeEntry", "updateEntry"]),
			("AddBookmarkView", ["getScreenlet", "getTitle", "getURL", "onClick", "onFinishInflate", "setScreenlet", "setTitle", "setURL",
				"showFailedOperation", "showFinishOperation", "showStartOperation"]),
			("AddBookmarkViewModel", ["getTitle", "getURL", "setTitle", "setURL"]),
			("Bookmark", ["createFromParcel", "describeContents", "getUrl", "getValues", "newArray", "setValues", "writeToParcel"]),
			("BookmarkAdapter", ["BookmarkViewHolder", "bind", "createViewHolder", "fillHolder"]),
			("BookmarkEvent", ["getListKey", "getModel"]),
			("BookmarkListInteractor", ["createEntity", "getIdFromArgs", "getPageRowCountRequest", "getPageRowsRequest"]),
			("BookmarkListListener", ["interactorCalled"]),
			("BookmarkListScreenlet", ["createInteractor", "createScreenletView", "error", "loadRows"]),
			("BookmarkListView", ["createListAdapter", "getItemLayoutId"]),
		]
		let ids = ["add_button", "bookmark_url", "liferay_list_screenlet", "liferay_progress", "liferay_recycler_list", "title_bookmark", "url"]
		let attributes = [("BookmarkListScreenlet", ["groupId", "folderId", "cachePolicy", "obcClassName"]),
			("AddBookmarkScreenlet", ["layoutId", "folderId", "defaultTitle"])]
		let differences: [String: String] = [
			"AddDeliciousInteractor": "dropped: okhttp3, not in the spec",
			"BookmarksEntryService.deleteEntry": "8", "BookmarksEntryService.getEntry": "8", "BookmarksEntryService.getFoldersEntriesCount": "8",
			"BookmarksEntryService.getGroupEntries": "8", "BookmarksEntryService.getGroupEntriesCount": "8", "BookmarksEntryService.moveEntry": "8",
			"BookmarksEntryService.moveEntryFromTrash": "8", "BookmarksEntryService.moveEntryToTrash": "8", "BookmarksEntryService.openEntry": "8",
			"BookmarksEntryService.restoreEntryFromTrash": "8", "BookmarksEntryService.search": "8", "BookmarksEntryService.subscribeEntry": "8",
			"BookmarksEntryService.unsubscribeEntry": "8", "BookmarksEntryService.updateEntry": "8",
			"AddBookmarkView.getURL": "11", "AddBookmarkView.setURL": "11", "AddBookmarkViewModel.getURL": "11", "AddBookmarkViewModel.setURL": "11",
			"id add_button": "11", "id title_bookmark": "11", "id bookmark_url": "5",
			"attr BookmarkListScreenlet.obcClassName": "8", "attr AddBookmarkScreenlet.defaultTitle": "11",
		]
		let files = try AndroidTwinTests.generate(TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"))
		func file(_ suffix: String) -> String? {
			return files.first { $0.path.hasSuffix("/" + suffix) }?.contents
		}
		var missing: [String] = []
		var excused: [String] = []
		func require(_ present: Bool, _ name: String) {
			if differences[name] != nil {
				excused.append(name)
				XCTAssertFalse(present, "\(name) is in the twin: not a difference any more")
			}
			else if !present {
				missing.append(name)
			}
		}
		for (type, members) in upstream {
			let source = file(type + ".java")
			require(source != nil, type)
			for member in members where source != nil {
				require(source!.contains(" \(member)("), "\(type).\(member)")
			}
		}
		let layouts = files.filter { $0.path.hasPrefix("res/layout/") }.map(\.contents).joined()
		for id in ids {
			require(layouts.contains("@+id/\(id)\""), "id \(id)")
		}
		for (styleable, names) in attributes {
			let declaration = try XCTUnwrap(files.first { $0.contents.contains("<declare-styleable name=\"\(styleable)\">") }?.contents)
			for name in names {
				require(declaration.contains("name=\"\(name)\"/>"), "attr \(styleable).\(name)")
			}
		}
		XCTAssertEqual(missing, [], "upstream declarations the twin lacks, with no reason given")
		XCTAssertEqual(Set(excused), Set(differences.keys))
	}

	/// Two specs of one run that call one service class share its one file, with every method
	/// either calls (an Android module holds one class of a name; iOS uses the SDK's), and the
	/// module compiles.
	func testSpecsCallingOneServiceShareItsClassWithEveryMethod() throws {
		let link = #"""
			{"entity": "Link", "service": "LRBookmarksEntryService_v7",
			 "attributes": [{"name": "entryId", "type": "Int64"}, {"name": "url", "type": "String"}],
			 "screenlets": [{"kind": "action", "name": "ShowLink", "properties": [{"name": "entryId", "type": "Int64", "validate": "positive"}],
			   "actions": [{"name": "load-link", "method": "get-entry", "params": ["entryId"]}]}]}
			"""#
		let bookmark = try TestSupport.input(TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"))
		let result = Generator(defaults: SpecDefaults(platform: .android, androidPackage: AndroidTwinTests.package))
			.generate([bookmark, TestSupport.input(link, file: "link.json")])
		XCTAssertFalse(result.diagnostics.hasErrors, "\(result.diagnostics.all.map(\.description))")
		let services = result.files.filter { $0.path.contains("/service/") }
		XCTAssertEqual(services.map(\.path), ["java/com/example/screens/service/v7/BookmarksEntryService.java"])
		let methods = services.first?.contents.components(separatedBy: "\n").filter { $0.hasPrefix("\tpublic ") && $0.contains(" throws Exception") }
			.map { $0.components(separatedBy: "(")[0].components(separatedBy: " ").last ?? "" }
		XCTAssertEqual(methods, ["getEntries", "getEntriesCount", "addEntry", "getEntry"])
		try AndroidTwinTests.assertCompilesCleanly(result.files)
	}

	/// A list whose page call has no count streams, as the iOS list does: each page's rows are
	/// counted on the thread that loaded them, plus one while a page comes full (the progress
	/// row that asks for the next page); one loaded once (`bookmark-folder`'s recent folders) is
	/// all its rows. Both compile clean.
	func testAListWithoutACountStreamsItsPages() throws {
		let bookmark = try String(contentsOf: TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"), encoding: .utf8)
		let streamed = bookmark.replacingOccurrences(of: #""count": { "method": "get-entries-count", "params": ["groupId", "folderId"] },"#, with: "")
		XCTAssertNotEqual(streamed, bookmark)
		let result = Generator(defaults: SpecDefaults(platform: .android, androidPackage: AndroidTwinTests.package))
			.generate([TestSupport.input(streamed, file: "streamed.json")])
		XCTAssertFalse(result.diagnostics.hasErrors || result.diagnostics.all.contains { $0.description.contains("warning") }, "\(result.diagnostics.all.map(\.description))")
		let interactor = try XCTUnwrap(result.files.first { $0.path.hasSuffix("/list/BookmarkListInteractor.java") }?.contents)
		XCTAssertTrue(interactor.contains("boolean full = received >= (query.getEndRow() - query.getStartRow());"), interactor)
		XCTAssertTrue(interactor.contains("rowCount.set(query.getStartRow() + received + (full ? 1 : 0));"), interactor)
		XCTAssertFalse(interactor.contains("getEntriesCount"), interactor)
		try AndroidTwinTests.assertCompilesCleanly(result.files)
	}

	/// Names from the spec are data: an action named like a Java keyword is run by
	/// `importAction`, and the module compiles; a portlet parameter Java cannot name leaves the
	/// screenlet unwritten, with a warning at it, rather than code that does not compile.
	func testJavaKeywordsInASpecNeverBecomeCode() throws {
		let spec = #"""
			{"entity": "Thing", "service": "LRThingService_v7",
			 "attributes": [{"name": "thingId", "type": "Int64"}, {"name": "name", "type": "String"}],
			 "screenlets": [{"kind": "action", "name": "Importer", "properties": [{"name": "thingId", "type": "Int64"}],
			   "inputs": [{"name": "label", "type": "String"}],
			   "actions": [{"name": "import", "method": "/thing.thing/import-thing", "params": ["thingId", {"name": "name", "from": "label"}]},
			     {"name": "new", "method": "/thing.thing/add-thing", "params": [{"name": "title", "from": "label"}]}]}]}
			"""#
		let generator = Generator(defaults: SpecDefaults(platform: .android, androidPackage: AndroidTwinTests.package))
		let result = generator.generate([TestSupport.input(spec, file: "thing.json")])
		let screenlet = try XCTUnwrap(result.files.first { $0.path.hasSuffix("/ImporterScreenlet.java") }?.contents)
		XCTAssertTrue(screenlet.contains("\tprivate void importAction(ImportInteractor interactor) {"), screenlet)
		try AndroidTwinTests.assertCompilesCleanly(result.files)
		let reserved = generator.generate([TestSupport.input(spec.replacingOccurrences(of: #""name": "title""#, with: #""name": "class""#), file: "thing.json")])
		XCTAssertFalse(reserved.files.contains { $0.path.hasSuffix("/ImporterScreenlet.java") })
		XCTAssertEqual(reserved.diagnostics.all.map(\.description).filter { $0.contains("warning") }, [
			#"thing.json:3:17: warning: screenlets[0]: the Android twin does not write ImporterScreenlet yet (issue 37), only its string resources: /thing.thing/add-thing takes "class", which no Java method's parameter can be called; write the portal's name for it; generate it for iOS, or write its Android classes by hand"#,
		])
	}

	/// A number typed in the Android form reads as the iOS form reads it (issue 36's rule): the
	/// generated View's own `readNumber` and `numberText` (of `Examples/bookmark-editor.json`),
	/// run with `java` in two languages. Nothing is guessed: text that is no number is null.
	func testTheAndroidFormReadsNumbersAsTypedInThePersonsLanguage() throws {
		let javac = try JavaCheck.requireJavac()
		let java = JavaCheck.java(besides: javac)
		let view = try XCTUnwrap(try AndroidTwinTests.generate(TestSupport.examplesDirectory.appendingPathComponent("bookmark-editor.json"))
			.first { $0.path.hasSuffix("/view/BookmarkEditorView.java") }?.contents)
		// The View's number functions, as generated, in a class of their own (the View needs Android).
		let start = try XCTUnwrap(view.range(of: "\t/**\n\t * A number as a person types it"))
		let end = try XCTUnwrap(view.range(of: "\n}", options: .backwards))
		let functions = String(view[start.lowerBound..<end.lowerBound])
		let program = """
			import java.text.DecimalFormatSymbols;
			import java.util.Locale;

			public class ReadNumbers {
			\(functions)

				public static void main(String[] args) {
					for (String language : new String[] {"en-US", "de-DE"}) {
						Locale.setDefault(Locale.forLanguageTag(language));
						StringBuilder line = new StringBuilder(language);
						for (String text : new String[] {"42", "+7", " -3 ", "", "1.5", "1,5", "12 kg", "9223372036854775808", "1e3"}) {
							line.append(" whole[" + text + "]=" + readNumber(text, true));
						}
						for (String text : new String[] {"1.5", "1,5", "1e3", "-0,25", "NaN", "Infinity", "1e400", "0x10", "1d"}) {
							line.append(" decimal[" + text + "]=" + readNumber(text, false));
						}
						line.append(" text=" + numberText(42L, true) + "|" + numberText(1.5, false) + "|" + numberText(2.0, false) + "|" + numberText(null, true));
						System.out.println(line);
					}
				}
			}
			"""
		let work = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: work) }
		try Data(program.utf8).write(to: work.appendingPathComponent("ReadNumbers.java"))
		let compiled = try TestSupport.run(javac, ["--release", "8", "-d", work.path, work.appendingPathComponent("ReadNumbers.java").path])
		XCTAssertEqual(compiled.status, 0, compiled.output)
		let run = try TestSupport.run(java, ["-cp", work.path, "ReadNumbers"])
		XCTAssertEqual(run.output.components(separatedBy: "\n").filter { !$0.isEmpty }, [
			"en-US whole[42]=42 whole[+7]=7 whole[ -3 ]=-3 whole[]=null whole[1.5]=null whole[1,5]=null whole[12 kg]=null whole[9223372036854775808]=null whole[1e3]=null"
				+ " decimal[1.5]=1.5 decimal[1,5]=null decimal[1e3]=1000.0 decimal[-0,25]=null decimal[NaN]=null decimal[Infinity]=null decimal[1e400]=null decimal[0x10]=null decimal[1d]=null"
				+ " text=42|1.5|2|",
			"de-DE whole[42]=42 whole[+7]=7 whole[ -3 ]=-3 whole[]=null whole[1.5]=null whole[1,5]=null whole[12 kg]=null whole[9223372036854775808]=null whole[1e3]=null"
				+ " decimal[1.5]=null decimal[1,5]=1.5 decimal[1e3]=1000.0 decimal[-0,25]=-0.25 decimal[NaN]=null decimal[Infinity]=null decimal[1e400]=null decimal[0x10]=null decimal[1d]=null"
				+ " text=42|1,5|2|",
		], run.output)
	}

	/// A multiselect picklist's keys that differ only where a layout id cannot (`a`, `A`, `a2`: ids
	/// `affected_systems_a`, `…_a_2`, `…_a2`) get a switch field each in the View, which compiles.
	func testSwitchesOfKeysAlikeGetAFieldEach() throws {
		let folder = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: folder) }
		for name in ["incident.json", "incident.openapi.json", "incident-severity.list-type.json", "incident-systems.list-type.json"] {
			try FileManager.default.copyItem(at: TestSupport.examplesDirectory.appendingPathComponent(name), to: folder.appendingPathComponent(name))
		}
		let systems = folder.appendingPathComponent("incident-systems.list-type.json")
		var text = try String(contentsOf: systems, encoding: .utf8)
		for (key, alike) in [("\"power\"", "\"a\""), ("\"water\"", "\"A\""), ("\"network\"", "\"a2\"")] {
			text = text.replacingOccurrences(of: key, with: alike)
		}
		try Data(text.utf8).write(to: systems)
		let spec = folder.appendingPathComponent("incident.json")
		let result = Generator(defaults: SpecDefaults(platform: .android, androidPackage: AndroidTwinTests.package))
			.generate([Generator.SpecInput(file: spec.path, bytes: [UInt8](try Data(contentsOf: spec)))])
		XCTAssertFalse(result.diagnostics.hasErrors, "\(result.diagnostics.all.map(\.description))")
		let view = try XCTUnwrap(result.files.first { $0.path.hasSuffix("/AddIncidentView.java") }).contents
		for field in ["affectedSystemsAChoice", "affectedSystemsA2Choice", "affectedSystemsA2Choice2"] {
			XCTAssertTrue(view.contains("\tprivate Switch \(field);"), field)
		}
		try AndroidTwinTests.assertCompilesCleanly(result.files)
	}

	/// A text as a string resource: Android's escapes, then XML's; a leading @ or ? is no reference.
	func testATextIsAnAndroidStringResource() {
		XCTAssertEqual(AndroidStrings.text("The server's answer"), #"The server\'s answer"#)
		XCTAssertEqual(AndroidStrings.text("Say \"hi\" \\ <b> & line\nnext"), #"Say \&quot;hi\&quot; \\ &lt;b&gt; &amp; line\nnext"#)
		XCTAssertEqual(AndroidStrings.text("@string/x"), #"\@string/x"#)
		XCTAssertEqual(AndroidStrings.resourceName("status-choice-New York"), "status_choice_New_York")
		// One `_` for each character outside a resource name's, however many bytes it is.
		XCTAssertEqual(AndroidStrings.resourceName("Übersicht_2-é😀"), "_bersicht_2___")
		XCTAssertEqual(JavaIdentifier.folder(ofPackage: "com.example.screens"), "com/example/screens")
	}

	/// A key in Java source: quotes and backslashes escaped, a line break or invisible character
	/// as an escape (a raw U+2028 is no line break to javac, but a reader's editor shows one).
	func testAKeyIsAJavaStringLiteral() {
		XCTAssertEqual(JavaLiteral.string("class-name"), #""class-name""#)
		XCTAssertEqual(JavaLiteral.string("a\"b\\c\n\u{1}\u{2028}é😀"), #""a\"b\\c\n\u0001\u2028é\uD83D\uDE00""#)
	}

	/// Reads three answers as `JSONUtil.toMap` gives them (numbers as Integer, Long or Double)
	/// into the generated Record, and prints each getter as the iOS scenario prints the values.
	static let reader = #"""
	package com.example.screens;

	import java.util.HashMap;
	import java.util.Map;

	public class ReadRecord {

		public static void main(String[] arguments) {
			Map<String, Object> full = new HashMap<>();
			full.put("default", "r0");
			full.put("description", "about");
			full.put("hash", 7);
			full.put("class-name", "c0");
			full.put("public", true);
			full.put("weight", 1.5);
			full.put("ownerId", 9007199254740993L);
			full.put("archived", true);
			print(full);

			Map<String, Object> lacking = new HashMap<>();
			lacking.put("default", "r2");
			lacking.put("description", "");
			lacking.put("hash", 0);
			lacking.put("class-name", "");
			lacking.put("public", false);
			print(lacking);

			Map<String, Object> noHash = new HashMap<>(lacking);
			noHash.remove("hash");
			System.out.println("complete=" + Record.isComplete(noHash) + " (no hash)");

			Map<String, Object> textHash = new HashMap<>(lacking);
			textHash.put("hash", "7");
			System.out.println("complete=" + Record.isComplete(textHash) + " (a hash that is text)");
		}

		private static void print(Map<String, Object> values) {
			Record record = new Record(values);
			System.out.println("complete=" + Record.isComplete(values) + " default=" + quoted(record.getDefault())
				+ " description=" + quoted(record.getDescription()) + " hash=" + record.getHash()
				+ " class=" + quoted(record.getClassValue()) + " isPublic=" + record.getIsPublic()
				+ " weight=" + record.getWeight() + " ownerId=" + record.getOwnerId() + " archived=" + record.getArchived());
		}

		private static String quoted(String text) {
			return (text == null) ? "null" : "\"" + text + "\"";
		}
	}
	"""#
}
