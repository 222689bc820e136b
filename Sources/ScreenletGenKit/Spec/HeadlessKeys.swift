/// The keys of a spec for a headless REST API (`openapi`, `schema`, a call's `operation` and
/// `body`), checked where they can be without the document: a spec is for a Mobile SDK
/// service or for an OpenAPI document, and each of its calls says the same.
enum HeadlessKeys {

	/// `getTicketsPage` (an operationId), or `PATCH /{ticketId}` (a method and a path).
	static func isOperation(_ text: String) -> Bool {
		if let space = text.firstIndex(of: " ") {
			let method = String(text[..<space])
			let path = text[text.index(after: space)...]
			return OpenAPIDocument.Method(rawValue: method) != nil && path.hasPrefix("/") && !path.contains(" ")
		}
		return isOperationId(text)
	}

	/// An operationId a spec can name: ASCII letters, digits, `_`, `-` and `.` (`getTicketsPage`).
	/// Any other id (`get tickets`, `GET /{ticketId}`, `tickets/get`) is named by its method
	/// and path (`OpenAPIDocument.name(of:)`).
	static func isOperationId(_ text: String) -> Bool {
		return !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" || $0 == "-" || $0 == "." }
	}

	/// Why `text` is not an operation, and what to write: nil when it is one. A method written
	/// in lower case or misspelled before a path is proposed in capitals.
	static func operationProblem(_ text: String) -> String? {
		guard !isOperation(text) else {
			return nil
		}
		if let space = text.firstIndex(of: " ") {
			let word = String(text[..<space])
			let path = text[text.index(after: space)...]
			let methods = OpenAPIDocument.Method.allCases.map { $0.rawValue }
			if path.hasPrefix("/"), !path.contains(" "), OpenAPIDocument.Method(rawValue: word) == nil {
				if let method = OpenAPIDocument.Method(rawValue: word.uppercased()) {
					return "the document writes the method in capitals: write \"\(method.rawValue) \(path)\""
				}
				let proposal = Suggestion.nearest(to: word, in: methods).map { "write \"\($0) \(path)\"" } ?? "write one of \(methods.joined(separator: ", ")) before the path"
				return "\"\(word)\" is not an HTTP method; \(proposal)"
			}
		}
		return "\"\(text)\" is not an operation; write its operationId (\"getTicketsPage\") or its method and path as the document writes it (\"PATCH /{ticketId}\")"
	}

	/// `openapi` excludes `service` and `sdk`; `schema` needs `openapi`.
	static func checkSource(openAPI: Located<String>?, schema: Located<String>?, service: Located<String>?, sdk: Located<String>?, diagnostics: inout Diagnostics) {
		if let openAPI = openAPI {
			if openAPI.value.isEmpty {
				diagnostics.error(at: openAPI.location, "\(openAPI.path): name the saved OpenAPI document, e.g. \"ticket.openapi.json\" (the portal serves it at /o/c/<plural>/openapi.json)")
			}
			for key in [service, sdk].compactMap({ $0 }) {
				diagnostics.error(at: key.location, "\(key.path): a spec calls a Mobile SDK service or the headless API of its \"openapi\" document, not both; remove \"\(key.path)\"")
			}
		}
		else if let schema = schema {
			diagnostics.error(at: schema.location, "\(schema.path): a schema belongs to an OpenAPI document; add \"openapi\": \"<document>.json\" or remove \"schema\"")
		}
	}

	/// `"picklists": {"severity": "severity.list-type-entries.json"}`: with `openapi`, an object
	/// of file names, each a saved answer beside the spec. Whether each key is a picklist of
	/// the entry is the document's to say (`HeadlessResolution`).
	static func decodePicklists(_ node: JSONNode?, path: String, headless: Bool, diagnostics: inout Diagnostics) -> [PicklistSource] {
		guard let members = headlessMap(node, path: path, headless: headless,
				notHeadless: "picklists belong to an OpenAPI document's Object", key: "picklists",
				what: "the entry's picklist fields and their saved entries ({\"severity\": \"severity.list-type-entries.json\"})", diagnostics: &diagnostics) else {
			return []
		}
		var sources: [PicklistSource] = []
		for member in members {
			let memberPath = "\(path).\(member.key)"
			guard case .string(let file) = member.value.value, !file.isEmpty else {
				diagnostics.error(at: member.value.location, "\(memberPath): name the saved answer of the field's list type entries, e.g. \"\(member.key).list-type-entries.json\" (Documentation/Portal.md says how to save it)")
				continue
			}
			sources.append(PicklistSource(field: Located(value: member.key, location: member.keyLocation, path: memberPath),
				file: Located(value: file, location: member.value.location, path: memberPath)))
		}
		return sources
	}

