import Foundation
import XCTest
@testable import ScreenletGenKit

/// One run of both platforms (issue 37 §1): `--platform ios,android` with `-o` for iOS and
/// `--android-output` for the Android module's `src/main`. The specs are modelled once; each
/// folder ends as a run of its platform alone leaves it (files and manifest), both folders are
/// planned before either is written, and each mistake is one usage error.
final class BothPlatformsTests: FolderTestCase {

	private let package = "com.example.app"

	private var ios: URL { return directory.appendingPathComponent("ios") }
	private var android: URL { return directory.appendingPathComponent("app/src/main") }

	private func both(_ extra: [String] = []) -> Int32 {
		return run([bookmark, "-o", ios.path, "--platform", "ios,android", "--android-output", android.path, "--android-package", package] + extra)
	}

	/// Every file of a folder, the manifest included, by relative path.
	private func tree(_ folder: URL) throws -> [String: Data] {
		var files: [String: Data] = [:]
		for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
			let url = folder.appendingPathComponent(path)
			var isFolder: ObjCBool = false
			if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
				files[path] = try Data(contentsOf: url)
			}
		}
		return files
	}

	func testEachFolderIsWhatARunOfItsPlatformAloneWrites() throws {
		XCTAssertEqual(both(), 0, errors)
		XCTAssertEqual(run([bookmark, "-o", directory.appendingPathComponent("ios-alone").path]), 0, errors)
		XCTAssertEqual(run([bookmark, "-o", directory.appendingPathComponent("android-alone").path, "--platform", "android", "--android-package", package]), 0, errors)
		let (iosTree, androidTree) = (try tree(ios), try tree(android))
		XCTAssertEqual(iosTree.count, 17, iosTree.keys.sorted().description)
		XCTAssertEqual(androidTree.count, 24, androidTree.keys.sorted().description)
		XCTAssertEqual(iosTree, try tree(directory.appendingPathComponent("ios-alone")))
		XCTAssertEqual(androidTree, try tree(directory.appendingPathComponent("android-alone")))
		XCTAssertTrue(androidTree.keys.contains("java/com/example/app/service/v7/BookmarksEntryService.java"))

		// Again: both idle. Then Android alone in the same folder, given as --android-output: idle too,
		// since a run of both fingerprints each platform's files as a run of it alone.
		XCTAssertEqual(both(), 0, errors)
		XCTAssertTrue(output.contains("15 files: 15 unchanged"), output)
		XCTAssertTrue(output.contains("21 files: 21 unchanged"), output)
		XCTAssertEqual(run([bookmark, "--android-output", android.path, "--platform", "android", "--android-package", package, "-q"]), 0, errors)
		XCTAssertEqual(output, "21 files: 21 unchanged\n")
	}

	func testARunFilesDeletedFromTheAndroidFolderAreNoticedOnAnIdleRerun() throws {
		XCTAssertEqual(both(["-q"]), 0, errors)
		// The service class belongs to the run, not to a spec: an idle rerun checks it too.
		let input = Generator.SpecInput(file: bookmark, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: bookmark))))
		let fingerprint = SpecFiles.fingerprint(of: input.fingerprintParts, templates: .builtIn, defaults: SpecDefaults(platform: .android, androidPackage: package))
		let recorded = UnchangedRun.groups(fingerprints: [fingerprint], runKey: UnchangedRun.key([fingerprint]), state: try PreviousState.read(root: android.path))
		XCTAssertEqual(recorded?.map(\.entity), ["Bookmark", "BookmarksEntryService"])
		let service = android.appendingPathComponent("java/com/example/app/service/v7/BookmarksEntryService.java")
		try FileManager.default.removeItem(at: service)
		XCTAssertEqual(both(["--check"]), 1, output + errors)
		XCTAssertTrue(output.contains("would be created \(android.path)/java/com/example/app/service/v7/BookmarksEntryService.java"), output)
		XCTAssertEqual(both(["-q"]), 0, errors)
		XCTAssertEqual(output, "15 files: 15 unchanged\n21 files: 1 created, 20 unchanged\n")
		XCTAssertTrue(FileManager.default.fileExists(atPath: service.path))
	}

	func testWhenOneFolderCannotBePlannedNeitherIsWritten() throws {
		// The Android folder's java is a link: its plan fails after iOS's was made and staged.
		try FileManager.default.createDirectory(at: android, withIntermediateDirectories: true)
		try FileManager.default.createSymbolicLink(atPath: android.appendingPathComponent("java").path, withDestinationPath: directory.path)
		XCTAssertEqual(both(), 1)
		XCTAssertTrue(errors.contains("java is a symbolic link"), errors)
		XCTAssertTrue(errors.hasSuffix("nothing was written\n"), errors)
		XCTAssertFalse(FileManager.default.fileExists(atPath: ios.path), "the iOS folder made for the run is gone with its staged files")
		XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: android.path), ["java"])
	}

	func testAFailedRunRemovesTheFoldersItMadeForBoth() throws {
		let spec = directory.appendingPathComponent("broken.json")
		try #"{"entity": "Broken"}"#.write(to: spec, atomically: false, encoding: .utf8)
		let parent = directory.appendingPathComponent("new")
		XCTAssertEqual(run([spec.path, "-o", parent.appendingPathComponent("ios").path, "--platform", "ios,android",
			"--android-output", parent.appendingPathComponent("app/src/main").path, "--android-package", package]), 1)
		XCTAssertTrue(errors.contains("broken.json:1:1: error"), errors)
		XCTAssertFalse(FileManager.default.fileExists(atPath: parent.path), "the folder made for both outputs is removed with them")
	}

	func testEachMistakeIsOneUsageError() throws {
		let cases: [([String], String)] = [
			([bookmark, "-o", ios.path, "--platform", "ios,android", "--android-package", package],
				"--platform ios,android writes two folders: give the Android module's src/main with --android-output DIR (or \"androidOutput\" in screenletgen.json); -o is the iOS one"),
			([bookmark, "-o", ios.path, "--platform", "ios,android", "--android-output", android.path],
				"--platform ios,android needs the app module's Java package: --android-package com.example.screens (or \"androidPackage\" in screenletgen.json); --android-output is the module's src/main"),
			([bookmark, "-o", ios.path, "--android-output", android.path],
				"--android-output names the Android folder, but this run writes iOS only: add --platform ios,android"),
			([bookmark, "-o", ios.path, "--platform", "ios,andriod"],
				"--platform ios,andriod: the platforms are ios and android, or both as ios,android (did you mean \"android\"?)"),
			([bookmark, "-o", ios.path, "--android-output", android.path, "--platform", "android", "--android-package", package],
				"-o and --android-output both name the Android folder of a run of Android alone: give one"),
			([bookmark, "-o", directory.path, "--platform", "ios,android", "--android-output", android.path, "--android-package", package],
				"-o \(directory.path) and --android-output \(android.path): the iOS and the Android files need folders of their own, neither inside the other (an Android module's src/main, an iOS target's Screenlets folder)"),
			([bookmark, "-o", ios.path, "--platform", "ios,android", "--android-output", ios.path + "/", "--android-package", package],
				"-o \(ios.path) and --android-output \(ios.path)/: the iOS and the Android files need folders of their own, neither inside the other (an Android module's src/main, an iOS target's Screenlets folder)"),
		]
		for (arguments, message) in cases {
			XCTAssertEqual(run(arguments), 64, arguments.description)
			XCTAssertTrue(errors.hasPrefix("screenletgen: \(message)\n"), errors)
		}
		XCTAssertFalse(FileManager.default.fileExists(atPath: ios.path))
		XCTAssertFalse(FileManager.default.fileExists(atPath: android.path))
	}

	func testTheConfigAsksForBothAndTheCommandLineForOne() throws {
		try #"{"specs": ["spec.json"], "output": "ios", "platform": ["ios", "android"], "androidOutput": "app/src/main", "androidPackage": "com.example.app"}"#
			.write(to: directory.appendingPathComponent(ConfigFile.defaultName), atomically: false, encoding: .utf8)
		try FileManager.default.copyItem(atPath: bookmark, toPath: directory.appendingPathComponent("spec.json").path)
		XCTAssertEqual(run(["-q"]), 0, errors)
		XCTAssertEqual(output, "15 files: 15 created\n21 files: 21 created\n")
		// Android alone writes to the config's Android folder; -o on the command line names another.
		XCTAssertEqual(run(["-q", "--platform", "android"]), 0, errors)
		XCTAssertEqual(output, "21 files: 21 unchanged\n")
		XCTAssertEqual(run(["-q", "--platform", "android", "-o", directory.appendingPathComponent("other").path]), 0, errors)
		XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("other/java/com/example/app/Bookmark.java").path))
		XCTAssertEqual(run(["-q", "--platform", "ios"]), 0, errors)
		XCTAssertEqual(output, "15 files: 15 unchanged\n")

		// A platform the config misspells is a located error.
		try #"{"specs": ["spec.json"], "output": "ios", "platform": ["ios", "andriod"]}"#
			.write(to: directory.appendingPathComponent(ConfigFile.defaultName), atomically: false, encoding: .utf8)
		XCTAssertEqual(run([]), 1)
		XCTAssertTrue(errors.contains("screenletgen.json:1:63: error: platform[1]: unknown platform \"andriod\"; expected one of ios, android (did you mean \"android\"?)"), errors)
	}
}

