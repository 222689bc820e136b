import Foundation
import XCTest
@testable import ScreenletGenKit

/// The command line on real files: nothing lost, nothing half-written, no churn.
final class CommandLineTests: FolderTestCase {

	private func snapshot(_ root: URL) throws -> [String: Data] {
		var files: [String: Data] = [:]
		guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return files }
		while let path = enumerator.nextObject() as? String {
			var isDirectory: ObjCBool = false
			let url = root.appendingPathComponent(path)
			if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
				files[path] = try Data(contentsOf: url)
			}
		}
		return files
	}

	private func modificationDate(_ path: String) throws -> Date {
		return try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(path).path)[.modificationDate] as! Date
	}

	func testWritesTheFilesAndAManifest() throws {
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0, errors)
		let files = try snapshot(out)
		XCTAssertEqual(files.count, 15)
		XCTAssertNotNil(files[Manifest.fileName])
		XCTAssertEqual(output.split(separator: "\n").filter { $0.hasPrefix("created ") }.count, 14)
		XCTAssertTrue(output.contains("created \(out.path)/Model/Bookmark.swift\n"))
	}

	func testRerunRewritesNothing() throws {
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0)
		let before = try modificationDate("Model/Bookmark.swift")
		let manifestBefore = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(Manifest.fileName).path)[.modificationDate] as! Date
		Thread.sleep(forTimeInterval: 0.05)
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0)
		XCTAssertEqual(output.split(separator: "\n").filter { $0.hasPrefix("unchanged ") }.count, 14, output)
		XCTAssertEqual(try modificationDate("Model/Bookmark.swift"), before)
		XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(Manifest.fileName).path)[.modificationDate] as! Date, manifestBefore)
	}

	func testHandEditIsNeverOverwrittenWithoutForce() throws {
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0)
		let edited = out.appendingPathComponent("Model/Bookmark.swift")
		let handWork = "// my change\n" + (try String(contentsOf: edited, encoding: .utf8))
		try Data(handWork.utf8).write(to: edited)

		// A spec change that would rewrite the edited file.
		let spec = try String(contentsOfFile: bookmark, encoding: .utf8).replacingOccurrences(of: "{ \"name\": \"url\", \"type\": \"String\" }", with: "{ \"name\": \"url\", \"type\": \"String\", \"optional\": true }")
		let changed = directory.appendingPathComponent("bookmark.json")
		try Data(spec.utf8).write(to: changed)
		let before = try snapshot(out)
		XCTAssertEqual(run([changed.path, "-o", out.path]), 1)
		XCTAssertTrue(errors.contains("\(out.path)/Model/Bookmark.swift: error: edited since screenletgen wrote it; not overwritten"), errors)
		XCTAssertEqual(try snapshot(out), before, "nothing is written when any file conflicts")

		XCTAssertEqual(run([changed.path, "-o", out.path, "--force"]), 0, errors)
		XCTAssertTrue(output.contains("overwritten \(out.path)/Model/Bookmark.swift"), output)
		XCTAssertFalse(try String(contentsOf: edited, encoding: .utf8).contains("// my change"))
	}

	func testForeignFileIsNotOverwritten() throws {
		let foreign = out.appendingPathComponent("Model/Bookmark.swift")
		try FileManager.default.createDirectory(at: foreign.deletingLastPathComponent(), withIntermediateDirectories: true)
		try Data("// someone else's Bookmark\n".utf8).write(to: foreign)
		XCTAssertEqual(run([bookmark, "-o", out.path]), 1)
		XCTAssertTrue(errors.contains("Model/Bookmark.swift: error: not written by screenletgen"), errors)
		XCTAssertEqual(try String(contentsOf: foreign, encoding: .utf8), "// someone else's Bookmark\n")
		XCTAssertEqual(try snapshot(out).count, 1)
	}

	func testUnmodifiedGeneratedFilesAreUpdated() throws {
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0)
		let spec = try String(contentsOfFile: bookmark, encoding: .utf8).replacingOccurrences(of: "Added from Liferay Screens", with: "Added from the app")
		let changed = directory.appendingPathComponent("bookmark.json")
		try Data(spec.utf8).write(to: changed)
		XCTAssertEqual(run([changed.path, "-o", out.path]), 0, errors)
		XCTAssertTrue(output.contains("updated \(out.path)/AddBookmarkScreenlet/Connector/AddBookmarkLiferayConnector.swift"), output)
		XCTAssertEqual(output.split(separator: "\n").filter { $0.hasPrefix("updated ") }.count, 1, output)
	}

	func testInvalidSpecWritesNothing() throws {
		let bad = directory.appendingPathComponent("bad.json")
		try Data("{\"entity\": \"Bookmark\"}".utf8).write(to: bad)
		XCTAssertEqual(run([bookmark, bad.path, "-o", out.path]), 1)
		XCTAssertTrue(errors.contains("bad.json:1:1: error: the spec: missing required key \"attributes\""), errors)
		XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
	}

	func testCheckAndDryRunWriteNothing() throws {
		XCTAssertEqual(run([bookmark, "-o", out.path, "--check"]), 1)
		XCTAssertTrue(output.contains("would be created \(out.path)/Model/Bookmark.swift"), output)
		XCTAssertEqual(run([bookmark, "-o", out.path, "--dry-run"]), 0)
		XCTAssertTrue(output.contains("would be created \(out.path)/Model/Bookmark.swift"), output)
		XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))

		XCTAssertEqual(run([bookmark, "-o", out.path]), 0)
		XCTAssertEqual(run([bookmark, "-o", out.path, "--check"]), 0, errors)
		XCTAssertEqual(output, "")
		try Data("// edited\n".utf8).write(to: out.appendingPathComponent("Model/Bookmark.swift"))
		XCTAssertEqual(run([bookmark, "-o", out.path, "--check"]), 1)
		XCTAssertTrue(output.contains("conflict (edited since screenletgen wrote it) \(out.path)/Model/Bookmark.swift"), output)
	}

	func testCheckShowsADiffOfWhatWouldChange() throws {
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0)
		let spec = try String(contentsOfFile: bookmark, encoding: .utf8).replacingOccurrences(of: "Added from Liferay Screens", with: "Added from the app")
		let changed = directory.appendingPathComponent("bookmark.json")
		try Data(spec.utf8).write(to: changed)
		XCTAssertEqual(run([changed.path, "-o", out.path, "--check"]), 1)
		let connector = "\(out.path)/AddBookmarkScreenlet/Connector/AddBookmarkLiferayConnector.swift"
		XCTAssertTrue(output.contains("would be updated \(connector)\n"), output)
		XCTAssertTrue(output.contains("--- \(connector)\n+++ \(connector) (generated)\n@@ -"), output)
		XCTAssertTrue(output.contains("\n-\t\t\t\t\tdescription: \"Added from Liferay Screens\",\n+\t\t\t\t\tdescription: \"Added from the app\",\n"), output)
	}

	func testUnifiedDiff() {
		let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
		let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n").replacingOccurrences(of: "line 10\n", with: "line 10\nline 11\n")
		let expected = ["--- a", "+++ b", "@@ -2,10 +2,11 @@", " line 2", " line 3", " line 4", "-line 5", "+line five",
			" line 6", " line 7", " line 8", " line 9", " line 10", "+line 11", " "]
		XCTAssertEqual(UnifiedDiff.make(old: old, new: new, oldName: "a", newName: "b"), expected.joined(separator: "\n") + "\n")
		XCTAssertEqual(UnifiedDiff.make(old: old, new: old, oldName: "a", newName: "b"), "")
	}

	/// A translation is the user's file beside the generated `en.lproj`: a run that updates the
	/// English table, and one that no longer generates the screenlet, leave it as it was.
	func testTranslationsBesideTheEnglishTableAreNeverTouched() throws {
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0, errors)
		let english = out.appendingPathComponent("AddBookmarkScreenlet/Resources/en.lproj/addbookmark-screenlet.strings")
		XCTAssertTrue(try String(contentsOf: english, encoding: .utf8).contains(#""addbookmark-screenlet-empty-url" = "URL cannot be empty";"#))
		let german = out.appendingPathComponent("AddBookmarkScreenlet/Resources/de.lproj/addbookmark-screenlet.strings")
		try FileManager.default.createDirectory(at: german.deletingLastPathComponent(), withIntermediateDirectories: true)
		let translation = Data(#""addbookmark-screenlet-empty-url" = "Die URL darf nicht leer sein";"#.utf8)
		try translation.write(to: german)

		let spec = try String(contentsOfFile: bookmark, encoding: .utf8).replacingOccurrences(of: "URL cannot be empty", with: "Enter the URL")
		let changed = directory.appendingPathComponent("bookmark.json")
		try Data(spec.utf8).write(to: changed)
		XCTAssertEqual(run([changed.path, "-o", out.path]), 0, errors)
		XCTAssertTrue(output.contains("updated \(english.path)\n"), output)
		XCTAssertFalse(output.contains("de.lproj"), output)
		XCTAssertEqual(try Data(contentsOf: german), translation)

		// Without the action screenlet its generated files go, the translation stays.
		var object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: bookmark))) as! [String: Any]
		object["screenlets"] = Array((object["screenlets"] as! [Any]).prefix(1))
		try JSONSerialization.data(withJSONObject: object).write(to: changed)
		XCTAssertEqual(run([changed.path, "-o", out.path]), 0, errors)
		XCTAssertTrue(output.contains("removed \(english.path)\n"), output)
		XCTAssertEqual(try Data(contentsOf: german), translation)
	}

	func testRenamedScreenletsLeaveNoStaleFilesAndNoLostEdits() throws {
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0)
		// Another entity in the same folder is not this spec's business.
		let guestbook = TestSupport.examplesDirectory.appendingPathComponent("guestbook.json").path
		XCTAssertEqual(run([guestbook, "-o", out.path]), 0, errors)
		// A hand edit in a file that the rename makes obsolete.
		let edited = out.appendingPathComponent("BookmarkListScreenlet/Themes/Default/BookmarkListView_default.swift")
		try Data("// kept\n".utf8).write(to: edited)

		let spec = try String(contentsOfFile: bookmark, encoding: .utf8)
			.replacingOccurrences(of: "\"kind\": \"list\",", with: "\"kind\": \"list\", \"name\": \"Bookmarks\",")
		let renamed = directory.appendingPathComponent("bookmark.json")
		try Data(spec.utf8).write(to: renamed)

		XCTAssertEqual(run([renamed.path, "-o", out.path, "--check"]), 1)
		XCTAssertTrue(output.contains("would be removed \(out.path)/BookmarkListScreenlet/BookmarkListScreenlet.swift"), output)
		XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("BookmarkListScreenlet/BookmarkListScreenlet.swift").path))

		XCTAssertEqual(run([renamed.path, "-o", out.path]), 0, errors)
		XCTAssertTrue(output.contains("removed \(out.path)/BookmarkListScreenlet/Connector/BookmarkListPageLiferayConnector.swift"), output)
		XCTAssertTrue(output.contains("kept \(out.path)/BookmarkListScreenlet/Themes/Default/BookmarkListView_default.swift (edited since screenletgen wrote it; no longer generated)"), output)
		XCTAssertTrue(output.contains("created \(out.path)/BookmarksScreenlet/BookmarksScreenlet.swift"), output)
		XCTAssertEqual(try String(contentsOf: edited, encoding: .utf8), "// kept\n")
		let left = try snapshot(out.appendingPathComponent("BookmarkListScreenlet"))
		XCTAssertEqual(left.keys.sorted(), ["Themes/Default/BookmarkListView_default.swift"], "only the edited file stays; emptied folders go")
		XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("GuestbookEntryListScreenlet/GuestbookEntryListScreenlet.swift").path))

		let manifest = try String(contentsOf: out.appendingPathComponent(Manifest.fileName), encoding: .utf8)
		XCTAssertFalse(manifest.contains("BookmarkListScreenlet/"), manifest)
		XCTAssertTrue(manifest.contains(" GuestbookEntry GuestbookEntryListScreenlet/GuestbookEntryListScreenlet.swift"), manifest)
		XCTAssertEqual(run([renamed.path, "-o", out.path, "--check"]), 0, output + errors)
	}

	func testAFailedWriteLeavesTheFolderAsItWas() throws {
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0)
		let spec = try String(contentsOfFile: bookmark, encoding: .utf8)
			.replacingOccurrences(of: "\"kind\": \"list\",", with: "\"kind\": \"list\", \"name\": \"FolderBookmarks\",")
		let changed = directory.appendingPathComponent("bookmark.json")
		try Data(spec.utf8).write(to: changed)
		var before = try snapshot(out)
		let plan = try OutputPlan.make(files: try TestSupport.generate(changed), outputDirectory: out.path, force: false)
		// A folder appearing where a new file goes, after the plan was made (and its files
		// staged), makes the write fail part-way.
		let target = try XCTUnwrap(plan.changes.first { $0.path.hasPrefix("FolderBookmarksScreenlet/Connector/") }).path
		let blocker = out.appendingPathComponent(target)
		try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
		try Data("in the way".utf8).write(to: blocker.appendingPathComponent("file"))
		before[target + "/file"] = Data("in the way".utf8)
		XCTAssertThrowsError(try OutputWriter.write(plan)) { error in
			XCTAssertTrue("\(error)".contains("the folder was left as it was"), "\(error)")
		}
		XCTAssertEqual(try snapshot(out), before, "staged files are removed and renamed ones put back")
		let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("FolderBookmarksScreenlet").path)
		XCTAssertEqual(leftovers, ["Connector"], "created folders are removed again")
		// A file where the list's Connector folder must go.
		let blocker2 = out.appendingPathComponent("FolderBookmarksScreenlet/Connector")
		try FileManager.default.removeItem(at: blocker2)
		try Data("not a folder".utf8).write(to: blocker2)
		let before2 = try snapshot(out)

		// Found while planning, it stops the run before anything is written.
		XCTAssertEqual(run([changed.path, "-o", out.path]), 1)
		XCTAssertTrue(errors.contains("\(blocker2.path) is not a folder; move it away; nothing was written"), errors)
		XCTAssertEqual(try snapshot(out), before2)
	}

	func testADamagedManifestStopsTheRunAndACRLFOneIsRead() throws {
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0)
		let manifestURL = out.appendingPathComponent(Manifest.fileName)
		let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
		try Data(manifest.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: manifestURL)
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0, errors)
		XCTAssertEqual(output.split(separator: "\n").filter { $0.hasPrefix("unchanged ") }.count, 14, output)

		try Data("\u{1}garbage\nnot a manifest\n".utf8).write(to: manifestURL)
		let before = try snapshot(out)
		XCTAssertEqual(run([bookmark, "-o", out.path]), 1)
		XCTAssertTrue(errors.contains("\(manifestURL.path) is not a screenletgen manifest (damaged or edited?). Delete it and rerun with --force"), errors)
		XCTAssertEqual(try snapshot(out), before)
	}

	func testAStaleFileThatCannotBeRemovedStaysInTheManifest() throws {
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0)
		let spec = try String(contentsOfFile: bookmark, encoding: .utf8)
			.replacingOccurrences(of: "\"kind\": \"list\",", with: "\"kind\": \"list\", \"name\": \"Bookmarks\",")
		let renamed = directory.appendingPathComponent("bookmark.json")
		try Data(spec.utf8).write(to: renamed)
		let plan = try OutputPlan.make(files: try TestSupport.generate(renamed), outputDirectory: out.path, force: false)
		// The stale file turns into something that is not a regular file after planning.
		let stale = "BookmarkListScreenlet/BookmarkListScreenlet.swift"
		XCTAssertTrue(plan.removals.contains { $0.path == stale })
		try FileManager.default.removeItem(at: out.appendingPathComponent(stale))
		try FileManager.default.createDirectory(at: out.appendingPathComponent(stale), withIntermediateDirectories: true)
		let report = try OutputWriter.write(plan)
		XCTAssertEqual(Array(report.unremoved.keys), [stale])
		XCTAssertTrue(report.unremoved[stale]!.contains("exists and is not a regular file"), report.unremoved[stale]!)
		let manifest = try String(contentsOf: out.appendingPathComponent(Manifest.fileName), encoding: .utf8)
		XCTAssertTrue(manifest.contains(" Bookmark \(stale)\n"), manifest)
		XCTAssertFalse(manifest.contains("BookmarkListScreenlet/Connector"), manifest)
	}

	func testUsageErrorsExit64() {
		XCTAssertEqual(run([]), 64)
		XCTAssertEqual(run([bookmark]), 64)
		XCTAssertTrue(errors.contains("no output folder given"))
		XCTAssertEqual(run([bookmark, "-o", out.path, "--froce"]), 64)
		XCTAssertTrue(errors.contains("unknown option --froce (did you mean \"--force\"?)"), errors)
		XCTAssertEqual(run([bookmark, "-o"]), 64)
		XCTAssertEqual(run(["--version"]), 0)
		XCTAssertTrue(output.hasPrefix("screenletgen "))
		XCTAssertEqual(run(["--help"]), 0)
		XCTAssertTrue(output.contains("Spec format v1"))
	}

	func testUnreadableSpecIsAnError() {
		XCTAssertEqual(run([directory.appendingPathComponent("missing.json").path, "-o", out.path]), 1)
		XCTAssertTrue(errors.contains("missing.json: cannot read the spec"), errors)
	}

	func testUnsafePathsAreRefused() {
		XCTAssertFalse(OutputPlan.isSafe("../x.swift"))
		XCTAssertFalse(OutputPlan.isSafe("/etc/passwd"))
		XCTAssertFalse(OutputPlan.isSafe("a/./b"))
		XCTAssertFalse(OutputPlan.isSafe("a//b"))
		XCTAssertTrue(OutputPlan.isSafe("Model/Bookmark.swift"))
		let file = GeneratedFile(path: "../escape.swift", contents: "", specFile: "x", entity: "X")
		XCTAssertThrowsError(try OutputPlan.make(files: [file], outputDirectory: out.path, force: true))
	}
}

