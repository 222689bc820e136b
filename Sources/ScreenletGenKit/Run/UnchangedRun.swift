/// The idle rerun, without decoding a spec: when the run's specs (their bytes, the templates
/// and the generator's build) are exactly those of the last run that wrote the manifest, and
/// that run found no problem, their models, checks and files are what they were then. The
/// files are still read and compared with the recorded hashes; if any differs, the run
/// models and renders as usual (the attempt is stale).
public enum UnchangedRun {

	/// Identifies the set of specs of a run (order and names aside), from their
	/// `SpecFiles.fingerprint`s.
	public static func key(_ fingerprints: [String]) -> String {
		var hasher = ContentHasher()
		for fingerprint in fingerprints.sorted() {
			hasher.combine(fingerprint)
		}
		return hasher.digest
	}

	/// The files the manifest records for these specs, or nil when the run is not the last
	/// one again (then nothing is known without modelling).
	/// `state`: the output folder's manifest as read before the run (`PreviousState.read`).
	/// `fingerprints`: the specs' own, in order; `runKey`: `key(fingerprints)`.
	static func groups(fingerprints: [String], runKey: String, state: PreviousState?) -> [RecordedFiles]? {
		guard !fingerprints.isEmpty, let state = state, state.journal == nil,
				let manifest = state.manifest, manifest.lastRun == runKey else {
			return nil
		}
		var entityOf: [String: String] = [:]
		for (entity, fingerprint) in manifest.inputs {
			entityOf[fingerprint] = entity
		}
		// An entry no run of screenletgen writes (a forged or damaged manifest): model as usual.
		guard manifest.entries.keys.allSatisfy(OutputPlan.isSafe) else {
			return nil
		}
		let paths = manifest.pathsByEntity
		var groups: [RecordedFiles] = []
		for fingerprint in fingerprints {
			guard let entity = entityOf[fingerprint] else {
				return nil
			}
			// No file: a spec not written for this folder's platform (`NoFiles`).
			groups.append(RecordedFiles(entity: entity, paths: (paths[entity] ?? []).sorted(), fingerprint: fingerprint))
		}
		// The run's own files (an Android service class), which follow from all its specs together.
		for (entity, fingerprint) in manifest.inputs.sorted(by: { $0.key < $1.key }) where fingerprint == runKey {
			guard let recorded = paths[entity] else {
				return nil
			}
			groups.append(RecordedFiles(entity: entity, paths: recorded.sorted(), fingerprint: fingerprint))
		}
		return groups
	}

	/// The idle rerun's plan: every file of `groups` (`groups(…)`) unchanged, the manifest as it
	/// was, with the run's `setup`; nil when a file is not what the manifest recorded (then
	/// the specs must be modelled and rendered after all). Nothing is rendered or staged.
	static func plan(_ groups: [RecordedFiles], outputDirectory root: String, previous: PreviousState, runKey: String, setup: Manifest.Setup) throws(OutputPlan.Failure) -> OutputPlan? {
		let started = try OutputPlan.start(outputDirectory: root, previous: previous, paths: groups.flatMap { $0.paths }, staging: false)
		var plan = started.plan
		let planner = OutputPlanner(previous: previous.manifest, force: false, snapshot: started.snapshot)
		// A chunk at a time in parallel, as a run renders: the first file found changed ends it.
		for start in stride(from: 0, to: groups.count, by: OutputPass.stagingChunk) {
			let chunk = groups[start..<min(start + OutputPass.stagingChunk, groups.count)]
			for decisions in ParallelMap.map(Array(chunk), { planner.unchanged(entity: $0.entity, paths: $0.paths, fingerprint: $0.fingerprint) }) {
				guard let decisions = decisions else {
					return nil
				}
				decisions.forEach { plan.record($0) }
			}
		}
		try plan.finish(groups.map { OutputPlan.Input(entity: $0.entity, fingerprint: $0.fingerprint) }, runKey: runKey, setup: setup, snapshot: started.snapshot)
		return plan
	}
}

/// The files the manifest records for an unchanged spec: checked on disk, never rendered.
struct RecordedFiles {
	var entity: String
	/// Relative to the output folder, sorted.
	var paths: [String]
	var fingerprint: String
}
