/// Resolves partial tags: each template is linked to the templates its `{{> name}}` tags name,
/// themselves linked, each parsed when first reached. A partial may include others, but no
/// template may include itself, however far down, nor grow past `maximumInstructions` or
/// `maximumText` once its partials are written in. The first error is always the same one:
/// templates are linked in the order asked, and each one's tags in order.
struct TemplateLinker {

	/// A linked template's largest size: instructions (tags and runs of text) and bytes of
	/// text, its partials' included. The largest built-in one has 263 and 9 KB.
	static let maximumInstructions = 262_144
	static let maximumText = 4 * 1024 * 1024

	private let sources: [String: String]
	private var linked: [String: Template] = [:]
	/// The templates being linked, outermost first, each with the tag being followed: a name
	/// met again on it closes a cycle.
	private var trail: [(name: String, tag: PartialTag?)] = []

	init(sources: [String: String]) {
		self.sources = sources
	}

	mutating func link(_ name: String) throws(Template.Failure) -> Template {
		if let template = linked[name] {
			return template
		}
		guard let source = sources[name] else {
			preconditionFailure("no template \(name): its includer was checked")
		}
		let template = try Template(name: name, source: source)
		var partials: [Template] = []
		// What linking will make, counted before it is made: a partial included many times,
		// that includes others many times, would otherwise fill the memory.
		var instructions = template.program.instructions.count
		var text = template.program.text.count
		trail.append((name, nil))
		for inclusion in template.program.inclusions {
			let tag = inclusion.tag
			guard sources[tag.name] != nil else {
				throw Template.Failure(template: name, line: tag.line, message: "{{> \(tag.name)}} names no template")
			}
			trail[trail.count - 1].tag = tag
			if let start = trail.firstIndex(where: { $0.name == tag.name }) {
				// Reported at the first template of the cycle this search reached: with
				// overrides linked first, a user's template that closes a cycle is the one named.
				let cycle = trail[start...].map { $0.name } + [tag.name]
				let first = trail[start]
				throw Template.Failure(template: first.name, line: first.tag!.line,
					message: "{{> \(first.tag!.name)}} makes an include cycle, \(cycle.joined(separator: " → ")): a template cannot include itself")
			}
			let partial = try link(tag.name)
			instructions += partial.program.instructions.count
			text += partial.program.text.count
			let past = instructions > TemplateLinker.maximumInstructions ? "\(TemplateLinker.maximumInstructions) tags and runs of text"
				: text > TemplateLinker.maximumText ? "\(TemplateLinker.maximumText) bytes of text" : nil
			if let past = past {
				throw Template.Failure(template: name, line: tag.line,
					message: "{{> \(tag.name)}}: with its partials written in, this template would hold more than \(past), the most a template may; include fewer or smaller partials")
			}
			partials.append(partial)
		}
		trail.removeLast()
		let result = template.linking(partials)
		linked[name] = result
		return result
	}
}
