import Foundation
import XCTest
@testable import ScreenletGenKit

/// Snapshot tests: every example's generated tree equals, byte for byte, the committed tree
/// under Tests/ScreenletGenKitTests/Golden/<example>/.
///
/// To re-record after an intended change (never automatic, never in CI):
///     SCREENLETGEN_RECORD=1 swift test --filter GoldenTests
/// then review `git diff Tests/ScreenletGenKitTests/Golden` and commit it.
final class GoldenTests: XCTestCase {

	func testEveryExampleMatchesItsGoldenTree() throws {
		XCTAssertFalse(TestSupport.exampleSpecs.isEmpty, "no examples found")
		for spec in TestSupport.exampleSpecs {
			let name = spec.deletingPathExtension().lastPathComponent
			let files = try TestSupport.generate(spec)
			try recordOrAssertMatches(files, golden: TestSupport.goldenDirectory.appendingPathComponent(name), example: name)
		}
	}

	/// The twelve files of Documentation/Spec.md §2, each screenlet's English string table, and the offline
	/// synchronizer of the screenlet that writes.
	func testBookmarkExampleWritesTheTwelveFilesOfTheSpecAndTheStringTables() throws {
		let files = try TestSupport.generate(TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"))
		XCTAssertEqual(files.map { $0.path }.sorted(), [
			"AddBookmarkScreenlet/AddBookmarkScreenlet+Sync.swift",
			"AddBookmarkScreenlet/AddBookmarkScreenlet.swift",
			"AddBookmarkScreenlet/AddBookmarkViewModel.swift",
			"AddBookmarkScreenlet/Connector/AddBookmarkLiferayConnector.swift",
			"AddBookmarkScreenlet/Interactor/AddBookmarkInteractor.swift",
			"AddBookmarkScreenlet/Resources/en.lproj/addbookmark-screenlet.strings",
			"AddBookmarkScreenlet/Themes/Default/AddBookmarkView_default.swift",
			"AddBookmarkScreenlet/Themes/Default/AddBookmarkView_default.xib",
			"BookmarkListScreenlet/BookmarkListScreenlet.swift",
			"BookmarkListScreenlet/Connector/BookmarkListPageLiferayConnector.swift",
			"BookmarkListScreenlet/Interactor/BookmarkListPageLoadInteractor.swift",
			"BookmarkListScreenlet/Resources/en.lproj/bookmarklist-screenlet.strings",
			"BookmarkListScreenlet/Themes/Default/BookmarkListView_default.swift",
			"BookmarkListScreenlet/Themes/Default/BookmarkListView_default.xib",
			"Model/Bookmark.swift",
		])
	}

	/// Two processes (each with its own hash seed) write byte-identical trees: nothing in the
	/// output depends on dictionary order, addresses or the clock.
	func testOutputIsIdenticalAcrossProcesses() throws {
		let root = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: root) }
		var trees: [[String: Data]] = []
		for run in ["first", "second"] {
			var tree: [String: Data] = [:]
			// Each example in its own folder (two of them both have an AddBookmarkScreenlet).
			for spec in TestSupport.exampleSpecs {
				let example = spec.deletingPathExtension().lastPathComponent
				let out = root.appendingPathComponent(run).appendingPathComponent(example)
				let (status, output) = try TestSupport.run(TestSupport.builtBinary.path, [spec.path, "-o", out.path, "-q"])
				XCTAssertEqual(status, 0, output)
				for path in try FileManager.default.subpathsOfDirectory(atPath: out.path) where !path.contains(".screenletgen-lock") {
					var isDirectory: ObjCBool = false
					if FileManager.default.fileExists(atPath: out.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
						tree[example + "/" + path] = try Data(contentsOf: out.appendingPathComponent(path))
					}
				}
			}
			trees.append(tree)
		}
		XCTAssertGreaterThan(trees[0].count, 100)
		XCTAssertEqual(trees[0].keys.sorted(), trees[1].keys.sorted())
		for (path, bytes) in trees[0] where trees[1][path] != bytes {
			XCTFail("\(path) differs between two processes")
		}
	}

}

/// A generated tree against its golden copy (GoldenTests, AndroidTwinTests).
extension XCTestCase {

	/// With `SCREENLETGEN_RECORD=1`, writes `files` as the golden tree; else compares them with it.
	func recordOrAssertMatches(_ files: [GeneratedFile], golden: URL, example: String) throws {
		guard TestSupport.isRecording("SCREENLETGEN_RECORD") else {
			try assertMatches(files, golden: golden, example: example)
			return
		}
		try? FileManager.default.removeItem(at: golden)
		for file in files {
			let url = golden.appendingPathComponent(file.path)
			try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
			try Data(file.contents.utf8).write(to: url)
		}
	}

	func assertMatches(_ files: [GeneratedFile], golden: URL, example: String) throws {
		var expected = Set<String>()
		if let enumerator = FileManager.default.enumerator(atPath: golden.path) {
			while let path = enumerator.nextObject() as? String {
				var isDirectory: ObjCBool = false
				if FileManager.default.fileExists(atPath: golden.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
					expected.insert(path)
				}
			}
		}
		XCTAssertFalse(expected.isEmpty, "\(example): no golden tree; record one (see GoldenTests)")
		let generated = Set(files.map { $0.path })
		XCTAssertEqual(generated.subtracting(expected).sorted(), [], "\(example): generated but not in the golden tree")
		XCTAssertEqual(expected.subtracting(generated).sorted(), [], "\(example): in the golden tree but not generated")
		for file in files where expected.contains(file.path) {
			let data = try Data(contentsOf: golden.appendingPathComponent(file.path))
			if [UInt8](data) != Array(file.contents.utf8) {
				XCTFail("\(example)/\(file.path) differs from its golden copy:\n\(firstDifference(String(decoding: data, as: UTF8.self), file.contents))")
			}
		}
	}

	func firstDifference(_ expected: String, _ actual: String) -> String {
		let expectedLines = expected.components(separatedBy: "\n")
		let actualLines = actual.components(separatedBy: "\n")
		for index in 0..<max(expectedLines.count, actualLines.count) {
			let a = index < expectedLines.count ? expectedLines[index] : "<end of file>"
			let b = index < actualLines.count ? actualLines[index] : "<end of file>"
			if a != b {
				return "line \(index + 1):\n  golden:    \(a)\n  generated: \(b)"
			}
		}
		return "(line endings differ)"
	}
}
