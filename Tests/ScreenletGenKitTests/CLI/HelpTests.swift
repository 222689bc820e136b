import XCTest
@testable import ScreenletGenKit

/// `screenletgen --help` teaches the spec format: its keys, and the flags a first run needs.
final class HelpTests: FolderTestCase {

	func testHelpTeachesTheSpecFormat() {
		XCTAssertEqual(run(["--help"]), 0)
		for key in ["\"entity\"", "\"attributes\"", "\"screenlets\"", "\"kind\": \"list\"", "\"page\"", "\"count\"", "\"actions\"", "\"from\"", "\"value\"", "--check", "--dry-run", "--force", "--templates", "--discovery", "init"] {
			XCTAssertTrue(output.contains(key), "help does not mention \(key)")
		}
	}
}
