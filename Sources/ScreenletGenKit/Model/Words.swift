/// Case conversions used to derive every generated name from the spec's names.
public enum Words {

	/// Camel-case words the way the Swift importer splits them:
	/// `getEntriesCountWithGroupId` → get Entries Count With Group Id; `DDMStructure` → DDM Structure.
	public static func camelCaseWords(_ name: String) -> [String] {
		if let words = name.utf8.withContiguousStorageIfAvailable(asciiCamelCaseWords), let ascii = words {
			return ascii
		}
		let scalars = Array(name.unicodeScalars)
		var words: [String] = []
		var current = String.UnicodeScalarView()
		for (i, scalar) in scalars.enumerated() {
			if scalar == "_" {
				if !current.isEmpty { words.append(String(current)) }
				current = String.UnicodeScalarView()
				continue
			}
			if !current.isEmpty && scalar.isASCIIUppercase {
				let previous = scalars[i - 1]
				let nextIsLower = i + 1 < scalars.count && !scalars[i + 1].isASCIIUppercase && scalars[i + 1].isASCIILetter
				if !previous.isASCIIUppercase || nextIsLower {
					words.append(String(current))
					current = String.UnicodeScalarView()
				}
			}
			current.append(scalar)
		}
		if !current.isEmpty { words.append(String(current)) }
		return words
	}

	/// `camelCaseWords` of ASCII text, on its bytes (nil when the text is not ASCII): each
	/// word is a run of the text, so no word is built up a character at a time.
	private static func asciiCamelCaseWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
		var words: [String] = []
		var start: Int?
		for index in bytes.indices {
			let byte = bytes[index]
			guard byte < 0x80 else {
				return nil
			}
			if byte == UInt8(ascii: "_") {
				if let first = start { words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self)) }
				start = nil
				continue
			}
			if let first = start, byte.isASCIIUppercase {
				let nextIsLower = index + 1 < bytes.count && !bytes[index + 1].isASCIIUppercase && bytes[index + 1].isASCIILetter
				if !bytes[index - 1].isASCIIUppercase || nextIsLower {
					words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self))
					start = index
				}
			}
			if start == nil {
				start = index
			}
		}
		if let first = start { words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first...]), as: UTF8.self)) }
		return words
	}

	/// `add-bookmark` → [add, bookmark].
	public static func kebabWords(_ name: String) -> [String] {
		// ASCII names on their bytes; otherwise by characters, where a hyphen with a combining
		// mark after it is not a hyphen.
		guard name.isASCII else {
			return name.split(separator: "-").map(String.init)
		}
		return name.utf8.split(separator: UInt8(ascii: "-")).map { String(Substring($0)) }
	}

	/// First letter upper-cased, the rest kept: `url` → `Url`, `folderId` → `FolderId`.
	public static func capitalized(_ word: String) -> String {
		guard let head = word.utf8.first else { return word }
		// An ASCII letter with no combining mark after it (an ASCII byte next, or nothing) is
		// a character of its own: only its byte can change.
		let standsAlone = word.utf8.dropFirst().first.map { $0 < 0x80 } ?? true
		if head.isASCIIUppercase && standsAlone {
			return word
		}
		if head.isASCIILowercase && standsAlone {
			return String(unsafeUninitializedCapacity: word.utf8.count) { buffer in
				let count = buffer.initialize(fromContentsOf: word.utf8)
				buffer[0] = head - 32
				return count
			}
		}
		guard let first = word.first else { return word }
		return first.uppercased() + word.dropFirst()
	}

	/// Leading capitals lowered as a run: `Bookmark` → `bookmark`, `URLEntry` → `urlEntry`, `URL` → `url`.
	public static func lowerCamel(_ name: String) -> String {
		guard name.unicodeScalars.first?.isASCIIUppercase == true else {
			return name
		}
		if name.isASCII, let lowered = name.utf8.withContiguousStorageIfAvailable(asciiLowerCamel) {
			return lowered
		}
		let scalars = Array(name.unicodeScalars)
		var run = 0
		while run < scalars.count && scalars[run].isASCIIUppercase { run += 1 }
		if run == 0 { return name }
		// In `URLEntry` the E starts the next word and stays upper-case.
		let lowered = (run > 1 && run < scalars.count && scalars[run].isASCIILetter) ? run - 1 : run
		return String(String.UnicodeScalarView(scalars[0..<lowered])).lowercased()
			+ String(String.UnicodeScalarView(scalars[lowered...]))
	}

	/// `lowerCamel` of ASCII text, on its bytes.
	private static func asciiLowerCamel(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
		var run = 0
		while run < bytes.count && bytes[run].isASCIIUppercase { run += 1 }
		let nextIsLetter = run < bytes.count && bytes[run].isASCIILetter
		let lowered = (run > 1 && nextIsLetter) ? run - 1 : run
		return String(unsafeUninitializedCapacity: bytes.count) { buffer in
			let count = buffer.initialize(fromContentsOf: bytes)
			for index in 0..<lowered {
				buffer[index] += 32
			}
			return count
		}
	}

	/// `add-bookmark` → `AddBookmark`.
	public static func upperCamel(kebab name: String) -> String {
		return kebabWords(name).map(capitalized).joined()
	}

	/// `add-bookmark` → `addBookmark`.
	public static func lowerCamel(kebab name: String) -> String {
		return lowerCamel(upperCamel(kebab: name))
	}

	/// English plural of a camel-case name's last word: bookmark → bookmarks, entry → entries.
	public static func plural(_ name: String) -> String {
		let lower = name.lowercased()
		let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
		if lower.hasSuffix("y"), lower.count > 1, !vowels.contains(lower.dropLast().last!) {
			return name.dropLast() + "ies"
		}
		if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) {
			return name + "es"
		}
		return name + "s"
	}

	/// Acronyms written in capitals in labels shown to people.
	static let acronyms: Set<String> = ["url", "uri", "id", "uuid", "html", "pdf", "api", "ip", "gps"]

	/// Words for people: `folderId` → `Folder ID`, `url` → `URL`, `add-bookmark` → `Add Bookmark`.
	public static func title(_ words: [String]) -> String {
		return words.enumerated().map { index, word in
			if acronyms.contains(word.lowercased()) { return word.uppercased() }
			return index == 0 ? capitalized(word) : word.lowercased()
		}.joined(separator: " ")
	}
}
