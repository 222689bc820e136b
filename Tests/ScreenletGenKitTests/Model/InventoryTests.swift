import Foundation
import XCTest
@testable import ScreenletGenKit

/// FrameworkInventory (what the generator avoids) and the stubs (what the type-check
/// rejects) describe one framework: these tests fail as soon as either drifts.
final class InventoryTests: XCTestCase {

	static let stubFiles = ["Foundation", "UIKit", "LiferayScreens"]

	/// The names `var`/`func` declare in the body of `class <name>: …` in the stubs and in
	/// their `extension <name> { … }` (the derived stubs').
	static func stubMemberNames(of name: String) -> Set<String> {
		var names = Set<String>()
		for file in stubFiles.flatMap({ StubModules.sources($0) }) {
			let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
			let pattern = "(?:class|extension) \(name)(: [^{]*)? \\{\\n(.*?)\\n\\}\\n"
			let regex = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
			for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
				if let range = Range(match.range(at: 2), in: text) {
					names.formUnion(memberNames(String(text[range])))
				}
			}
		}
		return names
	}

	static func memberNames(_ body: String) -> Set<String> {
		let regex = try! NSRegularExpression(pattern: "\\b(?:var|let|func)\\s+`?(\\w+)")
		let lines = body.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
		return Set(regex.matches(in: lines, range: NSRange(lines.startIndex..., in: lines)).compactMap { Range($0.range(at: 1), in: lines).map { String(lines[$0]) } })
	}

	/// Type-checks `probes` (one subclass a line, after `header`) against the stubs, with the
	/// framework's stub in the same module (its internal members visible, as in the real
	/// check's derivation); returns the indexes of the probes with an error.
	static func conflicting(_ probes: [String], header: String) throws -> Set<Int> {
		let folder = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: folder) }
		let file = folder.appendingPathComponent("Probe.swift")
		try Data((header + probes.joined(separator: "\n") + "\n").utf8).write(to: file)
		let headerLines = header.split(separator: "\n", omittingEmptySubsequences: false).count - 1
		let (_, output) = try TestSupport.run(TestSupport.swiftc(), ["-frontend", "-typecheck"] + StubModules.flags
			+ ["-module-name", "App", "-I", try StubModules.directory().path, file.path] + StubModules.sources("LiferayScreens"))
		return Set(output.split(separator: "\n").filter { $0.hasPrefix(file.path + ":") && $0.contains(": error:") }.compactMap { line in
			Int(line.dropFirst(file.path.count + 1).prefix { $0.isNumber }).map { $0 - headerLines - 1 }
		})
	}

	/// The stubs and the inventory say the same of every name a class's stub declares or the
	/// inventory lists: a subclass property of that name is an error in the stubs exactly when
	/// the inventory says the class (with its superclasses) takes it.
	func testTheStubsTakeTheNamesTheInventoryTakesAndNoOther() throws {
		var probes: [String] = []
		var expected: [(name: String, taken: Bool)] = []
		for (className, _) in FrameworkInventory.classes.sorted(by: { $0.key < $1.key }) {
			let taken = FrameworkInventory.inherited(by: className).swiftNames
			for name in taken.union(InventoryTests.stubMemberNames(of: className)).sorted() {
				probes.append("class Probe\(probes.count): \(className) { var `\(name)`: ProbeValue { fatalError() } }")
				expected.append(("\(className).\(name)", taken.contains(name)))
			}
		}
		let conflicting = try InventoryTests.conflicting(probes, header: "import UIKit\n\nstruct ProbeValue {}\n")
		let missing = expected.indices.filter { expected[$0].taken && !conflicting.contains($0) }.map { expected[$0].name }
		let extra = expected.indices.filter { !expected[$0].taken && conflicting.contains($0) }.map { expected[$0].name }
		XCTAssertEqual(missing, [], "names the inventory takes that the stubs let a subclass declare")
		XCTAssertEqual(extra, [], "names the stubs refuse that the inventory does not take")
		XCTAssertGreaterThan(expected.count, 1000)
	}

	/// A subclass method with each selector of the inventory is a conflict for the compiler.
	func testEverySelectorIsAConflictInTheStubs() throws {
		var probes: [String] = []
		var expected: [String] = []
		for (name, members) in FrameworkInventory.classes.sorted(by: { $0.key < $1.key }) {
			for selector in members.selectors.sorted() {
				// One parameter per colon: `deleteRow:row:` takes two.
				let parameters = (0..<selector.filter { $0 == ":" }.count).map { "_ x\($0): AnyObject?" }.joined(separator: ", ")
				probes.append("class Probe\(probes.count): \(name) { @objc(\(selector)) func probe\(probes.count)(\(parameters)) {} }")
				expected.append("\(name).\(selector)")
			}
		}
		let conflicting = try InventoryTests.conflicting(probes, header: "import UIKit\n\n")
		let missing = expected.indices.filter { !conflicting.contains($0) }.map { expected[$0] }
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
