import Foundation
import XCTest

/// The pipeline's stages are folders of `Sources/ScreenletGenKit`, and dependencies flow one
/// way: no file uses a type declared in a later stage's folder. Shared helpers come first;
/// the run that conducts the stages and the command line that prints it come last.
final class StageDependencyTests: XCTestCase {

	static let stages = ["Shared", "Spec", "Catalog", "Model", "Context", "Render", "Output", "Run", "CLI"]

	/// Each file's stage, its text without comments and string literals, and the types it
	/// declares at the top level (nested types are reached through theirs).
	private func sources() throws -> [(path: String, stage: String, code: String)] {
		let root = TestSupport.packageRoot.appendingPathComponent("Sources/ScreenletGenKit")
		let paths = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: root.path)).filter { $0.hasSuffix(".swift") }.sorted()
		return try paths.map { path in
			let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
			var code = text.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
			code = code.replacingOccurrences(of: #""(?:\\.|[^"\\\n])*""#, with: "\"\"", options: .regularExpression)
			return (path, String(path.split(separator: "/").first ?? ""), code)
		}
	}

	private func declarations(_ code: String) -> [String] {
		let pattern = try! NSRegularExpression(pattern: #"(?m)^(?:(?:public|internal|private|fileprivate|open|final|nonisolated|indirect|@[A-Za-z]+(?:\([^)]*\))?)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z][A-Za-z0-9_]*)"#)
		return pattern.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { Range($0.range(at: 1), in: code).map { String(code[$0]) } }
	}

	func testNoStageUsesALaterStagesType() throws {
		let files = try sources()
		XCTAssertEqual(Set(files.map { $0.stage }).subtracting(StageDependencyTests.stages), [], "a folder that is no stage")
		var stageOf: [String: String] = [:]
		for file in files {
			for name in declarations(file.code) {
				stageOf[name] = file.stage
			}
		}
		XCTAssertGreaterThan(stageOf.count, 80)
		let word = try NSRegularExpression(pattern: #"\b[A-Z][A-Za-z0-9_]*\b"#)
		var backwards: [String] = []
		for file in files {
			let rank = StageDependencyTests.stages.firstIndex(of: file.stage)!
			let used = Set(word.matches(in: file.code, range: NSRange(file.code.startIndex..., in: file.code)).compactMap { Range($0.range, in: file.code).map { String(file.code[$0]) } })
			for name in used.sorted() {
				if let stage = stageOf[name], let later = StageDependencyTests.stages.firstIndex(of: stage), later > rank {
					backwards.append("\(file.path) uses \(name) of \(stage)/")
				}
			}
		}
		XCTAssertEqual(backwards, [])

		// The command line parses and prints: the run (Run/) reads, plans and writes. Of the
		// stages between, it names only the limits its flags set.
		var cliUses: Set<String> = []
		for file in files where file.stage == "CLI" {
			for match in word.matches(in: file.code, range: NSRange(file.code.startIndex..., in: file.code)) {
				let name = String(file.code[Range(match.range, in: file.code)!])
				if let stage = stageOf[name], ["Catalog", "Model", "Render", "Output"].contains(stage) {
					cliUses.insert(name)
				}
			}
		}
		XCTAssertEqual(cliUses, ["OutputLimits"])
	}
}
