/// A Swift method name: base name and argument labels (nil for `_`).
public struct SwiftMethodName: Equatable, Sendable, CustomStringConvertible {
	public var base: String
	public var labels: [String?]

	public init(base: String, labels: [String?]) {
		self.base = base
		self.labels = labels
	}

	/// `getEntriesCount(withGroupId:folderId:)`.
	public var description: String {
		return base + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
	}

	/// Parses `addEntry(withGroupId:folderId:)`; nil when malformed.
	public init?(parsing text: String) {
		guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
			return nil
		}
		let base = String(text[..<open])
		let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
		guard SwiftIdentifier.isValid(base) else {
			return nil
		}
		var labels: [String?] = []
		if !inner.isEmpty {
			guard inner.hasSuffix(":") else {
				return nil
			}
			for piece in inner.dropLast().split(separator: ":", omittingEmptySubsequences: false) {
				let label = String(piece)
				if label == "_" {
					labels.append(nil)
				}
				else if SwiftIdentifier.isValid(label) {
					labels.append(label)
				}
				else {
					return nil
				}
			}
		}
		self.init(base: base, labels: labels)
	}
}

/// How a JSON web service method becomes the Swift method that calls it:
/// the Mobile SDK builder makes an Objective-C selector, and the Swift importer renames it.
/// (The rule: Documentation/Names.md, "A call's Swift name"; its vectors: NamingTests.)
public enum ServiceMethodNaming {

	/// `get-entries-count` (or `/bookmarks.bookmarksentry/get-entries-count`) → `getEntriesCount`.
	public static func objcMethodName(_ method: String) -> String {
		let last = method.namePieces(separatedBy: "/").last.map(String.init) ?? method
		let words = Words.kebabWords(last)
		guard let first = words.first else { return last }
		return first + words.dropFirst().map(Words.capitalized).joined()
	}

	/// The selector pieces without the trailing `error:`: `[getEntriesWithGroupId, folderId, start, end]`.
	public static func selectorPieces(method: String, params: [String]) -> [String] {
		let name = objcMethodName(method)
		guard let first = params.first else {
			return [name]
		}
		return [name + "With" + Words.capitalized(first)] + params.dropFirst()
	}

	/// `errorParameter`: the method keeps its trailing `error:` (a `void` one whose header does not
	/// convert it to `throws`), so its last label is that parameter's, and a method with no other
	/// parameter splits its one piece as any first piece (`testAutoSyncHibernateSessionState(onTxCreation:)`).
	public static func swiftName(method: String, params: [String], types: [ServiceType?] = [], errorParameter: Bool = false) -> SwiftMethodName {
		let pieces = selectorPieces(method: method, params: params)
		guard errorParameter else {
			return swiftName(selectorPieces: pieces, hasParameters: !params.isEmpty, types: types)
		}
		return swiftName(selectorPieces: params.isEmpty ? pieces : pieces + ["error"], hasParameters: true, types: types)
	}

	/// Prepositions of the Swift importer's word list (lower-case).
	static let prepositions: Set<String> = [
		"above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
		"from", "given", "in", "including", "inside", "into", "matching", "of", "on", "since", "to",
		"until", "using", "via", "with", "within",
	]

	/// Words that say nothing on their own as a method name.
	static let vacuous: Set<String> = ["get", "set", "for", "using", "with"]

	/// Verbs before which a trailing `Index` on an `int` label is dropped (`displayIndex` → `display`).
	static let indexVerbs: Set<String> = ["add", "display", "get", "insert", "move", "remove", "replace", "select", "set", "show", "update"]

	public static func swiftName(selectorPieces pieces: [String], hasParameters: Bool, types: [ServiceType?] = []) -> SwiftMethodName {
		guard hasParameters, let first = pieces.first else {
			return SwiftMethodName(base: pieces.first ?? "", labels: [])
		}
		let rest: [String?] = pieces.dropFirst().enumerated().map { offset, label in
			let type = offset + 1 < types.count ? types[offset + 1] : nil
			return omittingIndexSuffix(label, type: type)
		}
		let words = Words.camelCaseWords(first)
		let unsplit = SwiftMethodName(base: first, labels: [nil] + rest)
		if words.first?.lowercased() == "set" {
			return unsplit
		}
		guard let split = words.indices.dropFirst().last(where: { prepositions.contains(words[$0].lowercased()) }) else {
			return unsplit
		}
		let baseWords = Array(words[..<split])
		if vacuous.contains(baseWords[0].lowercased()) && baseWords.count <= 2 {
			return unsplit
		}
		if words[split].lowercased() == "with", split + 1 < words.count, ["error", "no"].contains(words[split + 1].lowercased()) {
			return unsplit
		}
		let label = words[split].lowercased() + words[(split + 1)...].joined()
		// The importer cuts the selector's text, so an underscore in the base stays (`name_Rollback`).
		let tail = words[split...].joined()
		let base = first.hasSuffix(tail) ? String(first.dropLast(tail.count)) : baseWords.joined()
		return SwiftMethodName(base: base, labels: [label] + rest)
	}

	/// The importer drops a type name that only repeats the parameter's type after a verb.
	private static func omittingIndexSuffix(_ label: String, type: ServiceType?) -> String {
		let words = Words.camelCaseWords(label)
		guard type == .int, words.count == 2, words[1] == "Index", indexVerbs.contains(words[0].lowercased()) else {
			return label
		}
		return words[0]
	}
}
