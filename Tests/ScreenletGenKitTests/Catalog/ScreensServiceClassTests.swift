import Foundation
import XCTest
@testable import ScreenletGenKit

/// Liferay Screens' own service classes (liferay-screens 5.2.1, ios/Framework/Core/Services/v62
/// and v70), which the LiferayScreens framework ships beside the Mobile SDK and its own
/// screenlets call (`LRScreenscommentService_v70`…): the catalog has them, a spec on any of
/// them is checked and generates, no proposal replaces them, and the generated calls
/// type-check against their declarations (issue 30).
final class ScreensServiceClassTests: XCTestCase {

	static let v62 = ["LRScreensassetentryService_v62", "LRScreensddlrecordService_v62", "LRScreensjournalarticleService_v62", "LRScreensuserService_v62"]
	static let v70 = ["LRScreensassetentryService_v70", "LRScreenscommentService_v70", "LRScreensddlrecordService_v70",
		"LRScreensjournalarticleService_v70", "LRScreensratingsentryService_v70"]

	/// A spec on every class of 6.2's generation: Screens' ForgotPassword, Login (current user),
	/// DDL list, asset list and web content connectors' calls.
	static let specV62 = """
	{
	  "entity": "Record",
	  "service": "LRScreensddlrecordService_v62",
	  "attributes": [{ "name": "title", "type": "String" }],
	  "screenlets": [
	    { "kind": "list",
	      "properties": [{ "name": "recordSetId", "type": "Int64", "validate": "positive" }],
	      "page": { "method": "get-ddl-records", "params": [{ "name": "ddlRecordSetId", "from": "recordSetId" }, "locale", "start", "end", "obc"] },
	      "count": { "method": "get-ddl-records-count", "params": [{ "name": "ddlRecordSetId", "from": "recordSetId" }] } },
	    { "kind": "action", "name": "LoadRecord",
	      "properties": [{ "name": "recordId", "type": "Int64" }],
	      "actions": [{ "name": "load-record", "method": "get-ddl-record", "params": [{ "name": "ddlRecordId", "from": "recordId" }, "locale"], "result": "raw" }] },
	    { "kind": "action", "name": "RecoverPassword",
	      "inputs": [{ "name": "emailAddress", "type": "String", "validate": "notEmpty" }],
	      "actions": [{ "name": "send-password", "service": "LRScreensuserService_v62", "method": "send-password-by-email-address",
	        "params": ["companyId", "emailAddress"], "result": "none" },
	        { "name": "get-current-user", "service": "LRScreensuserService_v62", "method": "get-current-user", "result": "raw" }] },
	    { "kind": "action", "name": "LoadContent",
	      "properties": [{ "name": "classPK", "type": "Int64" }, { "name": "portletItemName", "type": "String" }],
	      "actions": [{ "name": "load-content", "service": "LRScreensjournalarticleService_v62", "method": "get-journal-article-content",
	        "params": ["classPK", "locale"], "result": "none" },
	        { "name": "fetch-entries", "service": "LRScreensassetentryService_v62", "method": "get-asset-entries",
	        "params": ["companyId", "groupId", "portletItemName", "locale", { "name": "max", "value": 20 }], "result": "none" }] }
	  ]
	}
	"""

