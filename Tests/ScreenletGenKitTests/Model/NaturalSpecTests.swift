import Foundation
import XCTest
@testable import ScreenletGenKit

/// Specs a Screens developer writes without thinking of the framework's names: each works,
/// or is refused with a position and a name that works.
final class NaturalSpecTests: XCTestCase {

	static func spec(entity: String = "Entry", list: String = "", action: String = "DeleteEntry", actionName: String = "delete",
			inputs: String = "{ \"name\": \"name\", \"type\": \"String\" }", params: String = "\"name\"", method: String = "delete-entry") -> String {
		return """
		{
		  "entity": "\(entity)",
		  "service": "LRGuestbookEntryService_v7",
		  "attributes": [ { "name": "name", "type": "String" }, { "name": "class", "type": "String" } ],
		  "screenlets": [
		    { "kind": "list", \(list)"page": { "method": "get-entries", "params": ["groupId", "start", "end"], "swiftName": "getEntriesWithGroupId(_:start:end:)" } },
		    { "kind": "action", "name": "\(action)",
		      "inputs": [ \(inputs) ],
		      "actions": [ { "name": "\(actionName)", "method": "\(method)", "params": [\(params)], "result": "none", "swiftName": "deleteEntry(withName:)" },
		                   { "name": "get-current-user", "method": "get-current-user", "params": [], "result": "raw", "swiftName": "getCurrentUser()" } ] }
		  ]
		}
		"""
	}

	static func generate(_ texts: [String]) -> Generator.Result {
		return Generator().generate(texts.enumerated().map { TestSupport.input($0.element, file: "spec\($0.offset).json") })
	}

	func file(_ result: Generator.Result, _ suffix: String) throws -> String {
		return try XCTUnwrap(result.files.first { $0.path.hasSuffix(suffix) }, "no \(suffix)").contents
	}

	/// Items 1, 2, 3, 4: no-value action, `class` attribute, `delete` action, `name` input.
	func testNaturalNamesGenerateAndTypeCheckEverywhere() throws {
		let result = NaturalSpecTests.generate([NaturalSpecTests.spec()])
		XCTAssertEqual(result.diagnostics.all.map { $0.description }, [])
		XCTAssertEqual(try StubModules.typecheck(result.files), [])
		let view = try file(result, "DeleteEntryView_default.swift")
		XCTAssertTrue(view.contains("@IBAction func deleteEntry(_ sender: Any)"), view)
		XCTAssertTrue(view.contains("open var name: String"), "the View Model keeps the spec's name")
		XCTAssertTrue(try file(result, "DeleteEntryView_default.xib").contains("selector=\"deleteEntry:\""))
		let connector = try file(result, "DeleteLiferayConnector.swift")
		XCTAssertTrue(connector.contains("public let entryName: String"), connector)
		XCTAssertTrue(connector.contains("public init(name entryName: String)"), connector)
		XCTAssertTrue(connector.contains("withName: entryName"), connector)
		XCTAssertTrue(try file(result, "GetCurrentUserInteractor.swift").contains("override public init(screenlet: BaseScreenlet?)"))
		XCTAssertTrue(try file(result, "Model/Entry.swift").contains("@nonobjc open var `class`: String"))
	}

	/// Item 5: a name ending in "Screenlet" means the name before it; "Screenlet" inside is refused.
	func testScreenletSuffixIsTheClassName() throws {
		let result = NaturalSpecTests.generate([NaturalSpecTests.spec(list: "\"name\": \"WikiListScreenlet\", ")])
		XCTAssertEqual(result.diagnostics.all.map { $0.description }, [])
		XCTAssertTrue(result.files.contains { $0.path == "WikiListScreenlet/Themes/Default/WikiListView_default.xib" })
		let inside = TestSupport.diagnostics(NaturalSpecTests.spec(action: "MyScreenletForm"))
		XCTAssertTrue(inside.contains { $0.hasPrefix("spec.json:7:33: error: screenlets[1].name:") && $0.contains("call it \"MyForm\"") }, "\(inside)")
	}

