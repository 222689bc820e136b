import Foundation
import XCTest
@testable import ScreenletGenKit

/// Discovery answers (`--discovery`): the examples agree with theirs, a call the portal does
/// not have is a located error, a 6.2 answer gives 6.2 classes, and a bad answer fails the run.
final class DiscoveryTests: FolderTestCase {

	func testExamplesAgreeWithTheDiscoveryFile() throws {
		let found = try TestSupport.bookmarksDiscovery()
		for name in ["bookmark.json", "bookmark-folder.json", "bookmark-editor.json"] {
			let result = Generator(discovery: found).generate([try TestSupport.input(TestSupport.examplesDirectory.appendingPathComponent(name))])
			XCTAssertTrue(result.succeeded, "\(name): \(result.diagnostics.all)")
		}
	}

	func testUnknownMethodOrParametersAreLocatedErrors() throws {
		let spec = try String(contentsOf: TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"), encoding: .utf8)
			.replacingOccurrences(of: "\"method\": \"add-entry\"", with: "\"method\": \"add-entri\"")
			.replacingOccurrences(of: "\"get-entries-count\", \"params\": [\"groupId\", \"folderId\"]", with: "\"get-entries-count\", \"params\": [\"folderId\", \"groupId\"]")
		let result = Generator(discovery: try TestSupport.bookmarksDiscovery()).generate([TestSupport.input(spec, file: "bookmark.json")])
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
}