/// A spec's own `"platform"`: what it is written for. A run of both leaves a headless spec out
/// of Android when the spec says iOS, its files there removed.
final class SpecPlatformTests: FolderTestCase {

	func testASpecForIOSAloneIsLeftOutOfTheAndroidFolder() throws {
		for name in ["ticket.openapi.json", "bookmark.json"] {
			try FileManager.default.copyItem(at: TestSupport.examplesDirectory.appendingPathComponent(name), to: directory.appendingPathComponent(name))
		}
		let ticket = directory.appendingPathComponent("ticket.json")
		let text = try String(contentsOf: TestSupport.examplesDirectory.appendingPathComponent("ticket.json"), encoding: .utf8)
		try text.write(to: ticket, atomically: false, encoding: .utf8)
		let (ios, android) = (directory.appendingPathComponent("ios"), directory.appendingPathComponent("android"))
		let arguments = [directory.appendingPathComponent("bookmark.json").path, ticket.path, "-o", ios.path, "--platform", "ios,android",
			"--android-output", android.path, "--android-package", "com.example.app", "-q"]
		// Both platforms: the headless spec's lists on Android too.
		XCTAssertEqual(run(arguments), 0, errors)
		XCTAssertTrue(FileManager.default.fileExists(atPath: android.appendingPathComponent("java/com/example/app/list/TicketListScreenlet.java").path))
		XCTAssertEqual(output.split(separator: "\n").last, "69 files: 69 created")

		try text.replacingOccurrences(of: "\"entity\": \"Ticket\",", with: "\"entity\": \"Ticket\",\n  \"platform\": \"ios\",").write(to: ticket, atomically: false, encoding: .utf8)
		XCTAssertEqual(run(arguments), 0, errors)
		XCTAssertTrue(FileManager.default.fileExists(atPath: ios.appendingPathComponent("Model/Ticket.swift").path))
		XCTAssertTrue(FileManager.default.fileExists(atPath: android.appendingPathComponent("java/com/example/app/Bookmark.java").path))
		// (Its merge base stays in `.screenletgen-base`, as an entity's does when its files go.)
		XCTAssertFalse(try FileManager.default.subpathsOfDirectory(atPath: android.path).contains { $0.contains("Ticket") && !$0.hasPrefix(".screenletgen-base") })
		// The Android folder is what the bookmark spec alone writes there: the ticket's files leave it.
		XCTAssertEqual(output.split(separator: "\n").last, "69 files: 21 unchanged, 48 removed")

		// A platform the spec misspells is one located error.
		try text.replacingOccurrences(of: "\"entity\": \"Ticket\",", with: "\"entity\": \"Ticket\",\n  \"platform\": [\"ios\", 7],").write(to: ticket, atomically: false, encoding: .utf8)
		XCTAssertEqual(run(arguments), 1)
		XCTAssertTrue(errors.contains("ticket.json:4:23: error: platform[1] must be \"ios\" or \"android\", not a number"), errors)
		XCTAssertEqual(errors.components(separatedBy: "error:").count, 2, errors)
	}
}

