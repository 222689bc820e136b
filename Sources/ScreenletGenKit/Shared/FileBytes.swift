import Foundation

/// Reads a descriptor to its end by streaming, so pipes, FIFOs and character devices
/// (`/dev/stdin`) read like files; stops after `limit` bytes (a spec larger than the
/// parser accepts need not be read whole).
enum FileBytes {

	struct Failure: Error {
		var reason: String
	}

	/// `expectedSize` (a regular file's size from `fstat`) sizes the first read, one byte
	/// larger: a regular file returns less than asked only at its end, so a file that did
	/// not change meanwhile is read in one call.
	static func read(_ descriptor: Int32, limit: Int = Int.max, expectedSize: Int? = nil) throws(Failure) -> [UInt8] {
		let isRegularFile = expectedSize != nil
		let expectedSize = expectedSize ?? 65535
		var bytes = [UInt8](repeating: 0, count: min(limit, max(expectedSize, 0) + 1))
		var count = 0
		while count < limit {
			if count == bytes.count {
				bytes.append(contentsOf: repeatElement(0, count: min(max(bytes.count, 65536), limit - count)))
			}
			let wanted = bytes.count - count
			let result = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + count, wanted) }
			if result < 0 {
				if errno == EINTR { continue }
				throw Failure(reason: String(cString: strerror(errno)))
			}
			count += result
			if result == 0 || (isRegularFile && result < wanted) {
				break
			}
		}
		bytes.removeLast(bytes.count - count)
		return bytes
	}
}
