import Foundation

/// `screenletgen init` and `screenletgen service`: one text made from the catalog, a
/// discovery answer or (`init`) an OpenAPI document, printed or written to `-o FILE`.
public struct StarterRun {

	public struct Request {
		public var service: String
		public var entity: String?
		public var sdk: String?
		/// `init --openapi FILE`, and its `--schema NAME`: the starting point instead of `service`.
		public var openapi: String?
		public var schema: String?
		/// `init --base-path PATH`: the API's path where the document leaves it as a placeholder.
		public var basePath: String?
		public var className: String?
		public var discoveries: [String] = []
		public var templates: String?
		public var output: String?
		public var force = false

		public init(service: String) {
			self.service = service
		}
	}

	public let request: Request
	public let console: Console

	public init(_ request: Request, console: Console) {
		self.request = request
		self.console = console
	}

	/// `init`: a starter spec for the service.
	public func starterSpec() -> Int32 {
		// Until it writes, a signal ends the command at once (`Interruption`).
		Interruption.catchSignals()
		defer { Interruption.restoreSignals() }
		let options = request
		if let openapi = options.openapi {
			return headlessStarterSpec(openapi)
		}
		let (discovery, loaded) = console.loadDiscovery(options.discoveries)
		guard loaded else {
			return RunStatus.failure
		}
		let starter: String
		do {
			// What the generator would refuse is refused here: nothing is written.
			starter = try StarterSpec.checked(discovery: discovery, service: options.service, sdk: options.sdk, entity: options.entity)
		}
		catch {
			for line in error.lines {
				console.error("screenletgen: \(line)\n")
			}
			return RunStatus.failure
		}
		return printOrWrite(starter, to: options.output, command: "init", what: "the spec file", force: options.force)
	}

	/// `init --openapi FILE`: a starter spec for the document's entity, which names the document
	/// from the spec's own folder; what the document has no operation for is said, not written.
	private func headlessStarterSpec(_ path: String) -> Int32 {
		let options = request
		// The spec names the document from its own folder: a folder that is not there is the
		// mistake to report, not the document it would then seem to lack.
		if let output = options.output, output != "-", let problem = InitTarget.missingFolder(output) {
			console.error("screenletgen: init -o \(InvisibleScalars.visible(output)): \(InvisibleScalars.visible(problem))\n")
			return RunStatus.failure
		}
		var diagnostics = Diagnostics()
		let document = OpenAPIReader.read(path: path, diagnostics: &diagnostics)
		console.report(diagnostics)
		guard let document = document, !diagnostics.hasErrors else {
			console.error("screenletgen: \(path) cannot be read as an OpenAPI document; nothing was written\n")
			return RunStatus.failure
		}
		let starter: StarterSpec.HeadlessStarter
		do {
			starter = try StarterSpec.checked(openAPI: document, reference: InitTarget.reference(to: path, fromSpecAt: options.output),
				schema: options.schema, entity: options.entity, basePath: options.basePath, specFile: InitTarget.specFile(options.output))
		}
		catch {
			for line in error.lines {
				console.error("screenletgen: \(line)\n")
			}
			return RunStatus.failure
		}
		for note in starter.notes {
			console.error("\(note)\n")
		}
		return printOrWrite(starter.text, to: options.output, command: "init", what: "the spec file", force: options.force)
	}


	/// `screenletgen service`: a custom portlet's service class from the discovery answer,
	/// printed or written to `-o FILE` (its folder must exist; an existing file needs --force).
	public func serviceClass() -> Int32 {
		Interruption.catchSignals()
		defer { Interruption.restoreSignals() }
		let options = request
		let (discovery, loaded) = console.loadDiscovery(options.discoveries)
		guard loaded, let found = discovery else {
			return RunStatus.failure
		}
		let source: String
		do {
			// `--templates` may override Service.swift like any other template.
			let templates = try TemplateLibrary(overrides: options.templates)
			source = try ServiceClass.make(discovery: found, service: options.service, className: options.className, templates: templates).source
		}
		catch let error as TemplateLibrary.Failure {
			console.error("screenletgen: \(error.message)\n")
			return RunStatus.failure
		}
		catch let error as ServiceClass.Failure {
			console.error("screenletgen: \(error.message)\n")
			return RunStatus.failure
		}
		catch {
			console.error("screenletgen: \(error)\n")
			return RunStatus.failure
		}
		return printOrWrite(source, to: options.output, command: "service", what: "the Swift file", force: options.force)
	}

