/// Spec text that reaches generated code as a Swift string literal. This is the only place
/// that escapes for Swift: the literal holds exactly the spec's characters.
public enum SwiftLiteral {

	public static func string(_ text: String) -> String {
		return quoted(text) { scalar in
			scalar == "\0" ? "\\0" : "\\u{\(ScalarEscaping.hexDigits(scalar))}"
		}
	}

	/// A literal of `text` followed by each expression's value after a hyphen: `"get-entry-\\(entryId)"`.
	public static func string(_ text: String, interpolating expressions: [String]) -> String {
		return String(string(text).dropLast()) + expressions.map { "-\\(\($0))" }.joined() + "\""
	}

	/// `text` in double quotes with the escapes Swift and JSON share (`\\`, `\"`, `\n`, `\r`,
	/// `\t`); every other scalar that `mustBeEscaped` is written by `escape`.
	static func quoted(_ text: String, escape: (Unicode.Scalar) -> String) -> String {
		// Printable ASCII with no quote or backslash is its own literal (most spec text):
		// copied once between its quotes.
		if let plain = text.utf8.withContiguousStorageIfAvailable(plainLiteral), let literal = plain {
			return literal
		}
		let literal = ScalarEscaping.escaped(text, after: "\"") { scalar in
			switch scalar {
			case "\\": return "\\\\"
			case "\"": return "\\\""
			case "\n": return "\\n"
			case "\r": return "\\r"
			case "\t": return "\\t"
			default: return mustBeEscaped(scalar) ? escape(scalar) : nil
			}
		}
		return literal + "\""
	}

	private static func plainLiteral(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
		guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }) else {
			return nil
		}
		return String(unsafeUninitializedCapacity: bytes.count + 2) { literal in
			literal[0] = UInt8(ascii: "\"")
			_ = UnsafeMutableBufferPointer(rebasing: literal[1...]).initialize(fromContentsOf: bytes)
			literal[bytes.count + 1] = UInt8(ascii: "\"")
			return bytes.count + 2
		}
	}

	/// What Swift literals, `.strings` files and JSON (`JSONText`) escape: `InvisibleScalars`.
	static func mustBeEscaped(_ scalar: Unicode.Scalar) -> Bool {
		return InvisibleScalars.contains(scalar)
	}
}

/// Text that reaches a XIB attribute value. The only place that escapes for XML.
public enum XMLText {

	public static func attribute(_ text: String) -> String {
		// Printable ASCII with no markup character is its own attribute value.
		if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "&") && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "\"") }) {
			return text
		}
		return ScalarEscaping.escaped(text) { scalar in
			switch scalar {
			case "&": return "&amp;"
			case "<": return "&lt;"
			case ">": return "&gt;"
			case "\"": return "&quot;"
			case "\n": return "&#10;"
			case "\r": return "&#13;"
			case "\t": return "&#9;"
			default:
				// XML 1.0 cannot carry other control characters at all.
				if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
					return ""
				}
				// Invisible or reordering scalars are written as character references, seen in any editor.
				return InvisibleScalars.contains(scalar) ? "&#x\(ScalarEscaping.hexDigits(scalar));" : nil
			}
		}
	}
}
