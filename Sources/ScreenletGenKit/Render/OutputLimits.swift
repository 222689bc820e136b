import Foundation

/// What one run may generate. A valid spec can ask for far more than a disk or memory
/// holds (one long message repeated by thousands of actions); past these limits the run
/// stops with a located error instead of exhausting memory. `--max-output-bytes` and
/// `--max-files` raise them.
public struct OutputLimits: Sendable, Equatable {
	public var maximumBytes: Int
	public var maximumFiles: Int

	public static let defaultBytes = 256 * 1024 * 1024
	public static let defaultFiles = 100_000

	public init(maximumBytes: Int = OutputLimits.defaultBytes, maximumFiles: Int = OutputLimits.defaultFiles) {
		self.maximumBytes = maximumBytes
		self.maximumFiles = maximumFiles
	}
}

/// The bytes and files a run has rendered so far, counted against its `OutputLimits` by the
/// specs rendered in parallel.
final class OutputTally: @unchecked Sendable {

	let limits: OutputLimits
	private let lock = NSLock()
	private var bytes = 0
	private var files = 0

	init(_ limits: OutputLimits) {
		self.limits = limits
	}

	/// Takes `count` files from the budget; false when that goes over the limit.
	func reserveFiles(_ count: Int) -> Bool {
		lock.lock()
		defer { lock.unlock() }
		files += count
		return files <= limits.maximumFiles
	}

	/// The bytes still available to the next file.
	var remainingBytes: Int {
		lock.lock()
		defer { lock.unlock() }
		return max(0, limits.maximumBytes - bytes)
	}

	/// Takes a rendered file's bytes; false when that goes over the limit.
	func consumeBytes(_ count: Int) -> Bool {
		lock.lock()
		defer { lock.unlock() }
		bytes += count
		return bytes <= limits.maximumBytes
	}
}
