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
			checkAnswer(operation, call: call, kind: kind, action: action, api: api, diagnostics: &diagnostics)
			checkParameters(operation, call: call, kind: kind, api: api, diagnostics: &diagnostics)
			checkBody(operation, call: call, api: api, diagnostics: &diagnostics)
		}
	}

	/// A list reads a page of entries; an action that reads the entity reads an entry.
	private static func checkAnswer(_ operation: OpenAPIDocument.Operation, call: CallSpec, kind: CallKind, action: ActionSpec?, api: HeadlessAPI, diagnostics: inout Diagnostics) {
		let answered = api.answer(of: operation)
		let name = call.operation?.value ?? ""
		let location = call.operation?.location ?? call.location
		let path = call.operation?.path ?? call.path
		if kind == .page, answered != .page {
			let pages = api.document.operations.filter { $0.method == .get && api.answer(of: $0) == .page }.map { api.name(of: $0) }
			diagnostics.error(at: location, "\(path): \(name) does not answer a page of \(api.entry.name) entries; a list reads one of \(pages.joined(separator: ", "))")
		}
		if let action = action, action.result == .entity, answered != .entry {
			diagnostics.error(at: location, "\(path): \(name) does not answer a \(api.entry.name); write \"result\": \"none\"")
		}
		// `raw` hands the answer on as an object: an empty answer would be an invalid one every time.
		if let action = action, action.result == .raw, !answersObject(operation) {
			let answer = operation.response?.type.map { "answers \(HeadlessAPI.describe($0))" } ?? "answers nothing"
			diagnostics.error(at: location, "\(path): \(name) \(answer), not a JSON object for \"result\": \"raw\"; write \"result\": \"none\"")
		}
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
		for param in call.params {
			if HeadlessAPI.pagingParameters.contains(param.name) {
				diagnostics.error(at: param.location, "\(param.path): \"\(param.name)\" is set by the list from the rows Screens asks for; remove it")
			}
			else if !names.contains(param.name) {
				diagnostics.error(at: param.location, "\(param.path): \(api.name(of: operation)) has no parameter \"\(param.name)\"; its parameters are \(names.joined(separator: ", "))\(Suggestion.hint(for: param.name, in: names))")
			}
		}
		for parameter in operation.parameters where parameter.place == .path && !call.params.contains(where: { $0.name == parameter.name }) {
			diagnostics.error(at: call.operation?.location ?? call.location, "\(call.path).params: \(api.name(of: operation)) needs its path parameter \"\(parameter.name)\"; add \"\(parameter.name)\" (a property or input of that name) or {\"name\": \"\(parameter.name)\", \"from\": ...}")
		}
	}

	/// Body fields are the request schema's writable properties.
	private static func checkBody(_ operation: OpenAPIDocument.Operation, call: CallSpec, api: HeadlessAPI, diagnostics: inout Diagnostics) {
		guard let first = call.body.first else {
			return
		}
		guard let schema = api.requestSchema(of: operation) else {
			diagnostics.error(at: first.location, "\(call.path).body: \(api.name(of: operation)) takes no JSON body; remove \"body\"")
			return
		}
		let writable = schema.properties.filter { !$0.isReadOnly }.map { $0.name }
		for field in call.body {
			guard let property = schema.property(field.name) else {
				diagnostics.error(at: field.location, "\(field.path): \(schema.name) has no field \"\(field.name)\"\(Suggestion.hint(for: field.name, in: writable))")
				continue
			}
			if property.isReadOnly {
				diagnostics.error(at: field.location, "\(field.path): \(schema.name).\(field.name) is read-only (the portal sets it); remove it from \"body\"")
			}
		}
	}

	/// Each attribute reads a field of the entry, as the type the portal answers.
	private static func checkAttributes(_ spec: Spec, api: HeadlessAPI, diagnostics: inout Diagnostics) {
		let names = api.entry.properties.map { $0.name }
		for attribute in spec.attributes {
			let parts = attribute.key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
			guard let property = api.entry.property(parts[0]) else {
				diagnostics.error(at: attribute.name.location, "\(attribute.name.path): \(api.entry.name) has no field \"\(parts[0])\"\(Suggestion.hint(for: parts[0], in: names))")
				continue
			}
			// `creator` and `status` are declared a string and an integer but answered as objects.
			if parts.count > 1 || HeadlessAPI.misdeclared.contains(property.name) {
				if parts.count == 1 {
					diagnostics.error(at: attribute.name.location, "\(attribute.name.path): the portal answers \(property.name) as an object; read one of its fields with \"key\": \"\(property.name).\(property.name == "status" ? "label" : "name")\"")
				}
				continue
			}
			if property.type == .reference("ListEntry") {
				diagnostics.error(at: attribute.name.location, "\(attribute.name.path): \(api.entry.name).\(property.name) is a picklist ({\"key\", \"name\"}); read its key with \"key\": \"\(property.name).key\" (or its name with \"\(property.name).name\")")
				continue
			}
			guard let type = HeadlessAPI.valueType(of: property.type) else {
				diagnostics.error(at: attribute.name.location, "\(attribute.name.path): \(api.entry.name).\(property.name) is \(HeadlessAPI.describe(property.type)), which no attribute type holds; remove the attribute")
				continue
			}
			if type != attribute.type && !(type == .int64 && attribute.type == .int) {
				diagnostics.error(at: attribute.name.location, "\(attribute.name.path): \(api.entry.name).\(property.name) is \(HeadlessAPI.describe(property.type)); write \"type\": \"\(type.rawValue)\"")
			}
		}
	}
}
