import Foundation
import XCTest

/// The pipeline's stages are folders of `Sources/ScreenletGenKit`, and dependencies flow one
/// way: no file uses a type declared in a later stage's folder, nor a type or member that a
/// later stage's extension adds to an earlier type (`StageCheck` says how each is found).
/// Shared helpers come first; the run that conducts the stages and the command line that
/// prints it come last.
final class StageDependencyTests: XCTestCase {

	static let stages = ["Shared", "Spec", "Catalog", "Model", "Context", "Render", "Output", "Run", "CLI"]

	/// Uses found when the check learned extensions' members and the code of interpolations, in
	/// folders then being changed by others: each is to move (`Discovery.serviceKey(ofClass:)`
	/// to Spec/, the class names `StarterSpec` holds to an earlier stage, the usage text to
	/// the run's caller); none may be added.
	static let knownBackwardUses: Set<String> = [
	]

	/// Each file's uses of what a later stage declares.
	private func backwardUses(_ check: StageCheck) -> [String] {
		return check.files.flatMap { file -> [String] in
			let rank = check.rank(file.stage)!
			return check.uses(in: file, ofDeclarationsIn: Set(check.stages[(rank + 1)...]))
		}
	}

	func testNoStageUsesALaterStagesType() throws {
		let check = try StageCheck(root: TestSupport.packageRoot.appendingPathComponent("Sources/ScreenletGenKit"), stages: StageDependencyTests.stages)
		XCTAssertEqual(Set(check.files.map { $0.stage }).subtracting(StageDependencyTests.stages), [], "a folder that is no stage")
		XCTAssertGreaterThan(check.declarations.count, 80)
		let unknown = backwardUses(check).filter { use in
			!StageDependencyTests.knownBackwardUses.contains(use.replacingOccurrences(of: #":[0-9]+ uses "#, with: " uses ", options: .regularExpression))
		}
		XCTAssertEqual(unknown, [])

		// The command line parses and prints: the run (Run/) reads, plans and writes. Of the
		// stages between, it names only the limits its flags set.
		let between: Set<String> = ["Catalog", "Model", "Render", "Output"]
		let cliUses = check.files.filter { $0.stage == "CLI" }.flatMap { check.uses(in: $0, ofDeclarationsIn: between) }
		XCTAssertEqual(Set(cliUses.map { $0.components(separatedBy: " uses ")[1] }), ["OutputLimits of Render/"])
	}

	/// Violations planted in a temporary tree, one of each way a later stage's API is reached
	/// (a top-level typealias, a type and a typealias nested in an extension of an earlier type,
	/// its static and instance members and initializer, written qualified or inside an
	/// extension, and a type named in an interpolation), and uses that are none (a stage's own
	/// names, private members, comments and string text): exactly the first are reported.
	func testEachWayOfReachingALaterStageIsCaught() throws {
		let root = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: root) }
		let files = [
			"Spec/Spec.swift": """
			public struct Spec {
				public var name: String
				public var title: String { return name }
			}
			""",
			"Render/Layout.swift": """
			struct FileLayout {
				struct Entry {}
			}
			typealias PageLayout = FileLayout
			extension Spec {
				struct RenderHint {}
				typealias Layout = FileLayout
				static func renderAll() {}
				var renderedTitle: String { return name }
				var heading: String { return name }
				init(layoutName: String) { self.init(name: layoutName) }
				private func hidden() {}
			}
			private extension Spec {
				var secret: Int { return 0 }
			}
			let entry = FileLayout.Entry()
			""",
			"Model/Uses.swift": """
			func nested() -> Spec.RenderHint { return Spec.RenderHint() }
			let aliased: Spec.Layout? = nil
			let page: PageLayout? = nil
			func statics() { Spec.renderAll() }
			func instance(spec: Spec) -> String { return spec.renderedTitle }
			func made() -> Spec { return Spec(layoutName: "x") }
			let said = "layout: \\(FileLayout())"
			""",
			"Model/Inside.swift": """
			extension Spec {
				func inside() -> RenderHint {
					renderAll()
					return RenderHint()
				}
			}
			""",
			"Model/Fine.swift": """
			struct Page {
				var heading: String
				var hidden: Int
				var secret: Int
			}
			// Spec.RenderHint, FileLayout and spec.renderedTitle in a comment, /* Spec.renderAll() */
			func fine(spec: Spec, page: Page, names: [String]) -> String {
				_ = names.count + page.hidden + page.secret + page.heading.count
				return "\\(spec.title) FileLayout Spec.renderAll() \\("renderedTitle")"
			}
			""",
		]
		for (path, text) in files {
			let url = root.appendingPathComponent(path)
			try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
			try Data(text.utf8).write(to: url)
		}
		let check = try StageCheck(root: root, stages: StageDependencyTests.stages)
		XCTAssertEqual(backwardUses(check), [
			"Model/Inside.swift:2 uses Spec.RenderHint of Render/",
			"Model/Inside.swift:3 uses Spec.renderAll of Render/",
			"Model/Uses.swift:7 uses FileLayout of Render/",
			"Model/Uses.swift:3 uses PageLayout of Render/",
			"Model/Uses.swift:2 uses Spec.Layout of Render/",
			"Model/Uses.swift:1 uses Spec.RenderHint of Render/",
			"Model/Uses.swift:6 uses Spec.init(layoutName:) of Render/",
			"Model/Uses.swift:4 uses Spec.renderAll of Render/",
			"Model/Uses.swift:5 uses Spec.renderedTitle of Render/",
		])
	}
}
