/// The files of one spec, laid out but not yet rendered: the output stage renders them one
/// at a time, so a run holds one file per core in memory, never the whole output. The
/// template data is made only when the group is rendered (`data()`), and dropped after.
public struct FileGroup: Sendable {

	public struct File: Sendable {
		public var path: String
		let source: Source
	}

	enum Source: Sendable {
		/// The template's name.
		case template(String)
		/// Already rendered (`init(files:)`).
		case text(GeneratedFile)
		/// Known only from the manifest (`init(recorded:…)`).
		case recorded
	}

	/// What renders the files: the template data, made once per rendering (`data()`).
	public struct Data {
		let renderer: Renderer?
	}

	public let specFile: String
	/// The entity's class name: the manifest records each file under it.
	public let entity: String
	/// Where the spec names its entity: problems of its output are reported there.
	public let location: SourceLocation?
	public let files: [File]
	/// Identifies everything the files are made from (the spec's bytes, the templates and the
	/// generator's build): while it matches the manifest's, the files need no rendering.
	/// Not the template data: a valid spec's data can be gigabytes (one long text repeated by
	/// thousands of actions), its bytes are at most a few megabytes.
	public let fingerprint: String?
	/// Released (`releaseModel()`) once the files are staged: a large run holds the models of
	/// the groups still to be written, not of all of them.
	private var model: GenerationModel?
	private let layout: [FileLayout.Entry]
	private let templates: TemplateLibrary
	private let budget: OutputTally

	/// Lays out a model's files; file names too long for a file system and a run over its
	/// file limit fail here, before anything is rendered.
	init(_ model: GenerationModel, templates: TemplateLibrary, budget: OutputTally, location: SourceLocation?, specBytes: [UInt8]? = nil, defaults: SpecDefaults = SpecDefaults()) throws(Renderer.Failure) {
		let entries = FileLayout.entries(for: model)
		// No name in a path is longer than the path: most paths need no splitting.
		for entry in entries where entry.path.utf8.count > FileNames.maximumLength {
			if let name = entry.path.split(separator: "/").first(where: { $0.utf8.count > FileNames.maximumLength }) {
				throw Renderer.Failure.nameTooLong(name: String(name))
			}
		}
		guard budget.reserveFiles(entries.count) else {
			throw Renderer.Failure.tooManyFiles(limit: budget.limits.maximumFiles)
		}
		self.specFile = model.specFile
		self.entity = model.entity.className
		self.location = location
		self.files = entries.map { File(path: $0.path, source: .template($0.template)) }
		self.model = model
		self.layout = entries
		self.fingerprint = specBytes.map { FileGroup.fingerprint(of: $0, templates: templates, defaults: defaults) }
		self.templates = templates
		self.budget = budget
	}

	/// What a spec's files are made from: its bytes, the templates, the run's defaults for what
	/// a spec does not say, and the generator's build.
	public static func fingerprint(of specBytes: [UInt8], templates: TemplateLibrary, defaults: SpecDefaults = SpecDefaults()) -> String {
		var hasher = templates.fingerprintHasher
		hasher.combine(defaults.fingerprintText)
		hasher.combine(bytes: specBytes)
		return hasher.digest
	}

	/// The files the manifest records for an entity whose spec is unchanged (`UnchangedRun`):
	/// they can be checked on disk, not rendered (there is no model).
	init(recorded entity: String, specFile: String, paths: [String], fingerprint: String) {
		self.specFile = specFile
		self.entity = entity
		self.location = nil
		self.files = paths.map { File(path: $0, source: .recorded) }
		self.fingerprint = fingerprint
		self.model = nil
		self.layout = []
		self.templates = .builtIn
		self.budget = OutputTally(OutputLimits(maximumBytes: 0, maximumFiles: .max))
	}

	/// Built from the manifest: can be checked, not rendered.
	var isRecorded: Bool {
		if case .recorded? = files.first?.source {
			return true
		}
		return false
	}

	/// Files rendered already, all of one spec and entity (tests and library users); never
	/// skipped by fingerprint.
	public init(files: [GeneratedFile]) {
		self.specFile = files.first?.specFile ?? ""
		self.entity = files.first?.entity ?? ""
		self.location = nil
		self.files = files.map { File(path: $0.path, source: .text($0)) }
		self.fingerprint = nil
		self.model = nil
		self.layout = []
		self.templates = .builtIn
		self.budget = OutputTally(OutputLimits(maximumBytes: .max, maximumFiles: .max))
	}

	/// Groups of rendered files, one per entity, in their order.
	public static func grouping(_ files: [GeneratedFile]) -> [FileGroup] {
		var order: [String] = []
		var byEntity: [String: [GeneratedFile]] = [:]
		for file in files {
			if byEntity[file.entity] == nil {
				order.append(file.entity)
			}
			byEntity[file.entity, default: []].append(file)
		}
		return order.map { FileGroup(files: byEntity[$0]!) }
	}

	/// The template data of every file: made when the group is rendered, not before.
	public func data() -> Data {
		guard let model = model else {
			precondition(!files.contains { if case .template = $0.source { return true } else { return false } },
				"\(entity): the model was released after its files were staged; they cannot be rendered again")
			return Data(renderer: nil)
		}
		return Data(renderer: Renderer(model, templates: templates, budget: budget))
	}

	/// Drops the model once the files are written to their temporary files: nothing renders
	/// them again, and a bulk run's models are most of its memory.
	mutating func releaseModel() {
		model = nil
	}

	/// One file's text (`data` from `data()`). A file stops growing as soon as it would
	/// pass what is left of the run's output budget.
	public func render(_ index: Int, data: Data) throws(Renderer.Failure) -> GeneratedFile {
		let file = files[index]
		switch file.source {
		case .template:
			return try data.renderer!.render(layout[index])
		case .text(let given):
			guard budget.consumeBytes(given.contents.utf8.count) else {
				throw Renderer.Failure.tooManyBytes(path: file.path, limit: budget.limits.maximumBytes)
			}
			return given
		case .recorded:
			preconditionFailure("\(file.path) is known only from the manifest: check it, do not render it")
		}
	}

	/// A failure of this group's output as the diagnostic a user sees: at the entity when
	/// the spec asks for too much, at the template otherwise.
	public func diagnostic(for failure: Renderer.Failure) -> Diagnostic {
		if case .template(let failure) = failure {
			return Diagnostic(at: nil, "\(specFile): \(failure.description)")
		}
		return Diagnostic(at: location, "entity: \(failure.description)")
	}
}
