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
		var counts: [String: Int] = [:]
		if let previous = previous {
			for entry in previous.entries.values {
				counts[entry.entity, default: 0] += 1
			}
		}
		self.recordedFiles = counts
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
		do throws(OutputPlan.Failure) {
			for index in group.files.indices {
				if Interruption.signal != nil {
					break
				}
				try compare(index, of: group, data: data, into: &outcome)
			}
		}
		catch {
			outcome.failure = error
		}
		return outcome
	}

	private func compare(_ index: Int, of group: FileGroup, data: FileGroup.Data, into outcome: inout Outcome) throws(OutputPlan.Failure) {
		let file = group.files[index]
		let text: String
		do {
			text = try group.render(index, data: data)
		}
		catch {
			throw OutputPlan.Failure.render(group.diagnostic(for: error))
		}
		var item = OutputPlan.Item(path: file.path, entity: group.entity, action: .create)
		let entry = Manifest.Entry(hash: ContentHash.of(text.utf8), entity: group.entity)
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
			else {
				item.reason = recorded == nil ? "not written by screenletgen" : "edited since screenletgen wrote it"
				item.action = force ? .overwrite : .conflict
				records = force
			}
			if collectsPreviews && item.action != .unchanged {
				outcome.previews.append(Preview(item: item, old: existing, new: text))
			}
		}
		if staging && [.create, .update, .overwrite].contains(item.action) {
			item.staged = try stage(text, for: file.path)
		}
		outcome.items.append(item)
		if records {
			outcome.entries.append((file.path, entry))
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
		var text = text
		let staged = text.withUTF8 { buffer in Result { () throws(OutputWriter.Failure) in try OutputWriter.stage(buffer, for: root + "/" + path) } }
		switch staged {
		case .success(let temporary): return temporary
		case .failure(let failure): throw OutputPlan.Failure.unsafeFolder(failure.message)
		}
	}

	/// The idle rerun: the manifest says this very input made exactly these files, and each
	/// file on disk still has the recorded hash. Anything else (an edit, a missing file, a
	/// changed spec or template) falls back to rendering. Nil then.
	private func unchangedSinceLastRun(_ group: FileGroup) -> Outcome? {
		guard let fingerprint = group.fingerprint, let previous = previous, previous.inputs[group.entity] == fingerprint else {
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
		// A recorded file the group no longer has means the fingerprint is not the whole story.
		return recordedFiles[group.entity] == group.files.count ? outcome : nil
	}
}
