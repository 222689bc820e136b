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
		case restore(path: String, contents: [UInt8])
		/// An updated file's previous contents, kept under a temporary name (a hard link).
		case restoreBackup(path: String, backup: String)
		case remove(path: String)
	}

	/// What a run did besides the plan's items.
	public struct Report {
		/// Obsolete files that could not be removed, with the reason: they stay, and so do
		/// their manifest entries.
		public var unremoved: [String: String] = [:]
		/// Replaced files `--force` could not keep under their `.orig` name (relative to the
		/// output folder, as `OutputPlan.Item.keptAs`): where the text is instead.
		public var unkept: [String: String] = [:]
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
			_ = Staging.removeLeftovers(root: plan.outputDirectory, previous: plan.previous)
			staging = try Staging.begin(plan)
			for group in plan.unstaged {
				var files = try GroupStaging(entity: group.entity, root: plan.outputDirectory)
				do throws(Failure) {
					for decision in group.files {
						try files.stage(decision)
					}
					try files.finish(archive: group.archive)
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
	/// recovered by the next one: the journal (the manifest to be), the renames, the manifest
	/// (still listing the obsolete files), the removals, the manifest without them, and last
	/// the journal goes. A failure or an interruption (`Interruption`) before the manifest is
	/// written undoes everything, staged files and the folders made for them included.
	@discardableResult
	static func commit(_ plan: OutputPlan, staged: Staging) throws(Failure) -> Report {
		let root = plan.outputDirectory
		let journal = root + "/" + Journal.fileName
		let manifestPath = root + "/" + Manifest.fileName
		var report = Report()
		var undo: [Undo] = []
		var backups: [String] = []
		/// Backups `--force` keeps: backup → where it goes.
		var kept: [String: String] = [:]
		let changes = plan.changes
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
			// The manifest's text is long in a bulk run: made once when the journal is the manifest.
			var journalText: String?
			if !changes.isEmpty {
				journalText = plan.manifest.text
				try replace(journal, with: Array(journalText!.utf8))
				undo.append(.remove(path: journal))
			}
			// In parallel: renaming one by one was a sixth of a bulk run. Each result is gathered
			// before any failure is thrown, so the undo log holds every rename that was done.
			var failure: Failure?
			for placed in ParallelMap.map(changes, { place($0, from: staged.temporary(for: $0.path), root: root) }) {
				switch placed {
				case .placed(let step, let backup, let keptAs):
					undo.append(step)
					if let backup = backup {
						backups.append(backup)
						if let keptAs = keptAs {
							kept[backup] = keptAs
						}
					}
				case .failed(let error, let backup):
					failure = failure ?? error
					if let backup = backup {
						backups.append(backup)
					}
				case .skipped:
					break
				}
			}
			// An interruption is what stopped the run, even if a rename failed meanwhile.
			try checkInterruption()
			if let failure = failure {
				throw failure
			}
			if manifest != plan.previousManifest {
				let text = plan.removals.isEmpty ? journalText ?? manifest.text : manifest.text
				try replace(manifestPath, with: Array(text.utf8))
				undo.append(plan.previous.contents.map { .restore(path: manifestPath, contents: $0) } ?? .remove(path: manifestPath))
			}
		}
		catch {
			rollBack(undo)
			staged.discard()
			backups.forEach { FolderCalls.unlink($0) }
			throw Failure(message: "writing \(root) \(error.interruption == nil ? "failed (\(error.message))" : "was interrupted"); the folder was left as it was", interruption: error.interruption)
		}
		// Committed: from here on the run finishes even if interrupted.
		for backup in backups {
			if let keptAs = kept[backup] {
				// Never unlinked: if it cannot take its name, the replaced text stays where it is.
				if FolderCalls.rename(backup, root + "/" + keptAs) != 0 {
					report.unkept[keptAs] = backup
				}
				continue
			}
			FolderCalls.unlink(backup)
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
			try replace(manifestPath, with: Array(manifest.text.utf8))
		}
		FolderCalls.unlink(journal)
		staged.finish()
		return report
	}

	private enum Placement {
		/// Done; `backup` keeps an updated file's previous contents (to go to `keptAs`).
		case placed(Undo, backup: String?, keptAs: String?)
		case failed(Failure, backup: String?)
		/// Not tried: the run was interrupted.
		case skipped
	}

	/// Renames one staged change into place; an updated file's old contents stay
	/// reachable under a temporary name (a hard link) until the run is done.
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
			return .placed(.remove(path: path), backup: nil, keptAs: nil)
		}
		let backup = TemporaryFile.name(for: path)
		guard FolderCalls.link(path, backup) == 0 else {
			return .failed(systemError("cannot keep the previous", path), backup: nil)
		}
		guard FolderCalls.rename(staged, path) == 0 else {
			return .failed(systemError("cannot replace", path), backup: backup)
		}
		return .placed(.restoreBackup(path: path, backup: backup), backup: backup, keptAs: item.keptAs)
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
			try writeAll(descriptor, bytes, to: temporary)
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

	private static func rollBack(_ undo: [Undo]) {
		for step in undo.reversed() {
			switch step {
			case .restore(let path, let contents):
				try? replace(path, with: contents)
			case .restoreBackup(let path, let backup):
				FolderCalls.rename(backup, path)
			case .remove(let path):
				FolderCalls.unlink(path)
			}
		}
	}
}
