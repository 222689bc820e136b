/// Interface Builder object ids (`iN0-l3-epB` style), derived from what the object is, so
/// they are stable across runs and machines and unique within a document.
struct XIBIdentifiers {

	private static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
	/// The hash of `<document>|`, where every role's hash goes on from.
	private let documentHash: ContentHasher
	/// The ids given, as the numbers they are written from (`format` tells apart exactly the
	/// numbers that differ modulo 62^8), so a candidate is checked before it is written.
	private var used: Set<UInt64> = []
	private static let idSpace: UInt64 = 218_340_105_584_896

	init(document: String) {
		var hasher = ContentHasher()
		hasher.combine(bytes: document.utf8)
		hasher.combine(bytes: "|".utf8)
		self.documentHash = hasher
	}

	/// The id of the object `role` + `suffix` (e.g. `input.title` + `.height`) in this document:
	/// the hash of `<document>|<role><suffix>|<salt>`, the first salt from 0 whose id is not used
	/// yet. The suffix is hashed after the role, never joined to it.
	mutating func id(_ role: String, _ suffix: String = "") -> String {
		var roleHash = documentHash
		roleHash.combine(bytes: role.utf8)
		roleHash.combine(bytes: suffix.utf8)
		roleHash.combine(bytes: "|".utf8)
		var salt = 0
		while true {
			var candidate = roleHash
			candidate.combine(bytes: String(salt).utf8)
			if used.insert(candidate.value % XIBIdentifiers.idSpace).inserted {
				return XIBIdentifiers.format(candidate.value)
			}
			salt += 1
		}
	}

	/// Template members that are ids: each member's role (`"listId": "list"`) given its id in
	/// the order listed, which is the order the ids are taken in.
	mutating func members(_ roles: KeyValuePairs<TemplateKey, String>) -> [(TemplateKey, TemplateValue)] {
		var members: [(TemplateKey, TemplateValue)] = []
		for (key, role) in roles {
			members.append((key, .string(id(role))))
		}
		return members
	}

	/// 3-2-3 characters, as Interface Builder writes them.
	static func format(_ value: UInt64) -> String {
		return String(unsafeUninitializedCapacity: 10) { characters in
			var value = value
			var count = 0
			for position in 0..<8 {
				if position == 3 || position == 5 {
					characters[count] = UInt8(ascii: "-")
					count += 1
				}
				characters[count] = alphabet[Int(value % 62)]
				count += 1
				value /= 62
			}
			return count
		}
	}
}
