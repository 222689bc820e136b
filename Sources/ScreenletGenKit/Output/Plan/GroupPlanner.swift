/// What every group's planning shares: the previous manifest, `--force`, and the output
/// folder as it is (`OutputSnapshot`). It reads only.
struct OutputPlanner: Sendable {

	let previous: Manifest?
	let force: Bool
	let snapshot: any OutputSnapshot
	/// The files the previous manifest records for each entity.
	fileprivate let recordedFiles: [String: [String]]

	init(previous: Manifest?, force: Bool, snapshot: any OutputSnapshot) {
		self.previous = previous
		self.force = force
		self.snapshot = snapshot
		self.recordedFiles = previous?.pathsByEntity ?? [:]
	}

	/// The idle rerun: the manifest says this very input (`fingerprint`) made exactly these
	/// files, and each file on disk still has the recorded hash. Anything else (an edit, a
	/// missing file, a changed spec or template) is nil: the files must be rendered and compared.
	func unchanged(entity: String, paths: [String], fingerprint: String?) -> [FileDecision]? {
		// A recorded file the group no longer has means the fingerprint is not the whole story:
		// counted before any file is read.
		guard let fingerprint = fingerprint, let previous = previous, previous.inputs[entity] == fingerprint,
				(recordedFiles[entity]?.count ?? 0) == paths.count else {
			return nil
		}
		var decisions: [FileDecision] = []
		decisions.reserveCapacity(paths.count)
		for path in paths {
			guard let entry = previous.entries[path], entry.entity == entity,
					case .file(let bytes)? = try? snapshot.contents(of: path), ContentHash.digits(of: bytes) == entry.digits else {
				return nil
			}
			decisions.append(FileDecision(item: OutputPlan.Item(path: path, entity: entity, action: .unchanged), entry: entry))
		}
		return decisions
	}

	/// Decides one entity's files as they are rendered.
	func group(_ entity: String) -> GroupPlanner {
		return GroupPlanner(entity: entity, shared: self)
	}
}

/// Decides what happens to each file of one entity, one file at a time as it is rendered,
/// from its text, what the folder holds and the previous manifest: created, unchanged,
/// updated, merged into a hand edit, left alone for a conflict or (with `--force`)
/// overwritten; and whether the entity's base archive is replaced.
struct GroupPlanner {

	let entity: String
	private let shared: OutputPlanner
	/// The previous base archive, read when the first edited file needs it.
	private var bases: [String: [[UInt8]]]?
	/// A file of the group is written: its new base archive must replace the old one.
	private var changes = false
	/// The paths decided so far.
	private var decided: Set<String> = []

	fileprivate init(entity: String, shared: OutputPlanner) {
		self.entity = entity
		self.shared = shared
	}

	mutating func decide(_ file: GeneratedFile) throws(OutputPlan.Failure) -> FileDecision {
		let text = file.contents
		decided.insert(file.path)
		let entry = Manifest.Entry(digits: ContentHash.digits(of: text), entity: entity)
		let recorded = shared.previous?.entries[file.path]?.digits
		var decision = FileDecision(item: OutputPlan.Item(path: file.path, entity: entity, action: .create), entry: entry, text: text, archived: [text])
		if case .file(let existing) = try shared.snapshot.contents(of: file.path) {
			try compare(text, with: existing, recorded: recorded, into: &decision)
			if decision.item.action != .unchanged {
				decision.existing = existing
			}
		}
		// The base the manifest names stays in the new archive beside the new text until the
		// next run: a run killed between the archive and the manifest still finds it.
		if let recorded = recorded, recorded != entry.digits, let before = base(of: file.path, hash: recorded) {
			decision.archived.append(String(decoding: before, as: UTF8.self))
		}
		if decision.item.action.writes {
			changes = true
		}
		return decision
	}

