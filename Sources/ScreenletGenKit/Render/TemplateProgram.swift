/// A parsed template flattened for rendering: plain instructions over one pool of text bytes
/// and one pool of names. An instruction holds only numbers, so stepping through thousands
/// of them per file retains and releases nothing; a section's body is the instructions up
/// to its `bodyEnd`, and so is a partial tag's once linked: its template's instructions,
/// written in after it (`linking(_:)`), so that rendering never leaves the program.
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

		var kind: Kind
		/// Text: the bytes `start..<end` of the text pool. Otherwise the path's names
		/// `start..<end` of the key pool; no names is `.`, the current context.
		var start: Int
		var end: Int
		/// A section or a partial tag: the index of the instruction after its body.
		var bodyEnd: Int
		var line: Int
	}

	/// How a source's last line ends. A partial's lines stand in for its tag's line, line end
	/// included, as if its text were pasted there: its own last line end is the tag line's.
	struct LastLine: Sendable {
		var endsWithLineEnd = false
		/// It holds only section tags or comments: it writes nothing, not even a line end.
		var vanishes = false
	}

	/// A partial tag as it is run: the paths of its bindings in the key pool, and what its
	/// partial's last line end needs to become the tag line's.
	struct Inclusion: Sendable {
		enum Ending: Sendable {
			case kept
			case added
			case dropped
		}

		let tag: PartialTag
		var paths: [Range<Int>]
		var ending = Ending.kept
	}

	private(set) var instructions: [Instruction]
	private(set) var text: [UInt8]
	private(set) var keys: [TemplateKey]
	private(set) var inclusions: [Inclusion]
	let lastLine: LastLine
	/// Its partial tags have their templates' instructions (a template without tags is too).
	private(set) var isLinked: Bool

	init(_ nodes: [Template.Node], lastLine: LastLine) {
		var builder = Builder()
		builder.add(nodes)
		self.instructions = builder.instructions
		self.text = builder.text
		self.keys = builder.keys
		self.inclusions = builder.inclusions
		self.lastLine = lastLine
		self.isLinked = builder.inclusions.isEmpty
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
					// No body until linked.
					instructions.append(Instruction(kind: .partial, start: inclusions.count, end: 0, bodyEnd: instructions.count + 1, line: tag.line))
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

	/// This program with, after each partial tag, the instructions of `partials[i]` (linked
	/// programs, one for each tag): its pools join these, and its positions move with them.
	func linking(_ partials: [TemplateProgram]) -> TemplateProgram {
		precondition(partials.count == inclusions.count && partials.allSatisfy { $0.isLinked }, "one linked program for each partial tag")
		var linked = self
		linked.instructions = []
		linked.isLinked = true
		// Where each instruction of this program lands, and where its end does.
		var moved: [Int] = []
		moved.reserveCapacity(instructions.count + 1)
		for instruction in instructions {
			moved.append(linked.instructions.count)
			linked.instructions.append(instruction)
			guard instruction.kind == .partial else {
				continue
			}
			let partial = partials[instruction.start]
			let at = linked.instructions.count, textBase = linked.text.count, keyBase = linked.keys.count, inclusionBase = linked.inclusions.count
			linked.text.append(contentsOf: partial.text)
			linked.keys.append(contentsOf: partial.keys)
			for var inclusion in partial.inclusions {
				inclusion.paths = inclusion.paths.map { ($0.lowerBound + keyBase)..<($0.upperBound + keyBase) }
				linked.inclusions.append(inclusion)
			}
			linked.inclusions[instruction.start].ending = TemplateProgram.ending(of: partial.lastLine, for: inclusions[instruction.start].tag)
			for var inner in partial.instructions {
				switch inner.kind {
				case .text:
					inner.start += textBase
					inner.end += textBase
				case .variable, .section, .invertedSection:
					inner.start += keyBase
					inner.end += keyBase
				case .partial:
					inner.start += inclusionBase
				}
				if inner.kind == .section || inner.kind == .invertedSection || inner.kind == .partial {
					inner.bodyEnd += at
				}
				linked.instructions.append(inner)
			}
			linked.instructions[at - 1].bodyEnd = linked.instructions.count
		}
		moved.append(linked.instructions.count)
		for (index, instruction) in instructions.enumerated() where instruction.kind == .section || instruction.kind == .invertedSection {
			linked.instructions[moved[index]].bodyEnd = moved[instruction.bodyEnd]
		}
		return linked
	}

	/// What the last line end of a partial ending as `lastLine` becomes on `tag`'s line: the
	/// tag line's own, unless that line vanishes anyway.
	private static func ending(of lastLine: LastLine, for tag: PartialTag) -> Inclusion.Ending {
		if lastLine.vanishes || tag.endsLine == lastLine.endsWithLineEnd {
			return .kept
		}
		return tag.endsLine ? .added : .dropped
	}
}
