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

	/// The name of the template being run, for errors: the includer's, or a partial's while
	/// its instructions run.
	private var template: String
	private let program: TemplateProgram
	private let instructions: [TemplateProgram.Instruction]
	private let text: [UInt8]
	private let keys: [TemplateKey]
	private let limit: Int
	private var stack: [Frame] = []
	private var output: [UInt8] = []

	/// Renders `template` for `context`; `output` is nil as soon as the text would be longer
	/// than `limit` bytes.
	static func render(_ template: Template, context: TemplateValue, limit: Int) throws(Template.Failure) -> [UInt8]? {
		var run = TemplateRun(template: template.name, program: template.program, limit: limit)
		run.stack.append(.value(context))
		run.output.reserveCapacity(8192)
		guard try run.run(0..<run.instructions.count) else {
			return nil
		}
		return run.output
	}

	private init(template: String, program: TemplateProgram, limit: Int) {
		self.template = template
		self.program = program
		self.instructions = program.instructions
		self.text = program.text
		self.keys = program.keys
		self.limit = limit
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
				let body = index..<instruction.bodyEnd
				index = instruction.bodyEnd
				guard try include(instruction.start, body) else { return false }
			}
		}
		return output.count <= limit
	}

	/// Writes the partial of the tag at `index` of `inclusions`, whose instructions are `body`:
	/// its names bound where the tag stands, its lines indented as the tag is, its last line
	/// ended as the tag's line is. False when the output passed `limit`.
	private mutating func include(_ index: Int, _ body: Range<Int>) throws(Template.Failure) -> Bool {
		let inclusion = program.inclusions[index]
		let tag = inclusion.tag
		guard program.isLinked else {
			throw failure(tag.line, "{{> \(tag.name)}} names no template")
		}
		var bound: [(TemplateKey, TemplateValue)] = []
		for (binding, path) in zip(tag.bindings, inclusion.paths) {
			bound.append((binding.name, try lookup(path.lowerBound, path.upperBound, line: tag.line)))
		}
		if !bound.isEmpty {
			stack.append(.bindings(TemplateObject(members: bound)))
		}
		let start = output.count
		let includer = template
		template = tag.name
		guard try run(body) else { return false }
		template = includer
		if !bound.isEmpty {
			stack.removeLast()
		}
		switch inclusion.ending {
		case .kept:
			break
		case .added:
			output.append(UInt8(ascii: "\n"))
		case .dropped:
			if output.count > start && output.last == UInt8(ascii: "\n") {
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
		return Template.Failure(template: template, line: line, message: message)
	}
}
