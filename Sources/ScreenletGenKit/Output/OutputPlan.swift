import Foundation

/// What a run would do to the output folder, decided by comparing every generated file
/// with the disk and the manifest before anything is written.
public struct OutputPlan: Sendable {

	public enum Action: String, Sendable {
		case create = "created"
		case update = "updated"
		case unchanged = "unchanged"
		/// Edited by hand or not written by screenletgen: kept unless `--force`.
		case conflict = "conflict"
		/// A conflict that `--force` overwrites.
		case overwrite = "overwritten"
		/// Written by screenletgen for an entity that no longer generates it, and unchanged since.
		case remove = "removed"
		/// Like `remove`, but edited since: left where it is, and forgotten by the manifest.
		case keep = "kept"
	}

	public struct Item: Sendable {
		public var file: GeneratedFile
		public var action: Action
		/// Why a file conflicts, for the message.
		public var reason: String?
		/// What is on disk now (nil when the file does not exist): kept to undo a failed run.
		public var previousContents: [UInt8]? = nil
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
	/// The paths in that journal: their folders may hold the run's temporary files.
	public var interruptedRunPaths: [String] = []

	public var conflicts: [Item] {
		return items.filter { $0.action == .conflict }
	}

	/// Files that would be created or changed on disk.
	public var changes: [Item] {
		return items.filter { $0.action == .create || $0.action == .update || $0.action == .overwrite }
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

	/// A relative path with no `..`, no empty or dot components and nothing absolute.
	static func isSafe(_ path: String) -> Bool {
		guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else {
			return false
		}
		return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
	}

	/// Files the manifest has for an entity of this run that the run no longer generates
	/// (a screenlet or action was renamed or removed). Other entities' files are left alone.
	/// Only a regular file, reached through real folders, whose content still has the hash
	/// the manifest recorded is removed: a forged entry cannot reach anything else.
	private static func obsoleteItems(previous: Manifest?, generated files: [GeneratedFile], root: String, manifest: inout Manifest) throws(Failure) -> [Item] {
		guard let previous = previous else {
			return []
		}
		let entities = Set(files.map { $0.entity })
		let paths = Set(files.map { $0.path })
		var items: [Item] = []
		for (path, entry) in previous.entries.sorted(by: { $0.key < $1.key }) where entities.contains(entry.entity) && !paths.contains(path) {
			manifest.entries[path] = nil
			guard isSafe(path), try existing(path, root: root) else {
				continue
			}
			let contents = try read(path, root: root)
			let file = GeneratedFile(path: path, contents: "", specFile: "", entity: entry.entity)
			if ContentHash.of(contents) == entry.hash {
				items.append(Item(file: file, action: .remove, reason: nil, previousContents: contents))
			}
			else {
				items.append(Item(file: file, action: .keep, reason: "edited since screenletgen wrote it; no longer generated", previousContents: contents))
			}
		}
		return items
	}

	private static func existing(_ path: String, root: String) throws(Failure) -> Bool {
		do {
			return try OutputFolder.inspect(path, under: root) == .file
		}
		catch {
			throw Failure.unsafeFolder(error.message)
		}
	}

	private static func read(_ path: String, root: String) throws(Failure) -> [UInt8] {
		do {
			return try OutputFolder.read(root + "/" + path)
		}
		catch {
			throw Failure.unsafeFolder(error.message)
		}
	}

	/// The manifest on disk, reconciled with an interrupted run's journal.
	private static func previousManifest(root: String) throws(Failure) -> (manifest: Manifest?, contents: [UInt8]?, journal: Manifest?) {
		var manifest: Manifest?
		var contents: [UInt8]?
		for name in [Manifest.fileName, Journal.fileName] where try existing(name, root: root) {
			let bytes = try read(name, root: root)
			guard let parsed = Manifest(text: String(decoding: bytes, as: UTF8.self)) else {
				throw Failure.badManifest(root + "/" + name)
			}
			if name == Manifest.fileName {
				manifest = parsed
				contents = bytes
			}
			else {
				let reconciled = Journal.reconcile(manifest ?? Manifest(), pending: parsed, root: root)
				return (reconciled, Array(reconciled.text.utf8), parsed)
			}
		}
		return (manifest, contents, nil)
	}

	/// `outputDirectory` must be resolved (`OutputFolder.resolve`); with `--force`,
	/// conflicting files are planned as overwritten.
	public static func make(files: [GeneratedFile], outputDirectory root: String, force: Bool) throws(Failure) -> OutputPlan {
		let (previous, manifestContents, journal) = try previousManifest(root: root)
		var manifest = previous ?? Manifest()
		var items: [Item] = []
		for file in files {
			guard isSafe(file.path) else {
				throw Failure.unsafePath(file.path)
			}
			let hash = ContentHash.of(file.contents.utf8)
			guard try existing(file.path, root: root) else {
				items.append(Item(file: file, action: .create, reason: nil))
				manifest.entries[file.path] = Manifest.Entry(hash: hash, entity: file.entity)
				continue
			}
			let existing = try read(file.path, root: root)
			if file.contents.utf8.elementsEqual(existing) {
				items.append(Item(file: file, action: .unchanged, reason: nil))
				manifest.entries[file.path] = Manifest.Entry(hash: hash, entity: file.entity)
				continue
			}
			let recorded = previous?.entries[file.path]?.hash
			if recorded == ContentHash.of(existing) {
				items.append(Item(file: file, action: .update, reason: nil, previousContents: existing))
				manifest.entries[file.path] = Manifest.Entry(hash: hash, entity: file.entity)
			}
			else {
				let reason = recorded == nil ? "not written by screenletgen" : "edited since screenletgen wrote it"
				items.append(Item(file: file, action: force ? .overwrite : .conflict, reason: reason, previousContents: existing))
				if force {
					manifest.entries[file.path] = Manifest.Entry(hash: hash, entity: file.entity)
				}
			}
		}
		items += try obsoleteItems(previous: previous, generated: files, root: root, manifest: &manifest)
		return OutputPlan(outputDirectory: root, items: items, manifest: manifest, previousManifest: previous,
			previousManifestContents: manifestContents, recoversInterruptedRun: journal != nil,
			interruptedRunPaths: journal.map { $0.entries.keys.filter(isSafe) } ?? [])
	}
}
