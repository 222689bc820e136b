/// What a headless spec calls: its OpenAPI document, the entry schema its entity is, and the
/// API's path on the server (`/o/c/tickets`).
public struct HeadlessAPI: Sendable {
	public var document: OpenAPIDocument
	public var entry: OpenAPIDocument.Schema
	/// The document's server URL's path (`OpenAPIDocument.basePath`): every operation's path follows it.
	public var basePath: String

	/// The entry's fields a person would show, as attributes (`priority` read at `priority.key`,
	/// `self` as `noteSelf`): `entryAttributes`, the rule `init --openapi` writes out. A field
	/// left out for its name is a warning at the field.
	func defaultAttributes(entity: String, diagnostics: inout Diagnostics) -> [AttributeSpec] {
		let made = HeadlessAPI.entryAttributes(of: entry, in: document, entity: entity)
		for field in made.leftOut {
			diagnostics.warning(at: field.property.location, "attributes: \(HeadlessAPI.fieldText(field.property, of: entry)) is left out: \(field.reason)")
		}
		return made.attributes.map { attribute in
			AttributeSpec(name: Located(value: attribute.name, location: attribute.field.property.location, path: "attributes.\(attribute.name)"), type: attribute.field.type,
				key: attribute.key, optional: attribute.field.isOptional)
		}
	}
}

/// A headless spec's document, entry schema and attributes, resolved.
enum HeadlessResolution {

	static func resolve(_ spec: inout Spec, document: OpenAPIDocument, diagnostics: inout Diagnostics) -> HeadlessAPI? {
		guard let source = spec.openAPI, let entry = entrySchema(spec, document: document, diagnostics: &diagnostics) else {
			return nil
		}
		guard let documentPath = document.basePath else {
			diagnostics.error(at: source.location, "\(source.path): \(document.file) names no server (\"servers\": [{\"url\": \"http://localhost:8080/o/c/tickets/\"}]), whose path every call follows; save the document the portal serves")
			return nil
		}
		// A document saved from a test fixture, not a portal, leaves the API's path as a placeholder.
		if spec.basePath == nil, let placeholder = document.basePathPlaceholder {
			diagnostics.error(at: source.location, "\(source.path): the server of \(document.file) leaves the API's path as a placeholder, \(JSONText.string(placeholder)) in \(JSONText.string(documentPath)); give the path the portal publishes it at: \"basePath\": \"/o/visits-app\" (or save the document from the portal, /o/<application>/openapi.json, which writes it)")
			return nil
		}
		let basePath = spec.basePath?.value ?? documentPath
		let api = HeadlessAPI(document: document, entry: entry, basePath: basePath)
		if spec.attributes.isEmpty {
			spec.attributes = api.defaultAttributes(entity: spec.entity.value, diagnostics: &diagnostics)
			if spec.attributes.isEmpty {
				diagnostics.error(at: source.location, "\(source.path): the schema \(entry.name) has no property an attribute can show; list \"attributes\" in the spec")
			}
		}
		return api
	}

	/// The spec's `schema`, or the entry the document's collections list (`GET /` of an Object,
	/// `GET /scopes/{scopeKey}` of a site's, `GET /visits` of an API Builder application):
	/// `OpenAPIDocument.chooseEntry`, as `init --openapi`.
	private static func entrySchema(_ spec: Spec, document: OpenAPIDocument, diagnostics: inout Diagnostics) -> OpenAPIDocument.Schema? {
		let source = spec.schema.map { ($0.location, $0.path) } ?? spec.openAPI.map { ($0.location, $0.path) } ?? (spec.location, "openapi")
		switch document.chooseEntry(named: spec.schema?.value, entity: spec.entity.value) {
		case .entry(let schema):
			return schema
		case .page(let name, let entry):
			diagnostics.error(at: source.0, "\(source.1): \(name) is the page of a list of \(entry); name the entry: \"schema\": \"\(entry)\"")
		case .unknown(let name, let entries):
			let names = entries.isEmpty ? document.schemas.keys.sorted() : entries
			diagnostics.error(at: source.0, "\(source.1): \(document.file) has no schema \"\(name)\"; its entries are \(names.joined(separator: ", "))\(Suggestion.hint(for: name, in: names))")
		case .notListed(let name, let entries):
			// An entry is what a list pages through; a schema no list answers (ListEntry) is none.
			diagnostics.error(at: source.0, "\(source.1): \"\(name)\" is not an entry of \(document.file) (no list answers a page of it); its entries are \(entries.joined(separator: ", "))\(Suggestion.hint(for: name, in: entries))")
		case .noList:
			diagnostics.error(at: source.0, "\(source.1): \(document.file) has no list of entries (a GET on a collection path that answers a page: items and totalCount); name the entity's schema with \"schema\"")
		case .several(let entries):
			diagnostics.error(at: source.0, "\(source.1): \(document.file) lists entries of \(entries.joined(separator: ", ")); say which one \(spec.entity.value) is with \"schema\": \"\(entries[0])\"")
		}
		return nil
	}
}
