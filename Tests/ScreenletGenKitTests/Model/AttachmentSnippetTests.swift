import XCTest
@testable import ScreenletGenKit

/// Snippet tests of issue 38's attachment fields of a Liferay Object (the article example's
/// `cover`, a `FileEntry`): an attribute reads a field of the file (its name, its size, its
/// link), the request type gets a download of each attachment an attribute reads, through the
/// entry's GET, and an attachment is no value a body or a bare key takes.
final class AttachmentSnippetTests: XCTestCase {

	private let list = #"[{"kind": "list", "page": {"operation": "getArticlesPage"}, "cell": ["title"]}]"#

	private func model(attributes: String, screenlets: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> (GenerationModel?, [String]) {
		let text = #"{"entity": "Article", "openapi": "article.openapi.json", "attributes": \#(attributes), "screenlets": \#(screenlets ?? list)}"#
		let document = try Data(contentsOf: TestSupport.examplesDirectory.appendingPathComponent("article.openapi.json"))
		var diagnostics = Diagnostics()
		let spec = try XCTUnwrap(SpecDecoder.decode(Array(text.utf8), file: "snippet.json", diagnostics: &diagnostics), "\(diagnostics.all)", file: file, line: line)
		let openAPI = try XCTUnwrap(OpenAPIReader.parse([UInt8](document), file: "article.openapi.json", diagnostics: &diagnostics), file: file, line: line)
		let resolved = SpecResolution.resolve(spec, defaults: SpecDefaults(), discovery: nil, document: openAPI, diagnostics: &diagnostics)
		PortalChecks.check(resolved, discovery: nil, diagnostics: &diagnostics)
		let model = ModelBuilder.build(resolved, diagnostics: &diagnostics)
		return (model, diagnostics.all.map { $0.description })
	}

	/// The file's name, its size and its link are read into the FileEntry; one download for
	/// the field however many attributes read it, on the entry's GET `/{articleId}`.
	func testAnAttachmentIsReadThroughItsFileEntryAndDownloadedByTheEntrysGet() throws {
		let (built, diagnostics) = try model(attributes: #"""
			[{"name": "title", "type": "String", "optional": true},
			 {"name": "cover", "type": "String", "key": "cover.name", "optional": true},
			 {"name": "coverSize", "type": "String", "key": "cover.size", "optional": true},
			 {"name": "coverLink", "type": "String", "key": "cover.link.href", "optional": true}]
			"""#)
		XCTAssertEqual(diagnostics, [])
		let model = try XCTUnwrap(built)
		XCTAssertEqual(model.entity.attributes.map { $0.keyPath }, [["title"], ["cover", "name"], ["cover", "size"], ["cover", "link", "href"]])
		let downloads = try XCTUnwrap(model.headless?.attachmentDownloads)
		XCTAssertEqual(downloads.map { "\($0.method) \($0.field) \($0.pathBeforeId)" }, ["downloadCover cover /"])
	}

	/// No attribute reads the attachment: no download.
	func testNoDownloadWithoutAnAttributeOfTheAttachment() throws {
		let (built, diagnostics) = try model(attributes: #"[{"name": "title", "type": "String", "optional": true}]"#)
		XCTAssertEqual(diagnostics, [])
		XCTAssertEqual(built?.headless?.attachmentDownloads.count, 0)
	}

	/// The attachment itself is no text: a bare key names its file's name; a field the file
	/// has not is an error listing its fields; a link's field too.
	func testAnAttachmentReadAtItsOwnKeyOrAFieldItLacksIsOneErrorAtTheKey() throws {
		let (_, diagnostics) = try model(attributes: #"""
			[{"name": "title", "type": "String", "optional": true},
			 {"name": "cover", "type": "String", "optional": true},
			 {"name": "coverTitle", "type": "String", "key": "cover.title", "optional": true},
			 {"name": "coverLink", "type": "String", "key": "cover.link.url", "optional": true}]
			"""#)
		XCTAssertEqual(diagnostics.count, 3, "\(diagnostics)")
		XCTAssertTrue(diagnostics[0].contains(#"attributes[1].name: Article.cover is an attachment ({"id", "name", "link", "size"…}); read its file name with "key": "cover.name""#), diagnostics[0])
		XCTAssertTrue(diagnostics[1].contains(#"attributes[2].key: Article.cover has no field "title"; its fields are alternativeText, extension, externalReferenceCode, fileBase64"#), diagnostics[1])
		XCTAssertTrue(diagnostics[2].contains(#"attributes[3].key: Article.cover.link has no field "url"; its fields are href, label"#), diagnostics[2])
	}

	/// A text sent to an attachment field is refused at the body (a form does not attach a file).
	func testATextSentToAnAttachmentIsAnError() throws {
		let (_, diagnostics) = try model(attributes: #"[{"name": "title", "type": "String", "optional": true}]"#, screenlets: #"""
			[{"kind": "action", "name": "AddArticle", "inputs": [{"name": "cover", "type": "String"}],
			  "actions": [{"name": "add-article", "operation": "postArticle", "body": ["cover"]}]}]
			"""#)
		XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
		XCTAssertTrue(diagnostics[0].contains(#"screenlets[0].actions[0].body[0]: "cover" is a String, but the field cover is"#), diagnostics[0])
	}
}
