import Foundation
import XCTest
@testable import ScreenletGenKit

/// A template's size: parsing is linear in it (the parser's work is counted, never timed), and
/// an override larger than `TemplateLibrary.maximumOverrideSize` is an error naming its file.
final class TemplateSizeTests: XCTestCase {

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
}
