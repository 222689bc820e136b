import Foundation
import XCTest
@testable import ScreenletGenKit

/// `init --openapi` and issue 38's text fields of a Liferay Object (the article example's
/// document): a localized field is an attribute read in the app's language, its `_i18n` map is
/// left out with a note that says why, a field named like more than a line is a text view, and
/// the spec init writes generates as written (its update sends the title's map).
final class HeadlessStarterTextFieldTests: FolderTestCase {

	func testALocalizedFieldIsAnAttributeAndItsMapIsLeftOutWithANote() throws {
		let document = TestSupport.examplesDirectory.appendingPathComponent("article.openapi.json").path
		let copy = directory.appendingPathComponent("article.openapi.json").path
		try FileManager.default.copyItem(atPath: document, toPath: copy)
		let spec = directory.appendingPathComponent("article.json").path
		XCTAssertEqual(run(["init", "--openapi", copy, "-o", spec]), 0, errors)
		let line = try XCTUnwrap(String(contentsOfFile: copy, encoding: .utf8).components(separatedBy: "\n").firstIndex { $0.contains("\"title_i18n\"") }) + 1
		let coverLine = try XCTUnwrap(String(contentsOfFile: copy, encoding: .utf8).components(separatedBy: "\n").firstIndex { $0.contains("\"cover\"") }) + 1
		XCTAssertEqual(errors, "\(copy):\(line):11: note: Article.title_i18n is left out of the attributes: \"title\" is title in the app's language (the portal answers it in the request's Accept-Language), "
			+ "and a write sends title_i18n with the app's language set in the entry's translations, read first by an update, so the other languages stay\n"
			+ "\(copy):\(coverLine):11: note: Article.cover is an attachment: the attribute \"cover\" shows its file's name (\"key\": \"cover.name\"), "
			+ "and ArticleRequest.downloadCover(of:session:) reads the file; the forms written here leave it out: to attach a file, add the input {\"name\": \"cover\", \"type\": \"File\"} and send it in a \"body\"\n")
		let text = try String(contentsOfFile: spec, encoding: .utf8)
		XCTAssertTrue(text.contains(#"{ "name": "title", "type": "String", "optional": true }"#), text)
		XCTAssertFalse(text.contains("title_i18n"), text)
		// The document cannot tell a long or rich text from a text: the name says more than a line.
		XCTAssertTrue(text.contains(#"{ "name": "body", "type": "String", "multiline": true }"#), text)

		// Generated as written: the update reads the entry, then sends the title as its map.
		XCTAssertEqual(run([spec, "-o", directory.appendingPathComponent("out").path, "-q"]), 0, errors)
		let connector = try String(contentsOfFile: directory.appendingPathComponent("out/UpdateArticleScreenlet/Connector/UpdateArticleLiferayConnector.swift").path, encoding: .utf8)
		XCTAssertTrue(connector.contains(#"let storedEntry = try ArticleRequest(method: "GET", path: "/" + ArticleRequest.segment(String(articleId))).send(session: session) as? [String: Any]"#), connector)
		XCTAssertTrue(connector.contains(#""title_i18n": ArticleRequest.translations(title, stored: storedEntry?["title_i18n"])"#), connector)
		XCTAssertFalse(connector.contains(#""title": title"#), connector)
	}
}
