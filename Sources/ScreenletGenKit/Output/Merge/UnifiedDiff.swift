/// A unified diff between what is on disk and what would be written, for `--check`.
enum UnifiedDiff {

	private enum Line {
		case same(Substring)
		case removed(Substring)
		case added(Substring)
	}

	/// `diff -u` style text with three lines of context; empty when the texts are equal.
	static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
		let a = old.split(separator: "\n", omittingEmptySubsequences: false)
		let b = new.split(separator: "\n", omittingEmptySubsequences: false)
		let lines = script(a, b)
		guard lines.contains(where: { if case .same = $0 { return false } else { return true } }) else {
			return ""
		}
		var output = "--- \(oldName)\n+++ \(newName)\n"
		// Hunks: runs of changes with up to `context` equal lines around and between them.
		var index = 0
		var oldLine = 1
		var newLine = 1
		var positions: [(old: Int, new: Int)] = []
		for line in lines {
			positions.append((oldLine, newLine))
			switch line {
			case .same: oldLine += 1; newLine += 1
			case .removed: oldLine += 1
			case .added: newLine += 1
			}
		}
		let changed = lines.indices.filter { if case .same = lines[$0] { return false } else { return true } }
		while index < changed.count {
			let start = max(0, changed[index] - context)
			var end = min(lines.count, changed[index] + context + 1)
			index += 1
			while index < changed.count && changed[index] - context <= end {
				end = min(lines.count, changed[index] + context + 1)
				index += 1
			}
			let slice = lines[start..<end]
			let oldCount = slice.filter { if case .added = $0 { return false } else { return true } }.count
			let newCount = slice.filter { if case .removed = $0 { return false } else { return true } }.count
			output += "@@ -\(positions[start].old),\(oldCount) +\(positions[start].new),\(newCount) @@\n"
			for line in slice {
				switch line {
				case .same(let text): output += " \(text)\n"
				case .removed(let text): output += "-\(text)\n"
				case .added(let text): output += "+\(text)\n"
				}
			}
		}
		return output
	}

	/// The edit script from the longest common subsequence (`LineMerge.matches`, which bounds
	/// its table: a file too large to compare shows as removed and added whole).
	private static func script(_ a: [Substring], _ b: [Substring]) -> [Line] {
		let matches = LineMerge.matches(a, b)
		var lines: [Line] = []
		var j = 0
		for (i, match) in matches.enumerated() {
			guard let match = match else {
				lines.append(.removed(a[i]))
				continue
			}
			while j < match {
				lines.append(.added(b[j]))
				j += 1
			}
			lines.append(.same(a[i]))
			j += 1
		}
		while j < b.count {
			lines.append(.added(b[j]))
			j += 1
		}
		return lines
	}
}
