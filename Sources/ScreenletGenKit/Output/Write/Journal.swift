/// `.screenletgen-pending` in the output folder: the manifest a run is about to write,
/// saved before its first rename and removed after the manifest is written. When a run is
/// killed in between, the folder holds a mix of old and new files under the old manifest;
/// the journal lets the next run recognise the new ones as screenletgen's own.
enum Journal {

	static let fileName = ".screenletgen-pending"

	/// The manifest the folder really has after an interrupted run: a path whose file holds
	/// exactly what the interrupted run meant to write is recorded with that hash; any other
	/// path keeps the old manifest's entry (its file is old, edited, or gone).
	static func reconcile(_ manifest: Manifest, pending: Manifest, root: String) -> Manifest {
		var result = manifest
		result.lastRun = nil
		// Those entities' files are now a mix: none of them may be skipped by fingerprint.
		for entity in Set(pending.entries.values.map { $0.entity }) {
			result.inputs[entity] = nil
		}
		for (path, entry) in pending.entries where OutputPlan.isSafe(path) && manifest.entries[path] != entry {
			guard let bytes = try? OutputFolder.readFile(path, under: root),
					ContentHash.of(bytes) == entry.hash else {
				continue
			}
			result.entries[path] = entry
		}
		return result
	}
}
