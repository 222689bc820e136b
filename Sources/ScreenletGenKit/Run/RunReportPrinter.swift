import Foundation

/// What a run says, and only that: its report (the per-file lines, the summary, what needs
/// attention) or its failure, and the few things it says on the way (diagnostics, a wait for
/// the lock). Standard output gets the files it lists; standard error everything that needs
/// attention. Returns the exit status it printed for.
struct RunReportPrinter {

	let console: Console
	let quiet: Bool
	/// Paths are printed as the user wrote the folder; every file operation uses the resolved one.
	let prefix: String

	/// `output`: the folder this printer's reports are of, as the user wrote it.
	init(console: Console, quiet: Bool, output: String) {
		self.console = console
		self.quiet = quiet
		self.prefix = output.hasSuffix("/") ? output : output + "/"
	}

	// MARK: On the way

	func diagnostics(_ diagnostics: Diagnostics) {
		console.report(diagnostics)
	}

	func waitingForLock() {
		console.error("screenletgen: another screenletgen run is writing to \(prefix); waiting for it\n")
	}

	func removedLeftovers(_ paths: [String]) {
		for path in paths {
			console.error("screenletgen: removed \(path), a temporary file left by an interrupted run\n")
		}
	}

	/// Files in `--templates` that are not `<template>.mustache` (`StrayTemplates`).
	func strayTemplates(_ stray: [String], in folder: String) {
		let root = URL(fileURLWithPath: folder)
		let known = TemplateLibrary.builtInSources.keys.sorted()
		for relative in stray {
			let path = root.appendingPathComponent(relative).path
			if known.contains(relative) {
				console.error("screenletgen: \(path): not read, because templates end in \(TemplateLibrary.fileExtension); rename it \(relative)\(TemplateLibrary.fileExtension) to override the built-in \(relative)\n")
			}
			else {
				console.error("screenletgen: \(path): not a template (--templates reads only <template>\(TemplateLibrary.fileExtension) files\(Suggestion.hint(for: relative, in: known))); rename or remove it\n")
			}
		}
	}

	/// `--check`'s diff of an existing file that would change.
	func diff(_ item: OutputPlan.Item, old: [UInt8], new: String) -> String {
		return UnifiedDiff.make(old: String(decoding: old, as: UTF8.self), new: new, oldName: "\(prefix)\(item.path)", newName: "\(prefix)\(item.path) (generated)")
	}

	// MARK: At the end

	func print(_ report: RunReport) -> Int32 {
		switch report.kind {
		case .dryRun, .check:
			printPreview(report)
		case .written:
			printWritten(report)
		}
		return report.status
	}

	func print(_ failure: RunFailure) -> Int32 {
		switch failure {
		case .usage(let message):
			console.error("screenletgen: \(message)\n\(GenerationRun.usage)\n")
		case .failed(let message):
			console.error("screenletgen: \(message)\n")
		case .nothingWritten(let reason):
			console.error("screenletgen: \(reason.map { "\($0); " } ?? "")nothing was written\n")
		case .unrendered(let diagnostic):
			console.error("\(diagnostic)\n")
			console.error("screenletgen: nothing was written\n")
		case .strayTemplates(let folder, let count):
			console.error("screenletgen: \(folder) holds \(count) file(s) that are not templates; nothing was written\n")
		case .interrupted(_, let roots):
			let folders = roots.count == 1 ? "the folder was" : "each folder was"
			console.error("screenletgen: writing \(roots.joined(separator: " and ")) was interrupted; \(folders) left as it was\n")
		case .reported:
			break
		}
		return failure.status
	}

	/// `--dry-run` lists every file, `--check` only what is not up to date, with its diffs.
	private func printPreview(_ report: RunReport) {
		let check = report.kind == .check
		var summary = RunSummary(quiet: quiet, output: console.output)
		for item in report.plan.items where !item.isBase && (!check || item.action != .unchanged) {
			let status = item.action == .unchanged || item.action == .conflict ? item.action.rawValue : "would be \(item.action.rawValue)"
			let detail: String
			switch item.action {
			case .conflict, .keep, .mergedWithConflicts: detail = " (\(item.reason ?? ""))"
			case .overwrite: detail = " (\(item.reason ?? ""); the file kept as \(prefix)\(item.keptAs ?? ""))"
			default: detail = ""
			}
			summary.add(status, line: "\(status)\(detail) \(prefix)\(item.path)")
		}
		// --check prints only what is not up to date: a count of files would mislead.
		summary.finish(report.diffs, closing: !check)
		if check && report.pending > 0 {
			console.error("screenletgen: \(report.pending) file(s) are not up to date; run screenletgen without --check\n")
		}
		else if report.unresolved > 0 {
			// The status the real run would end with.
			console.error("screenletgen: \(report.unresolved) file(s) would need your attention (conflicts); the run would exit 1\n")
		}
	}

	/// What was written: each file's line, errors for what needs attention, the summary.
	private func printWritten(_ report: RunReport) {
		var summary = RunSummary(quiet: quiet, output: console.output)
		for item in report.plan.items where !item.isBase {
			if let why = report.written.unremoved[item.path] {
				console.error("\(prefix)\(item.path): error: no longer generated, but cannot be removed (\(why)); kept, and still in the manifest\n")
				continue
			}
			let detail: String
			switch item.action {
			case .conflict where item.holdsConflictMarkers:
				console.error("\(prefix)\(item.path): error: \(item.reason ?? "")\n")
				continue
			case .conflict:
				console.error("\(prefix)\(item.path): error: \(item.reason ?? "changed"); not overwritten (nothing to merge it with: move your changes into a template (--templates) or a subclass, or rerun with --force to replace it and keep it as .orig)\n")
				continue
			case .mergedWithConflicts:
				console.error("\(prefix)\(item.path): error: \(item.reason ?? "")\n")
				detail = ""
			case .overwrite where item.keptAs != nil:
				detail = " (\(item.reason ?? ""); the replaced file kept as \(prefix)\(item.keptAs!))"
			case .keep:
				detail = " (\(item.reason ?? ""))"
			default:
				detail = ""
			}
			summary.add(item.action.rawValue, line: "\(item.action.rawValue) \(prefix)\(item.path)\(detail)")
		}
		summary.finish()
		if report.lateSignal != nil {
			console.error("screenletgen: interrupted after every file was written; the run was finished first\n")
		}
		else if report.unresolved > 0 {
			console.error("screenletgen: \(report.unresolved) file(s) need your attention; every other file was written\n")
		}
	}
}
