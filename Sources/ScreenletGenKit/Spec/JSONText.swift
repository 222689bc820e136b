/// Text written into JSON (the starter spec of `init`): JSON's escapes (`\u2028`, `\u0000`),
/// not Swift's, for the same characters `SwiftLiteral` escapes.
enum JSONText {

	static func string(_ text: String) -> String {
		var literal = "\""
		for scalar in text.unicodeScalars {
			switch scalar {
			case "\\": literal += "\\\\"
			case "\"": literal += "\\\""
			case "\n": literal += "\\n"
			case "\r": literal += "\\r"
			case "\t": literal += "\\t"
			default:
				if SwiftLiteral.mustBeEscaped(scalar) {
					let digits = String(scalar.value, radix: 16, uppercase: true)
					literal += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
				}
				else {
					literal.unicodeScalars.append(scalar)
				}
			}
		}
		return literal + "\""
	}
}
