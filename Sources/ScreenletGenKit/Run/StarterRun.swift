import Foundation

/// `screenletgen init` and `screenletgen service`: one text made from the catalog or a
/// discovery answer, printed or written to `-o FILE`.
public struct StarterRun {

	public struct Request {
		public var service: String
		public var entity: String?
		public var sdk: String?
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
		let options = request
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
			for line in error.message.split(separator: "\n") {
				console.error("screenletgen: \(line)\n")
			}
			return RunStatus.failure
		}
		return printOrWrite(starter, to: options.output, command: "init", what: "the spec file", force: options.force)
	}


	/// `screenletgen service`: a custom portlet's service class from the discovery answer,
	/// printed or written to `-o FILE` (its folder must exist; an existing file needs --force).
	public func serviceClass() -> Int32 {
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
		do {
			try OutputWriter.replace(output, with: Array(text.utf8))
		}
		catch {
			console.error("screenletgen: \(error.message)\n")
			return RunStatus.failure
		}
		console.output("created \(output)\n")
		return RunStatus.success
	}
}

/// `init -o`: the spec is written into an existing folder, which is named when it is missing.
enum InitTarget {

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
