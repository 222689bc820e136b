/// A small Mustache dialect, enough for code templates and strict about mistakes:
/// `{{name}}`, `{{a.b}}`, sections `{{#name}}…{{/name}}` (a list repeats, a true value or
/// object renders once), inverted `{{^name}}…{{/name}}`, comments `{{! … }}`.
/// Inside a list, `{{#@first}}`, `{{#@last}}` and `{{@index}}` describe the position.
/// A line holding only section tags or comments disappears entirely, so templates can
/// be laid out like the code they produce. A line holding only `{{> name key=path…}}` is
/// replaced by template `name` (a partial), which also sees each `key` as the value of `path`
/// there, and whose lines take the tag's indentation; a `TemplateLibrary` links the partials.
/// Nothing is escaped: the model already holds Swift and XML text in its final form.
public struct Template: Sendable {

	public struct Failure: Error, CustomStringConvertible {
		public var template: String
		public var line: Int
		public var message: String

		public var description: String {
			return "template \(template), line \(line): \(message)"
		}
	}

	indirect enum Node: Sendable {
		case text([UInt8])
		/// An empty path is `.`, the current context.
		case variable([TemplateKey], line: Int)
		case section([TemplateKey], inverted: Bool, children: [Node], line: Int)
		case partial(PartialTag)
	}

	public let name: String
	let program: TemplateProgram

	public init(name: String, source: String) throws(Failure) {
		self.name = name
		var parser = TemplateParser(name: name, source: source)
		self.program = TemplateProgram(try parser.parse(), lastLine: parser.lastLine)
	}

	private init(name: String, program: TemplateProgram) {
		self.name = name
		self.program = program
	}

	/// This template with its partial tags resolved to `partials` (linked), one for each tag.
	func linking(_ partials: [Template]) -> Template {
		return Template(name: name, program: program.linking(partials.map { $0.program }))
	}

	// MARK: Rendering

	public func render(_ context: TemplateValue) throws(Failure) -> String {
		return try render(context, limit: Int.max)!
	}

	/// Nil as soon as the text would be longer than `limit` bytes (the run's output budget).
	public func render(_ context: TemplateValue, limit: Int) throws(Failure) -> String? {
		return try TemplateRun.render(self, context: context, limit: limit).map { String(decoding: $0, as: UTF8.self) }
	}
}

/// A line holding only `{{> name key=path…}}`: the partial it includes, the values it gives
/// it, and what the partial's lines take from the line.
struct PartialTag: Sendable {
	struct Binding: Sendable {
		let name: TemplateKey
		/// Looked up where the tag stands; empty is `.`.
		let path: [TemplateKey]
	}

	let name: String
	let bindings: [Binding]
	/// The spaces and tabs before the tag, put before each line the partial writes.
	let indentation: [UInt8]
	/// The line ends with a line end (only a source's last line may not).
	let endsLine: Bool
	let line: Int
}

/// Turns template source into nodes, removing standalone tag lines.
struct TemplateParser {

	private enum Token {
		case text(String)
		case variable(String, line: Int)
		case open(String, inverted: Bool, line: Int)
		case close(String, line: Int)
		case comment
		/// What follows `{{>`, until `partialTag` has checked that it stands alone.
		case partialContent(Substring, line: Int)
		case partial(PartialTag)

		var isText: Bool {
			if case .text = self { return true }
			return false
		}
	}

	let name: String
	let source: String
	/// How the source's last line ends, known once it is parsed.
	private(set) var lastLine = TemplateProgram.LastLine()
	/// The bytes written into text nodes while building them: the parse's work on plain text,
	/// which a test holds to the source's size (parsing is linear, and measured without a clock).
	private(set) var builtTextBytes = 0

	/// Deeper nesting is refused: rendering recurses once per level.
	static let maximumDepth = 100

	mutating func parse() throws(Template.Failure) -> [Template.Node] {
		let tokens = try tokenize()
		var index = 0
		let nodes = try build(tokens, &index, closing: nil, depth: 0)
		return nodes
	}

