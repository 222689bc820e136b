import Foundation
import XCTest
@testable import ScreenletGenKit

/// README.md and Documentation/ keep up with the code: every example and template variable
/// is documented, and every relative link and anchor resolves.
final class DocumentationTests: XCTestCase {

	func testTheDocumentationHasEveryTemplateVariableAndExample() throws {
		let readme = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
		let templates = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Documentation/Templates.md"), encoding: .utf8)
		var keys = Set<String>()
		func collect(_ value: TemplateValue) {
			switch value {
			case .object(let members):
				for (key, member) in members {
					keys.insert(key)
					collect(member)
				}
			case .list(let items):
				items.forEach(collect)
			default:
				break
			}
		}
		for spec in TestSupport.exampleSpecs {
			for model in Generator().generate([try TestSupport.input(spec)]).models {
				collect(model.templateValue)
			}
			XCTAssertTrue(readme.contains("`Examples/\(spec.lastPathComponent)`"), "README does not list \(spec.lastPathComponent)")
		}
		for key in keys.sorted() where !["lists", "actionScreenlets", "specFile"].contains(key) {
			XCTAssertTrue(templates.contains("`\(key)`"), "Documentation/Templates.md does not document the template variable \(key)")
		}
	}

	/// Every relative link of README.md and Documentation/ names a file that exists, and an
	/// anchor (`#at-run-time`) a heading of that file.
	func testEveryDocumentationLinkResolves() throws {
		let root = TestSupport.packageRoot
		let pages = ["README.md"] + (try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Documentation").path))
			.filter { $0.hasSuffix(".md") }.map { "Documentation/" + $0 }
		XCTAssertGreaterThanOrEqual(pages.count, 10)
		let link = try NSRegularExpression(pattern: #"\]\(([^)#\s]*)(#[^)\s]*)?\)"#)
		var checked = 0
		for page in pages {
			let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
			let folder = (page as NSString).deletingLastPathComponent
			for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
				let target = Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? ""
				if target.hasPrefix("http") { continue }
				let path = target.isEmpty ? page : (folder as NSString).appendingPathComponent(target)
				XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(page): \(target) does not exist")
				if let anchor = Range(match.range(at: 2), in: text).map({ String(text[$0].dropFirst()) }) {
					let linked = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
					let anchors = linked.split(separator: "\n").filter { $0.hasPrefix("#") }.map { heading in
						heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
							.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }.replacingOccurrences(of: " ", with: "-")
					}
					XCTAssertTrue(anchors.contains(anchor), "\(page): \(target)#\(anchor) names no heading")
				}
				checked += 1
			}
		}
		XCTAssertGreaterThanOrEqual(checked, 20)
		// Sources and tests cite the format's definition where it is.
		XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Documentation/Spec.md").path))
	}
}
