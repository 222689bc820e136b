import Foundation
import XCTest
@testable import ScreenletGenKit

/// Asking for the Android twin (issue 37): `--platform android --android-package PKG`, or the
/// config's `platform` and `androidPackage`; every other run stays iOS. Each mistake is a usage
/// error naming what to give, and nothing is written.
final class AndroidPlatformTests: FolderTestCase {

	func testAnAndroidRunWritesEveryScreenletsClassesInThePackagesFolder() throws {
		XCTAssertEqual(run([bookmark, "-o", out.path, "--platform", "android", "--android-package", "com.example.screens"]), 0, errors)
		let written = try FileManager.default.subpathsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".java") || $0.hasSuffix(".xml") }
		XCTAssertEqual(written.sorted(), [
			"java/com/example/screens/AddBookmarkScreenlet.java", "java/com/example/screens/Bookmark.java",
			"java/com/example/screens/interactor/AddBookmarkEvent.java", "java/com/example/screens/interactor/AddBookmarkInteractor.java",
			"java/com/example/screens/interactor/AddBookmarkListener.java",
			"java/com/example/screens/list/BookmarkAdapter.java", "java/com/example/screens/list/BookmarkEvent.java",
			"java/com/example/screens/list/BookmarkListInteractor.java", "java/com/example/screens/list/BookmarkListListener.java",
			"java/com/example/screens/list/BookmarkListScreenlet.java", "java/com/example/screens/list/BookmarkListView.java",
			"java/com/example/screens/service/v7/BookmarksEntryService.java",
			"java/com/example/screens/view/AddBookmarkView.java", "java/com/example/screens/view/AddBookmarkViewModel.java",
			"res/layout/addbookmark_default.xml", "res/layout/bookmarklist_default.xml", "res/layout/bookmarklist_row.xml",
			"res/values/addbookmark_screenlet_attrs.xml", "res/values/addbookmark_screenlet_strings.xml",
			"res/values/bookmarklist_screenlet_attrs.xml", "res/values/bookmarklist_screenlet_strings.xml",
		])
		XCTAssertFalse(errors.contains("warning"), errors)
		// A screenlet the twin does not write yet is named at its place, with why: a portlet's method without its path.
		XCTAssertEqual(run([TestSupport.examplesDirectory.appendingPathComponent("edge-cases.json").path, "-o", directory.appendingPathComponent("edge").path,
			"--platform", "android", "--android-package", "com.example.screens"]), 0, errors)
		XCTAssertTrue(errors.contains("edge-cases.json:16:5: warning: screenlets[0]: the Android twin does not write RecordListScreenlet yet (issue 37), only its string resources: LRRecordService_v7 is not in the SDK catalog and \"get-records\" names no path"), errors)
		// The same folder again, for iOS: the iOS files, the Android class kept as a foreign file.
		XCTAssertEqual(run([bookmark, "-o", directory.appendingPathComponent("ios").path]), 0, errors)
		XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("ios/Model/Bookmark.swift").path))
	}

	func testTheConfigAsksForAndroidAndTheCommandLineOverridesIt() throws {
		try #"{"specs": ["spec.json"], "output": "app/src/main", "platform": "android", "androidPackage": "com.example.app"}"#
			.write(to: directory.appendingPathComponent(ConfigFile.defaultName), atomically: false, encoding: .utf8)
		try FileManager.default.copyItem(atPath: bookmark, toPath: directory.appendingPathComponent("spec.json").path)
		XCTAssertEqual(run([]), 0, errors)
		XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("app/src/main/java/com/example/app/Bookmark.java").path), output + errors)
		XCTAssertEqual(run(["--android-package", "org.example.other"]), 0, errors)
		XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("app/src/main/java/org/example/other/Bookmark.java").path))
		XCTAssertEqual(run(["--platform", "ios", "-o", directory.appendingPathComponent("ios").path]), 0, errors)
		XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("ios/Model/Bookmark.swift").path))
	}

	func testEachMistakeIsAUsageErrorAndNothingIsWritten() throws {
		XCTAssertEqual(run([bookmark, "-o", out.path, "--platform", "android"]), 64)
		XCTAssertTrue(errors.hasPrefix("screenletgen: --platform android needs the app module's Java package: --android-package com.example.screens (or \"androidPackage\" in screenletgen.json); -o is the module's src/main\n"), errors)
		XCTAssertEqual(run([bookmark, "-o", out.path, "--platform", "andriod", "--android-package", "com.example"]), 64)
		XCTAssertTrue(errors.hasPrefix("screenletgen: --platform andriod: the platforms are ios and android, or both as ios,android (did you mean \"android\"?)\n"), errors)
		XCTAssertEqual(run([bookmark, "-o", out.path, "--platform", "android", "--android-package", "com.example.class"]), 64)
		XCTAssertTrue(errors.hasPrefix("screenletgen: --android-package com.example.class: \"class\" is a reserved word of Java; choose another name for that part\n"), errors)
		XCTAssertEqual(run([bookmark, "-o", out.path, "--platform", "android", "--android-package", "com..example"]), 64)
		XCTAssertTrue(errors.hasPrefix("screenletgen: --android-package com..example: a Java package is names separated by single dots, such as com.example.screens\n"), errors)
		XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
		XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("java").path))
	}

	/// A headless spec's twin: its model, request class, lists and action screenlets, a parent's
	/// chooser with them (its read's interactor, event and listener), and no warning. (A screenlet
	/// the twin does not write is named in a warning at its place: edge-cases, above.)
	func testAHeadlessSpecWritesItsTwinWithAParentsChooser() throws {
		let ticket = TestSupport.examplesDirectory.appendingPathComponent("ticket.json").path
		XCTAssertEqual(run([ticket, "-o", out.path, "--platform", "android", "--android-package", "com.example", "-q"]), 0, errors)
		for path in ["java/com/example/Ticket.java", "java/com/example/TicketRequest.java", "java/com/example/list/TicketListScreenlet.java",
				"java/com/example/list/TicketSearchInteractor.java", "java/com/example/AddTicketScreenlet.java",
				"java/com/example/interactor/UpdateTicketInteractor.java", "res/layout/deleteticket_default.xml"] {
			XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(path).path), path)
		}
		XCTAssertEqual(errors, "")

		let tasks = TestSupport.examplesDirectory.appendingPathComponent("tasks.json").path
		XCTAssertEqual(run([tasks, "-o", out.path, "--platform", "android", "--android-package", "com.example", "-q"]), 0, errors)
		for path in ["java/com/example/AddProjectTaskScreenlet.java", "java/com/example/interactor/AddProjectTaskProjectChoicesInteractor.java",
				"java/com/example/interactor/AddProjectTaskProjectChoicesEvent.java", "java/com/example/interactor/AddProjectTaskProjectChoicesListener.java",
				"res/layout/addprojecttask_default.xml", "res/values/addprojecttask_screenlet_strings.xml"] {
			XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(path).path), path)
		}
		XCTAssertEqual(errors, "")
	}
}
