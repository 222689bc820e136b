/// What a run did, for `RunReportPrinter`: the plan it previewed or wrote and what writing it
/// could not do. Its exit status follows from it.
struct RunReport {

	enum Kind {
		/// `--dry-run`: every file, with what a run would do to it.
		case dryRun
		/// `--check`: the files that are not up to date, with the diffs of those that exist.
		case check
		/// The plan, written.
		case written
	}

	let kind: Kind
	let plan: OutputPlan
	/// What the writer could not do: files it could not remove, or keep where `--force` said.
	var written = OutputWriter.Report()
	/// `--check`'s unified diffs, in plan order.
	var diffs = ""
	/// A signal that came once every file was written: the run finished, then stops as asked.
	var lateSignal: Int32?

	/// Files that need the user: conflicts, and merges that left conflict markers.
	var unresolved: Int {
		return plan.conflicts.count + plan.conflictedMerges.count
	}

	/// Files a run would create, change or remove.
	var pending: Int {
		return plan.items.lazy.filter { !$0.isBase && $0.action != .unchanged && $0.action != .keep }.count
	}

	var status: Int32 {
		switch kind {
		case .written:
			if let signal = lateSignal {
				return 128 + signal
			}
			return written.unremoved.isEmpty && unresolved == 0 ? RunStatus.success : RunStatus.failure
		case .check:
			return pending > 0 || unresolved > 0 ? RunStatus.failure : RunStatus.success
		case .dryRun:
			return unresolved > 0 ? RunStatus.failure : RunStatus.success
		}
	}
}

/// Why a run stopped before it had a report: what it says last, and its exit status.
enum RunFailure: Error {
	/// A usage mistake (`-o /`), with the usage.
	case usage(String)
	/// A failure that says itself (a template that does not parse, a lock not had, a write
	/// that failed and was undone).
	case failed(String)
	/// Nothing was written, and why; nil when the diagnostics printed before say why.
	case nothingWritten(String?)
	/// A file could not be rendered (the spec asks for too much, or a template fails): the
	/// spec's diagnostic, and nothing was written.
	case unrendered(Diagnostic)
	/// `--templates` holds files that are not templates (each named before).
	case strayTemplates(folder: String, count: Int)
	/// Stopped by a signal before anything was written, or with everything undone.
	/// `roots`: the folders the run was writing (two when it writes both platforms).
	case interrupted(signal: Int32, roots: [String])
	/// Its messages are printed already (a discovery answer's errors).
	case reported

	var status: Int32 {
		switch self {
		case .usage: return RunStatus.usage
		case .interrupted(let signal, _): return 128 + signal
		default: return RunStatus.failure
		}
	}
}
