import Foundation
import XCTest
@testable import ScreenletGenKit

/// `init --openapi` and the generator agree (issue 39, cause 4). What init says of the spec it
/// wrote is a note at its place in the document where it has one, each name quoted from the
/// document shown escaped.
final class HeadlessStarterRuleTests: FolderTestCase {

	/// `text` saved in the test's folder as `name`; its path.
	private func save(_ text: String, as name: String) throws -> String {
		let url = directory.appendingPathComponent(name)
		try text.write(to: url, atomically: true, encoding: .utf8)
		return url.path
	}

	// MARK: Messages

	/// A note quotes the document's names escaped, as init's refusals do: a schema's name with a
	/// line end and a right-to-left override stays on its line (before, notes were printed as
	/// they were).
	func testANoteNeverBreaksItsLine() throws {
		let name = "Site\nscreenletgen: wrote Visit.json\u{202E}"
		// The schema renamed where it is declared and referred to; its operations keep their ids.
		let weird = "Site\\nscreenletgen: wrote Visit.json\\u202E"
		let text = HeadlessDocuments.apiBuilder.replacingOccurrences(of: "#/components/schemas/SiteVisit\"", with: "#/components/schemas/\(weird)\"")
			.replacingOccurrences(of: "\"SiteVisit\": {", with: "\"\(weird)\": {")
		XCTAssertEqual(text.components(separatedBy: weird).count, 4)
		let path = try save(text, as: "visits.openapi.json")
		XCTAssertEqual(run(["init", "--openapi", path, "--schema", name, "--entity", "SiteVisit"]), 0, errors)
		XCTAssertFalse(errors.unicodeScalars.contains("\u{202E}"), errors)
		XCTAssertEqual(errors, #"""
			screenletgen: note: no update screenlet: \#(path) has no PATCH of a Site\nscreenletgen: wrote Visit.json\u{202E} on /scopes/{scopeKey}/site-visits/{site\nscreenletgen: wrote Visit.json\u{202E}Id} or /site-visits/{site\nscreenletgen: wrote Visit.json\u{202E}Id}
			screenletgen: note: no delete screenlet: \#(path) has no DELETE on /scopes/{scopeKey}/site-visits/{site\nscreenletgen: wrote Visit.json\u{202E}Id} or /site-visits/{site\nscreenletgen: wrote Visit.json\u{202E}Id}

			"""#)
	}
}
