import Foundation
import XCTest
@testable import ScreenletGenKit

/// The suite checks itself: each generated behaviour broken on purpose (`TemplateMutants`: a
/// built-in template's text changed, nothing rebuilt but the example's runtime program) must
/// change a transcript of the runtime scenarios (`Runtime/Expected/<example>.txt`), and the
/// no-op break must change none. Prints the table of breaks and what caught each. CI runs
/// the first break; `make mutants` (and `make slow`) every one.
final class TemplateMutantRuntimeTests: XCTestCase {

	/// The built-in templates with the mutant's change, as overrides.
	static func templates(_ mutant: TemplateMutant) throws -> TemplateLibrary {
		let source = try XCTUnwrap(TemplateLibrary.builtInSources[mutant.template], "no built-in template \(mutant.template)")
		XCTAssertTrue(source.contains(mutant.find), "\(mutant.name): \(mutant.template) no longer has the text it breaks; update the break")
		let folder = try TestSupport.temporaryDirectory()
		let file = folder.appendingPathComponent(mutant.template + ".mustache")
		try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
		try Data(source.replacingOccurrences(of: mutant.find, with: mutant.replace).utf8).write(to: file)
		return try TemplateLibrary(overrides: folder.path)
	}

	/// The first scenario of `examples` whose transcript differs from the recorded one.
	static func firstChange(_ mutant: TemplateMutant, index: Int) throws -> String? {
		let templates = try templates(mutant)
		for example in mutant.examples {
			let program = try RuntimeProgram.build(example: example, templates: templates, variant: "template-mutant-\(index)")
			let recorded = try AttributeMutantRuntimeTests.recorded(example)
			if let changed = try program.runAll().first(where: { recorded[$0.scenario] != $0.lines }) {
				return "\(example) / \(changed.scenario)"
			}
		}
		return nil
	}

	func testEveryBreakOfAGeneratedBehaviourChangesATranscript() throws {
		let started = Date()
		// The no-op first in make mutants; CI samples one real break.
		let breaks = TemplateMutants.all.filter { !$0.isNoOp }
		let count = LoopSize.count("SCREENLETGEN_TEMPLATE_MUTANT_COUNT", sample: 1, slow: Int.max)
		var chosen = count >= breaks.count ? TemplateMutants.all : Array(breaks.prefix(count))
		// `SCREENLETGEN_TEMPLATE_MUTANT_NAME=issue-text`: the breaks whose name has it (a new break, tried alone).
		if let part = ProcessInfo.processInfo.environment["SCREENLETGEN_TEMPLATE_MUTANT_NAME"], !part.isEmpty {
			chosen = TemplateMutants.all.filter { $0.name.contains(part) }
		}
		var table: [String] = []
		for mutant in chosen {
			let index = TemplateMutants.all.firstIndex { $0.name == mutant.name }!
			let change: String?
			do {
				change = try TemplateMutantRuntimeTests.firstChange(mutant, index: index)
			}
			catch {
				// A break must still compile: one that does not is a mistake of the list.
				XCTFail("\(mutant.name): the broken template does not build; fix the break: \(error)")
				table.append("\(mutant.name): DOES NOT BUILD")
				continue
			}
			if mutant.isNoOp {
				XCTAssertNil(change, "\(mutant.name): changed \(change ?? ""): the instrument fails on noise")
				table.append("\(mutant.name): no transcript changed (as it must)")
			}
			else if let change = change {
				table.append("\(mutant.name): caught by \(change)")
			}
			else {
				XCTFail("\(mutant.name) (\(mutant.template)): no scenario of \(mutant.examples) notices; add a scenario that observes it")
				table.append("\(mutant.name): SURVIVED")
			}
		}
		print("TemplateMutantRuntimeTests: \(table.filter { $0.contains("caught by") }.count) of \(chosen.filter { !$0.isNoOp }.count) breaks caught "
			+ "(\(chosen.count == TemplateMutants.all.count ? "all" : "sampled")), \(String(format: "%.1f", Date().timeIntervalSince(started))) s\n"
			+ table.joined(separator: "\n"))
	}
}
