import Foundation

/// The pipeline: spec bytes → `Spec` → `GenerationModel` → laid-out files (`FileSource`),
/// which a run renders one at a time as it plans and writes them (`OutputPass`). Every spec
/// is checked and every file laid out before anything touches the disk.
public struct Generator: Sendable {

	public struct SpecInput: Sendable {
		public var file: String
		public var bytes: [UInt8]
		/// The OpenAPI document the spec names, read beside it.
		public var openAPI: OpenAPIInput?
		/// The file is an OpenAPI document, not a spec (told when it is read, from one parse).
		var isOpenAPIDocument = false

		public init(file: String, bytes: [UInt8]) {
			self.file = file
			self.bytes = bytes
			(self.openAPI, self.isOpenAPIDocument) = OpenAPIInput.read(forSpec: file, bytes: bytes)
		}

		/// The bytes the spec's files depend on, hashed in turn (never copied into one array):
		/// the spec's, then its document's, then each picklist's saved entries, then each
		/// chooser's parent document.
		var fingerprintParts: [[UInt8]] {
			guard let openAPI = openAPI, let document = openAPI.bytes else {
				return [bytes]
			}
			var parts = [bytes, Array("\u{0}openapi\u{0}".utf8), document]
			for picklist in openAPI.picklists {
				parts.append(Array("\u{0}picklist\u{0}\(picklist.name)\u{0}".utf8))
				parts.append(picklist.bytes ?? [])
			}
			for parent in openAPI.parents {
				parts.append(Array("\u{0}parent\u{0}\(parent.name)\u{0}".utf8))
				parts.append(parent.bytes ?? [])
			}
			return parts
		}
	}

	/// One platform's files of a run, for its own output folder.
	public struct PlatformFiles: Sendable {
		public var platform: Platform
		/// One source per spec, in the order given, then the service classes.
		public var groups: [any FileSource]
	}

	/// Every spec checked and modelled once, and every file of each platform asked laid out;
	/// nothing rendered yet.
	public struct Plan: Sendable {
		/// Each platform's files, iOS first: empty when any spec has an error.
		public var outputs: [PlatformFiles]
		public var diagnostics: Diagnostics
		public var models: [GenerationModel]

		/// The files of the run's first platform (of its only one, but in a run of both).
		public var groups: [any FileSource] {
			return outputs.first?.groups ?? []
		}

		public var succeeded: Bool {
			return !diagnostics.hasErrors
		}
	}

	public struct Result: Sendable {
		/// Every platform's files, iOS's first (each path relative to its platform's folder).
		public var files: [GeneratedFile]
		public var diagnostics: Diagnostics
		public var models: [GenerationModel]

		/// Each spec's template context (what its templates see), in `models` order.
		public var contexts: [TemplateValue] {
			return models.map { $0.templateValue }
		}

		public var succeeded: Bool {
			return !diagnostics.hasErrors
		}
	}

	public var templates: TemplateLibrary
	public var discovery: Discovery?
	public var limits: OutputLimits
	/// What a spec generates when it does not say (`screenletgen.json`).
	public var defaults: SpecDefaults

	public init(templates: TemplateLibrary = .builtIn, discovery: Discovery? = nil, limits: OutputLimits = OutputLimits(), defaults: SpecDefaults = SpecDefaults()) {
		self.templates = templates
		self.discovery = discovery
		self.limits = limits
		self.defaults = defaults
	}

	/// Reads the spec files; an unreadable one is a diagnostic like any other. `-` is standard
	/// input (named `<stdin>`); FIFOs and devices are read by streaming; a file given twice
	/// (under any spelling) is read once.
	public static func read(_ paths: [String]) -> (inputs: [SpecInput], diagnostics: Diagnostics) {
		var diagnostics = Diagnostics()
		var inputs: [SpecInput] = []
		var seen = Set<[UInt64]>()
		var readStandardInput = false
		for path in paths {
			if path == "-" {
				guard !readStandardInput else { continue }
				readStandardInput = true
			}
			let name = path == "-" ? "<stdin>" : path
			let descriptor = path == "-" ? dup(STDIN_FILENO) : open(path, O_RDONLY | O_CLOEXEC)
			guard descriptor >= 0 else {
				diagnostics.error(at: nil, "\(name): cannot read the spec (\(String(cString: strerror(errno))))")
				continue
			}
			defer { close(descriptor) }
			// The same file under another spelling (or a link to it) is the same device and inode.
			var status = stat()
			let isRegularFile = fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
			if isRegularFile && !seen.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted {
				continue
			}
			do {
				// One byte past the parser's limit is enough for it to report the size.
				inputs.append(SpecInput(file: name, bytes: try FileBytes.read(descriptor, limit: JSONParser.maximumSize + 1, expectedSize: isRegularFile ? Int(status.st_size) : nil)))
			}
			catch {
				diagnostics.error(at: nil, "\(name): cannot read the spec (\(error.reason))")
			}
		}
		return (leavingOutDocuments(inputs), diagnostics)
	}

