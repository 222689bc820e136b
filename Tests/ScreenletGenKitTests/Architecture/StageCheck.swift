import Foundation

/// What each file of a stage folder declares and names, and which of its names are declared in
/// other stages. A later stage's API is reached three ways, and each is looked for:
/// - a type declared at the top level (`FileLayout`, a top-level `typealias`), by its name;
/// - a type or typealias nested in an extension of a type from elsewhere
///   (`extension Spec { struct Hint }`): as `Spec.Hint`, or as `Hint` inside an extension of
///   `Spec`;
/// - a member an extension adds to a type from elsewhere (`extension Spec { static func f() }`):
///   as `Spec.f`, `Spec(label:` for an initializer, or `.f` / `f` inside an extension of `Spec`
///   where the using stage and those before it declare no `f` of their own. Without types, a
///   `.count` could be the library's: a later stage's extension gives no earlier type a member
///   named like a library's, or every `.count` before it would be taken for that member.
/// Nested types and members of a stage's own types need no search: they are reached through
/// their type, whose name is already a use. Private extensions and members are no API.
struct StageCheck {

	struct File {
		var path: String
		var stage: String
		var tokens: [SwiftTokens.Token]
		/// Each token's innermost enclosing type or extension (`Spec.Screenlet`), or "".
		var enclosing: [String]
		/// Where each identifier stands, in order.
		var positions: [String: [Int]]
	}

	/// A name another file can use: `FileLayout`, `Spec.Hint`, `Spec.f`, `Spec.init(label:)`.
	struct Declaration {
		enum Kind {
			case topLevelType
			case nestedType
			case member
			case initializer(label: String)
		}

		var owner: String
		var name: String
		var kind: Kind
		var stage: String

		var qualifiedName: String {
			switch kind {
			case .topLevelType:
				return name
			case .nestedType, .member:
				return owner + "." + name
			case .initializer(let label):
				return owner + ".init(" + label + ":)"
			}
		}
	}

	let stages: [String]
	private(set) var files: [File] = []
	private(set) var declarations: [Declaration] = []
	/// What a file of one stage may mean by a name that another declares: a name its own stage
	/// or an earlier one declares in any way (functions, properties, locals, cases, labels;
	/// types, private and local ones too). Keyed by `using/declaring` stage.
	private var ownNames: [String: Set<String>] = [:]
	private var ownTypes: [String: Set<String>] = [:]

