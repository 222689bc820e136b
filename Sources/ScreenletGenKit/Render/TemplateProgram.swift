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

	let instructions: [Instruction]
	let text: [UInt8]
	let keys: [TemplateKey]

	init(_ nodes: [Template.Node]) {
		var builder = Builder()
		builder.add(nodes)
		self.instructions = builder.instructions
		self.text = builder.text
		self.keys = builder.keys
	}

	private struct Builder {
		var instructions: [Instruction] = []
		var text: [UInt8] = []
		var keys: [TemplateKey] = []

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
				}
			}
		}
	}
}

/// One rendering of a program: the lookup stack and the output, in bytes (appending to a
/// String would check its encoding at every piece).
struct TemplateRun {

	/// A context on the lookup stack: a value, or the position in a list being repeated
	/// (`@first`, `@last`, `@index`), kept as numbers rather than an object per item.
	private enum Frame {
		case value(TemplateValue)
		case position(index: Int, count: Int)
	}

	private static let firstKey = TemplateKey("@first")
	private static let lastKey = TemplateKey("@last")
	private static let indexKey = TemplateKey("@index")

	private let template: String
	private let instructions: [TemplateProgram.Instruction]
	private let text: [UInt8]
	private let keys: [TemplateKey]
	private let limit: Int
	private var stack: [Frame] = []
	private var output: [UInt8] = []

	/// Renders `program` (whose pools the pointers are) for `context`; `output` is nil as soon
	/// as the text would be longer than `limit` bytes.
	static func render(_ program: TemplateProgram, template: String, context: TemplateValue, limit: Int) throws(Template.Failure) -> [UInt8]? {
		var run = TemplateRun(template: template, instructions: program.instructions, text: program.text, keys: program.keys, limit: limit)
		run.stack.append(.value(context))
		run.output.reserveCapacity(8192)
		guard try run.run(0..<program.instructions.count) else {
			return nil
		}
		return run.output
	}

	private init(template: String, instructions: [TemplateProgram.Instruction], text: [UInt8], keys: [TemplateKey], limit: Int) {
		self.template = template
		self.instructions = instructions
		self.text = text
		self.keys = keys
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
				switch try lookup(instruction) {
				case .string(let value): output.append(contentsOf: value.utf8)
				case .bool(let flag): output.append(contentsOf: flag ? "true".utf8 : "false".utf8)
				case .missing: break
				case .list, .object:
					throw failure(instruction, "\(dotted(instruction)) is a list or object; use it as a section {{#...}}")
				}
			case .invertedSection:
				let body = index..<instruction.bodyEnd
				index = instruction.bodyEnd
				if !(try lookup(instruction).isTruthy) {
					guard try run(body) else { return false }
				}
			case .section:
				let body = index..<instruction.bodyEnd
				index = instruction.bodyEnd
				let value = try lookup(instruction)
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
			}
		}
		return output.count <= limit
	}

	/// Looks the first name up from the innermost context outwards, then descends.
	/// A name no context has is an error: a misspelled variable must not render as nothing.
	private func lookup(_ instruction: TemplateProgram.Instruction) throws(Template.Failure) -> TemplateValue {
		guard instruction.start < instruction.end else {
			if case .value(let value)? = stack.last {
				return value
			}
			return .missing
		}
		let first = keys[instruction.start]
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
			throw failure(instruction, "unknown variable \"\(first.name)\"")
		}
		for keyIndex in (instruction.start + 1)..<instruction.end {
			switch value {
			case .object(let members):
				guard let next = members[keys[keyIndex]] else {
					throw failure(instruction, "unknown variable \"\(dotted(instruction))\"")
				}
				value = next
			case .missing:
				return .missing
			default:
				throw failure(instruction, "\"\(keys[keyIndex].name)\" of \(dotted(instruction)) is not an object member")
			}
		}
		return value
	}

	private func member(_ key: TemplateKey, of frame: Int) -> TemplateValue? {
		switch stack[frame] {
		case .value(.object(let members)):
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

	private func dotted(_ instruction: TemplateProgram.Instruction) -> String {
		guard instruction.start < instruction.end else {
			return "."
		}
		return keys[instruction.start..<instruction.end].map { $0.name }.joined(separator: ".")
	}

	private func failure(_ instruction: TemplateProgram.Instruction, _ message: String) -> Template.Failure {
		return Template.Failure(template: template, line: instruction.line, message: message)
	}
}