/// A spec's `"platform"` in a project whose other specs go to both folders (found by a review):
/// its Android files go when it turns to iOS alone, its classes do not clash with another
/// platform's, a spec for no platform of the run says so, and the rerun stays idle.
final class SpecPlatformProjectTests: FolderTestCase {

	private var ios: URL { return directory.appendingPathComponent("ios") }
	private var android: URL { return directory.appendingPathComponent("android") }

	private func write(_ name: String, from example: String, platform: String?, entity: String? = nil) throws -> String {
		var text = try String(contentsOf: TestSupport.examplesDirectory.appendingPathComponent(example), encoding: .utf8)
		if let entity = entity {
			text = text.replacingOccurrences(of: "\"entity\": \"Bookmark\"", with: "\"entity\": \"\(entity)\"")
		}
		if let platform = platform {
			let entity = text.range(of: "\"entity\": ")!
			text.insert(contentsOf: "\"platform\": \(platform),\n  ", at: entity.lowerBound)
		}
		let url = directory.appendingPathComponent(name)
		try text.write(to: url, atomically: false, encoding: .utf8)
		return url.path
	}

	private func both(_ specs: [String], _ extra: [String] = []) -> Int32 {
		return run(specs + ["-o", ios.path, "--platform", "ios,android", "--android-output", android.path, "--android-package", "com.example.app", "-q"] + extra)
	}

