import Foundation
import XCTest
@testable import ScreenletGenKit

/// Discovery files, template overrides and the help text.
final class EcosystemTests: XCTestCase {

	private var directory: URL!
	private var output = ""
	private var errors = ""

	override func setUpWithError() throws {
		directory = try TestSupport.temporaryDirectory()
	}

	override func tearDown() {
		try? FileManager.default.removeItem(at: directory)
	}

	private var discoveryPath: String {
		return TestSupport.examplesDirectory.appendingPathComponent("bookmarks-discovery.json").path
	}

	@discardableResult
	private func run(_ arguments: [String]) -> Int32 {
		output = ""
		errors = ""
		return CommandLineTool(standardOutput: { self.output += $0 }, standardError: { self.errors += $0 }).run(arguments)
	}

	private func discovery() throws -> Discovery {
		var diagnostics = Diagnostics()
		let found = DiscoveryReader.read(path: discoveryPath, diagnostics: &diagnostics)
		XCTAssertEqual(diagnostics.all, [])
		return try XCTUnwrap(found)
	}

	// MARK: Discovery

	func testStarterSpecFromDiscoveryGeneratesCodeThatTypeChecks() throws {
		let starter = directory.appendingPathComponent("bookmark.json")
		XCTAssertEqual(run(["init", "--discovery", discoveryPath, "--service", "bookmarks.bookmarksentry", "--entity", "Bookmark", "-o", starter.path]), 0, errors)
		let text = try String(contentsOf: starter, encoding: .utf8)
		XCTAssertTrue(text.contains("\"service\": \"LRBookmarksEntryService_v7\""), text)
		XCTAssertTrue(text.contains("\"page\": { \"method\": \"get-entries\", \"params\": [\"groupId\", \"folderId\", \"start\", \"end\"] }"), text)
		XCTAssertTrue(text.contains("\"count\": { \"method\": \"get-entries-count\", \"params\": [\"groupId\", \"folderId\"] }"), text)
		XCTAssertTrue(text.contains("\"method\": \"add-entry\""), text)

		let result = Generator(discovery: try discovery()).generate([try TestSupport.input(starter)])
		XCTAssertTrue(result.succeeded, "\(result.diagnostics.all)")
		XCTAssertEqual(try StubModules.typecheck(result.files), [])

		XCTAssertEqual(run(["init", "--discovery", discoveryPath, "--service", "bookmarks.bookmarksentry", "--entity", "Bookmark", "-o", starter.path]), 1)
		XCTAssertTrue(errors.contains("exists; not overwritten"), errors)
	}

	func testStarterNeedsAKnownService() {
		XCTAssertEqual(run(["init", "--discovery", discoveryPath, "--service", "bookmarks.bookmarksentri", "--entity", "Bookmark"]), 1)
		XCTAssertTrue(errors.contains("has no service bookmarks.bookmarksentri (did you mean \"bookmarks.bookmarksentry\"?)"), errors)
		XCTAssertEqual(run(["init", "--discovery", discoveryPath]), 64)
		XCTAssertTrue(errors.contains("init needs --service NAME"), errors)
	}

