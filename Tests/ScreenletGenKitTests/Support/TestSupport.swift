import Foundation
import XCTest
@testable import ScreenletGenKit

/// Paths and helpers shared by the tests.
enum TestSupport {

	/// This file is `Tests/<target>/Support/TestSupport.swift` (ScreenletGenKitSlowTests links
	/// the folder); the resources are in `Tests/ScreenletGenKitTests`.
	static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
	static let testsDirectory = packageRoot.appendingPathComponent("Tests/ScreenletGenKitTests")
	static let examplesDirectory = packageRoot.appendingPathComponent("Examples")
	static let goldenDirectory = testsDirectory.appendingPathComponent("Golden")
	/// The Android twin's golden trees (issue 37), one per Mobile SDK example.
	static let androidGoldenDirectory = testsDirectory.appendingPathComponent("GoldenAndroid")
	static let stubsDirectory = testsDirectory.appendingPathComponent("Stubs")
	static let fixturesDirectory = testsDirectory.appendingPathComponent("Fixtures")

	/// Every spec under Examples/ (discovery answers and OpenAPI documents are not specs).
	static var exampleSpecs: [URL] {
		let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)) ?? []
		return names.filter { $0.hasSuffix(".json") && !$0.contains("discovery") && !$0.hasSuffix(".openapi.json") && !$0.hasSuffix(".list-type.json") }.sorted()
			.map { examplesDirectory.appendingPathComponent($0) }
	}

	/// The OpenAPI documents under Examples/ (`ticket.openapi.json`), written in the shape the
	/// portal serves at `/o/c/<plural>/openapi.json`, for the specs that name them.
	static var exampleOpenAPIDocuments: [URL] {
		let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)) ?? []
		return names.filter { $0.hasSuffix(".openapi.json") }.sorted().map { examplesDirectory.appendingPathComponent($0) }
	}

	/// The spec's path as the tests name it, so messages and files do not depend on the checkout.
	static func input(_ url: URL) throws -> Generator.SpecInput {
		let data = try Data(contentsOf: url)
		return Generator.SpecInput(file: "Examples/\(url.lastPathComponent)", bytes: [UInt8](data))
	}

	static func input(_ text: String, file: String = "spec.json") -> Generator.SpecInput {
		return Generator.SpecInput(file: file, bytes: Array(text.utf8))
	}

	static func generate(_ url: URL, templates: TemplateLibrary = .builtIn) throws -> [GeneratedFile] {
		let result = Generator(templates: templates).generate([try input(url)])
		XCTAssertTrue(result.succeeded, "\(url.lastPathComponent): \(result.diagnostics.all.map { $0.description })")
		return result.files
	}

	static func diagnostics(_ text: String, file: String = "spec.json") -> [String] {
		return Generator().generate([input(text, file: file)]).diagnostics.all.map { $0.description }
	}

	/// Re-recording is asked for by its own variable (`SCREENLETGEN_RECORD`, `…_CONTEXT`,
	/// `…_BEHAVIOUR`), one at a time, and never happens in CI.
	static func isRecording(_ variable: String) -> Bool {
		let environment = ProcessInfo.processInfo.environment
		return environment[variable] == "1" && environment["CI"] != "true"
	}

	static func temporaryDirectory() throws -> URL {
		let url = FileManager.default.temporaryDirectory.appendingPathComponent("screenletgen-tests-\(UUID().uuidString)")
		try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
		return url
	}

	/// The built `screenletgen` binary: beside the test bundle on Linux, beside the
	/// .xctest bundle's folder on macOS.
	static var builtBinary: URL {
		let testBundle = Bundle(for: FolderTestCase.self).bundleURL
		let candidates = [testBundle, testBundle.deletingLastPathComponent()].map { $0.appendingPathComponent("screenletgen") }
		return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
	}

	/// Runs a program, returning its exit status and combined output.
	@discardableResult
	static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
		let run = try runProcess(executable, arguments, in: directory)
		return (run.status, run.output)
	}

	/// Runs a program with `environment` added to this process's, returning its exit status,
	/// whether a signal ended it, and its combined output.
	static func runProcess(_ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> (status: Int32, signalled: Bool, output: String) {
		let process = Process()
		process.executableURL = URL(fileURLWithPath: executable)
		process.arguments = arguments
		if let directory = directory {
			process.currentDirectoryURL = directory
		}
		if !environment.isEmpty {
			process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
		}
		let pipe = Pipe()
		process.standardOutput = pipe
		process.standardError = pipe
		try process.run()
		let data = pipe.fileHandleForReading.readDataToEndOfFile()
		process.waitUntilExit()
		return (process.terminationStatus, process.terminationReason == .uncaughtSignal, String(decoding: data, as: UTF8.self))
	}

	/// Whether a file of an output folder is screenletgen's own bookkeeping of a run in progress
	/// (a temporary file, the journal, the staging marker, the lock).
	static func isBookkeeping(_ name: String) -> Bool {
		return TemporaryFile.isTemporary(name) || [Journal.fileName, StagingMarker.fileName, FolderLock.fileName].contains(name)
	}

	/// The release build of `screenletgen` (`.build/release/screenletgen`), what
	/// Documentation/Safety.md's times are measured with; `make slow` builds it first (a test
	/// cannot: `swift test` holds the build folder). `SCREENLETGEN_BINARY=<path>` measures
	/// another (an older commit's build, say). Missing, or older than a source or a template,
	/// it is an error that says how to build it.
	static func releaseBinary() throws -> String {
		if let given = ProcessInfo.processInfo.environment["SCREENLETGEN_BINARY"] {
			return given
		}
		let binary = packageRoot.appendingPathComponent(".build/release/screenletgen").path
		let built = (try? FileManager.default.attributesOfItem(atPath: binary)[.modificationDate] as? Date) ?? nil
		var newest = Date.distantPast
		for folder in ["Sources", "Templates"] {
			let enumerator = FileManager.default.enumerator(at: packageRoot.appendingPathComponent(folder), includingPropertiesForKeys: [.contentModificationDateKey])
			while let url = enumerator?.nextObject() as? URL {
				newest = max(newest, (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? nil ?? .distantPast)
			}
		}
		guard let date = built, date >= newest else {
			throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(binary) is \(built == nil ? "missing" : "older than the sources"); build it with swift build -c release --product screenletgen (make slow does)"])
		}
		return binary
	}

	/// Whether the process `pid` has a handler for `signal` (Linux's /proc); elsewhere, whether
	/// it has run for 0.3 s since `start`, time for it to install one.
	static func catches(_ pid: pid_t, _ signal: Int32, since start: Date) -> Bool {
		guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
			return Date().timeIntervalSince(start) > 0.3
		}
		guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
				let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16) else {
			return false
		}
		return mask & (1 << UInt64(signal - 1)) != 0
	}

	static func swiftc() -> String {
		let candidates = ProcessInfo.processInfo.environment["PATH", default: ""].split(separator: ":").map { "\($0)/swiftc" }
			+ ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
		return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "swiftc"
	}
}

