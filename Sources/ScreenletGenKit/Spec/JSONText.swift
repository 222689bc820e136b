/// Text written into JSON (the starter spec of `init`): JSON's escapes (`\u2028`, `\u0000`),
/// not Swift's, for the same characters `SwiftLiteral` escapes.
public enum JSONText {

	public static func string(_ text: String) -> String {
		return SwiftLiteral.quoted(text) { scalar in
			let digits = ScalarEscaping.hexDigits(scalar)
			return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
		}
	}
}
