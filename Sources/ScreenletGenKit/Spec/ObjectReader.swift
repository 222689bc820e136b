/// Reads one JSON object of a spec strictly: every key must be known, every value of the
/// right JSON type. Problems go to the shared diagnostics with the key path, and reading
/// goes on, so one run reports every error of a spec.
struct ObjectReader {

	let node: JSONNode
	let path: String
	let members: [JSONNode.Member]
	private var known: [String] = []
	/// Required keys that were absent, reported by `finish` (as missing, or as the misspelling
	/// of an unknown key there, once every allowed key is known).
	private var missing: [(key: String, example: String)] = []

	/// Nil (with an error) when `node` is not an object.
	init?(_ node: JSONNode, path: String, what: String, diagnostics: inout Diagnostics) {
		guard case .object(let members) = node.value else {
			diagnostics.error(at: node.location, "\(ObjectReader.label(path)) must be an object (\(what)), not \(node.kindDescription)")
			return nil
		}
		self.node = node
		self.path = path
		self.members = members
		known.reserveCapacity(16)
	}

	static func label(_ path: String) -> String {
		return path.isEmpty ? "the spec" : path
	}

	func childPath(_ key: String) -> String {
		return path.isEmpty ? key : "\(path).\(key)"
	}

	/// Declares `key` as allowed and returns its value, if present.
	mutating func member(_ key: String) -> JSONNode? {
		known.append(key)
		return members.first { $0.key == key }?.value
	}

	mutating func required(_ key: String, _ example: String, diagnostics: inout Diagnostics) -> JSONNode? {
		guard let value = member(key) else {
			missing.append((key, example))
			return nil
		}
		return value
	}

	/// The member, reported missing when `required` (an example value) is given.
	private mutating func lookup(_ key: String, required example: String?, diagnostics: inout Diagnostics) -> JSONNode? {
		guard let example = example else {
			return member(key)
		}
		return self.required(key, example, diagnostics: &diagnostics)
	}

	mutating func string(_ key: String, required: String? = nil, diagnostics: inout Diagnostics) -> Located<String>? {
		guard let value = lookup(key, required: required, diagnostics: &diagnostics) else {
			return nil
		}
		guard case .string(let text) = value.value else {
			diagnostics.error(at: value.location, "\(childPath(key)) must be a string, not \(value.kindDescription)")
			return nil
		}
		return Located(value: text, location: value.location, path: childPath(key))
	}

	mutating func bool(_ key: String, diagnostics: inout Diagnostics) -> Bool? {
		guard let value = member(key) else {
			return nil
		}
		guard case .bool(let flag) = value.value else {
			diagnostics.error(at: value.location, "\(childPath(key)) must be true or false, not \(value.kindDescription)")
			return nil
		}
		return flag
	}

	/// A string that must be one of `cases` (an enum's raw values).
	mutating func choice<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type, required: String? = nil, what: String, diagnostics: inout Diagnostics) -> E? where E.RawValue == String {
		guard let text = string(key, required: required, diagnostics: &diagnostics) else {
			return nil
		}
		if let value = E(rawValue: text.value) {
			return value
		}
		let names = E.allCases.map { $0.rawValue }
		diagnostics.error(at: text.location, "\(text.path): unknown \(what) \"\(text.value)\"; expected one of \(names.joined(separator: ", "))\(Suggestion.hint(for: text.value, in: names))")
		return nil
	}

	/// The elements of an array member, with their key paths.
	mutating func array(_ key: String, required: String? = nil, nonEmpty: Bool = false, diagnostics: inout Diagnostics) -> [(node: JSONNode, path: String)]? {
		guard let value = lookup(key, required: required, diagnostics: &diagnostics) else {
			return nil
		}
		guard case .array(let elements) = value.value else {
			diagnostics.error(at: value.location, "\(childPath(key)) must be an array, not \(value.kindDescription)")
			return nil
		}
		if nonEmpty && elements.isEmpty {
			diagnostics.error(at: value.location, "\(childPath(key)) must not be empty")
			return nil
		}
		return elements.enumerated().map { ($0.element, "\(childPath(key))[\($0.offset)]") }
	}

	/// Sees, for every object read, its key path and the keys allowed there (the schema
	/// test uses it to keep the JSON Schema in step with the decoder).
	nonisolated(unsafe) static var allowedKeysObserver: ((_ path: String, _ keys: [String]) -> Void)?

	/// Reports every key that was never asked for (a misspelled key is never ignored) and every
	/// required key that is absent. An unknown key close to a missing one (`atributes`) is one
	/// mistake, reported once, as what to write.
	func finish(diagnostics: inout Diagnostics) {
		ObjectReader.allowedKeysObserver?(path, known)
		report(unknown: members.filter { !known.contains($0.key) }, diagnostics: &diagnostics)
	}

	/// For an object whose reading stops at a missing key its other keys depend on (a
	/// screenlet's `kind`): reports that key only, as missing or misspelled.
	func abandon(diagnostics: inout Diagnostics) {
		let candidates = members.filter { member in missing.contains { Suggestion.nearest(to: member.key, in: [$0.key]) != nil } }
		report(unknown: candidates, diagnostics: &diagnostics)
	}

	/// For an object whose other keys are allowed (an OpenAPI document's `x-…` extensions):
	/// reports only the required keys that are absent, each as missing or misspelled.
	func finishAllowingUnknownKeys(diagnostics: inout Diagnostics) {
		abandon(diagnostics: &diagnostics)
	}

	private func report(unknown: [JSONNode.Member], diagnostics: inout Diagnostics) {
		var misspellings: [String: String] = [:]
		for requirement in missing {
			if let misspelled = unknown.first(where: { misspellings[$0.key] == nil && Suggestion.nearest(to: $0.key, in: [requirement.key]) == requirement.key }) {
				misspellings[misspelled.key] = requirement.key
			} else {
				diagnostics.error(at: node.location, "\(ObjectReader.label(path)): missing required key \"\(requirement.key)\" (for example \(requirement.example))")
			}
		}
		for member in unknown {
			if let intended = misspellings[member.key] {
				diagnostics.error(at: member.keyLocation, "\(childPath(member.key)): unknown key \"\(member.key)\"; write \"\(intended)\" (required here)")
			} else {
				diagnostics.error(at: member.keyLocation, "\(childPath(member.key)): unknown key \"\(member.key)\"; allowed here: \(known.joined(separator: ", "))\(Suggestion.hint(for: member.key, in: known))")
			}
		}
	}
}