/// Tests on real files: a temporary folder of their own, removed afterwards, with the
/// output folder `Out` in it, and the command line run in-process.
class FolderTestCase: XCTestCase {

	var output = ""
	var errors = ""
	var directory: URL!

	override func setUpWithError() throws {
		directory = try TestSupport.temporaryDirectory()
	}

	override func tearDown() {
		try? FileManager.default.removeItem(at: directory)
	}

	var bookmark: String {
		return TestSupport.examplesDirectory.appendingPathComponent("bookmark.json").path
	}

	var out: URL {
		return directory.appendingPathComponent("Out")
	}

	/// `spec` with each `(old, new)` replaced, written as `spec.json` in the test's folder (beside
	/// the documents a test copies there) and generated in memory; nothing is generated when it
	/// has an error.
	func generate(_ spec: String, replacing replacements: [(String, String)]) throws -> Generator.Result {
		var text = spec
		for (old, new) in replacements {
			XCTAssertTrue(text.contains(old), "the spec has no \(old)")
			text = text.replacingOccurrences(of: old, with: new)
		}
		let file = directory.appendingPathComponent("spec.json")
		try text.write(to: file, atomically: false, encoding: .utf8)
		let result = Generator().generate([Generator.SpecInput(file: file.path, bytes: Array(text.utf8))])
		if result.diagnostics.hasErrors {
			XCTAssertEqual(result.files.count, 0, "nothing is generated")
		}
		return result
	}

	/// A result's messages, without the test's folder in their paths.
	func messages(_ result: Generator.Result) -> [String] {
		return result.diagnostics.all.map { $0.description.replacingOccurrences(of: directory.path + "/", with: "") }
	}

	/// The command line, in-process; its output and errors are kept in `output`, `errors`.
	@discardableResult
	func run(_ arguments: [String]) -> Int32 {
		output = ""
		errors = ""
		var tool = CommandLineTool(standardOutput: { self.output += $0 }, standardError: { self.errors += $0 })
		// A screenletgen.json is looked for in the test's own folder, never in the checkout.
		tool.workingDirectory = directory.path
		return tool.run(arguments)
	}
}

/// How many cases a sampled loop tries: a sample in ScreenletGenKitTests (what CI runs), the
/// whole search in ScreenletGenKitSlowTests (the same files, compiled with `SLOW_LOOPS`:
/// `make slow`), or what an environment variable says (`make fuzz RUNS=…`).
enum LoopSize {

	static var isSlow: Bool {
		#if SLOW_LOOPS
		return true
		#else
		return false
		#endif
	}

	static func count(_ variable: String, sample: Int, slow: Int) -> Int {
		if let text = ProcessInfo.processInfo.environment[variable] {
			return text == "all" ? Int.max : Int(text) ?? sample
		}
		return isSlow ? slow : sample
	}
}
