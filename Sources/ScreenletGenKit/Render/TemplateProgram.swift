/// A parsed template flattened for rendering: plain instructions over one pool of text bytes
/// and one pool of names. An instruction holds only numbers, so stepping through thousands
/// of them per file retains and releases nothing; a section's body is the instructions up
/// to its `bodyEnd`.
struct TemplateProgram: Sendable {

	struct Instruction: Sendable {
		enum Kind: UInt8, Sendable {
			case text
			case variable
			case section
			case invertedSection
			/// `start` is the tag's index in `inclusions`.
			case partial
		}

		let kind: Kind
		/// Text: the bytes `start..<end` of the text pool. Otherwise the path's names
		/// `start..<end` of the key pool; no names is `.`, the current context.
		let start: Int
		let end: Int
		/// A section: the index of the instruction after its body.
		let bodyEnd: Int
		let line: Int
	}

	/// How a source's last line ends. A partial's lines stand in for its tag's line, line end
	/// included, as if its text were pasted there: its own last line end is the tag line's.
	struct LastLine: Sendable {
		var endsWithLineEnd = false
		/// It holds only section tags or comments: it writes nothing, not even a line end.
		var vanishes = false
	}

	/// A partial tag as it is run: the paths of its bindings in the key pool.
	struct Inclusion: Sendable {
		let tag: PartialTag
		let paths: [Range<Int>]
	}

	let instructions: [Instruction]
	let text: [UInt8]
	let keys: [TemplateKey]
	let inclusions: [Inclusion]
	let lastLine: LastLine

	init(_ nodes: [Template.Node], lastLine: LastLine) {
		var builder = Builder()
		builder.add(nodes)
		self.instructions = builder.instructions
		self.text = builder.text
		self.keys = builder.keys
		self.inclusions = builder.inclusions
		self.lastLine = lastLine
	}

	private struct Builder {
		var instructions: [Instruction] = []
		var text: [UInt8] = []
		var keys: [TemplateKey] = []
		var inclusions: [Inclusion] = []

		mutating func add(_ nodes: [Template.Node]) {
			for node in nodes {
				switch node {
				case .text(let bytes):
					instructions.append(Instruction(kind: .text, start: text.count, end: text.count + bytes.count, bodyEnd: 0, line: 0))
					text.append(contentsOf: bytes)
				case .variable(let path, let line):
					instructions.append(Instruction(kind: .variable, start: keys.count, end: keys.count + path.count, bodyEnd: 0, line: line))
					keys.append(contentsOf: path)
				case .section(let path, let inverted, let children, let line):
					let index = instructions.count
					let start = keys.count
					keys.append(contentsOf: path)
					instructions.append(Instruction(kind: .text, start: 0, end: 0, bodyEnd: 0, line: 0))
					add(children)
					instructions[index] = Instruction(kind: inverted ? .invertedSection : .section, start: start, end: start + path.count,
						bodyEnd: instructions.count, line: line)
				case .partial(let tag):
					instructions.append(Instruction(kind: .partial, start: inclusions.count, end: 0, bodyEnd: 0, line: tag.line))
					var paths: [Range<Int>] = []
					for binding in tag.bindings {
						paths.append(keys.count..<(keys.count + binding.path.count))
						keys.append(contentsOf: binding.path)
					}
					inclusions.append(Inclusion(tag: tag, paths: paths))
				}
			}
		}
	}
}

/// One rendering of a template: the lookup stack and the output, in bytes (appending to a
/// String would check its encoding at every piece).
struct TemplateRun {

	/// A context on the lookup stack: a value, the position in a list being repeated
	/// (`@first`, `@last`, `@index`), kept as numbers rather than an object per item, or the
	/// names a partial tag binds, which are not the current context `.`.
	private enum Frame {
		case value(TemplateValue)
		case position(index: Int, count: Int)
		case bindings(TemplateObject)
	}

	private static let firstKey = TemplateKey("@first")
	private static let lastKey = TemplateKey("@last")
	private static let indexKey = TemplateKey("@index")

	/// The template being run: the includer's, or a partial's while its lines are written.
	private var template: Template
	private var instructions: [TemplateProgram.Instruction]
	private var text: [UInt8]
	private var keys: [TemplateKey]
	private let limit: Int
	private var stack: [Frame] = []
	private var output: [UInt8] = []

	/// Renders `template` for `context`; `output` is nil as soon as the text would be longer
	/// than `limit` bytes.
	static func render(_ template: Template, context: TemplateValue, limit: Int) throws(Template.Failure) -> [UInt8]? {
		var run = TemplateRun(template: template, limit: limit)
		run.stack.append(.value(context))
		run.output.reserveCapacity(8192)
		guard try run.run(0..<run.instructions.count) else {
			return nil
		}
		return run.output
	}

	private init(template: Template, limit: Int) {
		self.template = template
		self.instructions = template.program.instructions
		self.text = template.program.text
		self.keys = template.program.keys
		self.limit = limit
	}

	/// Runs `template`'s instructions from now on (the pools are copied out once, so that the
	/// loop reads arrays, not a template's members).
	private mutating func switchTo(_ template: Template) {
		self.template = template
		self.instructions = template.program.instructions
		self.text = template.program.text
		self.keys = template.program.keys
	}

