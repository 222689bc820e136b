/// The per-file lines of a run or a preview (`created …`, `would be updated …`), counted by
/// status as they are added, and the line that ends them, `12 files: 3 created, 9 unchanged`;
/// with `-q` only that line is printed. Errors and `--check`'s diffs are not part of it.
struct RunSummary {

	let quiet: Bool
	/// What to print of the per-file lines (nothing when quiet).
	private(set) var lines = ""
	private var counts: [(status: String, count: Int)] = []

	init(quiet: Bool) {
		self.quiet = quiet
	}

	mutating func add(_ status: String, line: String) {
		if let index = counts.firstIndex(where: { $0.status == status }) {
			counts[index].count += 1
		}
		else {
			counts.append((status, 1))
		}
		if !quiet {
			lines += line + "\n"
		}
	}

	/// `12 files: 3 created, 9 unchanged`, or nil when no file was listed.
	var line: String? {
		let total = counts.reduce(0) { $0 + $1.count }
		guard total > 0 else {
			return nil
		}
		// The usual order, whatever order the files came in; other statuses after them.
		let order = ["created", "updated", "merged", "merged with conflicts", "overwritten", "unchanged", "removed", "kept",
			"would be created", "would be updated", "would be merged", "would be merged with conflicts", "would be overwritten", "would be removed", "would be kept", "conflict"]
		let sorted = counts.enumerated().sorted { a, b in
			(order.firstIndex(of: a.element.status) ?? order.count, a.offset) < (order.firstIndex(of: b.element.status) ?? order.count, b.offset)
		}.map { $0.element }
		return "\(total) file\(total == 1 ? "" : "s"): " + sorted.map { "\($0.count) \($0.status)" }.joined(separator: ", ")
	}

	/// The summary line with its line end, or nothing.
	var closingLine: String {
		return line.map { $0 + "\n" } ?? ""
	}
}
