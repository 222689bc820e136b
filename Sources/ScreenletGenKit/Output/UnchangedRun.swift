/// The idle rerun, without decoding a spec: when the run's specs (their bytes, the templates
/// and the generator's build) are exactly those of the last run that wrote the manifest, and
/// that run found no problem, their models, checks and files are what they were then. The
/// files are still read and compared with the recorded hashes; if any differs, the run
/// models and renders as usual (`OutputPlan.Failure.stale`).
public enum UnchangedRun {

	/// Identifies the set of specs of a run (order and names aside).
	public static func key(_ inputs: [Generator.SpecInput], templates: TemplateLibrary) -> String {
		var hasher = ContentHasher()
		for fingerprint in inputs.map({ FileGroup.fingerprint(of: $0.bytes, templates: templates) }).sorted() {
			hasher.combine(fingerprint)
		}
		return hasher.digest
	}

	/// The groups of the files the manifest records for these specs, or nil when the run is
	/// not the last one again (then nothing is known without modelling).
	/// `state`: the output folder's manifest as read before the run (`PreviousState.read`).
	static func groups(_ inputs: [Generator.SpecInput], templates: TemplateLibrary, state: PreviousState?) -> [FileGroup]? {
		guard !inputs.isEmpty, let state = state, state.journal == nil,
				let manifest = state.manifest, manifest.lastRun == key(inputs, templates: templates) else {
			return nil
		}
		var entityOf: [String: String] = [:]
		for (entity, fingerprint) in manifest.inputs {
			entityOf[fingerprint] = entity
		}
		var paths: [String: [String]] = [:]
		for (path, entry) in manifest.entries {
			// An entry no run of screenletgen writes (a forged or damaged manifest).
			guard OutputPlan.isSafe(path) else {
				return nil
			}
			paths[entry.entity, default: []].append(path)
		}
		var groups: [FileGroup] = []
		for input in inputs {
			let fingerprint = FileGroup.fingerprint(of: input.bytes, templates: templates)
			guard let entity = entityOf[fingerprint], let recorded = paths[entity] else {
				return nil
			}
			groups.append(FileGroup(recorded: entity, specFile: input.file, paths: recorded.sorted(), fingerprint: fingerprint))
		}
		return groups
	}
}
