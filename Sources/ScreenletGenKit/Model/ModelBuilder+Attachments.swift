/// Attachments (issue 38): the portal answers an attachment field as its file's `{id, name,
/// link: {href, label}, size…}`; a spec shows it by reading `"key": "cover.name"`. Its bytes
/// are read through the REST API itself (`GET /{id}?nestedFields=cover.fileBase64`), whose
/// authentication every other call already uses; `link.href` is a Documents and Media servlet
/// path whose honouring of Basic or OAuth 2 was not verified (Research/objects-rest-features.md §2).
extension ModelBuilder {

	/// One download per attachment field an attribute reads, in the attributes' order; none
	/// where the document has no GET of one entry by its id.
	func attachmentDownloads(_ entity: Entity) -> [AttachmentDownload] {
		guard let api = resolved.api, let path = ModelBuilder.entryPath(of: api.entry, in: api.document) else {
			return []
		}
		var downloads: [AttachmentDownload] = []
		for attribute in entity.attributes where attribute.isHeadless {
			let field = attribute.keyPath[0]
			guard let property = api.entry.property(field), OpenAPIDocument.isAttachment(property.type),
					!downloads.contains(where: { $0.field == field }) else {
				continue
			}
			// A field's name may be any JSON key; the method's is made from its words.
			let words = Words.capitalized(Words.lowerCamel(field))
			// Two fields of one name but its case (`cover`, `Cover`) would be one function: the first has it.
			guard SwiftIdentifier.isUpperCamel(words), !downloads.contains(where: { $0.method == "download" + words }) else {
				continue
			}
			downloads.append(AttachmentDownload(field: field, method: "download" + words, pathBeforeId: path))
		}
		return downloads
	}

	/// The GET of one entry by its id (`/{articleId}`, `/visits/{visitId}`): the shortest path
	/// whose only parameter is its last segment and that answers the entry, as the path before the
	/// id (`/`, `/visits/`); nil where there is none.
	static func entryPath(of entry: OpenAPIDocument.Schema, in document: OpenAPIDocument) -> String? {
		let candidates = document.operations.filter { operation in
			let segments = OpenAPIDocument.segments(operation.path)
			return operation.method == .get && operation.response?.type == .reference(entry.name)
				&& segments.last.flatMap(OpenAPIDocument.parameterName) != nil
				&& segments.dropLast().allSatisfy { OpenAPIDocument.parameterName($0) == nil && $0 != "by-external-reference-code" }
		}
		guard let found = candidates.min(by: { OpenAPIDocument.segments($0.path).count < OpenAPIDocument.segments($1.path).count }) else {
			return nil
		}
		let segments = OpenAPIDocument.segments(found.path)
		return "/" + segments.dropLast().map { $0 + "/" }.joined()
	}
}
