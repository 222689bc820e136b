import XCTest
@testable import ScreenletGenKit

/// Text from a spec reaches generated code as a Swift literal with exactly its characters.
final class LiteralTests: XCTestCase {

	func testHostileTextBecomesAValidLiteral() {
		XCTAssertEqual(SwiftLiteral.string("plain"), "\"plain\"")
		XCTAssertEqual(SwiftLiteral.string("say \"hi\""), "\"say \\\"hi\\\"\"")
		XCTAssertEqual(SwiftLiteral.string("C:\\path"), "\"C:\\\\path\"")
		XCTAssertEqual(SwiftLiteral.string("a\nb\tc\r"), "\"a\\nb\\tc\\r\"")
		XCTAssertEqual(SwiftLiteral.string("\\(injected)"), "\"\\\\(injected)\"")
		XCTAssertEqual(SwiftLiteral.string("\u{0}\u{7}"), "\"\\0\\u{7}\"")
		XCTAssertEqual(SwiftLiteral.string("\u{2028}"), "\"\\u{2028}\"")
		XCTAssertEqual(SwiftLiteral.string("ñandú 🐦 \"#"), "\"ñandú 🐦 \\\"#\"")
	}

	/// Bidirectional controls would make the source read differently from what it does.
	func testBidirectionalControlsAreEscaped() {
		XCTAssertEqual(SwiftLiteral.string("admin\u{202E}txt.exe"), "\"admin\\u{202E}txt.exe\"")
		for value in [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069] {
			let scalar = Unicode.Scalar(UInt32(value))!
			XCTAssertEqual(SwiftLiteral.string(String(Character(scalar))), "\"\\u{\(String(value, radix: 16, uppercase: true))}\"")
		}
		XCTAssertEqual(SwiftLiteral.string("\u{200D}"), "\"\u{200D}\"", "a joiner changes no direction; emoji need it")
	}

	/// The literal, compiled, is the original text: checked by the Swift compiler itself.
	func testLiteralsRoundTripThroughTheCompiler() throws {
		let samples = ["quote \" and \\ backslash", "newline\nand\ttab", "\\(notInterpolated)", "\"\"\"", "#\"raw\"#", "ünïcödé 👍", "\u{1}\u{1F}\u{7F}", "\u{2028}\u{2029}", "\u{202E}\u{2066}\u{200F}\u{61C}"]
		var source = "let values: [String] = [\n"
		for sample in samples {
			source += "\t\(SwiftLiteral.string(sample)),\n"
		}
		source += "]\nfor value in values { print(Array(value.unicodeScalars.map { $0.value })) }\n"
		let folder = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: folder) }
		let file = folder.appendingPathComponent("main.swift")
		try Data(source.utf8).write(to: file)
		let (status, output) = try TestSupport.run(TestSupport.swiftc().replacingOccurrences(of: "swiftc", with: "swift"), [file.path])
		XCTAssertEqual(status, 0, output)
		let expected = samples.map { "\(Array($0.unicodeScalars.map { $0.value }))" }
		XCTAssertEqual(output.split(separator: "\n").map(String.init), expected)
	}

	func testXMLAttributesAreEscaped() {
		XCTAssertEqual(XMLText.attribute("a < b & \"c\" > d"), "a &lt; b &amp; &quot;c&quot; &gt; d")
		XCTAssertEqual(XMLText.attribute("line\nbreak"), "line&#10;break")
		XCTAssertEqual(XMLText.attribute("bell\u{7}"), "bell")
	}

	/// Invisible and reordering scalars reach no generated format raw: a XIB attribute gets
	/// character references, a Swift literal `\u{}`, a `.strings` file `\U` escapes (the byte
	/// order mark and zero-width space included), and a message shows them as `\u{}`.
	func testInvisibleScalarsAreEscapedInEveryFormat() throws {
		XCTAssertEqual(XMLText.attribute("Low\u{202E}\u{2066}x\u{2069}\u{2028}"), "Low&#x202E;&#x2066;x&#x2069;&#x2028;")
		XCTAssertEqual(SwiftLiteral.string("a\u{FEFF}b\u{200B}"), "\"a\\u{FEFF}b\\u{200B}\"")
		XCTAssertEqual(StringsFileText.quoted("a\u{FEFF}b"), "\"a\\UFEFFb\"")
		// End to end: a choice title with an override and a message with a byte order mark.
		let spec = try String(contentsOf: TestSupport.examplesDirectory.appendingPathComponent("todo-editor.json"), encoding: .utf8)
			.replacingOccurrences(of: "\"title\": \"Low\"", with: "\"title\": \"Lo\\u202Ew\\u2066\\u2069\\u2028\"")
			.replacingOccurrences(of: "\"message\": \"Choose an item first\"", with: "\"message\": \"Choose\\uFEFF an item\"")
		let files = Generator().generate([TestSupport.input(spec)]).files
		XCTAssertFalse(files.isEmpty)
		for file in files {
			let raw = file.contents.unicodeScalars.filter { [0x202E, 0x2066, 0x2069, 0x2028, 0xFEFF].contains($0.value) }
			XCTAssertTrue(raw.isEmpty, "\(file.path) holds \(raw.map { String($0.value, radix: 16) })")
		}
		let xib = try XCTUnwrap(files.first { $0.path.hasSuffix("TodoEditorView_default.xib") })
		XCTAssertTrue(xib.contents.contains("Lo&#x202E;w&#x2066;&#x2069;&#x2028;"), "the choice title")
		let strings = try XCTUnwrap(files.first { $0.path.hasSuffix(".strings") })
		XCTAssertTrue(strings.contents.contains("Choose\\UFEFF an item"), strings.contents)
		// A refused name is shown with its override visible, not reordered by it.
		let refused = TestSupport.diagnostics(spec.replacingOccurrences(of: "\"entity\": \"TodoItem\"", with: "\"entity\": \"Todo\\u202EItem\""))
		XCTAssertTrue(refused.contains { $0.contains("Todo\\u{202E}Item") && !$0.unicodeScalars.contains { $0.value == 0x202E } }, "\(refused)")
	}
}
