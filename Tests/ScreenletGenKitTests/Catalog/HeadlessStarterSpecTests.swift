import Foundation
import XCTest
@testable import ScreenletGenKit

/// `init --openapi FILE`: the starter spec of an entity a headless API serves, from the
/// portal's OpenAPI document (company- and site-scoped Objects, an API Builder application):
/// its text, the schema and operations chosen among many, the document named from the spec's
/// folder, and each document `init` cannot start from refused with what to give.
final class HeadlessStarterSpecTests: FolderTestCase {

	/// `text` saved in the test's folder as `name`; its path.
	private func save(_ text: String, as name: String) throws -> String {
		let url = directory.appendingPathComponent(name)
		try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
		try text.write(to: url, atomically: false, encoding: .utf8)
		return url.path
	}

	private func read(_ path: String) throws -> String {
		return try String(contentsOfFile: path, encoding: .utf8)
	}

	// MARK: What init writes

	/// The company-scoped Object: `Ticket` is chosen although the document has a second page
	/// schema (a relationship's, below `/{ticketId}`), which is why `schema` is written; the
	/// bookkeeping fields are left out, the others written out; `description` is an input of
	/// its own name; the Object's system fields are no inputs.
	func testACompanyScopedObjectsStarterSpec() throws {
		let document = try save(HeadlessDocuments.company, as: "ticket.openapi.json")
		let spec = directory.appendingPathComponent("ticket.json").path
		XCTAssertEqual(run(["init", "--openapi", document, "-o", spec]), 0, errors)
		// The fields renamed are said, at the field in the document: `description`, and the
		// relationship's many-to-one id, which reads as the parent's id; the picklists, whose
		// entries a saved answer gives; and the relationship's entries left out, with how to list them.
		XCTAssertEqual(errors, """
			\(document):46:11: note: Ticket.description is the attribute "ticketDescription" ("key": "description"): named as the input that sets it (a View has a "description"), so that a loaded entry fills the form
			\(document):47:11: note: Ticket.priority is a picklist, whose entries the document does not list: the form takes its key as text; save the entries of its list type beside the spec and name them, "picklists": {"priority": "priority.list-type.json"}, for a choice of the entries' names (Documentation/Portal.md)
			\(document):52:11: note: Ticket.labels is a multiselect picklist, whose entries the document does not list: the form takes its keys as text, separated by commas; save the entries of its list type beside the spec and name them, "picklists": {"labels": "labels.list-type.json"}, for a switch for each entry (Documentation/Portal.md)
			\(document):56:11: note: Ticket.r_projectTickets_c_projectId is the attribute "projectId" ("key": "r_projectTickets_c_projectId"): the id of the Project entry this one belongs to, by the relationship "projectTickets"
			\(document):56:11: note: Ticket.r_projectTickets_c_projectId is taken by the forms as a number (the parent's id); save the Project Object's document beside the spec (/o/c/projects/openapi.json) and name it, "choosers": {"r_projectTickets_c_projectId": {"openapi": "projects.openapi.json"}}, for a choice of its entries by name (Documentation/Spec.md, Relationships)
			\(document):57:11: note: Ticket.projectTickets is left out of the attributes: its Project entries are a list of their own (init --openapi \(document) --schema Project)

			""")
		XCTAssertEqual(output, "created \(spec)\n")
		XCTAssertEqual(try read(spec), HeadlessStarterSpecTests.ticketSpec)

		// --schema naming the entry the document lists gives the same spec.
		XCTAssertEqual(run(["init", "--openapi", document, "--schema", "Ticket"]), 0, errors)
		XCTAssertEqual(output, HeadlessStarterSpecTests.ticketSpec.replacingOccurrences(of: "\"openapi\": \"ticket.openapi.json\"", with: "\"openapi\": \(JSONText.string(document))"))
		// A schema no list pages through is refused as the generator refuses its `schema` (one
		// rule, OpenAPIDocument.chooseEntry); a relationship's entry is listed (below).
		XCTAssertEqual(run(["init", "--openapi", document, "--schema", "Facet"]), 1)
		XCTAssertEqual(errors, "screenletgen: --schema Facet: Facet is not an entry of \(document) (no list answers a page of it); its entries are Ticket\n")
		XCTAssertEqual(run(["init", "--openapi", document, "--entity", "SupportTicket"]), 0, errors)
		XCTAssertTrue(output.contains("\"entity\": \"SupportTicket\",\n  \"openapi\""), output)
		XCTAssertTrue(output.contains("\"name\": \"AddSupportTicket\"") && output.contains("\"name\": \"add-support-ticket\""), output)
		XCTAssertTrue(output.contains("\"operation\": \"postTicket\""), output)
	}

