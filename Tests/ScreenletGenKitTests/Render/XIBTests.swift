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
		/// Each outlet's property and the id of the object it connects.
		var outletDestinations: [String: String] = [:]
		/// Every control (`XIBTests.controls`), in order, with what it says of its text and accessibility.
		var controls: [Control] = []
		/// Every `fontDescription`, with its attributes.
		var fonts: [[String: String]] = []
		/// The open elements: a control's index in `controls`, nil for anything else.
		private var open: [Int?] = []

		struct Control {
			var element: String
			var id: String
			var adjustsFont: Bool
			var identifiers: [String] = []
			var hasFont = false
		}

		func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
			depth += 1
			let owner = open.last ?? nil
			if element == "accessibility", attributes["key"] == "accessibilityConfiguration", let owner = owner, let identifier = attributes["identifier"] {
				controls[owner].identifiers.append(identifier)
			}
			if element == "fontDescription" {
				fonts.append(attributes)
				if let owner = owner { controls[owner].hasFont = true }
			}
			if XIBTests.controls.contains(element) {
				controls.append(Control(element: element, id: attributes["id"] ?? "", adjustsFont: attributes["adjustsFontForContentSizeCategory"] == "YES"))
				open.append(controls.count - 1)
			}
			else {
				open.append(nil)
			}
			if element == "outlet", let property = attributes["property"], let destination = attributes["destination"] {
				outletDestinations[property] = destination
			}
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
			open.removeLast()
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

	/// The elements that are controls: what a user reads or acts on, and the lists and cells.
	static let controls: Set<String> = ["label", "textField", "textView", "button", "switch", "datePicker", "segmentedControl",
		"tableView", "collectionView", "tableViewCell", "collectionViewCell"]
	/// The controls whose text Interface Builder can make follow Dynamic Type.
	static let textControls: Set<String> = ["label", "textField", "textView"]

	/// Each example's XIBs with their screenlet folder (`AddBookmarkScreenlet`) and the Swift beside them.
	private func exampleXIBs() throws -> [(name: String, screenlet: String, document: Document, swift: String)] {
		var xibs: [(String, String, Document, String)] = []
		for spec in TestSupport.exampleSpecs {
			let files = try TestSupport.generate(spec)
			for xib in files where xib.path.hasSuffix(".xib") {
				let name = "\(spec.lastPathComponent): \(xib.path)"
				let swiftPath = String(xib.path.dropLast(4)) + ".swift"
				guard let document = parse(xib.contents, name), let swift = files.first(where: { $0.path == swiftPath })?.contents else {
					XCTFail("\(name): not parsed, or no Swift file beside it")
					continue
				}
				xibs.append((name, String(xib.path.prefix { $0 != "/" }), document, swift))
			}
		}
		XCTAssertFalse(xibs.isEmpty)
		return xibs
	}

	/// UI tests find every control by an accessibility identifier (`addBookmark.title`), one per
	/// control, unique in its XIB, that starts with its screenlet's name.
	func testEveryControlHasAnAccessibilityIdentifierUniqueInItsScreenlet() throws {
		for (name, screenlet, document, _) in try exampleXIBs() {
			XCTAssertFalse(document.controls.isEmpty, name)
			let prefix = Words.lowerCamel(String(screenlet.dropLast("Screenlet".count))) + "."
			var seen: Set<String> = []
			for control in document.controls {
				XCTAssertEqual(control.identifiers.count, 1, "\(name): the \(control.element) \(control.id) has \(control.identifiers.count) accessibility identifiers")
				for identifier in control.identifiers {
					XCTAssertTrue(identifier.hasPrefix(prefix) && identifier.count > prefix.count, "\(name): \(identifier) does not start with \(prefix)")
					XCTAssertTrue(seen.insert(identifier).inserted, "\(name): the accessibility identifier \(identifier) is given twice")
				}
			}
		}
	}

	/// Text follows Dynamic Type: every font is a text style, labels, text fields and text views
	/// adjust to the content size (Interface Builder's flag), and each button's title does (in code).
	func testEveryControlsFontIsATextStyle() throws {
		for (name, _, document, swift) in try exampleXIBs() {
			for font in document.fonts {
				XCTAssertTrue(font["style"]?.hasPrefix("UICTFontTextStyle") == true && font["pointSize"] == nil && font["type"] == nil,
					"\(name): a font is not a text style: \(font)")
			}
			for control in document.controls where XIBTests.textControls.contains(control.element) || control.element == "button" {
				XCTAssertTrue(control.hasFont, "\(name): the \(control.element) \(control.id) has no font")
				if XIBTests.textControls.contains(control.element) {
					XCTAssertTrue(control.adjustsFont, "\(name): the \(control.element) \(control.id) does not adjust its font to the content size")
				}
				if control.element == "button" {
					let outlet = document.outletDestinations.first { $0.value == control.id }?.key ?? "?"
					XCTAssertTrue(swift.contains("\(outlet)?.titleLabel?.adjustsFontForContentSizeCategory = true"),
						"\(name): the button \(outlet)'s title does not adjust its font to the content size")
				}
			}
		}
	}

	/// An action View gives each control it translates the same localized text as its
	/// accessibility label (a text field its placeholder, a control its caption).
	func testEveryTranslatedControlHasALocalizedAccessibilityLabel() throws {
		var checked = 0
		for (name, _, document, swift) in try exampleXIBs() where swift.contains("func onSetTranslations()") {
			for control in document.controls {
				guard let outlet = document.outletDestinations.first(where: { $0.value == control.id })?.key else {
					XCTFail("\(name): the \(control.element) \(control.id) has no outlet to translate it by")
					continue
				}
				XCTAssertTrue(swift.contains("\t\t\(outlet)?.accessibilityLabel = LocalizedString("),
					"\(name): \(outlet) has no accessibility label from the string table")
				checked += 1
			}
		}
		XCTAssertGreaterThan(checked, 0)
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
