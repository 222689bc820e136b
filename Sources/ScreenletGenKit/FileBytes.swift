import Foundation

/// Reads a descriptor to its end by streaming, so pipes, FIFOs and character devices
/// (`/dev/stdin`) read like files; stops after `limit` bytes (a spec larger than the
/// parser accepts need not be read whole).
enum FileBytes {

	struct Failure: Error {
		var reason: String
	}

	static func read(_ descriptor: Int32, limit: Int = Int.max) throws(Failure) -> [UInt8] {
		var bytes: [UInt8] = []
		var chunk = [UInt8](repeating: 0, count: 65536)
		while bytes.count < limit {
			let wanted = min(chunk.count, limit - bytes.count)
			let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, wanted) }
			if count < 0 {
				if errno == EINTR { continue }
				throw Failure(reason: String(cString: strerror(errno)))
			}
			if count == 0 {
				break
			}
			bytes.append(contentsOf: chunk[0..<count])
		}
		return bytes
	}
}
