/// Schemas: `components.schemas`, their properties, and the type any schema declares.
extension OpenAPIReading {

	typealias SchemaType = OpenAPIDocument.SchemaType

	/// `components.schemas`. The names are taken first, so that a reference may come before
	/// its schema; when they cannot be (`schemas` is no object), no reference is checked, so
	/// that the one mistake is reported once.
	mutating func schemas(_ componentsNode: JSONNode?) -> [String: OpenAPIDocument.Schema] {
		var components = object(componentsNode, path: "components", what: "the schemas that operations refer to")
		let schemasNode = components?.member("schemas")
		let entries = members(of: schemasNode, path: "components.schemas", what: "schema name → schema")
		let isReadable = !OpenAPIReading.isMisshapen(componentsNode) && !OpenAPIReading.isMisshapen(schemasNode)
		schemaNames = isReadable ? entries.map { $0.member.key } : nil
		var schemas: [String: OpenAPIDocument.Schema] = [:]
		for (member, path) in entries {
			schemas[member.key] = schema(member, path: path)
		}
		return schemas
	}

	private mutating func schema(_ member: JSONNode.Member, path: String) -> OpenAPIDocument.Schema? {
		guard var reader = object(member.value, path: path, what: "a schema such as {\"type\": \"object\", \"properties\": {…}}") else {
			return nil
		}
		let type = schemaType(&reader)
		// `x-class-name` and `x-schema-name` stand among the portal's properties; no field is named so.
		let properties = members(of: reader.member("properties"), path: reader.childPath("properties"), what: "property name → schema")
			.filter { !$0.member.key.hasPrefix("x-") }
			.compactMap { property($0.member, path: $0.path) }
		let requiredNames = self.requiredNames(&reader)
		let filterableNames = self.filterableNames(reader.member("x-filterable"))
		return type.map { OpenAPIDocument.Schema(name: member.key, type: $0, properties: properties, requiredNames: requiredNames, filterableNames: filterableNames, location: member.keyLocation) }
	}

	/// A schema's `x-filterable`, the names a list of its entries may be filtered by: an object
	/// whose keys they are (`{"dateCreated": {"type": "date_time"}, …}`), or in older portals an
	/// array of them. Nil when the schema has none (an API Builder application's), or one of
	/// another shape, which is an extension and passed over as the others are.
	private func filterableNames(_ node: JSONNode?) -> [String]? {
		switch node?.value {
		case .object(let members)?:
			return members.map { $0.key }
		case .array(let items)?:
			return items.compactMap { item in
				if case .string(let name) = item.value {
					return name
				}
				return nil
			}
		default:
			return nil
		}
	}

	/// A schema's `required`: the names of its required properties.
	private mutating func requiredNames(_ reader: inout ObjectReader) -> [String] {
		return reader.array("required", diagnostics: &diagnostics)?.compactMap { node, path in
			guard case .string(let name) = node.value else {
				diagnostics.error(at: node.location, "\(path) must be a string (a property's name), not \(node.kindDescription)")
				return nil
			}
			return name
		} ?? []
	}

	private mutating func property(_ member: JSONNode.Member, path: String) -> OpenAPIDocument.Property? {
		guard var reader = object(member.value, path: path, what: "a property's schema such as {\"type\": \"string\"}") else {
			return nil
		}
		// The flags are read even when the type is not, so that each mistake is reported.
		let type = schemaType(&reader)
		let isReadOnly = reader.bool("readOnly", diagnostics: &diagnostics) ?? false
		let isWriteOnly = reader.bool("writeOnly", diagnostics: &diagnostics) ?? false
		let isNullable = reader.bool("nullable", diagnostics: &diagnostics) ?? false
		let enumValues = self.enumValues(&reader)
		return type.map { OpenAPIDocument.Property(name: member.key, type: $0, isReadOnly: isReadOnly, isWriteOnly: isWriteOnly, isNullable: isNullable, enumValues: enumValues, location: member.keyLocation) }
	}

	/// `enum`'s values as written: a string's text, a number's or a boolean's JSON.
	private mutating func enumValues(_ reader: inout ObjectReader) -> [String]? {
		guard let values = reader.array("enum", diagnostics: &diagnostics) else {
			return nil
		}
		var texts: [String] = []
		for (node, path) in values {
			switch node.value {
			case .string(let text), .number(let text): texts.append(text)
			case .bool(let flag): texts.append(flag ? "true" : "false")
			// `nullable` says that a value may be null.
			case .null: continue
			case .object, .array: diagnostics.error(at: node.location, "\(path) must be a string, a number or a boolean, not \(node.kindDescription)")
			}
		}
		return texts
	}

	// MARK: Types

	/// The type the schema at `node` declares; nil (with an error) when it cannot be read.
	mutating func schemaType(_ node: JSONNode, path: String) -> SchemaType? {
		guard var reader = object(node, path: path, what: "a schema such as {\"type\": \"string\"}") else {
			return nil
		}
		return schemaType(&reader)
	}

	private mutating func schemaType(_ reader: inout ObjectReader) -> SchemaType? {
		if reader.member("$ref") != nil {
			return reader.string("$ref", diagnostics: &diagnostics).flatMap { schemaName($0) }.map { .reference($0) }
		}
		guard reader.member("type") != nil else {
			return .any
		}
		let format = reader.string("format", diagnostics: &diagnostics)?.value
		switch reader.choice("type", DeclaredType.self, what: "type", diagnostics: &diagnostics) {
		case .string?: return .string(format: format)
		case .integer?: return .integer(format: format)
		case .number?: return .number(format: format)
		case .boolean?: return .boolean
		case .object?: return .object
		case .array?:
			guard let items = reader.required("items", "{\"type\": \"string\"}", diagnostics: &diagnostics) else {
				reader.finishAllowingUnknownKeys(diagnostics: &diagnostics)
				return nil
			}
			return schemaType(items, path: reader.childPath("items")).map { .array(of: $0) }
		case nil: return nil
		}
	}

	/// The `type` names of OpenAPI 3.0 (3.1's `null` and lists of types are not).
	private enum DeclaredType: String, CaseIterable {
		case string, integer, number, boolean, array, object
	}

	/// `#/components/schemas/Ticket` → `Ticket`, which must be a schema of this document.
	private mutating func schemaName(_ reference: Located<String>) -> String? {
		let prefix = "#/components/schemas/"
		guard reference.value.hasPrefix(prefix) else {
			diagnostics.error(at: reference.location, "\(reference.path): \(JSONText.string(reference.value)) is not a schema of this document; write \"\(prefix)NAME\"")
			return nil
		}
		let name = String(reference.value.dropFirst(prefix.count))
		guard let names = schemaNames else {
			return name
		}
		guard knownSchemas.contains(name) else {
			diagnostics.error(at: reference.location, "\(reference.path): no schema \(JSONText.string(name)) in components.schemas\(hints.hint(for: name, in: names))")
			return nil
		}
		return name
	}
}
