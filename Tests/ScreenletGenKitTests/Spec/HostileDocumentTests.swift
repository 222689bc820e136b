import Foundation
import XCTest
@testable import ScreenletGenKit

/// OpenAPI documents of valid shapes no portal writes, a part repeated to a size
/// (`HostileDocuments`): read, checked and generated from, by lookups that do not scan the
/// document, with a "did you mean" looked for within a budget. ScreenletGenKitSlowTests runs
/// each shape at 4 MiB with the release build, which must take under 2 seconds
/// (Documentation/Safety.md); CI checks what can be checked without a clock.
final class HostileDocumentTests: FolderTestCase {

	/// Each shape, small: a document the reader takes, whose spec generates (or ends with the
	/// error its shape is for), and from which `init` writes a spec.
	func testEveryShapeIsADocumentItsSpecIsCheckedAgainst() throws {
		for shape in HostileDocuments.Shape.allCases {
			let document = HostileDocuments.document(shape, bytes: 20_000)
			XCTAssertEqual(Double(document.utf8.count), 20_000, accuracy: 300, "\(shape)")
			var diagnostics = Diagnostics()
			XCTAssertNotNil(OpenAPIReader.parse(Array(document.utf8), file: "doc.json", diagnostics: &diagnostics), "\(shape)")
			XCTAssertEqual(diagnostics.hasErrors, shape == .missingReferences, "\(shape): \(diagnostics.all.prefix(3))")

			let name = "\(shape).openapi.json"
			try Data(document.utf8).write(to: directory.appendingPathComponent(name))
			let spec = directory.appendingPathComponent("\(shape).json")
			try Data(HostileDocuments.spec(shape, document: name).utf8).write(to: spec)
			let result = Generator().generate([Generator.SpecInput(file: spec.path, bytes: Array(try Data(contentsOf: spec)))])
			let messages = result.diagnostics.all.map { $0.message }
			switch shape {
			case .missingReferences:
				XCTAssertTrue(messages.contains { $0.hasPrefix("components.schemas.R1.$ref: no schema \"T0\" in components.schemas") }, "\(messages.prefix(3))")
			case .pageOperations:
				XCTAssertEqual(messages.count, 1)
				XCTAssertTrue(messages.first?.hasPrefix("screenlets[0].page.operation: postTicket does not answer a page of Ticket entries; a list reads one of getTicketsPage, getP0, getP1, ") ?? false, "\(messages)")
			case .sharedIds:
				XCTAssertEqual(messages.count, 1)
				XCTAssertTrue(messages.first?.hasPrefix("screenlets[0].page.operation: postTicket does not answer a page of Ticket entries; a list reads one of getTicketsPage, GET /s0, GET /s1, ") ?? false, "\(messages)")
			default:
				XCTAssertTrue(result.succeeded, "\(shape): \(messages.prefix(3))")
			}

			let status = run(["init", "--openapi", directory.appendingPathComponent(name).path])
			// A document that lists many entries asks which one; one with an error is refused.
			XCTAssertEqual(status, [.missingReferences, .lists].contains(shape) ? 1 : 0, "\(shape): \(errors.prefix(500))")
		}
	}

	/// A reference to no schema says which name is near, while the names compared with stay
	/// within a budget (`Suggestion.Budget`): 200 such references among 10,000 schemas compare
	/// 2 million pairs, and the whole 4 MiB document's took 12 minutes. The references past
	/// the budget are reported the same way, without the hint.
	func testOnlyTheFirstReferencesToNoSchemaLookForANearName() throws {
		var document = HostileDocuments.document(.references, bytes: 400_000)
		let missing = (0..<200).map { "\"M\($0)\":{\"$ref\":\"#/components/schemas/S\($0 * 2)x\"}" }
		document = document.replacingOccurrences(of: "\"R1\":", with: missing.joined(separator: ",") + ",\"R1\":")
		var diagnostics = Diagnostics()
		let read = OpenAPIReader.parse(Array(document.utf8), file: "doc.json", diagnostics: &diagnostics)
		// The schemas read, and the 200 that refer to no schema (left out of them).
		let names = try XCTUnwrap(read?.schemas.count) + 200
		XCTAssertGreaterThan(names, 10_000)
		let messages = diagnostics.all.map { $0.message }
		XCTAssertEqual(messages.count, 200)
		let hinted = Suggestion.Budget.comparisons / names
		XCTAssertGreaterThan(hinted, 0)
		for (index, message) in messages.enumerated() {
			let plain = "components.schemas.M\(index).$ref: no schema \"S\(index * 2)x\" in components.schemas"
			XCTAssertEqual(message, index < hinted ? plain + " (did you mean \"S\(index * 2)\"?)" : plain)
		}
	}

