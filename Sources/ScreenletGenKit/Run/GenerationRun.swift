import Foundation

/// One whole run of the generator on an output folder: read the specs, lock the folder and
/// read its manifest once, try the idle rerun, else model the specs (`Generator`) and render,
/// plan and stage their files (`OutputPass`), then write (`OutputWriter`) or preview; what
/// happened is a `RunReport`, printed by `RunReportPrinter`. The command line only parses its
/// arguments into a `Request` and hands the run its console; library users (the tests) run it
/// the same way.
public struct GenerationRun {

	/// What a run is asked to do: `screenletgen SPEC… -o DIR [--dry-run | --check] …`.
	public struct Request: Sendable {
		public var specs: [String]
		/// The folder of the run's first platform: iOS's, or Android's when only it is asked.
		public var output: String?
		/// The Android module's `src/main` when the run writes both platforms (`--android-output`);
		/// when only Android is asked, it may stand for `output`.
		public var androidOutput: String?
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

		/// `--dry-run` and `--check` write nothing and lock nothing.
		var previews: Bool {
			return check || dryRun
		}

		/// Each platform asked, iOS first, with the folder its files go to as the user wrote it.
		var targets: [(platform: Platform, output: String)] {
			return defaults.platforms.map { platform in
				(platform, (platform == .android ? androidOutput ?? output : output) ?? "")
			}
		}
	}

	public let request: Request
	public let console: Console

	public init(_ request: Request, console: Console) {
		self.request = request
		self.console = console
	}

	/// Reads, generates, plans, locks, merges and writes (or previews), says what happened,
	/// and returns the exit status.
	public func perform() -> Int32 {
		let printers = request.targets.map { RunReportPrinter(console: console, quiet: request.quiet, output: $0.output) }
		do {
			let reports = try run(printers)
			// The worst of the folders' statuses: a signal's, else a failure's.
			return zip(printers, reports).map { $0.print($1) }.max() ?? RunStatus.success
		}
		catch {
			return printers[0].print(error)
		}
	}

	/// What every step of a run needs of one of its output folders (one per platform).
	private struct Context {
		let root: String
		let previous: PreviousState
		let setup: Manifest.Setup
		/// Recorded when every problem the run could have would show in its specs.
		let runKey: String?
		/// The specs' fingerprints for this platform's files, when the run key is recorded.
		let fingerprints: [String]?
		let printer: RunReportPrinter
	}

