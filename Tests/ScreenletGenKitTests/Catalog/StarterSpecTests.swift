import Foundation
import XCTest
@testable import ScreenletGenKit

/// `init`'s starter specs, from a discovery answer or from the Mobile SDK catalog: they
/// generate code that type-checks, name the service they lack, and stay valid JSON whatever
/// the portal's names.
final class StarterSpecTests: FolderTestCase {

	func testStarterSpecFromDiscoveryGeneratesCodeThatTypeChecks() throws {
		let starter = directory.appendingPathComponent("bookmark.json")
		XCTAssertEqual(run(["init", "--discovery", TestSupport.bookmarksDiscoveryPath, "--service", "bookmarks.bookmarksentry", "--entity", "Bookmark", "-o", starter.path]), 0, errors)
		let text = try String(contentsOf: starter, encoding: .utf8)
		XCTAssertTrue(text.contains("\"service\": \"LRBookmarksEntryService_v7\""), text)
		XCTAssertTrue(text.contains("\"page\": { \"method\": \"get-entries\", \"params\": [\"groupId\", \"folderId\", \"start\", \"end\"] }"), text)
		XCTAssertTrue(text.contains("\"count\": { \"method\": \"get-entries-count\", \"params\": [\"groupId\", \"folderId\"] }"), text)
		XCTAssertTrue(text.contains("\"method\": \"add-entry\""), text)

		let result = Generator(discovery: try TestSupport.bookmarksDiscovery()).generate([try TestSupport.input(starter)])
		XCTAssertTrue(result.succeeded, "\(result.diagnostics.all)")
		XCTAssertEqual(try StubModules.typecheck(result.files), [])

		XCTAssertEqual(run(["init", "--discovery", TestSupport.bookmarksDiscoveryPath, "--service", "bookmarks.bookmarksentry", "--entity", "Bookmark", "-o", starter.path]), 1)
		XCTAssertTrue(errors.contains("exists; not overwritten"), errors)
	}

