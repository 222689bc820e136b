import Foundation
import XCTest
@testable import ScreenletGenKit

/// Nothing is written or removed outside the output folder: the folder's path, links
/// below it, temporary files and forged manifest entries, on real folders and links.
final class OutputSafetyTests: FolderTestCase {

	/// A folder beside `Out` that no run may touch, holding one file.
	private func outsideFolder() throws -> (folder: URL, victim: URL) {
		let folder = directory.appendingPathComponent("outside")
		try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
		let victim = folder.appendingPathComponent("victim.swift")
		try Data("// not screenletgen's\n".utf8).write(to: victim)
		return (folder, victim)
	}

	private func contents(_ url: URL) throws -> [String] {
		return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
	}

	// MARK: The output folder's path

	func testTheOutputPathIsResolvedOnceAndNeverToTheRoot() throws {
		XCTAssertThrowsError(try OutputFolder.resolve("", currentDirectory: "/tmp/work"))
		XCTAssertThrowsError(try OutputFolder.resolve("/", currentDirectory: "/tmp/work"))
		XCTAssertThrowsError(try OutputFolder.resolve("//.", currentDirectory: "/tmp/work"))
		XCTAssertThrowsError(try OutputFolder.resolve("../..", currentDirectory: "/tmp/work"))
		XCTAssertThrowsError(try OutputFolder.resolve(".", currentDirectory: "/"))
		XCTAssertEqual(try OutputFolder.resolve("Out", currentDirectory: "/tmp/work"), "/tmp/work/Out")
		XCTAssertEqual(try OutputFolder.resolve("./Out/", currentDirectory: "/tmp/work"), "/tmp/work/Out")
		XCTAssertEqual(try OutputFolder.resolve("../Out", currentDirectory: "/tmp/work"), "/tmp/Out")
		XCTAssertEqual(try OutputFolder.resolve("/srv//gen/./a/../b/", currentDirectory: "/tmp/work"), "/srv/gen/b")
	}

	/// Only with --dry-run, so that even a regression cannot write into the real root.
	func testTheBinaryRefusesAnEmptyOrRootOutputFolder() throws {
		let binary = TestSupport.builtBinary.path
		// What a run would create in / (other processes may change the rest of it).
		let names: Set<String> = ["Model", "BookmarkListScreenlet", "AddBookmarkScreenlet", Manifest.fileName, FolderLock.fileName, Journal.fileName]
		let rootBefore = try contents(URL(fileURLWithPath: "/")).filter(names.contains)
		for folder in ["", "/", "//"] {
			let (status, text) = try TestSupport.run(binary, [bookmark, "-o", folder, "--dry-run"], in: directory)
			XCTAssertEqual(status, 64, text)
			XCTAssertFalse(text.contains("would be created"), text)
		}
		let (status, text) = try TestSupport.run(binary, [bookmark, "-o", "", "--dry-run"], in: directory)
		XCTAssertTrue(text.contains("-o: the output path is an empty string"), text)
		XCTAssertEqual(status, 64)
		XCTAssertEqual(run([bookmark, "-o", "/", "--dry-run"]), 64)
		XCTAssertTrue(errors.contains("refusing to write into the root folder /"), errors)
		XCTAssertEqual(try contents(URL(fileURLWithPath: "/")).filter(names.contains), rootBefore)
		XCTAssertEqual(try contents(directory), [])
	}

	// MARK: Links below the output folder

