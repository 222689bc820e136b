extension StringProtocol {
	/// `split(separator:)`, empty pieces left out, by bytes when the text is ASCII (where each byte
	/// is a character): splitting by characters walks grapheme breaks, about 400 instructions a
	/// character, and names and service paths are split several times a spec. Other text is
	/// split by characters as before (a separator with a combining mark after it is no separator).
	/// `separator`: one ASCII character that never joins another into one (not a line break).
	func namePieces(separatedBy separator: Character) -> [SubSequence] {
		guard let byte = separator.asciiValue, separator != "\n", separator != "\r", utf8.allSatisfy({ $0 < 0x80 }) else {
			return split(separator: separator)
		}
		var pieces: [SubSequence] = []
		let bytes = utf8
		var start = bytes.startIndex
		var index = bytes.startIndex
		while index != bytes.endIndex {
			if bytes[index] == byte {
				if start != index {
					pieces.append(self[start..<index])
				}
				start = bytes.index(after: index)
			}
			index = bytes.index(after: index)
		}
		if start != bytes.endIndex {
			pieces.append(self[start..<bytes.endIndex])
		}
		return pieces
	}
}
