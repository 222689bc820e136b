import Foundation

/// The temporary file a write goes to before it is renamed into place: beside its target,
/// named `.screenletgen-tmp-<12 random hex digits>` (the target's name is not part of it,
/// so a long file name needs no room for it), created exclusively and never through a
/// link, so a file planted at a guessed name cannot redirect the write.
enum TemporaryFile {

	static let prefix = ".screenletgen-tmp-"
	static let randomDigits = 12
	/// The longest file name most file systems accept (NAME_MAX), in bytes.
	static let maximumNameLength = FileNames.maximumLength

	struct Failure: Error {
		var message: String
	}

	/// A temporary file's name, known by its number: a run keeps the name of each file it
	/// stages (8 bytes, not the hundred of its path) and finds the file beside its target.
	struct Name: Sendable, Equatable {
		let number: UInt64

		/// A new name: a random number drawn once per run, stepped for each name (one system
		/// call per run, not per file). Guessing it gains nothing: the file is created
		/// exclusively, and a name taken is simply skipped.
		static func next() -> Name {
			return Name(number: Sequence.next() & 0xFFFF_FFFF_FFFF)
		}

		/// The temporary file of this name in `target`'s folder.
		func path(beside target: String) -> String {
			// The path's contiguous bytes, not its characters: a bulk run asks this twice a file,
			// and walking a path's characters backwards, with `String(radix:)` and padding, was a
			// twelfth of its work (its UTF-8 view's generic `lastIndex` still a hundredth).
			var target = target
			return target.withUTF8 { bytes in
				let folder = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
				return String(unsafeUninitializedCapacity: folder + prefix.utf8.count + randomDigits) { buffer in
					var end = buffer.initialize(fromContentsOf: bytes[..<folder])
					end = buffer[end...].initialize(fromContentsOf: prefix.utf8)
					for index in 0..<randomDigits {
						let nibble = UInt8(truncatingIfNeeded: number >> UInt64(4 * (randomDigits - 1 - index))) & 0xF
						buffer[end + index] = LowercaseHex.digit(nibble)
					}
					return end + randomDigits
				}
			}
		}
	}

	/// A new name for a temporary file beside `path`, as a path.
	static func name(for path: String) -> String {
		return Name.next().path(beside: path)
	}

	private final class Sequence: @unchecked Sendable {
		private static let shared = Sequence()
		private let lock = NSLock()
		private var value = UInt64.random(in: 0...UInt64.max)

		static func next() -> UInt64 {
			shared.lock.lock()
			defer { shared.lock.unlock() }
			// An odd step visits every 48-bit value before repeating.
			shared.value = shared.value &+ 0x9E37_79B9_7F4A_7C15
			return shared.value
		}
	}

	/// Whether a file name follows the temporary naming pattern (a leftover of a killed run).
	static func isTemporary(_ fileName: String) -> Bool {
		guard fileName.hasPrefix(prefix) else {
			return false
		}
		let digits = fileName.dropFirst(prefix.count)
		return digits.count == randomDigits && digits.allSatisfy { $0.isHexDigit && !$0.isUppercase }
	}

	/// Creates a temporary file beside `path` and returns its descriptor, name and path.
	/// Fails rather than open anything that already exists, a link included.
	static func create(for path: String) throws(Failure) -> (descriptor: Int32, name: Name, path: String) {
		for _ in 0..<16 {
			let name = Name.next()
			let temporary = name.path(beside: path)
			let descriptor = openExclusively(temporary)
			if descriptor >= 0 {
				return (descriptor, name, temporary)
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
				if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, FolderCalls.unlink(path) == 0 {
					removed.append(path)
				}
			}
		}
		return removed
	}
}
