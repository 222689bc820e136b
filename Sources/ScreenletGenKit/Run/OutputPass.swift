import Foundation

/// Render, then plan, then stage, one file at a time: each source's files are rendered in
/// order (`FileSource`), each is decided by the plan (`GroupPlanner`, which only reads) and,
/// when writing, staged by the writer (`GroupStaging`) before the next one is rendered, so a
/// run holds one file per core in memory, not its output. Sources go a chunk at a time in
/// parallel; each one's model is let go once its files are staged. A source whose files the
/// manifest says are unchanged since the same input made them is not rendered at all.
struct OutputPass {

	enum Mode {
		/// Only decide; `visit` (if any) gets each existing file that would change, with what
		/// is on disk and what would be written, in plan order.
		case preview(visit: ((OutputPlan.Item, [UInt8], String) -> Void)?)
		/// Stage every change for `OutputWriter.commit`. The output folder must be locked.
		case stage
	}

	enum Failure: Error {
		case plan(OutputPlan.Failure)
		/// A file could not be rendered: the spec asks for too much, or a template fails.
		case render(Diagnostic)
		case write(OutputWriter.Failure)
		case interrupted(signal: Int32)
	}

	let root: String
	let previous: PreviousState
	let force: Bool
	let mode: Mode

	/// Sources staged at a time: enough to keep every core busy, few enough that the models
	/// of a bulk run are let go of as it goes.
	static let stagingChunk = 64

	private var staging: Bool {
		if case .stage = mode {
			return true
		}
		return false
	}

	/// The plan of `sources` and, when staging, its staged files. `runKey` and `setup`: what
	/// the manifest records besides the files (`OutputPlan.finish`). If anything fails or
	/// the run is interrupted, what was staged is removed before this throws.
	func run(_ given: consuming [any FileSource], runKey: String?, setup: Manifest.Setup?) throws(Failure) -> (OutputPlan, Staging) {
		return try OutputPass.run([Folder(pass: self, sources: given, runKey: runKey, setup: setup)])[0]
	}

	/// One output folder of a run: its pass and its files.
	struct Folder {
		let pass: OutputPass
		var sources: [any FileSource]
		let runKey: String?
		let setup: Manifest.Setup?
	}

	/// A folder's pass under way.
	private struct Progress {
		let pass: OutputPass
		let inputs: [OutputPlan.Input]
		let runKey: String?
		let setup: Manifest.Setup?
		/// Optional, so that each source (and its model) goes once its chunk is staged.
		var sources: [(any FileSource)?]
		var plan: OutputPlan
		let snapshot: OutputSnapshot
		let planner: OutputPlanner
		var staged: Staging
		let visit: ((OutputPlan.Item, [UInt8], String) -> Void)?
	}

	/// Several folders planned (and staged) together, a chunk of each at a time: the n-th
	/// chunk of every folder holds the same specs, whose models go once all their platforms'
	/// files are staged. Every plan is made before any folder is written; if anything fails,
	/// what every folder staged is removed before this throws.
	/// `chunk`: the sources of a folder staged at a time (a preview's: a handful per core).
	static func run(_ folders: consuming [Folder], chunk: Int? = nil) throws(Failure) -> [(OutputPlan, Staging)] {
		var jobs: [Progress] = []
		do throws(Failure) {
			for folder in consume folders {
				jobs.append(try folder.pass.begin(folder))
			}
			// A preview goes a handful at a time, so that its diffs are handed out in order as they come.
			let chunkSize = chunk ?? (jobs.contains { $0.visit != nil } ? 4 * ProcessInfo.processInfo.activeProcessorCount : OutputPass.stagingChunk)
			let longest = jobs.map(\.sources.count).max() ?? 0
			for start in stride(from: 0, to: longest, by: chunkSize) {
				for index in jobs.indices {
					// A folder with fewer sources (a spec written for one platform only) is done sooner.
					let count = jobs[index].sources.count
					try jobs[index].pass.pass(chunk: min(start, count)..<min(start + chunkSize, count), of: &jobs[index])
				}
			}
			// Finished where they are: a copy of a plan would copy its items when it grows.
			for index in jobs.indices {
				let (inputs, runKey, setup, snapshot) = (jobs[index].inputs, jobs[index].runKey, jobs[index].setup, jobs[index].snapshot)
				try planned { () throws(OutputPlan.Failure) in
					try jobs[index].plan.finish(inputs, runKey: runKey, setup: setup, snapshot: snapshot)
				}
			}
			return jobs.map { ($0.plan, $0.staged) }
		}
		catch {
			jobs.forEach { $0.staged.discard() }
			throw error
		}
	}

