/// The idle rerun, without decoding a spec: when the run's specs (their bytes, the templates
/// and the generator's build) are exactly those of the last run that wrote the manifest, and
/// that run found no problem, their models, checks and files are what they were then. The
/// files are still read and compared with the recorded hashes; if any differs, the run
/// models and renders as usual (`OutputPlan.Failure.stale`).
public enum UnchangedRun {

	/// Identifies the set of specs of a run (order and names aside), from their
	/// `FileGroup.fingerprint`s.
	public static func key(_ fingerprints: [String]) -> String {
		var hasher = ContentHasher()
		for fingerprint in fingerprints.sorted() {
			hasher.combine(fingerprint)
		}
		return hasher.digest
	}

	/// The groups of the files the manifest records for these specs, or nil when the run is
	/// not the last one again (then nothing is known without modelling).
	/// `state`: the output folder's manifest as read before the run (`PreviousState.read`).
	/// `fingerprints`: the inputs' own, in order; `runKey`: `key(fingerprints)`.
	static func groups(_ inputs: [Generator.SpecInput], fingerprints: [String], runKey: String, state: PreviousState?) -> [FileGroup]? {
		guard !inputs.isEmpty, let state = state, state.journal == nil,
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
		var groups: [FileGroup] = []
		for (input, fingerprint) in zip(inputs, fingerprints) {
			guard let entity = entityOf[fingerprint], let recorded = paths[entity] else {
				return nil
			}
			groups.append(FileGroup(recorded: entity, specFile: input.file, paths: recorded.sorted(), fingerprint: fingerprint))
		}
		return groups
	}
}
