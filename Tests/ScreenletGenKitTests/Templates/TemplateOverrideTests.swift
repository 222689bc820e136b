import Foundation
import XCTest
@testable import ScreenletGenKit

/// `--templates DIR`: an override replaces one template (or a partial, everywhere it is
/// included) and the rest stay built in; a broken or unknown override is reported.
final class TemplateOverrideTests: FolderTestCase {

	func testAnOverrideReplacesOneTemplateAndTheRestStayBuiltIn() throws {
		let overrides = directory.appendingPathComponent("templates/List")
		try FileManager.default.createDirectory(at: overrides, withIntermediateDirectories: true)
		let builtIn = try XCTUnwrap(TemplateLibrary.builtInSources["List/TableView.swift"])
		let custom = builtIn.replacingOccurrences(of: "LocalizedString({{screenlet.strings.tableLiteral}}, key: {{screenlet.loadingKeyLiteral}}, obj: self)", with: "NSLocalizedString(\"loading\", comment: \"\")")
			.replacingOccurrences(of: "import LiferayScreens\n", with: "import LiferayScreens\n\n// Company theme\n")
		try Data(custom.utf8).write(to: overrides.appendingPathComponent("TableView.swift.mustache"))

		let library = try TemplateLibrary(overrides: directory.appendingPathComponent("templates").path)
		XCTAssertEqual(library.overridden, ["List/TableView.swift"])
		let files = try TestSupport.generate(TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"), templates: library)
		let view = try XCTUnwrap(files.first { $0.path.hasSuffix("BookmarkListView_default.swift") })
		XCTAssertTrue(view.contents.contains("// Company theme"))
		XCTAssertTrue(view.contents.contains("cell.textLabel?.text = NSLocalizedString(\"loading\", comment: \"\")"))
		let golden = TestSupport.goldenDirectory.appendingPathComponent("bookmark")
		for file in files where !file.path.hasSuffix("BookmarkListView_default.swift") {
			XCTAssertEqual(try String(contentsOf: golden.appendingPathComponent(file.path), encoding: .utf8), file.contents, file.path)
		}

		let out = directory.appendingPathComponent("out")
		XCTAssertEqual(run([TestSupport.examplesDirectory.appendingPathComponent("bookmark.json").path, "-o", out.path, "--templates", directory.appendingPathComponent("templates").path]), 0, errors)
		XCTAssertTrue(try String(contentsOf: out.appendingPathComponent("BookmarkListScreenlet/Themes/Default/BookmarkListView_default.swift"), encoding: .utf8).contains("// Company theme"))
	}

	/// `{{> Shared/InteractorRun.swift}}`: one template for code two files share. Overriding
	/// it changes both; a partial that names no template, or includes itself, is an error in
	/// the user's file.
	func testAnOverriddenPartialReachesEveryTemplateThatIncludesIt() throws {
		XCTAssertTrue(TemplateLibrary.partials(in: TemplateLibrary.builtInSources["Action/Async.swift"]!).contains("Shared/InteractorRun.swift"))
		XCTAssertTrue(TemplateLibrary.partials(in: TemplateLibrary.builtInSources["List/Async.swift"]!).contains("Shared/InteractorRun.swift"))
		let shared = directory.appendingPathComponent("templates/Shared")
		try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
		let builtIn = try XCTUnwrap(TemplateLibrary.builtInSources["Shared/InteractorRun.swift"])
		try Data(("// Company helper\n" + builtIn).utf8).write(to: shared.appendingPathComponent("InteractorRun.swift.mustache"))
		let library = try TemplateLibrary(overrides: directory.appendingPathComponent("templates").path)
		let files = try TestSupport.generate(TestSupport.examplesDirectory.appendingPathComponent("bookmark-swiftui.json"), templates: library)
		let async = files.filter { $0.path.hasSuffix("+Async.swift") }
		XCTAssertEqual(async.count, 2)
		XCTAssertTrue(async.allSatisfy { $0.contents.contains("// Company helper\n// MARK: Running an interactor without a screenlet") })

		try Data("{{> Shared/Nothing.swift}}\n".utf8).write(to: shared.appendingPathComponent("InteractorRun.swift.mustache"))
		XCTAssertThrowsError(try TemplateLibrary(overrides: directory.appendingPathComponent("templates").path)) { error in
			XCTAssertEqual((error as? TemplateLibrary.Failure)?.message, "\(shared.path)/InteractorRun.swift.mustache: template Shared/InteractorRun.swift, line 1: {{> Shared/Nothing.swift}} names no template")
		}
		try Data("{{> Action/Async.swift}}\n".utf8).write(to: shared.appendingPathComponent("InteractorRun.swift.mustache"))
		XCTAssertThrowsError(try TemplateLibrary(overrides: directory.appendingPathComponent("templates").path)) { error in
			XCTAssertEqual((error as? TemplateLibrary.Failure)?.message, "\(shared.path)/InteractorRun.swift.mustache: template Shared/InteractorRun.swift, line 1: {{> Action/Async.swift}} makes an include cycle, Shared/InteractorRun.swift → Action/Async.swift → Shared/InteractorRun.swift: a template cannot include itself")
		}
	}

	/// A template that is a link to a file outside `--templates` is an error, not read (it would
	/// copy `/etc/passwd` into a model); a link to a file inside the folder is followed.
	func testALinkOutOfTheTemplatesFolderIsRefused() throws {
		let folder = directory.appendingPathComponent("templates")
		try FileManager.default.createDirectory(at: folder.appendingPathComponent("List"), withIntermediateDirectories: true)
		let outside = directory.appendingPathComponent("outside.txt")
		try Data("// not a template of yours\n".utf8).write(to: outside)
		let link = folder.appendingPathComponent("Model.swift.mustache")
		try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: outside.path)
		XCTAssertThrowsError(try TemplateLibrary(overrides: folder.path)) { error in
			XCTAssertTrue("\(error)".contains("Model.swift.mustache: a link to \(TemplateLibrary.realPath(outside.path)!), outside the --templates folder"), "\(error)")
		}
		// Inside the folder: followed.
		try FileManager.default.removeItem(at: link)
		let builtIn = try XCTUnwrap(TemplateLibrary.builtInSources["Model.swift"])
		try Data(builtIn.utf8).write(to: folder.appendingPathComponent("List/shared-model.txt"))
		try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "List/shared-model.txt")
		XCTAssertEqual(try TemplateLibrary(overrides: folder.path).overridden, ["Model.swift"])
	}

	func testBrokenOrUnknownOverridesAreReported() throws {
		let folder = directory.appendingPathComponent("templates")
		try FileManager.default.createDirectory(at: folder.appendingPathComponent("List"), withIntermediateDirectories: true)
		try Data("{{#screenlet}}never closed".utf8).write(to: folder.appendingPathComponent("List/TableView.swift.mustache"))
		XCTAssertThrowsError(try TemplateLibrary(overrides: folder.path)) { error in
			XCTAssertTrue("\(error)".contains("template List/TableView.swift, line 1: {{#screenlet}} is never closed"), "\(error)")
		}
		try FileManager.default.removeItem(at: folder.appendingPathComponent("List/TableView.swift.mustache"))
		try Data("x".utf8).write(to: folder.appendingPathComponent("List/TabelView.swift.mustache"))
		XCTAssertThrowsError(try TemplateLibrary(overrides: folder.path)) { error in
			XCTAssertTrue("\(error)".contains("there is no built-in template \"List/TabelView.swift\" to override (did you mean \"List/TableView.swift\"?)"), "\(error)")
		}
		try FileManager.default.removeItem(at: folder.appendingPathComponent("List/TabelView.swift.mustache"))
		try Data("{{screenlet.nmae}}".utf8).write(to: folder.appendingPathComponent("List/TableView.swift.mustache"))
		let library = try TemplateLibrary(overrides: folder.path)
		let result = Generator(templates: library).generate([try TestSupport.input(TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"))])
		XCTAssertFalse(result.succeeded)
		XCTAssertTrue(result.diagnostics.all.contains { $0.message.contains("template List/TableView.swift, line 1: unknown variable \"screenlet.nmae\"") }, "\(result.diagnostics.all)")
	}
}
