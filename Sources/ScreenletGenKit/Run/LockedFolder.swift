import Foundation

/// The output folder while a run writes it: made if missing, locked against other runs
/// (`FolderLock`) from before the manifest is read to after it is written. Until the run
/// writes, a signal ends it at once, and the lock file and the folders made go with it
/// (`Interruption`). `close` releases it, and removes the folders it made if the run left
/// them empty.
struct LockedFolder {

	private let lock: FolderLock
	/// The folders made for the output folder, outermost first.
	private let created: [String]

	/// `waiting` is called once if another run holds the lock.
	static func open(_ root: String, timeout: TimeInterval, waiting: () -> Void) throws(RunFailure) -> LockedFolder {
		let created: [String]
		do {
			created = try Interruption.holding { () throws(OutputFolder.Failure) -> [String] in
				let created = try OutputFolder.create(root)
				Interruption.removeOnExit(folders: created)
				return created
			}
		}
		catch {
			throw RunFailure.failed(error.message)
		}
		do {
			let lock = try FolderLock.acquire(root, timeout: timeout, waiting: waiting)
			return LockedFolder(lock: lock, created: created)
		}
		catch {
			Interruption.forget()
			OutputFolder.removeIfEmpty(created)
			throw RunFailure.failed(error.message)
		}
	}

	func close() {
		Interruption.holding {
			Interruption.forget()
			lock.release()
			OutputFolder.removeIfEmpty(created)
		}
	}
}