	/// `"choosers": {"r_projectTasks_c_projectId": {"openapi": "projects.openapi.json", "title": "name"}}`:
	/// with `openapi`, each parent's id field and the parent Object's document beside the spec.
	/// Whether the field is a parent's id, and `title` a field of the parent, is for the
	/// documents to say (`ChooserResolution`).
	static func decodeChoosers(_ node: JSONNode?, path: String, headless: Bool, diagnostics: inout Diagnostics) -> [ChooserSource] {
		guard let members = headlessMap(node, path: path, headless: headless,
				notHeadless: "a chooser offers a parent Object's entries for a relationship of an OpenAPI document's Object", key: "choosers",
				what: "the entry's relationship fields and their parents' documents ({\"r_projectTasks_c_projectId\": {\"openapi\": \"projects.openapi.json\", \"title\": \"name\"}})", diagnostics: &diagnostics) else {
			return []
		}
		var sources: [ChooserSource] = []
		for member in members {
			let memberPath = "\(path).\(member.key)"
			guard var reader = ObjectReader(member.value, path: memberPath, what: "the parent's document and title field, {\"openapi\": \"projects.openapi.json\", \"title\": \"name\"}", diagnostics: &diagnostics) else {
				continue
			}
			let file = reader.string("openapi", required: "\"projects.openapi.json\"", diagnostics: &diagnostics)
			let title = reader.string("title", diagnostics: &diagnostics)
			reader.finish(diagnostics: &diagnostics)
			if let file = file, file.value.isEmpty {
				diagnostics.error(at: file.location, "\(file.path): name the parent Object's document saved beside the spec, e.g. \"projects.openapi.json\" (the portal's /o/c/<parents>/openapi.json)")
				continue
			}
			guard let document = file else {
				continue
			}
			sources.append(ChooserSource(field: Located(value: member.key, location: member.keyLocation, path: memberPath), file: document, title: title))
		}
		return sources
	}

	/// The members of a top-level map that only a headless spec has (`picklists`, `choosers`);
	/// nil, with an error at the key, when the spec has no `openapi` or the value is no object.
	private static func headlessMap(_ node: JSONNode?, path: String, headless: Bool, notHeadless: String, key: String, what: String,
			diagnostics: inout Diagnostics) -> [JSONNode.Member]? {
		guard let node = node else {
			return nil
		}
		guard headless else {
			diagnostics.error(at: node.location, "\(path): \(notHeadless); add \"openapi\": \"<document>.json\" or remove \"\(key)\"")
			return nil
		}
		guard case .object(let members) = node.value else {
			diagnostics.error(at: node.location, "\(path) must be an object of \(what), not \(node.kindDescription)")
			return nil
		}
		return members
	}

	/// `basePath` needs `openapi`, and is a path a URL can take: `/o/visits-app`.
	static func checkBasePath(_ basePath: Located<String>?, openAPI: Located<String>?, diagnostics: inout Diagnostics) {
		guard let basePath = basePath else {
			return
		}
		guard openAPI != nil else {
			diagnostics.error(at: basePath.location, "\(basePath.path): a base path belongs to an OpenAPI document's API; add \"openapi\": \"<document>.json\" or remove \"basePath\"")
			return
		}
		let segments = basePath.value.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
		let allowed = { (scalar: Unicode.Scalar) in scalar.isASCIILetter || scalar.isASCIIDigit || "-._~".unicodeScalars.contains(scalar) }
		if !basePath.value.hasPrefix("/") || basePath.value.count < 2 || basePath.value.hasSuffix("/")
				|| segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." || !$0.unicodeScalars.allSatisfy(allowed) }) {
			diagnostics.error(at: basePath.location, "\(basePath.path): \(JSONText.string(basePath.value)) is not the path of an API below the portal; write it as the portal publishes it, \"/o/visits-app\" (letters, digits, - . _ ~ between single slashes)")
		}
	}

	/// Every call is of the spec's kind: operations with a document, methods without. A spec
	/// without a service whose calls are operations lacks one key, `openapi`: one error, at
	/// its first operation.
	static func checkCalls(_ screenlets: [ScreenletSpec], headless: Bool, service: Located<String>?, diagnostics: inout Diagnostics) {
		var checker = CallKindCheck(headless: headless, reportsEachOperation: service != nil)
		for screenlet in screenlets {
			switch screenlet {
			case .list(let list):
				checker.check(list.page, diagnostics: &diagnostics)
				if let count = list.count {
					if headless {
						diagnostics.error(at: count.location, "\(count.path): a headless page carries its row count (totalCount); remove \"count\"")
					}
					else {
						checker.check(count, diagnostics: &diagnostics)
					}
				}
			case .action(let action):
				if headless && action.style == .callback {
					diagnostics.error(at: action.styleLocation ?? action.location, "\(action.path).style: \"callback\" screenlets take a Mobile SDK service's callback; a headless call runs in a Connector: remove \"style\"")
				}
				for item in action.actions {
					checker.check(item.call, diagnostics: &diagnostics)
				}
			}
		}
	}

	private struct CallKindCheck {
		let headless: Bool
		/// With a service, each operation is a call of the wrong kind; without one, the spec lacks `openapi`.
		let reportsEachOperation: Bool
		var reportedOperation = false

		mutating func check(_ call: CallSpec, diagnostics: inout Diagnostics) {
			if headless, let method = call.method {
				diagnostics.error(at: method.location, "\(method.path): this spec calls the headless API of its \"openapi\" document; name the call's \"operation\" (an operationId or \"GET /\") instead of a Mobile SDK \"method\"")
			}
			else if !headless, let operation = call.operation, reportsEachOperation || !reportedOperation {
				reportedOperation = true
				diagnostics.error(at: operation.location, "\(operation.path): an operation belongs to an OpenAPI document; add \"openapi\": \"<document>.json\" at the top level of the spec")
			}
			else if !headless, call.operation == nil, let first = call.body.first {
				diagnostics.error(at: first.location, "\(call.path).body: a body belongs to an OpenAPI \"operation\"; a Mobile SDK method takes its values as \"params\"")
			}
		}
	}

	/// `service` and `swiftName` are a Mobile SDK method's.
	static func checkOperationCall(_ path: String, service: Located<String>?, swiftName: Located<String>?, diagnostics: inout Diagnostics) {
		for (name, key) in [("service", service), ("swiftName", swiftName)] {
			if let key = key {
				diagnostics.error(at: key.location, "\(key.path): an operation is called by its path, not by a Mobile SDK class or method; remove \"\(name)\"")
			}
		}
	}
}
