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
		let inputs = given.map { OutputPlan.Input(entity: $0.entity, fingerprint: $0.fingerprint) }
		let paths = given.flatMap { $0.paths }
		// Optional, so that each source (and its model) goes once its chunk is staged.
		var sources: [(any FileSource)?] = (consume given).map { $0 }
		let started = try planned { () throws(OutputPlan.Failure) in
			try OutputPlan.start(outputDirectory: root, previous: previous, paths: paths, staging: staging)
		}
		var plan = started.plan
		let snapshot = started.snapshot
		let planner = OutputPlanner(previous: previous.manifest, force: force, snapshot: snapshot)
		var staged = Staging(root: root)
		if staging && !sources.isEmpty {
			staged = try written { () throws(OutputWriter.Failure) in try Staging.begin(plan) }
		}
		do throws(Failure) {
			var visit: ((OutputPlan.Item, [UInt8], String) -> Void)?
			if case .preview(let visitor) = mode {
				visit = visitor
			}
			// A preview goes a handful at a time, so that its diffs are handed out in order as they come.
			let chunkSize = visit == nil ? OutputPass.stagingChunk : 4 * ProcessInfo.processInfo.activeProcessorCount
			for start in stride(from: 0, to: sources.count, by: chunkSize) {
				let range = start..<min(start + chunkSize, sources.count)
				let outcomes = ParallelMap.map(sources[range].compactMap { $0 }) { source in self.pass(source, planner: planner, previews: visit != nil) }
				for index in range {
					sources[index] = nil
				}
				for outcome in outcomes {
					outcome.decisions.forEach { plan.record($0) }
					staged.add(outcome.temporaries)
					for preview in outcome.previews {
						visit?(preview.item, preview.existing ?? [], preview.text ?? "")
					}
				}
				if let failure = outcomes.lazy.compactMap({ $0.failure }).first {
					throw failure
				}
				if let signal = Interruption.signal {
					throw Failure.interrupted(signal: signal)
				}
			}
			try planned { () throws(OutputPlan.Failure) in try plan.finish(inputs, runKey: runKey, setup: setup, snapshot: snapshot) }
		}
		catch {
			staged.discard()
			throw error
		}
		return (plan, staged)
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
		if let unchanged = planner.unchanged(entity: source.entity, paths: source.paths, fingerprint: source.fingerprint) {
			return Outcome(decisions: unchanged)
		}
		var outcome = Outcome()
		var group = planner.group(source.entity)
		var files: GroupStaging?
		do throws(Failure) {
			if staging {
				files = try written { () throws(OutputWriter.Failure) in try GroupStaging(entity: source.entity, root: root) }
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
				let decision = try planned { () throws(OutputPlan.Failure) in try group.decide(file) }
				try written { () throws(OutputWriter.Failure) in try files?.stage(decision) }
				if previews && decision.existing != nil {
					outcome.previews.append(decision)
				}
				outcome.decisions.append(decision.settled)
			}
			let archive = group.archive()
			let obsolete = archive == nil || !staging ? [] : group.obsoleteBases()
			try written { () throws(OutputWriter.Failure) in try files?.finish(archive: archive, keeping: obsolete) }
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

	private func planned<T>(_ body: () throws(OutputPlan.Failure) -> T) throws(Failure) -> T {
		do {
			return try body()
		}
		catch {
			throw Failure.plan(error)
		}
	}

	private func written<T>(_ body: () throws(OutputWriter.Failure) -> T) throws(Failure) -> T {
		do {
			return try body()
		}
		catch {
			throw Failure.write(error)
		}
	}
}
