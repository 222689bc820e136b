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

	/// A writing run reads the manifest once, with the folder locked: what another run wrote
	/// while this one waited for the lock is what it checks (here, that run's templates,
	/// which this one would drop).
	func testTheManifestIsReadOnceTheFolderIsLocked() throws {
		let spec = TestSupport.examplesDirectory.appendingPathComponent("bookmark.json").path
		try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
		let holder = try FolderLock.acquire(out.path, timeout: 0)
		let lock = NSLock()
		var errors = ""
		let console = Console(output: { _ in }, error: { text in lock.lock(); errors += text; lock.unlock() })
		var request = GenerationRun.Request(specs: [spec], output: out.path)
		request.lockTimeout = 10
		let run = GenerationRun(request, console: console)
		let status = Status()
		let finished = DispatchSemaphore(value: 0)
		Thread {
			status.value = run.perform()
			finished.signal()
		}.start()
		while !lock.withLock({ errors.contains("waiting for it") }) {
			usleep(1000)
		}
		try Data("\(Manifest.header)\n# setup templates=Model.swift discovery=no\n".utf8).write(to: out.appendingPathComponent(Manifest.fileName))
		holder.release()
		finished.wait()
		XCTAssertEqual(status.value, RunStatus.failure)
		XCTAssertTrue(errors.contains("was last generated with custom templates (Model.swift) that this run does not have"), errors)
		XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path), [Manifest.fileName], "nothing written, the lock file gone")
	}

	/// A run's exit status, set on another thread (read after it has finished).
	private final class Status: @unchecked Sendable {
		var value: Int32 = -1
	}
}
