import Foundation
import XCTest
@testable import ScreenletGenKit

/// What templates see, one committed file per example
/// (`Tests/ScreenletGenKitTests/Fixtures/Context/<example>.json`): a change to the context is
/// reviewed in one readable file, not as diffs across a golden tree.
///
/// To re-record after an intended change (never automatic, never in CI, never with the goldens):
///     SCREENLETGEN_RECORD_CONTEXT=1 swift test --disable-swift-testing --filter ContextFixtureTests
/// then review `git diff Tests/ScreenletGenKitTests/Fixtures/Context` and commit it.
final class ContextFixtureTests: XCTestCase {

	private static let directory = TestSupport.fixturesDirectory.appendingPathComponent("Context")

	private var recording: Bool {
		return TestSupport.isRecording("SCREENLETGEN_RECORD_CONTEXT")
	}

	func testEveryExampleContextMatchesItsFixture() throws {
		XCTAssertFalse(TestSupport.exampleSpecs.isEmpty, "no examples found")
		for spec in TestSupport.exampleSpecs {
			let name = spec.deletingPathExtension().lastPathComponent
			let result = Generator().generate([try TestSupport.input(spec)])
			XCTAssertTrue(result.succeeded, "\(name): \(result.diagnostics.all.map { $0.description })")
			let text = try XCTUnwrap(result.contexts.first, name).jsonText
			let fixture = ContextFixtureTests.directory.appendingPathComponent(name + ".json")
			if recording {
				try Data(text.utf8).write(to: fixture)
				continue
			}
			let expected = try String(contentsOf: fixture, encoding: .utf8)
			XCTAssertTrue(text == expected, "\(name): the template context differs from \(fixture.lastPathComponent); diff it (`SCREENLETGEN_RECORD_CONTEXT=1` re-records)")
		}
	}

	/// The fixture is JSON a reader's tools can open, with every member the templates use.
	func testAFixtureIsJSONWithTheContextsMembers() throws {
		let result = Generator().generate([try TestSupport.input(TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"))])
		let text = try XCTUnwrap(result.contexts.first).jsonText
		let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
		let entity = try XCTUnwrap(object["entity"] as? [String: Any])
		XCTAssertEqual(entity["className"] as? String, "Bookmark")
		let lists = try XCTUnwrap(object["lists"] as? [[String: Any]])
		XCTAssertEqual(lists.first?["screenletClass"] as? String, "BookmarkListScreenlet")
	}

	func testStringsAreEscapedAsJSON() {
		let value = TemplateValue.object(["text": .string("a \"quote\"\\\n\t\u{1}"), "flag": .bool(true), "none": .missing, "empty": .list([])])
		XCTAssertEqual(value.jsonText, "{\n\t\"text\": \"a \\\"quote\\\"\\\\\\n\\t\\u0001\",\n\t\"flag\": true,\n\t\"none\": null,\n\t\"empty\": []\n}\n")
	}
}
