extension Array where Element == UInt8 {

	/// Whether the UTF-8 of `text` occurs in these bytes: a look before parsing, so that only
	/// the few inputs that could hold a key are parsed for it.
	func containsUTF8(_ text: String) -> Bool {
		let needle = Array(text.utf8)
		guard let head = needle.first, count >= needle.count else {
			return needle.isEmpty
		}
		for start in 0...(count - needle.count) where self[start] == head && self[start..<start + needle.count].elementsEqual(needle) {
			return true
		}
		return false
	}
}