	/// The specs without the OpenAPI documents (their own, their choosers' parents') and picklist
	/// entries they name: README advises
	/// saving them beside the spec, where `Specs/*.json` (a config's pattern or the shell's)
	/// matches them too. A document no spec of the run names stays, and is refused as not a spec.
	static func leavingOutDocuments(_ inputs: [SpecInput]) -> [SpecInput] {
		let documents = Set(inputs.flatMap { input -> [String] in
			guard let openAPI = input.openAPI else {
				return []
			}
			return ([(openAPI.file, openAPI.bytes != nil)] + openAPI.parents.map { ($0.file, $0.bytes != nil) }).compactMap { $0.1 ? canonicalPath($0.0) : nil }
		})
		// A picklist's saved entries, which no spec is.
		let savedEntries = Set(inputs.flatMap { input in (input.openAPI?.picklists ?? []).compactMap { $0.bytes == nil ? nil : canonicalPath($0.file) } })
		guard !documents.isEmpty else {
			return inputs
		}
		return inputs.filter { input in
			let path = canonicalPath(input.file)
			return !(documents.contains(path) && input.isOpenAPIDocument) && !savedEntries.contains(path)
		}
	}

	private static func canonicalPath(_ path: String) -> String {
		return URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
	}

	/// Decodes, checks and models every spec and lays out its files, without rendering:
	/// a run renders them one at a time as it writes (`OutputPass`).
	public func prepare(_ inputs: [SpecInput]) -> Plan {
		// Specs are independent until their files meet: decode and model in parallel.
		let budget = OutputTally(limits)
		let outcomes = ParallelMap.map(inputs) { input in self.prepareOne(input, budget: budget) }
		var diagnostics = Diagnostics()
		var outputs = defaults.platforms.map { PlatformFiles(platform: $0, groups: []) }
		var models: [GenerationModel] = []
		// Each platform's models: the specs written for it.
		var platformModels: [Platform: [GenerationModel]] = [:]
		for outcome in outcomes {
			diagnostics.append(contentsOf: outcome.diagnostics)
			for (platform, group) in outcome.groups {
				outputs[outputs.firstIndex { $0.platform == platform }!].groups.append(group)
			}
			if let model = outcome.model {
				models.append(model)
				for platform in outcome.platforms {
					platformModels[platform, default: []].append(model)
				}
			}
		}
		// A spec not written for a folder names no entity there that a spec written for it has:
		// the entity's files are that spec's (one for iOS, one for Android, of one entity).
		for index in outputs.indices {
			let written = Set(outputs[index].groups.filter { !($0 is NoFiles) }.map(\.entity))
			outputs[index].groups.removeAll { $0 is NoFiles && written.contains($0.entity) }
		}
		var entityLocations: [String: SourceLocation] = [:]
		for group in outputs.flatMap(\.groups) {
			entityLocations[group.specFile] = group.location
		}
		for index in outputs.indices where !diagnostics.hasErrors {
			// What the run's files follow from: every spec of the run (as the run key, which a
			// discovery answer leaves unrecorded: it may change what they say).
			let fingerprints = outputs[index].groups.compactMap(\.fingerprint)
			let runKey = fingerprints.count == outputs[index].groups.count && discovery == nil ? UnchangedRun.key(fingerprints) : nil
			// Only the specs written for this platform call its service classes.
			let platform = outputs[index].platform
			outputs[index].groups += runFiles(of: platform, models: platformModels[platform] ?? [], services: outcomes.flatMap { $0.services }, runKey: runKey, diagnostics: &diagnostics)
		}
		// One message per pair of specs that clash, whether by a path or by a class.
		var collisions = Collisions(entityLocations: entityLocations)
		for output in outputs {
			collisions.checkPaths(output.groups, diagnostics: &diagnostics)
		}
		// Classes clash only in one app: among the specs written for one platform.
		for output in outputs {
			collisions.checkClasses(platformModels[output.platform] ?? [], diagnostics: &diagnostics)
		}
		return Plan(outputs: diagnostics.hasErrors ? [] : outputs, diagnostics: diagnostics, models: models)
	}

