import Foundation
import XCTest
@testable import ScreenletGenKit

/// The Mobile SDK catalog (Catalog/SDKCatalogText.swift, derived by screenletgen-catalog from
/// liferay-mobile-sdk's ios/Source/Service) and the checks it gives a spec without a
/// discovery answer.
final class CatalogTests: XCTestCase {

	/// Every service class of the five generations that Screens 5.2.1's SDK ships, and
	/// Screens' own (`ScreensServiceClassTests`).
	func testTheCatalogHasEveryClassOfTheFiveGenerations() {
		let classes = SDKCatalog.classNames.compactMap { SDKCatalog.serviceClass($0) }
		let sdk = classes.filter { !SDKCatalog.screensClassNames.contains($0.name) }
		XCTAssertEqual(Set(sdk.map { $0.generation }), ["62", "7", "71", "72", "73"])
		XCTAssertEqual(sdk.count, 672)
		XCTAssertEqual(sdk.reduce(0) { $0 + $1.methods.count }, 8592)
		let screens = classes.filter { SDKCatalog.screensClassNames.contains($0.name) }
		XCTAssertEqual(Set(screens.map { $0.generation }), ["62", "70"])
		XCTAssertEqual(screens.count, 9)
		XCTAssertEqual(screens.reduce(0) { $0 + $1.methods.count }, 35)
	}

	/// Signatures read from the SDK's headers, held against the catalog: paths, parameter
	/// names in order, and the types the checks compare.
	func testSignaturesAreTheSDKs() throws {
		let bookmarks = try XCTUnwrap(SDKCatalog.serviceClass("LRBookmarksEntryService_v7"))
		let entries = bookmarks.methods.filter { $0.path == "/bookmarks.bookmarksentry/get-entries" }
		XCTAssertEqual(entries.map { $0.parameters.map { "\($0.name):\($0.type)" } }, [
			["groupId:long", "folderId:long", "start:int", "end:int"],
			["groupId:long", "folderId:long", "start:int", "end:int",
				"orderByComparator:com.liferay.portal.kernel.util.OrderByComparator<com.liferay.bookmarks.model.BookmarksEntry>"],
		])
		let blogs = try XCTUnwrap(SDKCatalog.serviceClass("LRBlogsEntryService_v7"))
		let add = try XCTUnwrap(blogs.methods.first { $0.path == "/blogsentry/add-entry" })
		XCTAssertEqual(add.parameters.first { $0.name == "trackbacks" }?.type, "java.util.List")
		XCTAssertEqual(add.parameters.first { $0.name == "coverImageImageSelector" }?.type, "com.liferay.portal.kernel.servlet.taglib.ui.ImageSelector")
		XCTAssertNotNil(SDKCatalog.serviceClass("LRBookmarksEntryService_v62"))
		// A JSON name that the Objective-C method renames keeps its JSON name for the checks.
		let menus = try XCTUnwrap(SDKCatalog.serviceClass("LRSitenavigationmenuService_v73"))
		XCTAssertTrue(menus.methods.contains { $0.parameters.map { $0.name } == ["groupId", "name", "type", "auto", "serviceContext"] })
	}

	/// Whether Swift imports a method as `throws` is its header's: a `void` method without
	/// CONVERT_ERROR_TO_THROWS takes an `error:` argument instead (273 of 6.2's, one of 7.0's);
	/// a method that returns something throws, with the macro or without.
	func testWhetherAMethodThrowsIsItsHeaders() throws {
		let sdk = SDKCatalog.classNames.filter { !SDKCatalog.screensClassNames.contains($0) }.compactMap { SDKCatalog.serviceClass($0) }
		let errorParameters = sdk.flatMap { service in service.methods.filter { !$0.swiftThrows }.map { (service, $0) } }
		XCTAssertEqual(errorParameters.count, 274)
		XCTAssertEqual(Set(errorParameters.map { $0.1.returnType }), ["void"])
		XCTAssertEqual(errorParameters.filter { $0.0.generation != "62" }.map { "\($0.0.name) \($0.1.name)" }, ["LRWikiPageService_v7 delete-temp-file-entry"])
		let flags62 = try XCTUnwrap(SDKCatalog.serviceClass("LRAnnouncementsFlagService_v62")).methods
		XCTAssertEqual(flags62.map { "\($0.name) \($0.swiftThrows)" }, ["add-flag false", "delete-flag false", "get-flag true"])
		let flags7 = try XCTUnwrap(SDKCatalog.serviceClass("LRAnnouncementsFlagService_v7")).methods
		XCTAssertTrue(flags7.allSatisfy { $0.swiftThrows })
		XCTAssertTrue(SDKCatalog.classNames.filter { SDKCatalog.screensClassNames.contains($0) }.allSatisfy { SDKCatalog.serviceClass($0)!.methods.allSatisfy { $0.swiftThrows } })
	}

