import Foundation
import XCTest
@testable import ScreenletGenKit

/// OpenAPI documents as the portal serves them for an object (`/o/c/<plural>/openapi.json`):
/// read into a typed `OpenAPIDocument` field by field (types as declared, references as
/// names, operations found by id and by path, pages known by their shape), and each mistake
/// in one is one located error, while the portal's extensions are no mistake.
final class OpenAPIReaderTests: XCTestCase {

	typealias Document = OpenAPIDocument

	private func read(_ text: String, file: String = "tickets.json") -> (document: Document?, errors: [String]) {
		var diagnostics = Diagnostics()
		let document = OpenAPIReader.parse(Array(text.utf8), file: file, diagnostics: &diagnostics)
		return (document, diagnostics.all.map { $0.description })
	}

	private func document(_ text: String = OpenAPIReaderTests.tickets) throws -> Document {
		let (document, errors) = read(text)
		XCTAssertEqual(errors, [])
		return try XCTUnwrap(document)
	}

	// MARK: The document

	func testTheDocumentsTitleServersAndOperationsInOrder() throws {
		let tickets = try document()
		XCTAssertEqual(tickets.file, "tickets.json")
		XCTAssertEqual(tickets.title, "Object")
		XCTAssertEqual(tickets.version, "v1.0")
		XCTAssertEqual(tickets.servers, ["http://localhost:8080/o/c/tickets/"])
		XCTAssertEqual(tickets.operations.map { "\($0.method.rawValue) \($0.path) \($0.operationId ?? "-")" }, [
			"GET / getTicketsPage",
			"POST / postTicket",
			"DELETE /by-external-reference-code/{externalReferenceCode} deleteByExternalReferenceCode",
			"GET /by-external-reference-code/{externalReferenceCode} getByExternalReferenceCode",
			"PUT /by-external-reference-code/{externalReferenceCode} putByExternalReferenceCode",
			"GET /scopes/{scopeKey} getScopeScopeKeyPage",
			"POST /scopes/{scopeKey} postScopeScopeKey",
			"DELETE /{ticketId} deleteTicket",
			"GET /{ticketId} getTicket",
			"PATCH /{ticketId} patchTicket",
			"PUT /{ticketId}/projectTickets/{projectId} putCurrentTicket",
			"PUT /{ticketId}/watchers/{watcherId} putCurrentTicket",
		])
	}

