import Foundation

/// One framework class: its members as the graphs give them and the candidates probed.
struct ClassSurface {
	var name: String
	var superclass: String?
	var stubModule: String
	var members: [GraphMember]
	var candidates: Candidates
}

/// What the compiler confirmed each class takes, less what its superclass already takes.
struct Inventory {
	struct Taken {
		var swiftNames: Set<String> = []
		var selectors: Set<String> = []
	}

	let classes: [ClassSurface]
	let laterSDKActions: [String: [String]]
	private(set) var own: [String: Taken] = [:]

	/// `taken`: the probes the compiler reported. Also taken, though the compiler cannot tell:
	/// `runtimeSelectors` (NSObject's methods Swift hides: `retain`, `zone`…) and the selectors
	/// of each required member of an Objective-C protocol a class conforms to (UIView's
	/// `accessibilityIdentifier`, `traitCollection`): a subclass repeating one replaces the
	/// framework's method at run time.
	init(classes: [ClassSurface], taken: [ProbeFile.Probe], runtimeSelectors: [String: [String]], laterSDKActions: [String: [String]]) {
		self.classes = classes
		self.laterSDKActions = laterSDKActions
		var confirmed: [String: Taken] = [:]
		for probe in taken {
			switch probe {
			case .swiftName(let className, let name): confirmed[className, default: Taken()].swiftNames.insert(name)
			case .selector(let className, let selector): confirmed[className, default: Taken()].selectors.insert(selector)
			case .control: break
			}
		}
		for (className, selectors) in runtimeSelectors {
			confirmed[className, default: Taken()].selectors.formUnion(selectors)
		}
		for surface in classes where surface.stubModule == "LiferayScreens" {
			// Screens' classes are `@objcMembers`: an internal member has its selector at run
			// time, though an app module cannot see it (nor the compiler report a repeat), and
			// in an app that builds Screens' source in its own module its name is taken too.
			for member in surface.members where member.accessLevel == "internal" && member.isInstanceMember {
				if member.kind == "swift.property" {
					confirmed[surface.name, default: Taken()].swiftNames.insert(member.baseName)
				}
				confirmed[surface.name, default: Taken()].selectors.formUnion(Inventory.selectors(of: member, settable: member.isSettable))
			}
		}
		for surface in classes {
			for member in surface.members where member.isRequiredObjCRequirement && member.isInstanceMember {
				confirmed[surface.name, default: Taken()].selectors.formUnion(Inventory.selectors(of: member, settable: member.isSettable))
			}
		}
		for (className, actions) in laterSDKActions {
			confirmed[className, default: Taken()].selectors.formUnion(actions.map { $0 + ":" })
		}
		for surface in classes {
			var inherited = Taken()
			var next = surface.superclass
			while let name = next, let superclass = classes.first(where: { $0.name == name }) {
				inherited.swiftNames.formUnion(confirmed[name]?.swiftNames ?? [])
				inherited.selectors.formUnion(confirmed[name]?.selectors ?? [])
				next = superclass.superclass
			}
			let mine = confirmed[surface.name] ?? Taken()
			own[surface.name] = Taken(swiftNames: mine.swiftNames.subtracting(inherited.swiftNames), selectors: mine.selectors.subtracting(inherited.selectors))
		}
	}

	var summary: String {
		return classes.map { "\($0.name): \(own[$0.name]?.swiftNames.count ?? 0) names, \(own[$0.name]?.selectors.count ?? 0) selectors of \($0.candidates.swiftNames.count) and \($0.candidates.selectors.count) candidates\n" }.joined()
	}

	// MARK: FrameworkInventory+Classes.swift

