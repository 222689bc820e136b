import Foundation

/// Carries out a plan (`OutputPlan`): each change is staged in a temporary file beside its
/// target (`Staging`), then renamed into place; the manifest is recorded and the files no
/// longer generated are removed. If any step fails, what was already done is undone, so the
/// output folder is left as it was. Unchanged files are not touched (their dates stay). Plain
/// POSIX calls: bulk generation writes thousands of files, and this is its floor.
public enum OutputWriter {

	public struct Failure: Error, CustomStringConvertible {
		public var message: String
		/// The signal that interrupted the run, if that is what stopped it.
		public var interruption: Int32? = nil
		public var description: String { return message }
	}

	private enum Undo {
		indirect case restore(path: String, contents: [UInt8])
		/// A replaced file's previous contents, kept under a second name (a hard link).
		indirect case restoreBackup(path: String, backup: String)
		indirect case remove(path: String)
		/// The plan's item at this index was created: its file goes. A bulk run creates tens of
		/// thousands, each undone by its index, not by a path of its own.
		case removeItem(Int)
	}

	/// A replaced file's previous contents under a second name (a hard link made before it
	/// was replaced): a temporary name, removed once the run is done, or (`kept`) the
	/// `.orig` name `--force` keeps it under.
	private struct Backup {
		var path: String
		var copy: String
		var kept: Bool
	}

	/// What a run did besides the plan's items.
	public struct Report {
		/// Obsolete files that could not be removed, with the reason: they stay, and so do
		/// their manifest entries.
		public var unremoved: [String: String] = [:]
	}

	/// Writes a plan made in memory (`OutputPlan.make(files:…)`): makes the output folder,
	/// stages the plan's files, then commits them. Nothing else may write to the folder
	/// meanwhile (a run locks it: `FolderLock`).
	@discardableResult
	public static func write(_ plan: OutputPlan) throws(Failure) -> Report {
		var created: [String] = []
		var staging = Staging(root: plan.outputDirectory)
		do throws(Failure) {
			do throws(OutputFolder.Failure) {
				created = try OutputFolder.create(plan.outputDirectory)
			}
			catch {
				throw Failure(message: error.message)
			}
			// The plan was made before this recovery: a folder it removed is made again.
			let recovery = Staging.recover(root: plan.outputDirectory, previous: plan.previous)
			staging = try Staging.begin(plan, remade: recovery.folders)
			for group in plan.unstaged {
				var files = try GroupStaging(entity: group.entity, root: plan.outputDirectory)
				do throws(Failure) {
					for decision in group.files {
						try files.stage(decision)
					}
					try files.finish(archive: group.archive, keeping: group.obsoleteBases)
				}
				catch {
					files.abandon()
					staging.add(files.temporaries)
					throw error
				}
				staging.add(files.temporaries)
			}
		}
		catch {
			staging.discard()
			OutputFolder.removeIfEmpty(created)
			throw Failure(message: "writing \(plan.outputDirectory) failed (\(error.message)); the folder was left as it was")
		}
		do {
			return try commit(plan, staged: staging)
		}
		catch {
			OutputFolder.removeIfEmpty(created)
			throw error
		}
	}

