/// The words and punctuation of a Swift file, as the dependency check reads them: comments and
/// the text of string literals are not code (a name in them is no use), while the code of an
/// interpolation `\(…)` is. Enough Swift for this package's sources, not a parser.
struct SwiftTokens {

	struct Token {
		/// An identifier (without backticks) or one punctuation character.
		var text: String
		var line: Int
		var isIdentifier: Bool
	}

	private(set) var tokens: [Token] = []

	init(_ source: String) {
		var code = Blanker(bytes: Array(source.utf8))
		code.code(inInterpolation: false)
		tokens = SwiftTokens.split(code.bytes)
	}

	private static func split(_ bytes: [UInt8]) -> [Token] {
		var tokens: [Token] = []
		var line = 1
		var i = 0
		while i < bytes.count {
			let byte = bytes[i]
			if byte == UInt8(ascii: "\n") {
				line += 1
				i += 1
			}
			else if byte == UInt8(ascii: "`") || isIdentifierStart(byte) {
				let quoted = byte == UInt8(ascii: "`")
				let start = quoted ? i + 1 : i
				var end = start
				while end < bytes.count, isIdentifierStart(bytes[end]) || isDigit(bytes[end]) {
					end += 1
				}
				tokens.append(Token(text: String(decoding: bytes[start..<end], as: UTF8.self), line: line, isIdentifier: true))
				i = quoted && end < bytes.count && bytes[end] == UInt8(ascii: "`") ? end + 1 : max(end, i + 1)
			}
			else if isDigit(byte) || byte == UInt8(ascii: "$") {
				// A number or `$0`: no name.
				i += 1
				while i < bytes.count, isIdentifierStart(bytes[i]) || isDigit(bytes[i]) {
					i += 1
				}
			}
			else {
				if byte > 32 && byte < 128 {
					tokens.append(Token(text: String(UnicodeScalar(byte)), line: line, isIdentifier: false))
				}
				i += 1
			}
		}
		return tokens
	}

	private static func isIdentifierStart(_ byte: UInt8) -> Bool {
		return (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
	}

	private static func isDigit(_ byte: UInt8) -> Bool {
		return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
	}
}

/// Blanks comments and the text of string literals with spaces, keeping newlines (so lines
/// still count) and the code of interpolations.
private struct Blanker {

	var bytes: [UInt8]
	private var i = 0

	init(bytes: [UInt8]) {
		self.bytes = bytes
	}

	private func byte(_ offset: Int) -> UInt8? {
		return i + offset < bytes.count ? bytes[i + offset] : nil
	}

	private mutating func blank(_ count: Int) {
		for _ in 0..<count where i < bytes.count {
			if bytes[i] != UInt8(ascii: "\n") {
				bytes[i] = UInt8(ascii: " ")
			}
			i += 1
		}
	}

	/// Code up to the end, or up to the `)` that closes an interpolation.
	mutating func code(inInterpolation: Bool) {
		var depth = 0
		while let current = byte(0) {
			switch current {
			case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
				while let next = byte(0), next != UInt8(ascii: "\n") {
					blank(1)
				}
			case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
				blockComment()
			case UInt8(ascii: "("):
				depth += 1
				i += 1
			case UInt8(ascii: ")"):
				if inInterpolation && depth == 0 {
					i += 1
					return
				}
				depth -= 1
				i += 1
			case UInt8(ascii: "\""), UInt8(ascii: "#"):
				var hashes = 0
				while byte(hashes) == UInt8(ascii: "#") {
					hashes += 1
				}
				if byte(hashes) == UInt8(ascii: "\"") {
					i += hashes
					string(hashes: hashes)
				}
				else {
					i += max(hashes, 1)
				}
			default:
				i += 1
			}
		}
	}

	/// `/* … */`, which nests in Swift.
	private mutating func blockComment() {
		var depth = 0
		repeat {
			if byte(0) == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "*") {
				depth += 1
				blank(2)
			}
			else if byte(0) == UInt8(ascii: "*") && byte(1) == UInt8(ascii: "/") {
				depth -= 1
				blank(2)
			}
			else {
				blank(1)
			}
		} while depth > 0 && i < bytes.count
	}

	/// From its opening quote: `"…"`, `"""…"""`, raw with `hashes` `#` around.
	private mutating func string(hashes: Int) {
		let quotes = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"") ? 3 : 1
		i += quotes
		while byte(0) != nil {
			if byte(0) == UInt8(ascii: "\\") && (0..<hashes).allSatisfy({ byte(1 + $0) == UInt8(ascii: "#") }) {
				if byte(1 + hashes) == UInt8(ascii: "(") {
					i += 2 + hashes
					code(inInterpolation: true)
				}
				else {
					blank(2 + hashes)
				}
			}
			else if (0..<quotes).allSatisfy({ byte($0) == UInt8(ascii: "\"") }) && (0..<hashes).allSatisfy({ byte(quotes + $0) == UInt8(ascii: "#") }) {
				i += quotes + hashes
				return
			}
			else {
				blank(1)
			}
		}
	}
}