	/// The lookups by id and by path, made from an index, find what a scan of the operations
	/// finds, in the document's order.
	func testTheOperationsByIdAndByPathAreTheScansOnes() throws {
		let texts = [HeadlessDocuments.company, HeadlessDocuments.site, HeadlessDocuments.apiBuilder, HostileDocuments.document(.sharedIds, bytes: 10_000)]
			+ (try TestSupport.exampleOpenAPIDocuments.map { try String(contentsOf: $0, encoding: .utf8) })
		for text in texts {
			var diagnostics = Diagnostics()
			let document = try XCTUnwrap(OpenAPIReader.parse(Array(text.utf8), file: "doc.json", diagnostics: &diagnostics))
			let key = { (operation: OpenAPIDocument.Operation) in "\(operation.method.rawValue) \(operation.path)" }
			for operation in document.operations {
				let withId = document.operations.filter { $0.operationId == operation.operationId }
				if let id = operation.operationId {
					XCTAssertEqual(document.operations(withId: id).map(key), withId.map(key))
					XCTAssertEqual(document.isUnique(id: id), withId.count == 1)
				}
				XCTAssertEqual(document.operations(atPath: operation.path).map(key), document.operations.filter { $0.path == operation.path }.map(key))
				XCTAssertEqual(document.operation(operation.method, operation.path).map(key), key(operation))
			}
			XCTAssertEqual(document.operations(withId: "noSuchOperation").count, 0)
			XCTAssertFalse(document.isUnique(id: "noSuchOperation"))
			XCTAssertNil(document.operation(.get, "/no/such/path"))
		}
	}

	/// A document read once is, named as another reader names it (`init` checks its spec with
	/// the document it read), what that reader would read: every place in it names that file.
	func testADocumentNamedAsAnotherFileIsThatFilesReading() throws {
		let bytes = Array(HeadlessDocuments.company.utf8)
		var diagnostics = Diagnostics()
		let read = try XCTUnwrap(OpenAPIReader.parse(bytes, file: "tickets.json", diagnostics: &diagnostics)).named("Specs/../tickets.json")
		let other = try XCTUnwrap(OpenAPIReader.parse(bytes, file: "Specs/../tickets.json", diagnostics: &diagnostics))
		XCTAssertEqual(diagnostics.all.count, 0)
		XCTAssertEqual(read.file, other.file)
		XCTAssertEqual(read.operations.map { "\($0.location) \($0.method) \($0.path)" }, other.operations.map { "\($0.location) \($0.method) \($0.path)" })
		XCTAssertEqual(read.schemas.keys.sorted(), other.schemas.keys.sorted())
		for (name, schema) in other.schemas {
			XCTAssertEqual(read.schemas[name]?.location, schema.location)
			XCTAssertEqual(read.schemas[name]?.properties, schema.properties)
			XCTAssertEqual(read.schemas[name]?.property("id"), schema.property("id"))
		}
	}

	/// An operation's parameters: the path item's, but those it declares again (same name and
	/// place), then its own, each one that a later one of its name and place replaces left out.
	func testAnOperationsOwnParametersReplaceTheSharedOnesOfTheirNameAndPlace() throws {
		let parameter = { (name: String, place: String) in "{\"name\":\"\(name)\",\"in\":\"\(place)\"}" }
		let shared = [parameter("a", "query"), parameter("d", "header"), parameter("b", "path"), parameter("a", "query"), parameter("a", "path")]
		let own = [parameter("b", "path"), parameter("c", "query"), parameter("a", "query"), parameter("c", "query")]
		let text = """
			{"openapi":"3.0.1","info":{"title":"T","version":"1"},"paths":{"/{b}":{"parameters":[\(shared.joined(separator: ","))],
			"get":{"parameters":[\(own.joined(separator: ","))],"responses":{}}}}}
			"""
		var diagnostics = Diagnostics()
		let document = try XCTUnwrap(OpenAPIReader.parse(Array(text.utf8), file: "doc.json", diagnostics: &diagnostics))
		XCTAssertEqual(diagnostics.all.map { $0.description }, [])
		XCTAssertEqual(document.operations.first?.parameters.map { "\($0.place.rawValue) \($0.name)" }, ["header d", "path a", "path b", "query a", "query c"])
	}
}
