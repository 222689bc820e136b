import XCTest
@testable import ScreenletGenKit

/// A headless spec's mistakes (issue 29): each is one error that says where (file:line:column
/// and key path) and what to write, with the nearest name the OpenAPI document has; nothing is
/// generated. The spec is written beside a copy of `Examples/ticket.openapi.json`.
final class HeadlessSpecErrorTests: FolderTestCase {

	/// A list, an add and an update, every name as the document has it.
	private let valid = """
	{
	  "entity": "Ticket",
	  "openapi": "ticket.openapi.json",
	  "attributes": [
	    { "name": "subject", "type": "String" },
	    { "name": "priority", "type": "String", "key": "priority.key" },
	    { "name": "dueDate", "type": "Date" }
	  ],
	  "screenlets": [
	    { "kind": "list", "page": { "operation": "getTicketsPage", "params": [ { "name": "sort", "value": "dateCreated:desc" } ] }, "cell": "subject" },
	    { "kind": "action", "name": "AddTicket",
	      "inputs": [ { "name": "subject", "type": "String" }, { "name": "priority", "type": "String" } ],
	      "actions": [ { "name": "add-ticket", "operation": "postTicket", "body": ["subject", "priority"], "result": "entity" } ] },
	    { "kind": "action", "name": "UpdateTicket",
	      "properties": [ { "name": "ticketId", "type": "Int64" } ],
	      "inputs": [ { "name": "subject", "type": "String" } ],
	      "actions": [ { "name": "update-ticket", "operation": "PATCH /{ticketId}", "params": ["ticketId"], "body": ["subject"], "result": "entity" } ] }
	  ]
	}
	"""

	override func setUpWithError() throws {
		try super.setUpWithError()
		try FileManager.default.copyItem(at: TestSupport.examplesDirectory.appendingPathComponent("ticket.openapi.json"),
			to: directory.appendingPathComponent("ticket.openapi.json"))
	}

	/// `valid` with each `(old, new)` replaced, written as `spec.json` beside the document and
	/// generated in memory: its messages, without the temporary folder in their paths.
	private func errors(_ replacements: (String, String)...) throws -> [String] {
		return messages(try generate(valid, replacing: replacements))
	}

