/// Finding a spec's operations in the document, and what they take and answer.
extension HeadlessAPI {

	/// Set from the rows Screens asks for, never by a spec.
	static let pagingParameters: Set<String> = ["page", "pageSize"]

	/// Declared a string and an integer by every Object document, answered as objects.
	static let misdeclared: Set<String> = ["creator", "status"]

	enum Answer: Equatable {
		case page, entry, nothing, other
	}

	/// The operation a call names, or one located error with the nearest names.
	func operation(for call: CallSpec, diagnostics: inout Diagnostics) -> OpenAPIDocument.Operation? {
		guard let written = call.operation else {
			return nil
		}
		let text = written.value
		if let space = text.firstIndex(of: " "), let method = OpenAPIDocument.Method(rawValue: String(text[..<space])) {
			let path = String(text[text.index(after: space)...])
			if let operation = document.operation(method, path) {
				return operation
			}
			let paths = document.operations.filter { $0.method == method }.map { $0.path }
			let methods = document.operations(atPath: path).map { $0.method.rawValue }
			let also = methods.isEmpty ? "" : "; \(path) has \(methods.joined(separator: ", "))"
			diagnostics.error(at: written.location, "\(written.path): \(document.file) has no \(method.rawValue) \(path)\(Suggestion.hint(for: path, in: paths).replacingOccurrences(of: "mean \"", with: "mean \"\(method.rawValue) "))\(also)")
			return nil
		}
		let found = document.operations(withId: text)
		if found.count == 1 {
			return found[0]
		}
		if found.isEmpty {
			let ids = Array(Set(document.operations.compactMap { $0.operationId })).sorted()
			diagnostics.error(at: written.location, "\(written.path): \(document.file) has no operation \"\(text)\"\(Suggestion.hint(for: text, in: ids)); name an operationId or write \"GET /\"")
			return nil
		}
		let forms = found.map { "\"\($0.method.rawValue) \($0.path)\"" }
		diagnostics.error(at: written.location, "\(written.path): \(document.file) gives \"\(text)\" to \(found.count) operations; name one by its method and path: \(forms.joined(separator: " or "))")
		return nil
	}

	/// What an operation answers, by its JSON schema.
	func answer(of operation: OpenAPIDocument.Operation) -> Answer {
		guard let type = operation.response?.type else {
			return .nothing
		}
		guard case .reference(let name) = type, let schema = document.schemas[name] else {
			return .other
		}
		if let entryName = schema.pageEntryName {
			return entryName == entry.name ? .page : .other
		}
		return name == entry.name ? .entry : .other
	}

	/// The schema of an operation's JSON body; nil when it takes none.
	func requestSchema(of operation: OpenAPIDocument.Operation) -> OpenAPIDocument.Schema? {
		guard case .reference(let name)? = operation.requestBody?.type else {
			return nil
		}
		return document.schemas[name]
	}

	/// `a string (date-time)`, `an integer (int64)`, `ListEntry`.
	static func describe(_ type: OpenAPIDocument.SchemaType) -> String {
		switch type {
		case .string(let format): return "a string" + (format.map { " (\($0))" } ?? "")
		case .integer(let format): return "an integer" + (format.map { " (\($0))" } ?? "")
		case .number(let format): return "a number" + (format.map { " (\($0))" } ?? "")
		case .boolean: return "a boolean"
		case .array: return "an array"
		case .object: return "an object"
		case .reference(let name): return "a \(name)"
		case .any: return "any value"
		}
	}
}

extension HeadlessAPI {

	/// The "add or update" by external reference code beside a collection's POST
	/// (`PUT /by-external-reference-code/{externalReferenceCode}` for `POST /`).
	func upsert(for operation: OpenAPIDocument.Operation) -> OpenAPIDocument.Operation? {
		guard operation.method == .post, answer(of: operation) == .entry,
				document.operations(atPath: operation.path).contains(where: { $0.method == .get && answer(of: $0) == .page }) else {
			return nil
		}
		let base = operation.path.hasSuffix("/") ? String(operation.path.dropLast()) : operation.path
		return document.operation(.put, base + "/by-external-reference-code/{externalReferenceCode}")
	}
}