	/// One report per output folder, in `request.targets` order.
	private func run(_ printers: [RunReportPrinter]) throws(RunFailure) -> [RunReport] {
		// Until it writes, a signal ends the run at once; then the writer stops (`Interruption`).
		Interruption.catchSignals()
		defer { Interruption.restoreSignals() }
		let roots = try resolvedRoots()
		if let folder = request.templates {
			let stray = StrayTemplates.find(in: folder)
			printers[0].strayTemplates(stray, in: folder)
			guard stray.isEmpty else {
				throw RunFailure.strayTemplates(folder: folder, count: stray.count)
			}
		}
		let templates: TemplateLibrary
		do {
			templates = try TemplateLibrary(overrides: request.templates)
		}
		catch {
			throw RunFailure.failed(error.message)
		}
		let (discovery, discoveryLoaded) = console.loadDiscovery(request.discoveries)
		guard discoveryLoaded else {
			throw RunFailure.reported
		}
		let (inputs, readDiagnostics) = Generator.read(request.specs)

		// A writing run holds each folder's lock from reading its manifest, once, to writing it;
		// locked in the order of their paths, so that two runs of both platforms never wait on each other.
		let setup = Manifest.Setup(overriddenTemplates: templates.overridden, usedDiscovery: discovery != nil)
		var folders: [LockedFolder] = []
		// Closed in the reverse order: a folder made for the first (a shared parent) is removed last, once empty.
		defer { folders.reversed().forEach { $0.close() } }
		if !request.previews {
			for index in roots.indices.sorted(by: { roots[$0] < roots[$1] }) {
				folders.append(try LockedFolder.open(roots[index], timeout: request.lockTimeout, waiting: printers[index].waitingForLock))
			}
		}
		var contexts: [Context] = []
		for (index, target) in request.targets.enumerated() {
			let root = roots[index]
			let previous: PreviousState
			do {
				previous = try PreviousState.read(root: root)
			}
			catch {
				throw RunFailure.nothingWritten(error.description)
			}
			if !request.force, let dropped = DroppedSetup.dropped(from: root, previous: previous.manifest, now: setup) {
				throw RunFailure.nothingWritten(dropped)
			}
			if !request.previews {
				// Before anything is planned: the plan sees the folder as the killed run's recovery leaves it.
				printers[index].removedLeftovers(Interruption.holding { Staging.recover(root: root, previous: previous) }.temporaries)
			}
			// The run key is recorded only for runs whose every problem would show in the specs.
			let defaults = request.defaults.only(target.platform)
			let fingerprints = readDiagnostics.all.isEmpty && discovery == nil ? inputs.map { SpecFiles.fingerprint(of: $0.fingerprintParts, templates: templates, defaults: defaults) } : nil
			contexts.append(Context(root: root, previous: previous, setup: setup, runKey: fingerprints.map(UnchangedRun.key),
				fingerprints: fingerprints, printer: printers[index]))
		}
		// Idle only when every folder is: otherwise the specs are modelled once for all of them
		// (and a folder whose files are up to date is not rendered again: `OutputPass`).
		// Every folder's idle plan before any is finished: finishing begins writing (a signal is
		// then only recorded), which a folder to be modelled after all must not have begun.
		var idlePlans: [OutputPlan] = []
		for context in contexts {
			guard let fingerprints = context.fingerprints, let runKey = context.runKey,
					let recorded = UnchangedRun.groups(fingerprints: fingerprints, runKey: runKey, state: context.previous),
					let plan = try idlePlan(recorded, runKey: runKey, context: context) else {
				break
			}
			idlePlans.append(plan)
		}
		if idlePlans.count == contexts.count {
			var reports: [RunReport] = []
			for (plan, context) in zip(idlePlans, contexts) {
				reports.append(try finish(plan, staged: Staging(root: context.root), diffs: "", context: context))
			}
			return reports
		}

		var prepared = Generator(templates: templates, discovery: discovery, limits: request.limits, defaults: request.defaults).prepare(inputs)
		prepared.diagnostics.append(contentsOf: readDiagnostics)
		printers[0].diagnostics(prepared.diagnostics)
		guard prepared.succeeded else {
			throw RunFailure.nothingWritten(nil)
		}
		// Handed over, not copied: the pass lets each model go once its files are staged.
		let outputs = prepared.outputs
		prepared.outputs = []
		prepared.models = []
		return try generate(consume outputs, contexts: contexts)
	}

	/// Each target's folder, resolved; two platforms never share a folder or nest in each other,
	/// where each run's manifest would take the other's files for its own or for strays.
	private func resolvedRoots() throws(RunFailure) -> [String] {
		var roots: [String] = []
		for target in request.targets {
			do {
				roots.append(try OutputFolder.resolve(target.output))
			}
			catch {
				throw RunFailure.usage(error.message)
			}
		}
		if roots.count == 2 {
			// As the file system finds them: through links (a link to the other folder is that
			// folder), and on macOS without case (`Out` is `out`).
			let (ios, android) = (GenerationRun.comparable(roots[0]), GenerationRun.comparable(roots[1]))
			if ios == android || android.hasPrefix(ios.hasSuffix("/") ? ios : ios + "/") || ios.hasPrefix(android.hasSuffix("/") ? android : android + "/") {
				throw RunFailure.usage("-o \(request.output ?? "") and --android-output \(request.androidOutput ?? ""): the iOS and the Android files need folders of their own, neither inside the other (an Android module's src/main, an iOS target's Screenlets folder)")
			}
		}
		return roots
	}

