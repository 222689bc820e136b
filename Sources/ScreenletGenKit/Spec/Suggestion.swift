/// "Did you mean" hints for misspelled keys, types and names.
enum Suggestion {

	/// The candidate closest to `word` by edit distance, if it is close enough to be a typo.
	static func nearest(to word: String, in candidates: [String]) -> String? {
		let lowered = word.lowercased()
		var best: (candidate: String, distance: Int)?
		for candidate in candidates {
			let distance = editDistance(lowered, candidate.lowercased())
			if distance < (best?.distance ?? Int.max) {
				best = (candidate, distance)
			}
		}
		guard let found = best else {
			return nil
		}
		let allowed = max(2, min(word.count, found.candidate.count) / 3)
		return found.distance <= allowed ? found.candidate : nil
	}

	/// ` (did you mean "x"?)` or the empty string.
	static func hint(for word: String, in candidates: [String]) -> String {
		guard let near = nearest(to: word, in: candidates), near != word else {
			return ""
		}
		return " (did you mean \"\(near)\"?)"
	}

	/// How many names the hints of one input may compare with in all. A hint is worth
	/// having for a mistake or a hundred, not for each of 68,000 references to no schema among
	/// 136,000 names (a 4 MiB document: more than 12 minutes); past the budget, errors come
	/// without one, and reading stays linear in the input.
	struct Budget {
		/// A fraction of a second of comparisons in a release build.
		static let comparisons = 200_000

		private(set) var remaining = Budget.comparisons

		/// `Suggestion.hint`, while the budget lasts; the empty string after.
		mutating func hint(for word: String, in candidates: [String]) -> String {
			guard candidates.count <= remaining else {
				remaining = 0
				return ""
			}
			remaining -= candidates.count
			return Suggestion.hint(for: word, in: candidates)
		}
	}

	static func editDistance(_ a: String, _ b: String) -> Int {
		let a = Array(a.unicodeScalars.prefix(64))
		let b = Array(b.unicodeScalars.prefix(64))
		if a.isEmpty { return b.count }
		if b.isEmpty { return a.count }
		var previous = Array(0...b.count)
		var current = [Int](repeating: 0, count: b.count + 1)
		for i in 1...a.count {
			current[0] = i
			for j in 1...b.count {
				let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
				current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
			}
			swap(&previous, &current)
		}
		return previous[b.count]
	}

	/// Whether `a` becomes `b` by one insertion, deletion or substitution (or is `b`).
	static func isOneEditAway(_ a: [UInt8], _ b: [UInt8]) -> Bool {
		guard abs(a.count - b.count) <= 1 else {
			return false
		}
		var i = 0, j = 0, edits = 0
		while i < a.count && j < b.count {
			if a[i] == b[j] {
				i += 1
				j += 1
				continue
			}
			edits += 1
			if edits > 1 {
				return false
			}
			if a.count > b.count { i += 1 }
			else if a.count < b.count { j += 1 }
			else { i += 1; j += 1 }
		}
		return edits + (a.count - i) + (b.count - j) <= 1
	}

	/// `"a", "b" or "c"` for messages.
	static func list(_ items: [String]) -> String {
		let quoted = items.map { "\"\($0)\"" }
		if quoted.count <= 1 {
			return quoted.joined()
		}
		return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
	}
}
