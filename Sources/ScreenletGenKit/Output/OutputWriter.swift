import Foundation

/// Carries out a plan: every change is written to a temporary file beside its target and
/// renamed into place; if any step fails, what was already done is undone, so the output
/// folder is left as it was. Unchanged files are not touched (their dates stay). Folders
/// are checked with `lstat` and created one by one: nothing is written through a link.
/// Plain POSIX calls: bulk generation writes thousands of files, and this is its floor.
public enum OutputWriter {

	public struct Failure: Error, CustomStringConvertible {
		public var message: String
		/// The signal that interrupted the run, if that is what stopped it.
		public var interruption: Int32? = nil
		public var description: String { return message }
	}

	private enum Undo {
		case restore(path: String, contents: [UInt8])
		case remove(path: String)
		case removeDirectory(path: String)
	}

	/// What a run did besides the plan's items.
	public struct Report {
		/// Obsolete files that could not be removed, with the reason: they stay, and so do
		/// their manifest entries.
		public var unremoved: [String: String] = [:]
	}

	/// Removes the temporary files a killed run left in the folders of the plan and of the
	/// killed run's journal; returns their paths. Only with the folder locked: then no other
	/// run is writing them.
	public static func removeLeftovers(of plan: OutputPlan) -> [String] {
		let paths = plan.items.map { $0.file.path } + plan.interruptedRunPaths
		let folders = Set(paths.map { path in path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "" } + [""])
		return TemporaryFile.removeLeftovers(in: folders, under: plan.outputDirectory)
	}

	/// Writes the plan. The output folder must be locked (`FolderLock`). Order, so that a
	/// run killed at any point can be recovered by the next one: the journal (the manifest
	/// to be), the files, the manifest (still listing the obsolete files), the removals, the
	/// manifest without them, and last the journal goes. A failure or an interruption
	/// (`Interruption`) before the manifest is written undoes everything.
	@discardableResult
	public static func write(_ plan: OutputPlan) throws(Failure) -> Report {
		guard plan.conflicts.isEmpty else {
			throw Failure(message: "the plan has conflicts; nothing was written")
		}
		let root = plan.outputDirectory
		let journal = root + "/" + Journal.fileName
		let manifestPath = root + "/" + Manifest.fileName
		var report = Report()
		if plan.recoversInterruptedRun {
			// The reconciled manifest becomes the starting point; the old journal is done with.
			try replace(manifestPath, with: plan.previousManifestContents ?? [])
			unlink(journal)
		}
		var undo: [Undo] = []
		var knownDirectories: Set<String> = [root]
		let changes = plan.changes
		var manifest = plan.manifest
		for item in plan.removals {
			manifest.entries[item.file.path] = plan.previousManifest?.entries[item.file.path]
		}
		do throws(Failure) {
			try checkInterruption()
			do {
				undo += try OutputFolder.create(root).map { .removeDirectory(path: $0) }
			}
			catch {
				throw Failure(message: error.message)
			}
			if !changes.isEmpty {
				try replace(journal, with: Array(plan.manifest.text.utf8))
				undo.append(.remove(path: journal))
			}
			// Folders first, in order; then the files, which are independent, on every core.
			for item in changes {
				try createDirectories(parent(of: root + "/" + item.file.path), known: &knownDirectories, undo: &undo)
			}
			let failures = writeInParallel(changes, root: root)
			for (item, failure) in zip(changes, failures) where failure == nil {
				let path = root + "/" + item.file.path
				undo.append(item.previousContents.map { .restore(path: path, contents: $0) } ?? .remove(path: path))
			}
			if let failure = failures.lazy.compactMap({ $0 }).first {
				throw failure
			}
			try checkInterruption()
			if manifest != plan.previousManifest {
				try replace(manifestPath, with: Array(manifest.text.utf8))
				undo.append(plan.previousManifestContents.map { .restore(path: manifestPath, contents: $0) } ?? .remove(path: manifestPath))
			}
		}
		catch {
			rollBack(undo)
			throw Failure(message: "writing \(root) \(error.interruption == nil ? "failed (\(error.message))" : "was interrupted"); the folder was left as it was", interruption: error.interruption)
		}
		// Committed: from here on the run finishes even if interrupted.
		report.unremoved = removeObsolete(plan.removals, root: root)
		for item in plan.removals where report.unremoved[item.file.path] == nil {
			manifest.entries[item.file.path] = nil
		}
		if !plan.removals.isEmpty {
			try replace(manifestPath, with: Array(manifest.text.utf8))
		}
		unlink(journal)
		return report
	}

	private static func checkInterruption() throws(Failure) {
		if let signal = Interruption.signal {
			throw Failure(message: "interrupted", interruption: signal)
		}
	}

	/// Each file to a temporary file and renamed into place; stops starting new files once
	/// an interruption is requested. Returns each file's failure (nil when written).
	private static func writeInParallel(_ changes: [OutputPlan.Item], root: String) -> [Failure?] {
		var failures = [Failure?](repeating: nil, count: changes.count)
		failures.withUnsafeMutableBufferPointer { results in
			let slots = results
			DispatchQueue.concurrentPerform(iterations: changes.count) { index in
				if let signal = Interruption.signal {
					slots[index] = Failure(message: "interrupted", interruption: signal)
					return
				}
				var contents = changes[index].file.contents
				contents.withUTF8 { buffer in
					do throws(Failure) {
						try replace(root + "/" + changes[index].file.path, with: buffer)
					}
					catch {
						slots[index] = error
					}
				}
			}
		}
		return failures
	}

	/// After everything is written: obsolete files go, then folders they leave empty. Each
	/// is checked again to be a regular file reached through real folders.
	private static func removeObsolete(_ removals: [OutputPlan.Item], root: String) -> [String: String] {
		var unremoved: [String: String] = [:]
		var folders = Set<String>()
		for item in removals {
			let path = root + "/" + item.file.path
			do throws(OutputFolder.Failure) {
				guard try OutputFolder.inspect(item.file.path, under: root) == .file else { continue }
			}
			catch {
				unremoved[item.file.path] = error.message
				continue
			}
			if unlink(path) != 0 {
				unremoved[item.file.path] = String(cString: strerror(errno))
				continue
			}
			var folder = parent(of: path)
			while folder.count > root.count {
				folders.insert(folder)
				folder = parent(of: folder)
			}
		}
		// Deepest first; rmdir leaves a folder that still holds anything, and is not a link.
		for folder in folders.sorted(by: { $0.count > $1.count }) {
			rmdir(folder)
		}
		return unremoved
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
		let descriptor: Int32
		let temporary: String
		do throws(TemporaryFile.Failure) {
			(descriptor, temporary) = try TemporaryFile.create(for: path)
		}
		catch {
			throw Failure(message: error.message)
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
		// rename replaces whatever is at `path`, a link included, and never writes through it.
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
		if lstat(path, &status) == 0 {
			if (status.st_mode & S_IFMT) == S_IFLNK {
				throw Failure(message: "\(path) is a symbolic link; screenletgen writes only through real folders below the output folder")
			}
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
