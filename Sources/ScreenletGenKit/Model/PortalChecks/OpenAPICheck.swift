/// A headless spec's names checked against its OpenAPI document: each call's operation, its
/// parameters and body fields, each attribute's field and type. One located error per
/// mistake, with the name the document has nearest to it.
enum OpenAPICheck {

	static func check(_ spec: Spec, api: HeadlessAPI, diagnostics: inout Diagnostics) {
		checkAttributes(spec, api: api, diagnostics: &diagnostics)
		for (call, _, kind, action) in Discovery.calls(of: spec) {
			guard let operation = api.operation(for: call, diagnostics: &diagnostics) else {
				continue
			}
			// The parameters and body of an operation of the wrong kind are not the mistake.
			guard checkAnswer(operation, call: call, kind: kind, action: action, api: api, diagnostics: &diagnostics) else {
				continue
			}
			checkParameters(operation, call: call, kind: kind, api: api, diagnostics: &diagnostics)
			checkListQuery(operation, call: call, api: api, diagnostics: &diagnostics)
			checkBody(operation, call: call, spec: spec, api: api, diagnostics: &diagnostics)
		}
	}

	/// A list reads a page of entries; an action that reads the entity reads an entry. False
	/// (with an error) when the operation answers another thing.
	private static func checkAnswer(_ operation: OpenAPIDocument.Operation, call: CallSpec, kind: CallKind, action: ActionSpec?, api: HeadlessAPI, diagnostics: inout Diagnostics) -> Bool {
		let answered = api.answer(of: operation)
		let name = call.operation?.value ?? ""
		let location = call.operation?.location ?? call.location
		let path = call.operation?.path ?? call.path
		if kind == .page, answered != .page {
			let pages = api.document.operations.filter { $0.method == .get && api.answer(of: $0) == .page }.map { api.document.name(of: $0) }
			diagnostics.error(at: location, "\(path): \(name) does not answer a page of \(api.entry.name) entries; a list reads one of \(pages.joined(separator: ", "))")
			return false
		}
		if let action = action, action.result == .entity, answered != .entry {
			diagnostics.error(at: location, "\(path): \(name) does not answer a \(api.entry.name); write \"result\": \"none\"")
			return false
		}
		// `raw` hands the answer on as an object: an empty answer would be an invalid one every time.
		if let action = action, action.result == .raw, !answersObject(operation) {
			let answer = operation.response?.type.map { "answers \(HeadlessAPI.describe($0))" } ?? "answers nothing"
			diagnostics.error(at: location, "\(path): \(name) \(answer), not a JSON object for \"result\": \"raw\"; write \"result\": \"none\"")
			return false
		}
		return true
	}

	private static func answersObject(_ operation: OpenAPIDocument.Operation) -> Bool {
		switch operation.response?.type {
		case .reference?, .object?, .any?: return true
		default: return false
		}
	}

	/// Every name is a path or query parameter of the operation; every path parameter is given.
	private static func checkParameters(_ operation: OpenAPIDocument.Operation, call: CallSpec, kind: CallKind, api: HeadlessAPI, diagnostics: inout Diagnostics) {
		let names = operation.parameters.filter { $0.place == .path || $0.place == .query }.map { $0.name }
		let known = Set(names)
		let given = Set(call.params.map { $0.name })
		let written = call.operation?.value ?? api.document.name(of: operation)
		for param in call.params {
			if HeadlessAPI.pagingParameters.contains(param.name) {
				diagnostics.error(at: param.location, "\(param.path): \"\(param.name)\" is set by the list from the rows Screens asks for; remove it")
			}
			else if !known.contains(param.name) {
				diagnostics.error(at: param.location, "\(param.path): \(written) has no parameter \"\(param.name)\"; its parameters are \(names.joined(separator: ", "))\(Suggestion.hint(for: param.name, in: names))")
			}
		}
		for parameter in operation.parameters where parameter.place == .path && !given.contains(parameter.name) {
			diagnostics.error(at: call.operation?.location ?? call.location, "\(call.operation?.path ?? call.path): \(written) needs its path parameter \"\(parameter.name)\"; add \"\(parameter.name)\" to \"params\" (a property or input of that name) or {\"name\": \"\(parameter.name)\", \"from\": ...}")
		}
	}