	/// A spec on every class of 7.x's generation: Screens' comment, rating, asset, DDL and web
	/// content connectors' calls.
	static let specV70 = """
	{
	  "entity": "PostComment",
	  "service": "LRScreenscommentService_v70",
	  "attributes": [{ "name": "body", "type": "String" }],
	  "screenlets": [
	    { "kind": "list",
	      "properties": [{ "name": "className", "type": "String" }, { "name": "classPK", "type": "Int64" }],
	      "page": { "method": "get-comments", "params": ["className", "classPK", "start", "end"] },
	      "count": { "method": "get-comments-count", "params": ["className", "classPK"] } },
	    { "kind": "action", "name": "AddPostComment",
	      "properties": [{ "name": "className", "type": "String" }, { "name": "classPK", "type": "Int64" }],
	      "inputs": [{ "name": "body", "type": "String", "multiline": true, "validate": "notEmpty" }],
	      "actions": [{ "name": "add-comment", "method": "add-comment", "params": ["className", "classPK", "body"] }] },
	    { "kind": "list", "name": "RecordList",
	      "properties": [{ "name": "recordSetId", "type": "Int64" }],
	      "page": { "service": "LRScreensddlrecordService_v70", "method": "get-ddl-records",
	        "params": [{ "name": "ddlRecordSetId", "from": "recordSetId" }, "locale", "start", "end", "obc"] },
	      "count": { "service": "LRScreensddlrecordService_v70", "method": "get-ddl-records-count", "params": [{ "name": "ddlRecordSetId", "from": "recordSetId" }] } },
	    { "kind": "action", "name": "RateAsset",
	      "properties": [{ "name": "className", "type": "String" }, { "name": "classPK", "type": "Int64" }, { "name": "score", "type": "Double" },
	        { "name": "entryId", "type": "Int64" }, { "name": "articleId", "type": "String" }],
	      "actions": [{ "name": "update-rating", "service": "LRScreensratingsentryService_v70", "method": "update-ratings-entry",
	        "params": ["classPK", "className", "score", { "name": "ratingsLength", "value": 5 }], "result": "raw" },
	        { "name": "load-asset", "service": "LRScreensassetentryService_v70", "method": "get-asset-entry", "params": ["entryId", "locale"], "result": "raw" },
	        { "name": "read-content", "service": "LRScreensjournalarticleService_v70", "method": "get-journal-article-content",
	        "params": ["groupId", "articleId", { "name": "ddmTemplateId", "value": 0 }, "locale"], "result": "none" }] }
	  ]
	}
	"""

	/// The nine classes of liferay-screens 5.2.1, read from its sources, with signatures from
	/// its headers (`LRScreenscommentService_v70.h`, `LRScreensuserService_v62.h`,
	/// `LRScreensddlrecordService_v70.h`).
	func testTheCatalogHasScreensOwnClasses() throws {
		XCTAssertEqual(SDKCatalog.screensClassNames, Set(ScreensServiceClassTests.v62 + ScreensServiceClassTests.v70))
		for name in ScreensServiceClassTests.v62 + ScreensServiceClassTests.v70 {
			let service = try XCTUnwrap(SDKCatalog.serviceClass(name), name)
			XCTAssertEqual(service.generation, name.hasSuffix("_v62") ? "62" : "70")
			XCTAssertTrue(service.answer.file.hasPrefix("Liferay Screens' "), service.answer.file)
		}
		func signatures(_ className: String, _ path: String) throws -> [String] {
			let service = try XCTUnwrap(SDKCatalog.serviceClass(className), className)
			return service.methods.filter { $0.path == path }.map { method in
				method.returnType + " (" + method.parameters.map { "\($0.name):\($0.type)" }.joined(separator: ", ") + ")"
			}
		}
		XCTAssertEqual(try signatures("LRScreenscommentService_v70", "/screens.screenscomment/get-comments"),
			["java.util.List (className:java.lang.String, classPK:long, start:int, end:int)"])
		XCTAssertEqual(try signatures("LRScreenscommentService_v70", "/screens.screenscomment/add-comment"),
			["java.util.Map (className:java.lang.String, classPK:long, body:java.lang.String)"])
		XCTAssertEqual(try signatures("LRScreensuserService_v62", "/screens-web.screensuser/get-current-user"), ["java.util.Map ()"])
		XCTAssertEqual(try signatures("LRScreensuserService_v62", "/screens-web.screensuser/send-password-by-user-id"), ["boolean (userId:long)"])
		XCTAssertEqual(try signatures("LRScreensddlrecordService_v70", "/screens.screensddlrecord/get-ddl-records").sorted(), [
			"java.util.List (ddlRecordSetId:long, locale:java.lang.String, start:int, end:int, obc:com.liferay.portal.kernel.util.OrderByComparator<com.liferay.dynamic.data.lists.model.DDLRecord>)",
			"java.util.List (ddlRecordSetId:long, userId:long, locale:java.lang.String, start:int, end:int, obc:com.liferay.portal.kernel.util.OrderByComparator<com.liferay.dynamic.data.lists.model.DDLRecord>)",
		])
		XCTAssertEqual(try signatures("LRScreensddlrecordService_v62", "/screens-web.screensddlrecord/get-ddl-records-count").count, 2)
	}

