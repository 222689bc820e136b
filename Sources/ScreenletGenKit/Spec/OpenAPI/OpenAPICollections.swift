/// How a document's operations are named and which of them list an entity: the rules the
/// generator's resolution and `init --openapi` share.
extension OpenAPIDocument {

	/// How a spec names an operation: its id where a spec can name it (`HeadlessKeys.isOperationId`:
	/// no space, no `/`) and no other operation has it, else `"METHOD /path"` (the portal
	/// repeats ids across paths; another document's id may be `get tickets`).
	public func name(of operation: Operation) -> String {
		if let id = operation.operationId, HeadlessKeys.isOperationId(id), isUnique(id: id) {
			return id
		}
		return "\(operation.method.rawValue) \(operation.path)"
	}

	/// The operation's id where a spec cannot name it (`name(of:)` is then its method and
	/// path); nil where it has none or a spec can name it.
	public func unnameableId(of operation: Operation) -> String? {
		return operation.operationId.flatMap { HeadlessKeys.isOperationId($0) ? nil : $0 }
	}

	/// The GETs that answer a page of entries on a collection path (`/`, `/scopes/{scopeKey}`,
	/// `/visits`), with the entry's schema, in the document's order. Relationship, comment and
	/// version lists sit below an id, and are not an entity's collection.
	public func collectionLists() -> [(operation: Operation, entry: String)] {
		return operations.compactMap { operation in
			guard operation.method == .get, OpenAPIDocument.isCollection(operation.path),
					case .reference(let page)? = operation.response?.type,
					let entry = schemas[page]?.pageEntryName, schemas[entry] != nil else {
				return nil
			}
			return (operation, entry)
		}
	}

	/// The schemas the collections list, once each, in the document's order.
	public func listedEntries() -> [String] {
		var entries: [String] = []
		var seen: Set<String> = []
		for list in collectionLists() where seen.insert(list.entry).inserted {
			entries.append(list.entry)
		}
		return entries
	}

	/// The GETs that answer a page of entries below one parent entry: a relationship's
	/// (`/{object1Id}/relationship1`, `/by-external-reference-code/{currentExternalReferenceCode}/relationship1`),
	/// whose last segment names the relationship and the one before it is the parent's id or
	/// code; with the entry's schema and the parent's parameter, in the document's order. The
	/// related Object of a relationship may be listed nowhere else in the parent's document.
	public func relatedLists() -> [(operation: Operation, entry: String, parent: String)] {
		return operations.compactMap { operation in
			let segments = OpenAPIDocument.segments(operation.path)
			guard operation.method == .get, segments.count >= 2, OpenAPIDocument.parameterName(segments[segments.count - 1]) == nil,
					let parent = OpenAPIDocument.parameterName(segments[segments.count - 2]), parent != "scopeKey",
					case .reference(let page)? = operation.response?.type,
					let entry = schemas[page]?.pageEntryName, schemas[entry] != nil else {
				return nil
			}
			return (operation, entry, parent)
		}
	}

	/// A path with no parameter but the site's: `/`, `/scopes/{scopeKey}`, `/visits`.
	public static func isCollection(_ path: String) -> Bool {
		return segments(path).allSatisfy { parameterName($0) == nil || parameterName($0) == "scopeKey" }
	}

	public static func segments(_ path: String) -> [String] {
		return path.split(separator: "/").map(String.init)
	}

	/// `ticketId` for the segment `{ticketId}`.
	public static func parameterName(_ segment: String) -> String? {
		guard segment.count > 2, segment.hasPrefix("{"), segment.hasSuffix("}") else {
			return nil
		}
		return String(segment.dropFirst().dropLast())
	}
}
