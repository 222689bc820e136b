import Foundation
import XCTest
@testable import ScreenletGenKit

/// The writer alone touches the folder: staging makes the folders, marks them and writes each
/// change (and the base archive) to a temporary file; the commit renames them into place and
/// records the manifest; discarding leaves the folder as it was; the next run clears what a
/// killed one left.
final class OutputWriterTests: FolderTestCase {

	private func file(_ path: String, _ text: String, entity: String = "Note") -> GeneratedFile {
		return GeneratedFile(path: path, contents: text, specFile: "note.json", entity: entity)
	}

	/// Every path under `out`, folders included.
	private func tree() throws -> [String] {
		return try FileManager.default.subpathsOfDirectory(atPath: out.path).sorted()
	}

	private func text(_ path: String) throws -> String {
		return try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8)
	}

	func testStagingMarksAndMakesTheFoldersAndDiscardingUndoesIt() throws {
		try FileManager.default.createDirectory(at: out.appendingPathComponent("Model"), withIntermediateDirectories: true)
		let before = try tree()
		let plan = try OutputPlan.make(files: [file("Model/Note.swift", "model\n"), file("NoteScreenlet/Themes/View.swift", "view\n")], outputDirectory: out.path, force: false)
		var staging = try Staging.begin(plan)
		XCTAssertEqual(StagingMarker.read(root: out.path), StagingMarker.Contents(folders: ["Model", "NoteScreenlet/Themes", BaseArchive.folder], made: ["NoteScreenlet", "NoteScreenlet/Themes", BaseArchive.folder]),
			"the folders staged into, and those made")
		XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("NoteScreenlet/Themes").path))

		var files = try GroupStaging(entity: "Note", root: out.path)
		for decision in plan.unstaged[0].files {
			try files.stage(decision)
		}
		try files.finish(archive: plan.unstaged[0].archive)
		staging.add(files.temporaries)
		XCTAssertEqual(staging.temporaries.keys.sorted(), [".screenletgen-base/Note", "Model/Note.swift", "NoteScreenlet/Themes/View.swift"])
		for path in staging.temporaries.keys {
			let temporary = try XCTUnwrap(staging.temporary(for: path))
			XCTAssertEqual(URL(fileURLWithPath: temporary).deletingLastPathComponent().path, out.appendingPathComponent(path).deletingLastPathComponent().path, "beside its target")
			XCTAssertTrue(TemporaryFile.isTemporary(URL(fileURLWithPath: temporary).lastPathComponent))
		}
		XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("Model/Note.swift").path), "nothing in place before the commit")

		staging.discard()
		XCTAssertEqual(try tree(), before)
	}

	func testOnlyWhatChangesIsStagedAndTheArchiveOnlyWhenReplaced() throws {
		try FileManager.default.createDirectory(at: out.appendingPathComponent(BaseArchive.folder), withIntermediateDirectories: true)
		let created = FileDecision(item: OutputPlan.Item(path: "A.swift", entity: "Note", action: .create), entry: nil, text: "a\n", archived: ["a\n"])
		let unchanged = FileDecision(item: OutputPlan.Item(path: "B.swift", entity: "Note", action: .unchanged), entry: nil, text: "b\n", archived: ["b\n", "old b\n"])
		var kept = try GroupStaging(entity: "Note", root: out.path)
		try kept.stage(created)
		try kept.stage(unchanged)
		try kept.finish(archive: OutputPlan.Item(path: BaseArchive.path(for: "Note"), entity: "Note", action: .create, isBase: true))
		XCTAssertEqual(kept.temporaries.keys.sorted(), [".screenletgen-base/Note", "A.swift"])
		let temporaries = kept.temporaries.map { $0.value.path(beside: out.path + "/" + $0.key) }
		let archive = BaseArchive.parse(Array(try Data(contentsOf: URL(fileURLWithPath: kept.temporaries[".screenletgen-base/Note"]!.path(beside: out.path + "/.screenletgen-base/Note")))))
		XCTAssertEqual(archive.mapValues { $0.map { String(decoding: $0, as: UTF8.self) } }, ["A.swift": ["a\n"], "B.swift": ["b\n", "old b\n"]])
		temporaries.forEach { unlink($0) }

		var dropped = try GroupStaging(entity: "Note", root: out.path)
		try dropped.stage(unchanged)
		try dropped.finish(archive: nil)
		XCTAssertEqual(dropped.temporaries, [:])
		XCTAssertEqual(try tree(), [BaseArchive.folder], "the unused archive is removed")
	}

	func testWritingAPlanPutsItInPlaceAndLeavesNoBookkeeping() throws {
		try FileManager.default.createDirectory(at: out.appendingPathComponent("Model"), withIntermediateDirectories: true)
		try Data("// mine\n".utf8).write(to: out.appendingPathComponent("Model/Note.swift"))
		let files = [file("Model/Note.swift", "model\n"), file("NoteScreenlet/View.swift", "view\n")]
		try OutputWriter.write(try OutputPlan.make(files: files, outputDirectory: out.path, force: true))
		XCTAssertEqual(try text("Model/Note.swift"), "model\n")
		XCTAssertEqual(try text("Model/Note.swift.orig"), "// mine\n", "--force keeps what it replaces")
		XCTAssertEqual(try text("NoteScreenlet/View.swift"), "view\n")
		let manifest = try XCTUnwrap(Manifest(text: try text(Manifest.fileName)))
		XCTAssertEqual(manifest.entries.keys.sorted(), ["Model/Note.swift", "NoteScreenlet/View.swift"])
		XCTAssertEqual(BaseArchive.parse(Array(try Data(contentsOf: out.appendingPathComponent(BaseArchive.path(for: "Note"))))).keys.sorted(), ["Model/Note.swift", "NoteScreenlet/View.swift"])
		XCTAssertEqual(try tree().filter { TemporaryFile.isTemporary(URL(fileURLWithPath: $0).lastPathComponent) || [StagingMarker.fileName, Journal.fileName].contains($0) }, [])

		// Again: nothing changes, so nothing is touched.
		let date = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("NoteScreenlet/View.swift").path)[.modificationDate] as? Date
		let again = try OutputPlan.make(files: files, outputDirectory: out.path, force: false)
		XCTAssertEqual(again.listed.map { $0.action }, [.unchanged, .unchanged])
		try OutputWriter.write(again)
		XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("NoteScreenlet/View.swift").path)[.modificationDate] as? Date, date)
	}

	func testTheLeftoversOfAKilledRunAreRemovedFromTheFoldersItStagedIn() throws {
		for folder in ["A", "B", "A/\(TemporaryFile.prefix)0123456789ab"] {
			try FileManager.default.createDirectory(at: out.appendingPathComponent(folder), withIntermediateDirectories: true)
		}
		let leftovers = ["A/\(TemporaryFile.prefix)00000000000a", "\(TemporaryFile.prefix)00000000000b"]
		let untouched = ["B/\(TemporaryFile.prefix)00000000000c", "A/keep.swift"]
		for path in leftovers + untouched {
			try Data().write(to: out.appendingPathComponent(path))
		}
		try StagingMarker.write(["A"], root: out.path)
		let removed = Staging.recover(root: out.path, previous: PreviousState()).temporaries
		XCTAssertEqual(removed.sorted(), leftovers.map { out.path + "/" + $0 }.sorted())
		XCTAssertEqual(try tree(), ["A", "A/\(TemporaryFile.prefix)0123456789ab", "A/keep.swift", "B", "B/\(TemporaryFile.prefix)00000000000c"],
			"only regular files of the temporary pattern, only in the marked folders and the output folder; the marker is done with")
	}
}
