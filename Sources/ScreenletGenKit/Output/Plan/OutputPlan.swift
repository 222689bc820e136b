import Foundation

/// What a run does to the output folder, decided file by file by comparing each generated
/// file with the disk and the manifest. Files are rendered one at a time: a staged plan
/// holds each change in a temporary file beside its target (renamed into place by
/// `OutputWriter`), a preview holds nothing, so memory does not grow with the output.
public struct OutputPlan: Sendable {

	public enum Action: String, Sendable {
		case create = "created"
		case update = "updated"
		case unchanged = "unchanged"
		/// Edited by hand or not written by screenletgen: kept unless `--force`.
		case conflict = "conflict"
		/// A conflict that `--force` overwrites, keeping what it replaces as `<file>.orig`.
		case overwrite = "overwritten"
		/// Edited by hand, and the new output merged into the edit.
		case merged = "merged"
		/// Merged, with conflicts marked in the file: the run exits 1.
		case mergedWithConflicts = "merged with conflicts"
		/// Written by screenletgen for an entity that no longer generates it, and unchanged since.
		case remove = "removed"
		/// Like `remove`, but edited since: left where it is, and forgotten by the manifest.
		case keep = "kept"
	}

	public struct Item: Sendable {
		/// Relative to the output folder.
		public var path: String
		public var entity: String
		public var action: Action
		/// Why a file conflicts or is kept, for the message.
		public var reason: String?
		/// The temporary file holding the new contents (staged plans), renamed into place.
		var staged: String?
		/// Where `--force` keeps the replaced file (`overwrite`), relative to the output folder.
		public var keptAs: String?
		/// A `conflict` because the file still holds markers screenletgen wrote: only resolving
		/// them helps (not a template, not `--force`).
		public var holdsConflictMarkers = false
		/// The entity's base archive (`BaseArchive`), not a generated file: neither listed
		/// nor recorded in the manifest.
		var isBase = false
	}

	/// How `make` treats the files it renders.
	public enum Mode {
		/// Only compare; `visit` (if any) gets each file that would be updated, overwritten or
		/// conflicts, with what is on disk and what would be written, in plan order.
		case preview(visit: ((Item, [UInt8], String) -> Void)?)
		/// Write each change to a temporary file beside its target, ready for `OutputWriter`.
		/// The output folder must be locked (`FolderLock`).
		case stage
	}

	/// The resolved output folder (`OutputFolder.resolve`).
	public var outputDirectory: String
	public var items: [Item]
	public var manifest: Manifest
	/// The manifest as it is on disk (nil when there is none), reconciled with the journal
	/// of an interrupted run if there is one.
	public var previousManifest: Manifest?
	/// The previous manifest's bytes, to undo a failed run.
	public var previousManifestContents: [UInt8]?
	/// An interrupted run left a journal: the writer first saves the reconciled manifest.
	public var recoversInterruptedRun = false
	/// Temporary files an interrupted run left, removed before staging (staged plans only).
	public var removedLeftovers: [String] = []
	/// Folders created for staged files, outermost first: removed again if the run is undone.
	var createdFolders: [String] = []
	/// The plan wrote a `StagingMarker`, removed when the run ends.
	var marksStaging = false

	/// Files left as they are because nothing can be merged into them (not written by
	/// screenletgen, or no recorded base): the run writes the others and exits 1.
	public var conflicts: [Item] {
		return items.filter { $0.action == .conflict }
	}

	/// Files whose merge left conflict markers: written, and the run exits 1.
	public var conflictedMerges: [Item] {
		return items.filter { $0.action == .mergedWithConflicts }
	}

	/// What a run shows: the generated files, not its bookkeeping.
	public var listed: [Item] {
		return items.filter { !$0.isBase }
	}

	/// Files that would be created or changed on disk.
	public var changes: [Item] {
		return items.filter { [.create, .update, .overwrite, .merged, .mergedWithConflicts].contains($0.action) }
	}

	/// Files no longer generated, that screenletgen wrote and nobody edited.
	public var removals: [Item] {
		return items.filter { $0.action == .remove }
	}

	public var manifestChanges: Bool {
		return previousManifest != manifest
	}

	public enum Failure: Error, CustomStringConvertible {
		case unsafePath(String)
		case unsafeFolder(String)
		case badManifest(String)
		/// A file could not be rendered: the spec asks for too much, or a template fails.
		case render(Diagnostic)
		case interrupted(signal: Int32)
		/// A file of an unchanged run (`UnchangedRun`) is not what the manifest recorded:
		/// the run must model and render its specs after all.
		case stale

