import Foundation
import XCTest
@testable import ScreenletGenKit

/// `swift package generate-screenlets` in a package that depends on screenletgen.
///
/// CI runs the plugin's own source and manifest declaration with the screenletgen binary this
/// test run built, as a binary target (an artifact bundle), so that SwiftPM compiles only the
/// plugin. The same scenario on a dependency on this whole package, which builds screenletgen
/// again from source (20 s or more on two cores), runs with `make slow`.
final class PluginTests: XCTestCase {

	func testCommandPluginGeneratesATargetsSpecs() throws {
		let package = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: package) }
		try PluginTests.writePluginPackage(at: package)
		try runScenario(dependency: package)
	}

	func testTheWholePackageAsADependency() throws {
		guard LoopSize.isSlow || ProcessInfo.processInfo.environment["SCREENLETGEN_PLUGIN_INTEGRATION"] != nil else {
			throw XCTSkip("builds screenletgen from source in a consumer package: make slow (ScreenletGenKitSlowTests)")
		}
		try runScenario(dependency: TestSupport.packageRoot)
	}

	/// A package with the real plugin (its source and its declaration in Package.swift) whose
	/// `screenletgen` tool is the binary this test run built.
	static func writePluginPackage(at root: URL) throws {
		let manifest = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
		let start = try XCTUnwrap(manifest.range(of: ".plugin(\n\t\t\tname: \"GenerateScreenlets\","))
		let end = try XCTUnwrap(manifest.range(of: "dependencies: [\"screenletgen\"]),", range: start.upperBound..<manifest.endIndex))
		let declaration = String(manifest[start.lowerBound..<end.upperBound])
		try Data("""
		// swift-tools-version:6.1
		import PackageDescription

		let package = Package(
			name: "screenletgen",
			products: [.plugin(name: "GenerateScreenlets", targets: ["GenerateScreenlets"])],
			targets: [
				.binaryTarget(name: "screenletgen", path: "screenletgen.artifactbundle"),
				\(declaration)
			]
		)

		""".utf8).write(to: root.appendingPathComponent("Package.swift"))
		let plugin = root.appendingPathComponent("Plugins/GenerateScreenlets")
		try FileManager.default.createDirectory(at: plugin, withIntermediateDirectories: true)
		try FileManager.default.copyItem(at: TestSupport.packageRoot.appendingPathComponent("Plugins/GenerateScreenlets/plugin.swift"), to: plugin.appendingPathComponent("plugin.swift"))
		let bundle = root.appendingPathComponent("screenletgen.artifactbundle")
		try FileManager.default.createDirectory(at: bundle.appendingPathComponent("bin"), withIntermediateDirectories: true)
		try FileManager.default.copyItem(at: TestSupport.builtBinary, to: bundle.appendingPathComponent("bin/screenletgen"))
		#if arch(arm64)
		let triple = "aarch64-unknown-linux-gnu"
		#else
		let triple = "x86_64-unknown-linux-gnu"
		#endif
		try Data("""
		{"schemaVersion": "1.0", "artifacts": {"screenletgen": {"version": "1.0.0", "type": "executable",
		  "variants": [{"path": "bin/screenletgen", "supportedTriples": ["\(triple)"]}]}}}

		""".utf8).write(to: bundle.appendingPathComponent("info.json"))
	}

	private func runScenario(dependency: URL) throws {
		let consumer = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: consumer) }
		let target = consumer.appendingPathComponent("Sources/App")
		try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
		try Data("""
		// swift-tools-version:6.0
		import PackageDescription

		let package = Package(
			name: "App",
			dependencies: [.package(path: \(SwiftLiteral.string(dependency.path)))],
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
