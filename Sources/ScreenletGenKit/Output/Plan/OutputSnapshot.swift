import Foundation

/// What the plan reads of the output folder, and all it reads: a file's contents and whether
/// anything is at a path. The run reads the real folder (`FolderSnapshot`); tests give a
/// dictionary, so the plan's decisions are checked without a disk.
protocol OutputSnapshot: Sendable {
	/// What `path` (relative to the output folder) holds; a link or a non-regular file on the
	/// way is an error naming it.
	func contents(of path: String) throws(OutputPlan.Failure) -> DiskFile.Contents
	/// Whether anything is at `path` (a base archive to replace rather than create).
	func exists(_ path: String) -> Bool
}

/// The output folder as a run's plan reads it: the folders of the run's files are examined
/// once (`FolderCheck`), so a file in a folder that does not exist yet is known to be missing
/// without a look, and a file elsewhere (one no longer generated) is read through checked
/// folders (`OutputFolder.readFile`). Nothing is created.
struct FolderSnapshot: OutputSnapshot {

	let root: String
	/// The folders examined, relative to `root`: the run's files are in them.
	let checked: Set<String>
	/// Which of them, or of the folders above them, do not exist.
	let missing: Set<String>

	init(root: String, folders: Set<String>) throws(OutputPlan.Failure) {
		self.root = root
		self.checked = folders
		do {
			self.missing = try FolderCheck(folders, under: root).missing
		}
		catch {
			throw OutputPlan.Failure.unsafeFolder(error.message)
		}
	}

	func contents(of path: String) throws(OutputPlan.Failure) -> DiskFile.Contents {
		let folder = FolderCheck.folder(of: path)
		do {
			if missing.contains(folder) {
				return .missing
			}
			if checked.contains(folder) {
				return try DiskFile.read(root + "/" + path)
			}
			return try OutputFolder.readFile(path, under: root).map { .file($0) } ?? .missing
		}
		catch {
			throw OutputPlan.Failure.unsafeFolder(error.message)
		}
	}

	func exists(_ path: String) -> Bool {
		var status = stat()
		return !missing.contains(FolderCheck.folder(of: path)) && lstat(root + "/" + path, &status) == 0
	}
}
