import Foundation

/// The folders a run's files go to, each examined once with `lstat` (not once per file):
/// every one must be a real folder, reached through real folders below the output folder.
/// Missing ones are found for the writer to create; the files in them need no look on disk.
struct FolderCheck: Sendable {

	/// Relative folders that do not exist: given ones, and folders above them.
	private(set) var missing: Set<String> = []

	/// `relativeFolders` are relative to `root` ("" for the root itself).
	init(_ relativeFolders: Set<String>, under root: String) throws(OutputFolder.Failure) {
		// The given folders' own strings are kept, not copied: a bulk run has thousands.
		var all = relativeFolders
		all.remove("")
		for folder in relativeFolders {
			var path = Substring(folder)
			while let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) {
				path = path[..<slash]
				guard all.insert(String(path)).inserted else { break }
			}
		}
		// Parents before children: a missing parent makes its children missing without a look.
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
		}
	}

	/// The folder part of a relative path ("" for none); searched on bytes, as a bulk run
	/// asks it of every path.
	static func folder(of relativePath: String) -> String {
		return relativePath.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(relativePath[..<$0]) } ?? ""
	}
}
