import Foundation

/// The whole command-line behaviour, as a function of arguments to exit status, so the
/// tests drive exactly what the `screenletgen` binary does.
public struct CommandLineTool {

	public var standardOutput: (String) -> Void
	public var standardError: (String) -> Void

	public init(standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void) {
		self.standardOutput = standardOutput
		self.standardError = standardError
	}

	/// Where `screenletgen.json` is looked for; nil: the process's working directory.
	public var workingDirectory: String?

	/// How long a run waits for another run that holds the output folder's lock.
	public var lockTimeout: TimeInterval = 60

	public static let success: Int32 = 0
	public static let failure: Int32 = 1
	public static let usage: Int32 = 64

	public func run(_ arguments: [String]) -> Int32 {
		var options: Options
		do {
			options = try Options.parseFlags(arguments)
			guard useConfig(&options) else {
				return CommandLineTool.failure
			}
			try options.validate()
		}
		catch {
			standardError("screenletgen: \(error.message)\n\(HelpText.usage)\n(see screenletgen --help)\n")
			return CommandLineTool.usage
		}
		switch options.command {
		case .help:
			standardOutput(HelpText.text + "\n")
			return CommandLineTool.success
		case .initHelp:
			standardOutput(HelpText.initText + "\n")
			return CommandLineTool.success
		case .serviceHelp:
			standardOutput(HelpText.serviceText + "\n")
			return CommandLineTool.success
		case .serviceClass:
			return runServiceClass(options)
		case .version:
			standardOutput(HelpText.version + "\n")
			return CommandLineTool.success
		case .initSpec:
			return runInit(options)
		case .generate:
			return runGenerate(options)
		}
	}

	private func report(_ diagnostics: Diagnostics) {
		for diagnostic in diagnostics.all {
			standardError("\(diagnostic)\n")
		}
	}

	func loadDiscovery(_ paths: [String]) -> (Discovery?, Bool) {
		guard !paths.isEmpty else {
			return (nil, true)
		}
		var diagnostics = Diagnostics()
		let answers = paths.map { DiscoveryReader.read(path: $0, diagnostics: &diagnostics) }
		report(diagnostics)
		// A bad entry is an error like any other: the run must not pass on a partial answer.
		let found = answers.compactMap { $0 }
		return (Discovery.merging(found), found.count == paths.count && !diagnostics.hasErrors)
	}

	private func runGenerate(_ options: Options) -> Int32 {
		let root: String
		do {
			root = try OutputFolder.resolve(options.output ?? "")
		}
		catch {
			standardError("screenletgen: \(error.message)\n\(HelpText.usage)\n")
			return CommandLineTool.usage
		}
		if let folder = options.templates, !reportStrayTemplateFiles(folder) {
			return CommandLineTool.failure
		}
		let templates: TemplateLibrary
		do {
			templates = try TemplateLibrary(overrides: options.templates)
		}
		catch {
			standardError("screenletgen: \(error.message)\n")
			return CommandLineTool.failure
		}
		let (discovery, discoveryLoaded) = loadDiscovery(options.discoveries)
		guard discoveryLoaded else {
			return CommandLineTool.failure
		}
		let (inputs, readDiagnostics) = Generator.read(options.specs)
		guard let output = options.output else {
			standardError("screenletgen: nothing was written\n")
			return CommandLineTool.failure
		}
		// Paths are printed as the user wrote the folder; every file operation uses `root`.
		let prefix = output.hasSuffix("/") ? output : output + "/"
		let setup = Manifest.Setup(overriddenTemplates: templates.overridden, usedDiscovery: discovery != nil)
		// Read once here for the two checks below; the run reads it again with the folder locked.
		let previous = try? PreviousState.read(root: root)
		if !options.force, let dropped = SetupCheck.dropped(from: root, previous: previous?.manifest, now: setup) {
			standardError("screenletgen: \(dropped); nothing was written\n")
			return CommandLineTool.failure
		}
		// The run key is recorded only for runs whose every problem would show in the specs.
		let fingerprints = readDiagnostics.all.isEmpty && discovery == nil ? inputs.map { FileGroup.fingerprint(of: $0.bytes, templates: templates) } : nil
		let record = RunRecord(readBefore: previous, runKey: fingerprints.map(UnchangedRun.key), setup: setup)
		if let fingerprints = fingerprints, let runKey = record.runKey,
				let recorded = UnchangedRun.groups(inputs, fingerprints: fingerprints, runKey: runKey, state: previous),
				let status = carryOut(recorded, root: root, prefix: prefix, options: options, record: record) {
			return status
		}
		var prepared = Generator(templates: templates, discovery: discovery, limits: options.limits).prepare(inputs)
		prepared.diagnostics.append(contentsOf: readDiagnostics)
		report(prepared.diagnostics)
		guard prepared.succeeded else {
			standardError("screenletgen: nothing was written\n")
			return CommandLineTool.failure
		}
		return carryOut(prepared.groups, root: root, prefix: prefix, options: options, record: record) ?? CommandLineTool.failure
	}

