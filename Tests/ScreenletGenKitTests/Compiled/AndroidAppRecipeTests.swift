import Foundation
import XCTest
@testable import ScreenletGenKit

/// Documentation/Using.md ("Use it in an Android app") is true to what the generator writes: its
/// `screenletgen.json` reads as the config it describes, the files it names are the Bookmark
/// twin's, and its activity and layout compile with that twin (javac against the stubs, the
/// layout's tags checked against View classes, its ids in `R`, its attributes the screenlets'),
/// with no warning.
final class AndroidAppRecipeTests: XCTestCase {

	static let package = "com.example.bookmarks"

	private func section() throws -> String {
		let text = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Documentation/Using.md"), encoding: .utf8)
		let start = try XCTUnwrap(text.range(of: "## Use it in an Android app\n"))
		let end = text.range(of: "\n## ", range: start.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
		return String(text[start.upperBound..<end])
	}

	/// The section's code blocks of `language`, unindented as list items are.
	private func blocks(_ language: String, in text: String) throws -> [String] {
		var found: [String] = []
		var rest = text[...]
		while let open = rest.range(of: "```\(language)\n") {
			let close = try XCTUnwrap(rest.range(of: "```", range: open.upperBound..<rest.endIndex))
			found.append(rest[open.upperBound..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
				.map { String($0.dropFirst(min(3, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n"))
			rest = rest[close.upperBound...]
		}
		return found
	}

	private func twin() throws -> [GeneratedFile] {
		let spec = TestSupport.examplesDirectory.appendingPathComponent("bookmark.json")
		let result = Generator(defaults: SpecDefaults(platform: .android, androidPackage: AndroidAppRecipeTests.package)).generate([try TestSupport.input(spec)])
		XCTAssertFalse(result.diagnostics.hasErrors, "\(result.diagnostics.all.map(\.description))")
		return result.files
	}

	func testItsConfigAndTheFilesItNamesAreTheTwins() throws {
		let text = try section()
		let json = try XCTUnwrap(try blocks("json", in: text).first)
		// A project with a spec where the config's pattern looks.
		let project = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: project) }
		try FileManager.default.createDirectory(at: project.appendingPathComponent("Specs"), withIntermediateDirectories: true)
		try FileManager.default.copyItem(at: TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"), to: project.appendingPathComponent("Specs/bookmark.json"))
		var diagnostics = Diagnostics()
		let file = project.appendingPathComponent("screenletgen.json").path
		let config = try XCTUnwrap(ConfigFile.parse(Array(json.utf8), file: file, diagnostics: &diagnostics), "\(diagnostics.all)")
		XCTAssertEqual(diagnostics.all.map(\.description), [])
		XCTAssertEqual(config.defaults.androidPackage, AndroidAppRecipeTests.package)
		XCTAssertEqual(config.androidOutput, project.appendingPathComponent("app/src/main").path)
		XCTAssertEqual(config.defaults.platforms, [.ios, .android])

		let paths = Set(try twin().map(\.path))
		let pattern = try NSRegularExpression(pattern: "(?:java/com/example/bookmarks/|res/)[A-Za-z0-9_./-]+\\.(?:java|xml)")
		let named = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) }
		XCTAssertGreaterThanOrEqual(Set(named).count, 4, "\(named)")
		for path in Set(named) {
			XCTAssertTrue(paths.contains(path), path)
		}
		// Files named by their place in the package folder: `AddBookmarkScreenlet.java`, `service/v7/…`.
		for file in ["java/com/example/bookmarks/AddBookmarkScreenlet.java", "java/com/example/bookmarks/service/v7/BookmarksEntryService.java",
				"java/com/example/bookmarks/view/AddBookmarkView.java"] {
			XCTAssertTrue(paths.contains(file), file)
		}
	}

	func testItsActivityAndLayoutCompileWithTheTwin() throws {
		let text = try section()
		let java = try blocks("java", in: text)
		let xml = try blocks("xml", in: text)
		XCTAssertEqual(java.count, 1)
		XCTAssertEqual(xml.count, 1)
		let module = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: module) }
		let files = try twin() + [
			GeneratedFile(path: "java/com/example/bookmarks/BookmarksActivity.java", contents: java[0], specFile: "Using.md", entity: "Recipe"),
			GeneratedFile(path: "res/layout/activity_bookmarks.xml", contents: "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" + xml[0], specFile: "Using.md", entity: "Recipe"),
		]
		for file in files {
			let url = module.appendingPathComponent(file.path)
			try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
			try Data(file.contents.utf8).write(to: url)
		}
		// Each `app:` attribute is one the screenlets declare (aapt refuses another).
		let declared = files.filter { $0.path.hasSuffix("_attrs.xml") }.map(\.contents).joined()
		let attributes = try NSRegularExpression(pattern: "app:([A-Za-z]+)=").matches(in: xml[0], range: NSRange(xml[0].startIndex..., in: xml[0]))
			.map { String(xml[0][Range($0.range(at: 1), in: xml[0])!]) }
		XCTAssertFalse(attributes.isEmpty)
		for attribute in attributes {
			XCTAssertTrue(declared.contains("name=\"\(attribute)\""), "app:\(attribute) is no attribute of the screenlets")
		}
		let checked = try JavaCheck.check(module)
		XCTAssertEqual(checked.errors.map(\.description) + checked.warnings.map(\.description), [], checked.output)
	}
}
