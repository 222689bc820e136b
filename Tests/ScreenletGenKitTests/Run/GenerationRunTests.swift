import Foundation
import XCTest
@testable import ScreenletGenKit

/// The whole run is the library's: a `GenerationRun` reads, plans, locks, writes and reports
/// without the command line, and says the same as `screenletgen` does.
final class GenerationRunTests: FolderTestCase {

	func testARunFromTheLibraryWritesAndReportsAsTheCommandLineDoes() throws {
		let spec = TestSupport.examplesDirectory.appendingPathComponent("bookmark.json").path
		var output = ""
		var errors = ""
		let console = Console(output: { output += $0 }, error: { errors += $0 })

		var preview = GenerationRun.Request(specs: [spec], output: out.path)
		preview.dryRun = true
		XCTAssertEqual(GenerationRun(preview, console: console).perform(), RunStatus.success, errors)
		XCTAssertTrue(output.hasSuffix("15 files: 15 would be created\n"), output)
		XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "a preview writes nothing")

		output = ""
		let request = GenerationRun.Request(specs: [spec], output: out.path)
		XCTAssertEqual(GenerationRun(request, console: console).perform(), RunStatus.success, errors)
		XCTAssertTrue(output.hasSuffix("15 files: 15 created\n"), output)
		let golden = TestSupport.goldenDirectory.appendingPathComponent("bookmark/Model/Bookmark.swift")
		XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent("Model/Bookmark.swift")), try Data(contentsOf: golden))

		var cliOutput = ""
		let tool = CommandLineTool(standardOutput: { cliOutput += $0 }, standardError: { errors += $0 })
		XCTAssertEqual(tool.run([spec, "-o", out.path]), RunStatus.success, errors)
		output = ""
		XCTAssertEqual(GenerationRun(request, console: console).perform(), RunStatus.success, errors)
		XCTAssertEqual(output, cliOutput)
		XCTAssertEqual(errors, "")
	}
}
