import Foundation
import XCTest
@testable import ScreenletGenKit

/// A rerun whose spec, templates and generator are those the manifest recorded skips
/// rendering, but still reads every file: an edit, a missing file or any changed input
/// makes it render and compare as usual.
final class IdleRerunTests: FolderTestCase {

	private var manifest: String {
		return (try? String(contentsOf: out.appendingPathComponent(Manifest.fileName), encoding: .utf8)) ?? ""
	}

	func testAnUnchangedRerunRendersNothing() throws {
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0, errors)
		XCTAssertTrue(manifest.contains("\n# input "), manifest)
		// One byte of output allowed: any rendering would pass the limit.
		XCTAssertEqual(run([bookmark, "-o", out.path, "--max-output-bytes", "1"]), 0, errors)
		XCTAssertEqual(output.split(separator: "\n").filter { $0.hasPrefix("unchanged ") }.count, 15, output)
		XCTAssertEqual(run([bookmark, "-o", out.path, "--check", "--max-output-bytes", "1"]), 0, errors)

		// A missing file: rendered again, so the limit now applies.
		try FileManager.default.removeItem(at: out.appendingPathComponent("Model/Bookmark.swift"))
		XCTAssertEqual(run([bookmark, "-o", out.path, "--max-output-bytes", "1"]), 1)
		XCTAssertTrue(errors.contains("over 1 bytes"), errors)
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0, errors)
		XCTAssertEqual(output.split(separator: "\n").filter { $0.hasPrefix("created ") }, ["created \(out.path)/Model/Bookmark.swift"], output)
	}

	func testAnEditIsFoundThoughTheInputsAreUnchanged() throws {
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0, errors)
		let view = out.appendingPathComponent("AddBookmarkScreenlet/Themes/Default/AddBookmarkView_default.swift")
		var text = try String(contentsOf: view, encoding: .utf8)
		// Same length, one character changed: what a size-and-date check could miss.
		text = text.replacingOccurrences(of: "open class", with: "final clas", options: [], range: text.range(of: "open class"))
		try Data(text.utf8).write(to: view)
		// Found: the run lays the files out again (and meets the file limit).
		XCTAssertEqual(run([bookmark, "-o", out.path, "--max-files", "1"]), 1)
		XCTAssertTrue(errors.contains("raise the limit with --max-files N"), errors)
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0, errors)
		XCTAssertTrue(output.contains("unchanged \(view.path)\n"), output)
		XCTAssertEqual(try String(contentsOf: view, encoding: .utf8), text, "the edit is kept")
	}

	func testAChangedTemplateRendersAgain() throws {
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0, errors)
		let templates = directory.appendingPathComponent("Templates")
		try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
		let source = TemplateLibrary.builtInSources["Model.swift"]!.replacingOccurrences(of: "import UIKit\n", with: "import UIKit\n\n// Company model\n")
		XCTAssertNotEqual(source, TemplateLibrary.builtInSources["Model.swift"]!)
		try Data(source.utf8).write(to: templates.appendingPathComponent("Model.swift.mustache"))
		XCTAssertEqual(run([bookmark, "-o", out.path, "--templates", templates.path]), 0, errors)
		XCTAssertTrue(output.contains("updated \(out.path)/Model/Bookmark.swift\n"), output)
		XCTAssertTrue(try String(contentsOf: out.appendingPathComponent("Model/Bookmark.swift"), encoding: .utf8).contains("// Company model"))
		// Back to the built-in templates (on purpose: --force, see DroppedSetupTests): the files follow.
		XCTAssertEqual(run([bookmark, "-o", out.path, "--force"]), 0, errors)
		XCTAssertTrue(output.contains("updated \(out.path)/Model/Bookmark.swift\n"), output)
	}

	func testAManifestOfAnOlderVersionIsReadAndCompletedWithTheInputs() throws {
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0, errors)
		let url = out.appendingPathComponent(Manifest.fileName)
		let older = manifest.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix(Manifest.inputPrefix) }.joined(separator: "\n")
		try Data(older.utf8).write(to: url)
		XCTAssertEqual(run([bookmark, "-o", out.path, "--max-output-bytes", "1"]), 1, "without the inputs it renders")
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0, errors)
		XCTAssertEqual(output.split(separator: "\n").filter { $0.hasPrefix("unchanged ") }.count, 15, output)
		XCTAssertTrue(manifest.contains("\n# input "), manifest)
	}

	/// The same specs as the last run: not even decoded (a file limit of 1 would stop any
	/// run that lays files out), unless a file changed on disk.
	func testTheLastRunAgainIsNotEvenDecoded() throws {
		let guestbook = TestSupport.examplesDirectory.appendingPathComponent("guestbook.json").path
		XCTAssertEqual(run([bookmark, guestbook, "-o", out.path]), 0, errors)
		XCTAssertTrue(manifest.contains("\n# run "), manifest)
		XCTAssertEqual(run([guestbook, bookmark, "-o", out.path, "--max-files", "1"]), 0, errors)
		XCTAssertEqual(output.split(separator: "\n").filter { $0.hasPrefix("unchanged ") }.count, 30, output)
		XCTAssertEqual(run([bookmark, guestbook, "-o", out.path, "--check", "--max-files", "1"]), 0, errors)

		// One spec of the two: another set of specs, checked and laid out as usual.
		XCTAssertEqual(run([bookmark, "-o", out.path, "--max-files", "1"]), 1)
		XCTAssertTrue(errors.contains("raise the limit with --max-files N"), errors)

		// A file edited since: found, and the run falls back to modelling (and to the limit).
		let model = out.appendingPathComponent("Model/Bookmark.swift")
		try Data("// mine\n".utf8).write(to: model)
		XCTAssertEqual(run([bookmark, guestbook, "-o", out.path, "--max-files", "1"]), 1)
		XCTAssertTrue(errors.contains("raise the limit with --max-files N"), errors)
		XCTAssertEqual(run([bookmark, guestbook, "-o", out.path]), 0, errors)
		XCTAssertEqual(try String(contentsOf: model, encoding: .utf8), "// mine\n")
	}
}

