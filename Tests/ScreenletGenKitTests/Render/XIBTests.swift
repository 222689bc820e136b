import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import ScreenletGenKit

/// Generated XIBs are Interface Builder documents that fit their View class.
final class XIBTests: XCTestCase {

	/// What a XIB declares, read with a real XML parser.
	private final class Document: NSObject, XMLParserDelegate {
		var ids: [String] = []
		var references: [String] = []
		var rootClass: String?
		var rootModule: String?
		var outlets: [String] = []
		var actions: [String] = []
		var depth = 0

		func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
			depth += 1
			if let id = attributes["id"] { ids.append(id) }
			for key in ["destination", "firstItem", "secondItem"] {
				if let id = attributes[key] { references.append(id) }
			}
			if depth == 3, element != "placeholder", rootClass == nil {
				rootClass = attributes["customClass"]
				rootModule = attributes["customModule"]
			}
			if element == "outlet", let property = attributes["property"] { outlets.append(property) }
			if element == "action", let selector = attributes["selector"] { actions.append(selector) }
		}

		func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
			depth -= 1
		}
	}

	private func parse(_ text: String, _ name: String) -> Document? {
		let parser = XMLParser(data: Data(text.utf8))
		let document = Document()
		parser.delegate = document
		guard parser.parse() else {
			XCTFail("\(name) is not well-formed XML: \(String(describing: parser.parserError))")
			return nil
		}
		return document
	}

	private func matches(_ pattern: String, in text: String) -> [String] {
		let regex = try! NSRegularExpression(pattern: pattern)
		return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
			Range($0.range(at: 1), in: text).map { String(text[$0]) }
		}
	}

	func testEveryXIBFitsItsViewClass() throws {
		for spec in TestSupport.exampleSpecs {
			let files = try TestSupport.generate(spec)
			let specModule = (try? String(contentsOf: spec, encoding: .utf8)).flatMap { $0.contains("\"module\"") ? $0 : nil }
			for xib in files where xib.path.hasSuffix(".xib") {
				let name = "\(spec.lastPathComponent): \(xib.path)"
				guard let document = parse(xib.contents, name) else { continue }
				XCTAssertEqual(Set(document.ids).count, document.ids.count, "\(name): duplicate ids")
				for reference in document.references {
					XCTAssertTrue(document.ids.contains(reference), "\(name): \(reference) refers to no object")
				}
				let swiftPath = String(xib.path.dropLast(4)) + ".swift"
				guard let swift = files.first(where: { $0.path == swiftPath })?.contents else {
					XCTFail("\(name): no Swift file beside it")
					continue
				}
				let declared = matches("(?:@objc\\(([A-Za-z0-9_]+)\\))", in: swift).first
				XCTAssertEqual(document.rootClass, declared, "\(name): root customClass is not the View class")
				XCTAssertEqual(document.rootModule != nil, specModule != nil, "\(name): customModule only when the spec sets module")
				let ownOutlets = Set(matches("@IBOutlet (?:open )?(?:weak )?var ([A-Za-z0-9_]+)", in: swift))
				let inherited: Set<String> = ["tableView", "collectionView"]
				for outlet in document.outlets {
					XCTAssertTrue(ownOutlets.contains(outlet) || inherited.contains(outlet), "\(name): outlet \(outlet) has no @IBOutlet")
				}
				XCTAssertEqual(Set(document.outlets).intersection(ownOutlets), ownOutlets, "\(name): an @IBOutlet is not connected")
				let ibActions = Set(matches("@IBAction (?:open )?func ([A-Za-z0-9_]+)\\(_ ", in: swift).map { $0 + ":" })
				XCTAssertEqual(Set(document.actions), ibActions, "\(name): actions and @IBActions differ")
			}
		}
	}

	func testIdsAreStableAndDistinctPerDocument() {
		var first = XIBIdentifiers(document: "BookmarkListView_default")
		var second = XIBIdentifiers(document: "BookmarkListView_default")
		XCTAssertEqual(first.id("root"), second.id("root"))
		XCTAssertNotEqual(first.id("root"), first.id("root"), "asking twice for one role gives a fresh id")
		var formatted = XIBIdentifiers(document: "AddBookmarkView_default")
		XCTAssertNotNil(formatted.id("input.title").range(of: "^[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}$", options: .regularExpression))
		// Two documents give the same roles different ids (a XIB copied into a custom theme
		// beside the default one never repeats its ids).
		var list = XIBIdentifiers(document: "BookmarkListView_default")
		var other = XIBIdentifiers(document: "FolderListView_default")
		let roles = ["root", "list", "list.top", "outlet.list"]
		let listIds = roles.map { list.id($0) }
		let otherIds = roles.map { other.id($0) }
		XCTAssertTrue(Set(listIds).isDisjoint(with: otherIds), "\(listIds) \(otherIds)")
	}
}
