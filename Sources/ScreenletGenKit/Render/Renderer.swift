/// A file the generator produces: a path relative to the output folder and its text.
public struct GeneratedFile: Sendable, Equatable {
	public var path: String
	public var contents: String
	/// The spec that produced it, for messages.
	public var specFile: String
	/// The entity it belongs to (an identifier): the output folder's manifest records it.
	public var entity: String
}

/// Model → files, through the templates.
public enum Renderer {

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
			case .nameTooLong(let name): return "the generated name \(name) is \(name.utf8.count) bytes long, more than the \(TemporaryFile.maximumNameLength) a file name may have; shorten the entity, screenlet or action name"
			}
		}
	}

	public static func render(_ model: GenerationModel, templates: TemplateLibrary, limits: OutputLimits = OutputLimits()) throws(Failure) -> [GeneratedFile] {
		return try render(model, templates: templates, budget: OutputBudget(limits))
	}

	/// Files are counted before any is rendered, bytes while rendering: a file stops
	/// growing as soon as it would pass what is left of the run's budget.
	static func render(_ model: GenerationModel, templates: TemplateLibrary, budget: OutputBudget) throws(Failure) -> [GeneratedFile] {
		let entries = FileLayout.entries(for: model)
		for entry in entries {
			if let name = entry.path.split(separator: "/").first(where: { $0.utf8.count > TemporaryFile.maximumNameLength }) {
				throw Failure.nameTooLong(name: String(name))
			}
		}
		guard budget.reserveFiles(entries.count) else {
			throw Failure.tooManyFiles(limit: budget.limits.maximumFiles)
		}
		var files: [GeneratedFile] = []
		for entry in entries {
			let rendered: String?
			do {
				rendered = try templates.template(entry.template).render(entry.context, limit: budget.remainingBytes)
			}
			catch {
				throw Failure.template(error)
			}
			guard let text = rendered, budget.consumeBytes(text.utf8.count) else {
				throw Failure.tooManyBytes(path: entry.path, limit: budget.limits.maximumBytes)
			}
			files.append(GeneratedFile(path: entry.path, contents: text, specFile: model.specFile, entity: model.entity.className))
		}
		return files
	}
}