	/// The folder's plan started (its files' folders examined) and, when writing, its staging begun.
	private func begin(_ folder: consuming Folder) throws(Failure) -> Progress {
		let given = folder.sources
		let inputs = given.map { OutputPlan.Input(entity: $0.entity, fingerprint: $0.fingerprint) }
		let paths = given.flatMap { $0.paths }
		let started = try OutputPass.planned { () throws(OutputPlan.Failure) in
			try OutputPlan.start(outputDirectory: root, previous: previous, paths: paths, groups: given.count, staging: staging)
		}
		var staged = Staging(root: root)
		if staging && !given.isEmpty {
			let plan = started.plan
			staged = try OutputPass.written { () throws(OutputWriter.Failure) in try Staging.begin(plan) }
		}
		var visit: ((OutputPlan.Item, [UInt8], String) -> Void)?
		if case .preview(let visitor) = mode {
			visit = visitor
		}
		return Progress(pass: self, inputs: inputs, runKey: folder.runKey, setup: folder.setup, sources: given.map { $0 }, plan: started.plan,
			snapshot: started.snapshot, planner: OutputPlanner(previous: previous.manifest, force: force, snapshot: started.snapshot), staged: staged, visit: visit)
	}

	/// One chunk of a folder's sources rendered, decided and staged in parallel, then let go.
	private func pass(chunk range: Range<Int>, of progress: inout Progress) throws(Failure) {
		guard !range.isEmpty else {
			return
		}
		let planner = progress.planner
		let previews = progress.visit != nil
		let outcomes = ParallelMap.map(progress.sources[range].compactMap { $0 }) { source in self.pass(source, planner: planner, previews: previews) }
		for index in range {
			progress.sources[index] = nil
		}
		for outcome in outcomes {
			outcome.decisions.forEach { progress.plan.record($0) }
			progress.staged.add(outcome.temporaries)
			for preview in outcome.previews {
				progress.visit?(preview.item, preview.existing ?? [], preview.text ?? "")
			}
		}
		if let failure = outcomes.lazy.compactMap({ $0.failure }).first {
			throw failure
		}
		if let signal = Interruption.signal {
			throw Failure.interrupted(signal: signal)
		}
	}

	/// One source's part of the pass.
	private struct Outcome {
		/// Decided, without their texts once staged.
		var decisions: [FileDecision] = []
		/// Item path → the name of its temporary file.
		var temporaries: [String: TemporaryFile.Name] = [:]
		/// Decisions of existing files that change, with their texts (previews only).
		var previews: [FileDecision] = []
		var failure: Failure?
	}

	private func pass(_ source: any FileSource, planner: OutputPlanner, previews: Bool) -> Outcome {
		let paths = source.paths
		if let unchanged = planner.unchanged(entity: source.entity, paths: paths, fingerprint: source.fingerprint) {
			return Outcome(decisions: unchanged)
		}
		// No file (`NoFiles`): nothing to stage; the files it had go when the plan is finished.
		if paths.isEmpty {
			return Outcome()
		}
		var outcome = Outcome()
		var group = planner.group(source.entity)
		var files: GroupStaging?
		do throws(Failure) {
			if staging {
				files = try OutputPass.written { () throws(OutputWriter.Failure) in try GroupStaging(entity: source.entity, root: root) }
			}
			let rendering = source.rendering()
			for index in 0..<rendering.count {
				if Interruption.signal != nil {
					break
				}
				let file: GeneratedFile
				do {
					file = try rendering.file(index)
				}
				catch {
					throw Failure.render(source.diagnostic(for: error))
				}
				let decision = try OutputPass.planned { () throws(OutputPlan.Failure) in try group.decide(file) }
				try OutputPass.written { () throws(OutputWriter.Failure) in try files?.stage(decision) }
				if previews && decision.existing != nil {
					outcome.previews.append(decision)
				}
				outcome.decisions.append(decision.settled)
			}
			let archive = group.archive()
			let obsolete = archive == nil || !staging ? [] : group.obsoleteBases()
			try OutputPass.written { () throws(OutputWriter.Failure) in try files?.finish(archive: archive, keeping: obsolete) }
			if let archive = archive {
				outcome.decisions.append(FileDecision(item: archive, entry: nil))
			}
		}
		catch {
			files?.abandon()
			outcome.failure = error
		}
		outcome.temporaries = files?.temporaries ?? [:]
		return outcome
	}

	private static func planned<T>(_ body: () throws(OutputPlan.Failure) -> T) throws(Failure) -> T {
		do {
			return try body()
		}
		catch {
			throw Failure.plan(error)
		}
	}

	private static func written<T>(_ body: () throws(OutputWriter.Failure) -> T) throws(Failure) -> T {
		do {
			return try body()
		}
		catch {
			throw Failure.write(error)
		}
	}
}
