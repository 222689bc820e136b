/// A file the generator produces: a path relative to the output folder, its text, and what it
/// was made from.
public struct GeneratedFile: Sendable, Equatable {
	public var path: String
	public var contents: String
	/// The spec that produced it, for messages.
	public var specFile: String
	/// The entity it belongs to (an identifier): the output folder's manifest records it.
	public var entity: String
	/// The template it was rendered from; nil for a text made otherwise (a service class).
	public var template: String? = nil
	/// The template's data (`.missing` without a template): what another template tool needs
	/// to render the same file (the benchmark's peer).
	public var context: TemplateValue = .missing

	/// The same file with the same text, from the same template (the data is what made it).
	public static func == (left: GeneratedFile, right: GeneratedFile) -> Bool {
		return left.path == right.path && left.contents == right.contents && left.specFile == right.specFile
			&& left.entity == right.entity && left.template == right.template
	}
}

/// Laid-out files (`FileLayout`) → text, through the templates: the one place a template
/// meets its data. Made per spec; the template data is made with it.
public struct Renderer: Sendable {

	public enum Failure: Error, CustomStringConvertible {
		case template(Template.Failure)
		/// The run's output would pass a limit (`OutputLimits`): the file that did it.
		case tooManyFiles(limit: Int)
		case tooManyBytes(path: String, limit: Int)
		/// A file or folder name too long for the file system.
		case nameTooLong(name: String)

		public var description: String {
			switch self {
			case .template(let failure): return failure.description
			case .tooManyFiles(let limit): return "this spec takes the run over \(limit) generated files; raise the limit with --max-files N"
			case .tooManyBytes(let path, let limit): return "this spec takes the run's output over \(limit) bytes (at \(path)): a long text repeated by many screenlets, actions or inputs? Raise the limit with --max-output-bytes N"
			case .nameTooLong(let name): return "the generated name \(name) is \(name.utf8.count) bytes long, more than the \(FileNames.maximumLength) a file name may have; shorten the entity, screenlet or action name"
			}
		}
	}

	private let specFile: String
	private let entity: String
	private let contexts: FileLayout.Contexts
	private let templates: TemplateLibrary
	private let budget: OutputTally

	init(_ model: GenerationModel, templates: TemplateLibrary, budget: OutputTally, platform: RenderPlatform = .ios) {
		self.specFile = model.specFile
		self.entity = model.entity.className
		self.contexts = FileLayout.Contexts(model, platform: platform)
		self.templates = templates
		self.budget = budget
	}

	/// One file. It stops growing as soon as it would pass what is left of the run's output
	/// budget.
	func render(_ entry: FileLayout.Entry) throws(Failure) -> GeneratedFile {
		let context = contexts.context(for: entry.scope)
		let rendered: String?
		do {
			rendered = try templates.template(entry.template).render(context, limit: budget.remainingBytes)
		}
		catch {
			throw Failure.template(error)
		}
		guard let text = rendered, budget.consumeBytes(text.utf8.count) else {
			throw Failure.tooManyBytes(path: entry.path, limit: budget.limits.maximumBytes)
		}
		return GeneratedFile(path: entry.path, contents: text, specFile: specFile, entity: entity, template: entry.template, context: context)
	}
}
