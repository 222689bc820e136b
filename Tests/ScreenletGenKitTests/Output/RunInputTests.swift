import Foundation
import XCTest
@testable import ScreenletGenKit

/// What a run reads and how much it may produce: standard input, FIFOs, a spec given
/// twice, names too long for a file, and specs that ask for more output than a run allows.
final class RunInputTests: FolderTestCase {

	/// A valid spec whose service class name, `messageBytes` long, is repeated by each of
	/// `actions` Connectors. (A validation message is not: it is written once, in the
	/// screenlet's string table.)
	private func blowUp(messageBytes: Int, actions: Int) -> String {
		let service = "LRNote" + String(repeating: "x", count: max(0, messageBytes - 16)) + "Service_v7"
		let list = (0..<actions).map { "{ \"name\": \"save-note\($0)\", \"method\": \"update-note\", \"params\": [\"title\"], \"events\": { \"success\": \"onSaved\($0)\" } }" }
		return """
		{
		  "entity": "Note",
		  "service": "\(service)",
		  "attributes": [ { "name": "title", "type": "String" } ],
		  "screenlets": [ { "kind": "action", "name": "EditNote",
		    "inputs": [ { "name": "title", "type": "String", "validate": "notEmpty", "message": "\(String(repeating: "x", count: messageBytes))" } ],
		    "actions": [ \(list.joined(separator: ", ")) ] } ]
		}
		"""
	}

	func testOutputPastTheLimitIsALocatedErrorThatSaysHowToRaiseIt() throws {
		let spec = blowUp(messageBytes: 100_000, actions: 40)
		let fits = Generator().generate([TestSupport.input(spec, file: "note.json")])
		XCTAssertTrue(fits.succeeded, "\(fits.diagnostics.all)")

		let limited = Generator(limits: OutputLimits(maximumBytes: 1_000_000)).generate([TestSupport.input(spec, file: "note.json")])
		let messages = limited.diagnostics.all.map { $0.description }
		XCTAssertEqual(messages.count, 1, "\(messages)")
		XCTAssertTrue(messages[0].hasPrefix("note.json:2:13: error: entity: this spec takes the run's output over 1000000 bytes (at EditNoteScreenlet/"), messages[0])
		XCTAssertTrue(messages[0].hasSuffix("Raise the limit with --max-output-bytes N"), messages[0])
		XCTAssertEqual(limited.files, [])

		let files = Generator(limits: OutputLimits(maximumFiles: 20)).generate([TestSupport.input(spec, file: "note.json")])
		XCTAssertEqual(files.diagnostics.all.map { $0.description }, ["note.json:2:13: error: entity: this spec takes the run over 20 generated files; raise the limit with --max-files N"])

		let file = directory.appendingPathComponent("note.json")
		try Data(spec.utf8).write(to: file)
		var errors = ""
		let tool = CommandLineTool(standardOutput: { _ in }, standardError: { errors += $0 })
		let out = directory.appendingPathComponent("Out")
		XCTAssertEqual(tool.run([file.path, "-o", out.path, "--max-output-bytes", "1000000"]), 1)
		XCTAssertTrue(errors.contains("--max-output-bytes N"), errors)
		XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
		XCTAssertEqual(tool.run([file.path, "-o", out.path, "--max-files", "0"]), 64)
	}

#if SLOW_LOOPS
	/// The issue's case scaled down: a 1 MB text used by 300 actions asks for 300 MB, past
	/// the default limit; the run stops with the error, not an allocation failure. It renders
	/// 256 MB (10 s in a debug build), so `make slow` runs it; CI checks the limit with a
	/// smaller one (above) and the memory a large run takes (below).
	func testTheDefaultLimitStopsAHugeOutput() throws {
		let spec = blowUp(messageBytes: 1_000_000, actions: 300)
		let result = Generator().generate([TestSupport.input(spec, file: "note.json")])
		XCTAssertEqual(result.diagnostics.all.count, 1)
		XCTAssertTrue(result.diagnostics.all[0].description.contains("over \(OutputLimits.defaultBytes) bytes"), result.diagnostics.all[0].description)
	}
#endif

