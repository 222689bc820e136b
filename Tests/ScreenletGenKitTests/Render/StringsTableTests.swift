import Foundation
import XCTest
@testable import ScreenletGenKit

/// Every text the generated Swift looks up is in the screenlet's English string table, so no
/// label, placeholder, accessibility label or message ever shows its bare key.
final class StringsTableTests: XCTestCase {

	func testEveryKeyTheSwiftLooksUpIsInItsTable() throws {
		let lookups = [
			try NSRegularExpression(pattern: #"LocalizedString\("([^"]+)", key: "([^"]+)", obj:"#),
			try NSRegularExpression(pattern: #"ValidationError\("([^"]+)", "([^"]+)", self\)"#),
		]
		var checked = 0
		for spec in TestSupport.exampleSpecs {
			let files = try TestSupport.generate(spec)
			for file in files where file.path.hasSuffix(".swift") {
				let text = file.contents
				for lookup in lookups {
					for match in lookup.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
						let table = String(text[Range(match.range(at: 1), in: text)!])
						let key = String(text[Range(match.range(at: 2), in: text)!])
						let name = "\(spec.lastPathComponent): \(file.path)"
						guard let strings = files.first(where: { $0.path.hasSuffix("/en.lproj/\(table).strings") }) else {
							XCTFail("\(name): no string table \(table).strings")
							continue
						}
						XCTAssertTrue(strings.contents.contains("\n\"\(table)-\(key)\" = "), "\(name): \"\(table)-\(key)\" is not in \(strings.path)")
						checked += 1
					}
				}
			}
		}
		XCTAssertGreaterThan(checked, 0)
	}
}
