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

	/// A text sent to an attachment field is refused at the body, saying to declare a File.
	func testATextSentToAnAttachmentIsAnError() throws {
		let (_, diagnostics) = try model(attributes: #"[{"name": "title", "type": "String", "optional": true}]"#, screenlets: #"""
			[{"kind": "action", "name": "AddArticle", "inputs": [{"name": "cover", "type": "String"}],
			  "actions": [{"name": "add-article", "operation": "postArticle", "body": ["cover"]}]}]
			"""#)
		XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
		XCTAssertTrue(diagnostics[0].contains(#"screenlets[0].actions[0].body[0]: "cover" is a String, but the field cover is an attachment, which takes a file; declare the input as {"name": "cover", "type": "File"}"#), diagnostics[0])
	}

	/// A File input sent to the attachment: optional, its control a label, the View Model's
	/// member a `URL?` (the Interactor's a path), the body field encoded as an attachment, and
	/// the request type reads files; no form field shows the attribute of the same name.
	func testAFileInputSentToAnAttachmentIsAnOptionalPathSentAsAnAttachment() throws {
		let (built, diagnostics) = try model(attributes: #"[{"name": "title", "type": "String", "optional": true}, {"name": "cover", "type": "String", "key": "cover.name", "optional": true}]"#, screenlets: #"""
			[{"kind": "action", "name": "AddArticle", "inputs": [{"name": "title", "type": "String"}, {"name": "cover", "type": "File"}],
			  "actions": [{"name": "add-article", "operation": "postArticle", "body": ["title", "cover"]}]}]
			"""#)
		XCTAssertEqual(diagnostics, [])
		let model = try XCTUnwrap(built)
		let cover = try XCTUnwrap(model.actionScreenlets.first?.inputs.first { $0.name == "cover" })
		XCTAssertEqual(cover.type, ValueType.string)
		XCTAssertTrue(cover.attachesFile)
		XCTAssertEqual(cover.input?.isOptional, true)
		XCTAssertEqual(cover.input?.control, .fileLabel)
		XCTAssertEqual(cover.input?.outlet, "coverLabel")
		XCTAssertNil(cover.input?.captionOutlet)
		XCTAssertEqual(cover.input?.labelKey, "cover-caption")
		let body = try XCTUnwrap(model.actionScreenlets.first?.actions.first?.call.headless?.body)
		XCTAssertEqual(body.map { "\($0.name) \($0.encoding)" }, ["title plain", "cover attachment", "externalReferenceCode plain"])
		XCTAssertEqual(model.headless?.sendsFiles, true)
		XCTAssertEqual(ModelBuilder.formFields(model.actionScreenlets[0].inputs, entity: model.entity).map { $0.input.name }, ["title"])
	}

	/// A File input anywhere but a body's attachment field, or with what only text has, is one
	/// located error each, saying what to write.
	func testAFileInputElsewhereIsOneErrorEach() throws {
		let (_, diagnostics) = try model(attributes: #"[{"name": "title", "type": "String", "optional": true}]"#, screenlets: #"""
			[{"kind": "action", "name": "AddArticle", "inputs": [{"name": "title", "type": "File"}, {"name": "note", "type": "File"},
			  {"name": "a", "type": "File", "validate": "notEmpty"}, {"name": "b", "type": "File", "optional": true}, {"name": "c", "type": "File", "multiline": true}],
			  "actions": [{"name": "add-article", "operation": "postArticle", "body": ["title"]}]}]
			"""#)
		XCTAssertTrue(diagnostics.contains { $0.contains(#"screenlets[0].actions[0].body[0]: "title" is a File, which only an attachment field of a body takes, but the field title is a string; send it to an attachment field, or declare it as a String"#) }, "\(diagnostics)")
		XCTAssertTrue(diagnostics.contains { $0.contains(#"screenlets[0].inputs[2].validate: a File input is checked by the portal (its extensions and size); remove "validate""#) }, "\(diagnostics)")
		XCTAssertTrue(diagnostics.contains { $0.contains(#"screenlets[0].inputs[3].optional: a File input is always optional (none chosen, nothing is sent); remove "optional""#) }, "\(diagnostics)")
		XCTAssertTrue(diagnostics.contains { $0.contains(#"screenlets[0].inputs[4].multiline: only a String input has lines, but this input is a File"#) }, "\(diagnostics)")
		XCTAssertTrue(diagnostics.contains { $0.contains(#"screenlets[0].inputs[1].type: "note" is a File, which only an attachment field takes"#) }, "\(diagnostics)")
		// And a, b and c are sent nowhere: three more, one each.
		XCTAssertEqual(diagnostics.count, 8, "\(diagnostics)")
	}

	/// A File input no action sends to an attachment field: one error at its type.
	func testAFileInputSentNowhereIsAnErrorAtItsType() throws {
		let (_, diagnostics) = try model(attributes: #"[{"name": "title", "type": "String", "optional": true}]"#, screenlets: #"""
			[{"kind": "action", "name": "AddArticle", "inputs": [{"name": "title", "type": "String"}, {"name": "cover", "type": "File"}],
			  "actions": [{"name": "add-article", "operation": "postArticle", "body": ["title"]}]}]
			"""#)
		XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
		XCTAssertTrue(diagnostics.first?.contains(#"screenlets[0].inputs[1].type: "cover" is a File, which only an attachment field takes; send it in an action's "body" to one ("body": ["cover"]), or declare it as a String"#) ?? false, "\(diagnostics)")
	}
}
