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

		/// `--dry-run` and `--check` write nothing and lock nothing.
		var previews: Bool {
			return check || dryRun
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
		let printer = RunReportPrinter(console: console, request: request)
		do {
			return printer.print(try run(printer))
		}
		catch {
			return printer.print(error)
		}
	}

	/// The idle rerun's attempt: done, or stale (a file is not what the manifest recorded),
	/// and the specs must be modelled after all.
	private enum IdleOutcome {
		case done(RunReport)
		case stale
	}

	/// What every step of a run needs of it.
	private struct Context {
		let root: String
		let previous: PreviousState
		let setup: Manifest.Setup
		/// Recorded when every problem the run could have would show in its specs.
		let runKey: String?
		let printer: RunReportPrinter
	}

	private func run(_ printer: RunReportPrinter) throws(RunFailure) -> RunReport {
		// Until it writes, a signal ends the run at once; then the writer stops (`Interruption`).
		Interruption.catchSignals()
		defer { Interruption.restoreSignals() }
		let root: String
		do {
			root = try OutputFolder.resolve(request.output ?? "")
		}
		catch {
			throw RunFailure.usage(error.message)
		}
		if let folder = request.templates {
			let stray = StrayTemplates.find(in: folder)
			printer.strayTemplates(stray, in: folder)
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

		// A writing run holds the lock from reading the manifest, once, to writing it.
		let folder = request.previews ? nil : try LockedFolder.open(root, timeout: request.lockTimeout, waiting: printer.waitingForLock)
		defer { folder?.close() }
		let previous: PreviousState
		do {
			previous = try PreviousState.read(root: root)
		}
		catch {
			throw RunFailure.nothingWritten(error.description)
		}
		let setup = Manifest.Setup(overriddenTemplates: templates.overridden, usedDiscovery: discovery != nil)
		if !request.force, let dropped = DroppedSetup.dropped(from: root, previous: previous.manifest, now: setup) {
			throw RunFailure.nothingWritten(dropped)
		}
		if folder != nil {
			// Before anything is planned: the plan sees the folder as the killed run's recovery leaves it.
			printer.removedLeftovers(Interruption.holding { Staging.recover(root: root, previous: previous) }.temporaries)
		}
		// The run key is recorded only for runs whose every problem would show in the specs.
		let fingerprints = readDiagnostics.all.isEmpty && discovery == nil ? inputs.map { SpecFiles.fingerprint(of: $0.fingerprintParts, templates: templates, defaults: request.defaults) } : nil
		let context = Context(root: root, previous: previous, setup: setup, runKey: fingerprints.map(UnchangedRun.key), printer: printer)
		if let fingerprints = fingerprints, let runKey = context.runKey,
				let recorded = UnchangedRun.groups(fingerprints: fingerprints, runKey: runKey, state: previous),
				case .done(let report) = try idle(recorded, runKey: runKey, context: context) {
			return report
		}

		var prepared = Generator(templates: templates, discovery: discovery, limits: request.limits, defaults: request.defaults).prepare(inputs)
		prepared.diagnostics.append(contentsOf: readDiagnostics)
		printer.diagnostics(prepared.diagnostics)
		guard prepared.succeeded else {
			throw RunFailure.nothingWritten(nil)
		}
		// Handed over, not copied: the pass lets each model go once its files are staged.
		let groups = prepared.groups
		prepared.groups = []
		prepared.models = []
		return try generate(consume groups, context: context)
	}

	/// The last run's specs again: their files are checked against the manifest, nothing is
	/// decoded or rendered.
	private func idle(_ recorded: [RecordedFiles], runKey: String, context: Context) throws(RunFailure) -> IdleOutcome {
		let plan: OutputPlan?
		do {
			plan = try UnchangedRun.plan(recorded, outputDirectory: context.root, previous: context.previous, runKey: runKey, setup: context.setup)
		}
		catch {
			throw RunFailure.nothingWritten(error.description)
		}
		guard let plan = plan else {
			return .stale
		}
		return .done(try finish(plan, staged: Staging(root: context.root), diffs: "", context: context))
	}

	/// Every file rendered, planned and (unless previewing) staged, then written or previewed.
	private func generate(_ sources: consuming [any FileSource], context: Context) throws(RunFailure) -> RunReport {
		var diffs = ""
		let mode: OutputPass.Mode
		if !request.previews {
			mode = .stage
			Interruption.beginWriting()
		}
		else if request.check {
			// What would change in files that exist: the diff CI logs need.
			mode = .preview(visit: { item, old, new in diffs += context.printer.diff(item, old: old, new: new) })
		}
		else {
			mode = .preview(visit: nil)
		}
		let pass = OutputPass(root: context.root, previous: context.previous, force: request.force, mode: mode)
		let planned: (OutputPlan, Staging)
		do {
			planned = try pass.run(consume sources, runKey: context.runKey, setup: context.setup)
		}
		catch {
			switch error {
			case .plan(let failure):
				throw RunFailure.nothingWritten(failure.description)
			case .render(let diagnostic):
				throw RunFailure.unrendered(diagnostic)
			case .write(let failure):
				throw RunFailure.nothingWritten(failure.message)
			case .interrupted(let signal):
				throw RunFailure.interrupted(signal: signal, root: context.root)
			}
		}
		return try finish(planned.0, staged: planned.1, diffs: diffs, context: context)
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
				throw RunFailure.interrupted(signal: signal, root: context.root)
			}
			throw RunFailure.failed(error.message)
		}
	}
}
