import Foundation
import XCTest
@testable import ScreenletGenKit

/// A template's size: parsing is linear in it (the parser's work is counted, never timed), an
/// override larger than `TemplateLibrary.maximumOverrideSize` is an error naming its file, and
/// so is a template whose partials, written in at each tag, would make it too large.
final class TemplateSizeTests: FolderTestCase {

	/// A run of plain lines is one text run, each of its bytes written once: copying the run
	/// so far for each line made 8 MB of template take minutes.
	func testParsingARunOfPlainLinesWritesEachByteOnce() throws {
		let line = "let plain = \"no tags on this line\" // {not a tag}\n"
		for source in [String(repeating: line, count: 5_000), String(repeating: "a{{! comment }}b\n", count: 5_000)] {
			var parser = TemplateParser(name: "T", source: source)
			let nodes = try parser.parse()
			XCTAssertEqual(nodes.count, 1)
			XCTAssertLessThanOrEqual(parser.builtTextBytes, source.utf8.count)
			let template = try Template(name: "T", source: source)
			XCTAssertEqual(template.program.instructions.count, 1)
			XCTAssertEqual(try template.render(.object([:])), source.replacingOccurrences(of: "{{! comment }}", with: ""))
		}
		// Text between tags is one run up to the next tag, whatever the lines between.
		let source = "{{#a}}\n" + String(repeating: line, count: 1_000) + "{{/a}}\n" + String(repeating: line, count: 1_000) + "{{b}}" + line
		var parser = TemplateParser(name: "T", source: source)
		_ = try parser.parse()
		XCTAssertLessThanOrEqual(parser.builtTextBytes, source.utf8.count)
		let template = try Template(name: "T", source: source)
		XCTAssertEqual(template.program.instructions.map { $0.kind }, [.section, .text, .text, .variable, .text])
		XCTAssertEqual(try template.render(.object(["a": .bool(true), "b": .string("B")])),
			String(repeating: line, count: 2_000) + "B" + line)
	}

	/// Like a spec's 4 MiB: an override over 1 MiB is refused, naming the file, its size and the
	/// limit, before it is parsed (and a huge one before it is read); the built-in templates are
	/// a few KB.
	func testAnOverrideOverOneMebibyteIsAnErrorNamingItsFileAndTheLimit() throws {
		continueAfterFailure = false
		let limit = TemplateLibrary.maximumOverrideSize
		XCTAssertEqual(limit, 1024 * 1024)
		XCTAssertLessThan(try XCTUnwrap(TemplateLibrary.builtInSources.values.map { $0.utf8.count }.max()), limit / 64)
		let folder = directory.appendingPathComponent("templates")
		try FileManager.default.createDirectory(at: folder.appendingPathComponent("List"), withIntermediateDirectories: true)
		let file = folder.appendingPathComponent("List/TableView.swift.mustache")
		let line = Array("let plain = 1\n".utf8)
		var bytes: [UInt8] = []
		while bytes.count < limit {
			bytes += line
		}
		try Data(bytes.prefix(limit + 1)).write(to: file)
		XCTAssertThrowsError(try TemplateLibrary(overrides: folder.path)) { error in
			XCTAssertEqual("\(error)", "\(file.path): the file is 1048577 bytes; a template may be at most 1048576 bytes (1 MiB)")
		}
		XCTAssertEqual(run([bookmark, "-o", out.path, "--templates", folder.path]), 1)
		XCTAssertEqual(errors, "screenletgen: \(file.path): the file is 1048577 bytes; a template may be at most 1048576 bytes (1 MiB)\n")
		XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))

		// 4 GiB (sparse): refused as quickly, its size from the file system.
		XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: nil))
		let handle = try FileHandle(forWritingTo: file)
		try handle.truncate(atOffset: 4 << 30)
		try handle.close()
		XCTAssertThrowsError(try TemplateLibrary(overrides: folder.path)) { error in
			XCTAssertEqual("\(error)", "\(file.path): the file is 4294967296 bytes; a template may be at most 1048576 bytes (1 MiB)")
		}

		// At the limit, it is a template like any other.
		try Data(bytes.prefix(limit)).write(to: file)
		let library = try TemplateLibrary(overrides: folder.path)
		XCTAssertEqual(library.overridden, ["List/TableView.swift"])
		XCTAssertEqual(library.template("List/TableView.swift").program.instructions.count, 1)
	}

	/// Partials are written in at each tag, so a partial included 300 times that includes
	/// another 300 times is 90,000 copies: past `TemplateLinker`'s limits it is an error at the
	/// tag that goes past them, before the copies are made (three such levels took 35 s and
	/// 7.7 GB; four would fill any memory).
	func testAPartialWrittenInTooManyTimesIsAnErrorAtItsTag() throws {
		XCTAssertEqual(TemplateLinker.maximumInstructions, 262_144)
		XCTAssertEqual(TemplateLinker.maximumText, 4 * 1024 * 1024)
		let folder = directory.appendingPathComponent("templates")
		let shared = folder.appendingPathComponent("Shared")
		try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
		// 3 instructions; 300 tags of it: 1,200; 300 tags of that: 360,300, past the limit at
		// the 219th (219 × 1,201 = 263,019).
		try Data("x{{screenlet.name}}\n".utf8).write(to: shared.appendingPathComponent("ValueAssignments.swift.mustache"))
		try Data(String(repeating: "{{> Shared/ValueAssignments.swift}}\n", count: 300).utf8).write(to: shared.appendingPathComponent("ValueProperties.swift.mustache"))
		let preamble = shared.appendingPathComponent("XIBPreamble.xib.mustache")
		try Data(String(repeating: "{{> Shared/ValueProperties.swift}}\n", count: 300).utf8).write(to: preamble)
		XCTAssertThrowsError(try TemplateLibrary(overrides: folder.path)) { error in
			XCTAssertEqual("\(error)", "\(preamble.path): template Shared/XIBPreamble.xib, line 219: {{> Shared/ValueProperties.swift}}: with its partials written in, this template would hold more than 262144 tags and runs of text, the most a template may; include fewer or smaller partials")
		}
		// At the boundaries: 218 tags make 261,818, within the limit.
		func link(_ sources: [String: String]) throws -> Template {
			var linker = TemplateLinker(sources: sources)
			return try linker.link("A")
		}
		let small = ["C": "x{{screenlet.name}}\n", "B": String(repeating: "{{> C}}\n", count: 300)]
		XCTAssertEqual(try link(small.merging(["A": String(repeating: "{{> B}}\n", count: 218)]) { $1 }).program.instructions.count, 261_818)
		XCTAssertThrowsError(try link(small.merging(["A": String(repeating: "{{> B}}\n", count: 219)]) { $1 })) { error in
			XCTAssertEqual("\(error)", "template A, line 219: {{> B}}: with its partials written in, this template would hold more than 262144 tags and runs of text, the most a template may; include fewer or smaller partials")
		}
		// Text: 1,000,000 bytes 4 times is within 4 MiB, 5 times past it at the 5th tag.
		let large = ["B": String(repeating: "x", count: 1_000_000)]
		XCTAssertEqual(try link(large.merging(["A": String(repeating: "{{> B}}\n", count: 4)]) { $1 }).program.text.count, 4_000_000)
		XCTAssertThrowsError(try link(large.merging(["A": String(repeating: "{{> B}}\n", count: 5)]) { $1 })) { error in
			XCTAssertEqual("\(error)", "template A, line 5: {{> B}}: with its partials written in, this template would hold more than 4194304 bytes of text, the most a template may; include fewer or smaller partials")
		}
	}
}
