import Foundation
import XCTest
@testable import ScreenletGenKit

/// `init --openapi` and issue 38's attachment fields (the article example's `cover`): the
/// attachment is an attribute read at its file's name, noted with the function that downloads
/// it, or, where the document has no GET of one entry by its id, noted without one, and the
/// spec generates as written either way.
final class HeadlessStarterAttachmentTests: FolderTestCase {

	/// The article document, saved in the folder, without the entry's GET when `withoutEntryGET`.
	private func document(withoutEntryGET: Bool) throws -> String {
		let source = TestSupport.examplesDirectory.appendingPathComponent("article.openapi.json")
		let copy = directory.appendingPathComponent("article.openapi.json")
		var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any])
		if withoutEntryGET {
			var paths = try XCTUnwrap(json["paths"] as? [String: Any])
			var item = try XCTUnwrap(paths["/{articleId}"] as? [String: Any])
			item["get"] = nil
			paths["/{articleId}"] = item
			json["paths"] = paths
		}
		try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys]).write(to: copy)
		return copy.path
	}

	private func coverNote(_ ending: String, file: StaticString = #filePath, line: UInt = #line) {
		let note = errors.split(separator: "\n").first { $0.contains("Article.cover") }.map(String.init) ?? ""
		XCTAssertTrue(note.hasSuffix("note: Article.cover is an attachment: the attribute \"cover\" shows its file's name (\"key\": \"cover.name\"), and \(ending); the forms written here leave it out: to attach a file, add the input {\"name\": \"cover\", \"type\": \"File\"} and send it in a \"body\""),
			"\(errors)", file: file, line: line)
	}

	func testAnAttachmentIsShownAndNotedWithItsDownload() throws {
		let spec = directory.appendingPathComponent("article.json").path
		XCTAssertEqual(run(["init", "--openapi", try document(withoutEntryGET: false), "-o", spec]), 0, errors)
		coverNote("ArticleRequest.downloadCover(of:session:) reads the file")
		let text = try String(contentsOfFile: spec, encoding: .utf8)
		XCTAssertTrue(text.contains(#"{ "name": "cover", "type": "String", "key": "cover.name", "optional": true }"#), text)
		// Sent by no form: no input, in no body.
		XCTAssertFalse(text.split(separator: "\n").contains { ($0.contains("\"body\"") || $0.contains("\"inputs\"")) && $0.contains("cover") }, text)
		XCTAssertEqual(text.components(separatedBy: "cover").count, 3, text)
		XCTAssertEqual(run([spec, "-o", out.path, "-q"]), 0, errors)
		let request = try String(contentsOf: out.appendingPathComponent("Model/ArticleRequest.swift"), encoding: .utf8)
		XCTAssertTrue(request.contains("public static func downloadCover(of article: Article, session: LRSession) throws -> Data? {"), request)
	}

	/// No GET of one entry: the attribute still shows the name; no download is generated, and the note says why.
	func testWithoutTheEntrysGETNoDownloadIsGeneratedAndTheNoteSaysWhy() throws {
		let spec = directory.appendingPathComponent("article.json").path
		XCTAssertEqual(run(["init", "--openapi", try document(withoutEntryGET: true), "-o", spec]), 0, errors)
		coverNote("no function reads the file, for the document has no GET of one Article by its id")
		XCTAssertEqual(run([spec, "-o", out.path, "-q"]), 0, errors)
		let request = try String(contentsOf: out.appendingPathComponent("Model/ArticleRequest.swift"), encoding: .utf8)
		XCTAssertFalse(request.contains("downloadCover"), request)
		let model = try String(contentsOf: out.appendingPathComponent("Model/Article.swift"), encoding: .utf8)
		XCTAssertTrue(model.contains(#"return (attributes["cover"] as? [String: AnyObject])?["name"] as? String"#), model)
	}
}
