/// Calls to a headless REST API: the operation the checks found, its path, query and body
/// bound to the screenlet's values.
extension ModelBuilder {

	/// A Mobile SDK service's method, or the spec's headless operation.
	mutating func buildPortalCall(_ call: CallSpec, scope: ValueScope, kind: CallKind) -> PortalCall? {
		guard let api = resolved.api else {
			// An operation in a spec without a document was reported by the decoder.
			return call.operation == nil ? buildCall(call, scope: scope, kind: kind).map(PortalCall.service) : nil
		}
		return buildRequest(call, api: api, scope: scope, kind: kind).map(PortalCall.headless)
	}

	private mutating func buildRequest(_ call: CallSpec, api: HeadlessAPI, scope: ValueScope, kind: CallKind) -> HeadlessCall? {
		// A name the document lacks was reported by the checks against it.
		var reported = Diagnostics()
		guard let operation = api.operation(for: call, diagnostics: &reported) else {
			return nil
		}
		var arguments: [String: ArgumentValue] = [:]
		for param in call.params {
			if let value = requestValue(param, property: nil, scope: scope, kind: kind) {
				arguments[param.name] = value
			}
		}
		var body: [HeadlessCall.BodyField] = []
		let schema = api.requestSchema(of: operation)
		for field in call.body {
			let property = schema?.property(field.name)
			if let value = requestValue(field, property: property, scope: scope, kind: kind) {
				body.append(HeadlessCall.BodyField(name: field.name, value: value, encoding: HeadlessCall.BodyEncoding(property?.type)))
			}
		}
		guard arguments.count == call.params.count, body.count == call.body.count else {
			return nil
		}
		let answer: HeadlessCall.Answer
		switch api.answer(of: operation) {
		case .page: answer = .page
		case .entry: answer = .entry
		case .nothing, .other: answer = .nothing
		}
		var request = HeadlessCall(method: operation.method, basePath: api.basePath, path: [], query: [], body: body, answer: answer, sendsExternalReferenceCode: false)
		var path = operation.path
		if kind == .action, let upsert = api.upsert(for: operation) {
			// Sent again after a lost answer, it finds the entry instead of adding a second one.
			request.method = .put
			path = upsert.path
			let written = body.firstIndex(where: { $0.name == "externalReferenceCode" })
			switch written.map({ body[$0].value }) {
			case .value(let source, let conversion)?:
				// The spec's own code (an input, a property): the add goes by it, and a replay
				// sends it again, so the path and the body name the same entry.
				arguments["externalReferenceCode"] = .value(source, conversion)
			case .literal(let literal, _)? where literal != .null:
				arguments["externalReferenceCode"] = .literal(.string(ModelBuilder.text(of: literal)), as: nil)
			default:
				// None written (or null): a code made on the device, kept by the write for its replay.
				let made = HeadlessCall.BodyField(name: "externalReferenceCode", value: .value(.externalReferenceCode, .none), encoding: .plain)
				arguments["externalReferenceCode"] = made.value
				if let written = written {
					request.body[written] = made
				}
				else if schema?.property("externalReferenceCode") != nil {
					request.body.append(made)
				}
				request.sendsExternalReferenceCode = true
			}
		}
		request.path = ModelBuilder.pathParts(path, arguments: arguments)
		ModelBuilder.markTranslations(&request, schema: schema, path: path, document: api.document)
		let pathNames = Set(operation.parameters.filter { $0.place == .path }.map { $0.name })
		request.query = call.params.filter { !pathNames.contains($0.name) }.compactMap { param in
			arguments[param.name].map { HeadlessCall.NamedValue(name: param.name, value: $0) }
		}
		return request
	}

	/// A body field the request schema also has as `<field>_i18n` (an object, as the portal
	/// declares a localized field's map) is localized. Its write reads `<field>_i18n` before
	/// `<field>` (ObjectFieldBusinessType.getValue), so it is sent as that map; a `PATCH` or `PUT`
	/// that may reach an existing entry reads the entry's map first, where the document has a
	/// GET at the same path, so that the other languages go back unchanged (an add by a code
	/// made on the device has none to keep).
	static func markTranslations(_ request: inout HeadlessCall, schema: OpenAPIDocument.Schema?, path: String, document: OpenAPIDocument) {
		for index in request.body.indices where schema?.property(request.body[index].name + "_i18n")?.type == .object {
			request.body[index].isLocalized = true
		}
		let updates = (request.method == .patch || request.method == .put) && !request.sendsExternalReferenceCode
		request.readsStoredTranslations = updates && request.body.contains { $0.isLocalized } && document.operation(.get, path) != nil
	}

