import XCTest
@testable import ScreenletGenKit

/// Snippet tests of what a form's inputs hold (issue 36), decided once in the model for every
/// platform: a number typed as text and checked, an input a person may leave out, a day's picker.
final class FormInputSnippetTests: XCTestCase {

	/// The model of `screenlets` for a Mobile SDK service, or (`document`) a headless API's.
	private func model(_ screenlets: String, document: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> (GenerationModel?, [String]) {
		let source = document == nil ? #""service": "LRBookmarksEntryService_v7""# : #""openapi": "document.json""#
		let attributes = document == nil ? #""attributes": [{"name": "name", "type": "String"}], "# : ""
		let text = #"{"entity": "\#(document == nil ? "Bookmark" : "Ticket")", \#(source), \#(attributes)"screenlets": \#(screenlets)}"#
		var diagnostics = Diagnostics()
		let spec = try XCTUnwrap(SpecDecoder.decode(Array(text.utf8), file: "snippet.json", diagnostics: &diagnostics), "\(diagnostics.all)", file: file, line: line)
		let openAPI = try document.map { try XCTUnwrap(OpenAPIReader.parse(Array($0.utf8), file: "document.json", diagnostics: &diagnostics), file: file, line: line) }
		let resolved = SpecResolution.resolve(spec, defaults: SpecDefaults(), discovery: nil, document: openAPI, diagnostics: &diagnostics)
		// A made-up service method stands for any: only a document's calls are checked.
		if document != nil {
			PortalChecks.check(resolved, discovery: nil, diagnostics: &diagnostics)
		}
		let model = ModelBuilder.build(resolved, diagnostics: &diagnostics)
		return (model, diagnostics.all.map { $0.description })
	}

	private func inputs(_ screenlets: String, document: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> [ScreenletValue] {
		let (model, errors) = try model(screenlets, document: document, file: file, line: line)
		XCTAssertEqual(errors, [], file: file, line: line)
		return try XCTUnwrap(model?.actionScreenlets.first?.inputs, file: file, line: line)
	}

	/// A Mobile SDK method takes a value for each parameter: a number must be typed (the button
	/// waits, and the Connector refuses to run without it), a date or a switch always has one.
	func testAServiceCallsNumbersMustBeTypedAndItsOtherInputsAlwaysHoldAValue() throws {
		let values = try inputs(#"""
			[{"kind": "action", "name": "Rate", "inputs": [{"name": "visits", "type": "Int"}, {"name": "score", "type": "Double"},
			    {"name": "starred", "type": "Bool"}, {"name": "visitDate", "type": "Date"}, {"name": "note", "type": "String"}],
			  "actions": [{"name": "rate-entry", "method": "rate-entry", "service": "LRRatingService_v7", "params": ["visits", "score", "starred", "visitDate", "note"]}]}]
			"""#)
		let inputs = values.compactMap { $0.input }
		XCTAssertEqual(inputs.map { $0.readsNumber }, [true, true, false, false, false])
		XCTAssertEqual(inputs.map { $0.isOptional }, [false, false, false, false, false])
		XCTAssertEqual(inputs.map { $0.requirement }, [.numberTyped(optional: false), .numberTyped(optional: false), nil, nil, nil])
		XCTAssertEqual(values.map { $0.presenceCheck?.message }, ["Visits must be a whole number", "Score must be a number", nil, nil, nil])
		XCTAssertEqual(values.map { $0.presenceCheck?.messageKey }, ["invalid-visits", "invalid-score", nil, nil, nil])
		// A number is held as an optional until it is checked; the rest as they are.
		XCTAssertEqual(values.map { $0.mayBeAbsent }, [true, true, false, false, false])
		XCTAssertEqual(inputs.map { $0.setFlag }, [nil, nil, nil, nil, nil])
		XCTAssertEqual(inputs.map { $0.picksDay }, [false, false, false, false, false])
		let action = try XCTUnwrap(try model(#"""
			[{"kind": "action", "name": "Rate", "inputs": [{"name": "visits", "type": "Int"}],
			  "actions": [{"name": "rate-entry", "method": "rate-entry", "service": "LRRatingService_v7", "params": ["visits"]}]}]
			"""#).0?.actionScreenlets.first?.actions.first)
		XCTAssertEqual(action.checkedNumbers.map { $0.name }, ["visits"])
		XCTAssertEqual(action.validations.map { $0.name }, ["visits"])
	}

	/// A headless body field the document does not require may be left out: an empty number,
	/// a date or a switch the person never set is not sent. A `date` field gets a day's picker.
	func testAHeadlessFieldTheDocumentDoesNotRequireMayBeLeftOut() throws {
		let values = try inputs(#"""
			[{"kind": "action", "name": "AddTicket",
			  "inputs": [{"name": "subject", "type": "String"}, {"name": "visits", "type": "Int"}, {"name": "dueDate", "type": "Date"},
			    {"name": "shown", "type": "Date"}, {"name": "urgent", "type": "Bool"}],
			  "actions": [{"name": "add-ticket", "operation": "postTicket",
			    "body": ["subject", "visits", "dueDate", {"name": "displayDate", "from": "shown"}, "urgent"], "result": "entity"}]}]
			"""#, document: HeadlessDocuments.company)
		let inputs = values.compactMap { $0.input }
		XCTAssertEqual(inputs.map { $0.isOptional }, [false, true, true, true, true])
		XCTAssertEqual(inputs.map { $0.requirement }, [nil, .numberTyped(optional: true), nil, nil, nil])
		XCTAssertEqual(values.map { $0.presenceCheck == nil }, [true, true, true, true, true])
		XCTAssertEqual(inputs.map { $0.setFlag }, [nil, nil, "dueDateIsSet", "shownIsSet", "urgentIsSet"])
		XCTAssertEqual(inputs.map { $0.setMethod }, [nil, nil, "dueDateDidChange", "shownDidChange", "urgentDidChange"])
		XCTAssertEqual(inputs.map { $0.picksDay }, [false, false, true, false, false])
	}

	/// `"optional": false` makes a field the document leaves optional one the form waits for.
	func testOptionalFalseMakesTheFormWaitForTheValue() throws {
		let values = try inputs(#"""
			[{"kind": "action", "name": "AddTicket", "inputs": [{"name": "visits", "type": "Int", "optional": false}, {"name": "dueDate", "type": "Date", "optional": false}],
			  "actions": [{"name": "add-ticket", "operation": "postTicket", "body": ["visits", "dueDate"], "result": "entity"}]}]
			"""#, document: HeadlessDocuments.company)
		XCTAssertEqual(values.map { $0.input?.isOptional }, [false, false])
		XCTAssertEqual(values.map { $0.input?.requirement }, [.numberTyped(optional: false), nil])
		XCTAssertEqual(values.map { $0.presenceCheck?.messageKey }, ["invalid-visits", nil])
		XCTAssertEqual(values.map { $0.input?.setFlag }, [nil, nil])
	}

	/// Where a call needs a value, `"optional": true` is one located error that says why.
	func testOptionalWhereAValueIsNeededIsOneLocatedError() throws {
		let (_, service) = try model(#"""
			[{"kind": "action", "name": "Rate", "inputs": [{"name": "visits", "type": "Int", "optional": true}],
			  "actions": [{"name": "rate-entry", "method": "rate-entry", "service": "LRRatingService_v7", "params": ["visits"]}]}]
			"""#)
		XCTAssertEqual(service, [#"snippet.json:1:224: error: screenlets[0].inputs[0].optional: "visits" is sent to the parameter "visits" of rate-entry, which the Mobile SDK sends whatever it holds, so it cannot be left out; remove "optional" (the form then waits for a value)"#])
		let (_, path) = try model(#"""
			[{"kind": "action", "name": "ShowTicket", "inputs": [{"name": "ticketId", "type": "Int64", "optional": true}],
			  "actions": [{"name": "get-ticket", "operation": "getTicket", "params": ["ticketId"], "result": "entity"}]}]
			"""#, document: HeadlessDocuments.company)
		XCTAssertEqual(path, [#"snippet.json:1:167: error: screenlets[0].inputs[0].optional: "ticketId" is sent to the path of get-ticket, which names "ticketId", so it cannot be left out; remove "optional" (the form then waits for a value)"#])
	}

	/// An edit screen (a load that fills the form, and a write) loads when shown; a screen that
	/// only loads, or only writes, does not; a property of the name moves it aside.
	func testAnEditScreenLoadsWhenShown() throws {
		let edit = #"""
			[{"kind": "action", "name": "EditBookmark", "properties": [{"name": "entryId", "type": "Int64"}%@],
			  "inputs": [{"name": "name", "type": "String"}],
			  "actions": [{"name": "load-bookmark", "method": "get-entry", "params": ["entryId"], "result": "entity"},
			    {"name": "update-bookmark", "method": "update-entry", "params": ["entryId", "name"]}]}]
			"""#
		let screenlet = try XCTUnwrap(try model(edit.replacingOccurrences(of: "%@", with: "")).0?.actionScreenlets.first)
		XCTAssertEqual(screenlet.autoLoadProperty, "autoLoad")
		XCTAssertEqual(screenlet.autoLoadAction?.name, "load-bookmark")
		XCTAssertTrue(screenlet.hasInspectables)
		let renamed = try XCTUnwrap(try model(edit.replacingOccurrences(of: "%@", with: #", {"name": "autoLoad", "type": "Bool"}"#)).0?.actionScreenlets.first)
		XCTAssertEqual(renamed.autoLoadProperty, "autoLoadForm")
		let loadOnly = try XCTUnwrap(try model(#"""
			[{"kind": "action", "name": "ShowBookmark", "properties": [{"name": "entryId", "type": "Int64"}], "inputs": [{"name": "name", "type": "String", "sent": false}],
			  "actions": [{"name": "load-bookmark", "method": "get-entry", "params": ["entryId"], "result": "entity"}]}]
			"""#).0?.actionScreenlets.first)
		XCTAssertNotNil(loadOnly.fillFormMethod)
		XCTAssertNil(loadOnly.autoLoadProperty)
	}
}