	/// A fixed `sort`, `filter` or `nestedFields` of a call that answers a page of entries names
	/// fields of the entry (`nestedFields` one that holds another entry): a filter only those the schema's `x-filterable` lists (the entry's own fields
	/// where the document has no such list, as an API Builder application's), a sort a field
	/// of the entry or one `x-filterable` lists (the document marks none sortable). A sort's
	/// direction is `asc` or `desc`.
	private static func checkListQuery(_ operation: OpenAPIDocument.Operation, call: CallSpec, api: HeadlessAPI, diagnostics: inout Diagnostics) {
		guard api.answer(of: operation) == .page else {
			return
		}
		let entry = api.entry
		let fields = entry.properties.map { $0.name }
		let isField = Set(fields)
		for param in call.params {
			guard case .string(let text)? = param.value else {
				continue
			}
			switch param.name {
			case "sort":
				let sortable = fields + (entry.filterableNames ?? []).filter { !isField.contains($0) }
				let isSortable = Set(sortable)
				let example = isField.contains("dateCreated") ? "dateCreated" : entry.properties.first { OpenAPIDocument.valueType(of: $0.type) == .date }?.name ?? fields.first ?? "id"
				for (field, direction) in OpenAPICheck.sortKeys(text) {
					if !isSortable.contains(field) {
						diagnostics.error(at: param.location, "\(param.path): the sort names \(JSONText.string(field)), which is no field of \(entry.name)\(Suggestion.hint(for: field, in: sortable)); sort by one of its fields, e.g. \"\(example):desc\"")
					}
					else if let direction = direction, !["asc", "desc"].contains(direction) {
						diagnostics.error(at: param.location, "\(param.path): \(JSONText.string(field + ":" + direction)) sorts neither up nor down; write \"\(field):asc\" or \"\(field):desc\"")
					}
				}
			case "filter":
				let filterable = entry.filterableNames ?? fields
				let isFilterable = Set(filterable)
				let marked = entry.filterableNames != nil
				for field in OpenAPICheck.filterFields(text) where !isFilterable.contains(field) && (marked || !isField.contains(field.split(separator: "/").first.map(String.init) ?? field)) {
					let hint = Suggestion.hint(for: field, in: filterable.filter { !$0.contains("/") || field.contains("/") })
					if marked {
						diagnostics.error(at: param.location, "\(param.path): the filter names \(JSONText.string(field)), which \(api.document.file) does not list among the fields \(entry.name) is filtered by (its x-filterable)\(hint); filter by one of those")
					}
					else {
						diagnostics.error(at: param.location, "\(param.path): the filter names \(JSONText.string(field)), which is no field of \(entry.name)\(hint); filter by one of its fields")
					}
				}
			case "nestedFields":
				// The portal embeds what a field of the entry holds of another entry (a relationship's
				// parent or children, `auditEvents`): a field that is no plain value.
				let embeddable = entry.properties.filter { OpenAPIDocument.valueType(of: $0.type) == nil || OpenAPIDocument.isAnyPicklist($0.type) }.map { $0.name }
				let isEmbeddable = Set(embeddable)
				for name in text.split(separator: ",").map({ String($0.split(separator: ".").first ?? "").trimmingCharacters(in: .whitespaces) }) where !isEmbeddable.contains(name) {
					diagnostics.error(at: param.location, "\(param.path): nestedFields names \(JSONText.string(name)), which is no field of \(entry.name) an answer embeds\(Suggestion.hint(for: name, in: embeddable)); name a relationship of \(entry.name) (a field holding an object or a list)")
				}
			default:
				continue
			}
		}
	}

	/// `dateCreated:desc,id` → (`dateCreated`, `desc`), (`id`, nil): the portal's sort, fields
	/// separated by commas, each with an optional direction after a colon.
	static func sortKeys(_ text: String) -> [(field: String, direction: String?)] {
		return text.split(separator: ",").compactMap { key in
			let parts = key.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
			guard let field = parts.first, !field.isEmpty else {
				return nil
			}
			return (field, parts.count > 1 ? parts[1] : nil)
		}
	}

