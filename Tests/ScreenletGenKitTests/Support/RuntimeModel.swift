import Foundation
import XCTest
@testable import ScreenletGenKit

/// An example's generated screenlets compiled with the runtime model of Liferay Screens
/// (`Runtime/Framework`, behaviour written from the framework's source as facts) and the
/// example's scenarios (`Runtime/Scenarios/<example>.swift`) into one Linux executable; or the
/// model alone with a driver of checks (`Runtime/Checks/<name>.swift`).
struct RuntimeProgram {
	let executable: URL
	let generated: URL

	static let runtimeDirectory = TestSupport.testsDirectory.appendingPathComponent("Runtime")

	/// One build per key: its own lock, so that two programs build at once (`prebuild`).
	private final class Build: @unchecked Sendable {
		let lock = NSLock()
		var result: Result<RuntimeProgram, Error>?
	}

	private static let lock = NSLock()
	nonisolated(unsafe) private static var built: [String: Build] = [:]

	/// Builds the examples' programs one per core at a time, before their tests ask for them:
	/// a build is mostly one compiler thread.
	static func prebuild(examples: [String]) {
		DispatchQueue.concurrentPerform(iterations: examples.count) { index in
			_ = try? build(example: examples[index])
		}
	}

	/// Built once per test run and example.
	static func build(example: String) throws -> RuntimeProgram {
		return try built(example) { try compile(example: example) }
	}

	/// The example generated with other templates (overrides of the built-in ones), built once
	/// per test run under `variant`, its name for those templates.
	static func build(example: String, templates: TemplateLibrary, variant: String) throws -> RuntimeProgram {
		return try built(variant + "/" + example) {
			let files = try TestSupport.generate(TestSupport.examplesDirectory.appendingPathComponent("\(example).json"), templates: templates)
			return try compile(name: example, files: files, main: runtimeDirectory.appendingPathComponent("Scenarios/\(example).swift"))
		}
	}

	/// The model alone with a driver of its own, `Runtime/Checks/<name>.swift` (no generated
	/// code: the driver calls the framework model as generated code would).
	static func build(checks name: String) throws -> RuntimeProgram {
		return try built("checks/" + name) {
			try compile(name: name, files: [], main: runtimeDirectory.appendingPathComponent("Checks/\(name).swift"))
		}
	}

	private static func built(_ key: String, _ compile: () throws -> RuntimeProgram) throws -> RuntimeProgram {
		lock.lock()
		let build = built[key] ?? Build()
		built[key] = build
		lock.unlock()
		build.lock.lock()
		defer { build.lock.unlock() }
		if let result = build.result {
			return try result.get()
		}
		let result = Result { try compile() }
		build.result = result
		return try result.get()
	}

	private static func compile(example: String) throws -> RuntimeProgram {
		let files = try TestSupport.generate(TestSupport.examplesDirectory.appendingPathComponent("\(example).json"))
		return try compile(name: example, files: files, main: runtimeDirectory.appendingPathComponent("Scenarios/\(example).swift"))
	}

	private static func compile(name example: String, files: [GeneratedFile], main scenarios: URL) throws -> RuntimeProgram {
		let folder = try TestSupport.temporaryDirectory()
		let generated = folder.appendingPathComponent("Generated")
		var sources: [String] = []
		for file in files {
			let url = generated.appendingPathComponent(file.path)
			try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
			let isSwift = file.path.hasSuffix(".swift")
			try Data((isSwift ? LinuxRuntimeSource.rewrite(file.contents) : file.contents).utf8).write(to: url)
			if isSwift {
				sources.append(url.path)
			}
		}
		let frameworkFolder = runtimeDirectory.appendingPathComponent("Framework")
		let framework = try FileManager.default.contentsOfDirectory(atPath: frameworkFolder.path).filter { $0.hasSuffix(".swift") }.sorted()
			.map { frameworkFolder.appendingPathComponent($0).path }
		let main = folder.appendingPathComponent("main.swift")
		try FileManager.default.copyItem(at: scenarios, to: main)
		let executable = folder.appendingPathComponent(example)
		let (status, output) = try TestSupport.run(TestSupport.swiftc(), ["-swift-version", "5", "-Onone", "-suppress-warnings", "-wmo", "-num-threads", "2",
			"-module-name", "App", "-o", executable.path] + framework + sources + [main.path])
		guard status == 0 else {
			throw NSError(domain: "RuntimeProgram", code: Int(status), userInfo: [NSLocalizedDescriptionKey: "\(example) does not build with the runtime model:\n\(output)"])
		}
		return RuntimeProgram(executable: executable, generated: generated)
	}

	var scenarios: [String] {
		get throws {
			let (_, output) = try TestSupport.run(executable.path, [generated.path, "--list"])
			return output.split(separator: "\n").map(String.init)
		}
	}

