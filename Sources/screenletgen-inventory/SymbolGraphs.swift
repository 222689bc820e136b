import Foundation

/// One member of a class or protocol, as a symbol graph (`swift-symbolgraph-extract`) gives it.
struct GraphMember {
	/// The Swift name with its argument labels: `accessibilityScroll(_:)`, `isHidden`.
	var title: String
	/// `swift.property`, `swift.method`, `swift.type.property`, `swift.type.method`…
	var kind: String
	/// The Objective-C name of an imported member: a method's selector or a property's name
	/// (nil for a Swift declaration).
	var objcMethod: String?
	var objcProperty: String?
	var isSettable: Bool
	var accessLevel: String
	/// A required member of an Objective-C protocol the class conforms to: the class
	/// implements it, though the compiler only knows the protocol declares it.
	var isRequiredObjCRequirement = false

	var baseName: String {
		return String(title.prefix { $0 != "(" })
	}

	var isInstanceMember: Bool {
		return kind == "swift.property" || kind == "swift.method"
	}

	/// The labels of a method's parameters (`_` for none): `perform(_:with:)` → `["_", "with"]`.
	var labels: [String] {
		guard let open = title.firstIndex(of: "(") else { return [] }
		return title[title.index(after: open)...].dropLast().split(separator: ":").map(String.init)
	}
}

/// The symbol graphs of the modules a generated class sees, merged: every class's and
/// protocol's members, its superclass and the protocols it conforms to.
struct SymbolGraphs {
	private var symbols: [String: [String: Any]] = [:]
	private var members: [String: Set<String>] = [:]
	private var conformances: [String: Set<String>] = [:]
	private var requirements: [String: Set<String>] = [:]
	private var requiredRequirements: Set<String> = []
	private var superclasses: [String: String] = [:]
	private var classesByName: [String: String] = [:]

	init(folders: [String]) throws {
		for folder in folders {
			let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".symbols.json") }.sorted()
			for name in names {
				let data = try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name))
				guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
				read(graph)
			}
		}
	}

	private mutating func read(_ graph: [String: Any]) {
		for symbol in graph["symbols"] as? [[String: Any]] ?? [] {
			guard let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String, symbols[id] == nil else { continue }
			symbols[id] = symbol
			let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String
			if kind == "swift.class", let title = (symbol["names"] as? [String: Any])?["title"] as? String, classesByName[title] == nil {
				classesByName[title] = id
			}
		}
		for relationship in graph["relationships"] as? [[String: Any]] ?? [] {
			guard let kind = relationship["kind"] as? String, let source = relationship["source"] as? String,
				let target = relationship["target"] as? String else { continue }
			switch kind {
			case "memberOf": members[target, default: []].insert(source)
			case "conformsTo": conformances[source, default: []].insert(target)
			case "requirementOf":
				requirements[target, default: []].insert(source)
				requiredRequirements.insert(source)
			case "optionalRequirementOf": requirements[target, default: []].insert(source)
			case "inheritsFrom": superclasses[source] = target
			default: break
			}
		}
	}

	func classID(named name: String) -> String? {
		return classesByName[name]
	}

	func superclassName(of id: String) -> String? {
		return superclasses[id].flatMap { title(of: $0) }
	}

	func title(of id: String) -> String? {
		return (symbols[id]?["names"] as? [String: Any])?["title"] as? String
	}

	/// The class's own members and every requirement of the protocols it conforms to
	/// (theirs too, transitively), in a stable order.
	func members(ofClass id: String) -> [GraphMember] {
		var ids = members[id] ?? []
		var seen = Set<String>()
		var pending = Array(conformances[id] ?? [])
		while let proto = pending.popLast() {
			guard seen.insert(proto).inserted else { continue }
			ids.formUnion(requirements[proto] ?? [])
			pending += conformances[proto] ?? []
		}
		return ids.sorted().compactMap { id in
			guard var member = member(symbols[id], id: id) else { return nil }
			member.isRequiredObjCRequirement = requiredRequirements.contains(id) && id.hasPrefix("c:objc(pl)")
			return member
		}
	}

	private func member(_ symbol: [String: Any]?, id: String) -> GraphMember? {
		guard let symbol,
			let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String,
			["swift.property", "swift.method", "swift.type.property", "swift.type.method"].contains(kind),
			let title = (symbol["names"] as? [String: Any])?["title"] as? String
		else { return nil }
		let fragments = (symbol["declarationFragments"] as? [[String: Any]] ?? []).compactMap { $0["spelling"] as? String }.joined()
		let isSettable = kind.hasSuffix("property") && (fragments.contains(" set }") || (fragments.hasPrefix("var ") || fragments.contains(" var ")) && !fragments.contains("{ get }"))
		return GraphMember(
			title: title,
			kind: kind,
			objcMethod: SymbolGraphs.objcName(id, marker: "(im)"),
			objcProperty: SymbolGraphs.objcName(id, marker: "(py)"),
			isSettable: isSettable,
			accessLevel: symbol["accessLevel"] as? String ?? "public")
	}

	/// `c:objc(cs)UIView(im)convertPoint:toView:` → `convertPoint:toView:` for `(im)`.
	private static func objcName(_ id: String, marker: String) -> String? {
		guard id.hasPrefix("c:objc("), let range = id.range(of: marker, options: .backwards) else { return nil }
		return String(id[range.upperBound...])
	}
}
