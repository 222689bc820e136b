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

	public var outputDirectory: String
	public var items: [Item]
	public var manifest: Manifest
	/// The manifest as it is on disk (nil when there is none).
	public var previousManifest: Manifest?
	/// The manifest file's bytes as they are on disk, to undo a failed run.
	public var previousManifestContents: [UInt8]?

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
		case notAFile(String)
		case unreadable(String, String)

		public var description: String {
			switch self {
			case .unsafePath(let path): return "refusing to write \(path): the path leaves the output folder"
			case .notAFile(let path): return "\(path) exists and is not a regular file; move it away"
			case .unreadable(let path, let why): return "cannot read \(path): \(why)"
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
	private static func obsoleteItems(previous: Manifest?, generated files: [GeneratedFile], root: URL, manifest: inout Manifest) -> [Item] {
		guard let previous = previous else {
			return []
		}
		let entities = Set(files.map { $0.entity })
		let paths = Set(files.map { $0.path })
		var items: [Item] = []
		for (path, entry) in previous.entries.sorted(by: { $0.key < $1.key }) where entities.contains(entry.entity) && !paths.contains(path) {
			manifest.entries[path] = nil
			guard isSafe(path), let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
				continue
			}
			let existing = [UInt8](data)
			let file = GeneratedFile(path: path, contents: "", specFile: "", entity: entry.entity)
			if ContentHash.of(existing) == entry.hash {
				items.append(Item(file: file, action: .remove, reason: nil, previousContents: existing))
			}
			else {
				items.append(Item(file: file, action: .keep, reason: "edited since screenletgen wrote it; no longer generated", previousContents: existing))
			}
		}
		return items
	}

	public static func make(files: [GeneratedFile], outputDirectory: String, force: Bool) throws(Failure) -> OutputPlan {
		let root = URL(fileURLWithPath: outputDirectory)
		let manifestPath = root.appendingPathComponent(Manifest.fileName).path
		var previous: Manifest?
		let manifestContents = FileManager.default.contents(atPath: manifestPath).map { [UInt8]($0) }
		if let data = manifestContents {
			previous = Manifest(text: String(decoding: data, as: UTF8.self))
		}
		var manifest = previous ?? Manifest()
		var items: [Item] = []
		for file in files {
			guard isSafe(file.path) else {
				throw Failure.unsafePath(file.path)
			}
			let path = root.appendingPathComponent(file.path).path
			let hash = ContentHash.of(file.contents.utf8)
			var isDirectory: ObjCBool = false
			guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
				items.append(Item(file: file, action: .create, reason: nil))
				manifest.entries[file.path] = Manifest.Entry(hash: hash, entity: file.entity)
				continue
			}
			guard !isDirectory.boolValue else {
				throw Failure.notAFile(path)
			}
			guard let data = FileManager.default.contents(atPath: path) else {
				throw Failure.unreadable(path, "permission denied or not a file")
			}
			let existing = [UInt8](data)
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
		items += obsoleteItems(previous: previous, generated: files, root: root, manifest: &manifest)
		return OutputPlan(outputDirectory: outputDirectory, items: items, manifest: manifest, previousManifest: previous, previousManifestContents: manifestContents)
	}
}
