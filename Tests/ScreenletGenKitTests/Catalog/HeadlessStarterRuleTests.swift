import Foundation
import XCTest
@testable import ScreenletGenKit

/// `init --openapi` and the generator agree (issue 39, cause 4): one rule names an entry's
/// fields as attributes (`HeadlessAPI.entryAttributes`) and one names an operation
/// (`OpenAPIDocument.name(of:)`), so a field a generated class cannot take as it is named
/// (`self`, `init`, `Type`, `hash`, `attributes`, `copy`, `value`) is the same renamed attribute,
/// read and sent at its own key, in the spec init writes and in a spec that leaves the
/// attributes to the generator; a field no name is made from is left out of both, and said; an
/// operationId a spec cannot name is written `"METHOD /path"`. Init's spec generates unedited,
/// and what init renamed, left out or named otherwise is a note at its place in the document.
final class HeadlessStarterRuleTests: FolderTestCase {

	/// The site-scoped Object's document with `fields` (name → declaration) after its `text`.
	private func document(adding fields: [(String, String)]) throws -> String {
		let text = HeadlessDocuments.site.replacingOccurrences(of: "\"text\": {\"readOnly\": false, \"type\": \"string\", \"x-parent-map\": \"properties\"},",
			with: "\"text\": {\"readOnly\": false, \"type\": \"string\", \"x-parent-map\": \"properties\"},\n"
				+ fields.map { "          \(JSONText.string($0.0)): \($0.1)," }.joined(separator: "\n"))
		XCTAssertNotEqual(text, HeadlessDocuments.site)
		return text
	}

	/// `text` saved in the test's folder as `name`; its path.
	private func save(_ text: String, as name: String) throws -> String {
		let url = directory.appendingPathComponent(name)
		try text.write(to: url, atomically: false, encoding: .utf8)
		return url.path
	}

	/// `path:LINE:COLUMN` of the property `name` of the document at `path`: where its key is.
	private func location(ofProperty name: String, in path: String) throws -> String {
		let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
		let key = "\(JSONText.string(name)): {"
		let line = try XCTUnwrap(lines.firstIndex { $0.contains(key) }, "no \(key) in \(path)")
		let column = lines[line].distance(from: lines[line].startIndex, to: lines[line].range(of: key)!.lowerBound)
		return "\(path):\(line + 1):\(column + 1)"
	}

	/// The generated model class of `spec` (a file beside its document), which must generate.
	private func model(_ spec: String, named name: String) throws -> String {
		let path = try save(spec, as: name)
		let result = Generator().generate([Generator.SpecInput(file: path, bytes: Array(spec.utf8))])
		XCTAssertTrue(result.succeeded, "\(result.diagnostics.all)")
		return try XCTUnwrap(result.files.first { $0.path.hasSuffix("Model/Note.swift") }, "no model in \(result.files.map { $0.path })").contents
	}

	/// A spec that leaves the attributes to the generator: one list of the document's notes.
	private func specWithoutAttributes(_ document: String) -> String {
		return """
			{
			  "entity": "Note",
			  "openapi": \(JSONText.string(document)),
			  "screenlets": [ { "kind": "list", "page": { "operation": "getScopeScopeKeyPage", "params": ["scopeKey"] }, "cell": "text" } ]
			}
			"""
	}

	static let unusableFields = ["self", "init", "Type"]
	static let memberFields = ["hash", "attributes", "copy", "value"]

	// MARK: A field named as Swift keeps for itself (self, init, Type)

