/// `.screenletgen-pending` in the output folder: what a run is about to do, saved before its
/// first rename and removed once it is done. It is the manifest the run is about to write,
/// followed by comment lines (which the manifest's reader, and older versions, skip) that
/// say what else the next run must finish or undo if this one is killed:
///
/// - `# kept <path> <kept as>`: `--force` links the file it replaces to its `.orig` name
///   before replacing it; if the file is still the very same one, the run was killed in
///   between and the next run removes that second name (the file is left as it was).
/// - `# merged <hash> <path>`: the hash of a merge the run writes (the manifest records the
///   generated text's), so that the next run knows a merged file as the run's own.
/// - `# removes <path>`: a file the run removes once its manifest is written; the next run
///   removes the folders such files leave empty.
///
/// When a run is killed, the folder holds a mix of old and new files under the old manifest;
/// the journal lets the next run recognise the new ones as screenletgen's own.
struct Journal {

	static let fileName = ".screenletgen-pending"
	private static let keptPrefix = "# kept "
	private static let mergedPrefix = "# merged "
	private static let removesPrefix = "# removes "

	/// The manifest the run was about to write.
	var manifest: Manifest
	/// Path → where `--force` keeps the file it replaces there (both relative).
	var kept: [String: String] = [:]
	/// Path → the hash of the merge written there.
	var merged: [String: String] = [:]
	/// Files removed once the manifest is written (relative).
	var removals: [String] = []

	init(manifest: Manifest) {
		self.manifest = manifest
	}

	/// Nil when the bytes are not a journal (not a manifest). Unsafe paths are ignored.
	init?(bytes: [UInt8]) {
		guard let manifest = Manifest(bytes: bytes) else {
			return nil
		}
		self.manifest = manifest
		// Only the comment lines: a journal's entries are a manifest's, read above.
		var start = 0
		while let hash = bytes[start...].firstIndex(of: UInt8(ascii: "#")) {
			let end = bytes[hash...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
			defer { start = end }
			guard hash == 0 || bytes[hash - 1] == UInt8(ascii: "\n") else {
				continue
			}
			var line = String(decoding: bytes[hash..<end], as: UTF8.self)
			if line.hasSuffix("\r") {
				line.removeLast()
			}
			let fields = line.split(separator: " ").map(String.init)
			if line.hasPrefix(Journal.keptPrefix), fields.count == 4, OutputPlan.isSafe(fields[2]), OutputPlan.isSafe(fields[3]) {
				kept[fields[2]] = fields[3]
			}
			else if line.hasPrefix(Journal.mergedPrefix), fields.count == 4, OutputPlan.isSafe(fields[3]) {
				merged[fields[3]] = fields[2]
			}
			else if line.hasPrefix(Journal.removesPrefix), fields.count == 3, OutputPlan.isSafe(fields[2]) {
				removals.append(fields[2])
			}
		}
	}

	/// What the journal of a plan holds after the plan's manifest (whose text the writer makes
	/// once, for both): the lines of its kept, merged and removed files.
	static func lines(of plan: OutputPlan) -> String {
		var lines = ""
		for item in plan.items {
			if item.action == .overwrite, let keptAs = item.keptAs {
				lines += "\(keptPrefix)\(item.path) \(keptAs)\n"
			}
			if let hash = item.mergedHash {
				lines += "\(mergedPrefix)\(hash) \(item.path)\n"
			}
			if item.action == .remove {
				lines += "\(removesPrefix)\(item.path)\n"
			}
		}
		return lines
	}

	/// The manifest the folder really has after an interrupted run: a path whose file holds
	/// exactly what the interrupted run meant to write (its text, or its merge) is recorded
	/// with the journal's entry; any other path keeps the old manifest's entry (its file is
	/// old, edited, or gone).
	func reconcile(_ old: Manifest, root: String) -> Manifest {
		var result = old
		result.lastRun = nil
		// Those entities' files are now a mix: none of them may be skipped by fingerprint.
		for entity in Set(manifest.entries.values.map { $0.entity }) {
			result.inputs[entity] = nil
		}
		for (path, entry) in manifest.entries where OutputPlan.isSafe(path) && old.entries[path] != entry {
			guard let bytes = try? OutputFolder.readFile(path, under: root) else {
				continue
			}
			let hash = ContentHash.of(bytes)
			if hash == entry.hash || hash == merged[path] {
				result.entries[path] = entry
			}
		}
		return result
	}
}
