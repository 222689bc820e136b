/// The past participle of an action's first word, for default delegate labels:
/// add → Added (`onBookmarkAdded`), delete → Deleted, send → Sent.
enum PastParticiple {

	static let irregular: [String: String] = [
		"get": "got", "send": "sent", "find": "found", "read": "read", "write": "written", "make": "made",
		"build": "built", "take": "taken", "give": "given", "put": "put", "set": "set", "run": "run",
		"buy": "bought", "bring": "brought", "keep": "kept", "hold": "held", "choose": "chosen",
		"show": "shown", "see": "seen", "do": "done", "begin": "begun", "draw": "drawn", "lend": "lent",
		"spend": "spent", "upload": "uploaded", "submit": "submitted", "commit": "committed",
		"reset": "reset", "upset": "upset", "forget": "forgotten", "hide": "hidden", "undo": "undone",
		"redo": "redone", "pay": "paid", "say": "said", "tell": "told", "sell": "sold", "leave": "left",
		"lose": "lost", "win": "won", "shut": "shut", "cut": "cut", "split": "split",
	]

	static func of(_ verb: String) -> String {
		let word = verb.lowercased()
		if let known = irregular[word] {
			return known
		}
		let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
		let letters = Array(word)
		if word.hasSuffix("e") {
			return word + "d"
		}
		if letters.count > 1, letters.last == "y", !vowels.contains(letters[letters.count - 2]) {
			return word.dropLast() + "ied"
		}
		// One syllable ending consonant-vowel-consonant doubles: stop → stopped, tag → tagged.
		let vowelGroups = word.split(whereSeparator: { !vowels.contains($0) }).count
		if letters.count >= 3, vowelGroups == 1,
				let last = letters.last, !vowels.contains(last), !"wxy".contains(last),
				vowels.contains(letters[letters.count - 2]), !vowels.contains(letters[letters.count - 3]) {
			return word + String(last) + "ed"
		}
		return word + "ed"
	}
}
