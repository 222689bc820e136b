/// Spec text that reaches generated code as a Swift string literal. This is the only place
/// that escapes for Swift: the literal holds exactly the spec's characters.
public enum SwiftLiteral {

	public static func string(_ text: String) -> String {
		var literal = "\""
		for scalar in text.unicodeScalars {
			switch scalar {
			case "\\": literal += "\\\\"
			case "\"": literal += "\\\""
			case "\n": literal += "\\n"
			case "\r": literal += "\\r"
			case "\t": literal += "\\t"
			case "\0": literal += "\\0"
			default:
				// Other controls, and the line and paragraph separators that would end a line in an editor.
				if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 {
					literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
				}
				else {
					literal.unicodeScalars.append(scalar)
				}
			}
		}
		return literal + "\""
	}
}

/// Text that reaches a XIB attribute value. The only place that escapes for XML.
public enum XMLText {

	public static func attribute(_ text: String) -> String {
		var escaped = ""
		for scalar in text.unicodeScalars {
			switch scalar {
			case "&": escaped += "&amp;"
			case "<": escaped += "&lt;"
			case ">": escaped += "&gt;"
			case "\"": escaped += "&quot;"
			case "\n": escaped += "&#10;"
			case "\r": escaped += "&#13;"
			case "\t": escaped += "&#9;"
			default:
				// XML 1.0 cannot carry other control characters at all.
				if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
					continue
				}
				escaped.unicodeScalars.append(scalar)
			}
		}
		return escaped
	}
}
