import Foundation

/// What a class's members could take from a subclass: each Swift name (a subclass property
/// of that name) and each Objective-C selector (a subclass method with it). The real compiler
/// decides which of these are taken: `ProbeFile` asks it, one line per candidate.
struct Candidates {
	var className: String
	var swiftNames: [String]
	var selectors: [String]

	init(className: String, members: [GraphMember], extraSelectors: [String]) {
		self.className = className
		var names = Set<String>()
		var selectors = Set(extraSelectors)
		for member in members {
			names.insert(member.baseName)
			guard member.isInstanceMember else { continue }
			if let method = member.objcMethod {
				selectors.insert(method)
			} else if let property = member.objcProperty {
				selectors.formUnion([property, member.title, "set" + Candidates.capitalized(property) + ":"])
			} else if member.kind == "swift.property" {
				selectors.formUnion([member.title, "set" + Candidates.capitalized(member.title) + ":"])
			} else {
				selectors.insert(Candidates.swiftSelector(member))
			}
		}
		self.swiftNames = names.filter { !$0.isEmpty }.sorted()
		self.selectors = selectors.sorted()
	}

	static func capitalized(_ name: String) -> String {
		return name.prefix(1).uppercased() + name.dropFirst()
	}

	/// First argument labels Swift joins to the selector as they are (`value(forKey:)` →
	/// `valueForKey:`); any other gets `With` (`doRun(session:)` → `doRunWithSession:`).
	static let prepositions: Set<String> = [
		"above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
		"given", "in", "including", "inside", "into", "like", "matching", "of", "on", "passing", "preceding",
		"since", "to", "until", "using", "via", "when", "with", "within",
	]

	/// The selector Swift gives an `@objc` method: `foo()` → `foo`, `foo(_:bar:)` → `foo:bar:`,
	/// `foo(session:)` → `fooWithSession:`, `foo(for:)` → `fooFor:`.
	static func swiftSelector(_ member: GraphMember) -> String {
		let labels = member.labels
		guard let first = labels.first else { return member.baseName }
		let firstWord = String(first.prefix { !$0.isUppercase })
		let joiner = first == "_" ? "" : prepositions.contains(firstWord) ? capitalized(first) : "With" + capitalized(first)
		var selector = member.baseName + joiner + ":"
		for label in labels.dropFirst() {
			selector += (label == "_" ? "" : label) + ":"
		}
		return selector
	}
}

/// NSObject's instance methods that Swift does not import (`class`, `retain`, `zone`…): the
/// symbol graph leaves them out, but their selectors exist and a subclass cannot repeat them.
enum HiddenSelectors {
	/// The `- (…)selector…` declarations of `usr/include/objc/NSObject.h`, in the SDK given.
	static func read(sdk: String) throws -> [String] {
		let text = try String(contentsOfFile: sdk + "/usr/include/objc/NSObject.h", encoding: .utf8)
		return text.split(separator: "\n").filter { $0.hasPrefix("- (") }.compactMap { line in
			guard let close = line.firstIndex(of: ")") else { return nil }
			// The declaration up to its attributes (`OBJC_ARC_UNAVAILABLE`, `UNAVAILABLE_ATTRIBUTE`…).
			let declaration = line[line.index(after: close)...].prefix { $0 != ";" }
				.split(separator: " ").prefix { !$0.hasPrefix("OBJC_") && !$0.hasPrefix("UNAVAILABLE") }
			let keywords = declaration.compactMap { piece -> String? in
				guard let colon = piece.firstIndex(of: ":") else { return nil }
				return String(piece[...colon])
			}
			return keywords.isEmpty ? declaration.first.map(String.init) : keywords.joined()
		}
	}
}

/// One Swift file, a class per line, that subclasses each framework class once per candidate:
/// a line the compiler reports an error on is a candidate the class takes.
struct ProbeFile {
	enum Probe: Equatable {
		case swiftName(className: String, name: String)
		case selector(className: String, selector: String)
		/// A name no class has: an error on it means the probe itself is wrong.
		case control(className: String)
	}

	/// The first lines, before the probes.
	static let header = [
		"import Foundation",
		"import UIKit",
		"import LiferayScreens",
		"struct InventoryProbeValue {}",
	]

	var probes: [Probe] = []

	init(candidates: [Candidates]) {
		for candidate in candidates {
			probes.append(.control(className: candidate.className))
			probes += candidate.swiftNames.map { .swiftName(className: candidate.className, name: $0) }
			probes += candidate.selectors.map { .selector(className: candidate.className, selector: $0) }
		}
	}

	var text: String {
		var lines = ProbeFile.header
		for (index, probe) in probes.enumerated() {
			switch probe {
			case .swiftName(let className, let name):
				lines.append("class P\(index): \(className) { var `\(name)`: InventoryProbeValue { fatalError() } }")
			case .selector(let className, let selector):
				let parameters = (0..<selector.filter { $0 == ":" }.count).map { "_ x\($0): AnyObject?" }.joined(separator: ", ")
				lines.append("class P\(index): \(className) { @objc(\(selector)) func p\(index)(\(parameters)) {} }")
			case .control(let className):
				lines.append("class P\(index): \(className) { var inventoryProbeUnusedName: InventoryProbeValue { fatalError() } }")
			}
		}
		return lines.joined(separator: "\n") + "\n"
	}

	/// The probes the compiler's output (`FILE:LINE:COLUMN: error: …`) reports an error on.
	func taken(compilerOutput: String, probeFileName: String) throws -> [Probe] {
		var lines = Set<Int>()
		for line in compilerOutput.split(separator: "\n") where line.contains(": error:") {
			let parts = line.split(separator: ":", maxSplits: 3)
			guard parts.count > 2, parts[0].hasSuffix(probeFileName), let number = Int(parts[1]) else { continue }
			lines.insert(number)
		}
		let taken = lines.sorted().compactMap { line -> Probe? in
			let index = line - ProbeFile.header.count - 1
			return probes.indices.contains(index) ? probes[index] : nil
		}
		if let wrong = taken.first(where: { if case .control = $0 { return true } else { return false } }) {
			throw InventoryError("the compiler reports an error on a control probe (\(wrong)): the probes are not what they test")
		}
		if lines.isEmpty {
			throw InventoryError("the compiler reports no error in \(probeFileName): was it the probe's output?")
		}
		return taken
	}
}

struct InventoryError: Error, CustomStringConvertible {
	var description: String
	init(_ description: String) { self.description = description }
}
