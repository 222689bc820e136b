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
	public var operations: [Operation]
	/// `components.schemas`, by name.
	public var schemas: [String: Schema]

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
		return operations.filter { $0.operationId == id }
	}

	public func operation(_ method: Method, _ path: String) -> Operation? {
		return operations.first { $0.method == method && $0.path == path }
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