	/// `self`, `init` and `Type` are attributes of a name made from theirs in both, read and sent
	/// at their own key; init no longer refuses the whole document with unlocated messages
	/// (`"init" cannot be used as a Swift property name`, `"Type" is not a service parameter
	/// name`), and says at each field what it named it and why. `Type`, which a body cannot name
	/// (a call's names are lowerCamelCase), is shown and not sent, and that is said too.
	func testAFieldSwiftKeepsForItselfIsRenamedNotARefusalOfTheDocument() throws {
		let path = try save(try document(adding: HeadlessStarterRuleTests.unusableFields.map { ($0, "{\"type\": \"string\"}") }), as: "note.openapi.json")
		let spec = directory.appendingPathComponent("note.json").path
		XCTAssertEqual(run(["init", "--openapi", path, "-o", spec]), 0, errors)
		let written = try String(contentsOfFile: spec, encoding: .utf8)
		for line in [
			"{ \"name\": \"noteSelf\", \"type\": \"String\", \"key\": \"self\", \"optional\": true },",
			"{ \"name\": \"noteInit\", \"type\": \"String\", \"key\": \"init\", \"optional\": true },",
			"{ \"name\": \"type\", \"type\": \"String\", \"key\": \"Type\", \"optional\": true }",
			"\"body\": [\"text\", { \"name\": \"self\", \"from\": \"noteSelf\" }, { \"name\": \"init\", \"from\": \"noteInit\" }]",
		] {
			XCTAssertTrue(written.contains(line), "no \(line) in\n\(written)")
		}
		XCTAssertEqual(errors, """
			\(try location(ofProperty: "self", in: path)): note: Note.self is the attribute "noteSelf" ("key": "self"): "self" cannot be used as a Swift property name
			\(try location(ofProperty: "init", in: path)): note: Note.init is the attribute "noteInit" ("key": "init"): "init" cannot be used as a Swift property name
			\(try location(ofProperty: "Type", in: path)): note: Note.Type is the attribute "type" ("key": "Type"): "Type" is not a lowerCamelCase Swift identifier
			\(try location(ofProperty: "Type", in: path)): note: Note.Type is no input: a body names its fields in lowerCamelCase, which "Type" is not; the attribute "type" shows it

			""")
		// The generator gives a spec without attributes the same ones (it left these three out).
		XCTAssertEqual(try model(specWithoutAttributes("note.openapi.json"), named: "bare.json"), try model(written, named: "note.json"))
		XCTAssertEqual(run([spec, "-o", out.path, "-q"]), 0, errors)
	}

	// MARK: A field named as a member of the model class (hash, attributes, copy, value)

	/// The generator refused a spec that left its attributes to a document with `hash`,
	/// `attributes`, `copy` or `value` (one error per field), which init renamed: now both give
	/// the attribute init wrote, at the field's key. `copy` and `value` keep their names: the
	/// derived inventory (issue 39, cause 1) knows the real compiler lets a property be named as
	/// NSObject's methods are (`copy` then has no selector: `@nonobjc`).
	func testAFieldTheModelClassHasIsTheSameRenamedAttributeInBoth() throws {
		let path = try save(try document(adding: HeadlessStarterRuleTests.memberFields.map { ($0, "{\"type\": \"string\"}") }), as: "note.openapi.json")
		let bare = specWithoutAttributes("note.openapi.json")
		let generated = try model(bare, named: "bare.json")
		for (name, key) in [("noteHash", "hash"), ("noteAttributes", "attributes"), ("copy", "copy"), ("value", "value")] {
			XCTAssertTrue(generated.contains("open var \(name): String? {\n\t\treturn attributes[\"\(key)\"] as? String"), "no \(name) in\n\(generated)")
		}
		XCTAssertTrue(generated.contains("@nonobjc open var copy: String?"), generated)
		XCTAssertEqual(run([try save(bare, as: "bare.json"), "-o", out.path, "-q"]), 0, errors)
		XCTAssertEqual(errors, "")

		let spec = directory.appendingPathComponent("note.json").path
		XCTAssertEqual(run(["init", "--openapi", path, "-o", spec]), 0, errors)
		let written = try String(contentsOfFile: spec, encoding: .utf8)
		// init names `copy` as the form's input that sets it (a View has a `copy`), as it names
		// `description`, so that a loaded entry fills the form: there the two differ.
		XCTAssertTrue(written.contains("{ \"name\": \"hash\", \"from\": \"noteHash\" }, { \"name\": \"attributes\", \"from\": \"noteAttributes\" }"), written)
		XCTAssertEqual(errors, """
			\(try location(ofProperty: "hash", in: path)): note: Note.hash is the attribute "noteHash" ("key": "hash"): "hash" would override NSObject.hash, which is Int, not String
			\(try location(ofProperty: "attributes", in: path)): note: Note.attributes is the attribute "noteAttributes" ("key": "attributes"): "attributes" is already a member of the model class
			\(try location(ofProperty: "copy", in: path)): note: Note.copy is the attribute "noteCopy" ("key": "copy"): named as the input that sets it (a View has a "copy"), so that a loaded entry fills the form

			""")
		XCTAssertEqual(run([spec, "-o", directory.appendingPathComponent("FromInit").path, "-q"]), 0, errors)
	}