	/// `/scopes/{scopeKey}` → the text `/scopes/`, then the value of `scopeKey`.
	static func pathParts(_ path: String, arguments: [String: ArgumentValue]) -> [HeadlessCall.PathPart] {
		var parts: [HeadlessCall.PathPart] = []
		var text = ""
		var rest = Substring(path)
		while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
			text += rest[..<open]
			let name = String(rest[rest.index(after: open)..<close])
			if let value = arguments[name] {
				if !text.isEmpty {
					parts.append(.text(text))
				}
				text = ""
				parts.append(.value(value))
			}
			else {
				text += rest[open...close]
			}
			rest = rest[rest.index(after: close)...]
		}
		text += rest
		if !text.isEmpty {
			parts.append(.text(text))
		}
		return parts
	}

	/// A parameter's value sent as text (path and query), or a body field's value as the
	/// field's JSON type.
	private mutating func requestValue(_ param: ParamSpec, property: OpenAPIDocument.Property?, scope: ValueScope, kind: CallKind) -> ArgumentValue? {
		if let literal = param.value {
			switch literal {
			case .string, .number, .bool:
				return .literal(property == nil ? .string(ModelBuilder.text(of: literal)) : literal, as: nil)
			case .null where property != nil:
				return .literal(.null, as: nil)
			default:
				diagnostics.error(at: param.location, "\(param.path): a headless \(property == nil ? "parameter" : "field") takes a string, a number or a boolean, not \(literal.kindDescription)")
				return nil
			}
		}
		let name = param.from?.value ?? param.name
		let location = param.from?.location ?? param.location
		// A site's key: its group id works as the key, as `groupId` does for a service.
		let source = self.source(named: name, scope: scope, kind: .action) ?? (name == "scopeKey" ? .groupId : nil)
		guard let found = source, let type = found.type else {
			let candidates = scope.properties.map { $0.name.value } + scope.inputs.map { $0.name.value } + ["groupId", "companyId", "locale"]
			let origin = param.from.map { "\"from\": \"\($0.value)\"" } ?? "\"\(name)\""
			diagnostics.error(at: location, "\(param.from?.path ?? param.path): \(origin) names no property or input\(Suggestion.hint(for: name, in: candidates)); add a property \"\(name)\" or write {\"name\": \"\(param.name)\", \"value\": ...}")
			return nil
		}
		let attachesFile = scope.propertyIndex(name) == nil && scope.inputIndex(name).map { scope.inputs[$0].attachesFile != nil } ?? false
		let isAttachment = property.map { OpenAPIDocument.isAttachment($0.type) } ?? false
		if attachesFile != isAttachment {
			let place = property.map { "the field \(param.name) is \(HeadlessAPI.describe($0.type))" } ?? "\(param.name) is a parameter of the path or query"
			diagnostics.error(at: location, attachesFile
				? "\(param.from?.path ?? param.path): \"\(name)\" is a File, which only an attachment field of a body takes, but \(place); send it to an attachment field, or declare it as a String"
				: "\(param.from?.path ?? param.path): \"\(name)\" is \(type.rawValue.hasPrefix("I") ? "an" : "a") \(type.rawValue), but the field \(param.name) is an attachment, which takes a file; declare the input as {\"name\": \"\(name)\", \"type\": \"File\"} (its View Model member a file URL the app sets)")
			return nil
		}
		if attachesFile {
			return .value(found, .none)
		}
		guard let property = property else {
			switch type {
			case .string: return .value(found, .none)
			case .date: return .value(found, .isoDate(dayOnly: false))
			default: return .value(found, .text)
			}
		}
		let origin = "\(param.from?.path ?? param.path): \"\(name)\" is \(type.rawValue.hasPrefix("I") ? "an" : "a") \(type.rawValue)"
		// An array, an object or another schema than a picklist: nothing a property or input holds.
		guard let expected = OpenAPIDocument.valueType(of: property.type) else {
			diagnostics.error(at: location, "\(origin), but the field \(param.name) is \(HeadlessAPI.describe(property.type)), which no property or input sends; remove it from \"body\" (or send {\"name\": \"\(param.name)\", \"value\": null})")
			return nil
		}
		guard ModelBuilder.fits(type, field: expected) else {
			let field = OpenAPIDocument.isPicklist(property.type) ? "a picklist, sent as its key"
				: OpenAPIDocument.isMultiselectPicklist(property.type) ? "a multiselect picklist, sent as its keys" : HeadlessAPI.describe(property.type)
			diagnostics.error(at: location, "\(origin), but the field \(param.name) is \(field); declare it as \(expected.rawValue)")
			return nil
		}
		if type == .date {
			return .value(found, .isoDate(dayOnly: property.type == .string(format: "date")))
		}
		return .value(found, .none)
	}

	/// Whether a value of `type` is what a body field of `field` takes: the same type, or a
	/// whole number for any number field (an `Int64` for an int32 one too). A `Date` only for a
	/// date, text only for text (or a picklist's key), a `Double` never for an integer.
	static func fits(_ type: ValueType, field: ValueType) -> Bool {
		let isWhole: (ValueType) -> Bool = { $0 == .int || $0 == .int64 }
		return type == field || (isWhole(type) && field.isNumeric)
	}

	static func text(of literal: LiteralValue) -> String {
		switch literal {
		case .string(let text), .number(let text): return text
		case .bool(let flag): return flag ? "true" : "false"
		default: return ""
		}
	}
}
