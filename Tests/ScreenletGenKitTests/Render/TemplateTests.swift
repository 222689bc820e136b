import XCTest
@testable import ScreenletGenKit

/// The template dialect's lookups, on small templates: the compiled renderer and the objects
/// it reads must answer as the dialect says (innermost context first, list positions, errors).
final class TemplateTests: XCTestCase {

	private func render(_ source: String, _ context: TemplateObject) throws -> String {
		return try Template(name: "test", source: source).render(.object(context))
	}

	func testNamesAreFoundInTheInnermostContextFirst() throws {
		let context: TemplateObject = [
			"name": .string("outer"),
			"items": .list([.object(["name": .string("inner")]), .object(["other": .string("x")])]),
		]
		XCTAssertEqual(try render("{{#items}}{{name}} {{/items}}", context), "inner outer ")
		XCTAssertEqual(try render("{{#items}}{{@index}}{{#@first}}F{{/@first}}{{#@last}}L{{/@last}};{{/items}}", context), "0F;1L;")
	}

	func testAnItemsOwnMemberHidesItsPosition() throws {
		let context: TemplateObject = ["items": .list([.object(["@first": .string("mine")]), .object([:])])]
		XCTAssertEqual(try render("{{#items}}[{{#@first}}{{@first}}{{/@first}}]{{/items}}", context), "[mine][]")
	}

	/// Names alike in length and in their first, middle and last letters (what a lookup
	/// compares first) are still told apart, in templates and in objects.
	func testNamesAlikeButForOneLetterAreToldApart() throws {
		let context: TemplateObject = ["axbxc": .string("1"), "aybxc": .string("2"), "azbxc": .list([.object(["axbxc": .string("3")])])]
		XCTAssertEqual(try render("{{aybxc}}{{axbxc}}{{#azbxc}}{{axbxc}}{{aybxc}}{{/azbxc}}", context), "2132")
		guard case .string("2")? = context["aybxc"] else {
			return XCTFail("aybxc is \(String(describing: context["aybxc"]))")
		}
	}

	/// Names compare as Swift strings do, by canonical equivalence: a template spelling a
	/// member with a Kelvin sign for its K still finds it.
	func testANameSpelledDifferentlyButCanonicallyAlikeIsFound() throws {
		XCTAssertEqual(try render("{{cache\u{212A}ey}}", ["cacheKey": .string("found")]), "found")
		// Names as a template's parser has them (a literal would be a model member name).
		let kelvin = "cache\u{212A}ey", other = "cacheKez"
		XCTAssertEqual(TemplateKey(kelvin), "cacheKey")
		XCTAssertNotEqual(TemplateKey(other), "cacheKey")
	}

	func testAMissingNameIsAnErrorWithItsLine() {
		XCTAssertThrowsError(try render("ok\n{{#items}}{{nam}}{{/items}}", ["items": .list([.object(["name": .string("x")])])])) { error in
			XCTAssertEqual("\(error)", "template test, line 2: unknown variable \"nam\"")
		}
		XCTAssertThrowsError(try render("{{a.b}}", ["a": .object(["c": .string("x")])])) { error in
			XCTAssertEqual("\(error)", "template test, line 1: unknown variable \"a.b\"")
		}
	}

	func testMergingKeepsTheLaterValue() {
		let merged = (["a": .string("1"), "b": .string("2")] as TemplateObject).merging(["b": .string("3")])
		XCTAssertEqual(merged.keys.sorted(), ["a", "b"])
		guard case .string("3")? = merged["b"] else {
			return XCTFail("b is \(String(describing: merged["b"]))")
		}
	}
}
