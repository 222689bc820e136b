/// The manifest on disk, reconciled with an interrupted run's journal: read once per run,
/// with the output folder locked when the run writes.
public struct PreviousState: Sendable {
	var manifest: Manifest?
	/// Its bytes, to undo a failed run.
	var contents: [UInt8]?
	/// The journal an interrupted run left (`Journal`), if any.
	var journal: Journal?

	static func read(root: String) throws(OutputPlan.Failure) -> PreviousState {
		var state = PreviousState()
		for name in [Manifest.fileName, Journal.fileName] {
			guard let bytes = try readFile(name, root: root) else {
				continue
			}
			if name == Manifest.fileName {
				guard let parsed = Manifest(bytes: bytes) else {
					throw OutputPlan.Failure.badManifest(root + "/" + name)
				}
				state.manifest = parsed
				state.contents = bytes
			}
			else {
				guard let journal = Journal(bytes: bytes) else {
					throw OutputPlan.Failure.badManifest(root + "/" + name)
				}
				let reconciled = journal.reconcile(state.manifest ?? Manifest(), root: root)
				state.manifest = reconciled
				state.contents = Array(reconciled.text.utf8)
				state.journal = journal
			}
		}
		return state
	}

	private static func readFile(_ name: String, root: String) throws(OutputPlan.Failure) -> [UInt8]? {
		do {
			return try OutputFolder.readFile(name, under: root)
		}
		catch {
			throw OutputPlan.Failure.unsafeFolder(error.message)
		}
	}
}