	private mutating func tokenize() throws(Template.Failure) -> [Token] {
		var tokens: [Token] = []
		var lineNumber = 0
		// Split keeping line ends, so standalone tag lines can be dropped whole.
		// On the bytes: a line feed is never part of another character's encoding.
		var lines: [Substring] = []
		let bytes = source.utf8
		var start = bytes.startIndex
		var i = bytes.startIndex
		while i < bytes.endIndex {
			let next = bytes.index(after: i)
			if bytes[i] == UInt8(ascii: "\n") {
				lines.append(source[start..<next])
				start = next
			}
			i = next
		}
		if start < bytes.endIndex {
			lines.append(source[start...])
		}
		lastLine = TemplateProgram.LastLine(endsWithLineEnd: bytes.last == UInt8(ascii: "\n"), vanishes: false)
		for line in lines {
			lineNumber += 1
			let pieces = try scan(line, lineNumber: lineNumber)
			lastLine.vanishes = false
			if let partial = try partialTag(in: pieces, line: line, lineNumber: lineNumber) {
				tokens.append(.partial(partial))
				continue
			}
			let tags = pieces.filter { !$0.isText }
			let blank = pieces.allSatisfy { piece in
				guard case .text(let text) = piece else { return true }
				return text.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
			}
			let onlySections = tags.allSatisfy { tag in
				switch tag {
				case .open, .close, .comment: return true
				default: return false
				}
			}
			if !tags.isEmpty, onlySections, blank {
				tokens.append(contentsOf: tags.filter { if case .comment = $0 { return false } else { return true } })
				lastLine.vanishes = true
				continue
			}
			tokens.append(contentsOf: pieces.filter { if case .comment = $0 { return false } else { return true } })
		}
		return tokens
	}

	/// The partial tag of a line, which must hold nothing else but the spaces or tabs before
	/// it (its indentation) and a line end: the partial's lines take the line's place.
	private func partialTag(in pieces: [Token], line: Substring, lineNumber: Int) throws(Template.Failure) -> PartialTag? {
		guard let index = pieces.firstIndex(where: { if case .partialContent = $0 { return true } else { return false } }),
				case .partialContent(let content, _) = pieces[index] else {
			return nil
		}
		let spaces: (Character) -> Bool = { $0 == " " || $0 == "\t" }
		var indentation = ""
		var alone = pieces.count <= 3
		for (position, piece) in pieces.enumerated() where position != index {
			guard case .text(let text) = piece, position == index - 1 || position == index + 1 else {
				alone = false
				break
			}
			if position < index {
				alone = alone && text.allSatisfy(spaces)
				indentation = text
			}
			else {
				alone = alone && text.allSatisfy { spaces($0) || $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
			}
		}
		let words = content.split(whereSeparator: spaces)
		guard let name = words.first else {
			throw Template.Failure(template: self.name, line: lineNumber, message: "{{>}} names no template")
		}
		guard alone else {
			throw Template.Failure(template: self.name, line: lineNumber, message: "{{> \(name)}} must stand alone on its line: the partial's lines replace it")
		}
		var bindings: [PartialTag.Binding] = []
		for word in words.dropFirst() {
			let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
			guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
				throw Template.Failure(template: self.name, line: lineNumber, message: "\"\(word)\" in {{> \(name)}} is not a binding: write name=variable")
			}
			let key = TemplateKey(String(parts[0]))
			guard !bindings.contains(where: { $0.name == key }) else {
				throw Template.Failure(template: self.name, line: lineNumber, message: "{{> \(name)}} binds \"\(parts[0])\" twice")
			}
			bindings.append(PartialTag.Binding(name: key, path: try path(String(parts[1]), line: lineNumber)))
		}
		return PartialTag(name: String(name), bindings: bindings, indentation: Array(indentation.utf8),
			endsLine: line.utf8.last == UInt8(ascii: "\n"), line: lineNumber)
	}

	/// Where `marker`, two ASCII characters, first appears in `text`: a search of its bytes
	/// (Foundation's `range(of:)` took half of an idle rerun, which parses every template).
	static func find(_ marker: StaticString, in text: Substring) -> Range<String.Index>? {
		let first = marker.utf8Start[0], second = marker.utf8Start[1]
		let bytes = text.utf8
		var index = bytes.startIndex
		while index < bytes.endIndex {
			let next = bytes.index(after: index)
			if bytes[index] == first, next < bytes.endIndex, bytes[next] == second {
				return index..<bytes.index(after: next)
			}
			index = next
		}
		return nil
	}

