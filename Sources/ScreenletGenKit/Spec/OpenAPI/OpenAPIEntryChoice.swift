/// Which schema is the entity's: one rule for the generator's `schema` key and `init`'s
/// `--schema`, each caller wording the outcome for its own user.
extension OpenAPIDocument {

	/// What the document answers for a schema name given (or none).
	public enum EntryChoice {
		case entry(Schema)
		/// No schema of that name; `entries` are the listed ones.
		case unknown(String, entries: [String])
		/// The name is a list's page; `entry` is what it pages through.
		case page(String, entry: String)
		/// A schema no list answers a page of (a `ListEntry`), though the document lists `entries`.
		case notListed(String, entries: [String])
		/// No name given and no list; `posted` are the schemas a POST sends, as hints.
		case noList(posted: [String])
		/// No name given and several entries listed, none of the entity's name.
		case several([String])
	}

	/// The given schema if it is an entry, a collection's or one a relationship lists below a
	/// parent (any schema when the document lists none); with no name, the only entry a
	/// collection lists, or the one named as `entity` among several.
	public func chooseEntry(named given: String?, entity: String?) -> EntryChoice {
		let entries = listedEntries()
		guard let given = given else {
			if entries.count == 1, let only = schemas[entries[0]] {
				return .entry(only)
			}
			if let entity = entity, entries.contains(entity), let named = schemas[entity] {
				return .entry(named)
			}
			return entries.isEmpty ? .noList(posted: postedSchemas()) : .several(entries)
		}
		guard let schema = schemas[given] else {
			return .unknown(given, entries: entries)
		}
		if let entry = schema.pageEntryName {
			return .page(given, entry: entry)
		}
		// An entry listed only below a parent (a relationship's page) is one too: its list needs the parent's id.
		let isListed = entries.isEmpty || entries.contains(given) || relatedLists().contains { $0.entry == given }
		return isListed ? .entry(schema) : .notListed(given, entries: entries)
	}

	/// The schemas collection POSTs send, once each, in the document's order.
	private func postedSchemas() -> [String] {
		var names: [String] = []
		var seen: Set<String> = []
		for operation in operations where operation.method == .post {
			if case .reference(let name)? = operation.requestBody?.type, seen.insert(name).inserted {
				names.append(name)
			}
		}
		return names
	}
}