	/// The path every call follows is the first server's: its host left out, also a host the
	/// document leaves as a variable (`${BASE_URL}`, `{server}`), no empty segment, no last `/`
	/// (issue 36: `${BASE_URL}/o/…` was refused as no server, a `//` kept in the path).
	func testTheBasePathIsTheServersPath() throws {
		let cases: [(server: String, path: String?)] = [
			("http://localhost:8080/o/c/tickets/", "/o/c/tickets"),
			("${BASE_URL}/o/c/visits-app/", "/o/c/visits-app"),
			("${BASE_URL}/o/visits-app", "/o/visits-app"),
			("{server}/o/c/tickets", "/o/c/tickets"),
			("{host}:8080/o/c/tickets/", "/o/c/tickets"),
			("{scheme}://{host}:{port}/o/c/tickets/", "/o/c/tickets"),
			("https://portal.example.com//o/c/tickets//", "/o/c/tickets"),
			("/o/c/tickets/", "/o/c/tickets"),
			("http://localhost:8080/o/c/tickets/?p=1", "/o/c/tickets"),
			("http://localhost:8080", ""),
			("http://localhost:8080/", ""),
			("${BASE_URL}", ""),
			("localhost:8080/o/c/tickets", nil),
		]
		for (server, path) in cases {
			XCTAssertEqual(Document.basePath(ofServer: server), path, server)
		}
		let text = OpenAPIReaderTests.tickets.replacingOccurrences(of: #""url": "http://localhost:8080/o/c/tickets/""#, with: #""url": "${BASE_URL}/o/c/tickets/""#)
		XCTAssertNotEqual(text, OpenAPIReaderTests.tickets)
		let tickets = try document(text)
		XCTAssertEqual(tickets.servers, ["${BASE_URL}/o/c/tickets/"])
		XCTAssertEqual(tickets.basePath, "/o/c/tickets")
	}

	func testAnOperationsParametersBodyResponseAndPlace() throws {
		let tickets = try document()
		let list = try XCTUnwrap(tickets.operation(.get, "/"))
		XCTAssertEqual(list.parameters.map { $0.name }, ["filter", "page", "pageSize", "search", "sort"])
		// Every parameter is declared a string, page numbers too, and a query's is not required.
		for parameter in list.parameters {
			XCTAssertEqual(parameter.place, .query)
			XCTAssertFalse(parameter.isRequired)
			XCTAssertEqual(parameter.type, .string(format: nil))
		}
		XCTAssertNil(list.requestBody)
		XCTAssertEqual(list.response, Document.Content(type: .reference("PageTicket"), mediaTypes: ["application/json", "application/xml"]))
		XCTAssertEqual(list.location.description, "tickets.json:71:7")

		let create = try XCTUnwrap(tickets.operation(.post, "/"))
		XCTAssertEqual(create.parameters, [])
		XCTAssertEqual(create.requestBody, Document.Content(type: .reference("Ticket"), mediaTypes: ["application/json", "application/xml"]))
		XCTAssertEqual(create.response?.type, .reference("Ticket"))

		let one = try XCTUnwrap(tickets.operation(.get, "/{ticketId}"))
		XCTAssertEqual(one.parameters, [
			Document.Parameter(name: "ticketId", place: .path, isRequired: true, type: .string(format: nil)),
			Document.Parameter(name: "fields", place: .query, isRequired: false, type: .string(format: nil)),
		])
		XCTAssertEqual(one.location.description, "tickets.json:137:7")

		// A DELETE answers nothing: a media type with no schema.
		XCTAssertEqual(tickets.operation(.delete, "/{ticketId}")?.response, Document.Content(type: nil, mediaTypes: ["application/json"]))
		let scoped = try XCTUnwrap(tickets.operation(.get, "/scopes/{scopeKey}"))
		XCTAssertEqual(scoped.parameters.map { "\($0.place) \($0.name)" }, ["path scopeKey", "query page", "query pageSize"])
		XCTAssertEqual(scoped.response?.type, .reference("PageTicket"))
	}

	func testAnEntrysPropertiesAreTheirDeclaredTypesAndFlags() throws {
		let ticket = try XCTUnwrap(try document().schemas["Ticket"])
		XCTAssertEqual(ticket.name, "Ticket")
		XCTAssertEqual(ticket.type, .object)
		XCTAssertEqual(ticket.location.description, "tickets.json:42:7")
		// In the document's order, without the `x-class-name` pseudo-property.
		XCTAssertEqual(ticket.properties.map { $0.name }, ["actions", "creator", "dateCreated", "dueDate", "estimate", "externalReferenceCode", "id", "labels", "priority",
			"r_projectTickets_c_projectERC", "r_projectTickets_c_projectId", "status", "subject", "taxonomyCategoryIds", "urgent"])
		func property(_ name: String) throws -> Document.Property {
			return try XCTUnwrap(ticket.property(name), name)
		}
		XCTAssertEqual(try property("actions"), Document.Property(name: "actions", type: .object, isReadOnly: true, location: SourceLocation(file: "tickets.json", line: 44, column: 11)))
		// Declared a string and an int32, though the portal answers objects: recorded as declared.
		XCTAssertEqual(try property("creator").type, .string(format: nil))
		XCTAssertTrue(try property("creator").isReadOnly)
		XCTAssertEqual(try property("status").type, .integer(format: "int32"))
		XCTAssertEqual(try property("dateCreated").type, .string(format: "date-time"))
		XCTAssertEqual(try property("dueDate").type, .string(format: "date"))
		XCTAssertFalse(try property("dueDate").isReadOnly)
		XCTAssertTrue(try property("dueDate").isNullable)
		XCTAssertEqual(try property("estimate").type, .number(format: "double"))
		XCTAssertFalse(try property("externalReferenceCode").isReadOnly)
		XCTAssertEqual(try property("id"), Document.Property(name: "id", type: .integer(format: "int64"), isReadOnly: true, location: SourceLocation(file: "tickets.json", line: 50, column: 11)))
		// A picklist, and a multiselect one.
		XCTAssertEqual(try property("priority").type, .reference("ListEntry"))
		XCTAssertEqual(try property("labels").type, .array(of: .reference("ListEntry")))
		// A relationship's id and external reference code.
		XCTAssertEqual(try property("r_projectTickets_c_projectId").type, .integer(format: "int64"))
		XCTAssertEqual(try property("r_projectTickets_c_projectERC").type, .string(format: nil))
		XCTAssertEqual(try property("taxonomyCategoryIds"), Document.Property(name: "taxonomyCategoryIds", type: .array(of: .integer(format: "int64")), isWriteOnly: true,
			location: SourceLocation(file: "tickets.json", line: 57, column: 11)))
		XCTAssertEqual(try property("urgent").type, .boolean)
		XCTAssertNil(try property("subject").enumValues)
	}

	func testEnumsAndSchemasWithoutAType() throws {
		let schemas = try document().schemas
		XCTAssertEqual(schemas["Scope"]?.property("type")?.enumValues, ["AssetLibrary", "Site", "Space"])
		let odd = try document("""
			{"openapi": "3.0.1", "paths": {}, "components": {"schemas": {"Odd": {"properties": {
			  "level": {"type": "integer", "enum": [1, 2, null]}, "flag": {"enum": [true, false]}, "anything": {"description": "no type"}}}}}}
			""").schemas["Odd"]
		XCTAssertEqual(odd?.type, .any)
		XCTAssertEqual(odd?.property("level")?.enumValues, ["1", "2"])
		XCTAssertEqual(odd?.property("flag")?.enumValues, ["true", "false"])
		XCTAssertEqual(odd?.property("flag")?.type, .any)
		XCTAssertEqual(odd?.property("anything")?.type, .any)
	}

	/// A schema's `required` names its required fields; a name that is no string is located.
	func testASchemasRequiredNames() throws {
		XCTAssertEqual(try document().schemas["Ticket"]?.requiredNames, [])
		let schema = #"{"openapi": "3.0.1", "paths": {}, "components": {"schemas": {"Note": {"type": "object", "properties": {"text": {"type": "string"}}, "required": REQUIRED}}}}"#
		XCTAssertEqual(try document(schema.replacingOccurrences(of: "REQUIRED", with: #"["text"]"#)).schemas["Note"]?.requiredNames, ["text"])
		XCTAssertEqual(read(schema.replacingOccurrences(of: "REQUIRED", with: #"["text", 1]"#)).errors,
			[#"tickets.json:1:154: error: components.schemas.Note.required[1] must be a string (a property's name), not a number"#])
	}

	/// The fields a headless spec's attributes stand for: the portal's bookkeeping, write-only
	/// properties and arrays left out, but a relationship's many-to-one id; a picklist read at
	/// its key, a multiselect's at its keys; all optional but `id`.
	func testAnEntrysFieldsAsAttributes() throws {
		let tickets = try document()
		let fields = tickets.entryFields(of: try XCTUnwrap(tickets.schemas["Ticket"]))
		XCTAssertEqual(fields.map { "\($0.name) \($0.type.rawValue) \($0.key ?? "-") \($0.isOptional ? "optional" : "required")" }, [
			"dateCreated Date - optional", "dueDate Date - optional", "estimate Double - optional", "externalReferenceCode String - optional",
			"id Int64 - required", "labels String labels.key optional", "priority String priority.key optional", "r_projectTickets_c_projectId Int64 - optional", "subject String - optional", "urgent Bool - optional",
		])
		XCTAssertEqual(Document.manyToOneField("r_relationship2_c_object1Id")?.relationship, "relationship2")
		XCTAssertEqual(Document.manyToOneField("r_relationship2_c_object1Id")?.parentId, "object1Id")
		for name in ["r_relationship2_c_object1ERC", "r_c_object1Id", "r_x_c_Id", "relationship2Id", "r_x_object1Id"] {
			XCTAssertNil(Document.manyToOneField(name), name)
		}
		for name in ["actions", "creator", "status", "scopeKey", "taxonomyCategoryBriefs", "r_x_c_yId", "title_i18n", "friendlyUrlPath", "objectEntryFolderId", "keywords"] {
			XCTAssertTrue(Document.isBookkeeping(name), name)
		}
		XCTAssertFalse(Document.isBookkeeping("subject"))
	}

	// MARK: Lookups

	func testAnIdNamesEveryOperationThatHasIt() throws {
		let tickets = try document()
		XCTAssertEqual(tickets.operations(withId: "putCurrentTicket").map { "\($0.method.rawValue) \($0.path)" },
			["PUT /{ticketId}/projectTickets/{projectId}", "PUT /{ticketId}/watchers/{watcherId}"])
		XCTAssertEqual(tickets.operations(withId: "getTicket").map { $0.path }, ["/{ticketId}"])
		XCTAssertEqual(tickets.operations(withId: "getTickets").count, 0)
		XCTAssertEqual(tickets.operation(.patch, "/{ticketId}")?.operationId, "patchTicket")
		XCTAssertNil(tickets.operation(.put, "/{ticketId}"))
		XCTAssertNil(tickets.operation(.get, "/{ticketid}"))
	}

	func testAPageIsKnownByItsShapeAndNamesItsEntry() throws {
		let tickets = try document()
		XCTAssertEqual(tickets.pageSchemas.map { $0.name }, ["PageTicket"])
		let page = try XCTUnwrap(tickets.schemas["PageTicket"])
		XCTAssertEqual(page.pageEntryName, "Ticket")
		XCTAssertEqual(tickets.entrySchema(ofPage: page)?.name, "Ticket")
		XCTAssertEqual(page.property("totalCount")?.type, .integer(format: "int64"))
		XCTAssertNil(tickets.entrySchema(ofPage: try XCTUnwrap(tickets.schemas["Ticket"])))
		// The shape, not the name: `items` of one schema beside `totalCount`.
		let shapes = try document("""
			{"openapi": "3.0.1", "paths": {}, "components": {"schemas": {
			  "Row": {"type": "object"},
			  "Rows": {"type": "object", "properties": {"items": {"type": "array", "items": {"$ref": "#/components/schemas/Row"}}, "totalCount": {"type": "integer"}}},
			  "PageWithoutCount": {"type": "object", "properties": {"items": {"type": "array", "items": {"$ref": "#/components/schemas/Row"}}}},
			  "PageOfStrings": {"type": "object", "properties": {"items": {"type": "array", "items": {"type": "string"}}, "totalCount": {"type": "integer"}}}}}}
			""")
		XCTAssertEqual(shapes.pageSchemas.map { $0.name }, ["Rows"])
		XCTAssertEqual(shapes.entrySchema(ofPage: try XCTUnwrap(shapes.schemas["Rows"]))?.name, "Row")
	}

	// MARK: Responses and parameters

	func testTheResponseIs200Else201ElseDefaultAndItsJSONSchema() throws {
		func response(_ responses: String) throws -> Document.Content? {
			return try document("""
				{"openapi": "3.0.1", "paths": {"/": {"get": {"responses": \(responses)}}},
				 "components": {"schemas": {"A": {"type": "object"}, "B": {"type": "object"}, "C": {"type": "object"}}}}
				""").operation(.get, "/")?.response
		}
		func json(_ name: String) -> String {
			return ##"{"content": {"application/json": {"schema": {"$ref": "#/components/schemas/\##(name)"}}}}"##
		}
		XCTAssertEqual(try response(#"{"default": \#(json("C")), "201": \#(json("B")), "200": \#(json("A"))}"#)?.type, .reference("A"))
		XCTAssertEqual(try response(#"{"default": \#(json("C")), "201": \#(json("B")), "404": \#(json("A"))}"#)?.type, .reference("B"))
		XCTAssertEqual(try response(#"{"default": \#(json("C")), "204": {"description": "none"}}"#)?.type, .reference("C"))
		XCTAssertNil(try response(#"{"404": \#(json("A"))}"#))
		XCTAssertEqual(try response(#"{"default": {"content": {"application/xml": {"schema": {"type": "string"}}}}}"#), Document.Content(type: nil, mediaTypes: ["application/xml"]))
		XCTAssertEqual(try response(##"{"200": {"content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/A"}}}}}}"##)?.type, .array(of: .reference("A")))
	}

	func testAPathItemsParametersAreSharedByItsOperations() throws {
		let shared = try document("""
			{"openapi": "3.0.1", "paths": {"/{ticketId}": {
			  "parameters": [{"name": "ticketId", "in": "path", "required": true, "schema": {"type": "string"}}, {"name": "fields", "in": "query"}],
			  "get": {"parameters": [{"name": "fields", "in": "query", "schema": {"type": "string"}}, {"name": "fields", "in": "header"}]},
			  "delete": {}}}}
			""")
		XCTAssertEqual(shared.operation(.get, "/{ticketId}")?.parameters.map { "\($0.place) \($0.name) \($0.type == nil ? "untyped" : "typed")" }, ["path ticketId typed", "query fields typed", "header fields untyped"])
		XCTAssertEqual(shared.operation(.delete, "/{ticketId}")?.parameters.map { "\($0.place) \($0.name)" }, ["path ticketId", "query fields"])
	}

	// MARK: Not an OpenAPI document

	func testAFileThatIsNoOpenAPI3DocumentIsOneError() {
		let expected = #": expected an object with "openapi": "3.0.1" and "paths", as saved from the portal's /o/c/<plural>/openapi.json"#
		func error(_ text: String) -> [String] {
			let (document, errors) = read(text)
			XCTAssertNil(document, text)
			return errors
		}
		XCTAssertEqual(error("[1, 2]"), ["tickets.json:1:1: error: tickets.json is not an OpenAPI 3 document (it is an array)" + expected])
		XCTAssertEqual(error(#"{"services": []}"#), [#"tickets.json:1:1: error: tickets.json is not an OpenAPI 3 document (it has no "openapi" version)"# + expected])
		XCTAssertEqual(error(#"{"swagger": "2.0", "paths": {}}"#), [#"tickets.json:1:1: error: tickets.json is not an OpenAPI 3 document (it has no "openapi" version)"# + expected])
		XCTAssertEqual(error(#"{"openapi": "2.0", "paths": {}}"#), [#"tickets.json:1:13: error: tickets.json is not an OpenAPI 3 document ("openapi" is "2.0")"# + expected])
		XCTAssertEqual(error(#"{"openapi": 3, "paths": {}}"#), [#"tickets.json:1:13: error: tickets.json is not an OpenAPI 3 document ("openapi" is a number)"# + expected])
		XCTAssertEqual(error("\n  {\"openapi\": \"3.0.1\"}"), [#"tickets.json:2:3: error: tickets.json is not an OpenAPI 3 document (it has no "paths")"# + expected])
		// The parser's own errors come first, and alone.
		XCTAssertEqual(error(#"{"openapi": "3.0.1", "paths": {},}"#), [#"tickets.json:1:34: error: a trailing comma is not allowed before "}""#])
	}

	func testAFileIsReadWithTheParsersLimits() throws {
		let folder = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: folder) }
		let file = folder.appendingPathComponent("tickets.json")
		try Data(OpenAPIReaderTests.tickets.utf8).write(to: file)
		var diagnostics = Diagnostics()
		XCTAssertEqual(OpenAPIReader.read(path: file.path, diagnostics: &diagnostics)?.file, file.path)
		XCTAssertEqual(diagnostics.all, [])

		let missing = folder.appendingPathComponent("absent.json").path
		XCTAssertNil(OpenAPIReader.read(path: missing, diagnostics: &diagnostics))
		XCTAssertEqual(diagnostics.all.map { $0.description }, ["error: \(missing): cannot read the OpenAPI document (No such file or directory)"])

		// Too large, or nested too deep: the parser's one error, no crash.
		let large = read(#"{"openapi": "3.0.1", "paths": {}, "x-padding": ""# + String(repeating: " ", count: JSONParser.maximumSize) + #""}"#)
		XCTAssertNil(large.document)
		XCTAssertEqual(large.errors.count, 1)
		XCTAssertEqual(large.errors, ["tickets.json:1:1: error: the file is larger than 4194304 bytes (4 MiB), the most screenletgen reads of a JSON file"])
		// The 65th level is the 62nd array schema (the root, `components` and `schemas` are the first three), 69 + 61 × 27 characters in.
		let deep = read(#"{"openapi": "3.0.1", "paths": {}, "components": {"schemas": {"Deep": "# + String(repeating: #"{"type": "array", "items": "#, count: 80)
			+ #"{"type": "string"}"# + String(repeating: "}", count: 83) + "}")
		XCTAssertNil(deep.document)
		XCTAssertEqual(deep.errors, ["tickets.json:1:1717: error: the JSON is nested more than 64 levels deep"])
	}

	/// Every prefix of a document, and every one with a byte changed, reads without a crash.
	func testATruncatedOrAlteredDocumentNeverCrashes() {
		let bytes = Array(OpenAPIReaderTests.tickets.utf8)
		for end in stride(from: 0, to: bytes.count, by: 89) {
			var diagnostics = Diagnostics()
			_ = OpenAPIReader.parse(Array(bytes[..<end]), file: "t.json", diagnostics: &diagnostics)
			XCTAssertTrue(diagnostics.hasErrors, "\(end)")
		}
		for index in stride(from: 0, to: bytes.count, by: 41) {
			for replacement in Array("1\"[{}".utf8) {
				var altered = bytes
				altered[index] = replacement
				var diagnostics = Diagnostics()
				_ = OpenAPIReader.parse(altered, file: "t.json", diagnostics: &diagnostics)
			}
		}
	}

	// MARK: Mistakes inside

	/// A small valid document that each case below breaks in one place.
	private static let small = """
		{
		  "openapi": "3.0.1",
		  "info": {"title": "Object", "version": "v1.0"},
		  "servers": [{"url": "http://localhost:8080/o/c/tickets/"}],
		  "paths": {
		    "/{ticketId}": {
		      "get": {
		        "operationId": "getTicket",
		        "parameters": [{"in": "path", "name": "ticketId", "required": true, "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}}}
		      }
		    }
		  },
		  "components": {"schemas": {
		    "ListEntry": {"type": "object", "properties": {"key": {"type": "string"}}},
		    "Ticket": {"type": "object", "properties": {"id": {"type": "integer", "format": "int64"}, "priority": {"$ref": "#/components/schemas/ListEntry"}}}
		  }}
		}
		"""

	private func errors(replacing old: String, with new: String) -> [String] {
		XCTAssertTrue(OpenAPIReaderTests.small.contains(old), old)
		return read(OpenAPIReaderTests.small.replacingOccurrences(of: old, with: new)).errors
	}

	func testTheSmallDocumentIsValid() throws {
		let small = try document(OpenAPIReaderTests.small)
		XCTAssertEqual(small.operation(.get, "/{ticketId}")?.response?.type, .reference("Ticket"))
		XCTAssertEqual(small.schemas["Ticket"]?.property("priority")?.type, .reference("ListEntry"))
	}

	func testUnknownKeysAndExtensionsAreNoMistake() {
		XCTAssertEqual(errors(replacing: #""operationId": "getTicket","#, with: #""operationId": "getTicket", "tags": ["Ticket"], "x-batch": {"a": [1]}, "description": 7,"#), [])
		XCTAssertEqual(errors(replacing: #""paths": {"#, with: #""x-generator": true, "paths": {"x-note": "not a path","#), [])
		XCTAssertEqual(errors(replacing: #""required": true,"#, with: #""required": true, "description": "The ticket's id.", "example": "42", "x-sort": 1,"#), [])
		XCTAssertEqual(errors(replacing: #"{"key": {"type": "string"}}"#, with: #"{"key": {"type": "string", "xml": {"name": "k"}}, "x-class-name": {"default": 1}}, "x-filterable": ["key"]"#), [])
	}

	func testAMisshapenPathOrOperationIsLocated() {
		XCTAssertEqual(errors(replacing: #""/{ticketId}": {"#, with: #""/{ticketId}": [], "/other": {"#),
			[#"tickets.json:6:20: error: paths["/{ticketId}"] must be an object (a path item: method → operation), not an array"#])
		XCTAssertEqual(errors(replacing: #""/{ticketId}": {"#, with: #""tickets/{ticketId}": {"#),
			[#"tickets.json:6:5: error: paths["tickets/{ticketId}"]: a path starts with "/" (it follows the server's URL)"#])
		XCTAssertEqual(errors(replacing: #""paths": {"#, with: #""paths": {"/a": {"get": "getA"}, "/b": {"put": 1},"#), [
			#"tickets.json:5:27: error: paths["/a"].get must be an object (an operation such as {"operationId": "getTicket", "responses": {…}}), not a string"#,
			#"tickets.json:5:50: error: paths["/b"].put must be an object (an operation such as {"operationId": "getTicket", "responses": {…}}), not a number"#,
		])
		XCTAssertEqual(errors(replacing: #""operationId": "getTicket""#, with: #""operationId": ["getTicket"]"#),
			[#"tickets.json:8:24: error: paths["/{ticketId}"].get.operationId must be a string, not an array"#])
		XCTAssertEqual(errors(replacing: #""paths": {"#, with: #""paths": ["#).count, 1)
		XCTAssertEqual(read(#"{"openapi": "3.0.1", "paths": []}"#).errors, ["tickets.json:1:31: error: paths must be an object (path → its operations), not an array"])
	}

	/// A path that would leave the API (a `.` or `..` segment) or carries a query or fragment,
	/// and a server that is no portal's (not http or https), are each one located error (issue 39).
	func testPathsThatLeaveTheAPIAndServersOfAnotherSchemeAreRefused() {
		XCTAssertEqual(errors(replacing: #""/{ticketId}": {"#, with: #""/../../api/jsonws/{ticketId}": {"#),
			[#"tickets.json:6:5: error: paths["/../../api/jsonws/{ticketId}"]: the segment ".." would leave the API's path; a path of the API is a path below its server ("/{ticketId}"), its queries are parameters"#])
		XCTAssertEqual(errors(replacing: #""/{ticketId}": {"#, with: #""/./{ticketId}": {"#).count, 1)
		XCTAssertEqual(errors(replacing: #""/{ticketId}": {"#, with: #""/{ticketId}?p=1": {"#),
			[#"tickets.json:6:5: error: paths["/{ticketId}?p=1"]: a path holds no query ("?"); a path of the API is a path below its server ("/{ticketId}"), its queries are parameters"#])
		XCTAssertEqual(errors(replacing: #""/{ticketId}": {"#, with: #""/{ticketId}#": {"#).count, 1)
		XCTAssertEqual(errors(replacing: #""/{ticketId}": {"#, with: #""/{ticketId}..x/.well-known": {"#), [])
		XCTAssertEqual(errors(replacing: "http://localhost:8080/o/c/tickets/", with: "file:///etc/o/c/tickets/"),
			[#"tickets.json:4:23: error: servers[0].url: "file:///etc/o/c/tickets/" is no portal's address ("file" is not http or https); save the document the portal serves, whose server is http(s)://<portal>/o/…"#])
		XCTAssertEqual(errors(replacing: "http://localhost:8080/o/c/tickets/", with: "HTTPS://portal.example.com/o/c/tickets/"), [])
		XCTAssertEqual(errors(replacing: "http://localhost:8080/o/c/tickets/", with: "{scheme}://{host}/o/c/tickets/"), [])
	}

	func testAMisshapenParameterIsLocated() {
		let parameter = #"{"in": "path", "name": "ticketId", "required": true, "schema": {"type": "string"}}"#
		func errors(parameter new: String) -> [String] {
			return self.errors(replacing: parameter, with: new)
		}
		XCTAssertEqual(errors(parameter: #"{"in": "path", "required": true}"#),
			[#"tickets.json:9:24: error: paths["/{ticketId}"].get.parameters[0]: missing required key "name" (for example "ticketId")"#])
		XCTAssertEqual(errors(parameter: #"{"in": "path", "nmae": "ticketId"}"#),
			[#"tickets.json:9:39: error: paths["/{ticketId}"].get.parameters[0].nmae: unknown key "nmae"; write "name" (required here)"#])
		XCTAssertEqual(errors(parameter: #"{"in": "qurey", "name": "fields"}"#),
			[#"tickets.json:9:31: error: paths["/{ticketId}"].get.parameters[0].in: unknown parameter location "qurey"; expected one of path, query, header, cookie (did you mean "query"?)"#])
		XCTAssertEqual(errors(parameter: #"{"name": "ticketId", "in": "path", "required": "true"}"#),
			[#"tickets.json:9:71: error: paths["/{ticketId}"].get.parameters[0].required must be true or false, not a string"#])
		XCTAssertEqual(errors(parameter: #""ticketId""#),
			[#"tickets.json:9:24: error: paths["/{ticketId}"].get.parameters[0] must be an object (a parameter such as {"name": "ticketId", "in": "path"}), not a string"#])
		XCTAssertEqual(self.errors(replacing: "[\(parameter)]", with: parameter),
			[#"tickets.json:9:23: error: paths["/{ticketId}"].get.parameters must be an array, not an object"#])
		XCTAssertEqual(errors(parameter: ##"{"$ref": "#/components/parameters/ticketId"}"##),
			[##"tickets.json:9:33: error: paths["/{ticketId}"].get.parameters[0].$ref: a shared parameter ("#/components/parameters/ticketId") is not followed; write the parameter in place, as the portal does"##])
		XCTAssertEqual(errors(parameter: #"{"in": "path", "name": "ticketId", "schema": {"type": "strng"}}"#),
			[#"tickets.json:9:78: error: paths["/{ticketId}"].get.parameters[0].schema.type: unknown type "strng"; expected one of string, integer, number, boolean, array, object (did you mean "string"?)"#])
	}

	func testAMisshapenBodyOrResponseIsLocated() {
		let content = ##"{"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}}"##
		XCTAssertEqual(errors(replacing: content, with: #"{"content": ["application/json"]}"#),
			[#"tickets.json:10:46: error: paths["/{ticketId}"].get.responses.default.content must be an object (media type → {"schema": …}), not an array"#])
		XCTAssertEqual(errors(replacing: content, with: #"{"content": {"application/json": "Ticket"}}"#),
			[##"tickets.json:10:67: error: paths["/{ticketId}"].get.responses.default.content["application/json"] must be an object (a media type such as {"schema": {"$ref": "#/components/schemas/Ticket"}}), not a string"##])
		XCTAssertEqual(errors(replacing: content, with: ##"{"$ref": "#/components/responses/Ticket"}"##),
			[##"tickets.json:10:43: error: paths["/{ticketId}"].get.responses.default.$ref: a shared response ("#/components/responses/Ticket") is not followed; write the response in place, as the portal does"##])
		XCTAssertEqual(errors(replacing: #""responses": {"default""#, with: #""requestBody": true, "responses": {"default""#),
			[#"tickets.json:10:24: error: paths["/{ticketId}"].get.requestBody must be an object (a request body such as {"content": {"application/json": {"schema": …}}}), not a boolean"#])
		XCTAssertEqual(errors(replacing: #""responses": {"default""#, with: #""responses": {"200": 200, "default""#),
			[#"tickets.json:10:30: error: paths["/{ticketId}"].get.responses.200 must be an object (a response such as {"content": {"application/json": {"schema": …}}}), not a number"#])
	}

	func testAnUnknownReferenceIsOneErrorAtTheReference() {
		XCTAssertEqual(errors(replacing: ##""$ref": "#/components/schemas/ListEntry""##, with: ##""$ref": "#/components/schemas/ListEntri""##),
			[#"tickets.json:16:116: error: components.schemas.Ticket.properties.priority.$ref: no schema "ListEntri" in components.schemas (did you mean "ListEntry"?)"#])
		XCTAssertEqual(errors(replacing: ##""$ref": "#/components/schemas/Ticket""##, with: ##""$ref": "#/components/schemas/Tickets""##),
			[#"tickets.json:10:87: error: paths["/{ticketId}"].get.responses.default.content["application/json"].schema.$ref: no schema "Tickets" in components.schemas (did you mean "Ticket"?)"#])
		XCTAssertEqual(errors(replacing: ##""$ref": "#/components/schemas/ListEntry""##, with: #""$ref": "ListEntry.json""#),
			[##"tickets.json:16:116: error: components.schemas.Ticket.properties.priority.$ref: "ListEntry.json" is not a schema of this document; write "#/components/schemas/NAME""##])
		XCTAssertEqual(errors(replacing: ##""$ref": "#/components/schemas/ListEntry""##, with: #""$ref": 7"#),
			["tickets.json:16:116: error: components.schemas.Ticket.properties.priority.$ref must be a string, not a number"])
		// No components at all: every reference is unknown, each once.
		XCTAssertEqual(read(##"{"openapi": "3.0.1", "paths": {"/": {"get": {"responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/A"}}}}}}}}}"##).errors,
			[#"tickets.json:1:124: error: paths["/"].get.responses.default.content["application/json"].schema.$ref: no schema "A" in components.schemas"#])
	}

	func testAMisshapenSchemaOrPropertyIsLocated() {
		let id = #""id": {"type": "integer", "format": "int64"}"#
		func errors(id new: String) -> [String] {
			return self.errors(replacing: id, with: new)
		}
		XCTAssertEqual(errors(id: #""id": {"type": "array"}"#),
			[#"tickets.json:16:55: error: components.schemas.Ticket.properties.id: missing required key "items" (for example {"type": "string"})"#])
		XCTAssertEqual(errors(id: #""id": {"type": "array", "item": {"type": "string"}}"#),
			[#"tickets.json:16:73: error: components.schemas.Ticket.properties.id.item: unknown key "item"; write "items" (required here)"#])
		XCTAssertEqual(errors(id: #""id": {"type": "array", "items": {"type": "array", "items": "string"}}"#),
			[#"tickets.json:16:109: error: components.schemas.Ticket.properties.id.items.items must be an object (a schema such as {"type": "string"}), not a string"#])
		XCTAssertEqual(errors(id: #""id": {"type": ["integer", "null"]}"#),
			[#"tickets.json:16:64: error: components.schemas.Ticket.properties.id.type must be a string, not an array"#])
		XCTAssertEqual(errors(id: #""id": {"type": "integer", "readOnly": "yes", "format": 64}"#),
			[#"tickets.json:16:104: error: components.schemas.Ticket.properties.id.format must be a string, not a number"#,
			 #"tickets.json:16:87: error: components.schemas.Ticket.properties.id.readOnly must be true or false, not a string"#])
		XCTAssertEqual(errors(id: #""id": {"type": "string", "enum": ["a", {"b": 1}]}"#),
			[#"tickets.json:16:88: error: components.schemas.Ticket.properties.id.enum[1] must be a string, a number or a boolean, not an object"#])
		XCTAssertEqual(errors(id: #""id": "integer""#),
			[#"tickets.json:16:55: error: components.schemas.Ticket.properties.id must be an object (a property's schema such as {"type": "string"}), not a string"#])
		XCTAssertEqual(self.errors(replacing: #""ListEntry": {"type": "object", "properties": {"key": {"type": "string"}}}"#, with: #""ListEntry": {"type": "object", "properties": [{"key": "string"}]}"#),
			[#"tickets.json:15:51: error: components.schemas.ListEntry.properties must be an object (property name → schema), not an array"#])
	}

	/// Components that cannot be read are one error, not one more at each reference.
	func testUnreadableComponentsAreOneError() {
		let schemas = #"""
			"components": {"schemas": {
			    "ListEntry": {"type": "object", "properties": {"key": {"type": "string"}}},
			    "Ticket": {"type": "object", "properties": {"id": {"type": "integer", "format": "int64"}, "priority": {"$ref": "#/components/schemas/ListEntry"}}}
			  }}
			"""#
		XCTAssertEqual(errors(replacing: schemas, with: #""components": {"schemas": ["Ticket", "ListEntry"]}"#),
			["tickets.json:14:29: error: components.schemas must be an object (schema name → schema), not an array"])
		XCTAssertEqual(errors(replacing: schemas, with: #""components": "Ticket""#),
			[#"tickets.json:14:17: error: components must be an object (the schemas that operations refer to), not a string"#])
		// A schema that is no object is still a name that references may use.
		XCTAssertEqual(errors(replacing: #""ListEntry": {"type": "object", "properties": {"key": {"type": "string"}}}"#, with: #""ListEntry": "object""#),
			[#"tickets.json:15:18: error: components.schemas.ListEntry must be an object (a schema such as {"type": "object", "properties": {…}}), not a string"#])
	}

	func testMisshapenInfoAndServersAreLocated() {
		XCTAssertEqual(errors(replacing: #""info": {"title": "Object", "version": "v1.0"}"#, with: #""info": "Object v1.0""#),
			[#"tickets.json:3:11: error: info must be an object (the document's title and version), not a string"#])
		XCTAssertEqual(errors(replacing: #""version": "v1.0""#, with: #""version": 1.0"#),
			[#"tickets.json:3:42: error: info.version must be a string, not a number"#])
		XCTAssertEqual(errors(replacing: #"[{"url": "http://localhost:8080/o/c/tickets/"}]"#, with: #"[{"description": "local"}, "http://localhost"]"#), [
			#"tickets.json:4:15: error: servers[0]: missing required key "url" (for example "https://portal.example.com/o/c/tickets/")"#,
			#"tickets.json:4:41: error: servers[1] must be an object (a server such as {"url": "https://portal.example.com/o/c/tickets/"}), not a string"#,
		])
	}

	/// Every mistake of a document is reported in one reading, each once.
	func testEveryMistakeIsReportedOnce() {
		let broken = OpenAPIReaderTests.small
			.replacingOccurrences(of: #""name": "ticketId""#, with: #""name": 1"#)
			.replacingOccurrences(of: ##""$ref": "#/components/schemas/ListEntry""##, with: ##""$ref": "#/components/schemas/Entry""##)
			.replacingOccurrences(of: #""format": "int64""#, with: #""format": "int64", "nullable": 0"#)
		let errors = read(broken).errors
		XCTAssertEqual(errors.count, 3, "\(errors)")
		XCTAssertEqual(Set(errors).count, 3)
	}

	// MARK: Saved documents

	/// Documents saved from a portal (`SCREENLETGEN_OPENAPI_FIXTURES=<folder>`): each reads
	/// without an error and has a page of its object's entries.
	func testSavedPortalDocuments() throws {
		guard let folder = ProcessInfo.processInfo.environment["SCREENLETGEN_OPENAPI_FIXTURES"] else {
			throw XCTSkip("set SCREENLETGEN_OPENAPI_FIXTURES to a folder of saved /o/c/<plural>/openapi.json documents")
		}
		let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
		XCTAssertFalse(names.isEmpty, "no .json file in \(folder)")
		for name in names {
			var diagnostics = Diagnostics()
			let document = OpenAPIReader.read(path: (folder as NSString).appendingPathComponent(name), diagnostics: &diagnostics)
			XCTAssertEqual(diagnostics.all.map { $0.description }, [], name)
			let pages = document?.pageSchemas ?? []
			XCTAssertFalse(pages.isEmpty, "\(name): no page schema")
			for page in pages {
				XCTAssertNotNil(document?.entrySchema(ofPage: page), "\(name): \(page.name)'s entry")
			}
		}
	}
}

extension OpenAPIReaderTests {

	/// A company-scoped object `Ticket` in the shape the portal writes: keys sorted, every
	/// response `default`, every parameter a string, a page schema, read-only and write-only
	/// fields, a picklist and a multiselect one, a date, a relationship, `creator` declared a
	/// string, extensions (`x-…`) everywhere, one operation id on two paths.
	static let tickets = """
		{
		  "components": {
		    "schemas": {
		      "Facet": {
		        "properties": {
		          "facetCriteria": {"type": "string"},
		          "facetValues": {"items": {"$ref": "#/components/schemas/FacetValue"}, "type": "array"}
		        },
		        "type": "object"
		      },
		      "FacetValue": {
		        "properties": {"numberOfOccurrences": {"format": "int32", "type": "integer"}, "term": {"type": "string"}},
		        "type": "object"
		      },
		      "ListEntry": {
		        "properties": {
		          "key": {"type": "string"},
		          "name": {"type": "string"},
		          "name_i18n": {"additionalProperties": {"type": "string"}, "readOnly": true, "type": "object"},
		          "x-class-name": {"default": "com.example.ListEntry", "readOnly": true, "type": "string"}
		        },
		        "type": "object",
		        "xml": {"name": "ListEntry"}
		      },
		      "PageTicket": {
		        "properties": {
		          "actions": {"additionalProperties": {"additionalProperties": {"type": "string"}, "type": "object"}, "type": "object"},
		          "facets": {"items": {"$ref": "#/components/schemas/Facet"}, "type": "array"},
		          "items": {"items": {"$ref": "#/components/schemas/Ticket"}, "type": "array"},
		          "lastPage": {"format": "int64", "type": "integer"},
		          "page": {"format": "int64", "type": "integer"},
		          "pageSize": {"format": "int64", "type": "integer"},
		          "totalCount": {"format": "int64", "type": "integer"},
		          "x-schema-name": {"default": "PageTicket", "readOnly": true, "type": "string"}
		        },
		        "type": "object"
		      },
		      "Scope": {
		        "properties": {"key": {"type": "string"}, "type": {"enum": ["AssetLibrary", "Site", "Space"], "type": "string"}},
		        "type": "object"
		      },
		      "Ticket": {
		        "properties": {
		          "actions": {"additionalProperties": {"type": "object"}, "readOnly": true, "type": "object"},
		          "creator": {"readOnly": true, "type": "string", "x-parent-map": "properties"},
		          "dateCreated": {"format": "date-time", "readOnly": true, "type": "string"},
		          "dueDate": {"format": "date", "nullable": true, "readOnly": false, "type": "string"},
		          "estimate": {"format": "double", "type": "number"},
		          "externalReferenceCode": {"readOnly": false, "type": "string"},
		          "id": {"format": "int64", "readOnly": true, "type": "integer"},
		          "labels": {"items": {"$ref": "#/components/schemas/ListEntry"}, "type": "array"},
		          "priority": {"$ref": "#/components/schemas/ListEntry"},
		          "r_projectTickets_c_projectERC": {"type": "string"},
		          "r_projectTickets_c_projectId": {"format": "int64", "readOnly": false, "type": "integer"},
		          "status": {"format": "int32", "readOnly": true, "type": "integer"},
		          "subject": {"description": "What the ticket is about.", "type": "string"},
		          "taxonomyCategoryIds": {"items": {"format": "int64", "type": "integer"}, "type": "array", "writeOnly": true},
		          "urgent": {"type": "boolean"},
		          "x-class-name": {"default": "com.example.ObjectEntry", "readOnly": true, "type": "string"}
		        },
		        "type": "object",
		        "x-filterable": {"dateCreated": {"type": "date_time"}, "id": {"type": "id"}},
		        "xml": {"name": "ObjectEntry"}
		      }
		    }
		  },
		  "info": {"title": "Object", "version": "v1.0"},
		  "openapi": "3.0.1",
		  "paths": {
		    "/": {
		      "get": {
		        "operationId": "getTicketsPage",
		        "parameters": [
		          {"in": "query", "name": "filter", "schema": {"type": "string"}},
		          {"in": "query", "name": "page", "schema": {"type": "string"}},
		          {"in": "query", "name": "pageSize", "schema": {"type": "string"}},
		          {"in": "query", "name": "search", "schema": {"type": "string"}},
		          {"in": "query", "name": "sort", "schema": {"type": "string"}}
		        ],
		        "responses": {"default": {"content": {
		          "application/json": {"schema": {"$ref": "#/components/schemas/PageTicket"}},
		          "application/xml": {"schema": {"$ref": "#/components/schemas/PageTicket"}}
		        }, "description": "default response"}},
		        "tags": ["Ticket"]
		      },
		      "post": {
		        "operationId": "postTicket",
		        "requestBody": {"content": {
		          "application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}},
		          "application/xml": {"schema": {"$ref": "#/components/schemas/Ticket"}}
		        }},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}, "description": "default response"}},
		        "tags": ["Ticket"]
		      }
		    },
		    "/by-external-reference-code/{externalReferenceCode}": {
		      "delete": {
		        "operationId": "deleteByExternalReferenceCode",
		        "parameters": [{"in": "path", "name": "externalReferenceCode", "required": true, "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {}}, "description": "default response"}}
		      },
		      "get": {
		        "operationId": "getByExternalReferenceCode",
		        "parameters": [{"in": "path", "name": "externalReferenceCode", "required": true, "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}, "description": "default response"}}
		      },
		      "put": {
		        "operationId": "putByExternalReferenceCode",
		        "parameters": [{"in": "path", "name": "externalReferenceCode", "required": true, "schema": {"type": "string"}}],
		        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}, "description": "default response"}}
		      }
		    },
		    "/scopes/{scopeKey}": {
		      "get": {
		        "operationId": "getScopeScopeKeyPage",
		        "parameters": [
		          {"in": "path", "name": "scopeKey", "required": true, "schema": {"type": "string"}},
		          {"in": "query", "name": "page", "schema": {"type": "string"}},
		          {"in": "query", "name": "pageSize", "schema": {"type": "string"}}
		        ],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/PageTicket"}}}, "description": "default response"}}
		      },
		      "post": {
		        "operationId": "postScopeScopeKey",
		        "parameters": [{"in": "path", "name": "scopeKey", "required": true, "schema": {"type": "string"}}],
		        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}, "description": "default response"}}
		      }
		    },
		    "/{ticketId}": {
		      "delete": {
		        "operationId": "deleteTicket",
		        "parameters": [{"in": "path", "name": "ticketId", "required": true, "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {}}, "description": "default response"}}
		      },
		      "get": {
		        "operationId": "getTicket",
		        "parameters": [
		          {"in": "path", "name": "ticketId", "required": true, "schema": {"type": "string"}},
		          {"in": "query", "name": "fields", "schema": {"type": "string"}}
		        ],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}, "description": "default response"}}
		      },
		      "patch": {
		        "operationId": "patchTicket",
		        "parameters": [{"in": "path", "name": "ticketId", "required": true, "schema": {"type": "string"}}],
		        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}, "description": "default response"}}
		      }
		    },
		    "/{ticketId}/projectTickets/{projectId}": {
		      "put": {
		        "operationId": "putCurrentTicket",
		        "parameters": [
		          {"in": "path", "name": "ticketId", "required": true, "schema": {"type": "string"}},
		          {"in": "path", "name": "projectId", "required": true, "schema": {"type": "string"}}
		        ],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}, "description": "default response"}}
		      }
		    },
		    "/{ticketId}/watchers/{watcherId}": {
		      "put": {
		        "operationId": "putCurrentTicket",
		        "parameters": [
		          {"in": "path", "name": "ticketId", "required": true, "schema": {"type": "string"}},
		          {"in": "path", "name": "watcherId", "required": true, "schema": {"type": "string"}}
		        ],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}, "description": "default response"}}
		      }
		    }
		  },
		  "servers": [{"url": "http://localhost:8080/o/c/tickets/"}]
		}
		"""
}
