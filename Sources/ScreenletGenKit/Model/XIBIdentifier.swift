/// Interface Builder object ids (`iN0-l3-epB` style), derived from what the object is, so
/// they are stable across runs and machines and unique within a document.
struct XIBIdentifiers {

	private static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".unicodeScalars)
	private let document: String
	private var used: Set<String> = []

	init(document: String) {
		self.document = document
	}

	/// The id of the object `role` (e.g. `input.title.height`) in this document.
	mutating func id(_ role: String) -> String {
		var salt = 0
		while true {
			let candidate = XIBIdentifiers.format(XIBIdentifiers.fnv1a("\(document)|\(role)|\(salt)"))
			if used.insert(candidate).inserted {
				return candidate
			}
			salt += 1
		}
	}

	static func fnv1a(_ text: String) -> UInt64 {
		var hash: UInt64 = 0xcbf29ce484222325
		for byte in text.utf8 {
			hash ^= UInt64(byte)
			hash = hash &* 0x100000001b3
		}
		return hash
	}

	/// 3-2-3 characters, as Interface Builder writes them.
	static func format(_ value: UInt64) -> String {
		var value = value
		var characters = String.UnicodeScalarView()
		for position in 0..<8 {
			if position == 3 || position == 5 {
				characters.append("-")
			}
			characters.append(alphabet[Int(value % 62)])
			value /= 62
		}
		return String(characters)
	}
}
