import Foundation

/// The first half of writing a plan: the folders its files go to are made, and each change
/// lies in a temporary file beside its target (`GroupStaging`), every such folder listed in
/// the `StagingMarker` first, so that a killed run's leftovers are found. `OutputWriter.commit`
/// renames the files into place; `discard` undoes it all.
struct Staging {

	let root: String
	/// Item path → the name of the temporary file beside it that holds what it becomes.
	private(set) var temporaries: [String: TemporaryFile.Name] = [:]
	/// The folders made for the staged files (relative), outermost first: the plan's own
	/// strings, not new absolute ones (a bulk run makes a folder or more per file).
	private(set) var createdFolders: [String] = []
	private var marks = false

	/// Nothing staged: a plan with nothing to write, or a preview.
	init(root: String) {
		self.root = root
	}

	/// Marks the plan's folders and the ones it makes, then makes the missing ones. The
	/// output folder must be locked (`FolderLock`). `remade`: folders the plan found that the
	/// recovery of a killed run has since removed (`Recovery.folders`), made again.
	static func begin(_ plan: OutputPlan, remade: [String] = []) throws(OutputWriter.Failure) -> Staging {
		var staging = Staging(root: plan.outputDirectory)
		var made = plan.newFolders
		for folder in remade where plan.stagingFolders.contains(where: { $0 == folder || $0.hasPrefix(folder + "/") }) {
			made.insert(folder)
		}
		try StagingMarker.write(plan.stagingFolders, made: made, root: staging.root)
		staging.marks = true
		do {
			try staging.makeFolders(made)
		}
		catch {
			staging.discard()
			throw error
		}
		return staging
	}

	/// A group's staged files join the run's.
	mutating func add(_ staged: [String: TemporaryFile.Name]) {
		temporaries.merge(staged) { _, new in new }
	}

	/// The temporary file staged for the item at `path`, if any.
	func temporary(for path: String) -> String? {
		return temporaries[path]?.path(beside: root + "/" + path)
	}

	/// Removes what staging wrote: the temporary files, the folders made for them, the marker.
	func discard() {
		for (path, name) in temporaries {
			FolderCalls.unlink(name.path(beside: root + "/" + path))
		}
		finish()
		for folder in createdFolders.reversed() {
			FolderCalls.rmdir(root + "/" + folder)
		}
	}

	/// The run is over (written or undone): no temporary file of it is left to look for.
	func finish() {
		if marks {
			StagingMarker.remove(root: root)
		}
	}

	/// Creates `folders` (relative), parents before children, one depth at a time and the
	/// folders of a depth in parallel: a bulk run makes a folder per file, and `mkdir` one by
	/// one was a tenth of its time. A folder that appeared since the plan looked is used if it
	/// is a real folder.
	private mutating func makeFolders(_ folders: Set<String>) throws(OutputWriter.Failure) {
		var depths: [Int: [String]] = [:]
		for folder in folders {
			depths[folder.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }, default: []].append(folder)
		}
		let root = self.root
		for depth in depths.keys.sorted() {
			let made = depths[depth]!
			let errors = ParallelMap.map(made) { folder -> Int32 in
				let path = root + "/" + folder
				if FolderCalls.mkdir(path, 0o755) == 0 {
					return 0
				}
				let error = errno
				var status = stat()
				return error == EEXIST && lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR ? -1 : error
			}
			createdFolders.append(contentsOf: zip(made, errors).filter { $0.1 == 0 }.map { $0.0 })
			if let (folder, error) = zip(made, errors).first(where: { $0.1 > 0 }) {
				throw OutputWriter.Failure(message: "cannot create the folder \(root)/\(folder): \(String(cString: strerror(error)))")
			}
		}
	}

	/// What a writing run found left by a killed one, and finished or undid.
	struct Recovery {
		/// The temporary files removed (absolute paths).
		var temporaries: [String] = []
		/// The folders removed, left empty by the killed run (relative).
		var folders: [String] = []
	}

	/// Finishes or undoes what a killed run left, from its journal (`previous.journal`) and
	/// its `StagingMarker`, before anything is planned: a file `--force` had linked to its
	/// `.orig` name but not yet replaced loses that second name; the temporary files (regular
	/// files only) go from the folders it staged into, the folders of its journal and the
	/// output folder itself; then the folders it made, and those its removals emptied, go if
	/// they are empty (deepest first, each a real folder reached through real folders); last
	/// the marker. The folder must be locked: no other run is staging.
	static func recover(root: String, previous: PreviousState) -> Recovery {
		var recovery = Recovery()
		let marker = StagingMarker.read(root: root)
		let journal = previous.journal
		for (path, keptAs) in journal?.kept ?? [:] where OutputWriter.isSecondName(keptAs, of: path, root: root) {
			FolderCalls.unlink(root + "/" + keptAs)
		}
		let journalFolders = journal.map { $0.manifest.entries.keys.filter(OutputPlan.isSafe).map(FolderCheck.folder) } ?? []
		recovery.temporaries = TemporaryFile.removeLeftovers(in: marker.folders.union(journalFolders).union([""]), under: root)
		var emptied = marker.made
		for path in journal?.removals ?? [] {
			var folder = FolderCheck.folder(of: path)
			while !folder.isEmpty && emptied.insert(folder).inserted {
				folder = FolderCheck.folder(of: folder)
			}
		}
		let deepestFirst = emptied.sorted { ($0.utf8.filter { $0 == UInt8(ascii: "/") }.count, $0) > ($1.utf8.filter { $0 == UInt8(ascii: "/") }.count, $1) }
		for folder in deepestFirst where OutputFolder.isRealFolder(folder, under: root) {
			if FolderCalls.rmdir(root + "/" + folder) == 0 {
				recovery.folders.append(folder)
			}
		}
		if marker != StagingMarker.Contents() {
			StagingMarker.remove(root: root)
		}
		return recovery
	}
}

/// One entity's part of staging, done file by file as the plan decides them: each change to
/// a temporary file, and every file's text to the entity's new base archive.
struct GroupStaging {

	private let root: String
	/// Nil once finished or abandoned.
	private var archive: BaseArchive.Writer?
	/// Item path → the name of its temporary file, this group's.
	private(set) var temporaries: [String: TemporaryFile.Name] = [:]

	init(entity: String, root: String) throws(OutputWriter.Failure) {
		self.root = root
		self.archive = try BaseArchive.Writer(entity: entity, root: root)
	}

	mutating func stage(_ decision: FileDecision) throws(OutputWriter.Failure) {
		for text in decision.archived {
			try archive?.append(path: decision.item.path, text: text)
		}
		if decision.item.action.writes, let text = decision.text {
			temporaries[decision.item.path] = try OutputWriter.stage(text, for: root + "/" + decision.item.path)
		}
	}

	/// The archive is staged with the files when the plan replaces it (`item`), with the
	/// bases it keeps for files no longer generated (`GroupPlanner.obsoleteBases`), and
	/// dropped when the old one stays (nil).
	mutating func finish(archive item: OutputPlan.Item?, keeping bases: [(path: String, text: String)] = []) throws(OutputWriter.Failure) {
		guard let writer = archive else {
			return
		}
		archive = nil
		guard let item = item else {
			writer.abandon()
			return
		}
		do {
			for base in bases {
				try writer.append(path: base.path, text: base.text)
			}
		}
		catch {
			writer.abandon()
			throw error
		}
		temporaries[item.path] = try writer.finish()
	}

	/// A failure before `finish`: the archive goes (the temporary files go with the run's).
	mutating func abandon() {
		archive?.abandon()
		archive = nil
	}
}
