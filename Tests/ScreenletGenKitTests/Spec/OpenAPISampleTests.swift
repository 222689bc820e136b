import Foundation
import XCTest
@testable import ScreenletGenKit

/// The benchmark's big document (`OpenAPISample`, in Sources/screenletgen-benchmark, linked
/// into Support/): over a megabyte, in the portal's shape, and read by OpenAPIReader without
/// an error, so that measuring its reading measures a real document's.
final class OpenAPISampleTests: XCTestCase {

	func testTheSampleIsOverAMegabyteAndReadsWithoutAnError() throws {
		let text = OpenAPISample.document()
		XCTAssertGreaterThanOrEqual(text.utf8.count, 1_000_000)
		XCTAssertEqual(text, OpenAPISample.document(), "the same document each time")

		var diagnostics = Diagnostics()
		let document = try XCTUnwrap(OpenAPIReader.parse(Array(text.utf8), file: "samples.json", diagnostics: &diagnostics))
		XCTAssertEqual(diagnostics.all.map { $0.description }, [])
		XCTAssertEqual(document.servers, ["http://localhost:8080/o/c/samples/"])
		XCTAssertEqual(document.pageSchemas.count, 7)

		let list = try XCTUnwrap(document.operation(.get, "/"))
		guard case .reference(let page)? = list.response?.type, let pageSchema = document.schemas[page] else {
			return XCTFail("GET / answers \(String(describing: list.response?.type))")
		}
		let sample = try XCTUnwrap(document.entrySchema(ofPage: pageSchema))
		XCTAssertEqual(sample.name, "Sample")
		XCTAssertEqual(sample.properties.filter { $0.name.hasPrefix("field") }.count, 120)
		XCTAssertEqual(sample.property("field000")?.type, .string(format: nil))
		XCTAssertEqual(sample.property("field007")?.type, .reference("ListEntry"))
		XCTAssertEqual(sample.property("relationship1")?.type, .array(of: .reference("Related1")))
		XCTAssertEqual(document.schemas["Related1"]?.property("r_relationship1_c_sampleId")?.type, .integer(format: "int64"))
		XCTAssertEqual(document.operations(withId: "patchCurrentSample").map { $0.path }, ["/{sampleId}/relationship1/{related1Id}"])
	}
}
