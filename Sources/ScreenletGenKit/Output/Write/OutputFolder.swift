import Foundation

/// The output folder, resolved once to an absolute, lexically normalised path that every
/// later step uses, and the rule for what lies below it: the folder itself may be (or lie
/// under) a symbolic link, but nothing below it may be one. Every component of a path
/// under the folder is checked with `lstat`, so no write or removal goes through a link.
public enum OutputFolder {

	public struct Failure: Error, CustomStringConvertible {
		public var message: String
		public var description: String { return message }
	}

	/// `-o ""` (an unset variable) and `-o /` are refused: neither is a folder anyone means
	/// to fill with generated files, and the root would let a bug reach the whole system.
	public static func resolve(_ path: String, currentDirectory: String = FileManager.default.currentDirectoryPath) throws(Failure) -> String {
		guard !path.isEmpty else {
			throw Failure(message: "the output folder is an empty string (an unset variable in -o \"$DIR\"?); give a folder")
		}
		guard !path.contains("\0") else {
			throw Failure(message: "the output folder contains a NUL character")
		}
		let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
		var components: [Substring] = []
		for component in absolute.split(separator: "/") where component != "." {
			if component == ".." {
				_ = components.popLast()
			}
			else {
				components.append(component)
			}
		}
		guard !components.isEmpty else {
			throw Failure(message: "refusing to write into the root folder / (-o \(path)); give a folder of its own")
		}
		return "/" + components.joined(separator: "/")
	}

	/// What is at a relative path under the root.
	public enum Entry: Equatable {
		case missing
		case file
	}

	/// Checks each component of `relative` under `root` without following links: every
	/// folder on the way is a real folder (or missing), and the last one is a regular file
	/// (or missing). A link, or a file where a folder belongs, is an error naming it.
	public static func inspect(_ relative: String, under root: String) throws(Failure) -> Entry {
		var path = root
		let components = relative.split(separator: "/")
		for (index, component) in components.enumerated() {
			path += "/" + component
			var status = stat()
			guard lstat(path, &status) == 0 else {
				if errno == ENOENT || errno == ENOTDIR {
					return .missing
				}
				throw Failure(message: "cannot examine \(path): \(String(cString: strerror(errno)))")
			}
			let type = status.st_mode & S_IFMT
			if type == S_IFLNK {
				throw Failure(message: "\(path) is a symbolic link; screenletgen writes and removes only through real folders below the output folder. Replace the link with a folder, or give its target as -o")
			}
			let isLast = index == components.count - 1
			if isLast && type != S_IFREG {
				throw Failure(message: "\(path) exists and is not a regular file; move it away")
			}
			if !isLast && type != S_IFDIR {
				throw Failure(message: "\(path) is not a folder; move it away")
			}
		}
		return .file
	}

	/// Whether `relative` (empty for the root) is a real folder reached through real folders.
	static func isRealFolder(_ relative: String, under root: String) -> Bool {
		var path = root
		for component in relative.split(separator: "/") {
			path += "/" + component
			var status = stat()
			guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
				return false
			}
		}
		return true
	}

	/// The bytes of the regular file at `relative` under `root`, nil when there is none; every
	/// folder on the way checked first (`inspect`), so no link is followed.
	static func readFile(_ relative: String, under root: String) throws(Failure) -> [UInt8]? {
		guard try inspect(relative, under: root) == .file else {
			return nil
		}
		return try read(root + "/" + relative)
	}

	/// A regular file's bytes, read without following a link at the last component
	/// (`inspect` has checked the folders on the way).
	static func read(_ path: String) throws(Failure) -> [UInt8] {
		let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
		guard descriptor >= 0 else {
			throw Failure(message: "cannot read \(path): \(String(cString: strerror(errno)))")
		}
		defer { close(descriptor) }
		do {
			return try FileBytes.read(descriptor)
		}
		catch {
			throw Failure(message: "cannot read \(path): \(error.reason)")
		}
	}
}

extension OutputFolder {

	/// Creates the resolved output folder and any missing parents (links above it are
	/// followed: the folder may live anywhere); returns the folders it created, outermost first.
	public static func create(_ root: String) throws(Failure) -> [String] {
		var missing: [String] = []
		var path = root
		var status = stat()
		while !path.isEmpty && stat(path, &status) != 0 {
			missing.insert(path, at: 0)
			path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
		}
		for folder in missing where FolderCalls.mkdir(folder, 0o755) != 0 && errno != EEXIST {
			throw Failure(message: "cannot create the output folder \(folder): \(String(cString: strerror(errno)))")
		}
		guard stat(root, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
			throw Failure(message: "the output folder \(root) is not a folder")
		}
		return missing
	}

	/// Undoes `create` for a run that wrote nothing: removes those folders if still empty.
	public static func removeIfEmpty(_ created: [String]) {
		for folder in created.reversed() {
			FolderCalls.rmdir(folder)
		}
	}
}