	/// An entity named like one of Screens' data classes keeps its Swift name (the app module's
	/// declaration shadows the framework's) and gets a fixed Objective-C name of its own.
	func testEntitiesNamedLikeTheFrameworksModelsGenerateAndTypeCheck() throws {
		let entities = ["BlogsEntry", "Comment", "FileEntry", "User"]
		let specs = entities.map { entity in
			"""
			{ "entity": "\(entity)", "service": "LRGuestbookEntryService_v7",
			  "attributes": [ { "name": "name", "type": "String" } ],
			  "screenlets": [
			    { "kind": "list", \(entity == "Comment" ? "\"name\": \"AppCommentList\", " : "")"page": { "method": "get-entries", "params": ["groupId", "start", "end"], "swiftName": "getEntriesWithGroupId(_:start:end:)" } },
			    { "kind": "action", "name": "Add\(entity)", "properties": [ { "name": "guestbookId", "type": "Int64" } ],
			      "inputs": [ { "name": "name", "type": "String" } ],
			      "actions": [ { "name": "add-\(entity.lowercased())", "method": "add-entry", "result": "entity",
			        "params": ["userId", "guestbookId", "name", { "name": "email", "value": "" }, { "name": "message", "value": "" }, "serviceContext"],
			        "swiftName": "addEntry(withUserId:guestbookId:name:email:message:serviceContext:)" } ] } ] }
			"""
		}
		let result = NaturalSpecTests.generate(specs)
		XCTAssertEqual(result.diagnostics.all.map { $0.description }, [])
		for entity in entities {
			let model = try file(result, "Model/\(entity).swift")
			XCTAssertTrue(model.contains("@objc(App\(entity))\n@objcMembers\nnonisolated open class \(entity): NSObject"), model)
		}
		XCTAssertEqual(try StubModules.typecheck(result.files), [])
		let list = TestSupport.diagnostics(NaturalSpecTests.spec(entity: "Comment", action: "DeleteComment"))
		XCTAssertEqual(list.filter { $0.contains("error:") }, [#"spec.json:6:5: error: screenlets[0]: Liferay Screens already has a class CommentListScreenlet in the Objective-C runtime; give it a "name", such as "AppCommentList""#])
	}

	/// Item 6: type names in scope and the framework's classes and nibs are refused, located, with a proposal.
	func testTakenTypeNamesAreRefusedWithAName() {
		let screenlet = TestSupport.diagnostics(NaturalSpecTests.spec(entity: "BaseScreenlet"))
		XCTAssertTrue(screenlet.contains { $0.hasPrefix("spec.json:2:13: error: entity:") && $0.contains("class BaseScreenlet") && $0.contains("call it \"AppBaseScreenlet\"") }, "\(screenlet)")
		let string = TestSupport.diagnostics(NaturalSpecTests.spec(entity: "String"))
		XCTAssertTrue(string.contains { $0.contains("entity: String is a type") }, "\(string)")
		let commentList = TestSupport.diagnostics(NaturalSpecTests.spec(list: "\"name\": \"CommentList\", "))
		XCTAssertTrue(commentList.contains { $0.contains("screenlets[0].name:") && $0.contains("CommentListScreenlet") }, "\(commentList)")
		let login = TestSupport.diagnostics(NaturalSpecTests.spec(action: "Login"))
		XCTAssertTrue(login.contains { $0.contains("screenlets[1].name:") && $0.contains("call it \"EntryLogin\"") }, "\(login)")
		let interactor = TestSupport.diagnostics(NaturalSpecTests.spec(actionName: "base-list-page-load"))
		XCTAssertTrue(interactor.contains { $0.contains("actions[0].name:") && $0.contains("BaseListPageLoadInteractor") }, "\(interactor)")
	}

	/// Inputs the View already has are refused with a free name.
	func testVisibleClashesAreRefusedWithAName() {
		let tag = TestSupport.diagnostics(NaturalSpecTests.spec(inputs: "{ \"name\": \"tag\", \"type\": \"String\" }", params: "\"tag\""))
		XCTAssertTrue(tag.contains { $0.contains("inputs[0].name: the input \"tag\"") && $0.contains("call it \"entryTag\"") }, "\(tag)")
	}

	/// Item 7: one class from two specs of one run.
	func testTwoSpecsGeneratingOneClassAreRefused() {
		let result = NaturalSpecTests.generate([NaturalSpecTests.spec(), NaturalSpecTests.spec(entity: "Other", list: "\"name\": \"OtherList\", ", action: "DeleteOther")])
		// One message for the pair, naming the first class and how many more clash.
		XCTAssertEqual(result.diagnostics.all.map { $0.description }, [
			"spec1.json:2:13: error: entity: action screenlet DeleteOther generates the class DeleteInteractor (and 3 more), which spec0.json (action screenlet DeleteEntry) generates too; one app module holds one class of a name: rename a screenlet or an action in one of them",
		])
		XCTAssertEqual(result.files, [])
	}

	/// Two lists of one entity, each with a cell of several attributes: the first's cell is the
	/// entity's (`BookmarkCell_default`), the second's is named after its list; both type-check.
	func testTwoListsOfOneEntityHaveACellEach() throws {
		let list = #"{ "kind": "list", %@"page": { "method": "get-entries", "params": ["groupId", "folderId", "start", "end"] },"#
			+ #" "properties": [ { "name": "folderId", "type": "Int64" } ], "cell": ["name", "url"]%@ }"#
		let spec = #"{ "entity": "Bookmark", "service": "LRBookmarksEntryService_v7","#
			+ #" "attributes": [ { "name": "name", "type": "String" }, { "name": "url", "type": "String" } ], "screenlets": ["#
			+ String(format: list, "", "") + ", " + String(format: list, #""name": "FolderBookmarks", "#, #", "theme": "collection""#) + "] }"
		let result = NaturalSpecTests.generate([spec])
		XCTAssertEqual(result.diagnostics.all.map { $0.description }, [])
		let cells = result.files.map { $0.path }.filter { $0.contains("Cell_default") && $0.hasSuffix(".swift") }.sorted()
		XCTAssertEqual(cells, ["BookmarkListScreenlet/Themes/Default/BookmarkCell_default.swift",
			"FolderBookmarksScreenlet/Themes/Collection/FolderBookmarksCell_default-collection.swift",
			"FolderBookmarksScreenlet/Themes/Default/FolderBookmarksCell_default.swift"])
		XCTAssertEqual(try StubModules.typecheck(result.files), [])
	}

	/// Item 8: methods with an underscore are real SDK methods.
	func testMethodsWithUnderscores() throws {
		// The SDK's parameter is classNameValue (the catalog checks it): the input is passed as it.
		let text = NaturalSpecTests.spec(params: #"{ "name": "classNameValue", "from": "name" }"#, method: "/portal/test-add-class-name_-rollback")
			.replacingOccurrences(of: "\"swiftName\": \"deleteEntry(withName:)\"", with: "\"service\": \"LRPortalService_v7\"")
		let result = NaturalSpecTests.generate([text])
		XCTAssertEqual(result.diagnostics.all.map { $0.description }, [])
		XCTAssertEqual(result.models.first?.actionScreenlets.first?.actions.first?.call.service?.name.description, "testAddClassName_Rollback(withClassNameValue:)")
	}
}
