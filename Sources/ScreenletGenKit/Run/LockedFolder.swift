import Foundation

/// The output folder while a run writes it: made if missing, locked against other runs
/// (`FolderLock`) from before the manifest is read to after it is written, and
/// SIGINT/SIGTERM/SIGHUP caught so that a write stops cleanly (`Interruption`). `close`
/// releases it, and removes the folders it made if the run left them empty.
struct LockedFolder {

	private let lock: FolderLock
	/// The folders made for the output folder, outermost first.
	private let created: [String]

	/// `waiting` is called once if another run holds the lock.
	static func open(_ root: String, timeout: TimeInterval, waiting: () -> Void) throws(RunFailure) -> LockedFolder {
		let created: [String]
		do {
			created = try OutputFolder.create(root)
		}
		catch {
			throw RunFailure.failed(error.message)
		}
		do {
			let lock = try FolderLock.acquire(root, timeout: timeout, waiting: waiting)
			Interruption.catchSignals()
			return LockedFolder(lock: lock, created: created)
		}
		catch {
			OutputFolder.removeIfEmpty(created)
			throw RunFailure.failed(error.message)
		}
	}

	func close() {
		lock.release()
		Interruption.restoreSignals()
		OutputFolder.removeIfEmpty(created)
	}
}