	/// A platform's files that belong to the run rather than to one spec: on iOS the custom
	/// portlets' service classes (with a discovery answer), on Android every service class the
	/// specs call, each with the methods any of them calls.
	/// `runKey`: the key of the specs' fingerprints, which an Android service class follows from
	/// alone (an idle rerun checks it with them); an iOS one follows from the discovery answer too.
	private func runFiles(of platform: Platform, models: [GenerationModel], services: [ServiceClass.Request], runKey: String?, diagnostics: inout Diagnostics) -> [any FileSource] {
		switch platform {
		case .ios:
			guard let discovery = discovery else {
				return []
			}
			return serviceClassGroups(services, discovery: discovery, diagnostics: &diagnostics)
		case .android:
			guard let package = defaults.androidPackage else {
				return []
			}
			return AndroidServiceFiles.sources(of: models, package: package, templates: templates, fingerprint: runKey)
		}
	}

	/// The service classes of custom portlets the specs call, from the discovery answer:
	/// `Services/<Class>.swift`, one group each (never for a class the Mobile SDK ships, nor
	/// for one the catalog has: Screens' own `LRScreenscommentService_v70` comes with
	/// LiferayScreens, and a second class of that name would be the app's duplicate).
	private func serviceClassGroups(_ requests: [ServiceClass.Request], discovery: Discovery, diagnostics: inout Diagnostics) -> [TextFiles] {
		var groups: [TextFiles] = []
		var seen = Set<String>()
		for request in requests where seen.insert(request.className).inserted && !ServiceClass.isBuiltIn(request.service)
				&& SDKCatalog.text(of: request.className) == nil {
			do throws(ServiceClass.Failure) {
				let source = try ServiceClass.make(discovery: discovery, service: request.service, className: request.className, templates: templates).source
				groups.append(TextFiles([GeneratedFile(path: "Services/\(request.className).swift", contents: source, specFile: request.specFile, entity: request.className)]))
			}
			catch {
				diagnostics.error(at: request.location, "\(request.path): \(error.message)")
			}
		}
		return groups
	}

	/// Every file rendered in memory: for tests and library users, whose outputs are small.
	public func generate(_ inputs: [SpecInput]) -> Result {
		let plan = prepare(inputs)
		var diagnostics = plan.diagnostics
		let groups = plan.outputs.flatMap(\.groups)
		let rendered = ParallelMap.map(groups) { group -> Swift.Result<[GeneratedFile], Renderer.Failure> in
			do throws(Renderer.Failure) {
				return .success(try group.renderAll())
			}
			catch {
				return .failure(error)
			}
		}
		var files: [GeneratedFile] = []
		for (group, outcome) in zip(groups, rendered) {
			switch outcome {
			case .success(let groupFiles): files += groupFiles
			case .failure(let failure): diagnostics.append(group.diagnostic(for: failure))
			}
		}
		return Result(files: diagnostics.hasErrors ? [] : files, diagnostics: diagnostics, models: plan.models)
	}

	private struct Outcome {
		/// The spec's files for each platform asked, in `defaults.platforms` order (`NoFiles` for
		/// one the spec is not written for).
		var groups: [(Platform, any FileSource)] = []
		/// The platforms of the run the spec is written for.
		var platforms: [Platform] = []
		var model: GenerationModel?
		var diagnostics = Diagnostics()
		/// The service classes its calls use (with a discovery answer only).
		var services: [ServiceClass.Request] = []
	}