		public var description: String {
			switch self {
			case .unsafePath(let path): return "refusing to write \(path): the path leaves the output folder"
			case .unsafeFolder(let message): return message
			case .badManifest(let path): return "\(path) is not a screenletgen manifest (damaged or edited?). Delete it and rerun with --force to adopt the files again, after checking that none holds hand edits you want to keep"
			case .render(let diagnostic): return diagnostic.description
			case .interrupted: return "interrupted"
			case .stale: return "the output folder changed since the last run"
			}
		}
	}

	/// A relative path with no `..`, no empty or dot components, no backslash or NUL and
	/// nothing absolute. On bytes: every path of a run passes here.
	static func isSafe(_ path: String) -> Bool {
		var componentLength = 0
		var componentDots = 0
		for byte in path.utf8 {
			switch byte {
			case UInt8(ascii: "\\"), 0:
				return false
			case UInt8(ascii: "/"):
				// An empty, `.` or `..` component.
				guard componentLength > componentDots || componentDots > 2 else { return false }
				componentLength = 0
				componentDots = 0
			default:
				componentLength += 1
				if byte == UInt8(ascii: ".") {
					componentDots += 1
				}
			}
		}
		return componentLength > componentDots || componentDots > 2
	}

	/// Rendered files, in memory (tests and library users), planned as a staged run.
	public static func make(files: [GeneratedFile], outputDirectory root: String, force: Bool) throws(Failure) -> OutputPlan {
		return try make(groups: FileGroup.grouping(files), outputDirectory: root, force: force, mode: .stage)
	}

	/// `outputDirectory` must be resolved (`OutputFolder.resolve`); with `--force`,
	/// conflicting files are planned as overwritten. If staging fails or is interrupted,
	/// what it staged is removed again before this throws.
	/// `runKey` (`UnchangedRun.key`) is recorded when nothing conflicts.
	/// `setup` (what the run used besides the specs) is recorded when given.
	/// `readBefore`: the state read before the folder was locked; reused when the manifest's
	/// bytes have not changed since (a large manifest takes a while to parse).
	public static func make(groups given: consuming [FileGroup], outputDirectory root: String, force: Bool, mode: Mode, runKey: String? = nil, setup: Manifest.Setup? = nil, readBefore: PreviousState? = nil) throws(Failure) -> OutputPlan {
		var groups = consume given
		let staging: Bool
		var visit: ((Item, [UInt8], String) -> Void)?
		switch mode {
		case .stage: staging = true
		case .preview(let visitor): staging = false; visit = visitor
		}
		let previous = try PreviousState.read(root: root, reusing: readBefore)
		let createdRoot: [String]
		do throws(OutputFolder.Failure) {
			createdRoot = staging ? try OutputFolder.create(root) : []
		}
		catch {
			throw Failure.unsafeFolder(error.message)
		}
		var plan = OutputPlan(outputDirectory: root, items: [], manifest: previous.manifest ?? Manifest(),
			previousManifest: previous.manifest, previousManifestContents: previous.contents,
			recoversInterruptedRun: previous.journal != nil)
		plan.createdFolders = createdRoot
		for group in groups {
			for file in group.files where !isSafe(file.path) {
				plan.discard()
				throw Failure.unsafePath(file.path)
			}
		}
		let paths = groups.flatMap { $0.files.map { $0.path } } + (staging && !groups.isEmpty ? [BaseArchive.folder + "/x"] : [])
		let folderSet = Set(paths.map(FolderCheck.folder))
		if staging {
			// No other run is writing (the folder is locked): whatever temporary file lies
			// in the folders a killed run staged into was left by it.
			let journalPaths = previous.journal.map { $0.entries.keys.filter(isSafe) } ?? []
			let stagedBefore = StagingMarker.folders(root: root)
			plan.removedLeftovers = TemporaryFile.removeLeftovers(in: stagedBefore.union(journalPaths.map(FolderCheck.folder)).union([""]), under: root)
			do throws(OutputWriter.Failure) {
				try StagingMarker.write(folderSet, root: root)
			}
			catch {
				throw Failure.unsafeFolder(error.message)
			}
			plan.marksStaging = true
		}
		let folders: FolderCheck
		do throws(OutputFolder.Failure) {
			folders = try FolderCheck(folderSet, under: root, create: staging)
			plan.createdFolders += folders.created
		}
		catch {
			plan.discard()
			throw Failure.unsafeFolder(error.message)
		}
		let comparison = GroupComparison(root: root, previous: previous.manifest, force: force, staging: staging, collectsPreviews: visit != nil, folders: folders)
		plan.items.reserveCapacity(paths.count)
		plan.manifest.entries.reserveCapacity(plan.manifest.entries.count + paths.count)
		// A handful of groups at a time, so previews are handed out in order as they come;
		// staged groups let their models go chunk by chunk (when the caller gave the groups up).
		let chunkSize = visit == nil ? stagingChunk : 4 * ProcessInfo.processInfo.activeProcessorCount
		for start in stride(from: 0, to: groups.count, by: chunkSize) {
			let range = start..<min(start + chunkSize, groups.count)
			let outcomes = ParallelMap.map(Array(groups[range])) { comparison.compare($0) }
			if staging {
				for index in range {
					groups[index].releaseModel()
				}
			}
			for outcome in outcomes {
				plan.items += outcome.items
				for (path, entry) in outcome.entries {
					plan.manifest.entries[path] = entry
				}
				for preview in outcome.previews {
					visit?(preview.item, preview.old, preview.new)
				}
			}
			if let failure = outcomes.lazy.compactMap({ $0.failure }).first {
				plan.discard()
				throw failure
			}
			if let signal = Interruption.signal {
				plan.discard()
				throw Failure.interrupted(signal: signal)
			}
		}
		// A group's fingerprint stands for its entries only when all of them are as generated.
		let unsettled = Set(plan.items.filter { [.conflict, .mergedWithConflicts].contains($0.action) }.map { $0.entity })
		for group in groups {
			plan.manifest.inputs[group.entity] = unsettled.contains(group.entity) ? nil : group.fingerprint
		}
		plan.manifest.lastRun = unsettled.isEmpty ? runKey : nil
		if let setup = setup {
			plan.manifest.setup = setup
		}
		do {
			plan.items += try obsoleteItems(previous: previous.manifest, groups: groups, root: root, manifest: &plan.manifest)
		}
		catch {
			plan.discard()
			throw error
		}
		return plan
	}