	/// The last run's specs again: their files are checked against the manifest, nothing is
	/// decoded or rendered.
	private static func comparable(_ root: String) -> String {
		let real = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
		#if os(macOS)
		return real.lowercased()
		#else
		return real
		#endif
	}

	/// Nil when stale: a file is not what the manifest recorded, and the specs must be modelled.
	private func idlePlan(_ recorded: [RecordedFiles], runKey: String, context: Context) throws(RunFailure) -> OutputPlan? {
		do {
			return try UnchangedRun.plan(recorded, outputDirectory: context.root, previous: context.previous, runKey: runKey, setup: context.setup)
		}
		catch {
			throw RunFailure.nothingWritten(error.description)
		}
	}

	/// `--check`'s diffs of one folder, in plan order, as its pass hands them out.
	private final class Diffs {
		var text = ""
	}

	/// Every platform's files rendered, planned and (unless previewing) staged, the folders a
	/// chunk of specs at a time (`OutputPass.run`), so every plan is made before any folder is
	/// written; then each written or previewed.
	private func generate(_ outputs: consuming [Generator.PlatformFiles], contexts: [Context]) throws(RunFailure) -> [RunReport] {
		if !request.previews {
			Interruption.beginWriting()
		}
		let diffs = contexts.map { _ in Diffs() }
		var folders: [OutputPass.Folder] = []
		for (index, output) in (consume outputs).enumerated() {
			let context = contexts[index]
			let mode: OutputPass.Mode
			if !request.previews {
				mode = .stage
			}
			else if request.check {
				// What would change in files that exist: the diff CI logs need.
				let folderDiffs = diffs[index]
				mode = .preview(visit: { item, old, new in folderDiffs.text += context.printer.diff(item, old: old, new: new) })
			}
			else {
				mode = .preview(visit: nil)
			}
			let pass = OutputPass(root: context.root, previous: context.previous, force: request.force, mode: mode)
			folders.append(OutputPass.Folder(pass: pass, sources: output.groups, runKey: context.runKey, setup: context.setup))
		}
		let planned: [(OutputPlan, Staging)]
		do {
			planned = try OutputPass.run(consume folders)
		}
		catch {
			// Which folder failed: the one interrupted or refused names itself in its message.
			switch error {
			case .plan(let failure):
				throw RunFailure.nothingWritten(failure.description)
			case .render(let diagnostic):
				throw RunFailure.unrendered(diagnostic)
			case .write(let failure):
				throw RunFailure.nothingWritten(failure.message)
			case .interrupted(let signal):
				throw RunFailure.interrupted(signal: signal, roots: contexts.map(\.root))
			}
		}
		var reports: [RunReport] = []
		for (index, context) in contexts.enumerated() {
			do {
				reports.append(try finish(planned[index].0, staged: planned[index].1, diffs: diffs[index].text, context: context))
			}
			catch {
				planned[(index + 1)...].forEach { $0.1.discard() }
				// The folders written before stay written: say so before the failure.
				for (written, report) in zip(contexts, reports) {
					_ = written.printer.print(report)
				}
				throw error
			}
		}
		return reports
	}

	/// A preview's report, or the plan written and what writing it did.
	private func finish(_ plan: OutputPlan, staged: Staging, diffs: String, context: Context) throws(RunFailure) -> RunReport {
		if request.previews {
			return RunReport(kind: request.check ? .check : .dryRun, plan: plan, diffs: diffs)
		}
		Interruption.beginWriting()
		do {
			let written = try OutputWriter.commit(plan, staged: staged)
			return RunReport(kind: .written, plan: plan, written: written, lateSignal: Interruption.signal)
		}
		catch {
			if let signal = error.interruption {
				throw RunFailure.interrupted(signal: signal, roots: [context.root])
			}
			throw RunFailure.failed(error.message)
		}
	}
}
