import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A process started with `posix_spawn`, its output thrown away, waited for without a run loop:
/// the moment it ends is known to the millisecond, and so is its own peak memory.
///
/// The peak is the child's VmHWM, read from /proc while it runs: on Linux the rusage of a
/// posix_spawn child also holds the parent's peak (the spawn shares the parent's memory until
/// exec, and exec keeps that memory's high-water mark), so a test process grown past a limit
/// made the binary seem to use it. VmHWM only grows: the last read is the peak but for the last
/// millisecond. Where /proc has none, rusage's.
final class SpawnedProcess {
	let pid: pid_t
	let start = Date()
	private var highWater = 0
	private var ended: (status: Int32?, end: Date, cpu: Double, peak: Int)?

	/// `keepsStandardError`: the child's errors go to the test's, to read when it fails.
	init(_ executable: String, _ arguments: [String], keepsStandardError: Bool = false) throws {
		var pid: pid_t = 0
		let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
		defer { argv.forEach { free($0) } }
		var actions = posix_spawn_file_actions_t()
		posix_spawn_file_actions_init(&actions)
		defer { posix_spawn_file_actions_destroy(&actions) }
		posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
		if !keepsStandardError {
			posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
		}
		guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
			throw CocoaError(.executableLoad)
		}
		self.pid = pid
	}

	/// Whether it has ended (and then when, and how); while it runs, its peak memory so far.
	private func poll() -> Bool {
		guard ended == nil else {
			return true
		}
		var status: Int32 = 0
		var usage = rusage()
		guard wait4(pid, &status, WNOHANG, &usage) == pid else {
			if let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
					let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
					let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") {
				highWater = max(highWater, kilobytes * 1024)
			}
			return false
		}
		let cpu = [usage.ru_utime, usage.ru_stime].reduce(0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1_000_000 }
		// An exit's status, or nil when a signal ended it.
		ended = ((status & 0x7F) == 0 ? (status >> 8) & 0xFF : nil, Date(), cpu, highWater > 0 ? highWater : usage.ru_maxrss * 1024)
		return true
	}

	var isRunning: Bool {
		return !poll()
	}

	/// Waits (a millisecond at a time) until `condition` holds or the process ends; when.
	@discardableResult
	func waitFor(_ condition: () -> Bool) -> Date {
		while !poll() && !condition() {
			usleep(1000)
		}
		return Date()
	}

	/// The exit status (nil after a signal), when it ended, how long it ran, its CPU time and
	/// its peak memory in bytes; after `limit` seconds it is killed.
	func wait(limit: TimeInterval = 30) -> (status: Int32?, end: Date, seconds: Double, cpu: Double, peak: Int) {
		if waitFor({ Date().timeIntervalSince(self.start) > limit }) > start.addingTimeInterval(limit), !poll() {
			kill(pid, SIGKILL)
		}
		waitFor { false }
		let (status, end, cpu, peak) = ended!
		return (status, end, end.timeIntervalSince(start), cpu, peak)
	}

	/// Whether it has a handler for `signal` (`TestSupport.catches`).
	func catches(_ signal: Int32) -> Bool {
		return TestSupport.catches(pid, signal, since: start)
	}
}
