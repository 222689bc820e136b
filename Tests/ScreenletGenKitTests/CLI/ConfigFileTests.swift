import Foundation
import XCTest
@testable import ScreenletGenKit

/// `screenletgen.json`: runs without arguments, flags over the file, and no run that
/// silently drops the project's templates or discovery answer.
final class ConfigFileTests: FolderTestCase {

	/// A project folder: two specs under Specs/, a template override, a discovery answer.
	private func makeProject(config: String) throws {
		let specs = directory.appendingPathComponent("Specs/more")
		try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
		try FileManager.default.copyItem(at: TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"), to: directory.appendingPathComponent("Specs/bookmark.json"))
		try FileManager.default.copyItem(at: TestSupport.examplesDirectory.appendingPathComponent("bookmark-folder.json"), to: specs.appendingPathComponent("bookmark-folder.json"))
		try Data("not a spec".utf8).write(to: directory.appendingPathComponent("Specs/.hidden.json"))
		try FileManager.default.copyItem(at: TestSupport.examplesDirectory.appendingPathComponent("bookmarks-discovery.json"), to: directory.appendingPathComponent("portal-discovery.json"))
		let templates = directory.appendingPathComponent("ScreenletTemplates/List")
		try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
		let builtIn = TemplateLibrary.builtInSources["List/TableView.swift"]!
		try Data(("// Company theme\n" + builtIn).utf8).write(to: templates.appendingPathComponent("TableView.swift.mustache"))
		try Data(config.utf8).write(to: directory.appendingPathComponent(ConfigFile.defaultName))
	}

	private let config = """
	{
	  "$schema": "Schema/screenletgen-config.schema.json",
	  "specs": ["Specs/**/*.json"],
	  "output": "Out",
	  "templates": "ScreenletTemplates",
	  "discovery": "portal-discovery.json"
	}
	"""

	/// The command line in the project folder.
	@discardableResult
	private func runInProject(_ arguments: [String]) -> Int32 {
		output = ""
		errors = ""
		var tool = CommandLineTool(standardOutput: { self.output += $0 }, standardError: { self.errors += $0 })
		tool.workingDirectory = directory.path
		return tool.run(arguments)
	}

	private var listView: String {
		return (try? String(contentsOf: out.appendingPathComponent("BookmarkListScreenlet/Themes/Default/BookmarkListView_default.swift"), encoding: .utf8)) ?? ""
	}

	func testNoArgumentsWithAConfig() throws {
		try makeProject(config: config)
		XCTAssertEqual(runInProject([]), 0, errors)
		XCTAssertTrue(output.contains("created \(out.path)/Model/Bookmark.swift\n"), output)
		XCTAssertTrue(output.contains("created \(out.path)/Model/BookmarkFolder.swift\n"), "** reaches Specs/more: \(output)")
		XCTAssertTrue(listView.hasPrefix("// Company theme\n"), "the config's templates are used")
		XCTAssertTrue(output.hasSuffix(" unchanged\n") || output.hasSuffix(" created\n"), output)

		// A later run without arguments keeps the templates: nothing to change.
		XCTAssertEqual(runInProject(["--check"]), 0, errors + output)
		XCTAssertEqual(runInProject(["-q"]), 0, errors)
		XCTAssertEqual(output, "42 files: 42 unchanged\n")
	}

	func testFlagsAndSpecArgumentsOverrideTheConfig() throws {
		try makeProject(config: config)
		let other = directory.appendingPathComponent("Other")
		XCTAssertEqual(runInProject([bookmark, "-o", other.path]), 0, errors)
		XCTAssertTrue(FileManager.default.fileExists(atPath: other.appendingPathComponent("Model/Bookmark.swift").path))
		XCTAssertFalse(FileManager.default.fileExists(atPath: other.appendingPathComponent("Model/BookmarkFolder.swift").path), "spec arguments replace the config's specs")
		XCTAssertTrue(try String(contentsOf: other.appendingPathComponent("BookmarkListScreenlet/Themes/Default/BookmarkListView_default.swift"), encoding: .utf8).hasPrefix("// Company theme"),
			"what the command line does not give still comes from the config")
		let plain = directory.appendingPathComponent("Plain")
		try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
		XCTAssertEqual(runInProject(["--templates", plain.path]), 0, errors)
		XCTAssertFalse(listView.hasPrefix("// Company theme"), "--templates overrides the config's")
		XCTAssertEqual(runInProject(["--no-config"]), 64)
		XCTAssertTrue(errors.contains("no spec given"), errors)
		XCTAssertEqual(runInProject(["--no-config", "--config", "x.json"]), 64)
	}

	func testTheConfigsDiscoveryChecksEveryRun() throws {
		try makeProject(config: config)
		let spec = try String(contentsOf: directory.appendingPathComponent("Specs/bookmark.json"), encoding: .utf8)
			.replacingOccurrences(of: "\"params\": [\"groupId\", \"folderId\"] }", with: "\"params\": [\"groupId\", {\"name\": \"folderId\", \"value\": \"all\"}] }")
		try Data(spec.utf8).write(to: directory.appendingPathComponent("Specs/bookmark.json"))
		XCTAssertEqual(runInProject([]), 1)
		XCTAssertTrue(errors.contains("Specs/bookmark.json:18:71: error: "), errors)
		XCTAssertTrue(errors.contains("screenlets[0].count.params[1]: the value is a string but the portal's \"folderId\" is long (/bookmarks.bookmarksentry/get-entries-count in \(directory.path)/portal-discovery.json)"), errors)
		XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
	}

	func testSeveralDiscoveryAnswersAreMerged() throws {
		let gb = directory.appendingPathComponent("gb-discovery.json")
		try Data("""
		{"contextName": "gb", "services": [
		  {"path": "/gb.entry/get-entries", "parameters": [{"name": "groupId", "type": "long"}, {"name": "guestbookId", "type": "long"}, {"name": "start", "type": "int"}, {"name": "end", "type": "int"}], "returns": {"type": "java.util.List<com.liferay.docs.guestbook.model.Entry>"}},
		  {"path": "/gb.entry/get-entries-count", "parameters": [{"name": "groupId", "type": "long"}, {"name": "guestbookId", "type": "long"}], "returns": {"type": "int"}},
		  {"path": "/gb.entry/add-entry", "parameters": [{"name": "userId", "type": "long"}, {"name": "guestbookId", "type": "long"}, {"name": "name", "type": "string"}, {"name": "email", "type": "string"}, {"name": "message", "type": "string"}, {"name": "serviceContext", "type": "com.liferay.portal.kernel.service.ServiceContext"}], "returns": {"type": "com.liferay.docs.guestbook.model.Entry"}}
		]}
		""".utf8).write(to: gb)
		let guestbook = TestSupport.examplesDirectory.appendingPathComponent("guestbook.json").path
		let portal = TestSupport.examplesDirectory.appendingPathComponent("bookmarks-discovery.json").path
		XCTAssertEqual(run([guestbook, bookmark, "-o", out.path, "--discovery", portal, "--discovery", gb.path, "--dry-run"]), 0, errors)
		XCTAssertEqual(run([guestbook, bookmark, "-o", out.path, "--discovery", portal, "--dry-run"]), 1)
		XCTAssertTrue(errors.contains("has no method /gb.entry/get-entries"), errors)
	}

	func testAConfigElsewhereResolvesPathsFromItsFolder() throws {
		try makeProject(config: config)
		try FileManager.default.moveItem(at: directory.appendingPathComponent(ConfigFile.defaultName), to: directory.appendingPathComponent("project.json"))
		XCTAssertEqual(run(["--config", directory.appendingPathComponent("project.json").path, "--dry-run"]), 0, errors)
		XCTAssertTrue(output.contains("would be created \(out.path)/Model/BookmarkFolder.swift\n"), output)
		XCTAssertEqual(run(["--config=\(directory.path)/missing.json"]), 1)
		XCTAssertTrue(errors.contains("\(directory.path)/missing.json: cannot read the config file"), errors)
	}

	func testAnInvalidConfigIsLocatedAndWritesNothing() throws {
		try makeProject(config: """
		{
		  "specs": ["Specs/*.json", "Nowhere/*.json", 3],
		  "outptu": "Out",
		  "templates": ["ScreenletTemplates"],
		  "discovery": ""
		}
		""")
		XCTAssertEqual(runInProject([]), 1)
		let file = directory.appendingPathComponent(ConfigFile.defaultName).path
		XCTAssertEqual(errors.split(separator: "\n").map(String.init), [
			"\(file):2:29: error: specs[1]: \"Nowhere/*.json\" matches no file (relative to \(directory.path))",
			"\(file):2:47: error: specs[2] must be a string (a path), not a number",
			"\(file):3:3: error: outptu: unknown key \"outptu\"; allowed here: $schema, specs, output, templates, discovery, async, swiftUI, platform, androidOutput, androidPackage (did you mean \"output\"?)",
			"\(file):4:16: error: templates must be a string, not an array",
			"\(file):5:16: error: discovery must not be empty",
			"screenletgen: \(file) is not a valid config; nothing was written",
		])
		XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
	}

	/// README advises saving an OpenAPI document beside its spec, where `Specs/*.json` matches
	/// it too (issue 39, cause 7: six errors for the document read as a spec). A document a
	/// spec of the run names is that spec's; one no spec names is one error, at its `openapi`.
	func testADocumentBesideItsSpecIsNotReadAsASpec() throws {
		let specs = directory.appendingPathComponent("Specs")
		try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
		for name in ["ticket.json", "ticket.openapi.json"] {
			try FileManager.default.copyItem(at: TestSupport.examplesDirectory.appendingPathComponent(name), to: specs.appendingPathComponent(name))
		}
		try Data("{ \"specs\": [\"Specs/*.json\"], \"output\": \"Out\" }".utf8).write(to: directory.appendingPathComponent(ConfigFile.defaultName))
		XCTAssertEqual(runInProject(["-q"]), 0, errors)
		XCTAssertEqual(errors, "")
		XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("Model/Ticket.swift").path))