	/// Memory follows one file, not the output: a run writing 96 MB (a 400 KB class name in 240
	/// Connectors) peaks far below that, measured on the real binary (its own VmHWM, `SpawnedProcess`).
	func testARunHoldsOneFileAtATimeNotTheWholeOutput() throws {
		let file = directory.appendingPathComponent("note.json")
		try Data(blowUp(messageBytes: 400_000, actions: 240).utf8).write(to: file)
		let out = directory.appendingPathComponent("Out")
		let run = try SpawnedProcess(TestSupport.builtBinary.path, [file.path, "-o", out.path], keepsStandardError: true).wait(limit: 300)
		XCTAssertEqual(run.status, 0)
		var written = 0
		let enumerator = FileManager.default.enumerator(atPath: out.path)
		while let path = enumerator?.nextObject() as? String {
			written += (try? FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(path).path)[.size] as? Int) ?? 0
		}
		XCTAssertGreaterThan(written, 96_000_000)
		// The process's own floor (runtime, Foundation, the spec and its model) is ~25 MB here.
		XCTAssertLessThan(run.peak, 64_000_000, "peak \(run.peak) bytes for \(written) bytes written")
	}

	/// 206–225 characters used to fail on the temporary file's name only: they now work.
	func testNamesTooLongForAFileAreLocatedErrors() throws {
		let bookmarkSpec = try String(contentsOfFile: bookmark, encoding: .utf8)
		func spec(entityLength: Int) -> String {
			return bookmarkSpec.replacingOccurrences(of: "\"entity\": \"Bookmark\"", with: "\"entity\": \"E\(String(repeating: "x", count: entityLength - 1))\"")
		}
		// The longest name is the list's Connector: <Entity>ListPageLiferayConnector.swift.
		let fits = Generator().generate([TestSupport.input(spec(entityLength: 255 - 30), file: "long.json")])
		XCTAssertTrue(fits.succeeded, "\(fits.diagnostics.all)")
		let out = directory.appendingPathComponent("Out")
		try OutputWriter.write(try OutputPlan.make(files: fits.files, outputDirectory: out.path, force: false))
		XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("Model").path).first?.utf8.count, 225 + 6)

		let messages = TestSupport.diagnostics(spec(entityLength: 226), file: "long.json")
		XCTAssertEqual(messages.count, 1, "\(messages)")
		XCTAssertTrue(messages[0].hasPrefix("long.json:3:13: error: entity: the generated name E"), messages[0])
		XCTAssertTrue(messages[0].hasSuffix("ListPageLiferayConnector.swift is 256 bytes long, more than the 255 a file name may have; shorten the entity, screenlet or action name"), messages[0])
	}

	func testStandardInputFIFOsAndRepeatedSpecs() throws {
		let binary = TestSupport.builtBinary.path
		let out = directory.appendingPathComponent("Out").path
		// `-` is standard input, named <stdin> in messages.
		let process = Process()
		process.executableURL = URL(fileURLWithPath: binary)
		process.arguments = ["-", "-o", out, "--dry-run"]
		let input = Pipe()
		let output = Pipe()
		process.standardInput = input
		process.standardOutput = output
		process.standardError = output
		try process.run()
		input.fileHandleForWriting.write(Data("{\"entity\": \"Bookmark\"}".utf8))
		input.fileHandleForWriting.closeFile()
		let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
		process.waitUntilExit()
		XCTAssertEqual(process.terminationStatus, 1)
		XCTAssertTrue(text.contains("<stdin>:1:1: error: the spec: missing required key \"attributes\""), text)

		// A FIFO reads like a file.
		let fifo = directory.appendingPathComponent("spec.fifo").path
		XCTAssertEqual(mkfifo(fifo, 0o600), 0)
		let writer = Thread {
			let handle = FileHandle(forWritingAtPath: fifo)
			handle?.write(try! Data(contentsOf: URL(fileURLWithPath: self.bookmark)))
			handle?.closeFile()
		}
		writer.start()
		let (status, fromFIFO) = try TestSupport.run(binary, [fifo, "-o", out, "--dry-run"])
		XCTAssertEqual(status, 0, fromFIFO)
		XCTAssertTrue(fromFIFO.contains("would be created \(out)/Model/Bookmark.swift"), fromFIFO)

		// The same spec twice, under two spellings, is read once.
		let (twice, repeated) = try TestSupport.run(binary, [bookmark, bookmark, "Examples/../Examples/bookmark.json", "-o", out, "--dry-run"], in: TestSupport.packageRoot)
		XCTAssertEqual(twice, 0, repeated)
		XCTAssertEqual(repeated.split(separator: "\n").filter { $0.hasPrefix("would be created ") }.count, 15, repeated)
		XCTAssertTrue(repeated.hasSuffix("\n15 files: 15 would be created\n"), repeated)
	}
}
