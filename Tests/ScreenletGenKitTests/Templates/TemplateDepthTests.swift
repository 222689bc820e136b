import Foundation
import XCTest
@testable import ScreenletGenKit

/// An override's sections nest at most 100 levels deep: deeper is an error, never a crash
/// (34,000 levels of these lines fit within an override's 1 MiB).
final class TemplateDepthTests: XCTestCase {

	func testDeeplyNestedSectionsAreAnErrorNotACrash() throws {
		let folder = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: folder) }
		try FileManager.default.createDirectory(at: folder.appendingPathComponent("List"), withIntermediateDirectories: true)
		let file = folder.appendingPathComponent("List/TableView.swift.mustache")
		for depth in [34_000, 101] {
			let source = String(repeating: "{{#screenlet}}\n", count: depth) + String(repeating: "{{/screenlet}}\n", count: depth)
			try Data(source.utf8).write(to: file)
			XCTAssertThrowsError(try TemplateLibrary(overrides: folder.path)) { error in
				XCTAssertEqual("\(error)", "\(file.path): template List/TableView.swift, line 101: {{#screenlet}} nests sections more than 100 levels deep")
			}
		}
		let source = String(repeating: "{{#screenlet}}\n", count: 100) + "{{screenlet.name}}\n" + String(repeating: "{{/screenlet}}\n", count: 100)
		try Data(source.utf8).write(to: file)
		let files = try TestSupport.generate(TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"), templates: try TemplateLibrary(overrides: folder.path))
		XCTAssertEqual(files.first { $0.path.hasSuffix("BookmarkListView_default.swift") }?.contents, "BookmarkList\n")
	}
}
