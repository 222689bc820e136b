/// A 64-bit FNV-1a hash of file contents: enough to tell a file screenletgen wrote from one
/// edited since (not a security measure).
enum ContentHash {

	static func of<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
		var hash: UInt64 = 0xcbf29ce484222325
		for byte in bytes {
			hash ^= UInt64(byte)
			hash = hash &* 0x100000001b3
		}
		let digits = String(hash, radix: 16)
		return String(repeating: "0", count: 16 - digits.count) + digits
	}
}
