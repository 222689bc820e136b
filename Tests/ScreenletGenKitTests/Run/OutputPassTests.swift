import Foundation
import XCTest
@testable import ScreenletGenKit

/// The pass renders, plans and stages one file at a time: a source the manifest says is
/// unchanged is not rendered, a staged run leaves its changes in temporary files for the
/// commit, a preview stages nothing, and a failure or an interruption removes what was staged.
final class OutputPassTests: FolderTestCase {

	/// Files handed out as they are asked for; rendering file `failing` fails as a spec
	/// asking for too much would. `rendered` counts the files rendered.
	private struct Source: FileSource {
		var entity: String
		var files: [GeneratedFile]
		var fingerprint: String?
		var failing: Int?
		let rendered = Counter()
		var specFile: String { return "\(entity).json" }
		var location: SourceLocation? { return nil }
		var paths: [String] { return files.map { $0.path } }

		init(_ entity: String, _ paths: [String], fingerprint: String? = nil, failing: Int? = nil, version: Int = 1) {
			self.entity = entity
			self.files = paths.map { GeneratedFile(path: $0, contents: "// \($0) \(version)\n", specFile: "\(entity).json", entity: entity) }
			self.fingerprint = fingerprint
			self.failing = failing
		}

		func rendering() -> FileRendering {
			return FileRendering(count: files.count) { [files, failing, rendered] index throws(Renderer.Failure) in
				rendered.add()
				if index == failing {
					throw Renderer.Failure.tooManyBytes(path: files[index].path, limit: 1)
				}
				return files[index]
			}
		}
	}

	private final class Counter: @unchecked Sendable {
		private(set) var count = 0
		func add() { count += 1 }
	}

	private func pass(_ mode: OutputPass.Mode = .stage) throws -> OutputPass {
		try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
		return OutputPass(root: out.path, previous: try PreviousState.read(root: out.path), force: false, mode: mode)
	}

	private func tree() throws -> [String] {
		return try FileManager.default.subpathsOfDirectory(atPath: out.path).sorted()
	}

	func testFoldersOfDifferentLengthsArePlannedTogetherAChunkAtATime() throws {
		let other = directory.appendingPathComponent("Other")
		try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
		let second = OutputPass(root: other.path, previous: try PreviousState.read(root: other.path), force: false, mode: .stage)
		let long = (0..<5).map { Source("L\($0)", ["L\($0)/File.swift"]) }
		let results = try OutputPass.run([
			OutputPass.Folder(pass: try pass(), sources: [long[0], long[1]], runKey: nil, setup: nil),
			OutputPass.Folder(pass: second, sources: long, runKey: nil, setup: nil),
		], chunk: 2)
		XCTAssertEqual(results.map { $0.0.listed.map(\.path) }, [["L0/File.swift", "L1/File.swift"], (0..<5).map { "L\($0)/File.swift" }])
		XCTAssertEqual(long.map(\.rendered.count), [2, 2, 1, 1, 1], "the sources both folders share are rendered for each")
		results.forEach { $0.1.discard() }
		XCTAssertEqual(try tree(), [])
	}

	func testStagedChangesWaitForTheCommit() throws {
		let (plan, staged) = try pass().run([Source("A", ["A/One.swift", "A/Two.swift"])], runKey: nil, setup: nil)
		XCTAssertEqual(plan.listed.map { "\($0.action.rawValue) \($0.path)" }, ["created A/One.swift", "created A/Two.swift"])
		XCTAssertEqual(staged.temporaries.keys.sorted(), [".screenletgen-base/A", "A/One.swift", "A/Two.swift"])
		XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("A/One.swift").path))
		try OutputWriter.commit(plan, staged: staged)
		XCTAssertEqual(try tree(), [".screenletgen-base", ".screenletgen-base/A", Manifest.fileName, "A", "A/One.swift", "A/Two.swift"])
	}

	func testAnUnchangedSourceIsNotRendered() throws {
		let first = Source("A", ["A/One.swift"], fingerprint: "0123456789abcdef")
		let (plan, staged) = try pass().run([first], runKey: nil, setup: nil)
		try OutputWriter.commit(plan, staged: staged)
		XCTAssertEqual(first.rendered.count, 1)

		let again = Source("A", ["A/One.swift"], fingerprint: "0123456789abcdef")
		let (idle, nothing) = try pass().run([again], runKey: nil, setup: nil)
		XCTAssertEqual(again.rendered.count, 0)
		XCTAssertEqual(idle.listed.map { $0.action }, [.unchanged])
		XCTAssertEqual(nothing.temporaries, [:])
		XCTAssertEqual(again.fingerprint, idle.manifest.inputs["A"])
	}

	func testARenderFailureRemovesWhatWasStaged() throws {
		try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
		let before = try tree()
		let failing = Source("B", ["B/One.swift", "B/Two.swift", "B/Three.swift"], failing: 1)
		XCTAssertThrowsError(try pass().run([Source("A", ["A/One.swift"]), failing], runKey: nil, setup: nil)) { error in
			guard case OutputPass.Failure.render(let diagnostic) = error else {
				return XCTFail("\(error)")
			}
			XCTAssertTrue(diagnostic.description.contains("entity: this spec takes the run's output over 1 bytes (at B/Two.swift)"), diagnostic.description)
		}
		XCTAssertEqual(failing.rendered.count, 2, "no file is rendered after the failure")
		XCTAssertEqual(try tree(), before, "no temporary file, folder or marker is left")
	}

	func testAnInterruptionStopsBeforeTheNextFileAndRemovesWhatWasStaged() throws {
		let source = Source("A", ["A/One.swift", "A/Two.swift"])
		let pass = try self.pass()
		let before = try tree()
		Interruption.catchSignals()
		defer { Interruption.restoreSignals() }
		// A staging pass runs once the run writes: the signal is recorded for it.
		Interruption.beginWriting()
		raise(SIGTERM)
		XCTAssertThrowsError(try pass.run([source], runKey: nil, setup: nil)) { error in
			guard case OutputPass.Failure.interrupted(let signal) = error else {
				return XCTFail("\(error)")
			}
			XCTAssertEqual(signal, SIGTERM)
		}
		XCTAssertEqual(source.rendered.count, 0)
		XCTAssertEqual(try tree(), before)
	}

	func testAPreviewStagesNothingAndShowsEachChangeInOrder() throws {
		let (plan, staged) = try pass().run([Source("A", ["A/One.swift"])], runKey: nil, setup: nil)
		try OutputWriter.commit(plan, staged: staged)
		try Data("// mine\n".utf8).write(to: out.appendingPathComponent("A/Two.swift"))
		let before = try tree()
		var shown: [String] = []
		let (preview, nothing) = try pass(.preview(visit: { item, old, new in
			shown.append("\(item.action.rawValue) \(item.path): \(String(decoding: old, as: UTF8.self))→ \(new)")
		})).run([Source("A", ["A/One.swift", "A/Two.swift", "A/Three.swift"], version: 2)], runKey: nil, setup: nil)
		XCTAssertEqual(shown, ["updated A/One.swift: // A/One.swift 1\n→ // A/One.swift 2\n", "conflict A/Two.swift: // mine\n→ // A/Two.swift 2\n"])
		XCTAssertEqual(preview.listed.map { $0.action }, [.update, .conflict, .create])
		XCTAssertEqual(nothing.temporaries, [:])
		XCTAssertEqual(try tree(), before)
	}
}