	/// The tokens of one line.
	private func scan(_ line: Substring, lineNumber: Int) throws(Template.Failure) -> [Token] {
		var pieces: [Token] = []
		var rest = line
		while let open = TemplateParser.find("{{", in: rest) {
			if open.lowerBound > rest.startIndex {
				pieces.append(.text(String(rest[..<open.lowerBound])))
			}
			guard let close = TemplateParser.find("}}", in: rest[open.upperBound...]) else {
				throw Template.Failure(template: name, line: lineNumber, message: "\"{{\" is not closed by \"}}\" on the same line")
			}
			let tag = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: " ")
			rest = rest[close.upperBound...]
			guard let sigil = tag.first else {
				throw Template.Failure(template: name, line: lineNumber, message: "empty tag {{}}")
			}
			switch sigil {
			case "!":
				pieces.append(.comment)
			case "#", "^":
				pieces.append(.open(String(tag.dropFirst()).trimmingCharacters(in: " "), inverted: sigil == "^", line: lineNumber))
			case "/":
				pieces.append(.close(String(tag.dropFirst()).trimmingCharacters(in: " "), line: lineNumber))
			case ">":
				pieces.append(.partialContent(tag.dropFirst(), line: lineNumber))
			default:
				pieces.append(.variable(tag, line: lineNumber))
			}
		}
		if !rest.isEmpty {
			pieces.append(.text(String(rest)))
		}
		return pieces
	}

	/// The nodes up to `closing`'s tag. Consecutive text (plain lines, and text on either side
	/// of a comment) is gathered in one buffer and becomes one node when something else comes:
	/// each byte is written once, however long the run.
	private mutating func build(_ tokens: [Token], _ index: inout Int, closing: (name: String, line: Int)?, depth: Int) throws(Template.Failure) -> [Template.Node] {
		var nodes: [Template.Node] = []
		var text: [UInt8] = []
		func flushText() {
			if !text.isEmpty {
				nodes.append(.text(text))
				text = []
			}
		}
		while index < tokens.count {
			let token = tokens[index]
			index += 1
			switch token {
			case .text(let piece):
				text.append(contentsOf: piece.utf8)
				builtTextBytes += piece.utf8.count
			case .variable(let tag, let line):
				flushText()
				nodes.append(.variable(try path(tag, line: line), line: line))
			case .open(let tag, let inverted, let line):
				guard depth < TemplateParser.maximumDepth else {
					throw Template.Failure(template: name, line: line, message: "{{#\(tag)}} nests sections more than \(TemplateParser.maximumDepth) levels deep")
				}
				flushText()
				let children = try build(tokens, &index, closing: (tag, line), depth: depth + 1)
				nodes.append(.section(try path(tag, line: line), inverted: inverted, children: children, line: line))
			case .partial(let tag):
				flushText()
				nodes.append(.partial(tag))
			case .comment, .partialContent:
				break
			case .close(let tag, let line):
				guard let expected = closing else {
					throw Template.Failure(template: name, line: line, message: "{{/\(tag)}} closes no section")
				}
				guard expected.name == tag else {
					throw Template.Failure(template: name, line: line, message: "{{/\(tag)}} closes {{#\(expected.name)}} of line \(expected.line); close sections in order")
				}
				flushText()
				return nodes
			}
		}
		if let open = closing {
			throw Template.Failure(template: name, line: open.line, message: "{{#\(open.name)}} is never closed with {{/\(open.name)}}")
		}
		flushText()
		return nodes
	}

	private func path(_ tag: String, line: Int) throws(Template.Failure) -> [TemplateKey] {
		if tag == "." {
			return []
		}
		let parts = tag.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
		guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "@" } }) else {
			throw Template.Failure(template: name, line: line, message: "\"\(tag)\" is not a variable name")
		}
		return parts.map { TemplateKey($0) }
	}
}

private extension Substring {
	func trimmingCharacters(in character: Character) -> String {
		var text = self
		while text.first == character { text = text.dropFirst() }
		while text.last == character { text = text.dropLast() }
		return String(text)
	}
}

private extension String {
	func trimmingCharacters(in character: Character) -> String {
		return Substring(self).trimmingCharacters(in: character)
	}
}
