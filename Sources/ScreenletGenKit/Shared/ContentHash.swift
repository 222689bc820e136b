/// A 64-bit FNV-1a hash of file contents: enough to tell a file screenletgen wrote from one
/// edited since (not a security measure: no removal relies on it alone).
enum ContentHash {

	static func of<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
		var hasher = ContentHasher()
		hasher.combine(bytes: bytes)
		return hasher.digest
	}

	/// A string's UTF-8, hashed from its contiguous storage (faster than its `utf8` view).
	static func of(text: String) -> String {
		var text = text
		return text.withUTF8 { of($0) }
	}
}

/// FNV-1a fed piece by piece: the project's one hash of text (file contents, fingerprints,
/// XIB ids). `combine(_:)` adds a string with its length, so that two sequences of strings
/// hash alike only if they are alike; `combine(bytes:)` adds bytes as they are.
struct ContentHasher {

	/// The hash so far.
	private(set) var value: UInt64 = 0xcbf29ce484222325

	mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
		var hash = value
		for byte in bytes {
			hash ^= UInt64(byte)
			hash = hash &* 0x100000001b3
		}
		value = hash
	}

	mutating func combine(_ text: String) {
		var text = text
		text.withUTF8 { buffer in
			combine(bytes: String(buffer.count).utf8)
			combine(bytes: [0])
			combine(bytes: buffer)
		}
	}

	/// Sixteen lowercase hex digits.
	var digest: String {
		let digits = String(value, radix: 16)
		return String(repeating: "0", count: 16 - digits.count) + digits
	}
}