	var swiftSource: String {
		var text = """
		// Derived by `make inventory` (Sources/screenletgen-inventory): do not edit, derive again.
		// From the symbol graphs of the iOS 17.4 SDK (ObjectiveC, Foundation, UIKit) and of Liferay
		// Screens 5.2.1, each member's Swift name and selectors kept when the compiler reports a
		// subclass repeating it, type-checked against the real SDK and Screens' source in one module.

		/// The members a framework or system class adds to its superclass's, as an iOS app sees
		/// them (internal members of the framework's `@objcMembers` classes included, since their
		/// selectors exist at run time). InventoryTests holds this table against the stubs: every
		/// name and selector here is a conflict there too.
		extension FrameworkInventory {

			static let classes: [String: InheritedMembers] = [

		"""
		for surface in classes {
			let taken = own[surface.name] ?? Taken()
			text += "\t\t\"\(surface.name)\": InheritedMembers(\n"
			text += "\t\t\tsuperclass: \(surface.superclass.map { "\"\($0)\"" } ?? "nil"),\n"
			text += "\t\t\tswiftNames: \(Inventory.list(taken.swiftNames)),\n"
			text += "\t\t\tselectors: \(Inventory.list(taken.selectors))),\n"
		}
		return text + "\t]\n}\n"
	}

	/// `[…]` of quoted strings, sorted, wrapped under four tabs.
	private static func list(_ items: Set<String>) -> String {
		guard !items.isEmpty else { return "[]" }
		var lines: [String] = []
		var line = ""
		for item in items.sorted() {
			let quoted = "\"\(item)\","
			if !line.isEmpty && line.count + quoted.count + 1 > 100 {
				lines.append(line)
				line = ""
			}
			line += (line.isEmpty ? "" : " ") + quoted
		}
		lines.append(line)
		return "[\n" + lines.map { "\t\t\t\t" + $0 }.joined(separator: "\n") + "\n\t\t\t]"
	}

	// MARK: Stubs

	/// The declarations the hand-written stub of `module` lacks for what its classes take:
	/// `extension NSObject { … }` members of the placeholder type `StubUnmodelled`, so that a
	/// generated class repeating one conflicts in the stubs as in Xcode, and a template that
	/// uses one fails until the stub gives it its real type.
	func stubSource(module: String, handWritten: String) -> String {
		var text = """
		// Derived by `make inventory` (Sources/screenletgen-inventory): do not edit, derive again.
		// What the classes of the stub \(module).swift take in the real SDK and the hand-written
		// stub does not declare. Placeholder types: generated code must not use these members.

		"""
		switch module {
		case "Foundation": text += "\n@objc public final class StubUnmodelled: NSObject {}\n"
		case "UIKit": text += "\nimport Foundation\n"
		default: text += "\nimport UIKit\n"
		}
		for surface in classes where surface.stubModule == module {
			let taken = own[surface.name] ?? Taken()
			let declared = Inventory.declaredNames(in: handWritten, className: surface.name)
			let declaredSelectors = Inventory.declaredSelectors(in: handWritten, className: surface.name)
			var titles: [String: Int] = [:]
			var seen = Set<String>()
			var lines: [String] = []
			for member in surface.members where member.isInstanceMember && !declared.contains(member.baseName) {
				let selectors = Inventory.selectors(of: member)
				guard taken.swiftNames.contains(member.baseName) || !taken.selectors.isDisjoint(with: selectors) else { continue }
				guard member.kind == "swift.property" || !declaredSelectors.isSuperset(of: selectors) else { continue }
				// A member and the protocol requirement it implements come once; methods of one
				// Swift name and other selectors (`convert(_:to:)` of a point, of a rect) apart by type.
				let key = member.title + " " + selectors.sorted().joined(separator: " ")
				guard seen.insert(key).inserted, member.kind != "swift.property" || titles[member.title] == nil else { continue }
				lines.append("\t" + Inventory.stubDeclaration(member, arrayDepth: titles[member.title, default: 0], objcMembers: surface.stubModule == "LiferayScreens"))
				titles[member.title, default: 0] += 1
			}
			for action in (laterSDKActions[surface.name] ?? []) where !declared.contains(action) {
				lines.append("\t@objc open func \(action)(_ sender: Any?) {}")
			}
			// A selector the stub's members do not give it (a `CGRect` property cannot be `@objc`
			// in the stubs; NSObject's hidden methods): an unavailable method holds it.
			let given = Inventory.impliedSelectors(in: handWritten, className: surface.name)
				.union(lines.flatMap { Inventory.explicitSelectors(in: Substring($0)) })
			// (`init` and `dealloc` need none: the compiler knows the initializer and deinitializer.)
			for selector in taken.selectors.sorted() where !given.contains(selector) && selector != "init" && selector != "dealloc" {
				let parameters = (0..<selector.filter { $0 == ":" }.count).map { "_ a\($0): StubUnmodelled?" }.joined(separator: ", ")
				let name = "stubSelector_" + selector.replacingOccurrences(of: ":", with: "_")
				lines.append("\t@available(*, unavailable) @objc(\(selector)) open func \(name)(\(parameters)) {}")
			}
			guard !lines.isEmpty else { continue }
			text += "\nextension \(surface.name) {\n" + lines.joined(separator: "\n") + "\n}\n"
		}
		return text
	}

	/// The body of `class <className>` in a stub.
	static func body(in stub: String, className: String) -> Substring {
		guard let start = stub.range(of: "class \(className)"),
			let end = stub.range(of: "\n}\n", range: start.upperBound..<stub.endIndex) else { return "" }
		return stub[start.upperBound..<end.lowerBound]
	}

	/// The selectors `@objc(…)` names in the body of `class <className>` of a stub.
	static func declaredSelectors(in stub: String, className: String) -> Set<String> {
		return Set(body(in: stub, className: className).components(separatedBy: "@objc(").dropFirst().map { String($0.prefix { $0 != ")" }) })
	}

	/// The selectors `@objc(…)` spells out in some text.
	static func explicitSelectors(in text: Substring) -> Set<String> {
		return Set(text.components(separatedBy: "@objc(").dropFirst().map { String($0.prefix { $0 != ")" }) })
	}

	/// Types the stubs declare as Swift structs (or Swift optionals of numbers): a member of
	/// one cannot be `@objc` there, so it gives no selector.
	static let unrepresentableTypes: Set<String> = [
		"CGRect", "CGPoint", "CGSize", "CGAffineTransform", "UIEdgeInsets", "NSDirectionalEdgeInsets",
		"Int?", "Bool?", "Double?", "CGFloat?", "Float?", "IndexPath",
	]

	/// The selectors the members of `class <className>` in a stub have: those `@objc(…)` spells
	/// out, and what Swift gives an `@objc` member (every member of an `@objcMembers` class)
	/// that spells none: `name`/`setName:` for a property, `name:label:` for a method.
	static func impliedSelectors(in stub: String, className: String) -> Set<String> {
		let text = body(in: stub, className: className)
		let isObjCMembers = isObjCMembersClass(in: stub, className: className)
		var selectors = Set<String>()
		for line in text.split(separator: "\n") {
			let explicit = explicitSelectors(in: line)
			selectors.formUnion(explicit)
			guard explicit.isEmpty, isObjCMembers || line.contains("@objc ") || line.hasPrefix("\t@objc") else { continue }
			if let range = line.range(of: "var ") ?? line.range(of: "let ") {
				let rest = line[range.upperBound...]
				let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
				let type = rest.drop { $0 != ":" }.dropFirst().drop { $0 == " " }.prefix { $0 != " " && $0 != "{" }
				guard !unrepresentableTypes.contains(String(type)) else { continue }
				selectors.insert(name)
				if line.contains(" set") || !line.contains("{") {
					selectors.insert("set" + Candidates.capitalized(name) + ":")
				}
			} else if let range = line.range(of: "func ") {
				let rest = line[range.upperBound...]
				let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
				guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")") else { continue }
				let types = rest.split(whereSeparator: { " ,()".contains($0) }).map(String.init)
				guard unrepresentableTypes.isDisjoint(with: types) else { continue }
				let parameters = rest[rest.index(after: open)..<close]
				let labels = topLevelParameters(parameters).map { parameter -> String in
					let words = parameter.prefix { $0 != ":" }.split(separator: " ")
					return words.count > 1 ? String(words[words.count - 2]) : String(words.last ?? "_")
				}
				selectors.insert(Candidates.swiftSelector(GraphMember(title: name + (labels.isEmpty ? "()" : "(" + labels.map { $0 + ":" }.joined() + ")"), kind: "swift.method", isSettable: false, accessLevel: "public")))
			}
		}
		return selectors
	}

	/// A parameter list split at its own commas (not those of `[String: Any]` or a closure's).
	static func topLevelParameters(_ text: Substring) -> [Substring] {
		var parameters: [Substring] = []
		var depth = 0
		var start = text.startIndex
		for index in text.indices {
			switch text[index] {
			case "[", "(", "<": depth += 1
			case "]", ")", ">": depth -= 1
			case "," where depth == 0:
				parameters.append(text[start..<index])
				start = text.index(after: index)
			default: break
			}
		}
		let last = text[start...]
		return last.allSatisfy(\.isWhitespace) ? parameters : parameters + [last]
	}

	/// Whether `class <className>` of a stub is `@objcMembers`, by its own attribute or, for
	/// Screens' classes, by its superclass's (the attribute is inherited).
	static func isObjCMembersClass(in stub: String, className: String) -> Bool {
		guard let start = stub.range(of: "class \(className)") else { return false }
		let before = stub[..<start.lowerBound].suffix(60)
		return before.contains("@objcMembers") || stub.contains("@_exported import LRMobileSDK")
	}

	/// The names `var`/`func` declare in the body of `class <className>` of a stub.
	static func declaredNames(in stub: String, className: String) -> Set<String> {
		var names = Set<String>()
		for line in body(in: stub, className: className).split(separator: "\n") {
			for keyword in ["var ", "let ", "func "] {
				guard let range = line.range(of: keyword) else { continue }
				let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
				names.insert(String(name))
			}
		}
		return names
	}

	/// The selectors an imported or `@objc` member has (what `Candidates` probes for it).
	static func selectors(of member: GraphMember, settable: Bool = true) -> Set<String> {
		if let method = member.objcMethod {
			return [method]
		}
		if let property = member.objcProperty {
			return Set([getter(member, property: property)]).union(settable ? ["set" + Candidates.capitalized(property) + ":"] : [])
		}
		if member.kind == "swift.property" {
			return Set([member.title]).union(settable ? ["set" + Candidates.capitalized(member.title) + ":"] : [])
		}
		return [Candidates.swiftSelector(member)]
	}

	/// `isHidden` for the property `hidden` Swift calls `isHidden`, else the property's name.
	static func getter(_ member: GraphMember, property: String) -> String {
		return member.title != property && member.title.hasPrefix("is") ? member.title : property
	}

	/// `objcMembers`: the class is `@objcMembers` (Screens'), so a Swift member has a selector;
	/// an SDK class's Swift-only member (`hashValue`, `hash(into:)`) has none.
	static func stubDeclaration(_ member: GraphMember, arrayDepth: Int, objcMembers: Bool) -> String {
		let type = String(repeating: "[", count: arrayDepth) + "StubUnmodelled" + String(repeating: "]", count: arrayDepth) + "?"
		if !objcMembers && member.objcMethod == nil && member.objcProperty == nil {
			let name = "`\(member.baseName)`"
			let parameters = member.labels.enumerated().map { "\($1) a\($0): \(type)" }.joined(separator: ", ")
			return member.kind == "swift.property" ? "@nonobjc public var \(name): \(type) { fatalError() }" : "@nonobjc public func \(name)(\(parameters)) {}"
		}
		// Screens' internal members stay internal: only an app that builds its source sees them.
		let access = member.accessLevel == "internal" ? "" : "open "
		let name = "`\(member.baseName)`"
		if member.kind == "swift.property" {
			let property = member.objcProperty ?? member.title
			let getter = "@objc(\(getter(member, property: property))) get { fatalError() }"
			let setter = member.isSettable ? " @objc(set\(Candidates.capitalized(property)):) set {}" : ""
			return "@objc \(access)var \(name): \(type) { \(getter)\(setter) }"
		}
		var labels = member.labels
		let selector = member.objcMethod ?? Candidates.swiftSelector(member)
		// A method Swift imports as `throws` has one selector part more (its `error:`).
		let parts = selector.filter { $0 == ":" }.count
		labels += (labels.count..<max(parts, labels.count)).map { _ in "error" }
		let parameters = labels.enumerated().map { "\($1) a\($0): \(type)" }.joined(separator: ", ")
		return "@objc(\(selector)) \(access)func \(name)(\(parameters)) {}"
	}
}
