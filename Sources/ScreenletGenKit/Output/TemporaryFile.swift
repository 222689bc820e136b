import Foundation

/// The temporary file a write goes to before it is renamed into place: beside its target,
/// named `.<name>.screenletgen-tmp-<12 random hex digits>`, created exclusively and never
/// through a link, so a file planted at a guessed name cannot redirect the write.
enum TemporaryFile {

	static let marker = ".screenletgen-tmp-"
	static let randomDigits = 12
	/// What the temporary name adds to the target's name: the leading dot, marker and digits.
	static let nameOverhead = 1 + marker.utf8.count + randomDigits
	/// The longest file name most file systems accept (NAME_MAX), in bytes.
	static let maximumNameLength = 255

	struct Failure: Error {
		var message: String
	}

	/// A new name for a temporary file beside `path`.
	static func name(for path: String) -> String {
		let slash = path.lastIndex(of: "/")
		let folder = slash.map { String(path[...$0]) } ?? ""
		let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
		var random = SystemRandomNumberGenerator()
		let digits = (0..<randomDigits).map { _ in String(random.next(upperBound: UInt8(16)), radix: 16) }.joined()
		return "\(folder).\(name)\(marker)\(digits)"
	}

	/// Whether a file name follows the temporary naming pattern (a leftover of a killed run).
	static func isTemporary(_ fileName: String) -> Bool {
		guard fileName.hasPrefix("."), let range = fileName.range(of: marker, options: .backwards) else {
			return false
		}
		let digits = fileName[range.upperBound...]
		return digits.count == randomDigits && digits.allSatisfy { $0.isHexDigit && !$0.isUppercase }
	}

	/// Creates a temporary file for `path` and returns its descriptor and name. Fails rather
	/// than open anything that already exists, a link included.
	static func create(for path: String) throws(Failure) -> (descriptor: Int32, path: String) {
		for _ in 0..<8 {
			let temporary = name(for: path)
			let descriptor = openExclusively(temporary)
			if descriptor >= 0 {
				return (descriptor, temporary)
			}
			if errno != EEXIST {
				throw Failure(message: "cannot create \(temporary): \(String(cString: strerror(errno)))")
			}
		}
		throw Failure(message: "cannot create a temporary file beside \(path): every name tried exists")
	}

	/// A new file, or -1 with EEXIST when anything, a dangling link included, is there.
	static func openExclusively(_ path: String) -> Int32 {
		return open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
	}

	/// Removes leftover temporary files (regular files only) from the given folders (relative
	/// to `root`, "" for itself) that are real folders; returns their paths. Called with the
	/// output folder locked, so none is in use.
	static func removeLeftovers(in folders: Set<String>, under root: String) -> [String] {
		var removed: [String] = []
		for relative in folders.sorted() where OutputFolder.isRealFolder(relative, under: root) {
			let folder = relative.isEmpty ? root : root + "/" + relative
			guard let directory = opendir(folder) else { continue }
			var names: [String] = []
			while let entry = readdir(directory) {
				let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
				if isTemporary(name) {
					names.append(name)
				}
			}
			closedir(directory)
			for name in names {
				let path = folder + "/" + name
				var status = stat()
				if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, unlink(path) == 0 {
					removed.append(path)
				}
			}
		}
		return removed
	}
}
