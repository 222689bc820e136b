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
			case .nameTooLong(let name): return "the generated name \(name) is \(name.utf8.count) bytes long, more than the \(FileNames.maximumLength) a file name may have; shorten the entity, screenlet or action name"
			}
		}
	}

	/// Every file of a model, rendered in memory (tests and library users; a run streams
	/// its files one by one through `FileGroup` instead).
	public static func render(_ model: GenerationModel, templates: TemplateLibrary, limits: OutputLimits = OutputLimits()) throws(Failure) -> [GeneratedFile] {
		let group = try FileGroup(model, templates: templates, budget: OutputTally(limits), location: nil)
		var files: [GeneratedFile] = []
		let data = group.data()
		for (index, file) in group.files.enumerated() {
			files.append(GeneratedFile(path: file.path, contents: try group.render(index, data: data), specFile: group.specFile, entity: group.entity))
		}
		return files
	}
}
