import XCTest
@testable import ScreenletGenKit

/// Partials, `{{> name key=path…}}` on a line of its own: the values a tag binds, the
/// indentation it gives, the text it stands for, and its errors, on small templates.
/// (`PartialOverrideTests` holds the built-in partials overridden from a folder.)
final class PartialTests: XCTestCase {

	private func render(_ sources: [String: String], _ context: TemplateObject = [:]) throws -> String {
		var linker = TemplateLinker(sources: sources)
		return try linker.link("main").render(.object(context))
	}

	private func linkError(_ sources: [String: String], file: StaticString = #filePath, line: UInt = #line) -> String {
		var linker = TemplateLinker(sources: sources)
		do {
			_ = try linker.link("main")
			XCTFail("linked", file: file, line: line)
			return ""
		}
		catch {
			return error.description
		}
	}

	// MARK: Bindings

	func testABindingIsLookedUpWhereTheTagStands() throws {
		let sources = [
			"main": "{{> field value=first}}\n{{#others}}\n{{> field value=.}}\n{{/others}}\n",
			"field": "let {{value.name}}: {{value.type}} // {{owner}}\n",
		]
		let context: TemplateObject = [
			"owner": .string("Bookmark"),
			"first": .object(["name": .string("title"), "type": .string("String")]),
			"others": .list([.object(["name": .string("url"), "type": .string("URL")])]),
		]
		XCTAssertEqual(try render(sources, context), "let title: String // Bookmark\nlet url: URL // Bookmark\n")
	}

	/// A bound name hides the includer's name of the same spelling inside the partial only;
	/// `.` stays the includer's current value.
	func testABindingHidesTheIncludersNameOnlyInsideThePartial() throws {
		let sources = [
			"main": "{{#items}}\n{{> item name=label}}\n{{name}}\n{{/items}}\n",
			"item": "{{name}} of {{.}}\n",
		]
		XCTAssertEqual(try render(sources, ["label": .string("bound"), "items": .list([.string("x")]), "name": .string("outer")]), "bound of x\nouter\n")
		XCTAssertThrowsError(try render(["main": "{{> p value=a}}\n{{value}}\n", "p": "{{value}}\n"], ["a": .string("1")])) { error in
			XCTAssertEqual("\(error)", "template main, line 2: unknown variable \"value\"")
		}
	}

	func testAPathNoContextHasIsAnErrorAtTheTag() {
		XCTAssertThrowsError(try render(["main": "ok\n{{> p value=nmae}}\n", "p": "{{value}}\n"], ["name": .string("x")])) { error in
			XCTAssertEqual("\(error)", "template main, line 2: unknown variable \"nmae\"")
		}
	}

	// MARK: Indentation

	/// The tag's indentation goes before every line the partial writes, its sections' lines
	/// and a value's own lines too; an empty line stays empty.
	func testThePartialsLinesTakeTheTagsIndentation() throws {
		let sources = [
			"main": "class C {\n\t{{> method}}\n}\n",
			"method": "func run() {\n{{#steps}}\n\t{{.}}()\n{{/steps}}\n\n\treturn {{value}}\n}\n",
		]
		let context: TemplateObject = ["steps": .list([.string("a"), .string("b")]), "value": .string("[\n\t1,\n]")]
		XCTAssertEqual(try render(sources, context), "class C {\n\tfunc run() {\n\t\ta()\n\t\tb()\n\n\t\treturn [\n\t\t1,\n\t]\n\t}\n}\n")
	}

	func testANestedPartialAddsItsIndentationToItsIncluders() throws {
		let sources = [
			"main": "  {{> outer}}\n",
			"outer": "outer {\n\t{{> inner}}\n\n}\n",
			"inner": "inner\n\nend\n",
		]
		XCTAssertEqual(try render(sources), "  outer {\n  \tinner\n\n  \tend\n\n  }\n")
	}

	// MARK: The text a tag stands for

	/// Without bindings or indentation a tag renders as the partial's text pasted over the
	/// tag's line would (what `{{> name}}` was before partials were templates of their own):
	/// the partial's last line end is the tag line's, and a last line of section tags alone
	/// disappears with it.
	func testATagRendersAsThePartialsTextPastedInItsPlace() throws {
		let partials = ["A\n", "A", "", "\n", "{{#flag}}\nA\n{{/flag}}\n", "{{#flag}}\nA\n{{/flag}}", "A\n{{! note }}", "x{{#flag}}y{{/flag}}"]
		let includers = ["before\n{{> p}}\nafter\n", "before\n{{> p}}", "{{> p}}\n"]
		for partial in partials {
			for includer in includers {
				for flag in [true, false] {
					let pasted = includer.replacingOccurrences(of: "{{> p}}\n", with: partial.hasSuffix("\n") ? partial : partial + "\n")
						.replacingOccurrences(of: "{{> p}}", with: partial.hasSuffix("\n") ? String(partial.dropLast()) : partial)
					let expected = try Template(name: "pasted", source: pasted).render(.object(["flag": .bool(flag)]))
					XCTAssertEqual(try render(["main": includer, "p": partial], ["flag": .bool(flag)]), expected, "\(includer.debugDescription) including \(partial.debugDescription), flag \(flag)")
				}
			}
		}
	}

