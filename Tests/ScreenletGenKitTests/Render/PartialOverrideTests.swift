import XCTest
@testable import ScreenletGenKit

/// The built-in partials overridden from a `--templates` folder: an override reaches every
/// template that includes it, however deeply, and nothing else; its mistakes are reported in
/// its own file and at its own line, the same one every time, whichever templates include it.
final class PartialOverrideTests: XCTestCase {

	private var folder: URL!

	override func setUpWithError() throws {
		folder = FileManager.default.temporaryDirectory.appendingPathComponent("screenletgen-partials-\(UUID().uuidString)")
		try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
	}

	override func tearDownWithError() throws {
		try? FileManager.default.removeItem(at: folder)
	}

	/// Writes `source` as the only override of `name`; returns the file's path.
	@discardableResult
	private func override(_ name: String, with source: String) throws -> String {
		try? FileManager.default.removeItem(at: folder)
		return try add(name, source)
	}

	private func add(_ name: String, _ source: String) throws -> String {
		let file = folder.appendingPathComponent(name + TemplateLibrary.fileExtension)
		try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
		try Data(source.utf8).write(to: file)
		return file.path
	}

	private var builtIn: [String: String] { TemplateLibrary.builtInSources }

	/// Every template some built-in template includes.
	private var partials: [String] {
		return Set(builtIn.values.flatMap { TemplateLibrary.partials(in: $0) }).sorted()
	}

	/// The built-in templates that include `partial`, directly or through other partials.
	private func includers(of partial: String) -> Set<String> {
		var reached: Set<String> = [partial]
		var grew = true
		while grew {
			grew = false
			for (name, source) in builtIn where !reached.contains(name) && !Set(TemplateLibrary.partials(in: source)).isDisjoint(with: reached) {
				reached.insert(name)
				grew = true
			}
		}
		reached.remove(partial)
		return reached
	}

	/// Each example's files, each with the template it is rendered from: the iOS ones, then
	/// each Mobile SDK example's Android twin (`Templates/Android/` has partials too).
	private func render(with templates: TemplateLibrary) throws -> [(template: String, path: String, contents: String)] {
		var files: [(template: String, path: String, contents: String)] = []
		for spec in TestSupport.exampleSpecs {
			for file in try TestSupport.generate(spec, templates: templates) {
				files.append((file.template ?? "", "\(spec.lastPathComponent): \(file.path)", file.contents))
			}
		}
		let android = SpecDefaults(platform: .android, androidPackage: AndroidTwinTests.package)
		for spec in AndroidTwinTests.examples {
			let result = Generator(templates: templates, defaults: android).generate([try TestSupport.input(spec)])
			XCTAssertTrue(result.succeeded, "\(spec.lastPathComponent): \(result.diagnostics.all.map { $0.description })")
			for file in result.files {
				files.append((file.template ?? "", "\(spec.lastPathComponent) (Android): \(file.path)", file.contents))
			}
		}
		return files
	}

	func testEveryOverriddenPartialReachesEveryTemplateThatIncludesItAndNothingElse() throws {
		let original = try render(with: .builtIn)
		let rendered = Set(original.map { $0.template })
		XCTAssertGreaterThan(partials.count, 10)
		for partial in partials {
			let marker = "override of \(partial)"
			try override(partial, with: "// \(marker)\n" + builtIn[partial]!)
			let files = try render(with: try TemplateLibrary(overrides: folder.path))
			let includers = includers(of: partial).intersection(rendered)
			XCTAssertFalse(includers.isEmpty, partial)
			XCTAssertEqual(Set(files.filter { $0.contents.contains(marker) }.map { $0.template }), includers, partial)
			for (file, before) in zip(files, original) where !includers.contains(file.template) {
				XCTAssertEqual(file.contents, before.contents, "\(file.path) does not include \(partial)")
			}
		}
	}

	/// Before partials were templates of their own, an overridden partial was pasted into each
	/// includer and parsed there: its mistake was reported in whichever includer came first.
	func testAMistakeInAnOverriddenPartialIsAtItsFileAndLineEveryTime() throws {
		for partial in partials {
			let source = builtIn[partial]! + "{{#unclosed}}\n"
			let path = try override(partial, with: source)
			let line = source.components(separatedBy: "\n").count - 1
			for _ in 0..<3 {
				XCTAssertThrowsError(try TemplateLibrary(overrides: folder.path)) { error in
					XCTAssertEqual("\(error)", "\(path): template \(partial), line \(line): {{#unclosed}} is never closed with {{/unclosed}}")
				}
			}
		}
		// Of two broken overrides, the first by name.
		let first = try override(partials[0], with: "{{> Nothing.swift}}\n")
		_ = try add(partials[1], "{{#unclosed}}\n")
		for _ in 0..<3 {
			XCTAssertThrowsError(try TemplateLibrary(overrides: folder.path)) { error in
				XCTAssertEqual("\(error)", "\(first): template \(partials[0]), line 1: {{> Nothing.swift}} names no template")
			}
		}
	}

	/// A mistake found while rendering names the partial and its line, whichever includer's
	/// file met it.
	func testAnUnknownVariableInAnOverriddenPartialIsAtItsLine() throws {
		let partial = "Shared/ValueProperties.swift"
		XCTAssertGreaterThan(includers(of: partial).count, 2)
		let source = builtIn[partial]! + "{{nmae}}\n"
		try override(partial, with: source)
		let line = source.components(separatedBy: "\n").count - 1
		let library = try TemplateLibrary(overrides: folder.path)
		for _ in 0..<3 {
			let result = Generator(templates: library).generate([try TestSupport.input(TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"))])
			XCTAssertFalse(result.succeeded)
			XCTAssertEqual(result.diagnostics.all.map { $0.message }, ["Examples/bookmark.json: template \(partial), line \(line): unknown variable \"nmae\""])
		}
	}

	/// An override that includes a template including it closes a cycle: the error is at the
	/// user's tag, even when the cycle runs through a built-in partial.
	func testAnOverrideClosingAnIncludeCycleIsAnErrorAtItsTag() throws {
		let nested = partials.compactMap { partial in
			partials.first { TemplateLibrary.partials(in: builtIn[$0]!).contains(partial) }.map { (partial: partial, includer: $0) }
		}
		let (partial, includer) = try XCTUnwrap(nested.first, "no built-in partial includes another")
		let path = try override(partial, with: "{{> \(includer)}}\n")
		XCTAssertThrowsError(try TemplateLibrary(overrides: folder.path)) { error in
			XCTAssertEqual("\(error)", "\(path): template \(partial), line 1: {{> \(includer)}} makes an include cycle, \(partial) → \(includer) → \(partial): a template cannot include itself")
		}
	}
}
