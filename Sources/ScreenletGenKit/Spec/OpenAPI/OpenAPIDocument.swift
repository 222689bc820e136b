/// A saved OpenAPI 3 document, as a Liferay portal serves one for an object at
/// `/o/c/<plural>/openapi.json`: its operations and its component schemas, each with where it
/// is written, so that a later stage can point at the document. `OpenAPIReader` reads it.
public struct OpenAPIDocument: Sendable {

	public enum Method: String, Sendable, CaseIterable {
		case get = "GET", post = "POST", put = "PUT", patch = "PATCH", delete = "DELETE"

		/// The key a path item writes it under (`get`).
		var key: String {
			return rawValue.lowercased()
		}
	}

	/// Where a parameter is sent (its `in`).
	public enum ParameterPlace: String, Sendable, CaseIterable {
		case path, query, header, cookie
	}

	public struct Parameter: Sendable, Equatable {
		public var name: String
		public var place: ParameterPlace
		/// As declared: the portal writes `true` for path parameters only.
		public var isRequired: Bool
		/// As declared: the portal declares every parameter a string, ids and page numbers too.
		public var type: SchemaType?
	}

	/// A request body or a response.
	public struct Content: Sendable, Equatable {
		/// The schema of its `application/json` form; nil when it has none (a DELETE's answer,
		/// a multipart upload).
		public var type: SchemaType?
		/// Every media type offered, in the document's order.
		public var mediaTypes: [String]
	}

	public struct Operation: Sendable {
		public var method: Method
		/// As written under `paths` (`/{ticketId}`), relative to a server's URL.
		public var path: String
		/// Not unique: the portal gives two paths' operations the same id.
		public var operationId: String?
		/// The path item's shared parameters, then the operation's own (which replace a shared
		/// one of the same name and place).
		public var parameters: [Parameter]
		public var requestBody: Content?
		/// The response `200`, else `201`, else `default` (the only one the portal declares).
		public var response: Content?
		/// The method's key in its path item.
		public var location: SourceLocation
	}

	public var file: String
	public var title: String
	public var version: String
	public var servers: [String]
	/// In the document's order: paths, then each path's methods as written.
	public var operations: [Operation] {
		didSet { index = OperationIndex(operations) }
	}
	/// `components.schemas`, by name.
	public var schemas: [String: Schema]
	/// The operations by id and by path, made once: a lookup never scans a document's
	/// operations (a 4 MiB one holds 100,000), so reading and checking it stay linear.
	private var index: OperationIndex

	public init(file: String, title: String, version: String, servers: [String], operations: [Operation], schemas: [String: Schema]) {
		self.file = file
		self.title = title
		self.version = version
		self.servers = servers
		self.operations = operations
		self.schemas = schemas
		self.index = OperationIndex(operations)
	}

	/// Where in `operations` each id's operations and each path's are: the first, and after
	/// each operation the next of its id and of its path (nil: none).
	private struct OperationIndex: Sendable {
		var firstWithId: [String: Int] = [:]
		var firstAtPath: [String: Int] = [:]
		var nextWithId: [Int?]
		var nextAtPath: [Int?]

		init(_ operations: [Operation]) {
			nextWithId = Array(repeating: nil, count: operations.count)
			nextAtPath = nextWithId
			for position in operations.indices.reversed() {
				let operation = operations[position]
				if let id = operation.operationId {
					nextWithId[position] = firstWithId.updateValue(position, forKey: id)
				}
				nextAtPath[position] = firstAtPath.updateValue(position, forKey: operation.path)
			}
		}

		/// The positions from `first` on, each the `next` of the one before.
		static func chain(_ first: Int?, _ next: [Int?]) -> [Int] {
			return first.map { Array(sequence(first: $0, next: { next[$0] })) } ?? []
		}
	}

	/// This document as read from `file`: it, and every place in it, named so (`init` reads a
	/// document once, then checks its spec, which names it from the spec's folder).
	public func named(_ file: String) -> OpenAPIDocument {
		var document = self
		document.file = file
		document.operations = operations.map { operation in
			var operation = operation
			operation.location.file = file
			return operation
		}
		document.schemas = schemas.mapValues { schema in
			var schema = schema
			schema.location.file = file
			schema.properties = schema.properties.map { property in
				var property = property
				property.location.file = file
				return property
			}
			return schema
		}
		return document
	}

	/// The path every operation follows: the first server's (`basePath(ofServer:)`).
	public var basePath: String? {
		return servers.first.flatMap(OpenAPIDocument.basePath(ofServer:))
	}

	/// A server URL's path without empty segments or a last `/`, its host left out, also when
	/// it is a variable the document leaves to its reader (`${BASE_URL}/o/c/visits-app/`,
	/// `{server}/o/c/tickets`): `/o/c/tickets`, `""` for a server with no path. Nil when no
	/// path can be told (`localhost:8080/o/c/tickets`, no scheme).
	public static func basePath(ofServer url: String) -> String? {
		var rest = Substring(url)
		// A host written as a variable: `${BASE_URL}`, `{server}`.
		if rest.hasPrefix("${") || rest.hasPrefix("{"), let close = rest.firstIndex(of: "}") {
			rest = rest[rest.index(after: close)...]
		}
		if let scheme = rest.range(of: "://") {
			rest = rest[scheme.upperBound...]
			rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? ""
		}
		else if rest.hasPrefix(":") {
			// A port after a variable host: `{host}:8080/o/c/tickets`.
			rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? ""
		}
		else if !rest.isEmpty && !rest.hasPrefix("/") {
			return nil
		}
		let path = rest.prefix { $0 != "?" && $0 != "#" }
		return path.split(separator: "/").map { "/" + $0 }.joined()
	}

	/// A segment of the base path the document leaves as a placeholder (`${BASE_URL}`, `{app}`):
	/// the API's path is then not known from the document.
	public var basePathPlaceholder: String? {
		return basePath?.split(separator: "/").first { $0.contains("{") || $0.contains("}") || $0.contains("$") }.map(String.init)
	}

	/// Every operation with this id (ids repeat across paths).
	public func operations(withId id: String) -> [Operation] {
		return OperationIndex.chain(index.firstWithId[id], index.nextWithId).map { operations[$0] }
	}

	/// Whether exactly one operation has this id.
	public func isUnique(id: String) -> Bool {
		return index.firstWithId[id].map { index.nextWithId[$0] == nil } ?? false
	}

	/// Every operation on this path, in the document's order.
	public func operations(atPath path: String) -> [Operation] {
		return OperationIndex.chain(index.firstAtPath[path], index.nextAtPath).map { operations[$0] }
	}

	public func operation(_ method: Method, _ path: String) -> Operation? {
		return operations(atPath: path).first { $0.method == method }
	}

	/// The schemas of the portal's list answers (`PageTicket`), by name.
	public var pageSchemas: [Schema] {
		return schemas.values.filter { $0.pageEntryName != nil }.sorted { $0.name < $1.name }
	}

	/// The schema of a page's items (`Ticket` for `PageTicket`); nil for a schema that is no page.
	public func entrySchema(ofPage page: Schema) -> Schema? {
		return page.pageEntryName.flatMap { schemas[$0] }
	}
}
