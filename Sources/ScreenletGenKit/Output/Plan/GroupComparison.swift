import Foundation

/// Compares one spec's files with the disk, one file at a time: renders it, reads what is
/// there, decides its action and, when staging, writes a change to a temporary file.
/// A group whose fingerprint and files match the manifest is checked without rendering.
struct GroupComparison: Sendable {

	struct Preview {
		var item: OutputPlan.Item
		var old: [UInt8]
		var new: String
	}

	struct Outcome {
		var items: [OutputPlan.Item] = []
		var entries: [(String, Manifest.Entry)] = []
		var previews: [Preview] = []
		var failure: OutputPlan.Failure?
	}

	let root: String
	let previous: Manifest?
	let force: Bool
	let staging: Bool
	let collectsPreviews: Bool
	let folders: FolderCheck
	/// How many files the previous manifest records for each entity.
	let recordedFiles: [String: Int]

	init(root: String, previous: Manifest?, force: Bool, staging: Bool, collectsPreviews: Bool, folders: FolderCheck) {
		self.root = root
		self.previous = previous
		self.force = force
		self.staging = staging
		self.collectsPreviews = collectsPreviews
		self.folders = folders
		self.recordedFiles = previous?.pathsByEntity.mapValues { $0.count } ?? [:]
	}

	func compare(_ group: FileGroup) -> Outcome {
		if let outcome = unchangedSinceLastRun(group) {
			return outcome
		}
		if group.isRecorded {
			return Outcome(failure: .stale)
		}
		var outcome = Outcome()
		let data = group.data()
		var context = GroupContext(entity: group.entity)
		do throws(OutputPlan.Failure) {
			if staging {
				context.archive = try staged { () throws(OutputWriter.Failure) in try BaseArchive.Writer(entity: group.entity, root: root) }
			}
			for index in group.files.indices {
				if Interruption.signal != nil {
					break
				}
				try compare(index, of: group, data: data, context: &context, into: &outcome)
			}
			try finishArchive(&context, into: &outcome)
		}
		catch {
			context.archive?.abandon()
			outcome.failure = error
		}
		return outcome
	}

	/// What one group's comparison carries from file to file.
	private struct GroupContext {
		let entity: String
		/// The new base archive, written as the files are rendered (staged runs).
		var archive: BaseArchive.Writer?
		/// The previous base archive, read when the first edited file needs it.
		var bases: [String: [[UInt8]]]?
		var changes = false

		init(entity: String) {
			self.entity = entity
		}
	}

	private func compare(_ index: Int, of group: FileGroup, data: FileGroup.Data, context: inout GroupContext, into outcome: inout Outcome) throws(OutputPlan.Failure) {
		let file = group.files[index]
		let text: String
		do {
			text = try group.render(index, data: data).contents
		}
		catch {
			throw OutputPlan.Failure.render(group.diagnostic(for: error))
		}
		try staged { () throws(OutputWriter.Failure) in try context.archive?.append(path: file.path, text: text) }
		var item = OutputPlan.Item(path: file.path, entity: group.entity, action: .create)
		let entry = Manifest.Entry(hash: ContentHash.of(text: text), entity: group.entity)
		var written = text
		let onDisk = try contents(of: file.path)
		var records = true
		if case .file(let existing) = onDisk {
			let recorded = previous?.entries[file.path]?.hash
			if text.utf8.elementsEqual(existing) {
				item.action = .unchanged
			}
			else if recorded == ContentHash.of(existing) {
				item.action = .update
			}
			else if let line = LineMerge.unresolvedConflictLine(in: existing, editedName: file.path) {
				// A conflict screenletgen wrote is still there: every run fails until it is resolved.
				item.action = .conflict
				item.holdsConflictMarkers = true
				item.reason = "still holds the conflict screenletgen marked at line \(line) (<<<<<<< … >>>>>>>); keep what you want, remove the markers and rerun"
			}
			else if let recorded = recorded, let base = base(of: file.path, hash: recorded, context: &context) {
				// Edited by hand since screenletgen wrote `base`: the edit and the new output meet.
				if text.utf8.elementsEqual(base) {
					item.action = .unchanged
					item.reason = "edited by hand; nothing new to merge"
				}
				else {
					let merge = LineMerge.merge(base: String(decoding: base, as: UTF8.self), edited: String(decoding: existing, as: UTF8.self), generated: text, editedName: file.path)
					written = merge.text
					item.action = merge.conflicts == 0 ? .merged : .mergedWithConflicts
					item.reason = merge.conflicts == 0 ? nil : "\(merge.conflicts) conflict\(merge.conflicts == 1 ? "" : "s") between your edit and the new output, marked with <<<<<<< and >>>>>>>; resolve them and rerun"
				}
			}
			else {
				item.reason = recorded == nil ? "not written by screenletgen" : "edited since screenletgen wrote it, and its base is not recorded"
				if force {
					item.action = .overwrite
					item.keptAs = try freeName(for: file.path)
				}
				else {
					item.action = .conflict
					records = false
				}
			}
			if collectsPreviews && item.action != .unchanged {
				outcome.previews.append(Preview(item: item, old: existing, new: written))
			}
		}
		// The base the manifest names stays in the new archive beside the new text until the
		// next run: a run killed between the archive and the manifest still finds it.
		if let recorded = previous?.entries[file.path]?.hash, recorded != entry.hash,
				let before = base(of: file.path, hash: recorded, context: &context) {
			try staged { () throws(OutputWriter.Failure) in try context.archive?.append(path: file.path, text: String(decoding: before, as: UTF8.self)) }
		}
		if [.create, .update, .overwrite, .merged, .mergedWithConflicts].contains(item.action) {
			context.changes = true
			if staging {
				item.staged = try stage(written, for: file.path)
			}
		}
		outcome.items.append(item)
		if records {
			outcome.entries.append((file.path, entry))
		}
	}

