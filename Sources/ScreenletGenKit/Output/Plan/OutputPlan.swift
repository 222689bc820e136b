import Foundation

/// What a run does to the output folder: for each generated file, its action, decided from
/// its text, what the folder holds and the manifest (`GroupPlanner`); the files the run no
/// longer generates; the manifest to write. Deciding reads the folder and writes nothing:
/// `OutputWriter` carries the plan out.
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

		/// The file is written (created or replaced).
		var writes: Bool {
			return [.create, .update, .overwrite, .merged, .mergedWithConflicts].contains(self)
		}
	}

	public struct Item: Sendable {
		/// Relative to the output folder.
		public var path: String
		public var entity: String
		public var action: Action
		/// The entity's base archive (`BaseArchive`), not a generated file: neither listed
		/// nor recorded in the manifest.
		var isBase = false
		/// What only a few files have, in a box of its own: a bulk run's plan holds tens of
		/// thousands of items (48 bytes each so, 96 with these fields in each).
		private var details: Details?

		private final class Details: Sendable {
			let reason: String?
			let keptAs: String?
			let mergedHash: String?
			let holdsConflictMarkers: Bool

			init(reason: String?, keptAs: String?, mergedHash: String?, holdsConflictMarkers: Bool) {
				self.reason = reason
				self.keptAs = keptAs
				self.mergedHash = mergedHash
				self.holdsConflictMarkers = holdsConflictMarkers
			}
		}

		init(path: String, entity: String, action: Action, reason: String? = nil, keptAs: String? = nil, mergedHash: String? = nil,
				holdsConflictMarkers: Bool = false, isBase: Bool = false) {
			self.path = path
			self.entity = entity
			self.action = action
			self.isBase = isBase
			setDetails(reason: reason, keptAs: keptAs, mergedHash: mergedHash, holdsConflictMarkers: holdsConflictMarkers)
		}

		/// Why a file conflicts or is kept, for the message.
		public var reason: String? {
			get { return details?.reason }
			set { setDetails(reason: newValue) }
		}

		/// Where `--force` keeps the replaced file (`overwrite`), relative to the output folder.
		public var keptAs: String? {
			get { return details?.keptAs }
			set { setDetails(keptAs: newValue) }
		}

		/// A merged file's: the hash of the merge written (the manifest records the generated
		/// text's), for the journal.
		var mergedHash: String? {
			get { return details?.mergedHash }
			set { setDetails(mergedHash: newValue) }
		}

		/// A `conflict` because the file still holds markers screenletgen wrote: only resolving
		/// them helps (not a template, not `--force`).
		public var holdsConflictMarkers: Bool {
			get { return details?.holdsConflictMarkers ?? false }
			set { setDetails(holdsConflictMarkers: newValue) }
		}

		/// The details with the given ones changed (`.some(nil)`: cleared); no box when none is left.
		private mutating func setDetails(reason: String?? = nil, keptAs: String?? = nil, mergedHash: String?? = nil, holdsConflictMarkers: Bool? = nil) {
			let reason = reason ?? details?.reason
			let keptAs = keptAs ?? details?.keptAs
			let mergedHash = mergedHash ?? details?.mergedHash
			let holdsConflictMarkers = holdsConflictMarkers ?? details?.holdsConflictMarkers ?? false
			let none = reason == nil && keptAs == nil && mergedHash == nil && !holdsConflictMarkers
			details = none ? nil : Details(reason: reason, keptAs: keptAs, mergedHash: mergedHash, holdsConflictMarkers: holdsConflictMarkers)
		}
	}

	/// What the manifest records of a group besides its files: its entity, and the fingerprint
	/// of what its files were made from (`SpecFiles.fingerprint`; nil: none).
	struct Input: Sendable {
		var entity: String
		var fingerprint: String?
	}

	/// The resolved output folder (`OutputFolder.resolve`).
	public var outputDirectory: String
	public var items: [Item] = []
	public var manifest: Manifest
	/// The manifest as it is on disk, reconciled with the journal of an interrupted run.
	let previous: PreviousState
	/// Folders the run's files go to that do not exist yet (relative): the writer creates them.
	var newFolders: Set<String> = []
	/// Every folder the run stages into (relative), for the `StagingMarker`.
	var stagingFolders: Set<String> = []
	/// Decisions whose texts are not staged yet: a plan made in memory (`make(files:)`) keeps
	/// them for `OutputWriter.write`; a run stages each file as it is decided and keeps none.
	var unstaged: [GroupDecisions] = []

	/// The manifest as it is on disk (nil when there is none), reconciled with the journal.
	public var previousManifest: Manifest? {
		return previous.manifest
	}

	/// An interrupted run left a journal: the writer first saves the reconciled manifest.
	public var recoversInterruptedRun: Bool {
		return previous.journal != nil
	}

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
		return items.filter { $0.action.writes }
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

		public var description: String {
			switch self {
			case .unsafePath(let path): return "refusing to write \(path): the path leaves the output folder"
			case .unsafeFolder(let message): return message
			case .badManifest(let path): return "\(path) is not a screenletgen manifest (damaged or edited?). Delete it and rerun with --force to adopt the files again, after checking that none holds hand edits you want to keep"
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

	/// A plan with no decision yet, and the folder as its files will find it: every path is
	/// checked to stay in the folder, and every folder the files go to is examined.
	/// `staging`: the base archives' folder is examined too, as the writer stages into it.
	/// `groups`: how many entities the files are of, each of which may add its base archive's item.
	static func start(outputDirectory root: String, previous: PreviousState, paths: [String], groups: Int = 0, staging: Bool) throws(Failure) -> (plan: OutputPlan, snapshot: FolderSnapshot) {
		for path in paths where !isSafe(path) {
			throw Failure.unsafePath(path)
		}
		var plan = OutputPlan(outputDirectory: root, manifest: previous.manifest ?? Manifest(), previous: previous)
		plan.stagingFolders = Set(paths.map(FolderCheck.folder))
		if staging && !paths.isEmpty {
			plan.stagingFolders.insert(BaseArchive.folder)
		}
		let snapshot = try FolderSnapshot(root: root, folders: plan.stagingFolders)
		plan.newFolders = snapshot.missing
		// Room for every item at once: an array that outgrows it is copied into one twice its size.
		plan.items.reserveCapacity(paths.count + groups)
		plan.manifest.entries.reserveCapacity(plan.manifest.entries.count + paths.count)
		return (plan, snapshot)
	}

	/// A decision joins the plan, in order.
	mutating func record(_ decision: FileDecision) {
		items.append(decision.item)
		if let entry = decision.entry {
			manifest.entries[decision.item.path] = entry
		}
	}

	/// Once every file of the groups (`inputs`) is decided: what the manifest records besides
	/// the files, and the files the groups' entities no longer generate. `runKey`
	/// (`UnchangedRun.key`) is recorded when nothing conflicts; `setup` (what the run used
	/// besides the specs) when given.
	mutating func finish(_ inputs: [Input], runKey: String?, setup: Manifest.Setup?, snapshot: any OutputSnapshot) throws(Failure) {
		// A group's fingerprint stands for its entries only when all of them are as generated.
		let unsettled = Set(items.filter { [.conflict, .mergedWithConflicts].contains($0.action) }.map { $0.entity })
		for input in inputs {
			manifest.inputs[input.entity] = unsettled.contains(input.entity) ? nil : input.fingerprint
		}
		manifest.lastRun = unsettled.isEmpty ? runKey : nil
		if let setup = setup {
			manifest.setup = setup
		}
		items += try obsoleteItems(of: Set(inputs.map { $0.entity }), snapshot: snapshot)
	}

	/// Files the manifest has for an entity of this run that the run no longer generates
	/// (a screenlet or action was renamed or removed). Other entities' files are left alone.
	/// Only a regular file, reached through real folders, whose content still has the hash
	/// the manifest recorded is removed: a forged entry cannot reach anything else.
	private mutating func obsoleteItems(of entities: Set<String>, snapshot: any OutputSnapshot) throws(Failure) -> [Item] {
		guard let previous = previousManifest else {
			return []
		}
		// Every file the run generates has its item.
		let paths = Set(items.lazy.filter { !$0.isBase }.map { $0.path })
		var items: [Item] = []
		for (path, entry) in previous.entries.sorted(by: { $0.key < $1.key }) where entities.contains(entry.entity) && !paths.contains(path) {
			manifest.entries[path] = nil
			guard OutputPlan.isSafe(path), case .file(let contents) = try snapshot.contents(of: path) else {
				continue
			}
			if ContentHash.digits(of: contents) == entry.digits {
				items.append(Item(path: path, entity: entry.entity, action: .remove))
			}
			else {
				items.append(Item(path: path, entity: entry.entity, action: .keep, reason: "edited since screenletgen wrote it; no longer generated"))
			}
		}
		return items
	}

	/// Rendered files, in memory (tests and library users): planned as a run plans them, the
	/// decisions kept for `OutputWriter.write`.
	public static func make(files: [GeneratedFile], outputDirectory root: String, force: Bool) throws(Failure) -> OutputPlan {
		let started = try start(outputDirectory: root, previous: try PreviousState.read(root: root), paths: files.map { $0.path }, staging: true)
		var plan = started.plan
		let snapshot = started.snapshot
		let planner = OutputPlanner(previous: plan.previousManifest, force: force, snapshot: snapshot)
		var inputs: [Input] = []
		for (entity, entityFiles) in byEntity(files) {
			var group = planner.group(entity)
			var decisions = GroupDecisions(entity: entity, files: [], archive: nil)
			for file in entityFiles {
				decisions.files.append(try group.decide(file))
				plan.record(decisions.files[decisions.files.count - 1])
			}
			decisions.archive = group.archive()
			if let archive = decisions.archive {
				plan.items.append(archive)
				decisions.obsoleteBases = group.obsoleteBases()
			}
			plan.unstaged.append(decisions)
			inputs.append(Input(entity: entity, fingerprint: nil))
		}
		try plan.finish(inputs, runKey: nil, setup: nil, snapshot: snapshot)
		return plan
	}

	/// Files by entity, the entities in the order they first come.
	private static func byEntity(_ files: [GeneratedFile]) -> [(String, [GeneratedFile])] {
		var order: [String] = []
		var grouped: [String: [GeneratedFile]] = [:]
		for file in files {
			if grouped[file.entity] == nil {
				order.append(file.entity)
			}
			grouped[file.entity, default: []].append(file)
		}
		return order.map { ($0, grouped[$0]!) }
	}
}
