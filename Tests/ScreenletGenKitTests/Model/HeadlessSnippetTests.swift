import Foundation
import XCTest
@testable import ScreenletGenKit

/// Snippet tests of headless calls: a spec of a few lines on an example's OpenAPI document
/// (`Examples/incident.openapi.json`, a site-scoped Object; `visit.openapi.json`, an API
/// Builder application) → the request the model makes, or the one error the checks give.
final class HeadlessSnippetTests: XCTestCase {

	/// The spec read as if it were beside the examples, so that it names their documents.
	private func prepare(_ text: String) -> Generator.Plan {
		let file = TestSupport.examplesDirectory.appendingPathComponent("snippet.json").path
		return Generator().prepare([Generator.SpecInput(file: file, bytes: Array(text.utf8))])
	}

	private func errors(_ text: String) -> [String] {
		return prepare(text).diagnostics.all.map { $0.description.replacingOccurrences(of: TestSupport.examplesDirectory.path + "/", with: "") }
	}

	private func addIncident(_ body: String, inputs: String = #"{"name": "title", "type": "String"}"#, file: StaticString = #filePath, line: UInt = #line) throws -> HeadlessCall {
		let plan = prepare(#"""
			{"entity": "Incident", "openapi": "incident.openapi.json", "schema": "Incident",
			 "screenlets": [{"kind": "action", "name": "AddIncident", "inputs": [\#(inputs)],
			   "actions": [{"name": "add-incident", "operation": "postScopeScopeKey", "params": ["scopeKey"], "body": \#(body)}]}]}
			"""#)
		XCTAssertEqual(plan.diagnostics.all.map { $0.description }, [], file: file, line: line)
		let action = try XCTUnwrap(plan.models.first?.actionScreenlets.first?.actions.first, file: file, line: line)
		return try XCTUnwrap(action.call.headless, file: file, line: line)
	}

	/// `/scopes/` + groupId + `/by-external-reference-code/` + the code, as the checks can read it.
	private func describe(_ path: [HeadlessCall.PathPart]) -> [String] {
		return path.map { part in
			switch part {
			case .text(let text): return text
			case .value(.value(.stored(let name, _, _), _)): return "stored \(name)"
			case .value(.value(.recordedGroupId(let member), _)): return "recorded site \(member)"
			case .value(.value(let source, _)): return "\(source)"
			case .value(.literal(let literal, _)): return "literal \(literal)"
			}
		}
	}

	// MARK: The server's path

	/// A document whose server's host is a variable (`${BASE_URL}/o/c/visits-app/`, issue 36:
	/// refused as naming no server) gives the request the example's own: every call below
	/// `/o/c/visits-app`, written after the session's server without its last `/`.
	func testAServerWhoseHostIsAVariableGivesTheRequestItsPath() throws {
		let folder = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: folder) }
		let document = try String(contentsOf: TestSupport.examplesDirectory.appendingPathComponent("visit.openapi.json"), encoding: .utf8)
		let variable = document.replacingOccurrences(of: #""url": "http://localhost:8080/o/c/visits-app/""#, with: #""url": "${BASE_URL}/o/c/visits-app/""#)
		XCTAssertNotEqual(variable, document)
		try Data(variable.utf8).write(to: folder.appendingPathComponent("visit.openapi.json"))
		let spec = try Data(contentsOf: TestSupport.examplesDirectory.appendingPathComponent("visit.json"))
		// The spec's own path, so that its document is the one beside it (not the example's).
		let result = Generator().generate([Generator.SpecInput(file: folder.appendingPathComponent("visit.json").path, bytes: [UInt8](spec))])
		XCTAssertEqual(result.diagnostics.all.map { $0.description }, [])
		let request = try XCTUnwrap(result.files.first { $0.path == "Model/VisitRequest.swift" })
		XCTAssertTrue(request.contents.contains(#"public var basePath = "/o/c/visits-app""#), request.contents)
		let golden = try String(contentsOf: TestSupport.goldenDirectory.appendingPathComponent("visit/Model/VisitRequest.swift"), encoding: .utf8)
		XCTAssertEqual(request.contents, golden)
	}

	// MARK: An add by external reference code

	func testAnAddGoesByACodeMadeOnTheDevice() throws {
		let add = try addIncident(#"["title"]"#)
		XCTAssertEqual(add.method, .put)
		XCTAssertEqual(describe(add.path), ["/scopes/", "recorded site groupId", "/by-external-reference-code/", "externalReferenceCode"])
		XCTAssertEqual(add.body.map { $0.name }, ["title", "externalReferenceCode"])
		XCTAssertTrue(add.sendsExternalReferenceCode)
	}

	/// The spec's own code is the one in the path: the portal adds or updates the entry the
	/// path names, so a body naming another code would be lost (or refused).
	func testAnAddWhoseBodyGivesTheCodeGoesByThatCode() throws {
		let add = try addIncident(#"["title", {"name": "externalReferenceCode", "from": "code"}]"#,
			inputs: #"{"name": "title", "type": "String"}, {"name": "code", "type": "String", "validate": "notEmpty"}"#)
		XCTAssertEqual(add.method, .put)
		XCTAssertEqual(describe(add.path), ["/scopes/", "recorded site groupId", "/by-external-reference-code/", "stored code"])
		XCTAssertEqual(add.body.map { $0.name }, ["title", "externalReferenceCode"])
		XCTAssertFalse(add.sendsExternalReferenceCode)

		let fixed = try addIncident(#"["title", {"name": "externalReferenceCode", "value": "welcome"}]"#)
		XCTAssertEqual(describe(fixed.path), ["/scopes/", "recorded site groupId", "/by-external-reference-code/", "literal string(\"welcome\")"])
		XCTAssertFalse(fixed.sendsExternalReferenceCode)

		let none = try addIncident(#"["title", {"name": "externalReferenceCode", "value": null}]"#)
		XCTAssertEqual(describe(none.path), ["/scopes/", "recorded site groupId", "/by-external-reference-code/", "externalReferenceCode"])
		XCTAssertEqual(none.body.map { $0.name }, ["title", "externalReferenceCode"])
		XCTAssertTrue(none.sendsExternalReferenceCode)
	}

	// MARK: What an action's result needs

	/// `POST /visits` and `DELETE /{incidentId}` answer no content: `raw` would be an invalid
	/// answer after every successful call.
	func testARawResultNeedsAnOperationThatAnswersAnObject() {
		XCTAssertEqual(errors(#"""
			{"entity": "Visit", "openapi": "visit.openapi.json",
			 "screenlets": [{"kind": "action", "name": "AddVisit", "inputs": [{"name": "host", "type": "String"}],
			   "actions": [{"name": "add-visit", "operation": "postVisits", "body": ["host"], "result": "raw"}]}]}
			"""#), [#"snippet.json:3:51: error: screenlets[0].actions[0].operation: postVisits answers nothing, not a JSON object for "result": "raw"; write "result": "none""#])
		XCTAssertEqual(errors(#"""
			{"entity": "Visit", "openapi": "visit.openapi.json",
			 "screenlets": [{"kind": "action", "name": "LoadVisit", "properties": [{"name": "visitId", "type": "Int64"}],
			   "actions": [{"name": "load-visit", "operation": "getVisits", "params": ["visitId"], "result": "raw"}]}]}
			"""#), [])
	}
}
