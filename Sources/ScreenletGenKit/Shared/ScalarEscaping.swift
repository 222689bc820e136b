/// The loop every escaping shares (Swift and JSON literals, `.strings` files, XML attributes,
/// messages): each format says only which scalars it writes otherwise, and how.
enum ScalarEscaping {

	/// `start` followed by `text`, each scalar that `replacement` answers for written as its
	/// answer (`""` leaves it out), the others as they are.
	static func escaped(_ text: String, after start: String = "", _ replacement: (Unicode.Scalar) -> String?) -> String {
		var escaped = start
		for scalar in text.unicodeScalars {
			if let written = replacement(scalar) {
				escaped += written
			}
			else {
				escaped.unicodeScalars.append(scalar)
			}
		}
		return escaped
	}

	/// `202E` for U+202E: the digits every format's numeric escape writes.
	static func hexDigits(_ scalar: Unicode.Scalar) -> String {
		return String(scalar.value, radix: 16, uppercase: true)
	}
}
