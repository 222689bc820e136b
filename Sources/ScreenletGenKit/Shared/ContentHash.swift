/// A 64-bit FNV-1a hash of file contents: enough to tell a file screenletgen wrote from one
/// edited since (not a security measure: no removal relies on it alone).
enum ContentHash {

	static func of<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
		return digits(of: bytes).text
	}

	/// A string's UTF-8, hashed from its contiguous storage (faster than its `utf8` view).
	static func of(text: String) -> String {
		return digits(of: text).text
	}

	/// `of`, as the manifest keeps it.
	static func digits<Bytes: Sequence>(of bytes: Bytes) -> HashDigits where Bytes.Element == UInt8 {
		var hasher = ContentHasher()
		hasher.combine(bytes: bytes)
		return HashDigits(hasher.value)
	}

	/// `of(text:)`, as the manifest keeps it.
	static func digits(of text: String) -> HashDigits {
		var text = text
		return text.withUTF8 { digits(of: $0) }
	}
}

/// A hash as the manifest writes it, sixteen hex digits, kept in two words rather than in a
/// string of its own (sixteen bytes are one too many for a string to hold inline): a bulk run
/// records tens of thousands. Any sixteen ASCII characters are kept as they are.
struct HashDigits: Hashable, Sendable {

	/// The characters' bytes, eight in each word, the first in the lowest byte.
	private let first: UInt64
	private let second: UInt64

	/// `text`: sixteen ASCII characters, as the manifest's reader checks them and `ContentHash` writes them.
	init(_ text: String) {
		var words: (UInt64, UInt64) = (0, 0)
		var count = 0
		for byte in text.utf8 {
			precondition(count < 16 && byte < 0x80, "a hash is sixteen ASCII characters: \(text)")
			if count < 8 {
				words.0 |= UInt64(byte) << UInt64(8 * count)
			}
			else {
				words.1 |= UInt64(byte) << UInt64(8 * (count - 8))
			}
			count += 1
		}
		precondition(count == 16, "a hash is sixteen ASCII characters: \(text)")
		(first, second) = words
	}

	/// A hash's value as sixteen lowercase hex digits.
	init(_ value: UInt64) {
		func digits(_ value: UInt64) -> UInt64 {
			// Eight nibbles, the most significant first, each as its hex digit's byte.
			var word: UInt64 = 0
			for index in 0..<8 {
				let nibble = UInt8(truncatingIfNeeded: value >> UInt64(28 - 4 * index)) & 0xF
				word |= UInt64(LowercaseHex.digit(nibble)) << UInt64(8 * index)
			}
			return word
		}
		first = digits(value >> 32)
		second = digits(value & 0xFFFF_FFFF)
	}

	var text: String {
		return String(unsafeUninitializedCapacity: 16) { buffer in
			for index in 0..<16 {
				buffer[index] = UInt8(truncatingIfNeeded: (index < 8 ? first : second) >> UInt64(8 * (index % 8)))
			}
			return 16
		}
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
		return HashDigits(value).text
	}
}
