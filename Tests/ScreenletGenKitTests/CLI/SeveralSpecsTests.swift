import XCTest
@testable import ScreenletGenKit

/// Several specs in one invocation (`screenletgen a.json b.json`) give each spec's files, in
/// order, as each would alone.
final class SeveralSpecsTests: XCTestCase {

	func testSeveralSpecsInOneInvocation() throws {
		let names = ["bookmark.json", "bookmark-folder.json", "guestbook.json", "edge-cases.json"]
		let inputs = try names.map { try TestSupport.input(TestSupport.examplesDirectory.appendingPathComponent($0)) }
		let together = Generator().generate(inputs)
		XCTAssertTrue(together.succeeded, "\(together.diagnostics.all)")
		let separately = try names.flatMap { try TestSupport.generate(TestSupport.examplesDirectory.appendingPathComponent($0)) }
		XCTAssertEqual(together.files, separately, "one invocation gives each spec's files, in order")
	}
}