	/// Without a discovery answer, `init` starts from the Mobile SDK catalog: a class, or a
	/// path in a portal generation; the entity is Liferay's model name unless given.
	func testStarterFromTheCatalogNeedsNoPortal() throws {
		XCTAssertEqual(run(["init", "--service", "LRBlogsEntryService_v7"]), 0, errors)
		XCTAssertTrue(output.contains("\"entity\": \"BlogsEntry\""), output)
		XCTAssertTrue(output.contains("{ \"name\": \"trackbacks\", \"value\": [] }"), output)
		XCTAssertTrue(output.contains("{ \"name\": \"coverImageImageSelector\", \"value\": null }"), output)
		XCTAssertEqual(run(["init", "--service", "blogs.blogsentry", "--sdk", "7.3", "--entity", "Post"]), 0, errors)
		XCTAssertTrue(output.contains("\"service\": \"LRBlogsEntryService_v73\""), output)
		XCTAssertTrue(output.contains("\"name\": \"AddPost\""), output)
		XCTAssertEqual(run(["init", "--service", "LRCommentmanagerjsonwsService_v7"]), 0, errors)
		XCTAssertTrue(output.contains("\"entity\": \"Comment\""), output)
		XCTAssertTrue(output.contains("\"name\": \"AppCommentList\""), output)

		XCTAssertEqual(run(["init", "--service", "blogsentry"]), 1)
		XCTAssertTrue(errors.contains("--service blogsentry: a service written as its path needs the portal generation: add --sdk 7.3"), errors)
		XCTAssertEqual(run(["init", "--service", "blogsentry", "--sdk", "7.3"]), 1)
		XCTAssertTrue(errors.contains("the Mobile SDK for 7.3 has no service blogsentry (did you mean \"blogs.blogsentry\"?)"), errors)
		XCTAssertEqual(run(["init", "--service", "LRBlogsentryService_v7"]), 1)
		XCTAssertTrue(errors.contains("the Mobile SDK has no class LRBlogsentryService_v7; did you mean LRBlogsEntryService_v7?"), errors)
		XCTAssertEqual(run(["init", "--service", "LRGuestbookEntryService_v7"]), 1)
		XCTAssertTrue(errors.contains("a custom portlet's service needs --discovery FILE"), errors)

		let starter = directory.appendingPathComponent("comment.json")
		XCTAssertEqual(run(["init", "--service", "LRCommentmanagerjsonwsService_v7", "-o", starter.path]), 0, errors)
		let result = Generator().generate([try TestSupport.input(starter)])
		XCTAssertTrue(result.succeeded, "\(result.diagnostics.all)")
		XCTAssertEqual(try StubModules.typecheck(result.files, catalogClasses: ["LRCommentmanagerjsonwsService_v7"]), [])
	}

	func testExamplesAgreeWithTheDiscoveryFile() throws {
		let found = try discovery()
		for name in ["bookmark.json", "bookmark-folder.json", "bookmark-editor.json"] {
			let result = Generator(discovery: found).generate([try TestSupport.input(TestSupport.examplesDirectory.appendingPathComponent(name))])
			XCTAssertTrue(result.succeeded, "\(name): \(result.diagnostics.all)")
		}
	}

