/// A strict JSON parser (RFC 8259) that keeps source positions.
/// Foundation's JSONSerialization gives none, and a spec error must say where it is.
/// Limits keep hostile input cheap: nesting depth and file size are bounded.
public struct JSONParser {

	public static let maximumDepth = 64
	public static let maximumSize = 4 * 1024 * 1024

	public struct Failure: Error {
		public var location: SourceLocation
		public var message: String
	}

	private let bytes: [UInt8]
	private let file: String
	private var index = 0
	private var line = 1
	private var lineStart = 0
	private var depth = 0
	// Column of `columnOffset` on the current line: positions are asked for in increasing
	// order, so counting resumes from here and minified one-line files stay linear.
	private var columnOffset = 0
	private var column = 1

	public static func parse(_ bytes: [UInt8], file: String) throws(Failure) -> JSONNode {
		var parser = JSONParser(bytes: bytes, file: file)
		return try parser.parseDocument()
	}

	/// Parses, reporting a syntax error as a located diagnostic instead of throwing.
	public static func parse(_ bytes: [UInt8], file: String, diagnostics: inout Diagnostics) -> JSONNode? {
		do {
			return try parse(bytes, file: file)
		}
		catch {
			diagnostics.error(at: error.location, error.message)
			return nil
		}
	}

	private init(bytes: [UInt8], file: String) {
		self.bytes = bytes
		self.file = file
	}

	// MARK: Positions

	private var location: SourceLocation {
		mutating get {
			if columnOffset < lineStart || columnOffset > index {
				columnOffset = lineStart
				column = 1
			}
			column += JSONParser.scalarCount(bytes, from: columnOffset, to: index)
			columnOffset = index
			return SourceLocation(file: file, line: line, column: column)
		}
	}

	private static func scalarCount(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
		var count = 0
		var i = start
		while i < end && i < bytes.count {
			if bytes[i] & 0xC0 != 0x80 {
				count += 1
			}
			i += 1
		}
		return count
	}

	/// Columns count Unicode scalars, so a caret under a non-ASCII line still lines up.
	private func location(at offset: Int) -> SourceLocation {
		// Used for errors only; an offset before the current line (an unterminated
		// string's opening quote) is found by scanning back to its own line start.
		var start = lineStart
		var lineNumber = line
		if offset < lineStart {
			lineNumber = 1
			start = 0
			for i in 0..<offset where bytes[i] == 0x0A {
				lineNumber += 1
				start = i + 1
			}
		}
		let column = 1 + JSONParser.scalarCount(bytes, from: start, to: offset)
		return SourceLocation(file: file, line: lineNumber, column: column)
	}

	private func fail(_ message: String, at offset: Int? = nil) -> Failure {
		return Failure(location: location(at: offset ?? index), message: message)
	}

	// MARK: Document

