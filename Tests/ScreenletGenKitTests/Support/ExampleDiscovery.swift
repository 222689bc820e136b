import Foundation
import XCTest
@testable import ScreenletGenKit

/// The examples' discovery answer, `Examples/bookmarks-discovery.json`, read as `--discovery`
/// reads it (the discovery and starter-spec tests share it).
extension TestSupport {

	static var bookmarksDiscoveryPath: String {
		return examplesDirectory.appendingPathComponent("bookmarks-discovery.json").path
	}

	static func bookmarksDiscovery() throws -> Discovery {
		var diagnostics = Diagnostics()
		let found = DiscoveryReader.read(path: bookmarksDiscoveryPath, diagnostics: &diagnostics)
		XCTAssertEqual(diagnostics.all, [])
		return try XCTUnwrap(found)
	}
}
