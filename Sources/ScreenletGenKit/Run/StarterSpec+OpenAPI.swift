/// `screenletgen init --openapi FILE`: a first spec for an entity that a headless REST API
/// serves (a Liferay Object at `/o/c/<plural>/`, an API Builder application), from the
/// OpenAPI document the portal serves for it. The entity is the entry schema of the
/// document's list (its page answer's `items`); the spec has its fields written out as
/// attributes in the document's order (an Object's own fields after the portal's, in the
/// Object's order), a list on the collection's page operation in a stable order, and add,
/// update and delete screenlets on the collection's POST and the entry's PATCH and DELETE; the
/// update loads the entry first (its GET), so that its form shows what the PATCH sends. The
/// rest of the document (batch, relationships, comments, versions, permissions…) is left out.
extension StarterSpec {

	typealias Operation = OpenAPIDocument.Operation
	typealias Schema = OpenAPIDocument.Schema

	/// A headless starter spec, and what the document gave no operation for.
	public struct HeadlessStarter: Sendable, Equatable {
		public var text: String
		/// One per screenlet left out, saying what the document lacks; per operation named by its
		/// method and path for an id a spec cannot name; per field renamed or left out, and why.
		public var notes: [Note]
	}

	/// The operations of one entry schema that the spec calls; nil where the document has none.
	struct HeadlessOperations {
		var entry: Schema
		var list: Operation?
		/// The path parameter that names the parent entry, where `list` is a relationship's page
		/// below one (`object1Id` of `/{object1Id}/relationship1`); nil for a collection's list.
		var listParent: String?
		var add: Operation?
		var update: Operation?
		/// The entry's GET beside the update's PATCH, which fills the update's form.
		var read: Operation?
		var delete: Operation?
		/// The list's `sort`, which keeps its pages in one order; nil where it takes none.
		var sort: String?
		var notes: [Note] = []
		/// `init --base-path`: the API's path, where the document leaves it as a placeholder.
		var basePath: String?
	}

	/// From an OpenAPI document: `reference` is the document's path as the spec names it
	/// (relative to the spec's folder), `schema` the entry schema (needed when the document
	/// lists several), `entity` the model's name (the schema's by default).
	public static func make(openAPI document: OpenAPIDocument, reference: String, schema: String?, entity: String?, basePath: String? = nil) throws(Failure) -> HeadlessStarter {
		var operations = try headlessOperations(document, schema: schema, entity: entity)
		operations.basePath = basePath
		let name = try entityName(ofSchema: operations.entry.name, given: entity)
		let written = try writeHeadless(operations, document: document, reference: reference, entity: name)
		return HeadlessStarter(text: written.text, notes: operations.notes + written.notes)
	}

	/// `make`'s spec, put through the generator's checks as the spec at `specFile` (its folder
	/// is where `reference` is read from), with `checked`'s handling of a refused entity name.
	public static func checked(openAPI document: OpenAPIDocument, reference: String, schema: String?, entity given: String?, basePath: String? = nil,
			specFile: String) throws(Failure) -> HeadlessStarter {
		var operations = try headlessOperations(document, schema: schema, entity: given)
		if basePath == nil, let placeholder = document.basePathPlaceholder {
			throw Failure(message: "the server of \(document.file) leaves the API's path as a placeholder, \(JSONText.string(placeholder)) in \(JSONText.string(document.basePath ?? "")); give the path the portal publishes it at with --base-path /o/<application> (or save the document from the portal, which writes it)")
		}
		operations.basePath = basePath
		let made = try entityName(ofSchema: operations.entry.name, given: given)
		// The document as the spec names it, for every check (both modes, each name tried): the
		// one read above, not parsed again (a 4 MiB one takes a fraction of a second each time).
		var named = OpenAPIInput.read(reference, besideSpec: specFile)
		if named.bytes != nil {
			named.document = document.named(named.file)
		}
		// The notes of the text returned: `checked` returns the text it wrote last.
		var fieldNotes: [Note] = []
		let text = try checked(entity: given, made: made, origin: "the schema \(operations.entry.name)", file: specFile,
			write: { entity throws(Failure) in
				let written = try writeHeadless(operations, document: document, reference: reference, entity: entity)
				fieldNotes = written.notes
				return written.text
			},
			errors: { headlessGeneratorErrors($0, specFile: specFile, document: named) })
		return HeadlessStarter(text: text, notes: operations.notes + fieldNotes)
	}