	func testTheOutputFolderItselfMayBeALink() throws {
		let real = directory.appendingPathComponent("real")
		try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
		try FileManager.default.createSymbolicLink(atPath: out.path, withDestinationPath: "real")
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0, errors)
		XCTAssertTrue(FileManager.default.fileExists(atPath: real.appendingPathComponent("Model/Bookmark.swift").path))
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0, errors)
		XCTAssertEqual(output.split(separator: "\n").filter { $0.hasPrefix("unchanged ") }.count, 15, output)
	}

	func testAGeneratedFileIsNeverWrittenThroughALinkedFolder() throws {
		let (outside, victim) = try outsideFolder()
		try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
		try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("Model").path, withDestinationPath: "../outside")
		XCTAssertEqual(run([bookmark, "-o", out.path]), 1)
		XCTAssertTrue(errors.contains("\(out.path)/Model is a symbolic link"), errors)
		XCTAssertTrue(errors.contains("nothing was written"), errors)
		XCTAssertEqual(try contents(outside), ["victim.swift"])
		XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "// not screenletgen's\n")
		XCTAssertEqual(try contents(out), ["Model"])
	}

	func testAGeneratedFileThatIsALinkIsRefused() throws {
		let (_, victim) = try outsideFolder()
		let model = out.appendingPathComponent("Model")
		try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
		try FileManager.default.createSymbolicLink(atPath: model.appendingPathComponent("Bookmark.swift").path, withDestinationPath: victim.path)
		XCTAssertEqual(run([bookmark, "-o", out.path, "--force"]), 1)
		XCTAssertTrue(errors.contains("\(model.path)/Bookmark.swift is a symbolic link"), errors)
		XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "// not screenletgen's\n")
	}

	/// A forged manifest entry under a linked folder, or leaving the folder, removes nothing.
	func testStaleFileRemovalNeverFollowsALinkOrLeavesTheFolder() throws {
		let (outside, victim) = try outsideFolder()
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0, errors)
		let hash = ContentHash.of(try Data(contentsOf: victim))
		let manifestURL = out.appendingPathComponent(Manifest.fileName)
		let manifest = try String(contentsOf: manifestURL, encoding: .utf8)

		try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("Old").path, withDestinationPath: "../outside")
		try Data((manifest + "\(hash) Bookmark Old/victim.swift\n").utf8).write(to: manifestURL)
		XCTAssertEqual(run([bookmark, "-o", out.path]), 1)
		XCTAssertTrue(errors.contains("\(out.path)/Old is a symbolic link"), errors)
		XCTAssertEqual(try contents(outside), ["victim.swift"])

		try FileManager.default.removeItem(at: out.appendingPathComponent("Old"))
		try Data((manifest + "\(hash) Bookmark ../outside/victim.swift\n\(hash) Bookmark /\(victim.path)\n").utf8).write(to: manifestURL)
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0, errors)
		XCTAssertEqual(try contents(outside), ["victim.swift"])
		XCTAssertEqual(try String(contentsOf: manifestURL, encoding: .utf8), manifest, "entries outside the folder are dropped")
	}

	// MARK: Temporary files

	func testATemporaryFileLiesBesideItsTargetUnderTwelveHexDigits() {
		let name = TemporaryFile.Name(number: 0xA_0BC0_0012)
		XCTAssertEqual(name.path(beside: "/out/Bookmark/Themes/Default/BookmarkView.xib"), "/out/Bookmark/Themes/Default/.screenletgen-tmp-000a0bc00012")
		XCTAssertEqual(name.path(beside: "/out/é/Ünïcode.swift"), "/out/é/.screenletgen-tmp-000a0bc00012")
		XCTAssertEqual(name.path(beside: "Bookmark.swift"), ".screenletgen-tmp-000a0bc00012")
		XCTAssertEqual(TemporaryFile.Name(number: 0xFFFF_FFFF_FFFF).path(beside: "a/b"), "a/.screenletgen-tmp-ffffffffffff")
	}

	func testTemporaryFilesHaveUnpredictableNamesAndAreCreatedExclusively() throws {
		let (_, victim) = try outsideFolder()
		let target = directory.appendingPathComponent("Bookmark.swift").path
		let names = Set((0..<100).map { _ in TemporaryFile.name(for: target) })
		XCTAssertEqual(names.count, 100)
		XCTAssertTrue(names.allSatisfy { TemporaryFile.isTemporary(URL(fileURLWithPath: $0).lastPathComponent) }, "\(names)")
		XCTAssertFalse(TemporaryFile.isTemporary("Bookmark.swift"))
		XCTAssertFalse(TemporaryFile.isTemporary(".screenletgen-tmp-notrandom"))

		// Even at a guessed name, a planted link (dangling or not) is never opened.
		let planted = names.first!
		try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim.path)
		XCTAssertEqual(TemporaryFile.openExclusively(planted), -1)
		XCTAssertEqual(errno, EEXIST)
		try FileManager.default.removeItem(atPath: planted)
		try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: directory.appendingPathComponent("nowhere").path)
		XCTAssertEqual(TemporaryFile.openExclusively(planted), -1)
		XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("nowhere").path))
		XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "// not screenletgen's\n")

		try OutputWriter.replace(target, with: Array("x".utf8))
		XCTAssertEqual(try contents(directory).filter { TemporaryFile.isTemporary($0) }, [URL(fileURLWithPath: planted).lastPathComponent])
	}

	func testInitNeverWritesThroughALink() throws {
		let (_, victim) = try outsideFolder()
		let discovery = TestSupport.examplesDirectory.appendingPathComponent("bookmarks-discovery.json").path
		let starter = directory.appendingPathComponent("starter.json")
		try FileManager.default.createSymbolicLink(atPath: starter.path, withDestinationPath: victim.path)
		XCTAssertEqual(run(["init", "--discovery", discovery, "--service", "bookmarks.bookmarksentry", "--entity", "Bookmark", "-o", starter.path, "--force"]), 0, errors)
		XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "// not screenletgen's\n", "the link is replaced, its target untouched")
		XCTAssertTrue(try String(contentsOf: starter, encoding: .utf8).contains("\"entity\": \"Bookmark\""))
		XCTAssertEqual(run(["init", "--discovery", discovery, "--service", "bookmarks.bookmarksentry", "--entity", "Bookmark", "-o", ""]), 64)
		XCTAssertTrue(errors.contains("-o: the output path is an empty string"), errors)
		XCTAssertEqual(run(["init", "--discovery", discovery, "--service", "bookmarks.bookmarksentry", "--entity", "Bookmark", "-o", directory.path, "--force"]), 1)
		XCTAssertTrue(errors.contains("that is a folder; give the path of the spec file to write"), errors)
	}

	/// A FIFO (or a device) at `init -o` stays what it is, even with `--force`: a file would
	/// take its place, and a reader waiting on it would never hear (issue 31's decision).
	func testInitNeverReplacesAFIFOOrADevice() throws {
		let discovery = TestSupport.examplesDirectory.appendingPathComponent("bookmarks-discovery.json").path
		// In the test's own folder only: were the check gone, a file would take their place.
		var specials: [(path: String, kind: mode_t)] = []
		let fifo = directory.appendingPathComponent("starter.fifo").path
		XCTAssertEqual(mkfifo(fifo, 0o600), 0)
		specials.append((fifo, S_IFIFO))
		// A device like /dev/null, where the system lets a test make one (root, no container rule).
		let device = directory.appendingPathComponent("starter.device").path
		if mknod(device, S_IFCHR | 0o600, dev_t((1 << 8) | 3)) == 0 {
			specials.append((device, S_IFCHR))
		}
		for special in specials {
			XCTAssertEqual(run(["init", "--discovery", discovery, "--service", "bookmarks.bookmarksentry", "--entity", "Bookmark", "-o", special.path, "--force"]), 1, special.path)
			XCTAssertTrue(errors.contains("not a file; --force replaces only a file"), errors)
			var status = stat()
			XCTAssertEqual(lstat(special.path, &status), 0)
			XCTAssertEqual(status.st_mode & S_IFMT, special.kind, "\(special.path) is what it was")
		}
	}
}
