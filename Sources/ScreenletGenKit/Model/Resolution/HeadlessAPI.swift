/// What a headless spec calls: its OpenAPI document, the entry schema its entity is, and the
/// API's path on the server (`/o/c/tickets`).
public struct HeadlessAPI: Sendable {
	public var document: OpenAPIDocument
	public var entry: OpenAPIDocument.Schema
	/// The document's server URL's path, without its last `/`: every operation's path follows it.
	public var basePath: String

	/// The entry's fields a person would show, as attributes (`priority` read at `priority.key`):
	/// `OpenAPIDocument.entryFields`, the rules `init --openapi` writes out.
	func defaultAttributes() -> [AttributeSpec] {
		return document.entryFields(of: entry).compactMap { field in
			guard SwiftIdentifier.isLowerCamel(field.name), !SwiftIdentifier.unusable.contains(field.name) else {
				return nil
			}
			return AttributeSpec(name: Located(value: field.name, location: field.property.location, path: "attributes.\(field.name)"), type: field.type,
				key: field.key ?? field.name, optional: field.isOptional)
		}
	}
}

/// A headless spec's document, entry schema and attributes, resolved.
enum HeadlessResolution {

	static func resolve(_ spec: inout Spec, document: OpenAPIDocument, diagnostics: inout Diagnostics) -> HeadlessAPI? {
		guard let source = spec.openAPI, let entry = entrySchema(spec, document: document, diagnostics: &diagnostics) else {
			return nil
		}
		guard let server = document.servers.first, let basePath = serverPath(server) else {
			diagnostics.error(at: source.location, "\(source.path): \(document.file) names no server (\"servers\": [{\"url\": \"http://localhost:8080/o/c/tickets/\"}]), whose path every call follows; save the document the portal serves")
			return nil
		}
		let api = HeadlessAPI(document: document, entry: entry, basePath: basePath)
		if spec.attributes.isEmpty {
			spec.attributes = api.defaultAttributes()
			if spec.attributes.isEmpty {
				diagnostics.error(at: source.location, "\(source.path): the schema \(entry.name) has no property an attribute can show; list \"attributes\" in the spec")
			}
		}
		return api
	}

	/// `http://localhost:8080/o/c/tickets/` → `/o/c/tickets`.
	static func serverPath(_ url: String) -> String? {
		guard let scheme = url.range(of: "://") else {
			return url.hasPrefix("/") ? String(url.reversed().drop(while: { $0 == "/" }).reversed()) : nil
		}
		let rest = url[scheme.upperBound...]
		guard let slash = rest.firstIndex(of: "/") else {
			return ""
		}
		return String(String(rest[slash...]).reversed().drop(while: { $0 == "/" }).reversed())
	}

	/// The spec's `schema`, or the entry the document's collections list (`GET /` of an Object,
	/// `GET /scopes/{scopeKey}` of a site's, `GET /visits` of an API Builder application).
	private static func entrySchema(_ spec: Spec, document: OpenAPIDocument, diagnostics: inout Diagnostics) -> OpenAPIDocument.Schema? {
		let entries = document.listedEntries()
		if let written = spec.schema {
			if let entry = document.schemas[written.value]?.pageEntryName {
				diagnostics.error(at: written.location, "\(written.path): \(written.value) is the page of a list of \(entry); name the entry: \"schema\": \"\(entry)\"")
				return nil
			}
			// An entry is what a list pages through; a schema no list answers (ListEntry) is none.
			guard let schema = document.schemas[written.value], entries.isEmpty || entries.contains(written.value) else {
				let names = entries.isEmpty ? document.schemas.keys.sorted() : entries
				let problem = document.schemas[written.value] == nil ? "\(document.file) has no schema \"\(written.value)\"" : "\"\(written.value)\" is not an entry of \(document.file) (no list answers a page of it)"
				diagnostics.error(at: written.location, "\(written.path): \(problem); its entries are \(names.joined(separator: ", "))\(Suggestion.hint(for: written.value, in: names))")
				return nil
			}
			return schema
		}
		let source = spec.openAPI.map { ($0.location, $0.path) } ?? (spec.location, "openapi")
		guard let first = entries.first else {
			diagnostics.error(at: source.0, "\(source.1): \(document.file) has no list of entries (a GET on a collection path that answers a page: items and totalCount); name the entity's schema with \"schema\"")
			return nil
		}
		if entries.count == 1 || entries.contains(spec.entity.value) {
			return document.schemas[entries.count == 1 ? first : spec.entity.value]
		}
		diagnostics.error(at: source.0, "\(source.1): \(document.file) lists entries of \(entries.joined(separator: ", ")); say which one \(spec.entity.value) is with \"schema\": \"\(first)\"")
		return nil
	}
}
