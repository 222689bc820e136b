/// The lowercase hex digits screenletgen writes into names and hashes (`.screenletgen-tmp-…`,
/// the manifest's hashes), a byte at a time: no `String(radix:)` and padding per name.
enum LowercaseHex {

	/// The ASCII byte of a value from 0 to 15: `0`…`9`, `a`…`f`.
	static func digit(_ nibble: UInt8) -> UInt8 {
		return nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
	}
}