	/// A file that exists: the same text, screenletgen's own to update, a conflict it marked
	/// and nobody resolved, a hand edit to merge with, or a file it cannot merge into.
	private mutating func compare(_ text: String, with existing: [UInt8], recorded: HashDigits?, into decision: inout FileDecision) throws(OutputPlan.Failure) {
		let path = decision.item.path
		if text.utf8.elementsEqual(existing) {
			decision.item.action = .unchanged
		}
		else if recorded == ContentHash.digits(of: existing) {
			decision.item.action = .update
		}
		else if let line = LineMerge.unresolvedConflictLine(in: existing, editedName: path) {
			// A conflict screenletgen wrote is still there: every run fails until it is resolved.
			decision.item.action = .conflict
			decision.item.holdsConflictMarkers = true
			decision.item.reason = "still holds the conflict screenletgen marked at line \(line) (<<<<<<< … >>>>>>>); keep what you want, remove the markers and rerun"
		}
		else if let recorded = recorded, let base = base(of: path, hash: recorded) {
			// Edited by hand since screenletgen wrote `base`: the edit and the new output meet.
			if text.utf8.elementsEqual(base) {
				decision.item.action = .unchanged
				decision.item.reason = "edited by hand; nothing new to merge"
			}
			else {
				let merge = LineMerge.merge(base: String(decoding: base, as: UTF8.self), edited: String(decoding: existing, as: UTF8.self), generated: text, editedName: path)
				decision.text = merge.text
				decision.item.mergedHash = ContentHash.of(text: merge.text)
				decision.item.action = merge.conflicts == 0 ? .merged : .mergedWithConflicts
				decision.item.reason = merge.conflicts == 0 ? nil : "\(merge.conflicts) conflict\(merge.conflicts == 1 ? "" : "s") between your edit and the new output, marked with <<<<<<< and >>>>>>>; resolve them and rerun"
			}
		}
		else {
			decision.item.reason = recorded == nil ? "not written by screenletgen" : "edited since screenletgen wrote it, and its base is not recorded"
			if shared.force {
				decision.item.action = .overwrite
				decision.item.keptAs = try freeName(for: path)
			}
			else {
				decision.item.action = .conflict
				decision.entry = nil
			}
		}
	}

	/// The entity's new base archive replaces the old one when a file changed, or when there
	/// is none yet; nil when the old one stays.
	func archive() -> OutputPlan.Item? {
		let path = BaseArchive.path(for: entity)
		let exists = shared.snapshot.exists(path)
		guard changes || !exists else {
			return nil
		}
		return OutputPlan.Item(path: path, entity: entity, action: exists ? .update : .create, isBase: true)
	}

	/// Once every file is decided: the bases the previous manifest names for the entity's
	/// files the run no longer generates. A new archive keeps them beside the new texts until
	/// the next run, so that a run killed between the archive and the manifest still leaves
	/// the old manifest every base it names.
	mutating func obsoleteBases() -> [(path: String, text: String)] {
		var bases: [(path: String, text: String)] = []
		for path in shared.recordedFiles[entity] ?? [] where !decided.contains(path) {
			if let hash = shared.previous?.entries[path]?.digits, let text = base(of: path, hash: hash) {
				bases.append((path, String(decoding: text, as: UTF8.self)))
			}
		}
		return bases.sorted { $0.path < $1.path }
	}

	/// The text screenletgen wrote last time, if the archive has it with the recorded hash.
	private mutating func base(of path: String, hash: HashDigits) -> [UInt8]? {
		if bases == nil {
			let archive = try? shared.snapshot.contents(of: BaseArchive.path(for: entity))
			if case .file(let bytes)? = archive {
				bases = BaseArchive.parse(bytes)
			}
			else {
				bases = [:]
			}
		}
		return bases?[path]?.first { ContentHash.digits(of: $0) == hash }
	}

	/// `<path>.orig`, or `.orig2`… when taken: where `--force` keeps what it replaces.
	private func freeName(for path: String) throws(OutputPlan.Failure) -> String {
		var candidate = path + ".orig"
		var number = 2
		while case .file = try shared.snapshot.contents(of: candidate) {
			candidate = path + ".orig\(number)"
			number += 1
		}
		return candidate
	}
}