	private func prepareOne(_ input: SpecInput, budget: OutputTally) -> Outcome {
		var outcome = Outcome()
		guard let decoded = SpecDecoder.decode(input.bytes, file: input.file, diagnostics: &outcome.diagnostics) else {
			return outcome
		}
		// The platforms of the run the spec is written for.
		let platforms = defaults.platforms.filter(decoded.isWritten)
		if platforms.isEmpty, let own = decoded.platforms, !own.value.isEmpty {
			let asked = defaults.platforms.map(\.rawValue).joined(separator: ",")
			let written = own.value.map(\.rawValue).joined(separator: ",")
			outcome.diagnostics.warning(at: own.location, "\(own.path): this spec is written for \(written) and this run writes \(asked): none of its files are written (--platform \(Set(own.value + defaults.platforms).sorted().map(\.rawValue).joined(separator: ",")) writes them)")
		}
		let document = OpenAPIInput.document(of: decoded, input: input.openAPI, diagnostics: &outcome.diagnostics)
		if decoded.openAPI != nil && document == nil {
			return outcome
		}
		let picklists = OpenAPIInput.picklistEntries(of: decoded, input: input.openAPI, diagnostics: &outcome.diagnostics)
		let parents = OpenAPIInput.parentDocuments(of: decoded, input: input.openAPI, diagnostics: &outcome.diagnostics)
		// Each step reads the resolved spec once; a place one step reports is not reported again.
		let resolved = SpecResolution.resolve(decoded, defaults: defaults, discovery: discovery, document: document, picklists: picklists,
			parents: parents, diagnostics: &outcome.diagnostics)
		let spec = resolved.spec
		if decoded.openAPI != nil && resolved.api == nil {
			return outcome
		}
		var portal = Diagnostics()
		PortalChecks.check(resolved, discovery: discovery, diagnostics: &portal)
		outcome.diagnostics.append(laterStage: portal)
		var modelling = Diagnostics()
		let model = ModelBuilder.build(resolved, diagnostics: &modelling)
		outcome.diagnostics.append(laterStage: modelling)
		outcome.diagnostics.sortByPosition()
		guard let model = model, !outcome.diagnostics.hasErrors else {
			return outcome
		}
		// Which screenlets the Android twin writes: decided once, for its files and its warnings.
		let android = platforms.contains(.android) ? AndroidWrittenScreenlets(model) : nil
		do {
			// Modelled once, laid out for each platform it is written for.
			outcome.groups = try defaults.platforms.map { platform throws(Renderer.Failure) -> (Platform, any FileSource) in
				let platformDefaults = defaults.only(platform)
				guard platforms.contains(platform) else {
					return (platform, NoFiles(specFile: model.specFile, entity: model.entity.className, location: spec.entity.location,
						fingerprint: SpecFiles.fingerprint(of: input.fingerprintParts, templates: templates, defaults: platformDefaults)))
				}
				return (platform, try SpecFiles(model, templates: templates, budget: budget, location: spec.entity.location, specBytes: input.fingerprintParts,
					defaults: platformDefaults, android: android))
			}
			outcome.platforms = platforms
			outcome.model = model
			// A service class is Swift: only iOS writes them.
			outcome.services = discovery == nil || !platforms.contains(.ios) ? [] : ServiceClass.requests(in: spec)
			if let android = android {
				Generator.warnOfUnwrittenScreenlets(android, spec: spec, diagnostics: &outcome.diagnostics)
			}
		}
		catch {
			// What the spec asks for is too much: located at the entity, whose files these are.
			outcome.diagnostics.error(at: spec.entity.location, "\(spec.entity.path): \(error.description)")
		}
		return outcome
	}

	/// One warning at each screenlet the Android twin does not write yet, with why.
	private static func warnOfUnwrittenScreenlets(_ android: AndroidWrittenScreenlets, spec: Spec, diagnostics: inout Diagnostics) {
		let lists = spec.screenlets.compactMap { screenlet -> (SourceLocation, String)? in
			if case .list(let list) = screenlet { return (list.location, list.path) }
			return nil
		}
		let actions = spec.screenlets.compactMap { screenlet -> (SourceLocation, String)? in
			if case .action(let action) = screenlet { return (action.location, action.path) }
			return nil
		}
		for (places, gaps) in [(lists, android.unwrittenLists), (actions, android.unwrittenActionScreenlets)] {
			for gap in gaps where gap.index < places.count {
				let (location, path) = places[gap.index]
				diagnostics.warning(at: location, "\(path): the Android twin does not write \(gap.name) yet (issue 37), only its string resources: \(gap.reason); generate it for iOS, or write its Android classes by hand")
			}
		}
	}
}
