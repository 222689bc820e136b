import Foundation
import XCTest
@testable import ScreenletGenKit

/// The printer turns a run's report or failure into what the command line prints, and the
/// exit status: per-file lines on standard output, what needs attention on standard error.
final class RunReportPrinterTests: XCTestCase {

	private var output = ""
	private var errors = ""

	private func printer(quiet: Bool = false, output folder: String = "Out") -> RunReportPrinter {
		output = ""
		errors = ""
		return RunReportPrinter(console: Console(output: { self.output += $0 }, error: { self.errors += $0 }), quiet: quiet, output: folder)
	}

	private func plan(_ items: [OutputPlan.Item]) -> OutputPlan {
		var plan = OutputPlan(outputDirectory: "/work/Out", manifest: Manifest(), previous: PreviousState())
		plan.items = items
		return plan
	}

	private func item(_ path: String, _ action: OutputPlan.Action, reason: String? = nil, keptAs: String? = nil) -> OutputPlan.Item {
		return OutputPlan.Item(path: path, entity: "Note", action: action, reason: reason, keptAs: keptAs)
	}

	func testAWrittenRunListsEachFileAndSaysWhatNeedsAttention() {
		var report = RunReport(kind: .written, plan: plan([
			item("A.swift", .create),
			item("B.swift", .mergedWithConflicts, reason: "1 conflict between your edit and the new output"),
			item("C.swift", .conflict, reason: "not written by screenletgen"),
			item("D.swift", .overwrite, reason: "not written by screenletgen", keptAs: "D.swift.orig"),
			item("E.swift", .keep, reason: "edited since screenletgen wrote it; no longer generated"),
			item("F.swift", .remove),
			OutputPlan.Item(path: ".screenletgen-base/Note", entity: "Note", action: .create, isBase: true),
		]))
		report.written.unremoved["F.swift"] = "Permission denied"
		XCTAssertEqual(printer().print(report), RunStatus.failure)
		XCTAssertEqual(output, """
			created Out/A.swift
			merged with conflicts Out/B.swift
			overwritten Out/D.swift (not written by screenletgen; the replaced file kept as Out/D.swift.orig)
			kept Out/E.swift (edited since screenletgen wrote it; no longer generated)
			4 files: 1 created, 1 merged with conflicts, 1 overwritten, 1 kept

			""")
		XCTAssertEqual(errors, """
			Out/B.swift: error: 1 conflict between your edit and the new output
			Out/C.swift: error: not written by screenletgen; not overwritten (nothing to merge it with: move your changes into a template (--templates) or a subclass, or rerun with --force to replace it and keep it as .orig)
			Out/F.swift: error: no longer generated, but cannot be removed (Permission denied); kept, and still in the manifest
			screenletgen: 2 file(s) need your attention; every other file was written

			""")
	}

	func testASignalOnceEverythingIsWrittenEndsTheRunAsStopped() {
		var report = RunReport(kind: .written, plan: plan([item("A.swift", .update), item("C.swift", .conflict, reason: "x")]))
		report.lateSignal = SIGTERM
		XCTAssertEqual(printer(quiet: true).print(report), 128 + SIGTERM)
		XCTAssertEqual(output, "1 file: 1 updated\n", "quiet: the summary alone")
		XCTAssertTrue(errors.hasSuffix("screenletgen: interrupted after every file was written; the run was finished first\n"), errors)
		XCTAssertFalse(errors.contains("need your attention"), errors)
	}

	func testAPreviewSaysWhatWouldHappen() {
		let items = [item("A.swift", .create), item("B.swift", .unchanged), item("C.swift", .conflict, reason: "not written by screenletgen")]
		XCTAssertEqual(printer(output: "Out/").print(RunReport(kind: .dryRun, plan: plan(items))), RunStatus.failure)
		XCTAssertEqual(output, "would be created Out/A.swift\nunchanged Out/B.swift\nconflict (not written by screenletgen) Out/C.swift\n3 files: 1 unchanged, 1 would be created, 1 conflict\n")
		XCTAssertEqual(errors, "screenletgen: 1 file(s) would need your attention (conflicts); the run would exit 1\n")

		let check = RunReport(kind: .check, plan: plan(items), diffs: "--- diff\n")
		XCTAssertEqual(printer().print(check), RunStatus.failure)
		XCTAssertEqual(output, "would be created Out/A.swift\nconflict (not written by screenletgen) Out/C.swift\n--- diff\n", "no count: only what is not up to date")
		XCTAssertEqual(errors, "screenletgen: 2 file(s) are not up to date; run screenletgen without --check\n")

		XCTAssertEqual(printer().print(RunReport(kind: .check, plan: plan([item("A.swift", .update)]))), RunStatus.failure, "a change alone fails --check")
		XCTAssertEqual(errors, "screenletgen: 1 file(s) are not up to date; run screenletgen without --check\n")
		XCTAssertEqual(printer().print(RunReport(kind: .check, plan: plan([item("B.swift", .unchanged)]))), RunStatus.success)
		XCTAssertEqual(output + errors, "")
	}

	func testAFailureSaysWhyAndExitsAsItShould() {
		let cases: [(RunFailure, Int32, String)] = [
			(.failed("cannot lock it"), 1, "screenletgen: cannot lock it\n"),
			(.nothingWritten("a link"), 1, "screenletgen: a link; nothing was written\n"),
			(.nothingWritten(nil), 1, "screenletgen: nothing was written\n"),
			(.unrendered(Diagnostic(at: nil, "note.json: too much")), 1, "error: note.json: too much\nscreenletgen: nothing was written\n"),
			(.strayTemplates(folder: "T", count: 2), 1, "screenletgen: T holds 2 file(s) that are not templates; nothing was written\n"),
			(.interrupted(signal: SIGINT, roots: ["/work/Out"]), 130, "screenletgen: writing /work/Out was interrupted; the folder was left as it was\n"),
			(.interrupted(signal: SIGTERM, roots: ["/work/ios", "/work/app/src/main"]), 143, "screenletgen: writing /work/ios and /work/app/src/main was interrupted; each folder was left as it was\n"),
			(.reported, 1, ""),
		]
		for (failure, status, text) in cases {
			XCTAssertEqual(printer().print(failure), status, "\(failure)")
			XCTAssertEqual(errors, text, "\(failure)")
			XCTAssertEqual(output, "")
		}
		XCTAssertEqual(printer().print(.usage("refusing /")), RunStatus.usage)
		XCTAssertTrue(errors.hasPrefix("screenletgen: refusing /\nusage: screenletgen SPEC.json"), errors)
	}
}