	func testUnknownMethodOrParametersAreLocatedErrors() throws {
		let spec = try String(contentsOf: TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"), encoding: .utf8)
			.replacingOccurrences(of: "\"method\": \"add-entry\"", with: "\"method\": \"add-entri\"")
			.replacingOccurrences(of: "\"get-entries-count\", \"params\": [\"groupId\", \"folderId\"]", with: "\"get-entries-count\", \"params\": [\"folderId\", \"groupId\"]")
		let result = Generator(discovery: try discovery()).generate([TestSupport.input(spec, file: "bookmark.json")])
		let messages = result.diagnostics.all.map { $0.description }
		XCTAssertTrue(messages.contains { $0.hasPrefix("bookmark.json:18:60: error: screenlets[0].count.params[0]: the params (folderId, groupId) match no signature of bookmarksentry/get-entries-count") && $0.contains("the portal has (groupId, folderId) or (groupId, folderId, status)") }, "\(messages)")
		XCTAssertTrue(messages.contains { $0.hasPrefix("bookmark.json:32:21: error: screenlets[1].actions[0].method:") && $0.contains("has no method \"add-entri\" in bookmarksentry (did you mean \"add-entry\"?)") }, "\(messages)")
	}

	func testA62DiscoveryAnswerGivesV62Classes() throws {
		let answer = "{\"actions\": [{\"method\": \"GET\", \"path\": \"/bookmarksentry/get-group-entries\", \"parameters\": [{\"name\": \"groupId\", \"type\": \"long\"}, {\"name\": \"start\", \"type\": \"int\"}, {\"name\": \"end\", \"type\": \"int\"}], \"response\": \"java.util.List\"}]}"
		var diagnostics = Diagnostics()
		let found = try XCTUnwrap(DiscoveryReader.parse(Array(answer.utf8), file: "62.json", diagnostics: &diagnostics))
		XCTAssertEqual(found.sdkVersion, "62")
		let starter = try StarterSpec.make(discovery: found, service: "bookmarksentry", entity: "Bookmark")
		XCTAssertTrue(starter.contains("\"service\": \"LRBookmarksEntryService_v62\""), starter)
	}

	func testAStarterSpecFromHostileNamesIsValidJSON() throws {
		let hostile = "na\\u2028me\\u0000\\u202e\\\"x"
		let answer = "{\"services\": [{\"path\": \"/bookmarks.bookmarksentry/add-entry\", \"parameters\": [{\"name\": \"groupId\", \"type\": \"long\"}, {\"name\": \"\(hostile)\", \"type\": \"string\"}]}]}"
		var diagnostics = Diagnostics()
		let found = try XCTUnwrap(DiscoveryReader.parse(Array(answer.utf8), file: "d.json", diagnostics: &diagnostics))
		let starter = try StarterSpec.make(discovery: found, service: "bookmarks.bookmarksentry", entity: "Bookmark")
		XCTAssertTrue(starter.contains("\"na\\u2028me\\u0000\\u202E\\\"x\""), starter)
		let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(starter.utf8)) as? [String: Any])
		let attributes = try XCTUnwrap(object["attributes"] as? [[String: Any]])
		XCTAssertEqual(attributes.first?["name"] as? String, "na\u{2028}me\u{0}\u{202E}\"x")
		var parsed = Diagnostics()
		XCTAssertNotNil(JSONParser.parse(Array(starter.utf8), file: "starter.json", diagnostics: &parsed))
		XCTAssertEqual(parsed.all, [])
	}

	func testBadDiscoveryEntriesFailTheRun() throws {
		let file = directory.appendingPathComponent("discovery.json")
		try Data("{\"services\": [{\"parameters\": []}]}".utf8).write(to: file)
		let out = directory.appendingPathComponent("Out").path
		XCTAssertEqual(run([TestSupport.examplesDirectory.appendingPathComponent("bookmark.json").path, "-o", out, "--discovery", file.path, "--dry-run"]), 1)
		XCTAssertTrue(errors.contains("error: a discovery entry without a \"path\""), errors)
		XCTAssertEqual(run(["init", "--discovery", file.path, "--service", "bookmarks.bookmarksentry", "--entity", "Bookmark"]), 1)
	}

	func testServiceKeyOfAClass() {
		XCTAssertEqual(Discovery.serviceKey(ofClass: "LRBookmarksEntryService_v7"), "bookmarksentry")
		XCTAssertEqual(Discovery.serviceKey(ofClass: "LRDDLRecordService_v62"), "ddlrecord")
	}

	// MARK: Templates

	func testAnOverrideReplacesOneTemplateAndTheRestStayBuiltIn() throws {
		let overrides = directory.appendingPathComponent("templates/List")
		try FileManager.default.createDirectory(at: overrides, withIntermediateDirectories: true)
		let builtIn = try XCTUnwrap(TemplateLibrary.builtInSources["List/TableView.swift"])
		let custom = builtIn.replacingOccurrences(of: "LocalizedString({{screenlet.strings.tableLiteral}}, key: {{screenlet.loadingKeyLiteral}}, obj: self)", with: "NSLocalizedString(\"loading\", comment: \"\")")
			.replacingOccurrences(of: "import LiferayScreens\n", with: "import LiferayScreens\n\n// Company theme\n")
		try Data(custom.utf8).write(to: overrides.appendingPathComponent("TableView.swift.mustache"))

		let library = try TemplateLibrary(overrides: directory.appendingPathComponent("templates").path)
		XCTAssertEqual(library.overridden, ["List/TableView.swift"])
		let files = try TestSupport.generate(TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"), templates: library)
		let view = try XCTUnwrap(files.first { $0.path.hasSuffix("BookmarkListView_default.swift") })
		XCTAssertTrue(view.contents.contains("// Company theme"))
		XCTAssertTrue(view.contents.contains("cell.textLabel?.text = NSLocalizedString(\"loading\", comment: \"\")"))
		let golden = TestSupport.goldenDirectory.appendingPathComponent("bookmark")
		for file in files where !file.path.hasSuffix("BookmarkListView_default.swift") {
			XCTAssertEqual(try String(contentsOf: golden.appendingPathComponent(file.path), encoding: .utf8), file.contents, file.path)
		}

		let out = directory.appendingPathComponent("out")
		XCTAssertEqual(run([TestSupport.examplesDirectory.appendingPathComponent("bookmark.json").path, "-o", out.path, "--templates", directory.appendingPathComponent("templates").path]), 0, errors)
		XCTAssertTrue(try String(contentsOf: out.appendingPathComponent("BookmarkListScreenlet/Themes/Default/BookmarkListView_default.swift"), encoding: .utf8).contains("// Company theme"))
	}

	/// `{{> Shared/InteractorRun.swift}}`: one template for code two files share. Overriding
	/// it changes both; a partial that names no template, or includes another, is an error.
	func testAnOverriddenPartialReachesEveryTemplateThatIncludesIt() throws {
		XCTAssertEqual(TemplateLibrary.partials(in: TemplateLibrary.builtInSources["Action/Async.swift"]!), ["Shared/InteractorRun.swift"])
		XCTAssertEqual(TemplateLibrary.partials(in: TemplateLibrary.builtInSources["List/Async.swift"]!), ["Shared/InteractorRun.swift"])
		let shared = directory.appendingPathComponent("templates/Shared")
		try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
		let builtIn = try XCTUnwrap(TemplateLibrary.builtInSources["Shared/InteractorRun.swift"])
		try Data(("// Company helper\n" + builtIn).utf8).write(to: shared.appendingPathComponent("InteractorRun.swift.mustache"))
		let library = try TemplateLibrary(overrides: directory.appendingPathComponent("templates").path)
		let files = try TestSupport.generate(TestSupport.examplesDirectory.appendingPathComponent("bookmark-swiftui.json"), templates: library)
		let async = files.filter { $0.path.hasSuffix("+Async.swift") }
		XCTAssertEqual(async.count, 2)
		XCTAssertTrue(async.allSatisfy { $0.contents.contains("// Company helper\n// MARK: Running an interactor without a screenlet") })

		try Data("{{> Shared/Nothing.swift}}\n".utf8).write(to: shared.appendingPathComponent("InteractorRun.swift.mustache"))
		XCTAssertThrowsError(try TemplateLibrary(overrides: directory.appendingPathComponent("templates").path)) { error in
			XCTAssertEqual((error as? TemplateLibrary.Failure)?.message, "template Shared/InteractorRun.swift, line 1: {{> Shared/Nothing.swift}} names no template")
		}
		try Data("{{> Model.swift}}\n".utf8).write(to: shared.appendingPathComponent("InteractorRun.swift.mustache"))
		XCTAssertThrowsError(try TemplateLibrary(overrides: directory.appendingPathComponent("templates").path)) { error in
			let line = TemplateLibrary.builtInSources["Action/Async.swift"]!.components(separatedBy: "\n").firstIndex(of: "{{> Shared/InteractorRun.swift}}")! + 1
			XCTAssertEqual((error as? TemplateLibrary.Failure)?.message, "template Action/Async.swift, line \(line): {{> Shared/InteractorRun.swift}} includes a template that includes others")
		}
	}

	func testBrokenOrUnknownOverridesAreReported() throws {
		let folder = directory.appendingPathComponent("templates")
		try FileManager.default.createDirectory(at: folder.appendingPathComponent("List"), withIntermediateDirectories: true)
		try Data("{{#screenlet}}never closed".utf8).write(to: folder.appendingPathComponent("List/TableView.swift.mustache"))
		XCTAssertThrowsError(try TemplateLibrary(overrides: folder.path)) { error in
			XCTAssertTrue("\(error)".contains("template List/TableView.swift, line 1: {{#screenlet}} is never closed"), "\(error)")
		}
		try FileManager.default.removeItem(at: folder.appendingPathComponent("List/TableView.swift.mustache"))
		try Data("x".utf8).write(to: folder.appendingPathComponent("List/TabelView.swift.mustache"))
		XCTAssertThrowsError(try TemplateLibrary(overrides: folder.path)) { error in
			XCTAssertTrue("\(error)".contains("there is no built-in template \"List/TabelView.swift\" to override (did you mean \"List/TableView.swift\"?)"), "\(error)")
		}
		try FileManager.default.removeItem(at: folder.appendingPathComponent("List/TabelView.swift.mustache"))
		try Data("{{screenlet.nmae}}".utf8).write(to: folder.appendingPathComponent("List/TableView.swift.mustache"))
		let library = try TemplateLibrary(overrides: folder.path)
		let result = Generator(templates: library).generate([try TestSupport.input(TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"))])
		XCTAssertFalse(result.succeeded)
		XCTAssertTrue(result.diagnostics.all.contains { $0.message.contains("template List/TableView.swift, line 1: unknown variable \"screenlet.nmae\"") }, "\(result.diagnostics.all)")
	}

	func testTheBinaryCarriesExactlyTheTemplatesFolder() throws {
		let folder = TestSupport.packageRoot.appendingPathComponent("Templates")
		var onDisk: [String: String] = [:]
		let enumerator = FileManager.default.enumerator(atPath: folder.path)
		while let path = enumerator?.nextObject() as? String {
			guard path.hasSuffix(TemplateLibrary.fileExtension) else { continue }
			onDisk[String(path.dropLast(TemplateLibrary.fileExtension.count))] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
		}
		XCTAssertEqual(TemplateLibrary.builtInSources, onDisk)
	}

	func testSeveralSpecsInOneInvocation() throws {
		let names = ["bookmark.json", "bookmark-folder.json", "guestbook.json", "edge-cases.json"]
		let inputs = try names.map { try TestSupport.input(TestSupport.examplesDirectory.appendingPathComponent($0)) }
		let together = Generator().generate(inputs)
		XCTAssertTrue(together.succeeded, "\(together.diagnostics.all)")
		let separately = try names.flatMap { try TestSupport.generate(TestSupport.examplesDirectory.appendingPathComponent($0)) }
		XCTAssertEqual(together.files, separately, "one invocation gives each spec's files, in order")
	}

	func testEveryBuiltInTemplateIsUsed() throws {
		var used = Set<String>()
		for spec in TestSupport.exampleSpecs {
			let result = Generator().generate([try TestSupport.input(spec)])
			for model in result.models {
				used.formUnion(FileLayout.entries(for: model).map { $0.template })
			}
		}
		// `screenletgen service` renders Service.swift (ServiceClassTests compare its output).
		used.insert("Service.swift")
		// A template included by a used one (`{{> name}}`) is used too.
		for name in used {
			used.formUnion(TemplateLibrary.partials(in: TemplateLibrary.builtInSources[name]!))
		}
		XCTAssertEqual(Set(TemplateLibrary.builtInSources.keys).subtracting(used).sorted(), [], "templates no example renders")
	}

	func testTheDocumentationHasEveryTemplateVariableAndExample() throws {
		let readme = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
		let templates = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Documentation/Templates.md"), encoding: .utf8)
		var keys = Set<String>()
		func collect(_ value: TemplateValue) {
			switch value {
			case .object(let members):
				for (key, member) in members {
					keys.insert(key)
					collect(member)
				}
			case .list(let items):
				items.forEach(collect)
			default:
				break
			}
		}
		for spec in TestSupport.exampleSpecs {
			for model in Generator().generate([try TestSupport.input(spec)]).models {
				collect(model.templateValue)
			}
			XCTAssertTrue(readme.contains("`Examples/\(spec.lastPathComponent)`"), "README does not list \(spec.lastPathComponent)")
		}
		for key in keys.sorted() where !["lists", "actionScreenlets", "specFile"].contains(key) {
			XCTAssertTrue(templates.contains("`\(key)`"), "Documentation/Templates.md does not document the template variable \(key)")
		}
	}

	/// Every relative link of README.md and Documentation/ names a file that exists, and an
	/// anchor (`#at-run-time`) a heading of that file.
	func testEveryDocumentationLinkResolves() throws {
		let root = TestSupport.packageRoot
		let pages = ["README.md"] + (try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Documentation").path))
			.filter { $0.hasSuffix(".md") }.map { "Documentation/" + $0 }
		XCTAssertGreaterThanOrEqual(pages.count, 10)
		let link = try NSRegularExpression(pattern: #"\]\(([^)#\s]*)(#[^)\s]*)?\)"#)
		var checked = 0
		for page in pages {
			let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
			let folder = (page as NSString).deletingLastPathComponent
			for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
				let target = Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? ""
				if target.hasPrefix("http") { continue }
				let path = target.isEmpty ? page : (folder as NSString).appendingPathComponent(target)
				XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(page): \(target) does not exist")
				if let anchor = Range(match.range(at: 2), in: text).map({ String(text[$0].dropFirst()) }) {
					let linked = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
					let anchors = linked.split(separator: "\n").filter { $0.hasPrefix("#") }.map { heading in
						heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
							.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }.replacingOccurrences(of: " ", with: "-")
					}
					XCTAssertTrue(anchors.contains(anchor), "\(page): \(target)#\(anchor) names no heading")
				}
				checked += 1
			}
		}
		XCTAssertGreaterThanOrEqual(checked, 20)
		// Sources and tests cite the format's definition where it is.
		XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Documentation/Spec.md").path))
	}

	// MARK: Help

	func testHelpTeachesTheSpecFormat() {
		XCTAssertEqual(run(["--help"]), 0)
		for key in ["\"entity\"", "\"attributes\"", "\"screenlets\"", "\"kind\": \"list\"", "\"page\"", "\"count\"", "\"actions\"", "\"from\"", "\"value\"", "--check", "--dry-run", "--force", "--templates", "--discovery", "init"] {
			XCTAssertTrue(output.contains(key), "help does not mention \(key)")
		}
	}
}

/// Limits that keep hostile templates and specs from crashing a run.
final class TemplateDepthTests: XCTestCase {

	func testDeeplyNestedSectionsAreAnErrorNotACrash() throws {
		let folder = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: folder) }
		try FileManager.default.createDirectory(at: folder.appendingPathComponent("List"), withIntermediateDirectories: true)
		let file = folder.appendingPathComponent("List/TableView.swift.mustache")
		for depth in [100_000, 101] {
			let source = String(repeating: "{{#screenlet}}\n", count: depth) + String(repeating: "{{/screenlet}}\n", count: depth)
			try Data(source.utf8).write(to: file)
			XCTAssertThrowsError(try TemplateLibrary(overrides: folder.path)) { error in
				XCTAssertEqual("\(error)", "\(file.path): template List/TableView.swift, line 101: {{#screenlet}} nests sections more than 100 levels deep")
			}
		}
		let source = String(repeating: "{{#screenlet}}\n", count: 100) + "{{screenlet.name}}\n" + String(repeating: "{{/screenlet}}\n", count: 100)
		try Data(source.utf8).write(to: file)
		let files = try TestSupport.generate(TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"), templates: try TemplateLibrary(overrides: folder.path))
		XCTAssertEqual(files.first { $0.path.hasSuffix("BookmarkListView_default.swift") }?.contents, "BookmarkList\n")
	}
}
