/// Android resource names and string resources' text escaping.
enum AndroidStrings {

	/// Letters, digits and `_`: what a resource name may hold (`-`, spaces and the rest become `_`).
	static func resourceName(_ text: String) -> String {
		// One byte per scalar: a layout names its files and resources with it several times a spec.
		let bytes = text.unicodeScalars.map { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" ? UInt8($0.value) : UInt8(ascii: "_") }
		return String(decoding: bytes, as: UTF8.self)
	}

	/// A string resource's text: Android's escapes (quotes, apostrophes, backslashes, line
	/// breaks, a leading `@` or `?` that would name a resource), then XML's (`XMLText`).
	static func text(_ text: String) -> String {
		let android = ScalarEscaping.escaped(text) { scalar in
			switch scalar {
			case "\\": return "\\\\"
			case "'": return "\\'"
			case "\"": return "\\\""
			case "\n": return "\\n"
			case "\t": return "\\t"
			default: return nil
			}
		}
		let leading = android.hasPrefix("@") || android.hasPrefix("?") ? "\\" : ""
		return XMLText.attribute(leading + android)
	}
}
