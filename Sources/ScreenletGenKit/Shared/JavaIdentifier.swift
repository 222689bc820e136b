/// What may stand as a name in generated Java (the Android twin): Java's reserved words, and a
/// package name checked before a folder path is made of it.
public enum JavaIdentifier {

	/// Keywords and the literals `true`, `false`, `null` (JLS 3.9, 3.10.3, 3.10.7), which no
	/// identifier may be.
	static let reserved: Set<String> = [
		"abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const",
		"continue", "default", "do", "double", "else", "enum", "extends", "final", "finally", "float",
		"for", "goto", "if", "implements", "import", "instanceof", "int", "interface", "long", "native",
		"new", "package", "private", "protected", "public", "return", "short", "static", "strictfp",
		"super", "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void",
		"volatile", "while", "true", "false", "null", "_",
	]

	/// Why `package` is no Java package an app module can have (`com.example.screens`), or nil:
	/// dot-separated identifiers of ASCII letters, digits and `_`, none reserved.
	public static func packageProblem(_ package: String) -> String? {
		let parts = package.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
		if package.isEmpty || parts.contains(where: { $0.isEmpty }) {
			return "a Java package is names separated by single dots, such as com.example.screens"
		}
		if let part = parts.first(where: { !SwiftIdentifier.isValid($0) }) {
			return "\"\(part)\" is not a Java identifier (ASCII letters, digits and _, not starting with a digit)"
		}
		if let part = parts.first(where: { reserved.contains($0) }) {
			return "\"\(part)\" is a reserved word of Java; choose another name for that part"
		}
		return nil
	}

	/// `com/example/screens` for `com.example.screens`.
	public static func folder(ofPackage package: String) -> String {
		// Byte by byte: Foundation's `replacingOccurrences` was a tenth of laying out an Android spec.
		return String(decoding: package.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "/") : $0 }, as: UTF8.self)
	}
}