	/// The generator's errors for a headless spec read as `specFile`, its document beside it
	/// (`document`, when the caller has read it).
	static func headlessGeneratorErrors(_ text: String, specFile: String, document: OpenAPIInput? = nil) -> [Diagnostic] {
		return generatorErrors(text, discovery: nil, file: specFile, openAPI: document)
	}

	/// `Ticket` for the schema `Ticket`; `AppComment` where the schema's name is a type the app
	/// already has, as for a service's entity.
	/// `given` when there is one (the schema's name is then not needed).
	static func entityName(ofSchema name: String, given: String?) throws(Failure) -> String {
		if let given = given {
			return given
		}
		guard SwiftIdentifier.isValid(name) else {
			throw Failure(message: "the schema \(JSONText.string(name)) is not a Swift name; name the entity with --entity NAME")
		}
		let upper = Words.capitalized(name)
		return FrameworkInventory.isTakenTypeName(ModelBuilder.entityObjCName(upper)) ? "App" + upper : upper
	}

	// MARK: Choosing

	/// The entry schema and its operations: the list is a GET that answers a page of entries
	/// on a collection path (`/`, `/scopes/{scopeKey}`, `/visits`: no parameter but the
	/// site's), preferring the path the entries are also posted to; the add is the POST of an
	/// entry there; the update and the delete are the PATCH and the DELETE one parameter below
	/// it (`/visits/{visitId}`; `/{ticketId}` for a site's `/scopes/{scopeKey}`).
	static func headlessOperations(_ document: OpenAPIDocument, schema: String?, entity: String? = nil) throws(Failure) -> HeadlessOperations {
		let entry = try entrySchema(document, given: schema, entity: entity)
		var found = HeadlessOperations(entry: entry)
		let index = Dictionary(document.operations.enumerated().map { ("\($0.element.method.rawValue) \($0.element.path)", $0.offset) }, uniquingKeysWith: { first, _ in first })
		func order(_ operation: Operation) -> Int {
			return index["\(operation.method.rawValue) \(operation.path)"] ?? 0
		}
		let posts = document.operations.filter { $0.method == .post && OpenAPIDocument.isCollection($0.path) && sends(entry, $0) }
		let postedPaths = Set(posts.map { $0.path })
		let list = document.collectionLists().filter { $0.entry == entry.name }.map { $0.operation }.min { a, b in
			let (aPosted, bPosted) = (postedPaths.contains(a.path), postedPaths.contains(b.path))
			return (aPosted ? 0 : 1, OpenAPIDocument.segments(a.path).count, order(a)) < (bPosted ? 0 : 1, OpenAPIDocument.segments(b.path).count, order(b))
		}
		let add = posts.filter { list == nil || $0.path == list?.path }.min { a, b in
			(OpenAPIDocument.segments(a.path).count, order(a)) < (OpenAPIDocument.segments(b.path).count, order(b))
		}
		found.list = list
		found.add = add
		// Only the collection's paths lead to the entry's own: below a relationship's page, a
		// DELETE disassociates and a PATCH sends the parent.
		let collection = list?.path ?? add?.path
		if list == nil, let related = relatedList(of: entry, in: document, order: order) {
			found.list = related.operation
			found.listParent = related.parent
			found.notes.append(related.note)
		}
		let itemPaths = collection.map(itemPathBases) ?? [""]
		// An entry's path: a GET there answers one, or a PATCH or PUT sends one.
		func isEntryPath(_ path: String) -> Bool {
			return document.operations(atPath: path).contains { ($0.method == .get && $0.response?.type == .reference(entry.name)) || sends(entry, $0) }
		}
		func item(_ method: OpenAPIDocument.Method) -> Operation? {
			for base in itemPaths {
				let below = document.operations.filter { operation in
					let rest = operation.path.hasPrefix(base + "/") ? OpenAPIDocument.segments(String(operation.path.dropFirst(base.count))) : []
					return operation.method == method && rest.count == 1 && OpenAPIDocument.parameterName(rest[0]) != nil
						&& isEntryPath(operation.path) && (method != .patch || sends(entry, operation))
				}
				if let first = below.first {
					return first
				}
			}
			return nil
		}
		found.update = item(.patch)
		found.delete = item(.delete)
		found.read = found.update.flatMap { update in
			document.operations(atPath: update.path).first { $0.method == .get && $0.response?.type == .reference(entry.name) }
		}
		if let list = list, list.parameters.contains(where: { $0.name == "sort" && $0.place == .query }) {
			found.sort = stableSort(of: entry)
		}
		let file = document.file
		let collectionText = collection.map { "on \($0)" } ?? "on a path without parameters (or only {scopeKey})"
		let itemText = itemPaths.map { "\($0)/{\(Words.lowerCamel(entry.name))Id}" }.joined(separator: " or ")
		if found.list == nil {
			found.notes.append(Note("no list screenlet: \(file) has no GET that answers a page of \(entry.name) \(collectionText)"))
		}
		if found.listParent != nil && found.add == nil && found.update == nil && found.delete == nil {
			// The parent Object's document: the related entries are written through their own.
			found.notes.append(Note("no add, update or delete screenlet: \(file) writes no \(entry.name) of its own (it is another Object's document); start those from \(entry.name)'s own document, /o/c/<plural>/openapi.json"))
		}
		else {
			if found.add == nil {
				found.notes.append(Note("no add screenlet: \(file) has no POST of a \(entry.name) \(collectionText)"))
			}
			if found.update == nil {
				found.notes.append(Note("no update screenlet: \(file) has no PATCH of a \(entry.name) on \(itemText)"))
			}
			if found.delete == nil {
				found.notes.append(Note("no delete screenlet: \(file) has no DELETE on \(itemText)"))
			}
		}
		if let update = found.update, found.read == nil {
			found.notes.append(Note("the update screenlet does not load the \(entry.name) first: \(file) has no GET of one on \(update.path); its form starts empty, and the PATCH sends every input, empty ones too"))
		}
		if let list = found.list, found.sort == nil, list.parameters.contains(where: { $0.name == "sort" && $0.place == .query }) {
			found.notes.append(Note("the list sets no sort: \(entry.name) has no id to order its pages by, so they may repeat or skip an entry added between pages; give \(document.name(of: list)) a {\"name\": \"sort\", \"value\": \"<field>:asc\"} of a field no two entries share"))
		}
		// An id a spec cannot name (`get tickets`): the spec names the operation by its method and path.
		for operation in [found.list, found.add, found.read, found.update, found.delete].compactMap({ $0 }) {
			if let id = document.unnameableId(of: operation) {
				found.notes.append(Note(at: operation.location, "the operationId \(JSONText.string(id)) of \(operation.method.rawValue) \(operation.path) is no name a spec can give (an operationId of letters, digits, _, - and .); the spec names the operation \(JSONText.string(document.name(of: operation)))"))
			}
		}
		if found.list == nil && found.add == nil && found.update == nil && found.delete == nil {
			throw Failure(message: "\(file) has no list, add, update or delete operation of \(entry.name): nothing to start from")
		}
		return found
	}

