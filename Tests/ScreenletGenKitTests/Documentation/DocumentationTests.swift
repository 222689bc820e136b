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

	/// Documentation/Templates.md has a section per kind of object of the template context,
	/// whose table lists exactly that object's members, in every example's context.
	func testTheTemplatesPageDocumentsEveryObjectOfTheContextMemberByMember() throws {
		let page = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Documentation/Templates.md"), encoding: .utf8)
		let context = try XCTUnwrap(page.components(separatedBy: "\n## Template context\n").last)
		var documented: [String: Set<String>] = [:]
		for section in context.components(separatedBy: "\n### ").dropFirst() {
			let title = String(section.prefix { $0 != "\n" })
			let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
			documented[title] = Set(rows.map { String($0.dropFirst(3).prefix { $0 != "`" }) })
		}
		// Which section an object's path names, the most specific ending first.
		let kinds: [(ending: String, section: String)] = [
			(".swiftUIView.properties[]", "SwiftUI property"), (".swiftUIView.closures[]", "SwiftUI closure"), (".swiftUIView", "SwiftUI view"),
			(".entity.attributes[]", "Attribute"), (".entity.requiredAttributes[]", "Required attribute"), (".entity", "Entity"),
			(".strings.entries[]", "String table entry"), (".strings", "String table"),
			(".labels[].value", "Cell"), (".labels[]", "Table cell label"), (".tableCell", "Table cell"), (".cell", "Cell"),
			(".collection.cellXIB", "Collection cell XIB"), (".collection.xib", "List XIB"), (".collection", "Collection theme"),
			(".lists[].xib", "List XIB"), (".actionScreenlets[].xib", "Action XIB"), (".controls[]", "XIB control"),
			(".changesInPlace", "Changes in place"), (".formFields[]", "Form field"), (".permittedActions[]", "Permitted action"),
			(".choices[]", "Choice"), (".segments[]", "Choice"), (".input", "Input"), (".arguments[]", "Argument"),
			(".call", "Call"), (".page", "Call"), (".count", "Call"),
			(".request.query[]", "Request value"), (".request.body[]", "Request value"), (".request", "Request"), (".headless.attachmentDownloads[]", "Attachment download"), (".headless", "Headless API"),
			(".actions[]", "Action"), (".syncedActions[]", "Action"), (".choosers[]", "Chooser"),
			(".properties[]", "Value"), (".inputs[]", "Value"), (".values[]", "Value"), (".validations[]", "Value"), (".requiredInputs[]", "Value"),
			(".checkedNumbers[]", "Value"), (".recordedValues[]", "Value"),
			(".lists[]", "List screenlet"), (".actionScreenlets[]", "Action screenlet"), ("", "Root"),
		]
		var seen = Set<String>()
		func check(_ value: TemplateValue, path: String, example: String) {
			switch value {
			case .object(let members):
				let section = kinds.first { path.hasSuffix($0.ending) }!.section
				seen.insert(section)
				XCTAssertEqual(Set(members.keys), documented[section] ?? [], "\(example)\(path): the members of a \(section) differ from its table in Documentation/Templates.md")
				for (key, member) in members {
					check(member, path: path + "." + key, example: example)
				}
			case .list(let items):
				items.forEach { check($0, path: path + "[]", example: example) }
			default:
				break
			}
		}
		for spec in TestSupport.exampleSpecs {
			for context in Generator().generate([try TestSupport.input(spec)]).contexts {
				check(context, path: "", example: spec.lastPathComponent)
			}
		}
		XCTAssertEqual(seen, Set(documented.keys), "a section of Documentation/Templates.md no context has, or an object with no section")
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
