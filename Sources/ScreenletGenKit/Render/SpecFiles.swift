/// One spec's files, laid out from its model (`FileLayout`) but not rendered: the template
/// data is made only when they are rendered (`rendering()`), and dropped after. The layout
/// too is made again each time it is asked for (`paths`, `rendering()`), not kept: kept, a
/// bulk run's layouts were a third of its models' memory (36 paths a spec for two platforms)
/// for the whole time every spec is checked, and making one again costs a few microseconds.
public struct SpecFiles: FileSource {

	public let specFile: String
	public let entity: String
	public let location: SourceLocation?
	/// Identifies everything the files are made from (the spec's bytes, the templates and the
	/// generator's build). Not the template data: a valid spec's data can be gigabytes (one
	/// long text repeated by thousands of actions), its bytes are at most a few megabytes.
	public let fingerprint: String?
	private let model: GenerationModel
	private let platform: RenderPlatform
	private let templates: TemplateLibrary
	private let budget: OutputTally

	/// Lays out a model's files; file names too long for a file system and a run over its
	/// file limit fail here, before anything is rendered.
	/// `android`: which screenlets an Android twin writes, when the caller decided it already.
	init(_ model: GenerationModel, templates: TemplateLibrary, budget: OutputTally, location: SourceLocation?, specBytes: [[UInt8]]? = nil,
			defaults: SpecDefaults = SpecDefaults(), android: AndroidWrittenScreenlets? = nil) throws(Renderer.Failure) {
		let platform = RenderPlatform(defaults, model: model, written: android)
		let layout = FileLayout.entries(for: model, platform: platform)
		// No name in a path is longer than the path: most paths need no splitting.
		for entry in layout where entry.path.utf8.count > FileNames.maximumLength {
			if let name = entry.path.split(separator: "/").first(where: { $0.utf8.count > FileNames.maximumLength }) {
				throw Renderer.Failure.nameTooLong(name: String(name))
			}
		}
		guard budget.reserveFiles(layout.count) else {
			throw Renderer.Failure.tooManyFiles(limit: budget.limits.maximumFiles)
		}
		self.specFile = model.specFile
		self.entity = model.entity.className
		self.location = location
		self.platform = platform
		self.fingerprint = specBytes.map { SpecFiles.fingerprint(of: $0, templates: templates, defaults: defaults) }
		self.model = model
		self.templates = templates
		self.budget = budget
	}

	/// What a spec's files are made from: its bytes, the templates, the run's defaults for what
	/// a spec does not say, and the generator's build.
	/// `specBytes`: the spec's bytes, then those of what it reads (its OpenAPI document).
	public static func fingerprint(of specBytes: [[UInt8]], templates: TemplateLibrary, defaults: SpecDefaults = SpecDefaults()) -> String {
		var hasher = templates.fingerprintHasher
		hasher.combine(defaults.fingerprintText)
		for part in specBytes {
			hasher.combine(bytes: part)
		}
		return hasher.digest
	}

	public var paths: [String] {
		return FileLayout.entries(for: model, platform: platform).map { $0.path }
	}

	public func rendering() -> FileRendering {
		let renderer = Renderer(model, templates: templates, budget: budget, platform: platform)
		let layout = FileLayout.entries(for: model, platform: platform)
		return FileRendering(count: layout.count) { index throws(Renderer.Failure) in try renderer.render(layout[index]) }
	}
}
