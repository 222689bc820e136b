import XCTest
@testable import ScreenletGenKit

/// Snippet tests of issue 38's text fields of a Liferay Object: a localized field (`title`
/// beside `title_i18n`) is written as its map, merged into the entry's stored translations, and
/// a rich text's plain text (`summaryRawText`, which the document does not declare) is read.
/// The document is the article example's (`Examples/article.openapi.json`).
final class LocalizedTextSnippetTests: XCTestCase {

	private func model(_ screenlets: String, attributes: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> (GenerationModel?, [String]) {
		let attributesMember = attributes.map { #""attributes": \#($0), "# } ?? ""
		let text = #"{"entity": "Article", "openapi": "article.openapi.json", \#(attributesMember)"screenlets": \#(screenlets)}"#
		let document = try Data(contentsOf: TestSupport.examplesDirectory.appendingPathComponent("article.openapi.json"))
		var diagnostics = Diagnostics()
		let spec = try XCTUnwrap(SpecDecoder.decode(Array(text.utf8), file: "snippet.json", diagnostics: &diagnostics), "\(diagnostics.all)", file: file, line: line)
		let openAPI = try XCTUnwrap(OpenAPIReader.parse([UInt8](document), file: "article.openapi.json", diagnostics: &diagnostics), file: file, line: line)
		let resolved = SpecResolution.resolve(spec, defaults: SpecDefaults(), discovery: nil, document: openAPI, diagnostics: &diagnostics)
		PortalChecks.check(resolved, discovery: nil, diagnostics: &diagnostics)
		let model = ModelBuilder.build(resolved, diagnostics: &diagnostics)
		return (model, diagnostics.all.map { $0.description })
	}

	private func action(_ screenlets: String, file: StaticString = #filePath, line: UInt = #line) throws -> (HeadlessCall, HeadlessRequestType?) {
		let (built, diagnostics) = try model(screenlets, file: file, line: line)
		XCTAssertEqual(diagnostics, [], file: file, line: line)
		let model = try XCTUnwrap(built, file: file, line: line)
		let call = try XCTUnwrap(model.actionScreenlets.first?.actions.first?.call.headless, file: file, line: line)
		return (call, model.headless)
	}

	/// A PATCH of a localized field sends its map, and reads the entry first so that the map
	/// keeps the other languages; the request type then has the merge.
	func testAnUpdateOfALocalizedFieldReadsTheStoredTranslationsFirst() throws {
		let (call, request) = try action(#"""
			[{"kind": "action", "name": "RetitleArticle", "properties": [{"name": "articleId", "type": "Int64"}],
			  "inputs": [{"name": "title", "type": "String"}, {"name": "body", "type": "String", "multiline": true}],
			  "actions": [{"name": "retitle-article", "operation": "patchArticle", "params": ["articleId"], "body": ["title", "body"]}]}]
			"""#)
		XCTAssertEqual(call.body.map { "\($0.name)\($0.isLocalized ? " (localized)" : "")" }, ["title (localized)", "body"])
		XCTAssertTrue(call.readsStoredTranslations)
		XCTAssertEqual(request?.writesTranslations, true)
	}

	/// An add by a code made on the device has no stored translations to keep: nothing is read first.
	func testAnAddOfALocalizedFieldReadsNothingFirst() throws {
		let (call, request) = try action(#"""
			[{"kind": "action", "name": "AddArticle", "inputs": [{"name": "title", "type": "String"}],
			  "actions": [{"name": "add-article", "operation": "postArticle", "body": ["title"]}]}]
			"""#)
		XCTAssertTrue(call.sendsExternalReferenceCode)
		XCTAssertEqual(call.body.filter { $0.isLocalized }.map { $0.name }, ["title"])
		XCTAssertFalse(call.readsStoredTranslations)
		XCTAssertEqual(request?.writesTranslations, true)
	}

	/// A write of no localized field is as before: no map, no read, no merge in the request type.
	func testAWriteOfNoLocalizedFieldIsUnchanged() throws {
		let (call, request) = try action(#"""
			[{"kind": "action", "name": "EditArticle", "properties": [{"name": "articleId", "type": "Int64"}],
			  "inputs": [{"name": "body", "type": "String"}],
			  "actions": [{"name": "edit-article", "operation": "patchArticle", "params": ["articleId"], "body": ["body"]}]}]
			"""#)
		XCTAssertEqual(call.body.filter { $0.isLocalized }.count, 0)
		XCTAssertFalse(call.readsStoredTranslations)
		XCTAssertEqual(request?.writesTranslations, false)
	}

	/// `summaryRawText` is not in the document, but the portal answers it beside a rich text
	/// `summary`, which the document writes as a string: a `String` attribute may read it; another type may not.
	func testARichTextsPlainTextIsReadAsAString() throws {
		let list = #"[{"kind": "list", "page": {"operation": "getArticlesPage"}, "cell": "summary"}]"#
		let (built, diagnostics) = try model(list, attributes: #"[{"name": "summary", "type": "String", "key": "summaryRawText", "optional": true}]"#)
		XCTAssertEqual(diagnostics, [])
		XCTAssertEqual(built?.entity.attributes.map { $0.key }, ["summaryRawText"])

		let (_, wrongType) = try model(list, attributes: #"[{"name": "summary", "type": "Int", "key": "summaryRawText", "optional": true}]"#)
		XCTAssertEqual(wrongType, [#"snippet.json:1:101: error: attributes[0].type: Article.summaryRawText is the plain text of summary, if it is a rich text field; write "type": "String""#])

		let (_, noField) = try model(list, attributes: #"[{"name": "summary", "type": "String", "key": "teaserRawText", "optional": true}]"#)
		XCTAssertEqual(noField.count, 1)
		XCTAssertTrue(noField.first?.contains(#"Article has no field "teaserRawText""#) ?? false, "\(noField)")
	}

	/// A rich text field the spec reads as its plain text is not sent back: plain text would
	/// replace its HTML. One located error, at the body field.
	func testARichTextFieldTheSpecReadsAsPlainTextIsNotSent() throws {
		let (_, diagnostics) = try model(#"""
			[{"kind": "action", "name": "EditArticle", "properties": [{"name": "articleId", "type": "Int64"}],
			  "inputs": [{"name": "summary", "type": "String"}],
			  "actions": [{"name": "edit-article", "operation": "patchArticle", "params": ["articleId"], "body": ["summary"]}]}]
			"""#, attributes: #"[{"name": "summary", "type": "String", "key": "summaryRawText", "optional": true}]"#)
		let errors = diagnostics.filter { $0.contains("error:") }
		XCTAssertEqual(errors.count, 1, "\(diagnostics)")
		XCTAssertTrue(errors.first?.contains(#"error: screenlets[0].actions[0].body[0]: Article.summary is rich text (the attribute "summary" reads its summaryRawText): a screenlet shows it read-only, for plain text sent back would replace its HTML; remove it from "body""#) ?? false, "\(errors)")
	}
}