/// The binary, copied somewhere else on its own, still has its templates.
final class InstalledBinaryTests: XCTestCase {

	func testTheBinaryWorksInstalledAlone() throws {
		let built = TestSupport.builtBinary
		XCTAssertTrue(FileManager.default.isExecutableFile(atPath: built.path), "no screenletgen binary at \(built.path)")
		let place = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: place) }
		let installed = place.appendingPathComponent("bin/screenletgen")
		try FileManager.default.createDirectory(at: installed.deletingLastPathComponent(), withIntermediateDirectories: true)
		try FileManager.default.copyItem(at: built, to: installed)
		try FileManager.default.copyItem(at: TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"), to: place.appendingPathComponent("bookmark.json"))

		let (status, output) = try TestSupport.run(installed.path, ["bookmark.json", "-o", "Out"], in: place)
		XCTAssertEqual(status, 0, output)
		let golden = TestSupport.goldenDirectory.appendingPathComponent("bookmark")
		for path in ["Model/Bookmark.swift", "AddBookmarkScreenlet/Themes/Default/AddBookmarkView_default.xib"] {
			XCTAssertEqual(try String(contentsOf: place.appendingPathComponent("Out/\(path)"), encoding: .utf8),
				try String(contentsOf: golden.appendingPathComponent(path), encoding: .utf8), path)
		}
	}
}