	/// False when the output passed `limit`.
	private mutating func run(_ range: Range<Int>) throws(Template.Failure) -> Bool {
		var index = range.lowerBound
		while index < range.upperBound {
			guard output.count <= limit else {
				return false
			}
			let instruction = instructions[index]
			index += 1
			switch instruction.kind {
			case .text:
				output.append(contentsOf: text[instruction.start..<instruction.end])
			case .variable:
				switch try lookup(instruction.start, instruction.end, line: instruction.line) {
				case .string(let value): output.append(contentsOf: value.utf8)
				case .bool(let flag): output.append(contentsOf: flag ? "true".utf8 : "false".utf8)
				case .missing: break
				case .list, .object:
					throw failure(instruction.line, "\(dotted(instruction.start, instruction.end)) is a list or object; use it as a section {{#...}}")
				}
			case .invertedSection:
				let body = index..<instruction.bodyEnd
				index = instruction.bodyEnd
				if !(try lookup(instruction.start, instruction.end, line: instruction.line).isTruthy) {
					guard try run(body) else { return false }
				}
			case .section:
				let body = index..<instruction.bodyEnd
				index = instruction.bodyEnd
				let value = try lookup(instruction.start, instruction.end, line: instruction.line)
				switch value {
				case .list(let items):
					for (position, item) in items.enumerated() {
						stack.append(.position(index: position, count: items.count))
						stack.append(.value(item))
						guard try run(body) else { return false }
						stack.removeLast(2)
					}
				default:
					if value.isTruthy {
						stack.append(.value(value))
						guard try run(body) else { return false }
						stack.removeLast()
					}
				}
			case .partial:
				guard try include(instruction.start) else { return false }
			}
		}
		return output.count <= limit
	}

	/// Writes the partial of the tag at `index` of this template's `inclusions`: its names
	/// bound where the tag stands, its lines indented as the tag is, its last line ended as the
	/// tag's line is. False when the output passed `limit`.
	private mutating func include(_ index: Int) throws(Template.Failure) -> Bool {
		let inclusion = template.program.inclusions[index]
		let tag = inclusion.tag
		guard index < template.partials.count else {
			throw failure(tag.line, "{{> \(tag.name)}} names no template")
		}
		let partial = template.partials[index]
		var bound: [(TemplateKey, TemplateValue)] = []
		for (binding, path) in zip(tag.bindings, inclusion.paths) {
			bound.append((binding.name, try lookup(path.lowerBound, path.upperBound, line: tag.line)))
		}
		if !bound.isEmpty {
			stack.append(.bindings(TemplateObject(members: bound)))
		}
		let includer = template
		let start = output.count
		switchTo(partial)
		guard try run(0..<instructions.count) else { return false }
		switchTo(includer)
		if !bound.isEmpty {
			stack.removeLast()
		}
		let last = partial.program.lastLine
		if !last.vanishes {
			if tag.endsLine && !last.endsWithLineEnd {
				output.append(UInt8(ascii: "\n"))
			}
			else if !tag.endsLine && last.endsWithLineEnd && output.count > start && output.last == UInt8(ascii: "\n") {
				output.removeLast()
			}
		}
		if !tag.indentation.isEmpty {
			indent(from: start, by: tag.indentation)
		}
		return output.count <= limit
	}

	/// Puts `indentation` before each line written since `start` that is not empty.
	private mutating func indent(from start: Int, by indentation: [UInt8]) {
		let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
		var indented: [UInt8] = []
		indented.reserveCapacity((output.count - start) * 9 / 8 + indentation.count)
		var atLineStart = true
		for byte in output[start...] {
			if atLineStart && byte != newline && byte != carriageReturn {
				indented.append(contentsOf: indentation)
			}
			indented.append(byte)
			atLineStart = byte == newline
		}
		output.replaceSubrange(start..., with: indented)
	}

	/// Looks the first name of `keys[start..<end]` up from the innermost context outwards,
	/// then descends. A name no context has is an error: a misspelled variable must not
	/// render as nothing.
	private func lookup(_ start: Int, _ end: Int, line: Int) throws(Template.Failure) -> TemplateValue {
		guard start < end else {
			return current
		}
		let first = keys[start]
		var found: TemplateValue?
		var index = stack.count - 1
		while index >= 0 {
			if let value = member(first, of: index) {
				found = value
				break
			}
			index -= 1
		}
		guard var value = found else {
			throw failure(line, "unknown variable \"\(first.name)\"")
		}
		for keyIndex in (start + 1)..<end {
			switch value {
			case .object(let members):
				guard let next = members[keys[keyIndex]] else {
					throw failure(line, "unknown variable \"\(dotted(start, end))\"")
				}
				value = next
			case .missing:
				return .missing
			default:
				throw failure(line, "\"\(keys[keyIndex].name)\" of \(dotted(start, end)) is not an object member")
			}
		}
		return value
	}

	/// `.`: the innermost value (bindings are names, not a context).
	private var current: TemplateValue {
		for frame in stack.reversed() {
			if case .value(let value) = frame {
				return value
			}
		}
		return .missing
	}

	private func member(_ key: TemplateKey, of frame: Int) -> TemplateValue? {
		switch stack[frame] {
		case .value(.object(let members)), .bindings(let members):
			return members[key]
		case .value:
			return nil
		case .position(let index, let count):
			if key == TemplateRun.firstKey {
				return .bool(index == 0)
			}
			if key == TemplateRun.lastKey {
				return .bool(index == count - 1)
			}
			if key == TemplateRun.indexKey {
				return .string(String(index))
			}
			return nil
		}
	}

	private func dotted(_ start: Int, _ end: Int) -> String {
		guard start < end else {
			return "."
		}
		return keys[start..<end].map { $0.name }.joined(separator: ".")
	}

	private func failure(_ line: Int, _ message: String) -> Template.Failure {
		return Template.Failure(template: template.name, line: line, message: message)
	}
}