	/// Previews or writes; nil when files recorded by the manifest turned out changed
	/// (`OutputPlan.Failure.stale`), and the specs must be modelled after all.
	private func carryOut(_ groups: [FileGroup], root: String, prefix: String, options: Options, record: RunRecord) -> Int32? {
		if options.check || options.dryRun {
			return preview(groups, root: root, prefix: prefix, options: options, record: record)
		}
		return write(groups, root: root, prefix: prefix, options: options, record: record)
	}

	/// A planning failure, printed; a render failure is a spec's diagnostic like any other.
	private func reportPlanFailure(_ failure: OutputPlan.Failure) {
		if case .render(let diagnostic) = failure {
			standardError("\(diagnostic)\n")
			standardError("screenletgen: nothing was written\n")
		}
		else {
			standardError("screenletgen: \(failure.description); nothing was written\n")
		}
	}

	/// `--dry-run` and `--check`: the plan, printed; nothing is written or locked.
	private func preview(_ groups: [FileGroup], root: String, prefix: String, options: Options, record: RunRecord) -> Int32? {
		var diffs = ""
		let visit: ((OutputPlan.Item, [UInt8], String) -> Void)? = !options.check ? nil : { item, old, new in
			// What would change in files that exist: the diff CI logs need.
			diffs += UnifiedDiff.make(old: String(decoding: old, as: UTF8.self), new: new,
				oldName: "\(prefix)\(item.path)", newName: "\(prefix)\(item.path) (generated)")
		}
		let plan: OutputPlan
		do {
			plan = try OutputPlan.make(groups: groups, outputDirectory: root, force: options.force, mode: .preview(visit: visit), runKey: record.runKey, setup: record.setup, readBefore: record.readBefore)
		}
		catch {
			if case .stale = error {
				return nil
			}
			reportPlanFailure(error)
			return CommandLineTool.failure
		}
		var summary = RunSummary(quiet: options.quiet)
		for item in plan.listed where options.dryRun || item.action != .unchanged {
			let status = item.action == .unchanged || item.action == .conflict ? item.action.rawValue : "would be \(item.action.rawValue)"
			let detail: String
			switch item.action {
			case .conflict, .keep, .mergedWithConflicts: detail = " (\(item.reason ?? ""))"
			case .overwrite: detail = " (\(item.reason ?? ""); the file kept as \(prefix)\(item.keptAs ?? ""))"
			default: detail = ""
			}
			summary.add(status, line: "\(status)\(detail) \(prefix)\(item.path)")
		}
		// --check prints only what is not up to date: a count of files would mislead.
		standardOutput(summary.lines + diffs + (options.check ? "" : summary.closingLine))
		let pending = plan.listed.filter { $0.action != .unchanged && $0.action != .keep }.count
		if options.check && pending > 0 {
			standardError("screenletgen: \(pending) file(s) are not up to date; run screenletgen without --check\n")
			return CommandLineTool.failure
		}
		// The status the real run would end with.
		let unresolved = plan.conflicts.count + plan.conflictedMerges.count
		if unresolved > 0 {
			standardError("screenletgen: \(unresolved) file(s) would need your attention (conflicts); the run would exit 1\n")
			return CommandLineTool.failure
		}
		return CommandLineTool.success
	}

