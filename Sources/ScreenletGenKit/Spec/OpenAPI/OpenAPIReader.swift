/// Reads a saved OpenAPI 3 document (`/o/c/<plural>/openapi.json`) into an `OpenAPIDocument`.
/// Only what a screenlet may need is read. Other keys are passed over, because the portal
/// writes many `x-…` extensions. What is read must be well formed: each mistake is one located
/// error (`FILE:LINE:COLUMN: error: key.path: …`), and reading goes on.
public enum OpenAPIReader {

	public static func read(path: String, diagnostics: inout Diagnostics) -> OpenAPIDocument? {
		return JSONFile.read(path, what: "the OpenAPI document", diagnostics: &diagnostics, parse: { bytes, file, diagnostics in parse(bytes, file: file, diagnostics: &diagnostics) })
	}

	/// The document, partial when `diagnostics` gained errors; nil when the file is not an
	/// OpenAPI 3 document at all. `namedAt`: where a spec names the file (its `openapi` key),
	/// which is where the mistake is when the file is no document (another spec, say).
	public static func parse(_ bytes: [UInt8], file: String, namedAt reference: (location: SourceLocation, path: String)? = nil,
			diagnostics: inout Diagnostics) -> OpenAPIDocument? {
		guard let root = JSONParser.parse(bytes, file: file, diagnostics: &diagnostics) else {
			return nil
		}
		if let (location, reason) = notADocument(root) {
			let expected = "expected an object with \"openapi\": \"3.0.1\" and \"paths\", as saved from the portal's /o/c/<plural>/openapi.json"
			if let reference = reference {
				diagnostics.error(at: reference.location, "\(reference.path): \(file) is not an OpenAPI 3 document (\(reason)); name the document, \(expected)")
			}
			else {
				diagnostics.error(at: location, "\(file) is not an OpenAPI 3 document (\(reason)): \(expected)")
			}
			return nil
		}
		guard var reader = ObjectReader(root, path: "", what: "an OpenAPI document", diagnostics: &diagnostics) else {
			return nil
		}
		var reading = OpenAPIReading()
		let document = reading.document(&reader, file: file)
		diagnostics.append(contentsOf: reading.diagnostics)
		return document
	}

	/// Where and why `root` is not an OpenAPI 3 document; nil when it is one.
	private static func notADocument(_ root: JSONNode) -> (SourceLocation, String)? {
		guard case .object(let members) = root.value else {
			return (root.location, "it is \(root.kindDescription)")
		}
		guard let version = members.first(where: { $0.key == "openapi" })?.value else {
			return (root.location, "it has no \"openapi\" version")
		}
		guard case .string(let text) = version.value else {
			return (version.location, "\"openapi\" is \(version.kindDescription)")
		}
		guard text.hasPrefix("3.") else {
			return (version.location, "\"openapi\" is \(JSONText.string(text))")
		}
		guard members.contains(where: { $0.key == "paths" }) else {
			return (root.location, "it has no \"paths\"")
		}
		return nil
	}
}

/// One document's reading: the errors found, and the schema names a reference may use.
struct OpenAPIReading {

	typealias Operation = OpenAPIDocument.Operation
	typealias Parameter = OpenAPIDocument.Parameter
	typealias Content = OpenAPIDocument.Content

	var diagnostics = Diagnostics()
	/// Known before any schema is read, so that a reference may come before its schema; nil
	/// when `components.schemas` cannot be read, and references cannot be checked.
	var schemaNames: [String]? = [] {
		didSet { knownSchemas = Set(schemaNames ?? []) }
	}
	private(set) var knownSchemas: Set<String> = []
	/// The names a reference to no schema is compared with, for its "did you mean", in all.
	var hints = Suggestion.Budget()

	mutating func document(_ root: inout ObjectReader, file: String) -> OpenAPIDocument {
		let schemas = self.schemas(root.member("components"))
		var info = object(root.member("info"), path: "info", what: "the document's title and version")
		let title = info?.string("title", diagnostics: &diagnostics)?.value ?? ""
		let version = info?.string("version", diagnostics: &diagnostics)?.value ?? ""
		let servers = root.array("servers", diagnostics: &diagnostics)?.compactMap { server($0.node, path: $0.path) } ?? []
		// `x-…` keys are extensions, not paths.
		let paths = members(of: root.member("paths"), path: "paths", what: "path → its operations").filter { !$0.member.key.hasPrefix("x-") }
		let operations = paths.flatMap { pathItem($0.member, path: $0.path) }
		return OpenAPIDocument(file: file, title: title, version: version, servers: servers, operations: operations, schemas: schemas)
	}

