import Foundation

/// The folders a run's files go to, each examined once with `lstat` (not once per file):
/// every one must be a real folder, reached through real folders below the output folder.
/// When staging, missing ones are created, and the files in them need no look on disk.
struct FolderCheck {

	/// Relative folders that did not exist before this run.
	private(set) var missing: Set<String> = []
	/// Absolute paths of the folders this run created, outermost first.
	private(set) var created: [String] = []

	/// `relativeFolders` are relative to `root` ("" for the root itself).
	init(_ relativeFolders: Set<String>, under root: String, create: Bool) throws(OutputFolder.Failure) {
		var all = Set<String>()
		for folder in relativeFolders {
			var path = Substring(folder)
			while !path.isEmpty, all.insert(String(path)).inserted {
				path = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
			}
		}
		// Parents before children: a missing parent makes its children missing without a look.
		var missingInOrder: [String] = []
		for folder in all.sorted(by: { ($0.utf8.count, $0) < ($1.utf8.count, $1) }) {
			let parent = FolderCheck.folder(of: folder)
			let path = root + "/" + folder
			if !missing.contains(parent) {
				var status = stat()
				if lstat(path, &status) == 0 {
					switch status.st_mode & S_IFMT {
					case S_IFDIR:
						continue
					case S_IFLNK:
						throw OutputFolder.Failure(message: "\(path) is a symbolic link; screenletgen writes and removes only through real folders below the output folder. Replace the link with a folder, or give its target as -o")
					default:
						throw OutputFolder.Failure(message: "\(path) is not a folder; move it away")
					}
				}
				guard errno == ENOENT else {
					throw OutputFolder.Failure(message: "cannot examine \(path): \(String(cString: strerror(errno)))")
				}
			}
			missing.insert(folder)
			missingInOrder.append(folder)
		}
		if create {
			try createFolders(missingInOrder, under: root)
		}
	}

	/// Creates `folders` (parents before children), one depth at a time and the folders of
	/// a depth in parallel: a bulk run makes a folder per file, and `mkdir` one by one was a
	/// tenth of its time.
	private mutating func createFolders(_ folders: [String], under root: String) throws(OutputFolder.Failure) {
		var depths: [Int: [String]] = [:]
		for folder in folders {
			depths[folder.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }, default: []].append(root + "/" + folder)
		}
		for depth in depths.keys.sorted() {
			let paths = depths[depth]!
			let errors = ParallelMap.map(paths) { path in mkdir(path, 0o755) == 0 ? 0 : errno }
			created.append(contentsOf: zip(paths, errors).filter { $0.1 == 0 }.map { $0.0 })
			if let (path, error) = zip(paths, errors).first(where: { $0.1 != 0 }) {
				removeCreated()
				throw OutputFolder.Failure(message: "cannot create the folder \(path): \(String(cString: strerror(error)))")
			}
		}
	}

	/// Removes the folders this run created, deepest first, if they are empty.
	func removeCreated() {
		for folder in created.reversed() {
			rmdir(folder)
		}
	}

	/// The folder part of a relative path ("" for none); searched on bytes, as a bulk run
	/// asks it of every path.
	static func folder(of relativePath: String) -> String {
		return relativePath.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(relativePath[..<$0]) } ?? ""
	}
}
