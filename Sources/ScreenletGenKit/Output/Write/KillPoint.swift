import Foundation

/// The calls that change the entries of the output folder (rename, link, unlink, rmdir,
/// mkdir). The writer makes them all through here, so that a test can stop it just before
/// any one of them (`KillPoint`).
enum FolderCalls {

	@discardableResult
	static func rename(_ old: String, _ new: String) -> Int32 {
		KillPoint.reach(.rename)
		return Foundation.rename(old, new)
	}

	@discardableResult
	static func link(_ existing: String, _ new: String) -> Int32 {
		KillPoint.reach(.link)
		return Foundation.link(existing, new)
	}

	@discardableResult
	static func unlink(_ path: String) -> Int32 {
		KillPoint.reach(.unlink)
		return Foundation.unlink(path)
	}

	@discardableResult
	static func rmdir(_ path: String) -> Int32 {
		KillPoint.reach(.rmdir)
		return Foundation.rmdir(path)
	}

	static func mkdir(_ path: String, _ mode: mode_t) -> Int32 {
		KillPoint.reach(.mkdir)
		return Foundation.mkdir(path, mode)
	}
}

/// A test hook, nothing else: `SCREENLETGEN_KILL_AT=<call>:<n>` (say `rename:6`) in a debug
/// build's environment makes the process raise SIGKILL just before its n-th call of that
/// kind (`FolderCalls`, counted from 1 across threads), so that the kill-point tests stop a
/// run at every step of its writes without strace (`KillPointTests`). Read once; compiled
/// out of release builds, so an installed screenletgen never reads it.
enum KillPoint {

	enum Call: String {
		case rename, link, unlink, rmdir, mkdir
	}

	static func reach(_ call: Call) {
		#if DEBUG
		guard let target = target, target.call == call else {
			return
		}
		if counter.next() == target.index {
			raise(SIGKILL)
		}
		#endif
	}

	#if DEBUG
	private static let target: (call: Call, index: Int)? = {
		guard let value = getenv("SCREENLETGEN_KILL_AT") else {
			return nil
		}
		let parts = String(cString: value).split(separator: ":")
		guard parts.count == 2, let call = Call(rawValue: String(parts[0])), let index = Int(parts[1]), index > 0 else {
			return nil
		}
		return (call, index)
	}()

	private static let counter = Counter()

	private final class Counter: @unchecked Sendable {
		private let lock = NSLock()
		private var count = 0

		func next() -> Int {
			lock.lock()
			defer { lock.unlock() }
			count += 1
			return count
		}
	}
	#endif
}