	/// `description` and `hash` of another type than NSObject's, a field renamed onto another
	/// field's name, and fields no Swift name is made from: the same attributes in both, the
	/// fields left out said by init (a note) and by the generator (a warning), at the field.
	func testTypesNamesTakenAndFieldsLeftOutAgree() throws {
		let path = try save(try document(adding: [("description", "{\"format\": \"int64\", \"type\": \"integer\"}"), ("Type", "{\"type\": \"string\"}"),
			("type", "{\"format\": \"int32\", \"type\": \"integer\"}"), ("due-date", "{\"format\": \"date\", \"type\": \"string\"}"), ("a.b", "{\"type\": \"string\"}")]), as: "note.openapi.json")
		let spec = directory.appendingPathComponent("note.json").path
		XCTAssertEqual(run(["init", "--openapi", path, "-o", spec]), 0, errors)
		let written = try String(contentsOfFile: spec, encoding: .utf8)
		for line in [
			"{ \"name\": \"noteDescription\", \"type\": \"Int64\", \"key\": \"description\", \"optional\": true },",
			"{ \"name\": \"noteType\", \"type\": \"String\", \"key\": \"Type\", \"optional\": true },",
			"{ \"name\": \"type\", \"type\": \"Int\", \"optional\": true }",
		] {
			XCTAssertTrue(written.contains(line), "no \(line) in\n\(written)")
		}
		XCTAssertFalse(written.contains("due-date") || written.contains("a.b"), written)
		let leftOut = [
			"\(try location(ofProperty: "due-date", in: path)): %@: Note[\"due-date\"] is left out of the attributes: \"due-date\" is no Swift name, and none is made from it; list it in \"attributes\" with a name of your own and \"key\": \"due-date\"",
			"\(try location(ofProperty: "a.b", in: path)): %@: Note[\"a.b\"] is left out of the attributes: \"a.b\" is no Swift name, and none is made from it; no key names it either (a key's dots are a path into the field)",
		]
		for line in leftOut.map({ $0.replacingOccurrences(of: "%@", with: "note") }) {
			XCTAssertTrue(errors.contains(line + "\n"), "no \(line) in\n\(errors)")
		}
		XCTAssertTrue(errors.contains("Note.description is the attribute \"noteDescription\" (\"key\": \"description\"): \"description\" would override NSObject.description, which is String, not Int64\n"), errors)

		let bare = specWithoutAttributes("note.openapi.json")
		XCTAssertEqual(try model(bare, named: "bare.json"), try model(written, named: "note.json"))
		XCTAssertEqual(run([try save(bare, as: "bare.json"), "-o", out.path, "-q"]), 0, errors)
		XCTAssertEqual(errors, leftOut.map { line in
			line.replacingOccurrences(of: "%@", with: "warning").replacingOccurrences(of: ": Note[", with: ": attributes: Note[").replacingOccurrences(of: " is left out of the attributes: ", with: " is left out: ") + "\n"
		}.joined())
	}

	/// Init's spec for a document with every such field generates and type-checks as written.
	func testInitsSpecForEveryAwkwardFieldGeneratesUnedited() throws {
		let fields = (HeadlessStarterRuleTests.unusableFields + HeadlessStarterRuleTests.memberFields).map { ($0, "{\"type\": \"string\"}") }
			+ [("description", "{\"format\": \"int32\", \"type\": \"integer\"}"), ("due-date", "{\"type\": \"string\"}")]
		let path = try save(try document(adding: fields), as: "note.openapi.json")
		let spec = directory.appendingPathComponent("note.json")
		XCTAssertEqual(run(["init", "--openapi", path, "-o", spec.path]), 0, errors)
		XCTAssertEqual(run([spec.path, "-o", out.path, "-q"]), 0, errors)
		XCTAssertEqual(errors, "")
		let result = Generator().generate([Generator.SpecInput(file: spec.path, bytes: [UInt8](try Data(contentsOf: spec)))])
		XCTAssertTrue(result.succeeded, "\(result.diagnostics.all)")
		XCTAssertEqual(try StubModules.typecheck(result.files), [])
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
