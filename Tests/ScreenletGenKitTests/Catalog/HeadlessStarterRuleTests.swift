import Foundation
import XCTest
@testable import ScreenletGenKit

/// `init --openapi` and the generator agree (issue 39, cause 4): one rule names an operation
/// (`OpenAPIDocument.name(of:)`), so an operationId a spec cannot name is written
/// `"METHOD /path"` and init's spec generates unedited. What init says of the spec it wrote is
/// a note at its place in the document where it has one, each name quoted from the document
/// shown escaped.
final class HeadlessStarterRuleTests: FolderTestCase {

	/// `text` saved in the test's folder as `name`; its path.
	private func save(_ text: String, as name: String) throws -> String {
		let url = directory.appendingPathComponent(name)
		try text.write(to: url, atomically: true, encoding: .utf8)
		return url.path
	}

	// MARK: Operations

	/// An operationId a spec cannot name (a space, a `!`, a `/`, or the form of another
	/// operation's method and path) is written as the operation's method and path, which the
	/// generator resolves, and said at the operation; before, init wrote the id and refused its
	/// own spec (`"get notes page" is not an operation`, `GET /{noteId} takes no JSON body`).
	func testAnOperationIdASpecCannotNameIsWrittenAsMethodAndPath() throws {
		var text = HeadlessDocuments.site
		for (id, replacement) in [("getScopeScopeKeyPage", "get notes page"), ("postScopeScopeKey", "postNote!"), ("patchNote", "GET /{noteId}"), ("deleteNote", "Notes/delete")] {
			let changed = text.replacingOccurrences(of: "\"operationId\": \"\(id)\"", with: "\"operationId\": \(JSONText.string(replacement))")
			XCTAssertNotEqual(changed, text, id)
			text = changed
		}
		let path = try save(text, as: "note.openapi.json")
		let spec = directory.appendingPathComponent("note.json").path
		XCTAssertEqual(run(["init", "--openapi", path, "-o", spec]), 0, errors)
		let written = try String(contentsOfFile: spec, encoding: .utf8)
		for line in [
			"\"page\": { \"operation\": \"GET /scopes/{scopeKey}\", \"params\": [\"scopeKey\", { \"name\": \"sort\", \"value\": \"dateCreated:desc,id:desc\" }] },",
			"{ \"name\": \"add-note\", \"operation\": \"POST /scopes/{scopeKey}\", \"params\": [\"scopeKey\"], \"body\": [\"text\"], \"result\": \"entity\" }",
			"{ \"name\": \"load-note\", \"operation\": \"getNote\", \"params\": [\"noteId\"], \"result\": \"entity\" },",
			"{ \"name\": \"update-note\", \"operation\": \"PATCH /{noteId}\", \"params\": [\"noteId\"], \"body\": [\"text\"], \"result\": \"entity\" }",
			"{ \"name\": \"delete-note\", \"operation\": \"DELETE /{noteId}\", \"params\": [\"noteId\"], \"result\": \"none\" }",
		] {
			XCTAssertTrue(written.contains(line), "no \(line) in\n\(written)")
		}
		let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
		func at(_ path: String, _ method: String) -> String {
			let item = lines.firstIndex { $0.hasPrefix("    \(JSONText.string(path)): {") }!
			let line = lines[item...].firstIndex { $0.hasPrefix("      \"\(method)\": {") }!
			return "\(line + 1):7"
		}
		XCTAssertEqual(errors, """
			\(path):\(at("/scopes/{scopeKey}", "get")): note: the operationId "get notes page" of GET /scopes/{scopeKey} is no name a spec can give (an operationId of letters, digits, _, - and .); the spec names the operation "GET /scopes/{scopeKey}"
			\(path):\(at("/scopes/{scopeKey}", "post")): note: the operationId "postNote!" of POST /scopes/{scopeKey} is no name a spec can give (an operationId of letters, digits, _, - and .); the spec names the operation "POST /scopes/{scopeKey}"
			\(path):\(at("/{noteId}", "patch")): note: the operationId "GET /{noteId}" of PATCH /{noteId} is no name a spec can give (an operationId of letters, digits, _, - and .); the spec names the operation "PATCH /{noteId}"
			\(path):\(at("/{noteId}", "delete")): note: the operationId "Notes/delete" of DELETE /{noteId} is no name a spec can give (an operationId of letters, digits, _, - and .); the spec names the operation "DELETE /{noteId}"

			""")
		XCTAssertEqual(run([spec, "-o", out.path, "-q"]), 0, errors)
		XCTAssertEqual(errors, "")
	}

	/// The rule itself: an id a spec can name, once in the document, is the name; else the
	/// method and path (also for an id the portal repeats).
	func testAnOperationsNameInASpec() throws {
		var diagnostics = Diagnostics()
		let text = HeadlessDocuments.site.replacingOccurrences(of: "\"operationId\": \"getNote\"", with: "\"operationId\": \"get note\"")
			.replacingOccurrences(of: "\"operationId\": \"deleteNote\"", with: "\"operationId\": \"patchNote\"")
		let document = try XCTUnwrap(OpenAPIReader.parse(Array(text.utf8), file: "note.openapi.json", diagnostics: &diagnostics))
		XCTAssertEqual(diagnostics.all, [])
		let names = document.operations.filter { $0.path == "/{noteId}" }.map { document.name(of: $0) }
		XCTAssertEqual(names, ["DELETE /{noteId}", "GET /{noteId}", "PATCH /{noteId}"])
		XCTAssertEqual(document.operations.first { $0.method == .post }.map { document.name(of: $0) }, "postScopeScopeKey")
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
