import Foundation

/// SIGINT, SIGTERM and SIGHUP during a run (`catchSignals` to `restoreSignals`).
///
/// Until the run begins to write (`beginWriting`), nothing of the folder has changed but what
/// it can undo at once: the handler removes the lock file and the folders made for the output
/// (`removeOnExit`) and ends the process with 128 + the signal's number, whatever the run is
/// doing (reading a 4 MiB document, checking it, modelling). The few steps that change the
/// folder before that (making it, taking the lock, cleaning up after a killed run) run
/// `holding` the signal: it is acted on as soon as they are done.
///
/// From `beginWriting` on, the handler only records the signal: the writer stops starting new
/// files, undoes what it did, and the command exits with 128 + the signal's number; a signal
/// that comes once every file is written lets the run finish first. (SIGKILL cannot be
/// caught: the journal and the temporary-file cleanup of the next run handle it.)
///
/// A signal the process was started with ignored (`nohup`'s SIGHUP, the SIGINT of a job a
/// script runs in the background) stays ignored, and `restoreSignals` puts back what was there.
///
/// A signal sent to the process is handled by its main thread on Linux and Darwin, unless that
/// thread blocks it, so the handler sees each switch of mode as it is made; were another thread
/// to take it at the very moment of a switch, the worst it could do is what a SIGKILL there does.
public enum Interruption {

	static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
	nonisolated(unsafe) private static var received: sig_atomic_t = 0
	/// Nonzero while a signal is to be recorded rather than acted on: writing, or holding.
	nonisolated(unsafe) private static var recording: sig_atomic_t = 0
	nonisolated(unsafe) private static var holdings = 0
	/// What the handler removes before it exits, as C strings made beforehand (a handler may
	/// not allocate): the lock files, and the folders made for the outputs, outermost first.
	nonisolated(unsafe) private static var lockFiles: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
	nonisolated(unsafe) private static var lockFileCount = 0
	nonisolated(unsafe) private static var folders: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
	nonisolated(unsafe) private static var folderCount = 0
	/// What each signal did before `catchSignals` (nil: the default).
	nonisolated(unsafe) private static var before: [Int32: (@convention(c) (Int32) -> Void)?] = [:]

	/// The signal received since `catchSignals()`, if any.
	public static var signal: Int32? {
		let value = received
		return value == 0 ? nil : Int32(value)
	}

	public static func catchSignals() {
		forget()
		// Every variable the handler reads is set before it may run.
		received = 0
		recording = 0
		holdings = 0
		for number in signals {
			let previous = Foundation.signal(number, SIG_IGN)
			if before.index(forKey: number) == nil {
				before[number] = previous
			}
			guard unsafeBitCast(previous, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) else {
				continue
			}
			Foundation.signal(number) { number in
				if Interruption.recording != 0 {
					Interruption.received = sig_atomic_t(number)
				}
				else {
					Interruption.exit(number)
				}
			}
		}
	}

	public static func restoreSignals() {
		for number in signals {
			Foundation.signal(number, before[number] ?? nil)
		}
		before = [:]
		forget()
		received = 0
		recording = 0
		holdings = 0
	}

	/// From here to `restoreSignals`, a signal is recorded for the writer.
	public static func beginWriting() {
		recording = 1
	}

	/// `body`, which changes the folder before the run writes, with a signal held until it is
	/// done (the run then ends as the signal says, removing what `removeOnExit` names).
	static func holding<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
		let wasRecording = recording
		holdings += 1
		recording = 1
		defer {
			holdings -= 1
			if holdings == 0 {
				recording = wasRecording
				if wasRecording == 0, received != 0 {
					exit(Int32(received))
				}
			}
		}
		return try body()
	}

	/// A lock file the run holds (one per output folder): removed if a signal ends the run
	/// before it writes.
	static func removeOnExit(lockFile path: String) {
		append([path], to: &lockFiles, count: &lockFileCount)
	}

	/// The folders made for an output folder, outermost first: removed, if empty, if a signal
	/// ends the run before it writes.
	static func removeOnExit(folders paths: [String]) {
		append(paths, to: &folders, count: &folderCount)
	}

	/// A longer list, made beside the old one: the handler sees the old list or the new one, whole.
	private static func append(_ paths: [String], to list: inout UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, count: inout Int) {
		let old = list
		let oldCount = count
		let longer = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: max(oldCount + paths.count, 1))
		for index in 0..<oldCount {
			longer[index] = old![index].flatMap { strdup($0) }
		}
		for (index, path) in paths.enumerated() {
			longer[oldCount + index] = strdup(path)
		}
		count = 0
		list = longer
		count = oldCount + paths.count
		release(old, count: oldCount)
	}

	/// Nothing is to be removed any more (the run removes its lock files and folders itself).
	static func forget() {
		let (oldLocks, oldLockCount, oldFolders, oldCount) = (lockFiles, lockFileCount, folders, folderCount)
		folderCount = 0
		lockFileCount = 0
		lockFiles = nil
		folders = nil
		release(oldLocks, count: oldLockCount)
		release(oldFolders, count: oldCount)
	}

	private static func release(_ list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, count: Int) {
		guard let list = list else {
			return
		}
		for index in 0..<count {
			free(list[index])
		}
		list.deallocate()
	}

	/// `remove` on each path of a list, last first (folders: innermost first). No allocation.
	private static func removeEach(_ list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, count: Int, with remove: (UnsafePointer<CChar>) -> Int32) {
		guard let list = list else {
			return
		}
		var index = count
		while index > 0 {
			index -= 1
			if let path = list[index] {
				_ = remove(path)
			}
		}
	}

	/// Ends the process for `number`: only calls a signal handler may make.
	private static func exit(_ number: Int32) -> Never {
		let message: StaticString = "screenletgen: interrupted; nothing was written\n"
		_ = write(2, message.utf8Start, message.utf8CodeUnitCount)
		removeEach(lockFiles, count: lockFileCount, with: unlink)
		removeEach(folders, count: folderCount, with: rmdir)
		_exit(128 + number)
	}
}
