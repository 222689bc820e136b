import Foundation
import XCTest
@testable import ScreenletGenKit

/// The Android twin run, not only compiled (issue 37 §8): each example's scenarios
/// (`Runtime/AndroidScenarios/<example>.java`) run its generated Java against the runtime model
/// of Screens for Android 5.1 (`AndroidRuntime/`), and print a transcript compared with
/// `Runtime/AndroidExpected/<example>.txt`. A scenario named as an iOS one
/// (`Runtime/Expected/<example>.txt`) asks the portal exactly what the iOS screenlet asks it.
/// `SCREENLETGEN_RECORD_BEHAVIOUR=1` writes the expected transcripts anew (never the goldens,
/// never in CI), as for the iOS runtime model.
final class AndroidRuntimeTests: XCTestCase {

	static let scenarios = TestSupport.testsDirectory.appendingPathComponent("Runtime/AndroidScenarios")
	static let expected = TestSupport.testsDirectory.appendingPathComponent("Runtime/AndroidExpected")

	/// The example's Android twin in a module folder, and what its scenarios print.
	private func transcript(of example: String, mainClass: String) throws -> String {
		let module = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: module) }
		for file in try AndroidTwinTests.generate(TestSupport.examplesDirectory.appendingPathComponent("\(example).json")) {
			let url = module.appendingPathComponent(file.path)
			try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
			try Data(file.contents.utf8).write(to: url)
		}
		let scenario = try String(contentsOf: AndroidRuntimeTests.scenarios.appendingPathComponent("\(example).java"), encoding: .utf8)
		let output = try AndroidRuntime.run(module: module, package: AndroidTwinTests.package, scenario: scenario, mainClass: mainClass)
		return RuntimeTranscript.numberingUUIDs(output)
	}

	/// A transcript's requests to the portal. Screens for Android asks a list's row count with each
	/// page (BaseListInteractor.execute), the iOS list with the first: `countingOnce` leaves out a
	/// count request the scenario made before.
	static func requests(_ lines: [String], countingOnce: Bool) -> [String] {
		var seen = Set<String>()
		return lines.filter { line in
			guard line.hasPrefix("server: ") else {
				return false
			}
			let path = line.dropFirst("server: ".count).prefix { $0 != " " }
			return !(countingOnce && path.hasSuffix("-count") && !seen.insert(line).inserted)
		}
	}

	func testTheBookmarkScenariosRunAsScreensForAndroidRunsThem() throws {
		let output = try transcript(of: "bookmark", mainClass: "BookmarkScenarios")
		let file = AndroidRuntimeTests.expected.appendingPathComponent("bookmark.txt")
		if TestSupport.isRecording("SCREENLETGEN_RECORD_BEHAVIOUR") {
			try Data(output.utf8).write(to: file)
		}
		XCTAssertEqual(output, try String(contentsOf: file, encoding: .utf8))
		// What the portal is asked, scenario by scenario, is what the iOS screenlets ask it.
		let ios = RuntimeTranscript.sections(try String(contentsOf: TestSupport.testsDirectory.appendingPathComponent("Runtime/Expected/bookmark.txt"), encoding: .utf8))
		let android = RuntimeTranscript.sections(output)
		var shared: [String] = []
		for (name, lines) in android {
			guard let iosLines = ios[name] else {
				continue
			}
			shared.append(name)
			XCTAssertEqual(AndroidRuntimeTests.requests(lines, countingOnce: true), AndroidRuntimeTests.requests(iosLines, countingOnce: false), name)
		}
		XCTAssertEqual(shared.sorted(), [
			"add: an answer without url and description", "add: empty title", "add: nil answer", "add: offline", "add: online",
			"list: 120 rows, pages of 50, with a count", "list: a row without its url", "list: offline, nothing cached",
			"list: offline, then from the cache",
			"sync: an add made offline reaches the portal once when back online",
		], "the scenarios both platforms share")
	}
}

/// Reading transcripts: their sections by scenario, and UUIDs numbered in order of appearance.
enum RuntimeTranscript {

	static func sections(_ text: String) -> [String: [String]] {
		var sections: [String: [String]] = [:]
		var current: String?
		for line in text.components(separatedBy: "\n") {
			if line.hasPrefix("== ") {
				current = String(line.dropFirst(3))
				sections[current!] = []
			}
			else if let name = current, !line.isEmpty {
				sections[name, default: []].append(line)
			}
		}
		return sections
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