	/// The fields an OData filter names, in order, once each: `subject eq 'x' and
	/// contains(description, 'y')` → `subject`, `description`; `keywords/any(k:k eq 'a')` →
	/// `keywords`. Operators, functions, literals (quoted text, numbers, dates, `true`, `null`)
	/// and a lambda's variable are not fields.
	static func filterFields(_ text: String) -> [String] {
		let keywords: Set<String> = ["and", "or", "not", "eq", "ne", "gt", "ge", "lt", "le", "in", "has", "true", "false", "null"]
		let characters = Array(text)
		var names: [String] = []
		var named: Set<String> = []
		var lambdas: Set<String> = []
		var index = 0
		func isWord(_ character: Character) -> Bool {
			return character.isLetter || character.isNumber || character == "_" || character == "/" || character == "."
		}
		func nextSignificant(after end: Int) -> Character? {
			var next = end
			while next < characters.count, characters[next] == " " {
				next += 1
			}
			return next < characters.count ? characters[next] : nil
		}
		while index < characters.count {
			let character = characters[index]
			if character == "'" {
				// Quoted text, a doubled quote standing for one.
				index += 1
				while index < characters.count {
					if characters[index] == "'" {
						if index + 1 < characters.count, characters[index + 1] == "'" {
							index += 2
							continue
						}
						break
					}
					index += 1
				}
				index += 1
			}
			else if character.isNumber || character == "-" {
				// A number or a date (2024-01-01T00:00:00Z).
				while index < characters.count, characters[index].isLetter || characters[index].isNumber || ":.+-".contains(characters[index]) {
					index += 1
				}
			}
			else if character.isLetter || character == "_" {
				let start = index
				while index < characters.count, isWord(characters[index]) {
					index += 1
				}
				var word = String(characters[start..<index])
				let next = nextSignificant(after: index)
				if keywords.contains(word.lowercased()) {
					continue
				}
				if next == ":" {
					lambdas.insert(word)
					continue
				}
				if next == "(" {
					// A function (`contains`), or a lambda over a collection (`keywords/any`).
					guard let slash = word.lastIndex(of: "/"), ["any", "all"].contains(word[word.index(after: slash)...].lowercased()) else {
						continue
					}
					word = String(word[..<slash])
				}
				if let root = word.split(separator: "/").first, lambdas.contains(String(root)) {
					continue
				}
				if named.insert(word).inserted {
					names.append(word)
				}
			}
			else {
				index += 1
			}
		}
		return names
	}

	/// Body fields are the request schema's writable properties.
	/// A rich text field the spec reads as its plain text (`summaryRawText`) is not sent.
	private static func checkBody(_ operation: OpenAPIDocument.Operation, call: CallSpec, spec: Spec, api: HeadlessAPI, diagnostics: inout Diagnostics) {
		guard let first = call.body.first else {
			return
		}
		let written = call.operation?.value ?? api.document.name(of: operation)
		guard let schema = api.requestSchema(of: operation) else {
			if let type = operation.requestBody?.type {
				diagnostics.error(at: first.location, "\(call.path).body: \(written) takes a body of no schema (\(HeadlessAPI.describe(type))), whose fields cannot be checked; call an operation that takes a \(api.entry.name)")
			}
			else {
				diagnostics.error(at: first.location, "\(call.path).body: \(written) takes no JSON body; remove \"body\"")
			}
			return
		}
		let writable = schema.properties.filter { !$0.isReadOnly }.map { $0.name }
		let richTextAttributes = spec.attributes.filter { richTextField(AttributeSpec.keyParts($0.key), of: api.entry) != nil }
		for field in call.body {
			guard let property = schema.property(field.name) else {
				diagnostics.error(at: field.location, "\(field.path): \(schema.name) has no field \"\(field.name)\"\(Suggestion.hint(for: field.name, in: writable))")
				continue
			}
			if property.isReadOnly {
				diagnostics.error(at: field.location, "\(field.path): \(schema.name).\(field.name) is read-only (the portal sets it); remove it from \"body\"")
			}
			else if let attribute = richTextAttributes.first(where: { $0.key == field.name + "RawText" }) {
				// Plain text sent into an HTML field would replace the portal's markup without a word.
				diagnostics.error(at: field.location, "\(field.path): \(schema.name).\(field.name) is rich text (the attribute \"\(attribute.name.value)\" reads its \(field.name)RawText): a screenlet shows it read-only, for plain text sent back would replace its HTML; remove it from \"body\"")
			}
		}
	}