	/// The related Object of a relationship, which the parent's document lists only below a
	/// parent entry (`Object2` of the portal's `object-rest-test` document, issue 38): a list on
	/// the relationship's page by the parent's id (before its code), the id a property the
	/// list checks first, and notes that say where the list comes from, what else lists the
	/// entries and why there is no add, update or delete. It generates and type-checks as written.
	func testARelatedObjectsStarterSpecListsThroughTheRelationshipPath() throws {
		let document = try save(HeadlessDocuments.relationships, as: "object1s.openapi.json")
		let spec = directory.appendingPathComponent("object2.json").path
		XCTAssertEqual(run(["init", "--openapi", document, "--schema", "Object2", "-o", spec]), 0, errors)
		XCTAssertEqual(errors, """
			\(document):53:7: note: the list of Object2 is GET /{object1Id}/relationship1, the Object2 entries of one parent entry (\(document) lists Object2 only below a parent), so the list screenlet's object1Id property says whose entries it shows; /{object1Id}/relationship2 ("getObject1Relationship2Object2Page") lists Object2 entries of another relationship: name that operation in "page" to list those
			screenletgen: note: no add, update or delete screenlet: \(document) writes no Object2 of its own (it is another Object's document); start those from Object2's own document, /o/c/<plural>/openapi.json
			\(document):21:9: note: Object2.r_relationship2_c_object1Id is the attribute "object1Id" ("key": "r_relationship2_c_object1Id"): the id of the Object1 entry this one belongs to, by the relationship "relationship2"
			\(document):22:9: note: Object2.r_relationship2_c_object1ERC is left out of the attributes: it names the same Object1 entry by its external reference code (a code no entry has adds an empty Object1); the attribute "object1Id" holds it by id
			\(document):24:9: note: Object2.relationship2 is left out of the attributes: it is the Object1 entry itself, which an answer holds only when asked (nestedFields=relationship2); a list shows a field of it with an attribute such as { "name": "parentTitle", "type": "String", "key": "relationship2.<field>", "optional": true } and the page's { "name": "nestedFields", "value": "relationship2" }

			""")
		let text = try read(spec)
		XCTAssertTrue(text.contains("""
			      "properties": [{ "name": "object1Id", "type": "Int64", "validate": "positive", "message": "Choose an object1 first" }],
			      "page": { "operation": "getObject1Relationship1Object2Page", "params": ["object1Id"] },
			"""), text)
		XCTAssertFalse(text.contains("\"kind\": \"action\""), text)
		let result = Generator().generate([Generator.SpecInput(file: spec, bytes: Array(text.utf8))])
		XCTAssertTrue(result.succeeded, "\(result.diagnostics.all)")
		XCTAssertEqual(result.diagnostics.all.map { $0.description }, [])
		XCTAssertEqual(try StubModules.typecheck(result.files), [])

		// The relationship's page by the parent's code, in the company's and a site's form: a
		// spec names either, the code a String property and the site the session's.
		for (operation, params) in [("getByExternalReferenceCodeObject1Relationship1Page", #"["currentExternalReferenceCode"]"#),
				("getScopeScopeKeyByExternalReferenceCodeObject1Relationship1Page", #"["scopeKey", "currentExternalReferenceCode"]"#)] {
			let byCode = """
				{ "entity": "Object2", "openapi": "object1s.openapi.json", "schema": "Object2",
				  "screenlets": [{ "kind": "list", "properties": [{ "name": "currentExternalReferenceCode", "type": "String", "validate": "notEmpty" }],
				    "page": { "operation": "\(operation)", "params": \(params) }, "cell": "field1" }] }
				"""
			let generated = Generator().generate([Generator.SpecInput(file: spec, bytes: Array(byCode.utf8))])
			XCTAssertTrue(generated.succeeded, "\(operation): \(generated.diagnostics.all)")
			XCTAssertEqual(try StubModules.typecheck(generated.files), [], operation)
		}
		// The related list of the project's example document (Examples/ticket.openapi.json).
		let example = directory.appendingPathComponent("ticket.openapi.json")
		try FileManager.default.copyItem(at: TestSupport.examplesDirectory.appendingPathComponent("ticket.openapi.json"), to: example)
		XCTAssertEqual(run(["init", "--openapi", example.path, "--schema", "Component"]), 0, errors)
		XCTAssertTrue(output.contains(#""page": { "operation": "getTicketTicketAffectedComponentsComponentPage", "params": ["ticketId"] }"#), output)
		XCTAssertTrue(output.contains(#""message": "Choose a ticket first""#), output)
	}

	/// The site-scoped Object: the collection is under `/scopes/{scopeKey}`, whose key is passed
	/// bare (the session's site); the entry's path is unscoped; one page schema, no `schema`.
	func testASiteScopedObjectsStarterSpec() throws {
		let document = try save(HeadlessDocuments.site, as: "note.openapi.json")
		XCTAssertEqual(run(["init", "--openapi", document]), 0, errors)
		let starter = output
		XCTAssertFalse(starter.contains("\"schema\""), starter)
		XCTAssertTrue(starter.contains("\"openapi\": \(JSONText.string(document)),"), starter)
		XCTAssertTrue(starter.contains("""
			  "attributes": [
			    { "name": "dateCreated", "type": "Date", "optional": true },
			    { "name": "dateModified", "type": "Date", "optional": true },
			    { "name": "externalReferenceCode", "type": "String", "optional": true },
			    { "name": "id", "type": "Int64" },
			    { "name": "text", "type": "String", "optional": true }
			  ],
			"""), starter)
		for line in [
			"\"page\": { \"operation\": \"getScopeScopeKeyPage\", \"params\": [\"scopeKey\", { \"name\": \"sort\", \"value\": \"dateCreated:desc,id:desc\" }] },",
			"{ \"name\": \"add-note\", \"operation\": \"postScopeScopeKey\", \"params\": [\"scopeKey\"], \"body\": [\"text\"], \"result\": \"entity\" }",
			"{ \"name\": \"update-note\", \"operation\": \"patchNote\", \"params\": [\"noteId\"], \"body\": [\"text\"], \"result\": \"entity\" }",
			"{ \"name\": \"delete-note\", \"operation\": \"deleteNote\", \"params\": [\"noteId\"], \"result\": \"none\" }",
			"\"properties\": [{ \"name\": \"noteId\", \"type\": \"Int64\" }],",
		] {
			XCTAssertTrue(starter.contains(line), "no \(line) in\n\(starter)")
		}
		XCTAssertEqual(errors, "")
	}

	/// An API Builder application: paths of its own, chosen by shape (the GET answering a
	/// page, the POST on its path, PATCH and DELETE one parameter below); a POST that answers
	/// nothing has `result: none`; an id on two paths is named `"METHOD /path"`.
	func testAnAPIBuilderApplicationsStarterSpecByShape() throws {
		let document = try save(HeadlessDocuments.apiBuilder, as: "visits.openapi.json")
		XCTAssertEqual(run(["init", "--openapi", document, "--schema", "Visit"]), 0, errors)
		let starter = output
		for line in [
			"\"schema\": \"Visit\",",
			"{ \"name\": \"category\", \"type\": \"String\", \"key\": \"category.key\", \"optional\": true },",
			"\"page\": { \"operation\": \"getVisitsPage\", \"params\": [] },",
			"{ \"name\": \"add-visit\", \"operation\": \"postVisit\", \"params\": [], \"body\": [\"amount\", \"category\", \"notes\", \"paid\", \"rating\", \"tags\", \"visitDate\", \"visitorName\"], \"result\": \"none\" }",
			"{ \"name\": \"update-visit\", \"operation\": \"PATCH /visits/{visitId}\", \"params\": [\"visitId\"], \"body\": [\"amount\", \"category\", \"notes\", \"paid\", \"rating\", \"tags\", \"visitDate\", \"visitorName\"], \"result\": \"entity\" }",
			"{ \"name\": \"tags\", \"type\": \"String\", \"key\": \"tags.key\", \"optional\": true },",
			"{ \"name\": \"delete-visit\", \"operation\": \"deleteVisit\", \"params\": [\"visitId\"], \"result\": \"none\" }",
			"{ \"name\": \"rating\", \"type\": \"Int\" },",
			"{ \"name\": \"visitDate\", \"type\": \"Date\" },",
			// An attachment is shown by its file's name, and sent by no form.
			"{ \"name\": \"attachment\", \"type\": \"String\", \"key\": \"attachment.name\", \"optional\": true },",
		] {
			XCTAssertTrue(starter.contains(line), "no \(line) in\n\(starter)")
		}
		// No id the schema lacks; the multiselect picklist is read at its keys.
		for left in ["\"id\"", "\"amount\", \"attachment\""] {
			XCTAssertFalse(starter.contains(left), "\(left) in\n\(starter)")
		}
		XCTAssertEqual(errors, """
			screenletgen: note: the list sets no sort: Visit has no id to order its pages by, so they may repeat or skip an entry added between pages; give getVisitsPage a {"name": "sort", "value": "<field>:asc"} of a field no two entries share
			\(document):23:9: note: Visit.attachment is an attachment: the attribute "attachment" shows its file's name ("key": "attachment.name"), and VisitRequest.downloadAttachment(of:session:) reads the file; the forms written here leave it out: to attach a file, add the input {"name": "attachment", "type": "File"} and send it in a "body"
			\(document):24:9: note: Visit.category is a picklist, whose entries the document does not list: the form takes its key as text; save the entries of its list type beside the spec and name them, "picklists": {"category": "category.list-type.json"}, for a choice of the entries' names (Documentation/Portal.md)
			\(document):28:9: note: Visit.tags is a multiselect picklist, whose entries the document does not list: the form takes its keys as text, separated by commas; save the entries of its list type beside the spec and name them, "picklists": {"tags": "tags.list-type.json"}, for a switch for each entry (Documentation/Portal.md)

			""")

		// The other collection has no entry path: its list and add are written, the rest said.
		XCTAssertEqual(run(["init", "--openapi", document, "--schema", "SiteVisit"]), 0, errors)
		XCTAssertTrue(output.contains("\"page\": { \"operation\": \"getScopeScopeKeySiteVisitsPage\", \"params\": [\"scopeKey\"] },"), output)
		XCTAssertTrue(output.contains("{ \"name\": \"add-site-visit\", \"operation\": \"postScopeScopeKeySiteVisit\", \"params\": [\"scopeKey\"], \"body\": [\"label\"], \"result\": \"none\" }"), output)
		XCTAssertFalse(output.contains("UpdateSiteVisit") || output.contains("DeleteSiteVisit"), output)
		XCTAssertEqual(errors, """
			screenletgen: note: no update screenlet: \(document) has no PATCH of a SiteVisit on /scopes/{scopeKey}/site-visits/{siteVisitId} or /site-visits/{siteVisitId}
			screenletgen: note: no delete screenlet: \(document) has no DELETE on /scopes/{scopeKey}/site-visits/{siteVisitId} or /site-visits/{siteVisitId}

			""")
	}

	// MARK: What a person wants of it (issue 36)

	/// The spec of the company-scoped Object, written by init.
	private func ticketStarter() throws -> String {
		let document = try save(HeadlessDocuments.company, as: "ticket.openapi.json")
		XCTAssertEqual(run(["init", "--openapi", document]), 0, errors)
		return output
	}

	/// The lines of one screenlet of `starter`, from its name to the next screenlet.
	private func screenlet(_ name: String, in starter: String) throws -> String {
		let start = try XCTUnwrap(starter.range(of: "\"name\": \"\(name)\""), "no \(name) in\n\(starter)").lowerBound
		let end = starter.range(of: "\"kind\"", range: start..<starter.endIndex)?.lowerBound ?? starter.endIndex
		return String(starter[start..<end])
	}

	/// Attributes and inputs follow the document, which keeps the Object's own fields in the
	/// Object's order after the portal's (not alphabetical); the body sends them in that order.
	func testAttributesAndInputsKeepTheObjectsFieldOrder() throws {
		let starter = try ticketStarter()
		let names = starter.components(separatedBy: "\n").compactMap { line -> String? in
			guard line.hasPrefix("    { \"name\": ") else {
				return nil
			}
			return line.components(separatedBy: "\"")[3]
		}
		XCTAssertEqual(names, ["dateCreated", "dateModified", "externalReferenceCode", "id", "subject", "ticketDescription", "priority", "dueDate", "estimate", "urgent", "visits", "labels", "openTasks", "daysOpen", "resolutionNotes", "projectId"])
		let inputs = try screenlet("AddTicket", in: starter).components(separatedBy: "\n").filter { $0.hasPrefix("        { \"name\": ") && $0.contains("\"type\"") }.map { $0.components(separatedBy: "\"")[3] }
		XCTAssertEqual(inputs, ["subject", "ticketDescription", "priority", "dueDate", "estimate", "urgent", "visits", "labels", "resolutionNotes", "projectId"])
	}

	/// A computed field (an aggregation, a formula: read-only in the document) is an attribute
	/// to show, never an input, never sent.
	func testComputedFieldsAreNeverInputsNorSent() throws {
		let starter = try ticketStarter()
		XCTAssertTrue(starter.contains("{ \"name\": \"openTasks\", \"type\": \"String\", \"optional\": true },"), starter)
		XCTAssertTrue(starter.contains("{ \"name\": \"daysOpen\", \"type\": \"Int\", \"optional\": true },"), starter)
		for name in ["AddTicket", "UpdateTicket"] {
			let text = try screenlet(name, in: starter)
			XCTAssertFalse(text.contains("openTasks") || text.contains("daysOpen"), text)
		}
	}

	/// A text field whose name says it holds more than a line is a text view; the document
	/// writes a long text like any text, so the name is what tells.
	func testALongTextIsMultiline() throws {
		let starter = try ticketStarter()
		XCTAssertTrue(starter.contains("{ \"name\": \"ticketDescription\", \"type\": \"String\", \"multiline\": true },"), starter)
		XCTAssertTrue(starter.contains("{ \"name\": \"resolutionNotes\", \"type\": \"String\", \"multiline\": true }"), starter)
		XCTAssertTrue(starter.contains("{ \"name\": \"subject\", \"type\": \"String\", \"validate\": \"notEmpty\" },"), starter)
		XCTAssertFalse(starter.contains("\"priority\", \"type\": \"String\", \"validate\": \"notEmpty\", \"multiline\""), starter)
	}

	/// A list sorts its pages the newest first and by id among entries of one instant, so that
	/// each page follows the one before; an entry without an id gets no sort, and a note.
	func testTheListSortsInAStableOrder() throws {
		XCTAssertTrue(try ticketStarter().contains("\"page\": { \"operation\": \"getTicketsPage\", \"params\": [{ \"name\": \"sort\", \"value\": \"dateCreated:desc,id:desc\" }] },"))
		let document = try save(HeadlessDocuments.apiBuilder, as: "visits.openapi.json")
		XCTAssertEqual(run(["init", "--openapi", document, "--schema", "Visit"]), 0, errors)
		XCTAssertTrue(output.contains("\"page\": { \"operation\": \"getVisitsPage\", \"params\": [] },"), output)
		XCTAssertTrue(errors.contains("note: the list sets no sort: Visit has no id to order its pages by"), errors)
		XCTAssertEqual(StarterSpec.stableSort(of: OpenAPIDocument.Schema(name: "Entry", type: .object, properties: [
			OpenAPIDocument.Property(name: "id", type: .integer(format: "int64"), location: SourceLocation(file: "", line: 1, column: 1))], location: SourceLocation(file: "", line: 1, column: 1))), "id:desc")
	}

	/// The update loads the entry before its PATCH (the entry's GET, in the same screenlet),
	/// and every input is named as the attribute it shows, so the loaded entry fills the whole
	/// form: a PATCH sends back what it showed, and clears nothing it did not.
	func testTheUpdateLoadsTheEntryFirstAndFillsEveryInput() throws {
		let starter = try ticketStarter()
		let update = try screenlet("UpdateTicket", in: starter)
		XCTAssertTrue(update.contains("""
			        { "name": "load-ticket", "operation": "getTicket", "params": ["ticketId"], "result": "entity" },
			        { "name": "update-ticket", "operation": "patchTicket"
			"""), update)
		XCTAssertTrue(starter.contains("{ \"name\": \"ticketDescription\", \"type\": \"String\", \"key\": \"description\", \"optional\": true },"), starter)
		let spec = directory.appendingPathComponent("ticket.json")
		try starter.write(to: spec, atomically: false, encoding: .utf8)
		let result = Generator().generate([Generator.SpecInput(file: spec.path, bytes: Array(starter.utf8))])
		XCTAssertTrue(result.succeeded, "\(result.diagnostics.all)")
		let screenletFile = try XCTUnwrap(result.files.first { $0.path.hasSuffix("UpdateTicketScreenlet/UpdateTicketScreenlet.swift") })
		for input in ["subject", "ticketDescription", "priority", "dueDate", "estimate", "urgent", "visits", "resolutionNotes"] {
			XCTAssertTrue(screenletFile.contents.contains("viewModel.\(input) = ticket.\(input)"), "\(input) is not filled:\n\(screenletFile.contents)")
		}
		XCTAssertTrue(screenletFile.contents.contains("self.fillForm(ticket)"), screenletFile.contents)
		// Without a GET beside the PATCH, the update is written without it, and said.
		let noRead = HeadlessDocuments.site.replacingOccurrences(of: "\"get\": {\n        \"operationId\": \"getNote\"", with: "\"head\": {\n        \"operationId\": \"getNote\"")
		XCTAssertNotEqual(noRead, HeadlessDocuments.site)
		let path = try save(noRead, as: "note.openapi.json")
		XCTAssertEqual(run(["init", "--openapi", path]), 0, errors)
		XCTAssertFalse(output.contains("load-note"), output)
		XCTAssertTrue(errors.contains("note: the update screenlet does not load the Note first: \(path) has no GET of one on /{noteId}; its form starts empty, and the PATCH sends every input, empty ones too"), errors)
	}

	/// The spec names its document from its own folder, through links, as the generator reads it.
	func testTheDocumentIsNamedFromTheSpecsFolder() throws {
		let document = try save(HeadlessDocuments.site, as: "api/note.openapi.json")
		let specs = directory.appendingPathComponent("specs")
		try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
		XCTAssertEqual(run(["init", "--openapi", document, "-o", specs.appendingPathComponent("note.json").path]), 0, errors)
		XCTAssertTrue(try read(specs.appendingPathComponent("note.json").path).contains("\"openapi\": \"../api/note.openapi.json\","))
		let link = directory.appendingPathComponent("deep/link")
		try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
		try FileManager.default.createSymbolicLink(at: link, withDestinationURL: specs)
		XCTAssertEqual(run(["init", "--openapi", document, "-o", link.appendingPathComponent("linked.json").path]), 0, errors)
		XCTAssertTrue(try read(specs.appendingPathComponent("linked.json").path).contains("\"openapi\": \"../api/note.openapi.json\","))
		XCTAssertEqual(InitTarget.reference(to: "x/doc.json", fromSpecAt: nil), "x/doc.json")
	}

	/// A server that leaves the API's path as a placeholder (the portal's API Builder test
	/// fixture writes `http://localhost:8080/o/${BASE_URL}/`): init says to give --base-path,
	/// writes nothing, and with it writes a spec whose `basePath` the generator takes.
	func testAPlaceholderForTheAPIsPathNeedsBasePath() throws {
		let text = HeadlessDocuments.apiBuilder.replacingOccurrences(of: "http://localhost:8080/o/visits/", with: "http://localhost:8080/o/${BASE_URL}/")
		XCTAssertNotEqual(text, HeadlessDocuments.apiBuilder)
		let document = try save(text, as: "visits.openapi.json")
		let spec = directory.appendingPathComponent("visit.json").path
		XCTAssertEqual(run(["init", "--openapi", document, "--schema", "Visit", "-o", spec]), 1)
		XCTAssertEqual(errors, "screenletgen: the server of \(document) leaves the API's path as a placeholder, \"${BASE_URL}\" in \"/o/${BASE_URL}\"; give the path the portal publishes it at with --base-path /o/<application> (or save the document from the portal, which writes it)\n")
		XCTAssertFalse(FileManager.default.fileExists(atPath: spec))
		XCTAssertEqual(run(["init", "--openapi", document, "--schema", "Visit", "--base-path", "/o/visits-app", "-o", spec]), 0, errors)
		XCTAssertTrue(try read(spec).contains("\"basePath\": \"/o/visits-app\",\n"))
		XCTAssertEqual(run([spec, "-o", directory.appendingPathComponent("out").path, "-q"]), 0, errors)
		XCTAssertTrue(try read(directory.appendingPathComponent("out/Model/VisitRequest.swift").path).contains("public var basePath = \"/o/visits-app\"\n"))
	}

	/// `init --openapi` and `--discovery` read a file no further than the parser's limit: a
	/// 500 MB sparse file is the size error at once, not 500 MB in memory (issue 39).
	func testInitReadsNoFurtherThanTheLimit() throws {
		let huge = directory.appendingPathComponent("huge.json")
		XCTAssertTrue(FileManager.default.createFile(atPath: huge.path, contents: nil))
		let handle = try FileHandle(forWritingTo: huge)
		try handle.truncate(atOffset: 500 << 20)
		try handle.close()
		let started = Date()
		XCTAssertEqual(run(["init", "--openapi", huge.path]), 1)
		XCTAssertTrue(errors.hasPrefix("\(huge.path):1:1: error: the file is larger than 4194304 bytes (4 MiB), the most screenletgen reads of a JSON file\n"), errors)
		XCTAssertEqual(run(["init", "--discovery", huge.path, "--service", "LRBookmarksEntryService_v7"]), 1)
		XCTAssertTrue(errors.contains("the file is larger than 4194304 bytes"), errors)
		XCTAssertLessThan(Date().timeIntervalSince(started), 5)
	}

	/// A name init quotes from a document (someone else's file) cannot fake a line of its
	/// message: a line end and a right-to-left override in a schema's name are shown escaped,
	/// as the generator shows them (issue 39).
	func testANameFromTheDocumentNeverBreaksAMessagesLine() throws {
		let text = HeadlessDocuments.apiBuilder.replacingOccurrences(of: "SiteVisit", with: #"Site\nscreenletgen: wrote Visit.json\u202E"#)
		XCTAssertNotEqual(text, HeadlessDocuments.apiBuilder)
		let document = try save(text, as: "visits.openapi.json")
		XCTAssertEqual(run(["init", "--openapi", document]), 1)
		XCTAssertEqual(errors.split(separator: "\n").count, 1, errors)
		XCTAssertTrue(errors.contains(#"Site\nscreenletgen: wrote Visit.json\u{202E}"#), errors)
		XCTAssertFalse(errors.unicodeScalars.contains("\u{202E}"), errors)
	}

	// MARK: What init refuses

	func testADocumentListingSeveralEntrySchemasNeedsSchema() throws {
		let document = try save(HeadlessDocuments.apiBuilder, as: "visits.openapi.json")
		XCTAssertEqual(run(["init", "--openapi", document]), 1)
		XCTAssertEqual(errors, "screenletgen: \(document) lists 2 entry schemas: SiteVisit (GET /scopes/{scopeKey}/site-visits), Visit (GET /visits); choose one with --schema SiteVisit\n")
		XCTAssertEqual(output, "")
		XCTAssertEqual(run(["init", "--openapi", document, "--schema", "Vist"]), 1)
		XCTAssertEqual(errors, "screenletgen: --schema Vist: \(document) has no schema \"Vist\" (did you mean \"Visit\"?); its lists' entries are SiteVisit, Visit\n")
		XCTAssertEqual(run(["init", "--openapi", document, "--schema", "PageVisit"]), 1)
		XCTAssertEqual(errors, "screenletgen: --schema PageVisit: PageVisit is the page of a list of Visit; give the entry's schema, --schema Visit\n")
		// Among several, the one --entity names is chosen, as the generator chooses by `entity`.
		XCTAssertEqual(run(["init", "--openapi", document, "--entity", "Visit"]), 0, errors)
		XCTAssertTrue(output.contains("\"entity\": \"Visit\",") && output.contains("\"operation\": \"getVisitsPage\"") && !output.contains("SiteVisit"), output)
	}

	/// Without a list, the entity's schema cannot be told: `--schema` names it, and what the
	/// document has is written, the rest said.
	func testADocumentWithoutAListNeedsSchemaAndWritesWhatItHas() throws {
		let document = try save(HeadlessDocuments.noList, as: "ticket.openapi.json")
		XCTAssertEqual(run(["init", "--openapi", document]), 1)
		XCTAssertEqual(errors, "screenletgen: \(document) has no list operation (a GET on a collection path whose answer is a page: items and totalCount), so init cannot tell which schema is the entity's; name it with --schema NAME (a POST sends Ticket)\n")
		let spec = directory.appendingPathComponent("ticket.json").path
		XCTAssertEqual(run(["init", "--openapi", document, "--schema", "Ticket", "-o", spec]), 0, errors)
		XCTAssertEqual(errors, """
			screenletgen: note: no list screenlet: \(document) has no GET that answers a page of Ticket on /
			screenletgen: note: no update screenlet: \(document) has no PATCH of a Ticket on /{ticketId}

			""")
		let text = try read(spec)
		XCTAssertTrue(text.contains("\"schema\": \"Ticket\","), text)
		XCTAssertTrue(text.contains("{ \"name\": \"subject\", \"type\": \"String\", \"validate\": \"notEmpty\" }"), text)
		XCTAssertTrue(text.contains("\"name\": \"AddTicket\"") && text.contains("\"name\": \"DeleteTicket\""), text)
		XCTAssertFalse(text.contains("\"kind\": \"list\"") || text.contains("UpdateTicket"), text)
		XCTAssertEqual(run(["init", "--openapi", document, "--schema", "Tiket"]), 1)
		XCTAssertTrue(errors.contains("has no schema \"Tiket\" (did you mean \"Ticket\"?)"), errors)
	}

	func testTheStartingPointsExcludeOneAnother() throws {
		let document = try save(HeadlessDocuments.site, as: "note.openapi.json")
		XCTAssertEqual(run(["init", "--openapi", document, "--service", "LRBlogsEntryService_v7"]), 64)
		XCTAssertTrue(errors.contains("init --openapi \(document) starts from an OpenAPI document, --service from a Mobile SDK service: give one starting point"), errors)
		XCTAssertEqual(run(["init", "--openapi", document, "--discovery", TestSupport.bookmarksDiscoveryPath, "--sdk", "7.3"]), 64)
		XCTAssertTrue(errors.contains("--sdk and --discovery from a Mobile SDK service"), errors)
		XCTAssertEqual(run(["init", "--service", "LRBlogsEntryService_v7", "--schema", "Note"]), 64)
		XCTAssertTrue(errors.contains("init --schema names an entry schema of an OpenAPI document: give the document with --openapi FILE"), errors)
		XCTAssertEqual(run(["init"]), 64)
		XCTAssertTrue(errors.contains("or --openapi FILE"), errors)
		XCTAssertEqual(run(["--openapi", document]), 64)
		XCTAssertTrue(errors.contains("unknown option --openapi"), errors)

		// The config's discovery answer is no starting point of its own.
		try "{\"discovery\": \(JSONText.string(TestSupport.bookmarksDiscoveryPath))}".write(to: directory.appendingPathComponent("screenletgen.json"), atomically: false, encoding: .utf8)
		XCTAssertEqual(run(["init", "--openapi", document]), 0, errors)

		XCTAssertEqual(run(["init", "--openapi", directory.appendingPathComponent("missing.json").path]), 1)
		XCTAssertTrue(errors.contains("missing.json cannot be read as an OpenAPI document; nothing was written"), errors)
		let notADocument = try save("{\"openapi\": \"2.0\", \"paths\": {}}", as: "swagger.json")
		XCTAssertEqual(run(["init", "--openapi", notADocument]), 1)
		XCTAssertTrue(errors.contains("is not an OpenAPI 3 document"), errors)
	}

	// MARK: Generated as written

	/// Each starter spec generates and type-checks as written, its document read beside it.
	func testHeadlessStarterSpecsGenerate() throws {
		for (document, schema) in [(HeadlessDocuments.company, nil), (HeadlessDocuments.site, nil), (HeadlessDocuments.apiBuilder, "Visit"), (HeadlessDocuments.apiBuilder, "SiteVisit")] as [(String, String?)] {
			let path = try save(document, as: "api.openapi.json")
			let spec = directory.appendingPathComponent("spec.json")
			XCTAssertEqual(run(["init", "--openapi", path, "-o", spec.path, "--force"] + (schema.map { ["--schema", $0] } ?? [])), 0, errors)
			let result = Generator().generate([Generator.SpecInput(file: spec.path, bytes: [UInt8](try Data(contentsOf: spec)))])
			XCTAssertTrue(result.succeeded, "\(result.diagnostics.all)")
			XCTAssertEqual(try StubModules.typecheck(result.files), [])
		}
	}

	/// The example documents' starter specs (`Examples/*.openapi.json`)
	/// generate and type-check as written, with no warning: what a person gets from
	/// `init --openapi` on the documents the project ships.
	func testTheExampleDocumentsStartSpecsThatGenerate() throws {
		var files: [GeneratedFile] = []
		for name in ["ticket", "incident", "visit", "project-task", "tasks"] {
			let document = directory.appendingPathComponent("\(name).openapi.json")
			try? FileManager.default.removeItem(at: document)
			try FileManager.default.copyItem(at: TestSupport.examplesDirectory.appendingPathComponent("\(name).openapi.json"), to: document)
			let spec = directory.appendingPathComponent("\(name).json")
			XCTAssertEqual(run(["init", "--openapi", document.path, "-o", spec.path, "--force"]), 0, "\(name): \(errors)")
			let text = try read(spec.path)
			XCTAssertTrue(text.contains("\"openapi\": \"\(name).openapi.json\""), text)
			let result = Generator().generate([Generator.SpecInput(file: spec.path, bytes: Array(text.utf8))])
			XCTAssertTrue(result.succeeded, "\(name): \(result.diagnostics.all)")
			XCTAssertEqual(result.diagnostics.all.map { $0.description }, [], name)
			files += result.files
		}
		// One module for the five (their entities differ): one compiler run, not five.
		XCTAssertEqual(Set(files.map(\.path)).count, files.count, "two specs write one path")
		XCTAssertEqual(try StubModules.typecheck(files), [])
	}

	/// Documents saved from a portal (`SCREENLETGEN_OPENAPI_FIXTURES=<folder>`, as for
	/// `OpenAPIReaderTests.testSavedPortalDocuments`): each one's starter spec (for each entry
	/// its collections list) generates and type-checks as written.
	func testSavedPortalDocumentsStartSpecsThatGenerate() throws {
		guard let folder = ProcessInfo.processInfo.environment["SCREENLETGEN_OPENAPI_FIXTURES"] else {
			throw XCTSkip("set SCREENLETGEN_OPENAPI_FIXTURES to a folder of saved /o/c/<plural>/openapi.json documents")
		}
		let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
		XCTAssertFalse(names.isEmpty, "no .json file in \(folder)")
		for name in names {
			let text = try read((folder as NSString).appendingPathComponent(name))
			let path = try save(text, as: name)
			var diagnostics = Diagnostics()
			let document = try XCTUnwrap(OpenAPIReader.read(path: path, diagnostics: &diagnostics), name)
			let entries = document.listedEntries()
			XCTAssertFalse(entries.isEmpty, "\(name): no list of entries")
			// A test fixture's server leaves the API's path as a placeholder: the path is given.
			let basePath = document.basePathPlaceholder == nil ? [] : ["--base-path", "/o/test-app"]
			for entry in entries {
				let spec = directory.appendingPathComponent("\(entry).json")
				XCTAssertEqual(run(["init", "--openapi", path, "--schema", entry, "-o", spec.path, "--force"] + basePath), 0, "\(name) \(entry): \(errors)")
				let result = Generator().generate([Generator.SpecInput(file: spec.path, bytes: [UInt8](try Data(contentsOf: spec)))])
				XCTAssertTrue(result.succeeded, "\(name) \(entry): \(result.diagnostics.all)")
				XCTAssertEqual(try StubModules.typecheck(result.files), [], "\(name) \(entry)")
			}
		}
	}

	// MARK: The company-scoped Object's spec

	static let ticketSpec = """
		{
		  "entity": "Ticket",
		  "openapi": "ticket.openapi.json",
		  "schema": "Ticket",
		  "attributes": [
		    { "name": "dateCreated", "type": "Date", "optional": true },
		    { "name": "dateModified", "type": "Date", "optional": true },
		    { "name": "externalReferenceCode", "type": "String", "optional": true },
		    { "name": "id", "type": "Int64" },
		    { "name": "subject", "type": "String", "optional": true },
		    { "name": "ticketDescription", "type": "String", "key": "description", "optional": true },
		    { "name": "priority", "type": "String", "key": "priority.key", "optional": true },
		    { "name": "dueDate", "type": "Date", "optional": true },
		    { "name": "estimate", "type": "Double", "optional": true },
		    { "name": "urgent", "type": "Bool", "optional": true },
		    { "name": "visits", "type": "Int", "optional": true },
		    { "name": "labels", "type": "String", "key": "labels.key", "optional": true },
		    { "name": "openTasks", "type": "String", "optional": true },
		    { "name": "daysOpen", "type": "Int", "optional": true },
		    { "name": "resolutionNotes", "type": "String", "optional": true },
		    { "name": "projectId", "type": "Int64", "key": "r_projectTickets_c_projectId", "optional": true }
		  ],
		  "screenlets": [
		    {
		      "kind": "list",
		      "page": { "operation": "getTicketsPage", "params": [{ "name": "sort", "value": "dateCreated:desc,id:desc" }] },
		      "cell": "subject"
		    },
		    {
		      "kind": "action",
		      "name": "AddTicket",
		      "inputs": [
		        { "name": "subject", "type": "String", "validate": "notEmpty" },
		        { "name": "ticketDescription", "type": "String", "multiline": true },
		        { "name": "priority", "type": "String", "validate": "notEmpty" },
		        { "name": "dueDate", "type": "Date" },
		        { "name": "estimate", "type": "Double" },
		        { "name": "urgent", "type": "Bool" },
		        { "name": "visits", "type": "Int" },
		        { "name": "labels", "type": "String" },
		        { "name": "resolutionNotes", "type": "String", "multiline": true },
		        { "name": "projectId", "type": "Int64" }
		      ],
		      "actions": [
		        { "name": "add-ticket", "operation": "postTicket", "params": [], "body": ["subject", { "name": "description", "from": "ticketDescription" }, "priority", "dueDate", "estimate", "urgent", "visits", "labels", "resolutionNotes", { "name": "r_projectTickets_c_projectId", "from": "projectId" }], "result": "entity" }
		      ]
		    },
		    {
		      "kind": "action",
		      "name": "UpdateTicket",
		      "properties": [{ "name": "ticketId", "type": "Int64" }],
		      "inputs": [
		        { "name": "subject", "type": "String", "validate": "notEmpty" },
		        { "name": "ticketDescription", "type": "String", "multiline": true },
		        { "name": "priority", "type": "String", "validate": "notEmpty" },
		        { "name": "dueDate", "type": "Date" },
		        { "name": "estimate", "type": "Double" },
		        { "name": "urgent", "type": "Bool" },
		        { "name": "visits", "type": "Int" },
		        { "name": "labels", "type": "String" },
		        { "name": "resolutionNotes", "type": "String", "multiline": true },
		        { "name": "projectId", "type": "Int64" }
		      ],
		      "actions": [
		        { "name": "load-ticket", "operation": "getTicket", "params": ["ticketId"], "result": "entity" },
		        { "name": "update-ticket", "operation": "patchTicket", "params": ["ticketId"], "body": ["subject", { "name": "description", "from": "ticketDescription" }, "priority", "dueDate", "estimate", "urgent", "visits", "labels", "resolutionNotes", { "name": "r_projectTickets_c_projectId", "from": "projectId" }], "result": "entity" }
		      ]
		    },
		    {
		      "kind": "action",
		      "name": "DeleteTicket",
		      "properties": [{ "name": "ticketId", "type": "Int64" }],
		      "actions": [
		        { "name": "delete-ticket", "operation": "deleteTicket", "params": ["ticketId"], "result": "none" }
		      ]
		    }
		  ]
		}

		"""
}
