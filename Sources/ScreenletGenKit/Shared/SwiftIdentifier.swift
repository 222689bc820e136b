/// What may stand as a name in generated Swift. Names are checked here before any
/// file path is built from them, so a spec can never make a path leave the output folder.
public enum SwiftIdentifier {

	/// Reserved words that need backticks to be used as names.
	static let keywords: Set<String> = [
		"associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
		"inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
		"rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
		"default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
		"throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
		"try", "Any", "Self", "Type", "Protocol", "await", "consume", "borrowing", "consuming", "some", "any",
	]

	/// Names that cannot be made to work even with backticks, or that would shadow what
	/// the generated code itself relies on.
	static let unusable: Set<String> = ["self", "Self", "super", "init", "deinit", "subscript", "Type", "Protocol", "_"]

	/// ASCII letters, digits and underscores, not starting with a digit.
	public static func isValid(_ name: String) -> Bool {
		guard let first = name.unicodeScalars.first, !name.isEmpty else {
			return false
		}
		guard first.isASCIILetter || first == "_" else {
			return false
		}
		return name.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" }
	}

	public static func isUpperCamel(_ name: String) -> Bool {
		return isValid(name) && (name.unicodeScalars.first.map { $0.value >= 65 && $0.value <= 90 } ?? false)
	}

	public static func isLowerCamel(_ name: String) -> Bool {
		return isValid(name) && (name.unicodeScalars.first.map { $0.value >= 97 && $0.value <= 122 } ?? false)
	}

	/// `name`, in backticks when it is a keyword.
	public static func escaped(_ name: String) -> String {
		return keywords.contains(name) ? "`\(name)`" : name
	}

	/// `name` as an argument label: only `inout`, `var` and `let` need backticks there.
	public static func escapedLabel(_ name: String) -> String {
		return ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
	}

	/// kebab-case action and method names: `add-bookmark`, `get-entries-count`. Method names
	/// may also hold underscores, as a few portal methods do (`test-add-class-name_-rollback`).
	public static func isKebab(_ name: String, allowingUnderscores: Bool = false) -> Bool {
		guard let first = name.utf8.first, first.isASCIILowercase else {
			return false
		}
		// One pass over the bytes: no word may be empty (a hyphen after a hyphen, or last).
		var previous = first
		for byte in name.utf8.dropFirst() {
			switch byte {
			case UInt8(ascii: "-"):
				guard previous != UInt8(ascii: "-") else { return false }
			case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
				break
			case UInt8(ascii: "_") where allowingUnderscores:
				break
			default:
				return false
			}
			previous = byte
		}
		return previous != UInt8(ascii: "-")
	}
}

extension Unicode.Scalar {
	var isASCIILetter: Bool {
		return (value >= 65 && value <= 90) || (value >= 97 && value <= 122)
	}

	var isASCIIDigit: Bool {
		return value >= 48 && value <= 57
	}

	var isASCIIUppercase: Bool {
		return value >= 65 && value <= 90
	}
}

/// The same classes for UTF-8 bytes, for the names checked and converted on their bytes.
extension UInt8 {
	var isASCIIUppercase: Bool {
		return self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z")
	}

	var isASCIILowercase: Bool {
		return self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")
	}

	var isASCIILetter: Bool {
		return isASCIIUppercase || isASCIILowercase
	}
}

extension String {
	/// Every byte ASCII: a name that byte-level shortcuts can handle as the Unicode rules do.
	var isASCII: Bool {
		return utf8.allSatisfy { $0 < 0x80 }
	}
}