	/// The list of an entry that no collection lists, only a relationship's page below a parent
	/// (the related Object of `Object1`'s document, `GET /{object1Id}/relationship1`): the
	/// parent named by its id where a path does so (`/{object1Id}/…` before
	/// `/by-external-reference-code/{currentExternalReferenceCode}/…`), the shortest path, the
	/// document's first; and the note that says where the list comes from and what else lists it.
	static func relatedList(of entry: Schema, in document: OpenAPIDocument, order: (Operation) -> Int) -> (operation: Operation, parent: String, note: Note)? {
		let lists = document.relatedLists().filter { $0.entry == entry.name }
		guard let chosen = lists.min(by: { a, b in
			(isIdParameter(a.parent) ? 0 : 1, OpenAPIDocument.segments(a.operation.path).count, order(a.operation))
				< (isIdParameter(b.parent) ? 0 : 1, OpenAPIDocument.segments(b.operation.path).count, order(b.operation))
		}) else {
			return nil
		}
		let others = lists.filter { $0.operation.path != chosen.operation.path && isIdParameter($0.parent) == isIdParameter(chosen.parent) }.map { $0.operation }
		let also = others.isEmpty ? "" : "; " + others.map { "\($0.path) (\(JSONText.string(document.name(of: $0))))" }.joined(separator: ", ")
			+ " \(others.count == 1 ? "lists" : "list") \(entry.name) entries of another relationship: name that operation in \"page\" to list those"
		let note = Note(at: chosen.operation.location, "the list of \(entry.name) is \(chosen.operation.method.rawValue) \(chosen.operation.path), the \(entry.name) entries of one parent entry (\(document.file) lists \(entry.name) only below a parent), so the list screenlet's \(chosen.parent) property says whose entries it shows\(also)")
		return (chosen.operation, chosen.parent, note)
	}

	/// `object1Id`, not `currentExternalReferenceCode`: a parameter that is an entry's id.
	static func isIdParameter(_ name: String) -> Bool {
		return name.hasSuffix("Id")
	}