	/// Each attribute reads a field of the entry (or a field of an object the entry holds), as
	/// the type the portal answers. An error about the key is at the key, about the type at the type.
	private static func checkAttributes(_ spec: Spec, api: HeadlessAPI, diagnostics: inout Diagnostics) {
		let names = api.entry.properties.map { $0.name }
		for attribute in spec.attributes {
			let key = attribute.writtenKey.map { ($0.location, $0.path) } ?? (attribute.name.location, attribute.name.path)
			let parts = AttributeSpec.keyParts(attribute.key)
			if parts.contains("") {
				diagnostics.error(at: key.0, "\(key.1): \"\(attribute.key)\" names no field; write a field of \(api.entry.name) (\"subject\") or a field of one (\"priority.key\")")
				continue
			}
			if let text = richTextField(parts, of: api.entry) {
				// Not in the document: the portal answers it beside a rich text field (a string there).
				if attribute.type != .string {
					let written = attribute.writtenType.map { ($0.location, $0.path) } ?? (attribute.name.location, attribute.name.path)
					diagnostics.error(at: written.0, "\(written.1): \(api.entry.name).\(parts[0]) is the plain text of \(text.name), if it is a rich text field; write \"type\": \"String\"")
				}
				continue
			}
			guard let property = api.entry.property(parts[0]) else {
				diagnostics.error(at: key.0, "\(key.1): \(api.entry.name) has no field \"\(parts[0])\"\(Suggestion.hint(for: parts[0], in: names))")
				continue
			}
			if parts.count > 1 {
				checkFields(parts, of: property, key: key, api: api, diagnostics: &diagnostics)
				continue
			}
			// `creator` and `status` are declared a string and an integer but answered as objects.
			if HeadlessAPI.misdeclared.contains(property.name) {
				diagnostics.error(at: key.0, "\(key.1): the portal answers \(property.name) as an object; read one of its fields with \"key\": \"\(property.name).\(property.name == "status" ? "label" : "name")\"")
				continue
			}
			if OpenAPIDocument.isPicklist(property.type) {
				diagnostics.error(at: key.0, "\(key.1): \(api.entry.name).\(property.name) is a picklist ({\"key\", \"name\"}); read its key with \"key\": \"\(property.name).key\" (or its name with \"\(property.name).name\")")
				continue
			}
			if OpenAPIDocument.isMultiselectPicklist(property.type) {
				diagnostics.error(at: key.0, "\(key.1): \(api.entry.name).\(property.name) is a multiselect picklist ([{\"key\", \"name\"}, …]); read its keys with \"key\": \"\(property.name).key\" (joined with \", \"; or its names with \"\(property.name).name\")")
				continue
			}
			if OpenAPIDocument.isAttachment(property.type) {
				diagnostics.error(at: key.0, "\(key.1): \(api.entry.name).\(property.name) is an attachment ({\"id\", \"name\", \"link\", \"size\"…}); read its file name with \"key\": \"\(property.name).name\"")
				continue
			}
			guard let type = OpenAPIDocument.valueType(of: property.type) else {
				diagnostics.error(at: attribute.name.location, "\(attribute.name.path): \(api.entry.name).\(property.name) is \(HeadlessAPI.describe(property.type)), which no attribute type holds; remove the attribute")
				continue
			}
			if type != attribute.type && !(type == .int64 && attribute.type == .int) {
				let written = attribute.writtenType.map { ($0.location, $0.path) } ?? (attribute.name.location, attribute.name.path)
				diagnostics.error(at: written.0, "\(written.1): \(api.entry.name).\(property.name) is \(HeadlessAPI.describe(property.type)); write \"type\": \"\(type.rawValue)\"")
			}
		}
	}

	/// `descriptionRawText`, which the document does not declare: the plain text the portal
	/// answers beside a rich text field `description` (HtmlParserUtil.extractText of its HTML).
	/// The document writes a rich text field as a plain string, so any string field may be one.
	static func richTextField(_ parts: [String], of entry: OpenAPIDocument.Schema) -> OpenAPIDocument.Property? {
		guard parts.count == 1, parts[0].hasSuffix("RawText"), entry.property(parts[0]) == nil,
				let field = entry.property(String(parts[0].dropLast("RawText".count))), field.type == .string(format: nil), !field.isWriteOnly else {
			return nil
		}
		return field
	}

	/// `priority.key`: the fields of an object the entry holds (a picklist's, `creator`'s,
	/// `status`'s, a referenced schema's), each in the one before it; a scalar has none. An
	/// object the document does not describe is not checked further.
	private static func checkFields(_ parts: [String], of property: OpenAPIDocument.Property, key: (SourceLocation, String), api: HeadlessAPI, diagnostics: inout Diagnostics) {
		var current = property
		var owner = "\(api.entry.name).\(property.name)"
		for (index, field) in parts.enumerated().dropFirst() {
			let schemaName: String?
			switch current.type {
			case .reference(let name): schemaName = name
			// A multiselect picklist's entries, each read at the same field.
			case .array(of: .reference(let name)) where index == 1 && OpenAPIDocument.isMultiselectPicklist(current.type): schemaName = name
			// Declared a string and an integer, answered as these objects.
			case _ where index == 1 && current.name == "creator": schemaName = "Creator"
			case _ where index == 1 && current.name == "status": schemaName = "Status"
			default: schemaName = nil
			}
			if let name = schemaName, let schema = api.document.schemas[name] {
				guard let next = schema.property(field) else {
					let fields = schema.properties.map { $0.name }.filter { !$0.hasPrefix("x-") }
					diagnostics.error(at: key.0, "\(key.1): \(owner) has no field \"\(field)\"; its fields are \(fields.joined(separator: ", "))\(Suggestion.hint(for: field, in: fields))")
					return
				}
				current = next
				owner += ".\(field)"
			}
			else {
				if schemaName == nil, OpenAPIDocument.valueType(of: current.type) != nil {
					diagnostics.error(at: key.0, "\(key.1): \(owner) is \(HeadlessAPI.describe(current.type)), which has no fields; write \"key\": \"\(parts[..<index].joined(separator: "."))\"")
				}
				return
			}
		}
	}
}