	/// Groups staged at a time: enough to keep every core busy, few enough that the models
	/// of a bulk run are let go of as it goes.
	static let stagingChunk = 64

	/// Removes what staging wrote: the temporary files, the folders made for them, the marker.
	func discard() {
		for item in items {
			if let staged = item.staged {
				unlink(staged)
			}
		}
		finish()
		for folder in createdFolders.reversed() {
			rmdir(folder)
		}
	}

	/// The run is over (written or undone): no temporary file of it is left to look for.
	func finish() {
		if marksStaging {
			StagingMarker.remove(root: outputDirectory)
		}
	}

	/// Files the manifest has for an entity of this run that the run no longer generates
	/// (a screenlet or action was renamed or removed). Other entities' files are left alone.
	/// Only a regular file, reached through real folders, whose content still has the hash
	/// the manifest recorded is removed: a forged entry cannot reach anything else.
	private static func obsoleteItems(previous: Manifest?, groups: [FileGroup], root: String, manifest: inout Manifest) throws(Failure) -> [Item] {
		guard let previous = previous else {
			return []
		}
		let entities = Set(groups.map { $0.entity })
		let paths = Set(groups.flatMap { $0.files.map { $0.path } })
		var items: [Item] = []
		for (path, entry) in previous.entries.sorted(by: { $0.key < $1.key }) where entities.contains(entry.entity) && !paths.contains(path) {
			manifest.entries[path] = nil
			guard isSafe(path), let contents = try readFile(path, root: root) else {
				continue
			}
			if ContentHash.of(contents) == entry.hash {
				items.append(Item(path: path, entity: entry.entity, action: .remove))
			}
			else {
				items.append(Item(path: path, entity: entry.entity, action: .keep, reason: "edited since screenletgen wrote it; no longer generated"))
			}
		}
		return items
	}

	/// `OutputFolder.readFile`, its failure as the plan's.
	static func readFile(_ path: String, root: String) throws(Failure) -> [UInt8]? {
		do {
			return try OutputFolder.readFile(path, under: root)
		}
		catch {
			throw Failure.unsafeFolder(error.message)
		}
	}
}

/// The manifest on disk, reconciled with an interrupted run's journal.
public struct PreviousState: Sendable {
	var manifest: Manifest?
	var contents: [UInt8]?
	var journal: Manifest?

	static func read(root: String, reusing earlier: PreviousState? = nil) throws(OutputPlan.Failure) -> PreviousState {
		var state = PreviousState()
		for name in [Manifest.fileName, Journal.fileName] {
			guard let bytes = try OutputPlan.readFile(name, root: root) else {
				continue
			}
			if name == Manifest.fileName, let earlier = earlier, earlier.journal == nil, earlier.contents == bytes {
				state = earlier
				continue
			}
			guard let parsed = Manifest(bytes: bytes) else {
				throw OutputPlan.Failure.badManifest(root + "/" + name)
			}
			if name == Manifest.fileName {
				state.manifest = parsed
				state.contents = bytes
			}
			else {
				let reconciled = Journal.reconcile(state.manifest ?? Manifest(), pending: parsed, root: root)
				state.manifest = reconciled
				state.contents = Array(reconciled.text.utf8)
				state.journal = parsed
			}
		}
		return state
	}
}