	/// The real run: the folder is locked from reading the manifest to writing it, and
	/// SIGINT/SIGTERM/SIGHUP stop it cleanly (`Interruption`).
	private func write(_ groups: [FileGroup], root: String, prefix: String, options: Options, record: RunRecord) -> Int32? {
		let force = options.force
		let created: [String]
		let lock: FolderLock
		do throws(OutputFolder.Failure) {
			created = try OutputFolder.create(root)
			do {
				lock = try FolderLock.acquire(root, timeout: lockTimeout) {
					standardError("screenletgen: another screenletgen run is writing to \(prefix); waiting for it\n")
				}
			}
			catch {
				OutputFolder.removeIfEmpty(created)
				throw OutputFolder.Failure(message: error.message)
			}
		}
		catch {
			standardError("screenletgen: \(error.message)\n")
			return CommandLineTool.failure
		}
		Interruption.catchSignals()
		defer {
			lock.release()
			Interruption.restoreSignals()
		}
		let plan: OutputPlan
		do {
			plan = try OutputPlan.make(groups: groups, outputDirectory: root, force: force, mode: .stage, runKey: record.runKey, setup: record.setup, readBefore: record.readBefore)
		}
		catch {
			lock.release()
			OutputFolder.removeIfEmpty(created)
			if case .stale = error {
				return nil
			}
			if case .interrupted(let signal) = error {
				standardError("screenletgen: writing \(root) was interrupted; the folder was left as it was\n")
				return 128 + signal
			}
			reportPlanFailure(error)
			return CommandLineTool.failure
		}
		for path in plan.removedLeftovers {
			standardError("screenletgen: removed \(path), a temporary file left by an interrupted run\n")
		}
		let written: OutputWriter.Report
		do {
			written = try OutputWriter.write(plan)
		}
		catch {
			standardError("screenletgen: \(error.message)\n")
			lock.release()
			OutputFolder.removeIfEmpty(created)
			if let signal = error.interruption {
				return 128 + signal
			}
			return CommandLineTool.failure
		}
		var summary = RunSummary(quiet: options.quiet)
		for item in plan.listed {
			if let why = written.unremoved[item.path] {
				standardError("\(prefix)\(item.path): error: no longer generated, but cannot be removed (\(why)); kept, and still in the manifest\n")
				continue
			}
			let detail: String
			switch item.action {
			case .conflict where item.holdsConflictMarkers:
				standardError("\(prefix)\(item.path): error: \(item.reason ?? "")\n")
				continue
			case .conflict:
				standardError("\(prefix)\(item.path): error: \(item.reason ?? "changed"); not overwritten (nothing to merge it with: move your changes into a template (--templates) or a subclass, or rerun with --force to replace it and keep it as .orig)\n")
				continue
			case .mergedWithConflicts:
				standardError("\(prefix)\(item.path): error: \(item.reason ?? "")\n")
				detail = ""
			case .overwrite where item.keptAs != nil:
				let keptAs = item.keptAs!
				let place = written.unkept[root + "/" + keptAs].map { "could not be kept as \(prefix)\(keptAs); it is at \($0)" } ?? "kept as \(prefix)\(keptAs)"
				detail = " (\(item.reason ?? ""); the replaced file \(place))"
			case .keep:
				detail = " (\(item.reason ?? ""))"
			default:
				detail = ""
			}
			summary.add(item.action.rawValue, line: "\(item.action.rawValue) \(prefix)\(item.path)\(detail)")
		}
		standardOutput(summary.lines + summary.closingLine)
		if let signal = Interruption.signal {
			standardError("screenletgen: interrupted after every file was written; the run was finished first\n")
			return 128 + signal
		}
		let unresolved = plan.conflicts.count + plan.conflictedMerges.count
		if unresolved > 0 {
			standardError("screenletgen: \(unresolved) file(s) need your attention; every other file was written\n")
		}
		return written.unremoved.isEmpty && unresolved == 0 ? CommandLineTool.success : CommandLineTool.failure
	}

	private func runInit(_ options: Options) -> Int32 {
		let (discovery, loaded) = loadDiscovery(options.discoveries)
		guard loaded, let service = options.service else {
			return CommandLineTool.failure
		}
		let starter: String
		do {
			if let found = discovery {
				starter = try StarterSpec.make(discovery: found, service: service, entity: options.entity)
			}
			else {
				starter = try StarterSpec.make(catalogService: service, sdk: options.sdk, entity: options.entity)
			}
		}
		catch {
			standardError("screenletgen: \(error.message)\n")
			return CommandLineTool.failure
		}
		return printOrWrite(starter, to: options.output, command: "init", what: "the spec file", force: options.force)
	}

	/// `init` and `service`: the text on standard output, or to `-o FILE` (not a folder; its
	/// folder must exist; an existing file only with `--force`), written atomically.
	func printOrWrite(_ text: String, to output: String?, command: String, what: String, force: Bool) -> Int32 {
		guard let output = output else {
			standardOutput(text)
			return CommandLineTool.success
		}
		var isFolder: ObjCBool = false
		if output.hasSuffix("/") || (FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue) {
			standardError("screenletgen: \(command) -o \(output): that is a folder; give the path of \(what) to write\n")
			return CommandLineTool.failure
		}
		if let problem = InitTarget.missingFolder(output) {
			standardError("screenletgen: \(command) -o \(output): \(problem)\n")
			return CommandLineTool.failure
		}
		if FileManager.default.fileExists(atPath: output) && !force {
			standardError("screenletgen: \(output) exists; not overwritten (use --force)\n")
			return CommandLineTool.failure
		}
		do {
			try OutputWriter.replace(output, with: Array(text.utf8))
		}
		catch {
			standardError("screenletgen: \(error.message)\n")
			return CommandLineTool.failure
		}
		standardOutput("created \(output)\n")
		return CommandLineTool.success
	}
}
