/// The per-file lines of a run or a preview (`created …`, `would be updated …`), counted by
/// status as they are added, and the line that ends them, `12 files: 3 created, 9 unchanged`;
/// with `-q` only that line is printed. Errors and `--check`'s diffs are not part of it.
/// The lines go to `output` a batch at a time as they come: a bulk run lists tens of
/// thousands of files, which as one text were megabytes at the run's end.
struct RunSummary {

	let quiet: Bool
	private let output: (String) -> Void
	/// The per-file lines not yet handed to `output` (nothing when quiet).
	private var lines = ""
	private var counts: [(status: String, count: Int)] = []
	/// The lines handed to `output` at a time.
	static let batchBytes = 1 << 16

	init(quiet: Bool, output: @escaping (String) -> Void) {
		self.quiet = quiet
		self.output = output
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
			if lines.utf8.count >= RunSummary.batchBytes {
				output(lines)
				lines = ""
			}
		}
	}

	/// The lines not handed out yet, then `text` (the diffs), then the summary line, when
	/// `closing`: the last of the output.
	mutating func finish(_ text: String = "", closing: Bool = true) {
		output(lines + text + (closing ? closingLine : ""))
		lines = ""
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
