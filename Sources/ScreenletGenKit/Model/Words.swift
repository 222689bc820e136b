/// Case conversions used to derive every generated name from the spec's names.
public enum Words {

	/// Camel-case words the way the Swift importer splits them:
	/// `getEntriesCountWithGroupId` → get Entries Count With Group Id; `DDMStructure` → DDM Structure.
	public static func camelCaseWords(_ name: String) -> [String] {
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

	/// `add-bookmark` → [add, bookmark].
	public static func kebabWords(_ name: String) -> [String] {
		// By characters: a hyphen with a combining mark after it is not a hyphen.
		return name.namePieces(separatedBy: "-").map(String.init)
	}

	/// First letter upper-cased, the rest kept: `url` → `Url`, `folderId` → `FolderId`.
	public static func capitalized(_ word: String) -> String {
		guard let first = word.first else { return word }
		return first.uppercased() + word.dropFirst()
	}

	/// Leading capitals lowered as a run: `Bookmark` → `bookmark`, `URLEntry` → `urlEntry`, `URL` → `url`.
	public static func lowerCamel(_ name: String) -> String {
		guard name.unicodeScalars.first?.isASCIIUppercase == true else {
			return name
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
