/// What a headless spec calls: its OpenAPI document, the entry schema its entity is, and the
/// API's path on the server (`/o/c/tickets`).
public struct HeadlessAPI: Sendable {
	public var document: OpenAPIDocument
	public var entry: OpenAPIDocument.Schema
	/// The document's server URL's path, without its last `/`: every operation's path follows it.
	public var basePath: String

	/// The portal's bookkeeping in every Object entry, left out of the attributes a spec gets
	/// when it lists none: a person shows an entry's own fields.
	static let bookkeeping: Set<String> = ["actions", "creator", "status", "keywords", "auditEvents", "permissions",
		"defaultLanguageId", "friendlyUrlPath", "objectEntryFolderExternalReferenceCode", "objectEntryFolderId",
		"modifiedBy", "removedBy", "removedDate", "scopeId", "scopeKey", "displayDate", "expirationDate", "reviewDate"]

	/// The Swift type of a property as the portal answers it; nil for one no attribute can hold.
	static func valueType(of type: OpenAPIDocument.SchemaType) -> ValueType? {
		switch type {
		case .string(let format): return format == "date-time" || format == "date" ? .date : .string
		case .integer(let format): return format == "int32" ? .int : .int64
		case .number: return .double
		case .boolean: return .bool
		case .reference(let name): return name == "ListEntry" ? .string : nil
		default: return nil
		}
	}

	/// The entry's properties a person would show, as attributes (`priority` read at `priority.key`);
	/// a relationship's fields (`r_…`, `…ERC`) are left out.
	func defaultAttributes() -> [AttributeSpec] {
		return entry.properties.compactMap { property in
			let name = property.name
			guard !HeadlessAPI.bookkeeping.contains(name), !property.isWriteOnly, !name.hasPrefix("r_"), !name.hasPrefix("taxonomy"),
					!name.hasSuffix("_i18n"), !name.hasSuffix("RawText"), !name.hasSuffix("ERC"), SwiftIdentifier.isLowerCamel(name), !SwiftIdentifier.unusable.contains(name),
					let type = HeadlessAPI.valueType(of: property.type) else {
				return nil
			}
			let isPicklist = property.type == .reference("ListEntry")
			// The portal leaves null fields out of its answers: only the id is always there.
			return AttributeSpec(name: Located(value: name, location: property.location, path: "attributes.\(name)"), type: type,
				key: isPicklist ? name + ".key" : name, optional: name != "id")
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

	/// The spec's `schema`, or the entry of the collection's list: the page a GET answers on
	/// the shortest path (`GET /` of an Object, `GET /scopes/{scopeKey}` of a site's).
	private static func entrySchema(_ spec: Spec, document: OpenAPIDocument, diagnostics: inout Diagnostics) -> OpenAPIDocument.Schema? {
		let entries = Array(Set(document.pageSchemas.compactMap { document.entrySchema(ofPage: $0)?.name })).sorted()
		if let written = spec.schema {
			// An entry is what a list pages through; a schema no list answers (ListEntry) is none.
			guard let schema = document.schemas[written.value], entries.isEmpty || entries.contains(written.value) else {
				let names = entries.isEmpty ? document.schemas.keys.sorted() : entries
				let problem = document.schemas[written.value] == nil ? "\(document.file) has no schema \"\(written.value)\"" : "\"\(written.value)\" is not an entry of \(document.file) (no list answers a page of it)"
				diagnostics.error(at: written.location, "\(written.path): \(problem); its entries are \(names.joined(separator: ", "))\(Suggestion.hint(for: written.value, in: names))")
				return nil
			}
			return schema
		}
		let lists = document.operations.filter { $0.method == .get }.compactMap { operation -> (depth: Int, path: String, entry: String)? in
			guard case .reference(let page)? = operation.response?.type, let entry = document.schemas[page]?.pageEntryName, document.schemas[entry] != nil else {
				return nil
			}
			return (operation.path.split(separator: "/").filter { !$0.hasPrefix("{") }.count, operation.path, entry)
		}.sorted { ($0.depth, $0.path) < ($1.depth, $1.path) }
		guard let first = lists.first else {
			let source = spec.openAPI.map { ($0.location, $0.path) } ?? (spec.location, "openapi")
			diagnostics.error(at: source.0, "\(source.1): \(document.file) has no GET operation that answers a page of entries (a schema with \"items\" and \"totalCount\"); name the entry with \"schema\"\(entries.isEmpty ? "" : ": one of " + entries.joined(separator: ", "))")
			return nil
		}
		let tied = Set(lists.filter { $0.depth == first.depth }.map { $0.entry })
		if tied.count > 1 {
			let names = tied.sorted()
			let preferred = names.contains(spec.entity.value) ? spec.entity.value : names[0]
			if preferred != spec.entity.value {
				let source = spec.openAPI.map { ($0.location, $0.path) } ?? (spec.location, "openapi")
				diagnostics.error(at: source.0, "\(source.1): \(document.file) lists entries of \(names.joined(separator: ", ")); say which one \(spec.entity.value) is with \"schema\": \"\(preferred)\"")
				return nil
			}
			return document.schemas[preferred]
		}
		return document.schemas[first.entry]
	}
}