	/// The Swift names screenletgen derives from a catalog method are the importer's names of
	/// the header's selectors (a sample, by hand from the headers).
	func testSwiftNamesOfASampleAreTheImportersNamesOfTheHeaders() throws {
		let sample: [(className: String, path: String, swift: String)] = [
			("LRBookmarksEntryService_v7", "/bookmarks.bookmarksentry/get-entries-count", "getEntriesCount(withGroupId:folderId:)"),
			("LRBlogsEntryService_v7", "/blogsentry/get-group-entries-count", "getGroupEntriesCount(withGroupId:status:)"),
			("LRBlogsEntryService_v7", "/blogsentry/get-entry", "getEntryWithEntryId(_:)"),
			("LRWikiPageService_v7", "/wiki.wikipage/get-pages", "getPagesWithGroupId(_:userId:nodeId:status:start:end:)"),
		]
		for item in sample {
			let service = try XCTUnwrap(SDKCatalog.serviceClass(item.className), item.className)
			let names = service.methods.filter { $0.path == item.path }.map { method in
				ServiceMethodNaming.swiftName(method: method.path, params: method.parameters.map { $0.name }).description
			}
			XCTAssertTrue(names.contains(item.swift), "\(item.className) \(item.path): \(names)")
		}
	}

	/// The stub classes written from the catalog (for specs on any SDK service) declare what the
	/// hand-written stubs, copied from the headers, declare: same names, labels and types.
	func testTheStubsWrittenFromTheCatalogAreTheHandWrittenOnes() throws {
		let stub = try String(contentsOfFile: StubModules.source("LRMobileSDK"), encoding: .utf8)
		XCTAssertEqual(CatalogStubs.handWrittenClasses, ["LRBookmarksEntryService_v7", "LRBookmarksFolderService_v7"])
		for className in CatalogStubs.handWrittenClasses {
			let body = stub.components(separatedBy: "open class \(className): LRBaseService {\n")[1].components(separatedBy: "\n}")[0]
			let written = Set(CatalogStubs.methodLines(of: className))
			let lines = body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
			XCTAssertGreaterThan(lines.count, 10)
			for line in lines {
				XCTAssertTrue(written.contains(line), "\(className): the catalog does not write \(line)")
			}
		}
	}

