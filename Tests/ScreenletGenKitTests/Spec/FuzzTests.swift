import Foundation
import XCTest
@testable import ScreenletGenKit

/// Thousands of mutated and random specs through the whole pipeline: never a crash, and
/// either files that are safe to write or errors that say where. Seeded, so a failure
/// reproduces; bounded in count and time.
final class FuzzTests: XCTestCase {

	/// SplitMix64: small, fast and the same on every machine.
	struct Random: RandomNumberGenerator {
		var state: UInt64
		mutating func next() -> UInt64 {
			state &+= 0x9E3779B97F4A7C15
			var z = state
			z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
			z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
			return z ^ (z >> 31)
		}
		mutating func below(_ bound: Int) -> Int {
			return Int(next() % UInt64(bound))
		}
		mutating func pick<T>(_ items: [T]) -> T {
			return items[below(items.count)]
		}
	}

	static let tokens = ["{", "}", "[", "]", ",", ":", "\"", "\\", "null", "true", "-1", "1e999", "0.5", "\"\"",
		"\"kind\"", "\"list\"", "\"action\"", "\"name\"", "\"params\"", "\"default\"", "\"self\"", "\"../x\"",
		"\"Int64\"", "\"Date\"", "\"positive\"", "\"from\"", "\"value\"", "\u{0}", "\u{FFFF}", "é", "🐦", "\n"]

	static let replacements = ["", "x", "X", "default", "self", "description", "hash", "class", "get-x", "/a.b/c-d",
		"add-bookmark", "Int", "Bool", "Double", "String", "Date", "notEmpty", "positive", "groupId", "userId",
		"locale", "obc", "start", "end", "serviceContext", "..", "a/b", "\"\\(x)", "UPPER", "lower", "with space",
		"getEntries(_:)", "addEntry(withGroupId:folderId:)", "callback", "connector", "raw", "none", "entity", "collection",
		"getTicketsPage", "PATCH /{ticketId}", "GET /", "priority.key", "creator", "scopeKey", "page", "ticketId", "ListEntry"]

	/// Keys whose values change the generated code but not which Mobile SDK method it calls;
	/// a valid spec mutated there must still compile against the stubs.
	static let apiNeutralKeys: Set<String> = ["entity", "validate", "message", "cell", "key", "fallback", "style",
		"result", "theme", "module", "kind", "success", "failure", "response", "error", "selected", "optional"]

	/// The mutated bytes, and whether the mutation left every service call as it was.
	private func mutate(_ text: String, _ random: inout Random) -> (bytes: [UInt8], keepsCalls: Bool) {
		var bytes = Array(text.utf8)
		switch random.below(6) {
		case 0:
			// Replace a string value with another word: structured, often still valid JSON.
			let parts = text.components(separatedBy: "\"")
			guard parts.count > 3 else { return (bytes, false) }
			var mutated = parts
			let index = 1 + 2 * random.below((parts.count - 1) / 2)
			mutated[index] = random.pick(FuzzTests.replacements)
			let key = index >= 2 && parts[index - 1].trimmingCharacters(in: .whitespaces) == ":" ? parts[index - 2] : ""
			return (Array(mutated.joined(separator: "\"").utf8), FuzzTests.apiNeutralKeys.contains(key))
		case 1:
			for _ in 0..<(1 + random.below(4)) where !bytes.isEmpty {
				bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
			}
		case 2:
			bytes = Array(bytes.prefix(random.below(bytes.count + 1)))
		case 3:
			let token = Array(random.pick(FuzzTests.tokens).utf8)
			bytes.insert(contentsOf: token, at: random.below(bytes.count + 1))
		case 4:
			if bytes.count > 2 {
				let start = random.below(bytes.count - 1)
				bytes.removeSubrange(start..<min(bytes.count, start + 1 + random.below(20)))
			}
		default:
			bytes = (0..<random.below(200)).map { _ in Array(random.pick(FuzzTests.tokens).utf8) }.flatMap { $0 }
		}
		return (bytes, false)
	}

	func testMutatedSpecsGiveFilesOrLocatedErrors() throws {
		let seeds = try TestSupport.exampleSpecs.map { try String(contentsOf: $0, encoding: .utf8) }
		// Beside the examples, a headless seed (ticket.json) finds its OpenAPI document, and its
		// mutations reach the checks against it and the model.
		let file = TestSupport.examplesDirectory.appendingPathComponent("fuzz.json").path
		var random = Random(state: 20261121)
		var runs = 0
		var succeeded = 0
		var validSamples: [[GeneratedFile]] = []
		let wanted = LoopSize.count("SCREENLETGEN_FUZZ_RUNS", sample: 600, slow: 20_000)
		// Call-preserving valid mutations are rare: the loop goes on (up to four times as long)
		// until it has one, whatever the examples' order does to the random sequence.
		while runs < wanted || (validSamples.isEmpty && runs < 4 * wanted) {
			let seed = seeds[random.below(seeds.count)]
			let (bytes, keepsCalls) = mutate(seed, &random)
			let result = Generator().generate([Generator.SpecInput(file: file, bytes: bytes)])
			runs += 1
			if result.succeeded {
				succeeded += 1
				XCTAssertFalse(result.files.isEmpty)
				for file in result.files {
					XCTAssertTrue(OutputPlan.isSafe(file.path), "unsafe path \(file.path) from \(String(decoding: bytes, as: UTF8.self))")
				}
				if keepsCalls, validSamples.count < (LoopSize.isSlow ? 8 : 3), !seeds.contains(String(decoding: bytes, as: UTF8.self)) {
					validSamples.append(result.files)
				}
			}
			else {
				for diagnostic in result.diagnostics.all where diagnostic.severity == .error {
					guard let location = diagnostic.location else {
						XCTFail("an error without a position: \(diagnostic) for \(String(decoding: bytes, as: UTF8.self))")
						continue
					}
					XCTAssertEqual(location.file, file)
					XCTAssertGreaterThanOrEqual(location.line, 1)
					XCTAssertGreaterThanOrEqual(location.column, 1)
				}
			}
		}
		XCTAssertGreaterThanOrEqual(runs, wanted)
		XCTAssertGreaterThan(succeeded, 0, "no mutation produced a valid spec: the structured mutations are not exercised")
		// What the fuzzer accepts must also compile (when it still calls the stubbed services).
		XCTAssertFalse(validSamples.isEmpty, "no call-preserving mutation was valid")
		for files in validSamples {
			XCTAssertEqual(try StubModules.typecheck(files), [], "a generated tree does not type-check")
		}
	}

	func testRandomTemplateTextNeverCrashesTheTemplateParser() {
		var random = Random(state: 7)
		let pieces = ["{{", "}}", "{{#a}}", "{{/a}}", "{{^b}}", "{{/b}}", "{{!c}}", "{{x.y}}", "{{.}}", "text", "\n", " ", "{{@first}}", "{{#@last}}", "{{/@last}}"]
		let context = TemplateValue.object(["a": .list([.object(["x": .object(["y": .string("1")])])]), "b": .bool(false), "x": .object(["y": .string("2")])])
		for _ in 0..<3000 {
			let source = (0..<random.below(30)).map { _ in random.pick(pieces) }.joined()
			if let template = try? Template(name: "fuzz", source: source) {
				_ = try? template.render(context)
			}
		}
	}
}
