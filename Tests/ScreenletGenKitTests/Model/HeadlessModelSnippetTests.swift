import XCTest
@testable import ScreenletGenKit

/// Snippet tests of a headless spec (issue 29): a spec of a few lines on one of
/// `HeadlessDocuments`' documents → the request the model decides for each call (`HeadlessCall`):
/// its method, path, query, body and answer, each value bound to where it comes from.
final class HeadlessModelSnippetTests: XCTestCase {

	/// The spec's `screenlets` for `entity` of `document`, checked against it as a run checks it.
	private func model(_ screenlets: String, document: String = HeadlessDocuments.company, entity: String = "Ticket", attributes: String? = nil,
			schema: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> GenerationModel {
		let attributesMember = (attributes.map { #""attributes": \#($0), "# } ?? "") + (schema.map { #""schema": "\#($0)", "# } ?? "")
		let text = #"{"entity": "\#(entity)", "openapi": "document.json", \#(attributesMember)"screenlets": \#(screenlets)}"#
		var diagnostics = Diagnostics()
		let spec = try XCTUnwrap(SpecDecoder.decode(Array(text.utf8), file: "snippet.json", diagnostics: &diagnostics), "\(diagnostics.all)", file: file, line: line)
		let openAPI = try XCTUnwrap(OpenAPIReader.parse(Array(document.utf8), file: "document.json", diagnostics: &diagnostics), file: file, line: line)
		let resolved = SpecResolution.resolve(spec, defaults: SpecDefaults(), discovery: nil, document: openAPI, diagnostics: &diagnostics)
		PortalChecks.check(resolved, discovery: nil, diagnostics: &diagnostics)
		let model = ModelBuilder.build(resolved, diagnostics: &diagnostics)
		XCTAssertEqual(diagnostics.all.map { $0.description }, [], file: file, line: line)
		return try XCTUnwrap(model, file: file, line: line)
	}

	private func action(_ screenlets: String, document: String = HeadlessDocuments.company, entity: String = "Ticket",
			file: StaticString = #filePath, line: UInt = #line) throws -> HeadlessCall {
		let screenlet = try XCTUnwrap(model(screenlets, document: document, entity: entity, file: file, line: line).actionScreenlets.first, file: file, line: line)
		return try XCTUnwrap(screenlet.actions.first?.call.headless, file: file, line: line)
	}

	private func page(_ screenlets: String, document: String = HeadlessDocuments.company, entity: String = "Ticket",
			file: StaticString = #filePath, line: UInt = #line) throws -> HeadlessCall {
		let screenlet = try XCTUnwrap(model(screenlets, document: document, entity: entity, file: file, line: line).lists.first, file: file, line: line)
		return try XCTUnwrap(screenlet.page.headless, file: file, line: line)
	}

	/// `ticketId`, `literal "dateCreated:desc"`, `dueDate as day`: where a value comes from, and how it is sent.
	private func describe(_ value: ArgumentValue) -> String {
		switch value {
		case .literal(let literal, _):
			return "literal \(literal)"
		case .value(let source, let conversion):
			let name: String
			switch source {
			case .stored(let stored, _, let optional): name = optional ? "optional \(stored)" : stored
			case .groupId: name = "groupId"
			case .recordedGroupId(let member): name = "recorded site \(member)"
			case .externalReferenceCode: name = "externalReferenceCode"
			default: name = "\(source)"
			}
			switch conversion {
			case .none: return name
			case .text: return "\(name) as text"
			case .isoDate(let dayOnly): return "\(name) as \(dayOnly ? "day" : "date-time")"
			default: return "\(name) as \(conversion)"
			}
		}
	}

	/// `/scopes/{groupId}`: the path's text, and each value in braces.
	private func path(_ call: HeadlessCall) -> String {
		return call.path.map { part in
			switch part {
			case .text(let text): return text
			case .value(let value): return "{\(describe(value))}"
			}
		}.joined()
	}

	private func query(_ call: HeadlessCall) -> [String] {
		return call.query.map { "\($0.name)=\(describe($0.value))" }
	}

	private func body(_ call: HeadlessCall) -> [String] {
		return call.body.map { "\($0.name): \(describe($0.value))\($0.encoding == .picklistKey ? " (picklist)" : $0.encoding == .picklistKeys ? " (multiselect picklist)" : "")" }
	}

	// MARK: Relationships (issue 38)

	/// A related list: the entry a relationship lists below a parent (`Object2` of the portal's
	/// `object-rest-test` document) is the entity; its page is the parent's relationship path,
	/// the parent's id a part of it taken from a property that must be positive; the list's
	/// cache key is that property, so each parent's pages are its own. The many-to-one id of a
	/// spec that leaves attributes out is the parent's id, read at its own key.
	func testARelatedListPagesThroughTheParentsRelationshipPath() throws {
		let model = try model(#"""
			[{"kind": "list", "properties": [{"name": "object1Id", "type": "Int64", "validate": "positive", "message": "Choose an object1 first"}],
			  "page": {"operation": "getObject1Relationship1Object2Page", "params": ["object1Id"]}, "cell": "field1"}]
			"""#, document: HeadlessDocuments.relationships, entity: "Object2", schema: "Object2")
		let list = try XCTUnwrap(model.lists.first)
		let call = try XCTUnwrap(list.page.headless)
		XCTAssertEqual(call.method, .get)
		XCTAssertEqual(call.basePath, "/o/c/object1s")
		XCTAssertEqual(path(call), "/{object1Id as text}/relationship1")
		XCTAssertEqual(query(call), [])
		XCTAssertEqual(list.properties.map { $0.name }, ["object1Id"])
		XCTAssertNotNil(list.properties[0].validation)
		XCTAssertEqual(model.entity.attributes.map { "\($0.name) \($0.key)" }, ["dateCreated dateCreated", "externalReferenceCode externalReferenceCode", "id id", "field1 field1", "multiselectPicklistField multiselectPicklistField.key", "object1Id r_relationship2_c_object1Id"])
	}

	// MARK: Paths and queries

	/// A path parameter is a part of the path, with its value; an entry's id is sent as text.
	func testAPathParameterIsAPartOfThePathWithItsValue() throws {
		let call = try action(#"""
			[{"kind": "action", "name": "UpdateTicket", "properties": [{"name": "ticketId", "type": "Int64"}],
			  "inputs": [{"name": "subject", "type": "String"}],
			  "actions": [{"name": "update-ticket", "operation": "PATCH /{ticketId}", "params": ["ticketId"], "body": ["subject"], "result": "entity"}]}]
			"""#)
		XCTAssertEqual(call.method, .patch)
		XCTAssertEqual(call.basePath, "/o/c/tickets")
		XCTAssertEqual(path(call), "/{ticketId as text}")
		XCTAssertEqual(query(call), [])
		XCTAssertEqual(body(call), ["subject: subject"])
		XCTAssertFalse(call.sendsExternalReferenceCode, "an update is not an add")
	}

	/// The other parameters are the query, in the spec's order: a fixed value as text, a property's as it is.
	func testTheOtherParametersAreTheQuery() throws {
		let call = try page(#"""
			[{"kind": "list", "properties": [{"name": "keywords", "type": "String"}, {"name": "minimum", "type": "Int"}],
			  "page": {"operation": "getTicketsPage", "params": [{"name": "sort", "value": "dateCreated:desc"}, {"name": "search", "from": "keywords"},
			    {"name": "filter", "value": 7}, {"name": "fields", "from": "minimum"}]}, "cell": "subject"}]
			"""#)
		XCTAssertEqual(call.method, .get)
		XCTAssertEqual(path(call), "/")
		XCTAssertEqual(query(call), [#"sort=literal string("dateCreated:desc")"#, "search=keywords", #"filter=literal string("7")"#, "fields=minimum as text"])
		XCTAssertEqual(call.body.count, 0)
	}

	/// A site's key, written bare, is the site's group id, as `groupId` is for a service.
	func testABareScopeKeyIsTheGroupId() throws {
		let call = try page(#"[{"kind": "list", "page": {"operation": "getScopeScopeKeyPage", "params": ["scopeKey"]}, "cell": "text"}]"#,
			document: HeadlessDocuments.site, entity: "Note")
		XCTAssertEqual(path(call), "/scopes/{groupId as text}")
		XCTAssertEqual(call.basePath, "/o/c/notes")
		XCTAssertEqual(query(call), [])
	}

	// MARK: Bodies

	/// Each body field is sent as its JSON type: a picklist as `{"key": …}`, a `date` as the
	/// day, a `date-time` as the instant.
	func testBodyFieldsArePicklistsAndDatesAsTheSchemaTypesThem() throws {
		let call = try action(#"""
			[{"kind": "action", "name": "UpdateTicket", "properties": [{"name": "ticketId", "type": "Int64"}],
			  "inputs": [{"name": "priority", "type": "String"}, {"name": "dueDate", "type": "Date"}, {"name": "shown", "type": "Date"}, {"name": "urgent", "type": "Bool"}],
			  "actions": [{"name": "update-ticket", "operation": "patchTicket", "params": ["ticketId"],
			    "body": ["priority", "dueDate", {"name": "displayDate", "from": "shown"}, "urgent", {"name": "visits", "value": 3}], "result": "entity"}]}]
			"""#)
		// Text is sent as typed; a date or a switch the document does not require may be left out.
		XCTAssertEqual(body(call), ["priority: priority (picklist)", "dueDate: optional dueDate as day", "displayDate: optional shown as date-time", "urgent: optional urgent",
			#"visits: literal number("3")"#])
	}

	// MARK: Adds

	/// An add beside a collection's list, where the document has the "add or update" by
	/// external reference code, is sent there with a code made on the device: sent again after
	/// a lost answer, it finds the entry instead of adding a second one.
	func testAnAddIsSentByAnExternalReferenceCodeMadeOnTheDevice() throws {
		let call = try action(#"""
			[{"kind": "action", "name": "AddTicket", "inputs": [{"name": "subject", "type": "String"}, {"name": "priority", "type": "String"}],
			  "actions": [{"name": "add-ticket", "operation": "postTicket", "body": ["subject", "priority"], "result": "entity"}]}]
			"""#)
		XCTAssertEqual(call.method, .put)
		XCTAssertEqual(path(call), "/by-external-reference-code/{externalReferenceCode}")
		XCTAssertTrue(call.sendsExternalReferenceCode)
		XCTAssertEqual(body(call), ["subject: subject", "priority: priority (picklist)", "externalReferenceCode: externalReferenceCode"])
		XCTAssertEqual(query(call), [])
	}

	/// A synced write keeps its site in a member of its own: `groupId`, or, where an input has
	/// that name, the entity's (`noteGroupId`).
	func testAWriteKeepsItsSiteInAMemberNoValueHas() throws {
		let screenlets = #"""
			[{"kind": "action", "name": "AddNote", "inputs": [{"name": "text", "type": "String"}%@],
			  "actions": [{"name": "add-note", "operation": "postScopeScopeKey", "params": ["scopeKey"], "body": ["text"], "result": "entity"}]}]
			"""#
		let plain = try XCTUnwrap(model(screenlets.replacingOccurrences(of: "%@", with: ""), document: HeadlessDocuments.site, entity: "Note").actionScreenlets.first?.actions.first)
		XCTAssertEqual(plain.recordedSite, "groupId")
		let named = try XCTUnwrap(model(screenlets.replacingOccurrences(of: "%@", with: #", {"name": "groupId", "type": "Int64", "sent": false}"#),
			document: HeadlessDocuments.site, entity: "Note").actionScreenlets.first)
		XCTAssertEqual(named.actions.first?.recordedSite, "noteGroupId")
		XCTAssertEqual(named.inputs.map { $0.storedName }, ["text", "groupId"])
		XCTAssertEqual(named.actions.first?.call.headless.map(path), "/scopes/{recorded site noteGroupId as text}")
	}

	/// A document without that PUT (a site's collection) keeps the POST.
	func testAnAddWithoutAnUpsertStaysAPost() throws {
		let call = try action(#"""
			[{"kind": "action", "name": "AddNote", "inputs": [{"name": "text", "type": "String"}],
			  "actions": [{"name": "add-note", "operation": "postScopeScopeKey", "params": ["scopeKey"], "body": ["text"], "result": "entity"}]}]
			"""#, document: HeadlessDocuments.site, entity: "Note")
		XCTAssertEqual(call.method, .post)
		// A synced write: the site it was made in, which its Interactor records.
		XCTAssertEqual(path(call), "/scopes/{recorded site groupId as text}")
		XCTAssertFalse(call.sendsExternalReferenceCode)
		XCTAssertEqual(body(call), ["text: text"])
	}

	// MARK: Answers

	/// A page envelope, an entry, or nothing read: by the operation's response schema.
	func testTheAnswerIsThePageTheEntryOrNothing() throws {
		XCTAssertEqual(try page(#"[{"kind": "list", "page": {"operation": "getTicketsPage"}, "cell": "subject"}]"#).answer, .page)
		XCTAssertEqual(try action(#"""
			[{"kind": "action", "name": "ShowTicket", "properties": [{"name": "ticketId", "type": "Int64"}],
			  "actions": [{"name": "get-ticket", "operation": "getTicket", "params": ["ticketId"], "result": "entity"}]}]
			"""#).answer, .entry)
		XCTAssertEqual(try action(#"""
			[{"kind": "action", "name": "DeleteTicket", "properties": [{"name": "ticketId", "type": "Int64"}],
			  "actions": [{"name": "delete-ticket", "operation": "deleteTicket", "params": ["ticketId"], "result": "none"}]}]
			"""#).answer, .nothing)
		// An API Builder's POST answers no content.
		XCTAssertEqual(try action(#"""
			[{"kind": "action", "name": "AddVisit", "inputs": [{"name": "visitorName", "type": "String"}],
			  "actions": [{"name": "add-visit", "operation": "postVisit", "body": ["visitorName"], "result": "none"}]}]
			"""#, document: HeadlessDocuments.apiBuilder, entity: "Visit").answer, .nothing)
	}

	/// Permissions (issue 38): an edit screen's PATCH, PUT and DELETE each wait for the loaded
	/// entry's `actions` (`update`, `replace`, `delete`); an add, a screen that loads nothing and
	/// an entry schema without `actions` have no such gate.
	func testAnEditScreensWritesWaitForTheEntrysActions() throws {
		let edit = try model(#"""
			[{"kind": "action", "name": "EditTicket", "properties": [{"name": "ticketId", "type": "Int64"}],
			  "inputs": [{"name": "subject", "type": "String"}],
			  "actions": [{"name": "load-ticket", "operation": "getTicket", "params": ["ticketId"], "result": "entity"},
			              {"name": "update-ticket", "operation": "patchTicket", "params": ["ticketId"], "body": ["subject"], "result": "entity"},
			              {"name": "replace-ticket", "operation": "putTicket", "params": ["ticketId"], "body": ["subject"], "result": "entity"},
			              {"name": "delete-ticket", "operation": "deleteTicket", "params": ["ticketId"], "result": "none"},
			              {"name": "add-ticket", "operation": "postTicket", "body": ["subject"], "result": "entity"}]}]
			"""#, attributes: #"[{"name": "subject", "type": "String"}]"#)
		XCTAssertEqual(edit.entity.permitsMethod, "permits")
		let screen = try XCTUnwrap(edit.actionScreenlets.first)
		XCTAssertEqual(screen.actions.map { $0.permission.map { "\($0.key) \($0.flag)" } ?? "-" },
			["-", "update canUpdateTicket", "replace canReplaceTicket", "delete canDeleteTicket", "-"])
		XCTAssertEqual(screen.updateButtonsMethod, "updateButtons")

		let add = try model(#"""
			[{"kind": "action", "name": "AddTicket", "inputs": [{"name": "subject", "type": "String"}],
			  "actions": [{"name": "update-ticket", "operation": "patchTicket", "params": [{"name": "ticketId", "value": 1}], "body": ["subject"], "result": "entity"}]}]
			"""#, attributes: #"[{"name": "subject", "type": "String"}]"#)
		XCTAssertNil(add.actionScreenlets.first?.actions.first?.permission, "nothing loaded: nothing says")

		let visit = try model(#"""
			[{"kind": "action", "name": "AddVisit", "inputs": [{"name": "visitorName", "type": "String"}],
			  "actions": [{"name": "add-visit", "operation": "postVisit", "body": ["visitorName"], "result": "none"}]}]
			"""#, document: HeadlessDocuments.apiBuilder, entity: "Visit")
		XCTAssertNil(visit.entity.permitsMethod, "an API Builder entry has no actions")
	}
}