		// As the shell expands the same pattern.
		let document = specs.appendingPathComponent("ticket.openapi.json").path
		XCTAssertEqual(runInProject([document, specs.appendingPathComponent("ticket.json").path, "-o", out.path, "-q", "--check"]), 0, errors)

		// Named alone, it is not a spec.
		let other = directory.appendingPathComponent("Other")
		XCTAssertEqual(runInProject([document, "-o", other.path]), 1)
		XCTAssertEqual(errors.split(separator: "\n").filter { $0.contains("error:") }.count, 1, errors)
		XCTAssertTrue(errors.contains("\(document):2067:3: error: openapi: this file is an OpenAPI 3.0.1 document, not a spec"), errors)
		XCTAssertFalse(FileManager.default.fileExists(atPath: other.path))
	}

	func testGlobs() throws {
		for path in ["a/x.json", "a/b/y.json", "a/b/c/z.json", "a/.h/w.json", "a/b/n.txt"] {
			let url = directory.appendingPathComponent(path)
			try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
			try Data().write(to: url)
		}
		let root = directory.path
		XCTAssertEqual(try Glob.expand("\(root)/a/**/*.json"), ["\(root)/a/b/c/z.json", "\(root)/a/b/y.json", "\(root)/a/x.json"])
		XCTAssertEqual(try Glob.expand("\(root)/a/*/?.json"), ["\(root)/a/b/y.json"])
		XCTAssertEqual(try Glob.expand("\(root)/a/[bc]/*"), ["\(root)/a/b/n.txt", "\(root)/a/b/y.json"])
		XCTAssertEqual(try Glob.expand("\(root)/a/none.json"), ["\(root)/a/none.json"], "a plain path is kept; reading it reports it")
		XCTAssertEqual(try Glob.expand("\(root)/z/*.json"), [])
	}

	/// A walk ends however the folders loop and however many `**` a pattern has, and a pattern
	/// that would read more folders than a project has is an error at its place in the config
	/// (issue 31, cause 3: two links back to their folder ran past 120 s and 700 MB).
	func testAGlobWalkVisitsEachRealFolderOnceAndIsBounded() throws {
		let specs = directory.appendingPathComponent("Specs")
		try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
		try Data().write(to: specs.appendingPathComponent("x.json"))
		for link in ["a", "b"] {
			try FileManager.default.createSymbolicLink(atPath: specs.appendingPathComponent(link).path, withDestinationPath: ".")
		}
		XCTAssertEqual(try Glob.expand("\(specs.path)/**/*.json"), ["\(specs.path)/x.json"])
		// A chain 31 folders deep under seven `**`.
		var deep = directory.appendingPathComponent("Deep")
		for level in 0..<31 {
			deep = deep.appendingPathComponent("d\(level)")
		}
		try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
		try Data().write(to: deep.appendingPathComponent("y.json"))
		XCTAssertEqual(try Glob.expand(directory.appendingPathComponent("Deep").path + "/**/**/**/**/**/**/**/*.json"), [deep.appendingPathComponent("y.json").path])
		// Past the folders a walk may read: an error, not a wait.
		XCTAssertThrowsError(try Glob.expand(directory.appendingPathComponent("Deep").path + "/**/*.json", maximumFolders: 10))
		XCTAssertEqual(try Glob.expand(directory.appendingPathComponent("Deep").path + "/**/*.json", maximumFolders: 40), [deep.appendingPathComponent("y.json").path])
	}

	func testTheSchemaCoversTheConfig() throws {
		let url = TestSupport.packageRoot.appendingPathComponent("Schema/screenletgen-config.schema.json")
		let schema = try JSONParser.parse([UInt8](try Data(contentsOf: url)), file: url.lastPathComponent)
		for text in [config, "{\"specs\": \"a.json\", \"discovery\": [\"p.json\", \"gb.json\"]}", "{}"] {
			var validator = SchemaValidator(root: schema)
			validator.validate(try JSONParser.parse(Array(text.utf8), file: "c.json"), against: schema, path: "")
			XCTAssertEqual(validator.errors, [], text)
		}
		for text in ["{\"outptu\": \"Out\"}", "{\"specs\": [3]}", "{\"templates\": \"\"}"] {
			var validator = SchemaValidator(root: schema)
			validator.validate(try JSONParser.parse(Array(text.utf8), file: "c.json"), against: schema, path: "")
			XCTAssertFalse(validator.errors.isEmpty, text)
		}
		// Every key the reader accepts is in the schema.
		var seen: [String] = []
		ObjectReader.allowedKeysObserver = { path, keys in if path.isEmpty { seen = keys } }
		defer { ObjectReader.allowedKeysObserver = nil }
		var diagnostics = Diagnostics()
		_ = ConfigFile.parse(Array("{}".utf8), file: "c.json", diagnostics: &diagnostics)
		XCTAssertEqual(seen.sorted(), SchemaValidator(root: schema).propertyNames(at: "", in: schema).sorted())
	}

	/// The config's `swiftUI` and `async` apply to every spec that does not say; a spec's own
	/// `false` wins; turning them off removes what they added, and a run after the change is
	/// not taken for an unchanged one.
	func testSwiftUIAndAsyncFromTheConfig() throws {
		try makeProject(config: """
		{ "specs": ["Specs/**/*.json"], "output": "Out", "discovery": "portal-discovery.json", "swiftUI": true, "async": true }
		""")
		let folderSpec = directory.appendingPathComponent("Specs/more/bookmark-folder.json")
		let text = try String(contentsOf: folderSpec, encoding: .utf8)
		try Data(text.replacingOccurrences(of: "\"entity\":", with: "\"swiftUI\": false,\n  \"entity\":").utf8).write(to: folderSpec)
		XCTAssertEqual(runInProject(["-q"]), 0, errors)
		let exists = { (path: String) in FileManager.default.fileExists(atPath: self.out.appendingPathComponent(path).path) }
		XCTAssertTrue(exists("BookmarkListScreenlet/SwiftUI/BookmarkListView.swift"))
		XCTAssertTrue(exists("AddBookmarkScreenlet/AddBookmarkScreenlet+Async.swift"))
		XCTAssertFalse(exists("FolderListScreenlet/SwiftUI/FolderListView.swift"), "the spec's own false wins")
		XCTAssertTrue(exists("FolderListScreenlet/FolderListScreenlet+Async.swift"), "the config's async applies to the spec that does not say")

		try Data(config.utf8).write(to: directory.appendingPathComponent(ConfigFile.defaultName))
		XCTAssertEqual(runInProject([]), 0, errors)
		XCTAssertTrue(output.contains("removed \(out.path)/BookmarkListScreenlet/SwiftUI/BookmarkListView.swift\n"), output)
		XCTAssertFalse(exists("AddBookmarkScreenlet/AddBookmarkScreenlet+Async.swift"))
	}
}