	private func androidFiles() throws -> [String] {
		return try FileManager.default.subpathsOfDirectory(atPath: android.path).filter { $0.hasSuffix(".java") }.sorted()
	}

	func testASpecTurnedToIOSAloneLeavesTheAndroidFolderWithoutItsFiles() throws {
		let bookmark = try write("bookmark.json", from: "bookmark.json", platform: nil)
		// Another entity on the same service: both specs call BookmarksEntryService.
		var editor = try write("editor.json", from: "bookmark-editor.json", platform: nil, entity: "EditedBookmark")
		XCTAssertEqual(both([bookmark, editor]), 0, errors)
		XCTAssertTrue(try androidFiles().contains("java/com/example/app/interactor/MoveBookmarkInteractor.java"))
		let service = android.appendingPathComponent("java/com/example/app/service/v7/BookmarksEntryService.java")
		XCTAssertTrue(try String(contentsOf: service, encoding: .utf8).contains("moveEntry("))

		editor = try write("editor.json", from: "bookmark-editor.json", platform: #""ios""#, entity: "EditedBookmark")
		XCTAssertEqual(both([bookmark, editor]), 0, errors)
		// Its Android classes are gone with the service methods only it called: the module compiles.
		let files = try androidFiles()
		XCTAssertFalse(files.contains { $0.contains("MoveBookmark") || $0.contains("BookmarkEditor") }, files.description)
		XCTAssertFalse(try String(contentsOf: service, encoding: .utf8).contains("moveEntry("))
		XCTAssertTrue(FileManager.default.fileExists(atPath: ios.appendingPathComponent("BookmarkEditorScreenlet/BookmarkEditorScreenlet.swift").path))
		// Again: idle (an idle rerun lays nothing out, so a limit of one file does not stop it).
		XCTAssertEqual(both([bookmark, editor], ["--max-files", "1"]), 0, errors)
	}

	func testSpecsForDifferentPlatformsDoNotClashOverTheirClasses() throws {
		let forIOS = try write("ios.json", from: "bookmark.json", platform: #""ios""#)
		let forAndroid = try write("android.json", from: "bookmark.json", platform: #""android""#)
		XCTAssertEqual(both([forIOS, forAndroid]), 0, errors)
		XCTAssertFalse(errors.contains("error"), errors)
		XCTAssertTrue(FileManager.default.fileExists(atPath: ios.appendingPathComponent("Model/Bookmark.swift").path))
		XCTAssertTrue(FileManager.default.fileExists(atPath: android.appendingPathComponent("java/com/example/app/Bookmark.java").path))
	}

	func testASpecForNoPlatformOfTheRunSaysSo() throws {
		let forAndroid = try write("android.json", from: "bookmark.json", platform: #""android""#)
		XCTAssertEqual(run([forAndroid, "-o", ios.path, "-q"]), 0, errors)
		XCTAssertTrue(errors.contains("android.json:3:15: warning: platform: this spec is written for android and this run writes ios: none of its files are written (--platform ios,android writes them)"), errors)
	}

	func testOneFolderNamedTwiceThroughALinkIsAUsageError() throws {
		try FileManager.default.createDirectory(at: android, withIntermediateDirectories: true)
		let link = directory.appendingPathComponent("link")
		try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: android.path)
		let bookmark = try write("bookmark.json", from: "bookmark.json", platform: nil)
		XCTAssertEqual(run([bookmark, "-o", link.path, "--platform", "ios,android", "--android-output", android.path, "--android-package", "com.example.app"]), 64)
		XCTAssertTrue(errors.contains("need folders of their own"), errors)
	}
}