	/// `init` and `service`: the text on standard output, or to `-o FILE` (not a folder; its
	/// folder must exist; an existing file only with `--force`), written atomically.
	private func printOrWrite(_ text: String, to output: String?, command: String, what: String, force: Bool) -> Int32 {
		guard let output = output else {
			console.output(text)
			return RunStatus.success
		}
		var isFolder: ObjCBool = false
		if output.hasSuffix("/") || (FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue) {
			console.error("screenletgen: \(command) -o \(output): that is a folder; give the path of \(what) to write\n")
			return RunStatus.failure
		}
		if let problem = InitTarget.missingFolder(output) {
			console.error("screenletgen: \(command) -o \(output): \(problem)\n")
			return RunStatus.failure
		}
		if let kind = InitTarget.specialFile(output) {
			console.error("screenletgen: \(command) -o \(output): that is \(kind), not a file; --force replaces only a file (give the path of \(what) to write)\n")
			return RunStatus.failure
		}
		if FileManager.default.fileExists(atPath: output) && !force {
			console.error("screenletgen: \(output) exists; not overwritten (use --force)\n")
			return RunStatus.failure
		}
		// The file is replaced whole: a signal from here on is answered once it is.
		Interruption.beginWriting()
		do {
			try OutputWriter.replace(output, with: Array(text.utf8))
		}
		catch {
			console.error("screenletgen: \(error.message)\n")
			return RunStatus.failure
		}
		console.output("created \(output)\n")
		if let signal = Interruption.signal {
			console.error("screenletgen: interrupted after \(output) was written\n")
			return 128 + signal
		}
		return RunStatus.success
	}
}

/// `init -o`: the spec is written into an existing folder, which is named when it is missing.
enum InitTarget {

	/// How a spec written at `output` names `document` (both as given, from the working
	/// directory): relative to the spec's folder, as the generator reads it, through the real
	/// folders (a link's `..` is its target's parent); as given when the spec is printed.
	static func reference(to document: String, fromSpecAt output: String?) -> String {
		guard let output = output else {
			return document
		}
		let folder = physical((absolute(output) as NSString).deletingLastPathComponent)
		let target = physical(absolute(document))
		let from = folder.split(separator: "/")
		let to = target.split(separator: "/")
		var common = 0
		while common < from.count && common < to.count && from[common] == to[common] {
			common += 1
		}
		let steps = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
		return steps.joined(separator: "/")
	}

	/// The path the generator's checks give a spec: where it will be written, or a file of the
	/// working directory when it is printed (its document is named from there).
	static func specFile(_ output: String?) -> String {
		return absolute(output ?? "init.json")
	}

	private static func absolute(_ path: String) -> String {
		let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
		return (full as NSString).standardizingPath
	}

	/// The path with its links followed, as far as it exists.
	private static func physical(_ path: String) -> String {
		guard let resolved = realpath(path, nil) else {
			return path
		}
		defer {
			free(resolved)
		}
		return String(cString: resolved)
	}

	/// What stands at `output` when it is neither a file nor a link: a FIFO, a device or a
	/// socket is never replaced by a file, even with `--force` (a reader waiting on a FIFO, a
	/// device of the system).
	static func specialFile(_ output: String) -> String? {
		var status = stat()
		guard lstat(output, &status) == 0 else {
			return nil
		}
		switch status.st_mode & S_IFMT {
		case S_IFIFO: return "a FIFO"
		case S_IFCHR, S_IFBLK: return "a device"
		case S_IFSOCK: return "a socket"
		default: return nil
		}
	}

	static func missingFolder(_ output: String) -> String? {
		let folder = (output as NSString).deletingLastPathComponent
		guard !folder.isEmpty else {
			return nil
		}
		var isFolder: ObjCBool = false
		if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
			return isFolder.boolValue ? nil : "\(folder) is not a folder"
		}
		return "the folder \(folder) does not exist; create it first (mkdir -p \(folder))"
	}
}