	/// "Choose a ticket first" for `ticketId`: what a related list says before its parent is set.
	static func chooseParentMessage(_ parent: String) -> String {
		let words = Words.camelCaseWords(isIdParameter(parent) ? String(parent.dropLast(2)) : parent).map { $0.lowercased() }
		let noun = words.isEmpty ? "parent entry" : words.joined(separator: " ")
		let article = "aeiou".contains(noun.first ?? "x") ? "an" : "a"
		return "Choose \(article) \(noun) first"
	}

	/// The entry schema: the one `--schema` names, else the only one a collection lists (or
	/// the one `--entity` names among several): `OpenAPIDocument.chooseEntry`, as the generator.
	static func entrySchema(_ document: OpenAPIDocument, given: String?, entity: String?) throws(Failure) -> Schema {
		switch document.chooseEntry(named: given, entity: entity) {
		case .entry(let schema):
			return schema
		case .noList(let posted):
			let advice = posted.isEmpty ? "" : " (a POST sends \(posted.joined(separator: ", ")))"
			throw Failure(message: "\(document.file) has no list operation (a GET on a collection path whose answer is a page: items and totalCount), so init cannot tell which schema is the entity's; name it with --schema NAME\(advice)")
		case .several(let entries):
			let paths = Dictionary(document.collectionLists().map { ($0.entry, $0.operation.path) }, uniquingKeysWith: { first, _ in first })
			let listed = entries.map { entry in "\(entry) (GET \(paths[entry] ?? ""))" }
			throw Failure(message: "\(document.file) lists \(entries.count) entry schemas: \(listed.joined(separator: ", ")); choose one with --schema \(entries[0])")
		case .unknown(let name, let entries):
			let listed = Set(entries)
			let others = document.schemas.keys.filter { !listed.contains($0) }.sorted()
			let known = entries.isEmpty ? "" : "; its lists' entries are \(entries.joined(separator: ", "))"
			throw Failure(message: "--schema \(name): \(document.file) has no schema \(JSONText.string(name))\(Suggestion.hint(for: name, in: entries + others))\(known)")
		case .page(let name, let entry):
			throw Failure(message: "--schema \(name): \(name) is the page of a list of \(entry); give the entry's schema, --schema \(entry)")
		case .notListed(let name, let entries):
			throw Failure(message: "--schema \(name): \(name) is not an entry of \(document.file) (no list answers a page of it); its entries are \(entries.joined(separator: ", "))\(Suggestion.hint(for: name, in: entries))")
		}
	}

	/// Where an entry's own path is, one parameter below: `/visits` for `/visits`, and for a
	/// site's collection both its path and the path without `/scopes/{scopeKey}` (an Object's
	/// entries are at `/{ticketId}` whatever their site); `/` is the empty base.
	static func itemPathBases(_ collection: String) -> [String] {
		let base = collection == "/" ? "" : collection
		let scope = "/scopes/{scopeKey}"
		return base.hasPrefix(scope) ? [base, String(base.dropFirst(scope.count))] : [base]
	}

	/// The newest first, each page after the one before whatever was added since: by
	/// `dateCreated`, with `id` to order entries of one instant (the portal's sort takes
	/// several keys, `a:desc,b:desc`); by `id` alone where there is no `dateCreated`. Nil
	/// without an `id`: no other field tells two entries apart.
	static func stableSort(of entry: Schema) -> String? {
		guard entry.property("id") != nil else {
			return nil
		}
		return entry.property("dateCreated") != nil ? "dateCreated:desc,id:desc" : "id:desc"
	}

	/// The last words of a text field's name that say it holds more than a line
	/// (`description`, `visitNotes`): such a field is a text view. An Object's long text and
	/// rich text fields are written as any text (`"type": "string"`), so the name is all the
	/// document tells.
	static let longTextWords: Set<String> = ["description", "notes", "note", "comment", "comments", "details", "summary", "body", "content", "remarks", "message", "instructions", "abstract"]

	static func isLongText(_ field: OpenAPIDocument.EntryField) -> Bool {
		guard field.type == .string, !OpenAPIDocument.isAnyPicklist(field.property.type), let last = Words.camelCaseWords(field.name).last else {
			return false
		}
		return longTextWords.contains(last.lowercased())
	}

	private static func sends(_ entry: Schema, _ operation: Operation) -> Bool {
		return operation.requestBody?.type == .reference(entry.name)
	}

	// MARK: Writing

	/// A field of every Object entry that is an attribute but not a form's input: an add's
	/// `externalReferenceCode` is made on the device.
	static let systemInputs: Set<String> = ["externalReferenceCode"]