	/// Renames a plan's staged changes (`staged`) into place and records them. The output
	/// folder must be locked (`FolderLock`). Order, so that a run killed at any point can be
	/// recovered by the next one (`Staging.recover`, `Journal.reconcile`): the journal (the
	/// manifest to be, with the files kept as `.orig`, the merges and the removals); the base
	/// archives, which hold both the old manifest's bases and the new texts, before any
	/// file; the files, each replaced file linked first to its `.orig` name (`--force`) or
	/// a temporary one; the manifest (still listing the obsolete files); the temporary links
	/// go; the removals, then the folders they empty; the manifest without them; and last the
	/// journal goes. A failure or an interruption (`Interruption`) before the manifest is
	/// written undoes everything, staged files and the folders made for them included.
	@discardableResult
	static func commit(_ plan: OutputPlan, staged: Staging) throws(Failure) -> Report {
		let root = plan.outputDirectory
		let journal = root + "/" + Journal.fileName
		let manifestPath = root + "/" + Manifest.fileName
		var report = Report()
		var undo: [Undo] = []
		var backups: [Backup] = []
		// By index: a bulk run's items are not copied.
		let changes = plan.items.indices.filter { plan.items[$0].action.writes }
		var manifest = plan.manifest
		for item in plan.removals {
			manifest.entries[item.path] = plan.previousManifest?.entries[item.path]
		}
		do throws(Failure) {
			if plan.recoversInterruptedRun {
				// The reconciled manifest becomes the starting point; the old journal is done with.
				try replace(manifestPath, with: plan.previous.contents ?? [])
				FolderCalls.unlink(journal)
			}
			try checkInterruption()
			// The manifest's text is long in a bulk run: written a piece at a time as it is made
			// (`Manifest.write`), for the journal and again for the manifest, never held whole.
			if !changes.isEmpty || !plan.removals.isEmpty {
				let lines = Journal.lines(of: plan)
				try replace(journal) { write throws(Failure) in
					try plan.manifest.write(write)
					try write(lines)
				}
				undo.append(.remove(path: journal))
			}
			// In parallel: renaming one by one was a sixth of a bulk run. Each result is gathered
			// before any failure is thrown, so the undo log holds every rename that was done. The
			// base archives first: a file in place always finds its base.
			var failure: Failure?
			for batch in [changes.filter { plan.items[$0].isBase }, changes.filter { !plan.items[$0].isBase }] where failure == nil {
				for (index, placed) in zip(batch, ParallelMap.map(batch, { place(plan.items[$0], from: staged.temporary(for: plan.items[$0].path), root: root) })) {
					switch placed {
					case .created:
						undo.append(.removeItem(index))
					case .replaced(let step, let backup):
						undo.append(step)
						backups.append(backup)
					case .failed(let error, let backup):
						failure = failure ?? error
						if let backup = backup {
							backups.append(backup)
						}
					case .skipped:
						break
					}
				}
			}
			// An interruption is what stopped the run, even if a rename failed meanwhile.
			try checkInterruption()
			if let failure = failure {
				throw failure
			}
			if manifest != plan.previousManifest {
				try replace(manifestPath, writing: manifest.write)
				undo.append(plan.previous.contents.map { .restore(path: manifestPath, contents: $0) } ?? .remove(path: manifestPath))
			}
		}
		catch {
			rollBack(undo, plan: plan)
			staged.discard()
			// A link restored by the roll-back is gone; one still beside its file goes. One whose
			// file could not be restored stays: it holds the previous contents.
			for backup in backups where isSecondName(backup.copy, of: backup.path) {
				FolderCalls.unlink(backup.copy)
			}
			throw Failure(message: "writing \(root) \(error.interruption == nil ? "failed (\(error.message))" : "was interrupted"); the folder was left as it was", interruption: error.interruption)
		}
		// Committed: from here on the run finishes even if interrupted. What `--force` replaced
		// is already under its `.orig` name.
		for backup in backups where !backup.kept {
			FolderCalls.unlink(backup.copy)
		}
		report.unremoved = removeObsolete(plan.removals, root: root)
		for item in plan.removals where report.unremoved[item.path] == nil {
			manifest.entries[item.path] = nil
		}
		if !report.unremoved.isEmpty {
			// The next run with these specs must try those removals again, not skip them.
			manifest.lastRun = nil
		}
		if !plan.removals.isEmpty {
			try replace(manifestPath, writing: manifest.write)
		}
		FolderCalls.unlink(journal)
		staged.finish()
		return report
	}

	/// What renaming one item did: a word for each of a bulk run's files, a box for the rare rest.
	private enum Placement {
		/// A new file, in place.
		case created
		/// Done; `backup` keeps the replaced file's previous contents.
		indirect case replaced(Undo, backup: Backup)
		indirect case failed(Failure, backup: Backup?)
		/// Not tried: the run was interrupted.
		case skipped
	}

	/// Renames one staged change into place. A replaced file is linked to a second name
	/// first: the `.orig` name `--force` keeps it under (`keptAs`), so that what it held has
	/// that name before the file is replaced and stays there, or a temporary name, which
	/// keeps its old contents reachable until the run is done.
	private static func place(_ item: OutputPlan.Item, from staged: String?, root: String) -> Placement {
		guard Interruption.signal == nil else {
			return .skipped
		}
		guard let staged = staged else {
			return .failed(Failure(message: "\(item.path) was planned without being staged"), backup: nil)
		}
		let path = root + "/" + item.path
		guard item.action != .create else {
			guard FolderCalls.rename(staged, path) == 0 else {
				return .failed(systemError("cannot create", path), backup: nil)
			}
			return .created
		}
		let kept = item.action == .overwrite ? item.keptAs : nil
		let backup = Backup(path: path, copy: kept.map { root + "/" + $0 } ?? TemporaryFile.name(for: path), kept: kept != nil)
		// link fails rather than replace anything already at the second name.
		guard FolderCalls.link(path, backup.copy) == 0 else {
			return .failed(kept == nil ? systemError("cannot keep the previous", path) : systemError("cannot keep \(path) as", backup.copy), backup: nil)
		}
		guard FolderCalls.rename(staged, path) == 0 else {
			return .failed(systemError("cannot replace", path), backup: backup)
		}
		return .replaced(.restoreBackup(path: path, backup: backup.copy), backup: backup)
	}

	/// Whether `copy` is a second name (a hard link) of the very file at `path`, both regular
	/// files: a replaced file's link made before a replacement that did not happen.
	private static func isSecondName(_ copy: String, of path: String) -> Bool {
		var first = stat()
		var second = stat()
		return lstat(path, &first) == 0 && lstat(copy, &second) == 0 && (first.st_mode & S_IFMT) == S_IFREG
			&& (second.st_mode & S_IFMT) == S_IFREG && first.st_ino == second.st_ino && first.st_dev == second.st_dev
	}