	func testStarterNeedsAKnownService() {
		XCTAssertEqual(run(["init", "--discovery", TestSupport.bookmarksDiscoveryPath, "--service", "bookmarks.bookmarksentri", "--entity", "Bookmark"]), 1)
		XCTAssertTrue(errors.contains("has no service bookmarks.bookmarksentri (did you mean \"bookmarks.bookmarksentry\"?)"), errors)
		XCTAssertEqual(run(["init", "--discovery", TestSupport.bookmarksDiscoveryPath]), 64)
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

	/// The reader refuses such a name (DiscoveryInjectionTests); an answer made otherwise
	/// still gives valid JSON.
	func testAStarterSpecFromHostileNamesIsValidJSON() throws {
		let hostile = "na\\u2028me\\u0000\\u202e\\\"x"
		let answer = "{\"services\": [{\"path\": \"/bookmarks.bookmarksentry/add-entry\", \"parameters\": [{\"name\": \"groupId\", \"type\": \"long\"}, {\"name\": \"\(hostile)\", \"type\": \"string\"}]}]}"
		var diagnostics = Diagnostics()
		let read = try XCTUnwrap(DiscoveryReader.parse(Array(answer.utf8), file: "d.json", diagnostics: &diagnostics))
		XCTAssertEqual(read.methods.count, 0)
		XCTAssertEqual(diagnostics.all.map { $0.description }, ["d.json:1:124: error: services[0].parameters[1].name: \"na\\u{2028}me\\u{0}\\u{202E}\"x\" is not a Swift identifier (ASCII letters, digits and _, not starting with a digit) as Liferay's parameter names are, e.g. \"groupId\": the service class names its parameter after it"])
		let found = Discovery(file: "d.json", methods: [Discovery.Method(path: "/bookmarks.bookmarksentry/add-entry",
			parameters: [Discovery.Parameter(name: "groupId", type: "long"), Discovery.Parameter(name: "na\u{2028}me\u{0}\u{202E}\"x", type: "string")], returnType: "")])
		let starter = try StarterSpec.make(discovery: found, service: "bookmarks.bookmarksentry", entity: "Bookmark")
		XCTAssertTrue(starter.contains("\"na\\u2028me\\u0000\\u202E\\\"x\""), starter)
		let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(starter.utf8)) as? [String: Any])
		let attributes = try XCTUnwrap(object["attributes"] as? [[String: Any]])
		XCTAssertEqual(attributes.first?["name"] as? String, "na\u{2028}me\u{0}\u{202E}\"x")
		var parsed = Diagnostics()
		XCTAssertNotNil(JSONParser.parse(Array(starter.utf8), file: "starter.json", diagnostics: &parsed))
		XCTAssertEqual(parsed.all, [])
	}

	/// `init` checks the spec it would write as the generator does, in every mode: an entity
	/// name the generator refuses is refused (exit 1, nothing written or printed), with a name
	/// that generates when "App" before it makes one.
	func testInitRefusesAnEntityNameTheGeneratorRefuses() throws {
		let long = String(repeating: "A", count: 300)
		let starter = directory.appendingPathComponent("spec.json")
		for entity in ["Self", "Any", "Type", "String", "Date", "URL", "NSObject", "LRSession", long] {
			XCTAssertEqual(run(["init", "--service", "LRBookmarksEntryService_v7", "--entity", entity, "-o", starter.path]), 1, entity)
			XCTAssertFalse(FileManager.default.fileExists(atPath: starter.path), entity)
			XCTAssertEqual(output, "", entity)
			XCTAssertTrue(errors.hasPrefix("screenletgen: --entity \(entity): "), errors)
			guard entity != long else {
				XCTAssertTrue(errors.contains("is 306 bytes long, more than the 255"), errors)
				XCTAssertTrue(errors.hasSuffix("\nscreenletgen: nothing was written; choose another --entity\n"), errors)
				continue
			}
			XCTAssertTrue(errors.hasSuffix("\nscreenletgen: nothing was written; --entity App\(entity) generates\n"), errors)
			// The name proposed generates, in both modes.
			XCTAssertEqual(run(["init", "--service", "LRBookmarksEntryService_v7", "--entity", "App\(entity)", "-o", starter.path]), 0, errors)
			XCTAssertTrue(Generator().generate([try TestSupport.input(starter)]).succeeded, entity)
			XCTAssertTrue(Generator(defaults: SpecDefaults(generatesAsync: true, generatesSwiftUI: true)).generate([try TestSupport.input(starter)]).succeeded, entity)
			try FileManager.default.removeItem(at: starter)
		}
		XCTAssertEqual(run(["init", "--service", "LRBookmarksEntryService_v7", "--entity", "String"]), 1)
		XCTAssertEqual(errors, """
			screenletgen: --entity String: String is a type the generated code or the app already uses; call it "AppString"
			screenletgen: nothing was written; --entity AppString generates

			""")
		XCTAssertEqual(run(["init", "--service", "LRBookmarksEntryService_v7", "--entity", "Self"]), 1)
		XCTAssertEqual(errors, """
			screenletgen: --entity Self: "Self" is a Swift keyword, which cannot name a class; call it "AppSelf"
			screenletgen: nothing was written; --entity AppSelf generates

			""")
		XCTAssertEqual(run(["init", "--service", "LRBookmarksEntryService_v7", "--entity", "Screenlet"]), 1)
		XCTAssertTrue(errors.hasPrefix("screenletgen: --entity Screenlet: screenlets[0]: the list would be called ScreenletListScreenlet"), errors)
		XCTAssertTrue(errors.hasSuffix("\nscreenletgen: nothing was written; choose another --entity\n"), errors)
	}

	/// Without `--entity`, the name `init` makes from the service is checked the same way: one
	/// the generator refuses becomes "App…" when that generates, and is refused otherwise.
	func testInitNamesTheEntitySoThatTheSpecGenerates() throws {
		func answer(_ key: String) throws -> String {
			let file = directory.appendingPathComponent("\(key.prefix(20))-discovery.json")
			let text = #"{"services": [{"path": "/gb.\#(key)/add-\#(key)", "parameters": [{"name": "groupId", "type": "long"}, {"name": "title", "type": "string"}, {"name": "serviceContext", "type": "com.liferay.portal.kernel.service.ServiceContext"}], "returns": {"type": "com.liferay.gb.model.Entry"}}]}"#
			try Data(text.utf8).write(to: file)
			return file.path
		}
		for key in ["any", "self", "type"] {
			let discovery = try answer(key)
			XCTAssertEqual(run(["init", "--discovery", discovery, "--service", "gb.\(key)"]), 0, errors)
			let entity = "App" + key.prefix(1).uppercased() + key.dropFirst()
			XCTAssertTrue(output.contains("\"entity\": \"\(entity)\""), output)
			var diagnostics = Diagnostics()
			let found = try XCTUnwrap(DiscoveryReader.parse(Array(try Data(contentsOf: URL(fileURLWithPath: discovery))), file: discovery, diagnostics: &diagnostics))
			XCTAssertTrue(Generator(discovery: found).generate([TestSupport.input(output, file: "spec.json")]).succeeded, key)
		}
		let long = String(repeating: "a", count: 300)
		XCTAssertEqual(run(["init", "--discovery", try answer(long), "--service", "gb.\(long)"]), 1)
		XCTAssertEqual(output, "")
		XCTAssertTrue(errors.hasPrefix("screenletgen: A\(long.dropFirst()), the entity named after LRA\(long.dropFirst())Service_v7: the generated name"), errors)
		XCTAssertTrue(errors.hasSuffix("\nscreenletgen: nothing was written; name the entity with --entity NAME\n"), errors)
	}
}