	/// One attribute: the entry's field under a Swift name, and the input that sets it.
	private struct HeadlessField {
		var field: OpenAPIDocument.EntryField
		var name: String
		/// Where it is read (`HeadlessAPI.EntryAttribute.key`), written when it is not `name`.
		var key: String
		/// Why `name` is not the field's own; nil when it is.
		var renaming: String?
	}

	/// A note for each field left out, renamed, or shown but not sent (a writable field whose
	/// name a body cannot give), at the field, in the document's order.
	/// `hasForm`: an add or an update is written, whose inputs a picklist's note is about.
	private static func headlessFieldNotes(_ fields: [HeadlessField], leftOut: [HeadlessAPI.LeftOutField], entry: Schema, entity: String, downloads: Bool,
			isWritable: (HeadlessField) -> Bool, hasForm: Bool, relationships: [Note]) -> [Note] {
		var notes = relationships + leftOut.map { field in
			Note(at: field.property.location, "\(HeadlessAPI.fieldText(field.property, of: entry)) is left out of the attributes: \(field.reason)")
		}
		for field in fields {
			let property = field.field.property
			if let renaming = field.renaming {
				notes.append(Note(at: property.location, "\(HeadlessAPI.fieldText(property, of: entry)) is the attribute \(JSONText.string(field.name)) (\"key\": \(JSONText.string(field.key))): \(renaming)"))
			}
			if let translations = entry.property(property.name + "_i18n"), translations.type == .object {
				// A localized field: read in the app's language, written through its map.
				notes.append(Note(at: translations.location, "\(HeadlessAPI.fieldText(translations, of: entry)) is left out of the attributes: \(JSONText.string(field.name)) is \(property.name) in the app's language (the portal answers it in the request's Accept-Language), and a write sends \(translations.name) with the app's language set in the entry's translations, read first by an update, so the other languages stay"))
			}
			if hasForm && isWritable(field), let manyToOne = OpenAPIDocument.manyToOneField(property.name) {
				// The parent's entries are in the parent's own document, which a spec names for a chooser.
				let parents = Words.plural(String(manyToOne.parentId.dropLast(2)))
				notes.append(Note(at: property.location, "\(HeadlessAPI.fieldText(property, of: entry)) is taken by the forms as a number (the parent's id); save the \(Words.capitalized(String(manyToOne.parentId.dropLast(2)))) Object's document beside the spec (/o/c/\(parents.lowercased())/openapi.json) and name it, \"choosers\": {\(JSONText.string(property.name)): {\"openapi\": \(JSONText.string(parents.lowercased() + ".openapi.json"))}}, for a choice of its entries by name (Documentation/Spec.md, Relationships)"))
			}
			if OpenAPIDocument.isAttachment(property.type) {
				// Shown by its file's name; the bytes are read on demand, never with the list.
				let download = downloads ? "\(entity)Request.download\(Words.capitalized(Words.lowerCamel(property.name)))(of:session:) reads the file"
					: "no function reads the file, for the document has no GET of one \(entry.name) by its id"
				notes.append(Note(at: property.location, "\(HeadlessAPI.fieldText(property, of: entry)) is an attachment: the attribute \(JSONText.string(field.name)) shows its file's name (\"key\": \(JSONText.string(field.key))), and \(download); the forms written here leave it out: to attach a file, add the input {\"name\": \(JSONText.string(property.name)), \"type\": \"File\"} and send it in a \"body\""))
			}
			else if isWritable(field) && !SpecDecoder.isParamName(property.name) {
				notes.append(Note(at: property.location, "\(HeadlessAPI.fieldText(property, of: entry)) is no input: a body names its fields in lowerCamelCase, which \(JSONText.string(property.name)) is not; the attribute \(JSONText.string(field.name)) shows it"))
			}
			else if hasForm && isWritable(field) && OpenAPIDocument.isAnyPicklist(property.type) {
				// The document lists no entries: the saved answer of the list type's gives the form its choices.
				let several = OpenAPIDocument.isMultiselectPicklist(property.type)
				notes.append(Note(at: property.location, "\(HeadlessAPI.fieldText(property, of: entry)) is a \(several ? "multiselect " : "")picklist, whose entries the document does not list: the form takes \(several ? "its keys as text, separated by commas" : "its key as text"); save the entries of its list type beside the spec and name them, \"picklists\": {\(JSONText.string(property.name)): \(JSONText.string(property.name + ".list-type.json"))}, for \(several ? "a switch for each entry" : "a choice of the entries' names") (Documentation/Portal.md)"))
			}
		}
		return notes.enumerated().sorted { a, b in
			let (left, right) = (a.element.location.map { ($0.line, $0.column) } ?? (0, 0), b.element.location.map { ($0.line, $0.column) } ?? (0, 0))
			return left != right ? left < right : a.offset < b.offset
		}.map { $0.element }
	}

	/// What init leaves out of a relationship, and why, at each field: on a child, the parent's
	/// code beside its id (`r_…_c_object1ERC`) and the parent itself (`relationship2`, embedded
	/// only when asked, which a list may show a field of); on a parent, its related entries (an
	/// array), which are a list of their own.
	static func relationshipNotes(_ entry: Schema, document: OpenAPIDocument, attributes: [(field: String, name: String)]) -> [Note] {
		let names = Dictionary(attributes, uniquingKeysWith: { first, _ in first })
		// The many-to-one ids written out, by relationship: `relationship2` → (`object1Id`, the field).
		var manyToOne: [String: (attribute: String, parentId: String)] = [:]
		for property in entry.properties {
			if let field = OpenAPIDocument.manyToOneField(property.name), let attribute = names[property.name] {
				manyToOne[field.relationship] = (attribute, field.parentId)
			}
		}
		// A relationship's entries are listed at a path named as the parent's field (`/{object1Id}/relationship1`).
		let relatedLists = Set(document.relatedLists().map { "\($0.entry) \(OpenAPIDocument.segments($0.operation.path).last ?? "")" })
		var notes: [Note] = []
		for property in entry.properties {
			let text = HeadlessAPI.fieldText(property, of: entry)
			if property.name.hasPrefix("r_"), property.name.hasSuffix("ERC"),
					let id = OpenAPIDocument.manyToOneField(String(property.name.dropLast(3)) + "Id"), let written = manyToOne[id.relationship] {
				let parent = Words.capitalized(String(id.parentId.dropLast(2)))
				notes.append(Note(at: property.location, "\(text) is left out of the attributes: it names the same \(parent) entry by its external reference code (a code no entry has adds an empty \(parent)); the attribute \(JSONText.string(written.attribute)) holds it by id"))
			}
			else if let written = manyToOne[property.name], property.type == .object {
				notes.append(Note(at: property.location, "\(text) is left out of the attributes: it is the \(Words.capitalized(String(written.parentId.dropLast(2)))) entry itself, which an answer holds only when asked (nestedFields=\(property.name)); a list shows a field of it with an attribute such as { \"name\": \"parentTitle\", \"type\": \"String\", \"key\": \"\(property.name).<field>\", \"optional\": true } and the page's { \"name\": \"nestedFields\", \"value\": \"\(property.name)\" }"))
			}
			else if case .array(of: .reference(let related)) = property.type, !OpenAPIDocument.isBookkeeping(property.name), relatedLists.contains("\(related) \(property.name)") {
				notes.append(Note(at: property.location, "\(text) is left out of the attributes: its \(related) entries are a list of their own (init --openapi \(document.file) --schema \(related))"))
			}
		}
		return notes
	}

	/// The spec's text, and a note for each field renamed or left out (which depend on the entity's name).
	struct HeadlessText {
		var text: String
		var notes: [Note]
	}

	static func writeHeadless(_ operations: HeadlessOperations, document: OpenAPIDocument, reference: String, entity: String) throws(Failure) -> HeadlessText {
		guard SwiftIdentifier.isUpperCamel(entity) else {
			throw Failure(message: "--entity \(entity): an UpperCamelCase Swift identifier is needed, e.g. Ticket")
		}
		let entry = operations.entry
		// The generator's rule (`HeadlessAPI.entryAttributes`): the attributes it gives a spec
		// that leaves them out, each field renamed or left out said.
		let made = HeadlessAPI.entryAttributes(of: entry, in: document, entity: entity)
		var fields = made.attributes.map { HeadlessField(field: $0.field, name: $0.name, key: $0.key, renaming: $0.renaming) }
		guard !fields.isEmpty else {
			throw Failure(message: "the schema \(entry.name) has no field an attribute can hold (String, Int, Int64, Double, Bool, Date or a picklist)")
		}
		let isWritable: (HeadlessField) -> Bool = { !$0.field.property.isReadOnly && $0.field.name != "id" && !systemInputs.contains($0.field.name) }
		// A body names a field as a call names a parameter (lowerCamelCase): a field of another
		// name (`Type`) is shown, never sent.
		let isInput: (HeadlessField) -> Bool = { isWritable($0) && SpecDecoder.isParamName($0.field.name) && !OpenAPIDocument.isAttachment($0.field.property.type) }
		// An attribute is named as the input that sets it (`ticketDescription`, since a View
		// has a `description`), so that a loaded entry fills the form (`fillForm`).
		let viewNamespace = ModelBuilder.actionViewNamespace()
		for index in fields.indices where isInput(fields[index]) && viewNamespace.takesProperty(fields[index].name) {
			let input = ModelBuilder.alternative(to: fields[index].name, entity: entity, in: viewNamespace)
			if ModelBuilder.attributeNameProblem(input, type: fields[index].field.type) == nil, !fields.contains(where: { $0.name == input }) {
				fields[index].renaming = "named as the input that sets it (a View has a \(JSONText.string(fields[index].name))), so that a loaded entry fills the form"
				fields[index].name = input
			}
		}
		let notes = headlessFieldNotes(fields, leftOut: made.leftOut, entry: entry, entity: entity,
			downloads: ModelBuilder.entryPath(of: entry, in: document) != nil, isWritable: isWritable, hasForm: operations.add != nil || operations.update != nil,
			relationships: relationshipNotes(entry, document: document, attributes: fields.map { ($0.field.name, $0.name) }))
		let inputs = fields.filter(isInput)
		let isText: (HeadlessField) -> Bool = { $0.field.type == .string && !OpenAPIDocument.isAnyPicklist($0.field.property.type) }
		// A row shows what the form asks for first: a required text (a title), else any text.
		let cell = inputs.first { isText($0) && $0.field.isRequired }
			?? inputs.first(where: isText)
			?? inputs.first { $0.field.type == .string }
			?? fields.first { $0.field.type == .string && !["id", "externalReferenceCode"].contains($0.field.name) }
			?? fields[0]

		var json = "{\n"
		json += "  \"entity\": \(JSONText.string(entity)),\n"
		json += "  \"openapi\": \(JSONText.string(reference)),\n"
		if let basePath = operations.basePath {
			json += "  \"basePath\": \(JSONText.string(basePath)),\n"
		}
		if document.pageSchemas.map({ $0.pageEntryName }) != [operations.entry.name] {
			json += "  \"schema\": \(JSONText.string(operations.entry.name)),\n"
		}
		json += "  \"attributes\": [\n"
		json += fields.map { field in
			var text = "    { \"name\": \(JSONText.string(field.name)), \"type\": \"\(field.field.type.rawValue)\""
			if field.key != field.name {
				text += ", \"key\": \(JSONText.string(field.key))"
			}
			return text + (field.field.isOptional ? ", \"optional\": true }" : " }")
		}.joined(separator: ",\n")
		json += "\n  ],\n  \"screenlets\": [\n"
		var screenlets: [String] = []
		if let list = operations.list {
			screenlets.append(headlessList(list, parent: operations.listParent, sort: operations.sort, document: document, entity: entity, cell: cell.name))
		}
		let words = Words.camelCaseWords(entity).map { $0.lowercased() }.joined(separator: "-")
		if let add = operations.add {
			screenlets.append(headlessAction("Add", "add-" + words, add, id: nil, inputs: inputs, document: document, entity: entity, entry: operations.entry))
		}
		if let update = operations.update {
			let read = operations.read.map { ("load-" + words, $0) }
			screenlets.append(headlessAction("Update", "update-" + words, update, id: itemParameter(update), inputs: inputs, read: read, document: document, entity: entity, entry: operations.entry))
		}
		if let delete = operations.delete {
			screenlets.append(headlessAction("Delete", "delete-" + words, delete, id: itemParameter(delete), inputs: [], document: document, entity: entity, entry: operations.entry))
		}
		json += screenlets.joined(separator: ",\n") + "\n  ]\n}\n"
		return HeadlessText(text: json, notes: notes)
	}

	/// The entry's own parameter: the last segment's (`ticketId` of `/{ticketId}`).
	private static func itemParameter(_ operation: Operation) -> String? {
		return OpenAPIDocument.segments(operation.path).last.flatMap(OpenAPIDocument.parameterName)
	}

	/// The path's parameters other than the entry's: `scopeKey`, given bare (the session's
	/// site when the screenlet does not say).
	private static func siteParameters(_ operation: Operation, except id: String?) -> [String] {
		return OpenAPIDocument.segments(operation.path).compactMap(OpenAPIDocument.parameterName).filter { $0 != id }.map { JSONText.string($0) }
	}

	private static func screenletName(_ name: String) -> String {
		return FrameworkInventory.isTakenTypeName("\(name)Screenlet") ? "App" + name : name
	}

	/// A list on `list`; below a parent entry (`parent`, a relationship's page), the parent's
	/// id or code is a property the list checks before it asks (`positive`, `notEmpty`).
	private static func headlessList(_ list: Operation, parent: String?, sort: String?, document: OpenAPIDocument, entity: String, cell: String) -> String {
		var text = "    {\n      \"kind\": \"list\",\n"
		let listName = "\(entity)List"
		if FrameworkInventory.isTakenTypeName("\(listName)Screenlet") {
			text += "      \"name\": \(JSONText.string("App" + listName)),\n"
		}
		var params = siteParameters(list, except: parent)
		if let parent = parent {
			let screenletNamespace = ModelBuilder.listScreenletNamespace([])
			let property = screenletNamespace.takesProperty(parent) ? ModelBuilder.alternative(to: parent, entity: entity, in: screenletNamespace) : parent
			let (type, validate) = isIdParameter(parent) ? ("Int64", "positive") : ("String", "notEmpty")
			text += "      \"properties\": [{ \"name\": \(JSONText.string(property)), \"type\": \"\(type)\", \"validate\": \"\(validate)\", \"message\": \(JSONText.string(chooseParentMessage(parent))) }],\n"
			params.insert(reference(parent, from: property), at: 0)
		}
		if let sort = sort {
			params.append("{ \"name\": \"sort\", \"value\": \(JSONText.string(sort)) }")
		}
		text += "      \"page\": { \"operation\": \(JSONText.string(document.name(of: list))), \"params\": [\(params.joined(separator: ", "))] },\n"
		text += "      \"cell\": \(JSONText.string(cell))\n    }"
		return text
	}

	/// An add, update or delete screenlet: the entry's id as a property (update, delete), the
	/// writable fields as inputs sent in the body (add, update), a long text as a text view.
	/// `read` (an update's) is an action before the write that loads the entry, whose answer
	/// fills the inputs named as its attributes.
	private static func headlessAction(_ verb: String, _ actionName: String, _ operation: Operation, id: String?, inputs fields: [HeadlessField],
			read: (name: String, operation: Operation)? = nil, document: OpenAPIDocument, entity: String, entry: Schema) -> String {
		let screenletNamespace = ModelBuilder.actionScreenletNamespace([])
		let viewNamespace = ModelBuilder.actionViewNamespace()
		var params = siteParameters(operation, except: id)
		var readParams = read.map { siteParameters($0.operation, except: id) } ?? []
		var text = "    {\n      \"kind\": \"action\",\n"
		text += "      \"name\": \(JSONText.string(screenletName(verb + entity))),\n"
		if let id = id {
			let property = screenletNamespace.takesProperty(id) ? ModelBuilder.alternative(to: id, entity: entity, in: screenletNamespace) : id
			text += "      \"properties\": [{ \"name\": \(JSONText.string(property)), \"type\": \"\(id.hasSuffix("Id") ? "Int64" : "String")\" }],\n"
			params.append(reference(id, from: property))
			readParams.append(reference(id, from: property))
		}
		var body: [String] = []
		if !fields.isEmpty {
			let inputs = fields.map { field -> String in
				let input = viewNamespace.takesProperty(field.name) ? ModelBuilder.alternative(to: field.name, entity: entity, in: viewNamespace) : field.name
				body.append(reference(field.field.name, from: input))
				let validate = field.field.isRequired && field.field.type == .string ? ", \"validate\": \"notEmpty\"" : ""
				let multiline = isLongText(field.field) ? ", \"multiline\": true" : ""
				return "        { \"name\": \(JSONText.string(input)), \"type\": \"\(field.field.type.rawValue)\"\(validate)\(multiline) }"
			}
			text += "      \"inputs\": [\n" + inputs.joined(separator: ",\n") + "\n      ],\n"
		}
		let result = operation.method != .delete && operation.response?.type == .reference(entry.name) ? "entity" : "none"
		text += "      \"actions\": [\n"
		if let read = read {
			text += "        { \"name\": \(JSONText.string(read.name)), \"operation\": \(JSONText.string(document.name(of: read.operation))), \"params\": [\(readParams.joined(separator: ", "))], \"result\": \"entity\" },\n"
		}
		text += "        { \"name\": \(JSONText.string(actionName)), \"operation\": \(JSONText.string(document.name(of: operation)))"
		text += ", \"params\": [\(params.joined(separator: ", "))]"
		if operation.method != .delete {
			text += ", \"body\": [\(body.joined(separator: ", "))]"
		}
		text += ", \"result\": \"\(result)\" }\n      ]\n    }"
		return text
	}
}
