/// Android resource names and string resources' text escaping.
enum AndroidStrings {

	/// Letters, digits and `_`: what a resource name may hold (`-`, spaces and the rest become `_`).
	static func resourceName(_ text: String) -> String {
		return String(text.unicodeScalars.map { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" ? Character($0) : "_" })
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