	private mutating func server(_ node: JSONNode, path: String) -> String? {
		let example = "\"https://portal.example.com/o/c/tickets/\""
		guard var server = object(node, path: path, what: "a server such as {\"url\": \(example)}") else {
			return nil
		}
		let url = server.string("url", required: example, diagnostics: &diagnostics)
		server.finishAllowingUnknownKeys(diagnostics: &diagnostics)
		// A request goes to the session's portal below this path: a server of another scheme
		// (`file:`, `javascript:`) is no portal's.
		if let url = url, let scheme = url.value.range(of: "://").map({ url.value[..<$0.lowerBound] }), !scheme.isEmpty,
				scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }), !["http", "https"].contains(scheme.lowercased()) {
			let colon = scheme.endIndex
			diagnostics.error(at: url.location, "\(url.path): \(JSONText.string(url.value)) is no portal's address (\(JSONText.string(String(url.value[..<colon]))) is not http or https); save the document the portal serves, whose server is http(s)://<portal>/o/…")
			return nil
		}
		return url?.value
	}

	// MARK: Operations

	/// A path's operations, in the order its methods are written.
	private mutating func pathItem(_ member: JSONNode.Member, path: String) -> [Operation] {
		if !member.key.hasPrefix("/") {
			diagnostics.error(at: member.keyLocation, "\(path): a path starts with \"/\" (it follows the server's URL)")
		}
		// A request's path stays below the API: no segment leaves it, no query or fragment rides in it.
		else if let problem = OpenAPIReading.pathProblem(member.key) {
			diagnostics.error(at: member.keyLocation, "\(path): \(problem); a path of the API is a path below its server (\"/{ticketId}\"), its queries are parameters")
			return []
		}
		guard var item = object(member.value, path: path, what: "a path item: method → operation") else {
			return []
		}
		let shared = parameters(&item)
		var operations: [Operation] = []
		// `head`, `options` and `trace` are passed over: a screenlet makes no such call.
		for operationMember in item.members {
			guard let method = OpenAPIDocument.Method.allCases.first(where: { $0.key == operationMember.key }) else {
				continue
			}
			if let operation = operation(method, operationMember, path: member.key, itemPath: path, shared: shared) {
				operations.append(operation)
			}
		}
		return operations
	}

	private mutating func operation(_ method: OpenAPIDocument.Method, _ member: JSONNode.Member, path: String, itemPath: String, shared: [Parameter]) -> Operation? {
		guard var reader = object(member.value, path: OpenAPIReading.keyPath(itemPath, member.key), what: "an operation such as {\"operationId\": \"getTicket\", \"responses\": {…}}") else {
			return nil
		}
		let operationId = reader.string("operationId", diagnostics: &diagnostics)?.value
		// An own parameter replaces the shared ones of its name and place, and an own one
		// before it of the same: each is kept where it stands only if nothing replaces it.
		let own = self.parameters(&reader)
		let last = Dictionary(own.enumerated().map { (ParameterKey($0.element), $0.offset) }, uniquingKeysWith: { _, later in later })
		let parameters = shared.filter { last[ParameterKey($0)] == nil } + own.enumerated().filter { last[ParameterKey($0.element)] == $0.offset }.map { $0.element }
		let requestBody = content(reader.member("requestBody"), path: reader.childPath("requestBody"), noun: "request body")
		let response = self.response(reader.member("responses"), path: reader.childPath("responses"))
		return Operation(method: method, path: path, operationId: operationId, parameters: parameters, requestBody: requestBody, response: response, location: member.keyLocation)
	}

	/// What makes two parameters the same one.
	private struct ParameterKey: Hashable {
		var name: String
		var place: OpenAPIDocument.ParameterPlace

		init(_ parameter: Parameter) {
			name = parameter.name
			place = parameter.place
		}
	}

	/// The `parameters` of a path item or an operation.
	private mutating func parameters(_ reader: inout ObjectReader) -> [Parameter] {
		return reader.array("parameters", diagnostics: &diagnostics)?.compactMap { parameter($0.node, path: $0.path) } ?? []
	}

	private mutating func parameter(_ node: JSONNode, path: String) -> Parameter? {
		guard var reader = object(node, path: path, what: "a parameter such as {\"name\": \"ticketId\", \"in\": \"path\"}"), !isShared(&reader, noun: "parameter") else {
			return nil
		}
		let name = reader.string("name", required: "\"ticketId\"", diagnostics: &diagnostics)
		let place = reader.choice("in", OpenAPIDocument.ParameterPlace.self, required: "\"path\"", what: "parameter location", diagnostics: &diagnostics)
		let isRequired = reader.bool("required", diagnostics: &diagnostics) ?? false
		let type = reader.member("schema").flatMap { schemaType($0, path: reader.childPath("schema")) }
		reader.finishAllowingUnknownKeys(diagnostics: &diagnostics)
		guard let name = name, let place = place else {
			return nil
		}
		return Parameter(name: name.value, place: place, isRequired: isRequired, type: type)
	}

	/// `200`, else `201`, else `default`: the answer a call decodes.
	private mutating func response(_ node: JSONNode?, path: String) -> Content? {
		let responses = members(of: node, path: path, what: "status → response")
		for status in ["200", "201", "default"] {
			if let (member, path) = responses.first(where: { $0.member.key == status }) {
				return content(member.value, path: path, noun: "response")
			}
		}
		return nil
	}

	/// A request body or a response: its media types, and the schema of its JSON.
	private mutating func content(_ node: JSONNode?, path: String, noun: String) -> Content? {
		guard var reader = object(node, path: path, what: "a \(noun) such as {\"content\": {\"application/json\": {\"schema\": …}}}"), !isShared(&reader, noun: noun) else {
			return nil
		}
		let mediaTypes = members(of: reader.member("content"), path: reader.childPath("content"), what: "media type → {\"schema\": …}")
		var type: OpenAPIDocument.SchemaType?
		if let (member, path) = mediaTypes.first(where: { $0.member.key == "application/json" }),
				var json = object(member.value, path: path, what: "a media type such as {\"schema\": {\"$ref\": \"#/components/schemas/Ticket\"}}"),
				let schema = json.member("schema") {
			type = schemaType(schema, path: json.childPath("schema"))
		}
		return Content(type: type, mediaTypes: mediaTypes.map { $0.member.key })
	}

	/// Whether a parameter, body or response is written as a reference to a shared one
	/// (`#/components/parameters/…`), reported: the portal writes each in place, so a
	/// reference is not followed.
	private mutating func isShared(_ reader: inout ObjectReader, noun: String) -> Bool {
		guard let reference = reader.string("$ref", diagnostics: &diagnostics) else {
			return false
		}
		diagnostics.error(at: reference.location, "\(reference.path): a shared \(noun) (\(JSONText.string(reference.value))) is not followed; write the \(noun) in place, as the portal does")
		return true
	}

	// MARK: Objects and key paths

	/// The reader of an object member; nil when there is none, or (with an error) when it is
	/// not an object.
	mutating func object(_ node: JSONNode?, path: String, what: String) -> ObjectReader? {
		guard let node = node else {
			return nil
		}
		return ObjectReader(node, path: path, what: what, diagnostics: &diagnostics)
	}

	/// Whether a member is there but is no object (reported where it is read).
	static func isMisshapen(_ node: JSONNode?) -> Bool {
		guard let node = node else {
			return false
		}
		if case .object = node.value {
			return false
		}
		return true
	}

	/// Each member of an object member, with its key path.
	mutating func members(of node: JSONNode?, path: String, what: String) -> [(member: JSONNode.Member, path: String)] {
		return object(node, path: path, what: what)?.members.map { ($0, OpenAPIReading.keyPath(path, $0.key)) } ?? []
	}

	/// Why a path would leave the API or carry more than a path (`/../jsonws`, `/x?p=1`); nil
	/// for a path below the server.
	static func pathProblem(_ path: String) -> String? {
		// Most paths have neither a mark nor a dot.
		guard path.utf8.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: ".") }) else {
			return nil
		}
		if let mark = path.first(where: { $0 == "?" || $0 == "#" }) {
			return "a path holds no \(mark == "?" ? "query" : "fragment") (\"\(mark)\")"
		}
		if let segment = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().first(where: { $0 == "." || $0 == ".." }) {
			return "the segment \"\(segment)\" would leave the API's path"
		}
		return nil
	}

	/// `paths["/{ticketId}"].get`: OpenAPI's keys are paths and media types, so a key that is
	/// not a plain name is written quoted, and the key path still reads one way.
	static func keyPath(_ parent: String, _ key: String) -> String {
		let isPlain = !key.isEmpty && key.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "_$-".unicodeScalars.contains($0) }
		return isPlain ? "\(parent).\(key)" : "\(parent)[\(JSONText.string(key))]"
	}
}