	/// The text screenletgen wrote last time, if the archive has it with the recorded hash.
	private func base(of path: String, hash: String, context: inout GroupContext) -> [UInt8]? {
		if context.bases == nil {
			context.bases = BaseArchive.read(entity: context.entity, root: root)
		}
		return context.bases?[path]?.first { ContentHash.of($0) == hash }
	}

	/// The new archive replaces the old one when a file changed, or when there is none yet.
	private func finishArchive(_ context: inout GroupContext, into outcome: inout Outcome) throws(OutputPlan.Failure) {
		guard let archive = context.archive else {
			return
		}
		context.archive = nil
		let relative = BaseArchive.path(for: context.entity)
		var status = stat()
		let exists = !folders.missing.contains(BaseArchive.folder) && lstat(root + "/" + relative, &status) == 0
		guard context.changes || !exists else {
			archive.abandon()
			return
		}
		let temporary = try staged { () throws(OutputWriter.Failure) in try archive.finish() }
		outcome.items.append(OutputPlan.Item(path: relative, entity: context.entity, action: exists ? .update : .create, staged: temporary, isBase: true))
	}

	/// `<path>.orig`, or `.orig2`… when taken: where `--force` keeps what it replaces.
	private func freeName(for path: String) throws(OutputPlan.Failure) -> String {
		var candidate = path + ".orig"
		var number = 2
		while case .file = try contents(of: candidate) {
			candidate = path + ".orig\(number)"
			number += 1
		}
		return candidate
	}

	private func staged<T>(_ body: () throws(OutputWriter.Failure) -> T) throws(OutputPlan.Failure) -> T {
		do {
			return try body()
		}
		catch {
			throw OutputPlan.Failure.unsafeFolder(error.message)
		}
	}

	/// In a folder this run creates, nothing exists yet: no need to look.
	private func contents(of path: String) throws(OutputPlan.Failure) -> DiskFile.Contents {
		if folders.missing.contains(FolderCheck.folder(of: path)) {
			return .missing
		}
		do {
			return try DiskFile.read(root + "/" + path)
		}
		catch {
			throw OutputPlan.Failure.unsafeFolder(error.message)
		}
	}

	private func stage(_ text: String, for path: String) throws(OutputPlan.Failure) -> String {
		return try staged { () throws(OutputWriter.Failure) in try OutputWriter.stage(text, for: root + "/" + path) }
	}

	/// The idle rerun: the manifest says this very input made exactly these files, and each
	/// file on disk still has the recorded hash. Anything else (an edit, a missing file, a
	/// changed spec or template) falls back to rendering. Nil then.
	private func unchangedSinceLastRun(_ group: FileGroup) -> Outcome? {
		// A recorded file the group no longer has means the fingerprint is not the whole story:
		// counted before any file is read.
		guard let fingerprint = group.fingerprint, let previous = previous, previous.inputs[group.entity] == fingerprint,
				recordedFiles[group.entity] == group.files.count else {
			return nil
		}
		var outcome = Outcome()
		for file in group.files {
			guard let entry = previous.entries[file.path], entry.entity == group.entity,
					case .file(let bytes)? = try? contents(of: file.path), ContentHash.of(bytes) == entry.hash else {
				return nil
			}
			outcome.items.append(OutputPlan.Item(path: file.path, entity: group.entity, action: .unchanged))
			outcome.entries.append((file.path, entry))
		}
		return outcome
	}
}