/// A later run cannot drop `--templates` or `--discovery` without a word.
final class DroppedSetupTests: FolderTestCase {

	func testDroppingTheTemplatesOrTheDiscoveryIsRefusedUnlessForced() throws {
		let templates = directory.appendingPathComponent("Templates")
		try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
		let source = TemplateLibrary.builtInSources["Model.swift"]!.replacingOccurrences(of: "import UIKit\n", with: "import UIKit\n\n// Company model\n")
		try Data(source.utf8).write(to: templates.appendingPathComponent("Model.swift.mustache"))
		XCTAssertEqual(run([bookmark, "-o", out.path, "--templates", templates.path]), 0, errors)
		let before = try String(contentsOf: out.appendingPathComponent("Model/Bookmark.swift"), encoding: .utf8)

		XCTAssertEqual(run([bookmark, "-o", out.path]), 1)
		XCTAssertTrue(errors.contains("was last generated with custom templates (Model.swift) that this run does not have: pass --templates DIR"), errors)
		XCTAssertEqual(try String(contentsOf: out.appendingPathComponent("Model/Bookmark.swift"), encoding: .utf8), before)
		XCTAssertEqual(run([bookmark, "-o", out.path, "--templates", templates.path]), 0, errors)
		XCTAssertEqual(run([bookmark, "-o", out.path, "--force"]), 0, errors)
		XCTAssertFalse(try String(contentsOf: out.appendingPathComponent("Model/Bookmark.swift"), encoding: .utf8).contains("Company model"))

		let discovery = TestSupport.examplesDirectory.appendingPathComponent("bookmarks-discovery.json").path
		XCTAssertEqual(run([bookmark, "-o", out.path, "--discovery", discovery]), 0, errors)
		XCTAssertEqual(run([bookmark, "-o", out.path]), 1)
		XCTAssertTrue(errors.contains("was last generated with a discovery answer that this run does not have"), errors)
		XCTAssertEqual(run([bookmark, "-o", out.path, "--discovery", discovery]), 0, errors)
	}
}
