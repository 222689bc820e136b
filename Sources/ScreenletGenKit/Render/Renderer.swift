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

	public static func render(_ model: GenerationModel, templates: TemplateLibrary) throws(Template.Failure) -> [GeneratedFile] {
		var files: [GeneratedFile] = []
		for entry in FileLayout.entries(for: model) {
			let text = try templates.template(entry.template).render(entry.context)
			files.append(GeneratedFile(path: entry.path, contents: text, specFile: model.specFile, entity: model.entity.className))
		}
		return files
	}
}