	/// Every scenario's transcript, in order, from one process (each scenario starts from a
	/// clean world, `Transcript.scenario`); when that process does not end well, each scenario
	/// is run in a process of its own, so that a crash is the last line of its own transcript.
	func runAll(environment: [String: String] = [:]) throws -> [(scenario: String, lines: [String])] {
		guard environment.isEmpty else {
			return try runAllOnce(environment: environment)
		}
		RuntimeProgram.transcriptsLock.lock()
		defer { RuntimeProgram.transcriptsLock.unlock() }
		if let kept = RuntimeProgram.transcripts[executable] {
			return kept
		}
		let all = try runAllOnce(environment: [:])
		RuntimeProgram.transcripts[executable] = all
		return all
	}

	private func runAllOnce(environment: [String: String]) throws -> [(scenario: String, lines: [String])] {
		let titles = try scenarios
		let all = try execute([generated.path], environment: environment)
		let transcripts = RuntimeTranscript.scenarios(all.output)
		guard all.exited, transcripts.map({ $0.scenario }) == titles else {
			return try titles.map { ($0, try runAlone($0, environment: environment)) }
		}
		return transcripts
	}

	/// Every scenario's transcripts from one `runAll`, kept per program: a test that reads one
	/// scenario reads it from there instead of starting the program again.
	private static let transcriptsLock = NSLock()
	nonisolated(unsafe) private static var transcripts: [URL: [(scenario: String, lines: [String])]] = [:]

	/// The scenario's transcript, without its title; a crash is its last line, with the
	/// runtime's message ("crashed: Fatal error: Unexpectedly found nil …"). Each scenario
	/// starts from a clean world (`Transcript.scenario`), so it reads the same in `runAll`.
	func run(_ scenario: String, environment: [String: String] = [:]) throws -> [String] {
		guard environment.isEmpty else {
			return try runAlone(scenario, environment: environment)
		}
		return try runAll().first { $0.scenario == scenario }?.lines ?? []
	}

	/// The scenario run in a process of its own.
	private func runAlone(_ scenario: String, environment: [String: String]) throws -> [String] {
		let run = try execute([generated.path, scenario], environment: environment)
		var lines = run.output.split(separator: "\n").map(String.init)
		if lines.first == "== \(scenario)" {
			lines.removeFirst()
		}
		if !run.exited {
			let message = run.errors.split(separator: "\n").first { $0.contains("Fatal error") }.map(String.init) ?? "status \(run.status)"
			lines.append("crashed: \(message)")
		}
		return lines
	}

	/// Runs the program (with `environment` besides the runtime's own); its standard output and
	/// error apart.
	private func execute(_ arguments: [String], environment: [String: String] = [:]) throws -> (exited: Bool, status: Int32, output: String, errors: String) {
		let process = Process()
		process.executableURL = executable
		process.arguments = arguments
		process.environment = environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
		let output = Pipe()
		let errors = Pipe()
		process.standardOutput = output
		process.standardError = errors
		try process.run()
		let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
		let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
		process.waitUntilExit()
		return (process.terminationStatus == 0 && process.terminationReason == .exit, process.terminationStatus, text, errorText)
	}
}

/// Reading transcripts (the iOS runtime model's and the Android one's): their scenarios, and
/// UUIDs numbered in order of appearance.
enum RuntimeTranscript {

	/// Each `== scenario` and the lines after it, in order (blank lines left out).
	static func scenarios(_ text: String) -> [(scenario: String, lines: [String])] {
		var transcripts: [(scenario: String, lines: [String])] = []
		for line in text.split(separator: "\n").map(String.init) {
			if line.hasPrefix("== ") {
				transcripts.append((String(line.dropFirst(3)), []))
			}
			else if !transcripts.isEmpty {
				transcripts[transcripts.count - 1].lines.append(line)
			}
		}
		return transcripts
	}

	static func sections(_ text: String) -> [String: [String]] {
		return Dictionary(scenarios(text).map { ($0.scenario, $0.lines) }, uniquingKeysWith: { first, _ in first })
	}

	/// Each random UUID as `<uuid-N>`, N counted from 1 in each scenario.
	static func numberingUUIDs(_ text: String) -> String {
		let pattern = try! NSRegularExpression(pattern: "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
		var result: [String] = []
		var numbers: [String: Int] = [:]
		for line in text.components(separatedBy: "\n") {
			if line.hasPrefix("== ") {
				numbers = [:]
			}
			var replaced = line
			for match in pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)).reversed() {
				let range = Range(match.range, in: line)!
				let uuid = String(line[range])
				let number = numbers[uuid] ?? numbers.count + 1
				numbers[uuid] = number
				replaced.replaceSubrange(Range(match.range, in: replaced)!, with: "<uuid-\(number)>")
			}
			result.append(replaced)
		}
		return result.joined(separator: "\n")
	}
}