	func testTheValidSpecHasNoDiagnostics() throws {
		XCTAssertEqual(try errors(), [])
		// The key written with an escape is the same key (valid JSON), and its document is read (issue 39).
		XCTAssertEqual(try errors(("\"openapi\": \"ticket.openapi.json\"", #""\u006fpenapi": "ticket.openapi.json""#)), [])
	}

	// MARK: Operations

	func testAMisspelledOperationIdProposesTheDocumentsId() throws {
		XCTAssertEqual(try errors(("\"getTicketsPage\"", "\"getTicketPage\"")),
			[#"spec.json:10:46: error: screenlets[0].page.operation: ticket.openapi.json has no operation "getTicketPage" (did you mean "getTicketsPage"?); name an operationId or write "GET /""#])
	}

	func testAMisspelledPathProposesTheDocumentsPath() throws {
		XCTAssertEqual(try errors(("\"PATCH /{ticketId}\"", "\"PATCH /{ticketID}\"")),
			[#"spec.json:17:60: error: screenlets[2].actions[0].operation: ticket.openapi.json has no PATCH /{ticketID} (did you mean "PATCH /{ticketId}"?)"#])
	}

	func testAMisspelledMethodProposesTheMethod() throws {
		XCTAssertEqual(try errors(("\"PATCH /{ticketId}\"", "\"PACTH /{ticketId}\"")),
			[#"spec.json:17:60: error: screenlets[2].actions[0].operation: "PACTH" is not an HTTP method; write "PATCH /{ticketId}""#])
		XCTAssertEqual(try errors(("\"PATCH /{ticketId}\"", "\"patch /{ticketId}\"")),
			[#"spec.json:17:60: error: screenlets[2].actions[0].operation: the document writes the method in capitals: write "PATCH /{ticketId}""#])
		XCTAssertEqual(try errors(("\"PATCH /{ticketId}\"", "\"UPDATE /{ticketId}\"")),
			[#"spec.json:17:60: error: screenlets[2].actions[0].operation: "UPDATE" is not an HTTP method; write one of GET, POST, PUT, PATCH, DELETE before the path"#])
		XCTAssertEqual(try errors(("\"PATCH /{ticketId}\"", "\"patch ticket\"")),
			[#"spec.json:17:60: error: screenlets[2].actions[0].operation: "patch ticket" is not an operation; write its operationId ("getTicketsPage") or its method and path as the document writes it ("PATCH /{ticketId}")"#])
	}

	/// The document gives `patchCurrentTicket` to two paths: both forms are proposed.
	func testAnOperationIdOfTwoPathsProposesBothMethodsAndPaths() throws {
		XCTAssertEqual(try errors(("\"PATCH /{ticketId}\"", "\"patchCurrentTicket\"")),
			[#"spec.json:17:60: error: screenlets[2].actions[0].operation: ticket.openapi.json gives "patchCurrentTicket" to 2 operations; name one by its method and path: "PATCH /{ticketId}/ticketAffectedComponents/{componentId}" or "PATCH /{ticketId}/ticketFixedComponents/{componentId}""#])
	}

	/// A list reads a page: an operation that answers one entry is one error, not also one
	/// for each parameter it lacks.
	func testAListOfAnOperationThatAnswersNoPageIsOneError() throws {
		XCTAssertEqual(try errors(("\"operation\": \"getTicketsPage\"", "\"operation\": \"getTicket\"")),
			["spec.json:10:46: error: screenlets[0].page.operation: getTicket does not answer a page of Ticket entries; a list reads one of getTicketsPage, getApprovedPage, getByExternalReferenceCodeVersionsPage"])
	}

	// MARK: Parameters

	func testAMisspelledParameterProposesTheOperationsParameter() throws {
		XCTAssertEqual(try errors(("\"name\": \"sort\"", "\"name\": \"srot\"")),
			[#"spec.json:10:76: error: screenlets[0].page.params[0]: getTicketsPage has no parameter "srot"; its parameters are aggregationTerms, fields, filter, nestedFields, page, pageSize, restrictFields, search, sort (did you mean "sort"?)"#])
	}

	func testPageIsTheListsToSet() throws {
		XCTAssertEqual(try errors(("\"name\": \"sort\", \"value\": \"dateCreated:desc\"", "\"name\": \"page\", \"value\": 2")),
			[#"spec.json:10:76: error: screenlets[0].page.params[0]: "page" is set by the list from the rows Screens asks for; remove it"#])
	}

	func testAMissingPathParameterSaysWhatToAdd() throws {
		XCTAssertEqual(try errors(("\"params\": [\"ticketId\"], ", "")),
			[#"spec.json:17:60: error: screenlets[2].actions[0].operation: PATCH /{ticketId} needs its path parameter "ticketId"; add "ticketId" to "params" (a property or input of that name) or {"name": "ticketId", "from": ...}"#])
		XCTAssertEqual(try errors(("\"operation\": \"PATCH /{ticketId}\", \"params\": [\"ticketId\"], ", "\"operation\": \"patchTicket\", ")),
			[#"spec.json:17:60: error: screenlets[2].actions[0].operation: patchTicket needs its path parameter "ticketId"; add "ticketId" to "params" (a property or input of that name) or {"name": "ticketId", "from": ...}"#])
	}

	/// A bare name is a property or input of the screenlet; one that names neither is one error.
	func testABareValueThatNamesNothingIsOneError() throws {
		XCTAssertEqual(try errors(("{ \"name\": \"sort\", \"value\": \"dateCreated:desc\" }", "\"search\"")),
			[#"spec.json:10:76: error: screenlets[0].page.params[0]: "search" names no property or input; add a property "search" or write {"name": "search", "value": ...}"#])
		XCTAssertEqual(try errors(("\"body\": [\"subject\"]", "\"body\": [{ \"name\": \"subject\", \"from\": \"subjct\" }]")),
			[#"spec.json:17:143: error: screenlets[2].actions[0].body[0].from: "from": "subjct" names no property or input (did you mean "subject"?); add a property "subjct" or write {"name": "subject", "value": ...}"#])
	}

	/// A list's fixed sort names a field of the entry (the document marks none sortable), and
	/// its direction is asc or desc; the nearest field is proposed.
	func testAListsSortNamesAFieldOfTheEntry() throws {
		XCTAssertEqual(try errors(("dateCreated:desc", "dateCreatd:desc")),
			[#"spec.json:10:76: error: screenlets[0].page.params[0]: the sort names "dateCreatd", which is no field of Ticket (did you mean "dateCreated"?); sort by one of its fields, e.g. "dateCreated:desc""#])
		XCTAssertEqual(try errors(("dateCreated:desc", "dateCreated:down")),
			[#"spec.json:10:76: error: screenlets[0].page.params[0]: "dateCreated:down" sorts neither up nor down; write "dateCreated:asc" or "dateCreated:desc""#])
		XCTAssertEqual(try errors(("dateCreated:desc", "dateCreated:desc,idd:desc")),
			[#"spec.json:10:76: error: screenlets[0].page.params[0]: the sort names "idd", which is no field of Ticket (did you mean "id"?); sort by one of its fields, e.g. "dateCreated:desc""#])
		// Several keys, a key without a direction, a name the filter vocabulary has.
		XCTAssertEqual(try errors(("dateCreated:desc", "priority:asc,dateCreated:desc,id")), [])
		XCTAssertEqual(try errors(("dateCreated:desc", "creatorId:asc")), [])
	}

	/// A list's fixed `nestedFields` names fields of the entry the portal embeds (a
	/// relationship's parent or entries, `auditEvents`): a misspelt relationship or a plain
	/// field is one error at the parameter, with the nearest such field (issue 38).
	func testAListsNestedFieldsNamesARelationshipOfTheEntry() throws {
		let sort = #"{ "name": "sort", "value": "dateCreated:desc" }"#
		XCTAssertEqual(try errors((sort, #"{ "name": "nestedFields", "value": "componentTickets,auditEvents" }"#)), [])
		XCTAssertEqual(try errors((sort, #"{ "name": "nestedFields", "value": "componentTicket" }"#)),
			[#"spec.json:10:76: error: screenlets[0].page.params[0]: nestedFields names "componentTicket", which is no field of Ticket an answer embeds (did you mean "componentTickets"?); name a relationship of Ticket (a field holding an object or a list)"#])
		XCTAssertEqual(try errors((sort, #"{ "name": "nestedFields", "value": "subject" }"#)).count, 1)
	}

	/// A list's fixed filter names only fields the document lists as filterable (an Object's
	/// `x-filterable`), whatever else the expression holds.
	func testAListsFilterNamesFilterableFields() throws {
		XCTAssertEqual(try errors(("{ \"name\": \"sort\", \"value\": \"dateCreated:desc\" }", "{ \"name\": \"filter\", \"value\": \"subjet eq 'Printer'\" }")),
			[#"spec.json:10:76: error: screenlets[0].page.params[0]: the filter names "subjet", which ticket.openapi.json does not list among the fields Ticket is filtered by (its x-filterable) (did you mean "subject"?); filter by one of those"#])
		// A field of the entry that the portal does not filter by.
		XCTAssertEqual(try errors(("{ \"name\": \"sort\", \"value\": \"dateCreated:desc\" }", "{ \"name\": \"filter\", \"value\": \"friendlyUrlPath eq 'a'\" }")),
			[#"spec.json:10:76: error: screenlets[0].page.params[0]: the filter names "friendlyUrlPath", which ticket.openapi.json does not list among the fields Ticket is filtered by (its x-filterable); filter by one of those"#])
		let valid = "subject eq 'It''s and not' and (contains(description, 'y') or keywords/any(k:k eq 'a')) and dateCreated gt 2024-01-01T00:00:00Z and componentTickets/code ne null and status eq 0"
		XCTAssertEqual(try errors(("{ \"name\": \"sort\", \"value\": \"dateCreated:desc\" }", "{ \"name\": \"filter\", \"value\": \"\(valid)\" }")), [])
		XCTAssertEqual(OpenAPICheck.filterFields(valid), ["subject", "description", "keywords", "dateCreated", "componentTickets/code", "status"])
	}

	/// An API Builder application's document lists no filterable fields: a filter and a sort
	/// name fields of the entry.
	func testAFilterWithoutXFilterableNamesFieldsOfTheEntry() throws {
		try FileManager.default.copyItem(at: TestSupport.examplesDirectory.appendingPathComponent("visit.openapi.json"),
			to: directory.appendingPathComponent("visit.openapi.json"))
		func diagnostics(_ params: String) throws -> [String] {
			let spec = """
			{ "entity": "Visit", "openapi": "visit.openapi.json",
			  "screenlets": [ { "kind": "list", "page": { "operation": "getVisitsPage", "params": [\(params)] }, "cell": "host" } ] }
			"""
			let file = directory.appendingPathComponent("visit.json")
			try spec.write(to: file, atomically: false, encoding: .utf8)
			let result = Generator().generate([Generator.SpecInput(file: file.path, bytes: Array(spec.utf8))])
			return result.diagnostics.all.map { $0.description.replacingOccurrences(of: directory.path + "/", with: "") }
		}
		XCTAssertEqual(try diagnostics(#"{ "name": "filter", "value": "gusts gt 2" }"#),
			[#"visit.json:2:88: error: screenlets[0].page.params[0]: the filter names "gusts", which is no field of Visit (did you mean "guests"?); filter by one of its fields"#])
		XCTAssertEqual(try diagnostics(#"{ "name": "sort", "value": "startAt:asc" }"#),
			[#"visit.json:2:88: error: screenlets[0].page.params[0]: the sort names "startAt", which is no field of Visit (did you mean "startsAt"?); sort by one of its fields, e.g. "day:desc""#])
		XCTAssertEqual(try diagnostics(#"{ "name": "filter", "value": "guests gt 2 and confirmed eq true" }, { "name": "sort", "value": "startsAt:asc" }"#), [])
	}

	// MARK: Bodies

	func testAMisspelledBodyFieldProposesTheSchemasField() throws {
		XCTAssertEqual(try errors(("\"body\": [\"subject\"]", "\"body\": [\"subjcet\"]")),
			[#"spec.json:17:114: error: screenlets[2].actions[0].body[0]: Ticket has no field "subjcet" (did you mean "subject"?)"#])
	}

	func testAReadOnlyBodyFieldIsOneError() throws {
		XCTAssertEqual(try errors(("\"body\": [\"subject\"]", "\"body\": [\"subject\", { \"name\": \"dateCreated\", \"value\": \"2024-01-01\" }]")),
			[#"spec.json:17:125: error: screenlets[2].actions[0].body[1]: Ticket.dateCreated is read-only (the portal sets it); remove it from "body""#])
	}

	func testABodyOnAnOperationWithoutOneIsOneError() throws {
		XCTAssertEqual(try errors(("\"operation\": \"PATCH /{ticketId}\", \"params\": [\"ticketId\"], \"body\": [\"subject\"], \"result\": \"entity\"",
				"\"operation\": \"deleteTicket\", \"params\": [\"ticketId\"], \"body\": [\"subject\"], \"result\": \"none\"")),
			[#"spec.json:17:109: error: screenlets[2].actions[0].body: deleteTicket takes no JSON body; remove "body""#])
		// A body that is not an object of fields.
		XCTAssertEqual(try errors(("\"operation\": \"postTicket\", \"body\": [\"subject\", \"priority\"], \"result\": \"entity\"", "\"operation\": \"POST /batch\", \"body\": [\"subject\", \"priority\"], \"result\": \"none\"")),
			["spec.json:13:81: error: screenlets[1].actions[0].body: POST /batch takes a body of no schema (an object), whose fields cannot be checked; call an operation that takes a Ticket"])
		// An operation that answers no entry, for an action that reads one: one error, its body not checked too.
		XCTAssertEqual(try errors(("\"operation\": \"postTicket\"", "\"operation\": \"POST /batch\"")),
			[#"spec.json:13:57: error: screenlets[1].actions[0].operation: POST /batch does not answer a Ticket; write "result": "none""#])
	}

	func testABodyFieldOfAnotherTypeSaysWhichToDeclare() throws {
		XCTAssertEqual(try errors(("{ \"name\": \"priority\", \"type\": \"String\" } ]", "{ \"name\": \"priority\", \"type\": \"String\" }, { \"name\": \"estimate\", \"type\": \"Bool\" } ]"),
				("[\"subject\", \"priority\"]", "[\"subject\", \"priority\", \"estimate\"]")),
			[#"spec.json:13:103: error: screenlets[1].actions[0].body[2]: "estimate" is a Bool, but the field estimate is a number (double); declare it as Double"#])
	}

	/// Every pairing of an input's type and a body field's that the portal would refuse (or
	/// read as another value) is one error at the value, which says the type to declare: text
	/// to a date, a date to text or to a picklist, a fraction to an integer, a boolean to a
	/// number; a field of no input type (an array) says to remove it.
	func testEveryBodyFieldOfAnotherTypeSaysWhichToDeclare() throws {
		func errors(input type: String, field: String) throws -> [String] {
			return try self.errors(("{ \"name\": \"priority\", \"type\": \"String\" } ]", "{ \"name\": \"priority\", \"type\": \"String\" }, { \"name\": \"entered\", \"type\": \"\(type)\" } ]"),
				("\"body\": [\"subject\", \"priority\"]", "\"body\": [\"subject\", \"priority\", { \"name\": \"\(field)\", \"from\": \"entered\" }]"))
		}
		let at = "spec.json:13:"
		XCTAssertEqual(try errors(input: "String", field: "dueDate"),
			[#"\#(at)132: error: screenlets[1].actions[0].body[2].from: "entered" is a String, but the field dueDate is a string (date-time); declare it as Date"#])
		XCTAssertEqual(try errors(input: "Date", field: "reporterEmail"),
			[#"\#(at)138: error: screenlets[1].actions[0].body[2].from: "entered" is a Date, but the field reporterEmail is a string; declare it as String"#])
		XCTAssertEqual(try self.errors(("{ \"name\": \"priority\", \"type\": \"String\" } ]", "{ \"name\": \"priority\", \"type\": \"Date\" } ]")),
			[#"\#(at)91: error: screenlets[1].actions[0].body[1]: "priority" is a Date, but the field priority is a picklist, sent as its key; declare it as String"#])
		XCTAssertEqual(try errors(input: "Double", field: "r_componentTickets_c_componentId"),
			[#"\#(at)157: error: screenlets[1].actions[0].body[2].from: "entered" is a Double, but the field r_componentTickets_c_componentId is an integer (int64); declare it as Int64"#])
		XCTAssertEqual(try errors(input: "Bool", field: "estimate"),
			[#"\#(at)133: error: screenlets[1].actions[0].body[2].from: "entered" is a Bool, but the field estimate is a number (double); declare it as Double"#])
		XCTAssertEqual(try errors(input: "Int", field: "resolved"),
			[#"\#(at)133: error: screenlets[1].actions[0].body[2].from: "entered" is an Int, but the field resolved is a boolean; declare it as Bool"#])
		XCTAssertEqual(try errors(input: "String", field: "taxonomyCategoryIds"),
			[#"\#(at)144: error: screenlets[1].actions[0].body[2].from: "entered" is a String, but the field taxonomyCategoryIds is an array, which no property or input sends; remove it from "body" (or send {"name": "taxonomyCategoryIds", "value": null})"#])
		// What fits: the same type, a whole number for any number, text for a picklist's key.
		XCTAssertEqual(try errors(input: "Date", field: "dueDate"), [])
		XCTAssertEqual(try errors(input: "Int64", field: "estimate"), [])
		XCTAssertEqual(try errors(input: "Int", field: "r_componentTickets_c_componentId"), [])
	}

	// MARK: Attributes

	func testAMisspelledAttributeFieldProposesTheEntrysField() throws {
		XCTAssertEqual(try errors(("{ \"name\": \"dueDate\", \"type\": \"Date\" }", "{ \"name\": \"dueDat\", \"type\": \"Date\" }")),
			[#"spec.json:7:15: error: attributes[2].name: Ticket has no field "dueDat" (did you mean "dueDate"?)"#])
		XCTAssertEqual(try errors(("\"key\": \"priority.key\"", "\"key\": \"priorty.key\"")),
			[#"spec.json:6:52: error: attributes[1].key: Ticket has no field "priorty" (did you mean "priority"?)"#])
	}

	func testAWrongAttributeTypeProposesTheRightOne() throws {
		XCTAssertEqual(try errors(("{ \"name\": \"dueDate\", \"type\": \"Date\" }", "{ \"name\": \"dueDate\", \"type\": \"String\" }")),
			[#"spec.json:7:34: error: attributes[2].type: Ticket.dueDate is a string (date-time); write "type": "Date""#])
		XCTAssertEqual(try errors(("{ \"name\": \"dueDate\", \"type\": \"Date\" }", "{ \"name\": \"resolved\", \"type\": \"String\" }")),
			[#"spec.json:7:35: error: attributes[2].type: Ticket.resolved is a boolean; write "type": "Bool""#])
	}

	func testAPicklistIsReadAtItsKeyOrName() throws {
		XCTAssertEqual(try errors(("\"type\": \"String\", \"key\": \"priority.key\"", "\"type\": \"String\"")),
			[#"spec.json:6:15: error: attributes[1].name: Ticket.priority is a picklist ({"key", "name"}); read its key with "key": "priority.key" (or its name with "priority.name")"#])
		XCTAssertEqual(try errors(("\"key\": \"priority.key\"", "\"key\": \"priority.nmae\"")),
			[#"spec.json:6:52: error: attributes[1].key: Ticket.priority has no field "nmae"; its fields are key, name, name_i18n (did you mean "name"?)"#])
		XCTAssertEqual(try errors(("\"key\": \"priority.key\"", "\"key\": \"priority.name\"")), [])
	}

	/// The document declares `creator` a string; the portal answers an object.
	func testCreatorIsReadAtOneOfItsFields() throws {
		XCTAssertEqual(try errors(("{ \"name\": \"dueDate\", \"type\": \"Date\" }", "{ \"name\": \"creator\", \"type\": \"String\" }")),
			[#"spec.json:7:15: error: attributes[2].name: the portal answers creator as an object; read one of its fields with "key": "creator.name""#])
		XCTAssertEqual(try errors(("{ \"name\": \"dueDate\", \"type\": \"Date\" }", "{ \"name\": \"creator\", \"type\": \"String\", \"key\": \"creator.nme\" }")),
			[#"spec.json:7:51: error: attributes[2].key: Ticket.creator has no field "nme"; its fields are additionalName, contentType, externalReferenceCode, familyName, givenName, id, image, name, profileURL, userGroupBriefs (did you mean "name"?)"#])
		XCTAssertEqual(try errors(("{ \"name\": \"dueDate\", \"type\": \"Date\" }", "{ \"name\": \"author\", \"type\": \"String\", \"key\": \"creator.name\" }")), [])
		// A string has no fields.
		XCTAssertEqual(try errors(("{ \"name\": \"subject\", \"type\": \"String\" },\n", "{ \"name\": \"subject\", \"type\": \"String\", \"key\": \"subject.text\" },\n")),
			[#"spec.json:5:51: error: attributes[0].key: Ticket.subject is a string, which has no fields; write "key": "subject""#])
		XCTAssertEqual(try errors(("\"key\": \"priority.key\"", "\"key\": \"priority.key.text\"")),
			[#"spec.json:6:52: error: attributes[1].key: Ticket.priority.key is a string, which has no fields; write "key": "priority.key""#])
		XCTAssertEqual(try errors(("\"key\": \"priority.key\"", "\"key\": \"priority.\"")),
			[#"spec.json:6:52: error: attributes[1].key: "priority." names no field; write a field of Ticket ("subject") or a field of one ("priority.key")"#])
	}

	// MARK: The spec's keys

	func testAMisspelledSchemaProposesTheDocumentsEntry() throws {
		XCTAssertEqual(try errors(("\"openapi\": \"ticket.openapi.json\",", "\"openapi\": \"ticket.openapi.json\", \"schema\": \"Tciket\",")),
			[#"spec.json:3:47: error: schema: ticket.openapi.json has no schema "Tciket"; its entries are Ticket (did you mean "Ticket"?)"#])
		// A schema no list answers is no entry: one error, not one per call and cell.
		XCTAssertEqual(try errors(("\"openapi\": \"ticket.openapi.json\",", "\"openapi\": \"ticket.openapi.json\", \"schema\": \"ListEntry\",")),
			[#"spec.json:3:47: error: schema: "ListEntry" is not an entry of ticket.openapi.json (no list answers a page of it); its entries are Ticket"#])
	}

	func testOpenAPIWithAServiceIsOneError() throws {
		XCTAssertEqual(try errors(("\"openapi\": \"ticket.openapi.json\",", "\"openapi\": \"ticket.openapi.json\", \"service\": \"LRBookmarksEntryService_v7\",")),
			[#"spec.json:3:48: error: service: a spec calls a Mobile SDK service or the headless API of its "openapi" document, not both; remove "service""#])
		XCTAssertEqual(try errors(("\"operation\": \"getTicketsPage\",", "\"operation\": \"getTicketsPage\", \"service\": \"LRBookmarksEntryService_v7\",")),
			[#"spec.json:10:75: error: screenlets[0].page.service: an operation is called by its path, not by a Mobile SDK class or method; remove "service""#])
	}

	/// A spec without `openapi` whose calls are operations lacks one key.
	func testOperationsWithoutOpenAPIAreOneError() throws {
		XCTAssertEqual(try errors(("\"openapi\": \"ticket.openapi.json\",", "")),
			[#"spec.json:10:46: error: screenlets[0].page.operation: an operation belongs to an OpenAPI document; add "openapi": "<document>.json" at the top level of the spec"#])
		// With a service, each operation is a call of the wrong kind.
		let service = """
		{
		  "entity": "Bookmark", "service": "LRBookmarksEntryService_v7",
		  "attributes": [ { "name": "name", "type": "String" } ],
		  "screenlets": [ { "kind": "list", "page": { "operation": "getBookmarksPage" } },
		    { "kind": "list", "name": "Other", "page": { "operation": "getOthersPage" } } ]
		}
		"""
		XCTAssertEqual(TestSupport.diagnostics(service), [
			#"spec.json:4:60: error: screenlets[0].page.operation: an operation belongs to an OpenAPI document; add "openapi": "<document>.json" at the top level of the spec"#,
			#"spec.json:5:63: error: screenlets[1].page.operation: an operation belongs to an OpenAPI document; add "openapi": "<document>.json" at the top level of the spec"#,
		])
	}

	/// A document whose server leaves the API's path as a placeholder (the portal's own API
	/// Builder test fixture writes `http://localhost:8080/o/${BASE_URL}/`): one error saying to
	/// give `basePath`, and none with it; a base path that is no path is one error; without a
	/// document, `basePath` is one error.
	func testAServerPathLeftAsAPlaceholderNeedsTheBasePath() throws {
		let document = directory.appendingPathComponent("ticket.openapi.json")
		let text = try String(contentsOf: document, encoding: .utf8)
		XCTAssertTrue(text.contains("\"url\": \"http://localhost:8080/o/c/tickets/\""))
		try text.replacingOccurrences(of: "\"url\": \"http://localhost:8080/o/c/tickets/\"", with: "\"url\": \"http://localhost:8080/o/${BASE_URL}/\"")
			.write(to: document, atomically: false, encoding: .utf8)
		XCTAssertEqual(try errors(), [#"spec.json:3:14: error: openapi: the server of ticket.openapi.json leaves the API's path as a placeholder, "${BASE_URL}" in "/o/${BASE_URL}"; give the path the portal publishes it at: "basePath": "/o/visits-app" (or save the document from the portal, /o/<application>/openapi.json, which writes it)"#])
		XCTAssertEqual(try errors(("\"openapi\": \"ticket.openapi.json\",", "\"openapi\": \"ticket.openapi.json\", \"basePath\": \"/o/c/tickets\",")), [])
		XCTAssertEqual(try errors(("\"openapi\": \"ticket.openapi.json\",", "\"openapi\": \"ticket.openapi.json\", \"basePath\": \"/o/../c\",")),
			[#"spec.json:3:49: error: basePath: "/o/../c" is not the path of an API below the portal; write it as the portal publishes it, "/o/visits-app" (letters, digits, - . _ ~ between single slashes)"#])
		let spec = """
		{
		  "entity": "Bookmark", "service": "LRBookmarksEntryService_v7", "basePath": "/o/c/bookmarks",
		  "attributes": [ { "name": "name", "type": "String" } ],
		  "screenlets": [ { "kind": "list", "page": { "method": "get-entries", "params": ["groupId", "folderId", "start", "end"] },
		    "properties": [ { "name": "folderId", "type": "Int64" } ] } ]
		}
		"""
		XCTAssertEqual(TestSupport.diagnostics(spec),
			[#"spec.json:2:78: error: basePath: a base path belongs to an OpenAPI document's API; add "openapi": "<document>.json" or remove "basePath""#])
	}

	func testASchemaWithoutOpenAPIIsOneError() throws {
		let spec = """
		{
		  "entity": "Bookmark", "service": "LRBookmarksEntryService_v7", "schema": "Bookmark",
		  "attributes": [ { "name": "name", "type": "String" } ],
		  "screenlets": [ { "kind": "list", "page": { "method": "get-entries", "params": ["groupId", "folderId", "start", "end"] },
		    "properties": [ { "name": "folderId", "type": "Int64" } ] } ]
		}
		"""
		XCTAssertEqual(TestSupport.diagnostics(spec),
			[#"spec.json:2:76: error: schema: a schema belongs to an OpenAPI document; add "openapi": "<document>.json" or remove "schema""#])
	}

	/// `openapi` that is not a string is one error, not also one for each operation.
	func testOpenAPIOfAnotherJSONTypeIsOneError() throws {
		XCTAssertEqual(try errors(("\"openapi\": \"ticket.openapi.json\"", "\"openapi\": 3")),
			["spec.json:3:14: error: openapi must be a string, not a number"])
		// A headless spec may leave its attributes to the schema.
		let start = valid.range(of: "  \"attributes\"")!.lowerBound, end = valid.range(of: "  \"screenlets\"")!.lowerBound
		XCTAssertEqual(try errors(("\"openapi\": \"ticket.openapi.json\"", "\"openapi\": 3"), (String(valid[start..<end]), "")),
			["spec.json:3:14: error: openapi must be a string, not a number"])
	}

	func testAMethodInAHeadlessSpecIsOneError() throws {
		XCTAssertEqual(try errors(("\"operation\": \"postTicket\"", "\"method\": \"add-entry\"")),
			[#"spec.json:13:54: error: screenlets[1].actions[0].method: this spec calls the headless API of its "openapi" document; name the call's "operation" (an operationId or "GET /") instead of a Mobile SDK "method""#])
	}

	/// A body beside a method, in a spec without a document: one error, at the body.
	func testABodyBesideAMethodIsOneError() {
		let spec = """
		{
		  "entity": "Bookmark", "service": "LRBookmarksEntryService_v7",
		  "attributes": [ { "name": "name", "type": "String" } ],
		  "screenlets": [ { "kind": "list", "properties": [ { "name": "folderId", "type": "Int64" } ],
		    "page": { "method": "get-entries", "params": ["groupId", "folderId", "start", "end"], "body": ["folderId"] } } ]
		}
		"""
		XCTAssertEqual(TestSupport.diagnostics(spec),
			[#"spec.json:5:100: error: screenlets[0].page.body: a body belongs to an OpenAPI "operation"; a Mobile SDK method takes its values as "params""#])
	}

	func testACountInAHeadlessListIsOneError() throws {
		XCTAssertEqual(try errors(("\"cell\": \"subject\" }", "\"cell\": \"subject\", \"count\": { \"method\": \"get-entries-count\", \"params\": [] } }")),
			[#"spec.json:10:157: error: screenlets[0].count: a headless page carries its row count (totalCount); remove "count""#])
	}

	func testACallbackStyleWithOpenAPIIsOneError() throws {
		XCTAssertEqual(try errors(("\"name\": \"AddTicket\",", "\"name\": \"AddTicket\", \"style\": \"callback\",")),
			[#"spec.json:11:55: error: screenlets[1].style: "callback" screenlets take a Mobile SDK service's callback; a headless call runs in a Connector: remove "style""#])
	}

	// MARK: The document

	func testAMissingDocumentIsAnErrorAtTheOpenAPIKey() throws {
		XCTAssertEqual(try errors(("\"openapi\": \"ticket.openapi.json\"", "\"openapi\": \"tickets.openapi.json\"")),
			["spec.json:3:14: error: openapi: cannot read the OpenAPI document tickets.openapi.json (No such file or directory); save the portal's /o/c/<plural>/openapi.json beside the spec and name it here"])
		XCTAssertEqual(try errors(("\"openapi\": \"ticket.openapi.json\"", "\"openapi\": \".\"")),
			["spec.json:3:14: error: openapi: cannot read the OpenAPI document . (a folder, not a file); save the portal's /o/c/<plural>/openapi.json beside the spec and name it here"])
	}

	func testAnEmptyDocumentNameIsOneError() throws {
		XCTAssertEqual(try errors(("\"openapi\": \"ticket.openapi.json\"", "\"openapi\": \"\"")),
			[#"spec.json:3:14: error: openapi: name the saved OpenAPI document, e.g. "ticket.openapi.json" (the portal serves it at /o/c/<plural>/openapi.json)"#])
	}

	func testADocumentThatIsNotOpenAPIIsOneError() throws {
		try "{\"entity\": \"Ticket\"}".write(to: directory.appendingPathComponent("other.json"), atomically: false, encoding: .utf8)
		XCTAssertEqual(try errors(("\"openapi\": \"ticket.openapi.json\"", "\"openapi\": \"other.json\"")),
			[#"spec.json:3:14: error: openapi: other.json is not an OpenAPI 3 document (it has no "openapi" version); name the document, expected an object with "openapi": "3.0.1" and "paths", as saved from the portal's /o/c/<plural>/openapi.json"#],
			"a file that is no document at all is the spec's mistake, at its openapi key")
		try "{ nope".write(to: directory.appendingPathComponent("bad.json"), atomically: false, encoding: .utf8)
		XCTAssertEqual(try errors(("\"openapi\": \"ticket.openapi.json\"", "\"openapi\": \"bad.json\"")),
			["bad.json:1:3: error: expected a key in double quotes"])
	}

	/// A spec is someone else's file: a FIFO (or a device) its `openapi` names is one error at
	/// the key, at once; the run never waits for a writer (issue 39).
	func testADocumentThatIsAFIFOIsOneErrorNotAWait() throws {
		let fifo = directory.appendingPathComponent("fifo.json")
		XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
		let started = Date()
		XCTAssertEqual(try errors(("\"openapi\": \"ticket.openapi.json\"", "\"openapi\": \"fifo.json\"")),
			[#"spec.json:3:14: error: openapi: cannot read the OpenAPI document fifo.json (not a regular file (a FIFO, a socket or a device)); save the portal's /o/c/<plural>/openapi.json beside the spec and name it here"#])
		XCTAssertLessThan(Date().timeIntervalSince(started), 5)
	}

	/// A document past the reader's limit is one error at the document, which says the limit.
	func testADocumentOverFourMebibytesIsOneError() throws {
		try Data(repeating: 0x20, count: JSONParser.maximumSize + 10).write(to: directory.appendingPathComponent("huge.json"))
		XCTAssertEqual(try errors(("\"openapi\": \"ticket.openapi.json\"", "\"openapi\": \"huge.json\"")),
			["huge.json:1:1: error: the file is larger than 4194304 bytes (4 MiB), the most screenletgen reads of a JSON file"])
	}

	// MARK: The command line

	/// Through the command line: exit 1, the error on standard error, nothing written.
	func testTheCommandLineExitsOneAndWritesNothing() throws {
		let spec = directory.appendingPathComponent("spec.json")
		try valid.replacingOccurrences(of: "\"getTicketsPage\"", with: "\"getTicketPage\"").write(to: spec, atomically: false, encoding: .utf8)
		XCTAssertEqual(run([spec.path, "-o", out.path]), 1)
		XCTAssertTrue(errors.contains(#"spec.json:10:46: error: screenlets[0].page.operation: \#(directory.path)/ticket.openapi.json has no operation "getTicketPage" (did you mean "getTicketsPage"?)"#), errors)
		XCTAssertEqual(errors.components(separatedBy: ": error: ").count, 2, errors)
		XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
	}
}
