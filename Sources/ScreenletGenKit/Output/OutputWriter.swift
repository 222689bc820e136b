import Foundation

/// Carries out a plan: every change is written to a temporary file beside its target and
/// renamed into place; if any step fails, what was already done is undone, so the output
/// folder is left as it was. Unchanged files are not touched (their dates stay).
/// Plain POSIX calls: bulk generation writes thousands of files, and this is its floor.
public enum OutputWriter {

	public struct Failure: Error, CustomStringConvertible {
		public var message: String
		public var description: String { return message }
	}

	private enum Undo {
		case restore(path: String, contents: [UInt8])
		case remove(path: String)
		case removeDirectory(path: String)
	}

	/// Writes the plan; returns warnings about obsolete files that could not be removed
	/// (they stay, and the manifest no longer claims them).
	@discardableResult
	public static func write(_ plan: OutputPlan) throws(Failure) -> [String] {
		guard plan.conflicts.isEmpty else {
			throw Failure(message: "the plan has conflicts; nothing was written")
		}
		let root = plan.outputDirectory.hasSuffix("/") ? String(plan.outputDirectory.dropLast()) : plan.outputDirectory
		var undo: [Undo] = []
		var knownDirectories = Set<String>()
		let changes = plan.changes
		do throws(Failure) {
			// Folders first, in order; then the files, which are independent, on every core.
			for item in changes {
				try createDirectories(parent(of: root + "/" + item.file.path), known: &knownDirectories, undo: &undo)
			}
			var failures = [Failure?](repeating: nil, count: changes.count)
			failures.withUnsafeMutableBufferPointer { results in
				let slots = results
				DispatchQueue.concurrentPerform(iterations: changes.count) { index in
					do throws(Failure) {
						var contents = changes[index].file.contents
						var failure: Failure?
						contents.withUTF8 { buffer in
							do throws(Failure) {
								try replace(root + "/" + changes[index].file.path, with: buffer)
							}
							catch {
								failure = error
							}
						}
						if let failure = failure {
							throw failure
						}
					}
					catch {
						slots[index] = error
					}
				}
			}
			for (item, failure) in zip(changes, failures) {
				let path = root + "/" + item.file.path
				if failure == nil {
					undo.append(item.previousContents.map { .restore(path: path, contents: $0) } ?? .remove(path: path))
				}
			}
			if let failure = failures.lazy.compactMap({ $0 }).first {
				throw failure
			}
			if plan.manifestChanges {
				let path = root + "/" + Manifest.fileName
				try createDirectories(root, known: &knownDirectories, undo: &undo)
				try replace(path, with: Array(plan.manifest.text.utf8))
				undo.append(plan.previousManifestContents.map { .restore(path: path, contents: $0) } ?? .remove(path: path))
			}
		}
		catch {
			rollBack(undo)
			throw Failure(message: "writing \(plan.outputDirectory) failed (\(error.message)); the folder was left as it was")
		}
		return removeObsolete(plan.removals, root: root)
	}

	/// After everything is written: obsolete files go, then folders they leave empty.
	private static func removeObsolete(_ removals: [OutputPlan.Item], root: String) -> [String] {
		var warnings: [String] = []
		var folders = Set<String>()
		for item in removals {
			let path = root + "/" + item.file.path
			if unlink(path) != 0 {
				warnings.append("cannot remove \(path): \(String(cString: strerror(errno)))")
				continue
			}
			var folder = parent(of: path)
			while folder.count > root.count {
				folders.insert(folder)
				folder = parent(of: folder)
			}
		}
		// Deepest first; rmdir leaves a folder that still holds anything.
		for folder in folders.sorted(by: { $0.count > $1.count }) {
			rmdir(folder)
		}
		return warnings
	}

	private static func parent(of path: String) -> String {
		guard let slash = path.lastIndex(of: "/") else { return "." }
		return slash == path.startIndex ? "/" : String(path[..<slash])
	}

	private static func systemError(_ what: String, _ path: String) -> Failure {
		return Failure(message: "\(what) \(path): \(String(cString: strerror(errno)))")
	}

	/// Temp file in the same folder, then rename: a reader never sees half a file.
	static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
		var failure: Failure?
		bytes.withUnsafeBufferPointer { buffer in
			do throws(Failure) {
				try replace(path, with: buffer)
			}
			catch {
				failure = error
			}
		}
		if let failure = failure {
			throw failure
		}
	}

	static func replace(_ path: String, with bytes: UnsafeBufferPointer<UInt8>) throws(Failure) {
		let slash = path.lastIndex(of: "/")
		let folder = slash.map { String(path[...$0]) } ?? ""
		let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
		let temporary = "\(folder).\(name).screenletgen-\(getpid())"
		let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
		guard descriptor >= 0 else {
			throw systemError("cannot create", temporary)
		}
		var written = 0
		while written < bytes.count {
			let result = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
			if result < 0 {
				if errno == EINTR { continue }
				let failure = systemError("cannot write", temporary)
				close(descriptor)
				unlink(temporary)
				throw failure
			}
			written += result
		}
		guard close(descriptor) == 0 else {
			let failure = systemError("cannot write", temporary)
			unlink(temporary)
			throw failure
		}
		guard rename(temporary, path) == 0 else {
			let failure = systemError("cannot replace", path)
			unlink(temporary)
			throw failure
		}
	}

	private static func createDirectories(_ path: String, known: inout Set<String>, undo: inout [Undo]) throws(Failure) {
		if path.isEmpty || known.contains(path) {
			return
		}
		var status = stat()
		if stat(path, &status) == 0 {
			guard (status.st_mode & S_IFMT) == S_IFDIR else {
				throw Failure(message: "\(path) is not a folder")
			}
			known.insert(path)
			return
		}
		try createDirectories(parent(of: path), known: &known, undo: &undo)
		guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
			throw systemError("cannot create the folder", path)
		}
		undo.append(.removeDirectory(path: path))
		known.insert(path)
	}

	private static func rollBack(_ undo: [Undo]) {
		for step in undo.reversed() {
			switch step {
			case .restore(let path, let contents):
				try? replace(path, with: contents)
			case .remove(let path):
				unlink(path)
			case .removeDirectory(let path):
				rmdir(path)
			}
		}
	}
}