	/// The Swift names screenletgen derives (and the stubs declare) are those Screens' own
	/// connectors call in 5.2.1 (`CommentListPageLiferayConnector`, `DDLListPageLiferayConnector`,
	/// `ForgotPasswordEmailLiferayConnectors`, `GetCurrentUserConnector`…), so the importer's names.
	func testSwiftNamesAreTheOnesScreensOwnConnectorsCall() throws {
		let sample: [(className: String, method: String, params: [String], swift: String)] = [
			("LRScreenscommentService_v70", "get-comments", ["className", "classPK", "start", "end"], "getCommentsWithClassName(_:classPK:start:end:)"),
			("LRScreenscommentService_v70", "get-comments-count", ["className", "classPK"], "getCommentsCount(withClassName:classPK:)"),
			("LRScreenscommentService_v70", "get-comment", ["commentId"], "getCommentWithCommentId(_:)"),
			("LRScreenscommentService_v70", "add-comment", ["className", "classPK", "body"], "addComment(withClassName:classPK:body:)"),
			("LRScreensratingsentryService_v70", "get-ratings-entries", ["assetEntryId", "ratingsLength"], "getRatingsEntries(withAssetEntryId:ratingsLength:)"),
			("LRScreensassetentryService_v70", "get-asset-entry", ["entryId", "locale"], "getAssetEntry(withEntryId:locale:)"),
			("LRScreensddlrecordService_v70", "get-ddl-records-count", ["ddlRecordSetId"], "getDdlRecordsCount(withDdlRecordSetId:)"),
			("LRScreensjournalarticleService_v70", "get-journal-article-content", ["groupId", "articleId", "ddmTemplateId", "locale"], "getJournalArticleContent(withGroupId:articleId:ddmTemplateId:locale:)"),
			("LRScreensuserService_v62", "get-current-user", [], "getCurrentUser()"),
			("LRScreensuserService_v62", "send-password-by-email-address", ["companyId", "emailAddress"], "sendPasswordByEmailAddress(withCompanyId:emailAddress:)"),
			("LRScreensuserService_v62", "send-password-by-user-id", ["userId"], "sendPasswordByUserId(withUserId:)"),
			("LRScreensddlrecordService_v62", "get-ddl-record", ["ddlRecordId", "locale"], "getDdlRecord(withDdlRecordId:locale:)"),
			("LRScreensassetentryService_v62", "get-asset-entries", ["assetEntryQuery", "locale"], "getAssetEntries(withAssetEntryQuery:locale:)"),
		]
		for item in sample {
			let service = try XCTUnwrap(SDKCatalog.serviceClass(item.className), item.className)
			XCTAssertTrue(service.methods.contains { $0.name == item.method && $0.parameters.map { $0.name } == item.params }, "\(item.className) \(item.method)")
			XCTAssertEqual(ServiceMethodNaming.swiftName(method: item.method, params: item.params).description, item.swift, item.className)
			let declared = CatalogStubs.methodLines(of: item.className)
			let base = String(item.swift.prefix { $0 != "(" })
			XCTAssertTrue(declared.contains { $0.contains("func \(base)(") }, "\(item.className): \(declared)")
		}
	}

	/// No proposal replaces one of Screens' classes (the issue: `LRScreenscommentService_v70`
	/// was "did you mean LRScreensCommentService_v73?"); a misspelling of the SDK's namesakes
	/// still gets one, and the newest generation is the newest, not the last name in
	/// alphabetical order.
	func testNoProposalReplacesScreensClasses() {
		for name in ScreensServiceClassTests.v62 + ScreensServiceClassTests.v70 {
			XCTAssertNil(SDKCatalog.proposal(for: name), name)
		}
		XCTAssertEqual(SDKCatalog.proposal(for: "LRScreensCommentService_v70"), "LRScreenscommentService_v70")
		XCTAssertEqual(SDKCatalog.proposal(for: "LRScreensCommentService_v8"), "LRScreensCommentService_v73")
		XCTAssertEqual(SDKCatalog.proposal(for: "LRScreensuserService_v7"), "LRScreensuserService_v62")
		XCTAssertEqual(SDKCatalog.namesByService["screenscomment"], ["LRScreenscommentService_v70", "LRScreensCommentService_v72", "LRScreensCommentService_v73"])
		let spec = ScreensServiceClassTests.specV70.replacingOccurrences(of: "\"LRScreenscommentService_v70\"", with: "\"LRScreensCommentService_v70\"")
		XCTAssertEqual(TestSupport.diagnostics(spec), ["spec.json:3:14: error: service: the Mobile SDK has no class LRScreensCommentService_v70; did you mean LRScreenscommentService_v70?"])
	}

