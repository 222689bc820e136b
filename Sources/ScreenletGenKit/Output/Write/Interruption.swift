import Foundation

/// SIGINT, SIGTERM and SIGHUP while the output folder is being written: the handler only
/// records the signal; the writer stops starting new files, undoes what it did, and the
/// command exits with 128 + the signal's number. (SIGKILL cannot be caught: the journal
/// and the temporary-file cleanup of the next run handle it.)
public enum Interruption {

	static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
	nonisolated(unsafe) private static var received: sig_atomic_t = 0

	/// The signal received since `catchSignals()`, if any.
	public static var signal: Int32? {
		let value = received
		return value == 0 ? nil : Int32(value)
	}

	public static func catchSignals() {
		received = 0
		for number in signals {
			Foundation.signal(number) { Interruption.received = sig_atomic_t($0) }
		}
	}

	public static func restoreSignals() {
		for number in signals {
			Foundation.signal(number, SIG_DFL)
		}
		received = 0
	}
}
