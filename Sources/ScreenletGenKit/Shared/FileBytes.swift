import Foundation

/// Reads a descriptor to its end by streaming, so pipes, FIFOs and character devices
/// (`/dev/stdin`) read like files; stops after `limit` bytes (a spec larger than the
/// parser accepts need not be read whole).
enum FileBytes {

	struct Failure: Error {
		var reason: String
	}

	/// The file at `path`, at most `limit` bytes of it. Where `regularOnly` (a path someone else
	/// wrote, such as a spec's `openapi`) a FIFO, socket or device is refused, opened without
	/// waiting for a writer so that it never holds the run; otherwise it is read as a stream, as
	/// the user meant (process substitution, `/dev/stdin`).
	static func read(path: String, limit: Int, regularOnly: Bool) throws(Failure) -> [UInt8] {
		let descriptor = open(path, O_RDONLY | O_CLOEXEC | (regularOnly ? O_NONBLOCK : 0))
		guard descriptor >= 0 else {
			throw Failure(reason: String(cString: strerror(errno)))
		}
		defer { close(descriptor) }
		var status = stat()
		guard fstat(descriptor, &status) == 0 else {
			throw Failure(reason: String(cString: strerror(errno)))
		}
		let kind = status.st_mode & S_IFMT
		if kind == S_IFDIR || (regularOnly && kind != S_IFREG) {
			throw Failure(reason: kind == S_IFDIR ? "a folder, not a file" : "not a regular file (a FIFO, a socket or a device)")
		}
		return try read(descriptor, limit: limit, expectedSize: kind == S_IFREG ? Int(status.st_size) : nil)
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