	/// `isSecondName` for paths relative to `root`, each reached through real folders.
	static func isSecondName(_ copy: String, of path: String, root: String) -> Bool {
		guard (try? OutputFolder.inspect(copy, under: root)) == .file, (try? OutputFolder.inspect(path, under: root)) == .file else {
			return false
		}
		return isSecondName(root + "/" + copy, of: root + "/" + path)
	}

	private static func checkInterruption() throws(Failure) {
		if let signal = Interruption.signal {
			throw Failure(message: "interrupted", interruption: signal)
		}
	}

	/// After everything is written: obsolete files go, then folders they leave empty. Each
	/// is checked again to be a regular file reached through real folders.
	private static func removeObsolete(_ removals: [OutputPlan.Item], root: String) -> [String: String] {
		var unremoved: [String: String] = [:]
		var folders = Set<String>()
		for item in removals {
			let path = root + "/" + item.path
			do throws(OutputFolder.Failure) {
				guard try OutputFolder.inspect(item.path, under: root) == .file else { continue }
			}
			catch {
				unremoved[item.path] = error.message
				continue
			}
			if FolderCalls.unlink(path) != 0 {
				unremoved[item.path] = String(cString: strerror(errno))
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
			FolderCalls.rmdir(folder)
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
		let temporary = try bytes.withUnsafeBufferPointer { buffer throws(Failure) in try stage(buffer, for: path) }.path(beside: path)
		try replace(path, by: temporary)
	}

	/// `replace` with the texts `pieces` hands to its `write`, each written as it comes, never
	/// joined or copied into bytes: a bulk run's manifest is megabytes.
	static func replace(_ path: String, writing pieces: ((String) throws(Failure) -> Void) throws(Failure) -> Void) throws(Failure) {
		let temporary = try stage(for: path) { descriptor, temporary throws(Failure) in
			try pieces { text throws(Failure) in try writeAll(descriptor, text, to: temporary) }
		}
		try replace(path, by: temporary.path(beside: path))
	}

	private static func replace(_ path: String, by temporary: String) throws(Failure) {
		// rename replaces whatever is at `path`, a link included, and never writes through it.
		guard FolderCalls.rename(temporary, path) == 0 else {
			let failure = systemError("cannot replace", path)
			FolderCalls.unlink(temporary)
			throw failure
		}
	}

	/// Writes `bytes` to a new temporary file beside `path` and returns its name: open,
	/// one write, close.
	static func stage(_ bytes: UnsafeBufferPointer<UInt8>, for path: String) throws(Failure) -> TemporaryFile.Name {
		return try stage(for: path) { descriptor, temporary throws(Failure) in try writeAll(descriptor, bytes, to: temporary) }
	}

	/// A new temporary file beside `path`, filled by `write` (given its descriptor and path).
	private static func stage(for path: String, write: (Int32, String) throws(Failure) -> Void) throws(Failure) -> TemporaryFile.Name {
		let descriptor: Int32
		let name: TemporaryFile.Name
		let temporary: String
		do throws(TemporaryFile.Failure) {
			(descriptor, name, temporary) = try TemporaryFile.create(for: path)
		}
		catch {
			throw Failure(message: error.message)
		}
		do {
			try write(descriptor, temporary)
		}
		catch {
			close(descriptor)
			FolderCalls.unlink(temporary)
			throw error
		}
		guard close(descriptor) == 0 else {
			let failure = systemError("cannot write", temporary)
			FolderCalls.unlink(temporary)
			throw failure
		}
		return name
	}

	/// `stage` for a string's UTF-8.
	static func stage(_ text: String, for path: String) throws(Failure) -> TemporaryFile.Name {
		return try utf8(of: text) { bytes throws(Failure) in try stage(bytes, for: path) }
	}

	/// `writeAll` for a string's UTF-8.
	static func writeAll(_ descriptor: Int32, _ text: String, to path: String) throws(Failure) {
		try utf8(of: text) { bytes throws(Failure) in try writeAll(descriptor, bytes, to: path) }
	}

	/// A string's contiguous UTF-8 to a typed-throwing body (`String.withUTF8` rethrows
	/// untyped errors).
	private static func utf8<T>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> T) throws(Failure) -> T {
		var text = text
		return try text.withUTF8 { bytes in Swift.Result { () throws(Failure) in try body(bytes) } }.get()
	}

	/// All of `bytes` to an open descriptor (`path` names it in the error).
	static func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>, to path: String) throws(Failure) {
		var written = 0
		while written < bytes.count {
			let result = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
			if result < 0 {
				if errno == EINTR { continue }
				throw systemError("cannot write", path)
			}
			written += result
		}
	}

	private static func rollBack(_ undo: [Undo], plan: OutputPlan) {
		for step in undo.reversed() {
			switch step {
			case .restore(let path, let contents):
				try? replace(path, with: contents)
			case .restoreBackup(let path, let backup):
				FolderCalls.rename(backup, path)
			case .remove(let path):
				FolderCalls.unlink(path)
			case .removeItem(let index):
				FolderCalls.unlink(plan.outputDirectory + "/" + plan.items[index].path)
			}
		}
	}
}