	/// Arrays, maps and Liferay objects are passed as the SDK's Objective-C signature takes
	/// them; an action that reads an object from a method returning a number is refused.
	func testEveryParameterTypeCanBePassed() throws {
		let spec = """
		{ "entity": "BlogsEntry", "service": "LRBlogsEntryService_v7", "attributes": [{"name": "title", "type": "String"}],
		  "screenlets": [{"kind": "action", "name": "AddBlogsEntry",
		    "inputs": [{"name": "title", "type": "String"}, {"name": "content", "type": "String", "multiline": true}, {"name": "topic", "type": "String", "sent": false}],
		    "actions": [{"name": "add-blogs-entry", "method": "add-entry", "params": ["title", {"name": "subtitle", "value": ""}, {"name": "description", "value": ""}, "content",
		      {"name": "displayDateMonth", "value": 0}, {"name": "displayDateDay", "value": 1}, {"name": "displayDateYear", "value": 2026}, {"name": "displayDateHour", "value": 0},
		      {"name": "displayDateMinute", "value": 0}, {"name": "allowPingbacks", "value": false}, {"name": "allowTrackbacks", "value": false},
		      {"name": "trackbacks", "value": ["https://example.com", null]}, {"name": "coverImageCaption", "value": ""},
		      {"name": "coverImageImageSelector", "value": null}, {"name": "smallImageImageSelector", "value": {}},
		      {"name": "serviceContext", "value": {"addGroupPermissions": true, "assetTagNames": ["news", 1], "expando": {}, "nested": [[], [1, "a"]]}}]}]},
		   {"kind": "action", "name": "AddJournalFolder", "inputs": [{"name": "name", "type": "String"}],
		    "actions": [{"name": "add-folder", "service": "LRJournalFolderService_v7", "method": "add-folder", "result": "none",
		      "params": ["groupId", {"name": "parentFolderId", "value": 0}, "name", {"name": "description", "value": ""}, "serviceContext"]}]},
		   {"kind": "action", "name": "CountEntries", "properties": [{"name": "folderId", "type": "Int64"}],
		    "actions": [{"name": "count-entries", "service": "LRBookmarksEntryService_v7", "method": "get-folders-entries-count", "result": "none",
		      "params": ["groupId", {"name": "folderIds", "from": "folderId"}]}]},
		   {"kind": "action", "name": "AddVocabulary", "inputs": [{"name": "title", "type": "String"}],
		    "actions": [{"name": "add-vocabulary", "service": "LRAssetVocabularyService_v7", "method": "add-vocabulary", "result": "raw",
		      "params": ["groupId", "title", {"name": "titleMap", "from": "title"}, {"name": "descriptionMap", "value": {"en_US": ""}}, {"name": "settings", "value": ""}, "serviceContext"]}]},
		   {"kind": "action", "name": "AddMenu", "inputs": [{"name": "menuName", "type": "String"}],
		    "actions": [{"name": "add-menu", "service": "LRSitenavigationmenuService_v73", "method": "add-site-navigation-menu", "result": "raw",
		      "params": ["groupId", {"name": "name", "from": "menuName"}, {"name": "type", "value": 1}, {"name": "auto", "value": true}, "serviceContext"]}]}]}
		"""
		let result = Generator().generate([TestSupport.input(spec, file: "blogs.json")])
		XCTAssertEqual(result.diagnostics.all.filter { $0.severity == .error }.map { $0.description }, [])
		let connector = try XCTUnwrap(result.files.first { $0.path.hasSuffix("AddBlogsEntryLiferayConnector.swift") }).contents
		XCTAssertTrue(connector.contains("trackbacks: [\"https://example.com\", NSNull()],"), connector)
		XCTAssertTrue(connector.contains("coverImageImageSelector: nil,"), connector)
		XCTAssertTrue(connector.contains("smallImageImageSelector: LRJSONObjectWrapper(jsonObject: [:]),"), connector)
		XCTAssertTrue(connector.contains(#"serviceContext: LRJSONObjectWrapper(jsonObject: ["addGroupPermissions": true, "assetTagNames": ["news", 1], "expando": [:], "nested": [[], [1, "a"]]]))"#), connector)
		let count = try XCTUnwrap(result.files.first { $0.path.hasSuffix("CountEntriesLiferayConnector.swift") }).contents
		XCTAssertTrue(count.contains("folderIds: [folderId])"), count)
		let vocabulary = try XCTUnwrap(result.files.first { $0.path.hasSuffix("AddVocabularyLiferayConnector.swift") }).contents
		XCTAssertTrue(vocabulary.contains("titleMap: [Locale.current.identifier: title],"), vocabulary)
		XCTAssertTrue(vocabulary.contains(#"descriptionMap: ["en_US": ""],"#), vocabulary)
		// The Objective-C method renames `auto`: the call is labelled as the header has it.
		let menu = try XCTUnwrap(result.files.first { $0.path.hasSuffix("AddMenuLiferayConnector.swift") }).contents
		XCTAssertTrue(menu.contains("automatic: true,"), menu)
		XCTAssertEqual(try StubModules.typecheck(result.files, catalogClasses: ["LRBlogsEntryService_v7", "LRJournalFolderService_v7", "LRAssetVocabularyService_v7", "LRSitenavigationmenuService_v73"]), [])

		let raw = TestSupport.diagnostics(spec.replacingOccurrences(of: #""get-folders-entries-count", "result": "none""#, with: #""get-folders-entries-count", "result": "raw""#))
		XCTAssertEqual(raw, [#"spec.json:14:94: error: screenlets[2].actions[0]: bookmarksentry/get-folders-entries-count returns java.lang.Number, not an object, and "result": "raw" reads an object; write "result": "none""#])
	}

	/// A discovery answer without the spec's service (saved from a plugin's context only): the
	/// catalog checks the SDK's classes; a class neither has is one message, not one per call.
	func testAPartialDiscoveryAnswerFallsBackToTheCatalog() throws {
		var diagnostics = Diagnostics()
		let bytes = try [UInt8](Data(contentsOf: TestSupport.examplesDirectory.appendingPathComponent("bookmarks-discovery.json")))
		let full = try XCTUnwrap(DiscoveryReader.parse(bytes, file: "portal.json", diagnostics: &diagnostics))
		let partial = Discovery(file: "folders.json", methods: full.methods.filter { $0.serviceKey == "bookmarksfolder" })
		let spec = try String(contentsOf: TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"), encoding: .utf8)
		XCTAssertTrue(Generator(discovery: partial).generate([TestSupport.input(spec)]).succeeded)
		let wrong = Generator(discovery: partial).generate([TestSupport.input(spec.replacingOccurrences(of: "\"get-entries-count\"", with: "\"get-entries-cnt\""))])
		XCTAssertEqual(wrong.diagnostics.all.count, 1)
		XCTAssertTrue(wrong.diagnostics.all[0].description.contains("the Mobile SDK's LRBookmarksEntryService_v7 has no method \"get-entries-cnt\""), "\(wrong.diagnostics.all)")
		let misspelled = Generator(discovery: partial).generate([TestSupport.input(spec.replacingOccurrences(of: "LRBookmarksEntryService_v7", with: "LRBookmarkEntryService_v7"))])
		XCTAssertEqual(misspelled.diagnostics.all.map { $0.description }, [
			#"spec.json:4:14: error: service: folders.json has no service "bookmarkentry" for LRBookmarkEntryService_v7 (did you mean LRBookmarksEntryService_v7, a Mobile SDK class?)"#,
		])
	}

	private func errors(_ edit: (String) -> String) throws -> [String] {
		let spec = try String(contentsOf: TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"), encoding: .utf8)
		return TestSupport.diagnostics(edit(spec))
	}

	/// A proposal is for a name the catalog lacks: no class the catalog has is ever replaced
	/// by another (nor by itself), whatever its letter case or generation.
	func testAClassTheCatalogHasIsNeverGivenAProposal() {
		let proposed = SDKCatalog.classNames.sorted().compactMap { name in SDKCatalog.proposal(for: name).map { "\(name) → \($0)" } }
		XCTAssertEqual(proposed, [])
		XCTAssertEqual(SDKCatalog.proposal(for: "LRBookmarksentryService_v7"), "LRBookmarksEntryService_v7")
	}

	/// Without a discovery answer, a misspelled class (in any generation), method, parameter
	/// or type is one located error with a proposal; a custom portlet's class is left alone.
	func testMistakesAreLocatedErrorsWithoutADiscoveryAnswer() throws {
		for generation in ["62", "7", "71", "72", "73"] {
			let found = try errors { $0.replacingOccurrences(of: "LRBookmarksEntryService_v7", with: "LRBookmarksentryService_v\(generation)") }
			XCTAssertEqual(found, ["spec.json:4:14: error: service: the Mobile SDK has no class LRBookmarksentryService_v\(generation); did you mean LRBookmarksEntryService_v\(generation)?"])
		}
		XCTAssertEqual(try errors { $0.replacingOccurrences(of: "LRBookmarksEntryService_v7", with: "LRBookmarksEntryService_v8") },
			["spec.json:4:14: error: service: the Mobile SDK has no class LRBookmarksEntryService_v8; did you mean LRBookmarksEntryService_v73?"])
		let method = try errors { $0.replacingOccurrences(of: "\"get-entries-count\"", with: "\"get-entry-count\"") }
		XCTAssertEqual(method.count, 1)
		XCTAssertTrue(method[0].hasPrefix(#"spec.json:18:28: error: screenlets[0].count.method: the Mobile SDK's LRBookmarksEntryService_v7 has no method "get-entry-count" in bookmarksentry (did you mean "get-entries-count"?)"#), "\(method)")
		let params = try errors { $0.replacingOccurrences(of: #""groupId", "folderId"] }"#, with: #""groupId", "folderId", "status"] }"#) }
		XCTAssertTrue(params.contains { $0.contains("count.params") && $0.contains("match no signature") } || params.contains { $0.contains("\"status\"") }, "\(params)")
		let type = try errors { $0.replacingOccurrences(of: #"{ "name": "folderId", "type": "Int64" }"#, with: #"{ "name": "folderId", "type": "String" }"#) }
		XCTAssertTrue(type.contains { $0.contains("folderId") && $0.contains("long") }, "\(type)")
		XCTAssertEqual(try errors { $0.replacingOccurrences(of: "LRBookmarksEntryService_v7", with: "LRGuestbookEntryService_v7") }.filter { $0.contains("Mobile SDK") }, [])

		// A method, a parameter and a type, in each generation's class.
		for generation in ["62", "7", "71", "72", "73"] {
			func inGeneration(_ edit: @escaping (String) -> String) throws -> [String] {
				return try errors { edit($0.replacingOccurrences(of: "LRBookmarksEntryService_v7", with: "LRBookmarksEntryService_v\(generation)")) }
			}
			XCTAssertEqual(try inGeneration { $0 }, [], generation)
			let method = try inGeneration { $0.replacingOccurrences(of: "\"get-entries-count\"", with: "\"get-entry-count\"") }
			XCTAssertTrue(method.count == 1 && method[0].contains(#"has no method "get-entry-count""#) && method[0].contains(#"(did you mean "get-entries-count"?)"#), "\(generation): \(method)")
			let param = try inGeneration { $0.replacingOccurrences(of: #""get-entries-count", "params": ["groupId", "folderId"]"#, with: #""get-entries-count", "params": ["groupId", "foldrId"]"#) }
			XCTAssertTrue(param.count == 1 && param[0].contains("foldrId") && param[0].contains("(did you mean \"folderId\"?)"), "\(generation): \(param)")
			let type = try inGeneration { $0.replacingOccurrences(of: #"{ "name": "folderId", "type": "Int64" }"#, with: #"{ "name": "folderId", "type": "Bool" }"#) }
			XCTAssertTrue(type.contains { $0.contains("the property \"folderId\" is Bool") && $0.contains("is long") && $0.contains("pass an Int64") }, "\(generation): \(type)")
		}
	}
}

/// `"sdk": "7.3"` and a service written as its JSON web service path.
final class ServicePathTests: XCTestCase {

	private func run(service: String, sdk: String?) throws -> Generator.Result {
		var spec = try String(contentsOf: TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"), encoding: .utf8)
			.replacingOccurrences(of: "\"LRBookmarksEntryService_v7\"", with: "\"\(service)\"")
		if let sdk = sdk {
			spec = spec.replacingOccurrences(of: "\"entity\": \"Bookmark\",", with: "\"entity\": \"Bookmark\", \"sdk\": \"\(sdk)\",")
		}
		return Generator().generate([TestSupport.input(spec)])
	}

	func testAPathResolvesToTheGenerationsClass() throws {
		// 6.2's portal names the service without its portlet (`/bookmarksentry/get-entries`).
		for (sdk, suffix, path) in [("6.2", "62", "bookmarksentry"), ("7.0", "7", "bookmarks.bookmarksentry"), ("7.1", "71", "bookmarks.bookmarksentry"),
				("7.2", "72", "bookmarks.bookmarksentry"), ("7.3", "73", "bookmarks.bookmarksentry")] {
			let result = try run(service: path, sdk: sdk)
			XCTAssertEqual(result.diagnostics.all.map { $0.description }, [], sdk)
			let connector = try XCTUnwrap(result.files.first { $0.path.hasSuffix("AddBookmarkLiferayConnector.swift") })
			XCTAssertTrue(connector.contents.contains("LRBookmarksEntryService_v\(suffix)(session: session)"), sdk)
		}
	}

	func testAPathWithoutAGenerationOrUnknownIsOneLocatedError() throws {
		XCTAssertEqual(try run(service: "bookmarks.bookmarksentry", sdk: nil).diagnostics.all.map { $0.description }, [
			#"spec.json:4:14: error: service: a service written as its path needs the portal generation; add "sdk": "7.3" (or 6.2, 7.0, 7.1, 7.2) at the top level of the spec (or name the class, "LRBookmarksEntryService_v73")"#,
		])
		XCTAssertEqual(try run(service: "bookmarks.bookmarksenty", sdk: "7.3").diagnostics.all.map { $0.description }, [
			#"spec.json:4:14: error: service: the Mobile SDK for 7.3 has no service bookmarks.bookmarksenty (did you mean "bookmarks.bookmarksentry"?); a custom portlet's service is named by its class with a discovery answer"#,
		])
		XCTAssertEqual(try run(service: "blogsentry", sdk: "7.3").diagnostics.all.map { $0.description }, [
			"spec.json:4:14: error: service: the Mobile SDK for 7.3 has no service blogsentry; it is in 6.2, 7.0, 7.1",
		])
		let badGeneration = try run(service: "bookmarks.bookmarksentry", sdk: "7.4").diagnostics.all.map { $0.description }
		XCTAssertEqual(badGeneration.count, 1, "\(badGeneration)")
		XCTAssertTrue(badGeneration[0].contains(#"sdk: "7.4" is not a portal generation of the Mobile SDK; expected one of 6.2, 7.0, 7.1, 7.2, 7.3"#), "\(badGeneration)")
	}
}