	private mutating func parseDocument() throws(Failure) -> JSONNode {
		if bytes.count > JSONParser.maximumSize {
			// Read one byte past the limit, a larger file's own size is not known here.
			throw fail("the file is larger than \(JSONParser.maximumSize) bytes (4 MiB), the most screenletgen reads of a JSON file")
		}
		if let offset = JSONParser.firstInvalidUTF8(bytes) {
			throw fail("the file is not valid UTF-8 (byte \(offset)); save it as UTF-8", at: offset)
		}
		if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
			index = 3
			lineStart = 3
		}
		skipWhitespace()
		if index == bytes.count {
			throw fail("the file is empty; a spec is a JSON object such as {\"entity\": \"Bookmark\", ...}")
		}
		let node = try parseValue()
		skipWhitespace()
		if index < bytes.count {
			throw fail("unexpected text after the end of the JSON document")
		}
		return node
	}

	static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
		var i = 0
		while i < bytes.count {
			let b = bytes[i]
			if b < 0x80 {
				i += 1
				continue
			}
			let length: Int
			var minimum: UInt32
			var scalar: UInt32
			switch b {
			case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(b & 0x1F)
			case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(b & 0x0F)
			case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(b & 0x07)
			default: return i
			}
			if i + length > bytes.count {
				return i
			}
			for k in 1..<length {
				let c = bytes[i + k]
				if c & 0xC0 != 0x80 {
					return i
				}
				scalar = (scalar << 6) | UInt32(c & 0x3F)
			}
			if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
				return i
			}
			i += length
		}
		return nil
	}

	// MARK: Values

	private mutating func skipWhitespace() {
		while index < bytes.count {
			switch bytes[index] {
			case 0x20, 0x09, 0x0D:
				index += 1
			case 0x0A:
				index += 1
				line += 1
				lineStart = index
			default:
				return
			}
		}
	}

	private mutating func parseValue() throws(Failure) -> JSONNode {
		guard index < bytes.count else {
			throw fail("the file ends where a value was expected (is a bracket or brace missing?)")
		}
		let start = location
		switch bytes[index] {
		case UInt8(ascii: "{"):
			return JSONNode(value: try parseObject(), location: start)
		case UInt8(ascii: "["):
			return JSONNode(value: try parseArray(), location: start)
		case UInt8(ascii: "\""):
			return JSONNode(value: .string(try parseString()), location: start)
		case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
			return JSONNode(value: .number(try parseNumber()), location: start)
		case UInt8(ascii: "t"):
			try expectWord("true")
			return JSONNode(value: .bool(true), location: start)
		case UInt8(ascii: "f"):
			try expectWord("false")
			return JSONNode(value: .bool(false), location: start)
		case UInt8(ascii: "n"):
			try expectWord("null")
			return JSONNode(value: .null, location: start)
		case UInt8(ascii: "'"):
			throw fail("strings in JSON use double quotes, not single quotes")
		default:
			throw fail("expected a JSON value (object, array, string, number, true, false or null)")
		}
	}

	private mutating func expectWord(_ word: String) throws(Failure) {
		let utf8 = Array(word.utf8)
		if index + utf8.count <= bytes.count && Array(bytes[index..<index + utf8.count]) == utf8 {
			index += utf8.count
			return
		}
		throw fail("expected a JSON value (object, array, string, number, true, false or null)")
	}

	private mutating func enter() throws(Failure) {
		depth += 1
		if depth > JSONParser.maximumDepth {
			throw fail("the JSON is nested more than \(JSONParser.maximumDepth) levels deep")
		}
	}

	/// Past the opening `[` or `{`, one level deeper: true when `closer` follows at once (and
	/// closes that level).
	private mutating func opensEmpty(closedBy closer: UInt8) throws(Failure) -> Bool {
		try enter()
		index += 1
		skipWhitespace()
		return closes(closer)
	}

	/// After a member or an element: true at `,` (another follows), false at `closer` (the
	/// object or array ends); `mismatch` is the error for anything else.
	private mutating func continues(closedBy closer: UInt8, inside what: String, mismatch: @autoclosure () -> String) throws(Failure) -> Bool {
		skipWhitespace()
		guard index < bytes.count else {
			throw fail("the file ends inside \(what): a closing \"\(Character(UnicodeScalar(closer)))\" is missing")
		}
		if bytes[index] == UInt8(ascii: ",") {
			index += 1
			return true
		}
		if closes(closer) {
			return false
		}
		throw fail(mismatch())
	}

	/// At `closer`: steps past it, one level up.
	private mutating func closes(_ closer: UInt8) -> Bool {
		guard index < bytes.count && bytes[index] == closer else {
			return false
		}
		index += 1
		depth -= 1
		return true
	}

	private mutating func parseObject() throws(Failure) -> JSONNode.Value {
		var members: [JSONNode.Member] = []
		// Keys seen, for duplicates: the members themselves while the object is small (most
		// are), a set once it is large.
		var seen: Set<String>?
		if try opensEmpty(closedBy: UInt8(ascii: "}")) {
			return .object(members)
		}
		while true {
			skipWhitespace()
			guard index < bytes.count else {
				throw fail("the file ends inside an object: a closing \"}\" is missing")
			}
			guard bytes[index] == UInt8(ascii: "\"") else {
				if bytes[index] == UInt8(ascii: "}") {
					throw fail("a trailing comma is not allowed before \"}\"")
				}
				throw fail("expected a key in double quotes")
			}
			let keyLocation = location
			let key = try parseString()
			let repeated = seen != nil ? !seen!.insert(key).inserted : members.contains { $0.key == key }
			if repeated, let first = members.first(where: { $0.key == key })?.keyLocation {
				throw Failure(location: keyLocation, message: "duplicate key \"\(key)\" (first at line \(first.line), column \(first.column)); keep one")
			}
			if seen == nil && members.count == 16 {
				seen = Set(members.map { $0.key } + [key])
			}
			skipWhitespace()
			guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
				throw fail("expected \":\" after the key \"\(key)\"")
			}
			index += 1
			skipWhitespace()
			let value = try parseValue()
			members.append(JSONNode.Member(key: key, keyLocation: keyLocation, value: value))
			guard try continues(closedBy: UInt8(ascii: "}"), inside: "an object", mismatch: "expected \",\" or \"}\" after the value of \"\(key)\"") else {
				return .object(members)
			}
		}
	}

	private mutating func parseArray() throws(Failure) -> JSONNode.Value {
		var elements: [JSONNode] = []
		if try opensEmpty(closedBy: UInt8(ascii: "]")) {
			return .array(elements)
		}
		while true {
			skipWhitespace()
			if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
				throw fail("a trailing comma is not allowed before \"]\"")
			}
			elements.append(try parseValue())
			guard try continues(closedBy: UInt8(ascii: "]"), inside: "an array", mismatch: "expected \",\" or \"]\" in the array") else {
				return .array(elements)
			}
		}
	}

	private mutating func parseString() throws(Failure) -> String {
		let start = index
		index += 1
		// Most strings have no escape: they are decoded in one piece at the closing quote.
		var decoded = ""
		var runStart = index
		while true {
			guard index < bytes.count else {
				throw fail("the file ends inside a string: a closing quote is missing", at: start)
			}
			let byte = bytes[index]
			if byte == UInt8(ascii: "\"") {
				decoded += String(decoding: bytes[runStart..<index], as: UTF8.self)
				index += 1
				return decoded
			}
			if byte == UInt8(ascii: "\\") {
				decoded += String(decoding: bytes[runStart..<index], as: UTF8.self)
				decoded.unicodeScalars.append(try parseEscape())
				runStart = index
				continue
			}
			if byte < 0x20 {
				if byte == 0x0A {
					throw fail("a string may not span lines; write \\n for a newline")
				}
				throw fail("a control character must be escaped in a string (write \\u\(hex4(UInt32(byte))))")
			}
			index += 1
		}
	}

	private func hex4(_ value: UInt32) -> String {
		let digits = String(value, radix: 16, uppercase: true)
		return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
	}

	private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
		let escapeStart = index
		index += 1
		guard index < bytes.count else {
			throw fail("the file ends inside a string escape")
		}
		let byte = bytes[index]
		index += 1
		switch byte {
		case UInt8(ascii: "\""): return "\""
		case UInt8(ascii: "\\"): return "\\"
		case UInt8(ascii: "/"): return "/"
		case UInt8(ascii: "b"): return "\u{08}"
		case UInt8(ascii: "f"): return "\u{0C}"
		case UInt8(ascii: "n"): return "\n"
		case UInt8(ascii: "r"): return "\r"
		case UInt8(ascii: "t"): return "\t"
		case UInt8(ascii: "u"):
			let high = try parseHex4(escapeStart)
			if (0xD800...0xDBFF).contains(high) {
				guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
					throw fail("an unpaired surrogate \\u\(hex4(high)) is not a character", at: escapeStart)
				}
				index += 2
				let low = try parseHex4(escapeStart)
				guard (0xDC00...0xDFFF).contains(low) else {
					throw fail("an unpaired surrogate \\u\(hex4(high)) is not a character", at: escapeStart)
				}
				return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
			}
			guard let scalar = Unicode.Scalar(high) else {
				throw fail("an unpaired surrogate \\u\(hex4(high)) is not a character", at: escapeStart)
			}
			return scalar
		default:
			throw fail("unknown escape in a string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: escapeStart)
		}
	}

	private mutating func parseHex4(_ escapeStart: Int) throws(Failure) -> UInt32 {
		guard index + 4 <= bytes.count else {
			throw fail("\\u must be followed by four hexadecimal digits", at: escapeStart)
		}
		var value: UInt32 = 0
		for _ in 0..<4 {
			let byte = bytes[index]
			let digit: UInt32
			switch byte {
			case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
			case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
			case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
			default: throw fail("\\u must be followed by four hexadecimal digits", at: escapeStart)
			}
			value = value * 16 + digit
			index += 1
		}
		return value
	}

	private mutating func parseNumber() throws(Failure) -> String {
		let start = index
		func isDigit(_ i: Int) -> Bool {
			return i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")
		}
		if bytes[index] == UInt8(ascii: "-") {
			index += 1
		}
		guard isDigit(index) else {
			throw fail("invalid number: expected a digit", at: start)
		}
		if bytes[index] == UInt8(ascii: "0") {
			index += 1
			if isDigit(index) {
				throw fail("invalid number: leading zeros are not allowed", at: start)
			}
		}
		else {
			while isDigit(index) { index += 1 }
		}
		if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
			index += 1
			guard isDigit(index) else {
				throw fail("invalid number: expected a digit after the decimal point", at: start)
			}
			while isDigit(index) { index += 1 }
		}
		if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
			index += 1
			if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
				index += 1
			}
			guard isDigit(index) else {
				throw fail("invalid number: expected a digit in the exponent", at: start)
			}
			while isDigit(index) { index += 1 }
		}
		return String(decoding: bytes[start..<index], as: UTF8.self)
	}
}