	/// Read without parsing (to find the templates an override changes): the names of the
	/// tags the parser takes for partial tags.
	func testThePartialsOfASourceAreReadAsTheParserReadsThem() throws {
		let source = "a\n\t{{> p x=y}}\n{{ > q }}\r\n{{! {{> r}} }}\n"
		XCTAssertEqual(TemplateLibrary.partials(in: source), ["p", "q"])
		XCTAssertEqual(try Template(name: "main", source: source).program.inclusions.map { $0.tag.name }, ["p", "q"])
	}

	// MARK: Errors

	func testAPartialTagStandsAloneOnItsLine() {
		XCTAssertThrowsError(try Template(name: "main", source: "ok\nlet x = 1 {{> p}}\n")) { error in
			XCTAssertEqual("\(error)", "template main, line 2: {{> p}} must stand alone on its line: the partial's lines replace it")
		}
		XCTAssertThrowsError(try Template(name: "main", source: "{{#a}}{{> p}}{{/a}}\n")) { error in
			XCTAssertEqual("\(error)", "template main, line 1: {{> p}} must stand alone on its line: the partial's lines replace it")
		}
		XCTAssertThrowsError(try Template(name: "main", source: "{{> p value}}\n")) { error in
			XCTAssertEqual("\(error)", "template main, line 1: \"value\" in {{> p}} is not a binding: write name=variable")
		}
		XCTAssertThrowsError(try Template(name: "main", source: "{{> p a.b=c}}\n")) { error in
			XCTAssertEqual("\(error)", "template main, line 1: \"a.b=c\" in {{> p}} is not a binding: write name=variable")
		}
		XCTAssertThrowsError(try Template(name: "main", source: "{{> p a=b a=c}}\n")) { error in
			XCTAssertEqual("\(error)", "template main, line 1: {{> p}} binds \"a\" twice")
		}
		XCTAssertThrowsError(try Template(name: "main", source: "{{> p a=b-c}}\n")) { error in
			XCTAssertEqual("\(error)", "template main, line 1: \"b-c\" is not a variable name")
		}
		XCTAssertThrowsError(try Template(name: "main", source: "\n{{>}}\n")) { error in
			XCTAssertEqual("\(error)", "template main, line 2: {{>}} names no template")
		}
	}

	func testAPartialNamingNoTemplateIsAnErrorAtItsTag() {
		XCTAssertEqual(linkError(["main": "{{> p}}\n", "p": "ok\n{{> missing}}\n"]), "template p, line 2: {{> missing}} names no template")
		// Rendered without being linked, it is the same error rather than a crash.
		XCTAssertThrowsError(try Template(name: "main", source: "ok\n{{> p}}\n").render(.object([:]))) { error in
			XCTAssertEqual("\(error)", "template main, line 2: {{> p}} names no template")
		}
	}

	/// Partials include others, but never, however far down, the template including them:
	/// the error is at the tag, in the first template of the cycle that linking reached.
	func testAnIncludeCycleIsAnErrorAtItsTag() throws {
		XCTAssertEqual(linkError(["main": "{{> main}}\n"]), "template main, line 1: {{> main}} makes an include cycle, main → main: a template cannot include itself")
		XCTAssertEqual(linkError(["main": "x\n{{> a}}\n", "a": "{{> b}}\n", "b": "\n\n{{> a}}\n"]),
			"template a, line 1: {{> b}} makes an include cycle, a → b → a: a template cannot include itself")
		// A partial included twice, or by two includers, is no cycle.
		XCTAssertEqual(try render(["main": "{{> a}}\n{{> b}}\n{{> a}}\n", "a": "a\n", "b": "b\n{{> a}}\n"]), "a\nb\na\na\n")
	}

	/// Random includers and partials, nested, cyclic, indented or broken, are linked and
	/// rendered or refused with an error, never a crash or a hang.
	func testRandomPartialsNeverCrashTheLinkerOrTheRenderer() {
		var random = FuzzTests.Random(state: 28)
		let pieces = ["{{> p}}\n", "\t{{> p a=x}}\n", "  {{> q a=. b=x.y}}\n", "{{> main}}\n", "{{> r}}", "{{> p a}}\n", "x {{> p}}\n",
			"{{#a}}\n", "{{/a}}\n", "{{a.y}}", "{{.}}", "text", "\n", "\t", "{{^b}}", "{{/b}}", "{{#@first}}\n", "{{/@first}}\n"]
		let context = TemplateValue.object(["a": .list([.object(["y": .string("1\n2")]), .string("z")]), "b": .bool(false), "x": .object(["y": .string("2")])])
		var rendered = 0
		for _ in 0..<2000 {
			var sources: [String: String] = [:]
			for name in ["main", "p", "q"] {
				sources[name] = (0..<random.below(12)).map { _ in random.pick(pieces) }.joined()
			}
			var linker = TemplateLinker(sources: sources)
			if let template = try? linker.link("main"), (try? template.render(context)) != nil {
				rendered += 1
			}
		}
		XCTAssertGreaterThan(rendered, 100, "too few random templates render: the loop tests little")
	}
}
