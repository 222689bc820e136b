/// Scalars that must never reach generated text or a terminal as they are, because a reader
/// cannot see them or they change how the text around them looks: controls; the line and
/// paragraph separators that end a line in an editor; the bidirectional marks, embeddings,
/// overrides and isolates ("Trojan Source"); and the zero-width space, word joiners and byte
/// order mark. Every output format escapes them in its own syntax; messages show them as
/// `\u{202E}`.
enum InvisibleScalars {

	static func contains(_ scalar: Unicode.Scalar) -> Bool {
		switch scalar.value {
		case 0..<0x20, 0x7F, 0x2028, 0x2029: return true
		case 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: return true
		default: return false
		}
	}

	/// `text` with each such scalar written `\u{202E}`, and a line feed `\n` (for messages: a
	/// message is one line, which a name cannot break to fake another).
	static func visible(_ text: String) -> String {
		guard text.unicodeScalars.contains(where: contains) else {
			return text
		}
		return ScalarEscaping.escaped(text) { scalar in
			scalar == "\n" ? "\\n" : contains(scalar) && scalar != "\t" ? "\\u{\(ScalarEscaping.hexDigits(scalar))}" : nil
		}
	}

	/// `text` on one line, with every such scalar written `\u{A}`, line ends and tabs too: for a
	/// text from outside (a file's name, a server's answer) put in a comment of generated code,
	/// which a line end would leave, or quoted in a message.
	static func oneLine(_ text: String) -> String {
		guard text.unicodeScalars.contains(where: contains) else {
			return text
		}
		return ScalarEscaping.escaped(text) { scalar in
			contains(scalar) ? "\\u{\(ScalarEscaping.hexDigits(scalar))}" : nil
		}
	}
}
