import Foundation

/// One whole run of the generator on an output folder: read the specs, generate in memory
/// (`Generator`), plan against the disk, lock the folder, merge hand edits, write or preview,
/// and say what happened. The command line only parses its arguments into a `Request` and
/// hands the run its console; library users (the tests) run it the same way.
public struct GenerationRun {

	/// What a run is asked to do: `screenletgen SPEC… -o DIR [--dry-run | --check] …`.
	public struct Request: Sendable {
		public var specs: [String]
		public var output: String?
		public var templates: String?
		public var discoveries: [String]
		public var force = false
		public var check = false
		public var dryRun = false
		public var quiet = false
		public var limits = OutputLimits()
		/// What a spec generates when it does not say (the config file's `async`, `swiftUI`).
		public var defaults = SpecDefaults()
		/// How long a run waits for another run that holds the output folder's lock.
		public var lockTimeout: TimeInterval = 60

		public init(specs: [String], output: String?, templates: String? = nil, discoveries: [String] = []) {
			self.specs = specs
			self.output = output
			self.templates = templates
			self.discoveries = discoveries
		}
	}

	public let request: Request
	public let console: Console

	public init(_ request: Request, console: Console) {
		self.request = request
		self.console = console
	}

	/// A file in `--templates` that is not `<template>.mustache` is never used: a run stops
	/// and names it rather than leave the user wondering why it has no effect. Hidden files
	/// (`.DS_Store`, `.gitkeep`) are left alone.
	private func reportStrayTemplateFiles(_ folder: String) -> Bool {
		var stray: [String] = []
		let root = URL(fileURLWithPath: folder)
		let enumerator = FileManager.default.enumerator(atPath: folder)
		while let relative = enumerator?.nextObject() as? String {
			let name = (relative as NSString).lastPathComponent
			if name.hasPrefix(".") {
				if (enumerator?.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory {
					enumerator?.skipDescendants()
				}
				continue
			}
			guard (enumerator?.fileAttributes?[.type] as? FileAttributeType) != .typeDirectory,
					!relative.hasSuffix(TemplateLibrary.fileExtension) else {
				continue
			}
			stray.append(relative)
		}
		let known = TemplateLibrary.builtInSources.keys.sorted()
		for relative in stray.sorted() {
			let path = root.appendingPathComponent(relative).path
			if known.contains(relative) {
				console.error("screenletgen: \(path): not read, because templates end in \(TemplateLibrary.fileExtension); rename it \(relative)\(TemplateLibrary.fileExtension) to override the built-in \(relative)\n")
			}
			else {
				console.error("screenletgen: \(path): not a template (--templates reads only <template>\(TemplateLibrary.fileExtension) files\(Suggestion.hint(for: relative, in: known))); rename or remove it\n")
			}
		}
		if !stray.isEmpty {
			console.error("screenletgen: \(folder) holds \(stray.count) file(s) that are not templates; nothing was written\n")
		}
		return stray.isEmpty
	}
	/// Reads, generates, plans, locks, merges and writes (or previews), and returns the exit status.
	public func perform() -> Int32 {
		let options = request
		let root: String
		do {
			root = try OutputFolder.resolve(options.output ?? "")
		}
		catch {
			console.error("screenletgen: \(error.message)\n\(HelpText.usage)\n")
			return RunStatus.usage
		}
		if let folder = options.templates, !reportStrayTemplateFiles(folder) {
			return RunStatus.failure
		}
		let templates: TemplateLibrary
		do {
			templates = try TemplateLibrary(overrides: options.templates)
		}
		catch {
			console.error("screenletgen: \(error.message)\n")
			return RunStatus.failure
		}
		let (discovery, discoveryLoaded) = console.loadDiscovery(options.discoveries)
		guard discoveryLoaded else {
			return RunStatus.failure
		}
		let (inputs, readDiagnostics) = Generator.read(options.specs)
		guard let output = options.output else {
			console.error("screenletgen: nothing was written\n")
			return RunStatus.failure
		}
		// Paths are printed as the user wrote the folder; every file operation uses `root`.
		let prefix = output.hasSuffix("/") ? output : output + "/"
		let setup = Manifest.Setup(overriddenTemplates: templates.overridden, usedDiscovery: discovery != nil)
		// Read once here for the two checks below; the run reads it again with the folder locked.
		let previous = try? PreviousState.read(root: root)
		if !options.force, let dropped = DroppedSetup.dropped(from: root, previous: previous?.manifest, now: setup) {
			console.error("screenletgen: \(dropped); nothing was written\n")
			return RunStatus.failure
		}
		// The run key is recorded only for runs whose every problem would show in the specs.
		let fingerprints = readDiagnostics.all.isEmpty && discovery == nil ? inputs.map { SpecFiles.fingerprint(of: $0.bytes, templates: templates, defaults: options.defaults) } : nil
		let record = RunRecord(readBefore: previous, runKey: fingerprints.map(UnchangedRun.key), setup: setup)
		if let fingerprints = fingerprints, let runKey = record.runKey,
				let recorded = UnchangedRun.groups(fingerprints: fingerprints, runKey: runKey, state: previous),
				let status = carryOut(.recorded(recorded), root: root, prefix: prefix, options: options, record: record) {
			return status
		}
		var prepared = Generator(templates: templates, discovery: discovery, limits: options.limits, defaults: options.defaults).prepare(inputs)
		prepared.diagnostics.append(contentsOf: readDiagnostics)
		console.report(prepared.diagnostics)
		guard prepared.succeeded else {
			console.error("screenletgen: nothing was written\n")
			return RunStatus.failure
		}
		// Handed over, not copied: the plan lets each model go once its files are staged.
		let groups = prepared.groups
		prepared.groups = []
		prepared.models = []
		return carryOut(.sources(consume groups), root: root, prefix: prefix, options: options, record: record) ?? RunStatus.failure
	}

	/// What a run plans: the files the manifest records (an idle rerun), or sources to render.
	private enum Work {
		case recorded([OutputPlan.Group])
		case sources([any FileSource])
	}

	/// Previews or writes; nil when files recorded by the manifest turned out changed, and
	/// the specs must be modelled after all.
	private func carryOut(_ work: consuming Work, root: String, prefix: String, options: Request, record: RunRecord) -> Int32? {
		if options.check || options.dryRun {
			return preview(work, root: root, prefix: prefix, options: options, record: record)
		}
		return write(consume work, root: root, prefix: prefix, options: options, record: record)
	}

	/// The plan (and its staged files, when staging); nil when the idle rerun is stale.
	private func plan(_ work: consuming Work, root: String, mode: OutputPass.Mode, options: Request, record: RunRecord) throws(OutputPass.Failure) -> (OutputPlan, Staging)? {
		let previous: PreviousState
		do {
			previous = try PreviousState.read(root: root, reusing: record.readBefore)
		}
		catch {
			throw OutputPass.Failure.plan(error)
		}
		switch consume work {
		case .recorded(let groups):
			do {
				return try UnchangedRun.plan(groups, outputDirectory: root, previous: previous, runKey: record.runKey ?? "", setup: record.setup).map { ($0, Staging(root: root)) }
			}
			catch {
				throw OutputPass.Failure.plan(error)
			}
		case .sources(let sources):
			return try OutputPass(root: root, previous: previous, force: options.force, mode: mode).run(sources, runKey: record.runKey, setup: record.setup)
		}
	}

	/// A planning failure, printed; a render failure is a spec's diagnostic like any other.
	private func reportPlanFailure(_ failure: OutputPass.Failure) {
		switch failure {
		case .render(let diagnostic):
			console.error("\(diagnostic)\n")
			console.error("screenletgen: nothing was written\n")
		case .plan(let failure):
			console.error("screenletgen: \(failure.description); nothing was written\n")
		case .write(let failure):
			console.error("screenletgen: \(failure.message); nothing was written\n")
		case .interrupted:
			console.error("screenletgen: interrupted; nothing was written\n")
		}
	}

	/// `--dry-run` and `--check`: the plan, printed; nothing is written or locked.
	private func preview(_ work: Work, root: String, prefix: String, options: Request, record: RunRecord) -> Int32? {
		var diffs = ""
		let visit: ((OutputPlan.Item, [UInt8], String) -> Void)? = !options.check ? nil : { item, old, new in
			// What would change in files that exist: the diff CI logs need.
			diffs += UnifiedDiff.make(old: String(decoding: old, as: UTF8.self), new: new,
				oldName: "\(prefix)\(item.path)", newName: "\(prefix)\(item.path) (generated)")
		}
		let plan: OutputPlan
		do {
			guard let planned = try self.plan(work, root: root, mode: .preview(visit: visit), options: options, record: record) else {
				return nil
			}
			plan = planned.0
		}
		catch {
			reportPlanFailure(error)
			return RunStatus.failure
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
		console.output(summary.lines + diffs + (options.check ? "" : summary.closingLine))
		let pending = plan.listed.filter { $0.action != .unchanged && $0.action != .keep }.count
		if options.check && pending > 0 {
			console.error("screenletgen: \(pending) file(s) are not up to date; run screenletgen without --check\n")
			return RunStatus.failure
		}
		// The status the real run would end with.
		let unresolved = plan.conflicts.count + plan.conflictedMerges.count
		if unresolved > 0 {
			console.error("screenletgen: \(unresolved) file(s) would need your attention (conflicts); the run would exit 1\n")
			return RunStatus.failure
		}
		return RunStatus.success
	}

	/// The real run: the folder is locked from reading the manifest to writing it, and
	/// SIGINT/SIGTERM/SIGHUP stop it cleanly (`Interruption`).
	private func write(_ work: consuming Work, root: String, prefix: String, options: Request, record: RunRecord) -> Int32? {
		let created: [String]
		let lock: FolderLock
		do throws(OutputFolder.Failure) {
			created = try OutputFolder.create(root)
			do {
				lock = try FolderLock.acquire(root, timeout: request.lockTimeout) {
					console.error("screenletgen: another screenletgen run is writing to \(prefix); waiting for it\n")
				}
			}
			catch {
				OutputFolder.removeIfEmpty(created)
				throw OutputFolder.Failure(message: error.message)
			}
		}
		catch {
			console.error("screenletgen: \(error.message)\n")
			return RunStatus.failure
		}
		Interruption.catchSignals()
		defer {
			lock.release()
			Interruption.restoreSignals()
		}
		let plan: OutputPlan
		let staged: Staging
		do {
			if let previous = try? PreviousState.read(root: root, reusing: record.readBefore) {
				for path in Staging.removeLeftovers(root: root, previous: previous) {
					console.error("screenletgen: removed \(path), a temporary file left by an interrupted run\n")
				}
			}
			guard let planned = try self.plan(consume work, root: root, mode: .stage, options: options, record: record) else {
				lock.release()
				OutputFolder.removeIfEmpty(created)
				return nil
			}
			(plan, staged) = planned
		}
		catch {
			lock.release()
			OutputFolder.removeIfEmpty(created)
			if case .interrupted(let signal) = error {
				console.error("screenletgen: writing \(root) was interrupted; the folder was left as it was\n")
				return 128 + signal
			}
			reportPlanFailure(error)
			return RunStatus.failure
		}
		let written: OutputWriter.Report
		do {
			written = try OutputWriter.commit(plan, staged: staged)
		}
		catch {
			console.error("screenletgen: \(error.message)\n")
			lock.release()
			OutputFolder.removeIfEmpty(created)
			if let signal = error.interruption {
				return 128 + signal
			}
			return RunStatus.failure
		}
		var summary = RunSummary(quiet: options.quiet)
		for item in plan.listed {
			if let why = written.unremoved[item.path] {
				console.error("\(prefix)\(item.path): error: no longer generated, but cannot be removed (\(why)); kept, and still in the manifest\n")
				continue
			}
			let detail: String
			switch item.action {
			case .conflict where item.holdsConflictMarkers:
				console.error("\(prefix)\(item.path): error: \(item.reason ?? "")\n")
				continue
			case .conflict:
				console.error("\(prefix)\(item.path): error: \(item.reason ?? "changed"); not overwritten (nothing to merge it with: move your changes into a template (--templates) or a subclass, or rerun with --force to replace it and keep it as .orig)\n")
				continue
			case .mergedWithConflicts:
				console.error("\(prefix)\(item.path): error: \(item.reason ?? "")\n")
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
		console.output(summary.lines + summary.closingLine)
		if let signal = Interruption.signal {
			console.error("screenletgen: interrupted after every file was written; the run was finished first\n")
			return 128 + signal
		}
		let unresolved = plan.conflicts.count + plan.conflictedMerges.count
		if unresolved > 0 {
			console.error("screenletgen: \(unresolved) file(s) need your attention; every other file was written\n")
		}
		return written.unremoved.isEmpty && unresolved == 0 ? RunStatus.success : RunStatus.failure
	}
}
