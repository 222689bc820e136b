import Foundation
import XCTest
@testable import ScreenletGenKit

/// `swift package generate-screenlets` in a package that depends on screenletgen.
/// It builds screenletgen once more in a scratch folder (about a minute on two cores).
final class PluginTests: XCTestCase {

	func testCommandPluginGeneratesATargetsSpecs() throws {
		let consumer = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: consumer) }
		let target = consumer.appendingPathComponent("Sources/App")
		try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
		try Data("""
		// swift-tools-version:6.0
		import PackageDescription

		let package = Package(
			name: "App",
			dependencies: [.package(path: \(SwiftLiteral.string(TestSupport.packageRoot.path)))],
			targets: [.target(name: "App", exclude: ["bookmark.screenlet.json", "Screenlets"])]
		)

		""".utf8).write(to: consumer.appendingPathComponent("Package.swift"))
		try Data("public let app = 1\n".utf8).write(to: target.appendingPathComponent("App.swift"))
		try FileManager.default.copyItem(at: TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"), to: target.appendingPathComponent("bookmark.screenlet.json"))

		let swift = TestSupport.swiftc().replacingOccurrences(of: "swiftc", with: "swift")
		let (status, output) = try TestSupport.run(swift, ["package", "--allow-writing-to-package-directory", "generate-screenlets"], in: consumer)
		XCTAssertEqual(status, 0, output)
		let generated = target.appendingPathComponent("Screenlets")
		let golden = TestSupport.goldenDirectory.appendingPathComponent("bookmark")
		for path in ["Model/Bookmark.swift", "BookmarkListScreenlet/BookmarkListScreenlet.swift", "AddBookmarkScreenlet/Themes/Default/AddBookmarkView_default.xib"] {
			XCTAssertEqual(try String(contentsOf: generated.appendingPathComponent(path), encoding: .utf8),
				try String(contentsOf: golden.appendingPathComponent(path), encoding: .utf8), path)
		}

		let (checkStatus, checkOutput) = try TestSupport.run(swift, ["package", "--allow-writing-to-package-directory", "generate-screenlets",
			"Sources/App/bookmark.screenlet.json", "-o", "Sources/App/Screenlets", "--check"], in: consumer)
		XCTAssertEqual(checkStatus, 0, checkOutput)

		// --check alone: the targets' specs, checked.
		let plugin = ["package", "--allow-writing-to-package-directory", "generate-screenlets"]
		var (pluginStatus, log) = try TestSupport.run(swift, plugin + ["--check"], in: consumer)
		XCTAssertEqual(pluginStatus, 0, log)

		// With a screenletgen.json, no arguments: its specs, output and templates.
		let templates = consumer.appendingPathComponent("ScreenletTemplates/Model.swift.mustache")
		try FileManager.default.createDirectory(at: templates.deletingLastPathComponent(), withIntermediateDirectories: true)
		try Data(("// App model\n" + TemplateLibrary.builtInSources["Model.swift"]!).utf8).write(to: templates)
		try Data("""
		{"specs": ["Sources/*/*.screenlet.json"], "output": "Generated", "templates": "ScreenletTemplates"}

		""".utf8).write(to: consumer.appendingPathComponent("screenletgen.json"))
		(pluginStatus, log) = try TestSupport.run(swift, plugin + ["--check"], in: consumer)
		XCTAssertNotEqual(pluginStatus, 0, "nothing generated yet: \(log)")
		(pluginStatus, log) = try TestSupport.run(swift, plugin, in: consumer)
		XCTAssertEqual(pluginStatus, 0, log)
		XCTAssertTrue(log.contains("15 files: 15 created"), log)
		XCTAssertTrue(try String(contentsOf: consumer.appendingPathComponent("Generated/Model/Bookmark.swift"), encoding: .utf8).hasPrefix("// App model\n"))
		(pluginStatus, log) = try TestSupport.run(swift, plugin + ["--check"], in: consumer)
		XCTAssertEqual(pluginStatus, 0, log)
	}
}
