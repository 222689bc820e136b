import Foundation
import XCTest
@testable import ScreenletGenKit

/// FrameworkInventory (what the generator avoids) and the stubs (what the type-check
/// rejects) describe one framework: these tests fail as soon as either drifts.
final class InventoryTests: XCTestCase {

	static let stubFiles = ["Foundation", "UIKit", "LiferayScreens"]

	/// The body of `class <name>: …` in the stubs.
	static func stubBody(of name: String) -> String? {
		for file in stubFiles {
			let text = (try? String(contentsOfFile: StubModules.source(file), encoding: .utf8)) ?? ""
			let pattern = "class \(name)(: [^{]*)? \\{\\n(.*?)\\n\\}\\n"
			let regex = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
			if let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), let range = Range(match.range(at: 2), in: text) {
				return String(text[range])
			}
		}
		return nil
	}

	static func memberNames(_ body: String) -> Set<String> {
		let regex = try! NSRegularExpression(pattern: "\\b(?:var|let|func)\\s+(\\w+)")
		let lines = body.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
		return Set(regex.matches(in: lines, range: NSRange(lines.startIndex..., in: lines)).compactMap { Range($0.range(at: 1), in: lines).map { String(lines[$0]) } })
	}

	func testEachClassHasTheStubsMembers() throws {
		for (name, members) in FrameworkInventory.classes {
			let body = try XCTUnwrap(InventoryTests.stubBody(of: name), "no stub of \(name)")
			let stub = InventoryTests.memberNames(body)
			XCTAssertEqual(members.swiftNames.subtracting(stub).sorted(), [], "\(name): in the inventory, not in the stub")
			XCTAssertEqual(stub.subtracting(members.swiftNames).sorted(), [], "\(name): in the stub, not in the inventory")
		}
	}

	/// A subclass method with each selector of the inventory is a conflict for the compiler.
	func testEverySelectorIsAConflictInTheStubs() throws {
		var probe = "import UIKit\n\n"
		var expected: [Int: String] = [:]
		var index = 0
		for (name, members) in FrameworkInventory.classes.sorted(by: { $0.key < $1.key }) {
			for selector in members.selectors.sorted() {
				index += 1
				expected[index] = "\(name).\(selector)"
				// One parameter per colon: `deleteRow:row:` takes two.
				let parameters = (0..<selector.filter { $0 == ":" }.count).map { "_ x\($0): AnyObject?" }.joined(separator: ", ")
				probe += "class Probe\(index): \(name) {\n\t@objc(\(selector)) func probe\(index)(\(parameters)) {}\n}\n"
			}
		}
		let folder = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: folder) }
		let file = folder.appendingPathComponent("Probe.swift")
		try Data(probe.utf8).write(to: file)
		let (_, output) = try TestSupport.run(TestSupport.swiftc(), ["-frontend", "-typecheck"] + StubModules.flags
			+ ["-module-name", "App", "-I", try StubModules.directory().path, file.path, StubModules.source("LiferayScreens")])
		let conflicting = Set(output.split(separator: "\n").filter { $0.contains("conflicts with") }.compactMap { line -> Int? in
			guard let range = line.range(of: "'probe") else { return nil }
			return Int(line[range.upperBound...].prefix { $0.isNumber })
		})
		let missing = expected.keys.filter { !conflicting.contains($0) }.map { expected[$0]! }.sorted()
		XCTAssertEqual(missing, [], "selectors of the inventory that the stubs do not have")
		XCTAssertGreaterThan(expected.count, 400)
	}

	func testFrameworkObjCNamesAreTheStubs() throws {
		let text = try String(contentsOfFile: StubModules.source("LiferayScreens"), encoding: .utf8)
		let regex = try NSRegularExpression(pattern: "@objc\\((\\w+)\\)")
		let names = Set(regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
		XCTAssertEqual(names.count, 166)
		XCTAssertEqual(names, FrameworkInventory.frameworkObjCNames)
	}

	/// A generated type named like any type of the stubs would be refused.
	func testEveryStubTypeNameIsTaken() throws {
		let regex = try NSRegularExpression(pattern: "^(?:@[^\\s]+\\s+)*(?:public |open )?(?:final )?(?:class|struct|enum|protocol|typealias) (\\w+)", options: [.anchorsMatchLines])
		for module in StubModules.order {
			let text = try String(contentsOfFile: StubModules.source(module), encoding: .utf8)
			let names = regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
			for name in Set(names) where !["var", "func"].contains(name) {
				XCTAssertTrue(FrameworkInventory.isTakenTypeName(name), "\(module): \(name) is not in FrameworkInventory")
			}
		}
	}

	/// `takesProperty` answers ASCII names from a set made ahead of time; for every class and
	/// every name the inventory could make clash (and their neighbours), it must answer as
	/// the rule it stands for.
	func testPropertyClashesMadeAheadAnswerAsTheRule() {
		var checked = 0
		for className in FrameworkInventory.classes.keys {
			let namespace = ClassNamespace(superclass: className, own: [])
			let inherited = FrameworkInventory.inherited(by: className)
			var names = inherited.swiftNames.union(inherited.selectors)
			for stem in inherited.setterStems {
				names.formUnion([stem, Words.lowerCamel(stem), stem.lowercased(), stem.uppercased(), "_" + stem, stem + "s"])
			}
			names.formUnion(["delegate", "Delegate", "frame", "Frame", "tag", "Tag", "x", "X", "_", "", "setDelegate", "isEnabled", "enabled", "Enabled"])
			for name in names {
				XCTAssertEqual(namespace.takesProperty(name), namespace.inheritedTakesProperty(name), "\(className).\(name)")
				checked += 1
			}
		}
		XCTAssertGreaterThan(checked, 1000)
	}
}