	/// Reads every Swift file below `root`, whose first folder is its stage.
	init(root: URL, stages: [String]) throws {
		self.stages = stages
		let paths = (FileManager.default.subpaths(atPath: root.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
		var namesByStage: [String: Set<String>] = [:]
		var typesByStage: [String: Set<String>] = [:]
		for path in paths {
			let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
			let stage = String(path.split(separator: "/").first ?? "")
			var reader = DeclarationReader(tokens: SwiftTokens(text).tokens, stage: stage)
			reader.read()
			var positions: [String: [Int]] = [:]
			for (index, token) in reader.tokens.enumerated() where token.isIdentifier {
				positions[token.text, default: []].append(index)
			}
			files.append(File(path: path, stage: stage, tokens: reader.tokens, enclosing: reader.enclosing, positions: positions))
			declarations += reader.declarations
			namesByStage[stage, default: []].formUnion(reader.names)
			typesByStage[stage, default: []].formUnion(reader.typeNames)
		}
		for (rank, using) in stages.enumerated() {
			for declaring in stages {
				let others = stages[...rank].filter { $0 != declaring }
				ownNames[using + "/" + declaring] = others.reduce(into: []) { $0.formUnion(namesByStage[$1] ?? []) }
				ownTypes[using + "/" + declaring] = others.reduce(into: []) { $0.formUnion(typesByStage[$1] ?? []) }
			}
		}
		// A nested type or member grafted onto a stage's own type is reached through that type.
		let topLevel = Dictionary(declarations.filter { if case .topLevelType = $0.kind { return true } else { return false } }.map { ($0.name, $0.stage) }, uniquingKeysWith: { first, _ in first })
		declarations = declarations.filter { declaration in
			if case .topLevelType = declaration.kind {
				return true
			}
			let root = String(declaration.owner.split(separator: ".").first ?? "")
			return topLevel[root] != declaration.stage
		}
	}

	func rank(_ stage: String) -> Int? {
		return stages.firstIndex(of: stage)
	}

	/// `file:line uses NAME of STAGE/` for each declaration of `declaringStages` that `file`
	/// uses, in the order of the names.
	func uses(in file: File, ofDeclarationsIn declaringStages: Set<String>) -> [String] {
		var found: [String: Int] = [:]
		for stage in declaringStages {
			let key = file.stage + "/" + stage
			for declaration in declarations where declaration.stage == stage {
				if let line = firstUse(of: declaration, in: file, ownNames: ownNames[key] ?? [], ownTypes: ownTypes[key] ?? []) {
					let name = declaration.qualifiedName + " of " + declaration.stage + "/"
					found[name] = min(found[name] ?? line, line)
				}
			}
		}
		return found.sorted { $0.key < $1.key }.map { "\(file.path):\($0.value) uses \($0.key)" }
	}

	private func firstUse(of declaration: Declaration, in file: File, ownNames: Set<String>, ownTypes: Set<String>) -> Int? {
		let tokens = file.tokens
		let ownerName = String(declaration.owner.split(separator: ".").last ?? "")
		func text(_ index: Int) -> String? {
			return index >= 0 && index < tokens.count ? tokens[index].text : nil
		}
		func isInsideOwner(_ index: Int) -> Bool {
			var path = file.enclosing[index]
			while !path.isEmpty {
				if path == declaration.owner {
					return true
				}
				path = path.split(separator: ".").dropLast().joined(separator: ".")
			}
			return false
		}
		switch declaration.kind {
		case .topLevelType:
			guard !ownTypes.contains(declaration.name) else { return nil }
			return file.positions[declaration.name]?.first.map { tokens[$0].line }
		case .nestedType:
			return file.positions[declaration.name]?.first { index in
				let afterDot = text(index - 1) == "."
				return afterDot ? text(index - 2) == ownerName : (!ownTypes.contains(declaration.name) && isInsideOwner(index))
			}.map { tokens[$0].line }
		case .member:
			return file.positions[declaration.name]?.first { index in
				let afterDot = text(index - 1) == "."
				if afterDot && text(index - 2) == ownerName {
					return true
				}
				return !ownNames.contains(declaration.name) && (afterDot || isInsideOwner(index))
			}.map { tokens[$0].line }
		case .initializer(let label):
			return file.positions[ownerName]?.first { index in
				text(index + 1) == "(" && text(index + 2) == label && text(index + 3) == ":"
			}.map { tokens[$0].line }
		}
	}
}

/// One file's declarations: its types (top-level and nested), the members its extensions add,
/// and every name it declares; and for each token, the type or extension it is in.
private struct DeclarationReader {

	enum Scope {
		case type(String)
		case extended(String, isPrivate: Bool)
		case body
	}

	let tokens: [SwiftTokens.Token]
	let stage: String
	private(set) var enclosing: [String] = []
	private(set) var declarations: [StageCheck.Declaration] = []
	private(set) var names: Set<String> = []
	private(set) var typeNames: Set<String> = []

	private var scopes: [Scope] = []
	private var pending: Scope?
	private var modifiers: Set<String> = []

	private static let modifierWords: Set<String> = ["public", "internal", "private", "fileprivate", "open", "static", "class", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience", "required", "dynamic", "nonisolated", "indirect"]
	private static let declarationWords: Set<String> = ["func", "var", "let", "init", "subscript", "typealias", "case", "struct", "enum", "class", "protocol", "actor", "extension", "associatedtype"]

	init(tokens: [SwiftTokens.Token], stage: String) {
		self.tokens = tokens
		self.stage = stage
	}

	/// The innermost type or extension, as a path (`Spec.Screenlet`).
	private var typePath: String {
		for scope in scopes.reversed() {
			switch scope {
			case .type(let path), .extended(let path, _):
				return path
			case .body:
				continue
			}
		}
		return ""
	}

	/// Declarations directly in a type or extension, or at the top level (not in a body).
	private var isAtTypeLevel: Bool {
		if case .body? = scopes.last {
			return false
		}
		return true
	}

	private func text(_ index: Int) -> String? {
		return index < tokens.count ? tokens[index].text : nil
	}

	mutating func read() {
		var index = 0
		while index < tokens.count {
			enclosing.append(typePath)
			let token = tokens[index]
			switch token.text {
			case "{":
				scopes.append(pending ?? .body)
				pending = nil
				modifiers = []
			case "}":
				_ = scopes.popLast()
				modifiers = []
			case "in":
				// Closure parameters: `{ a, b in`, `{ (a, b) in`.
				var back = index - 1
				while back >= max(0, index - 12), tokens[back].isIdentifier || [",", "(", ")"].contains(tokens[back].text) {
					if tokens[back].isIdentifier {
						names.insert(tokens[back].text)
					}
					back -= 1
				}
			case ":":
				// A label or parameter: `name: Type`, `(name: value)`.
				if index > 0, tokens[index - 1].isIdentifier {
					names.insert(tokens[index - 1].text)
				}
			default:
				if token.isIdentifier && DeclarationReader.modifierWords.contains(token.text) && !(token.text == "class" && !isModifierClass(index)) {
					modifiers.insert(token.text)
				}
				else if token.isIdentifier && DeclarationReader.declarationWords.contains(token.text) {
					declare(token.text, at: index)
					modifiers = []
				}
				else if token.text != "@" && !(index > 0 && tokens[index - 1].text == "@") {
					modifiers = []
				}
			}
			index += 1
		}
	}

	/// `class func`, `class var`: a modifier; `class Name`: a declaration.
	private func isModifierClass(_ index: Int) -> Bool {
		guard let next = text(index + 1) else { return false }
		return DeclarationReader.declarationWords.contains(next) || DeclarationReader.modifierWords.contains(next)
	}

	private mutating func declare(_ keyword: String, at index: Int) {
		guard let next = text(index + 1) else { return }
		let isPrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
		let name = tokens[index + 1].isIdentifier ? next : nil
		switch keyword {
		case "struct", "enum", "class", "protocol", "actor":
			guard let name = name, index == 0 || tokens[index - 1].text != "." else { return }
			names.insert(name)
			typeNames.insert(name)
			guard isAtTypeLevel else { return }
			let path = typePath.isEmpty ? name : typePath + "." + name
			record(owner: typePath, name: name, kind: typePath.isEmpty ? .topLevelType : .nestedType, isPrivate: isPrivate)
			pending = .type(path)
		case "typealias", "associatedtype":
			guard let name = name else { return }
			names.insert(name)
			typeNames.insert(name)
			if isAtTypeLevel && keyword == "typealias" {
				record(owner: typePath, name: name, kind: typePath.isEmpty ? .topLevelType : .nestedType, isPrivate: isPrivate)
			}
		case "extension":
			var path: [String] = []
			var cursor = index + 1
			while cursor < tokens.count, tokens[cursor].isIdentifier {
				path.append(tokens[cursor].text)
				guard text(cursor + 1) == "." else { break }
				cursor += 2
			}
			pending = .extended(path.joined(separator: "."), isPrivate: isPrivate)
		case "init":
			guard case .extended(let owner, let extensionIsPrivate)? = scopes.last, !isPrivate, !extensionIsPrivate else { return }
			var cursor = index + 1
			if text(cursor) == "?" || text(cursor) == "!" {
				cursor += 1
			}
			if text(cursor) == "(", let label = text(cursor + 1), label != "_", text(cursor + 2) == ":" || text(cursor + 3) == ":" {
				declarations.append(StageCheck.Declaration(owner: owner, name: "init", kind: .initializer(label: label), stage: stage))
			}
		case "case":
			// `case a, b(Int)`: every name on the line may be a case.
			var cursor = index + 1
			while cursor < tokens.count, tokens[cursor].line == tokens[index].line {
				if tokens[cursor].isIdentifier {
					names.insert(tokens[cursor].text)
				}
				cursor += 1
			}
		case "func", "var", "let":
			guard let name = name else { return }
			names.insert(name)
			if case .extended(let owner, let extensionIsPrivate)? = scopes.last, !isPrivate, !extensionIsPrivate {
				declarations.append(StageCheck.Declaration(owner: owner, name: name, kind: .member, stage: stage))
			}
		default:
			break
		}
	}

	private mutating func record(owner: String, name: String, kind: StageCheck.Declaration.Kind, isPrivate: Bool) {
		// A private type is nobody else's API; a nested one in a private extension neither.
		if case .extended(_, true)? = scopes.last {
			return
		}
		if !isPrivate {
			declarations.append(StageCheck.Declaration(owner: owner, name: name, kind: kind, stage: stage))
		}
	}
}