	/// A call to one of Screens' classes is checked like an SDK class's, and says whose it is.
	func testCallsToScreensClassesAreChecked() {
		let wrongMethod = TestSupport.diagnostics(ScreensServiceClassTests.specV70.replacingOccurrences(of: "\"get-comments-count\"", with: "\"get-comment-count\""))
		XCTAssertEqual(wrongMethod.count, 1, "\(wrongMethod)")
		XCTAssertTrue(wrongMethod[0].contains(#"Liferay Screens' LRScreenscommentService_v70 has no method "get-comment-count" in screenscomment (did you mean "get-comments-count"?)"#), "\(wrongMethod)")
		let wrongType = TestSupport.diagnostics(ScreensServiceClassTests.specV62.replacingOccurrences(of: #"{ "name": "recordId", "type": "Int64" }"#, with: #"{ "name": "recordId", "type": "String" }"#))
		XCTAssertTrue(wrongType.count == 1 && wrongType[0].contains("\"recordId\" is String") && wrongType[0].contains("long"), "\(wrongType)")
	}

	/// `"sdk"` and a path: Screens' `_v70` classes are 7.0's. (Its 6.2 paths, `screens-web.…`,
	/// are not written as paths: a spec's path has no `-`, as for the SDK's `sync-web.…`.)
	func testAPathResolvesToScreensClassOfTheGeneration() throws {
		func connector(_ spec: String, _ suffix: String) throws -> String {
			let result = Generator().generate([TestSupport.input(spec)])
			XCTAssertEqual(result.diagnostics.all.filter { $0.severity == .error }.map { $0.description }, [])
			return try XCTUnwrap(result.files.first { $0.path.hasSuffix(suffix) }).contents
		}
		let v70 = ScreensServiceClassTests.specV70.replacingOccurrences(of: "\"service\": \"LRScreenscommentService_v70\"", with: "\"sdk\": \"7.0\", \"service\": \"screens.screenscomment\"")
		XCTAssertTrue(try connector(v70, "AddCommentLiferayConnector.swift").contains("LRScreenscommentService_v70(session: session)"))
		let v71 = v70.replacingOccurrences(of: "\"sdk\": \"7.0\"", with: "\"sdk\": \"7.1\"")
		XCTAssertEqual(TestSupport.diagnostics(v71), ["spec.json:3:28: error: service: the Mobile SDK for 7.1 has no service screens.screenscomment; it is in 7.0, 7.2, 7.3"])
	}

	/// With a discovery answer, a spec on Screens' classes generates too, and no service class
	/// is written for them (the framework ships them): neither when the answer lacks their
	/// services (the examples' bookmarks answer) nor when it has them.
	func testADiscoveryRunWritesNoClassScreensShips() throws {
		let bookmarks = try TestSupport.bookmarksDiscovery()
		let screens = ScreensServiceClassTests.v70.compactMap { SDKCatalog.answer(for: $0) }.flatMap { $0.methods }
		for discovery in [bookmarks, Discovery(file: "portal.json", methods: bookmarks.methods + screens)] {
			let result = Generator(discovery: discovery).generate([TestSupport.input(ScreensServiceClassTests.specV70)])
			XCTAssertEqual(result.diagnostics.all.map { $0.description }, [], discovery.file)
			XCTAssertFalse(result.files.isEmpty)
			XCTAssertEqual(result.files.filter { $0.path.hasPrefix("Services/") }.map { $0.path }, [], discovery.file)
		}
	}

	private func generateAndTypeCheck(_ spec: String, classes: [String]) throws {
		let result = Generator().generate([TestSupport.input(spec)])
		XCTAssertEqual(result.diagnostics.all.map { $0.description }, [])
		let connectors = result.files.filter { $0.path.hasSuffix("Connector.swift") }.map { $0.contents }.joined()
		for name in classes {
			XCTAssertTrue(connectors.contains("\(name)(session: session)"), name)
		}
		XCTAssertEqual(try StubModules.typecheck(result.files, catalogClasses: classes), [])
	}

	/// 6.2's generation: a spec on each of Screens' four `_v62` classes generates with no
	/// diagnostic and type-checks in every mode.
	func testASpecOnScreensV62ClassesGeneratesAndTypeChecks() throws {
		try generateAndTypeCheck(ScreensServiceClassTests.specV62, classes: ScreensServiceClassTests.v62)
	}

	/// 7.x's generation: a spec on each of Screens' five `_v70` classes generates with no
	/// diagnostic and type-checks in every mode.
	func testASpecOnScreensV70ClassesGeneratesAndTypeChecks() throws {
		try generateAndTypeCheck(ScreensServiceClassTests.specV70, classes: ScreensServiceClassTests.v70)
	}
}
