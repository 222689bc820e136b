import Foundation

/// An exclusive `flock` on `.screenletgen-lock` in the output folder, held from reading the
/// manifest to writing it, so two runs on one folder cannot lose each other's entries. The
/// second run waits up to a timeout, then says which folder is busy. The lock file is removed
/// on release; a run that finds it was replaced while it waited locks the new one.
public final class FolderLock {

	public static let fileName = ".screenletgen-lock"

	public struct Failure: Error, CustomStringConvertible {
		public var message: String
		public var description: String { return message }
	}

	private var descriptor: Int32
	private let path: String

	private init(descriptor: Int32, path: String) {
		self.descriptor = descriptor
		self.path = path
	}

	/// Locks `root`, which must exist; `waiting` is called once if another run holds it.
	public static func acquire(_ root: String, timeout: TimeInterval, waiting: () -> Void = {}) throws(Failure) -> FolderLock {
		let path = root + "/" + fileName
		let deadline = Date().addingTimeInterval(timeout)
		var announced = false
		while true {
			// Made, locked and named for removal in one step that a signal does not split (a
			// signal that ends the run before it writes removes the lock file it holds, and no other).
			let attempt = try Interruption.holding { () throws(Failure) -> Attempt in
				let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
				guard descriptor >= 0 else {
					throw Failure(message: "cannot create the lock file \(path): \(String(cString: strerror(errno)))")
				}
				if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
					// The holder before us may have removed the file after we opened it.
					var held = stat()
					var current = stat()
					if fstat(descriptor, &held) == 0, lstat(path, &current) == 0, held.st_ino == current.st_ino, held.st_dev == current.st_dev {
						Interruption.removeOnExit(lockFile: path)
						return .locked(FolderLock(descriptor: descriptor, path: path))
					}
					close(descriptor)
					return .replaced
				}
				let reason = errno
				close(descriptor)
				return .busy(reason)
			}
			let reason: Int32
			switch attempt {
			case .locked(let lock): return lock
			case .replaced: continue
			case .busy(let error): reason = error
			}
			guard reason == EWOULDBLOCK || reason == EINTR else {
				throw Failure(message: "cannot lock \(path): \(String(cString: strerror(reason)))")
			}
			guard Date() < deadline else {
				throw Failure(message: "another screenletgen run is writing to \(root) (it holds \(fileName)); nothing was written. Run again when it has finished")
			}
			if !announced {
				announced = true
				waiting()
			}
			usleep(20_000)
		}
	}

	/// One try at the lock.
	private enum Attempt {
		case locked(FolderLock)
		/// The file was removed and made again since it was opened: try again at once.
		case replaced
		/// Another run holds it (or `flock` failed with this error).
		case busy(Int32)
	}

	/// Removes the lock file while still holding the lock, then releases it.
	public func release() {
		guard descriptor >= 0 else { return }
		FolderCalls.unlink(path)
		close(descriptor)
		descriptor = -1
	}

	deinit {
		release()
	}
}
