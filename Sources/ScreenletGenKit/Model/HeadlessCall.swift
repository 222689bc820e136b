/// A call to a headless REST API, from the spec's OpenAPI document: the request's method,
/// path, query and body, each value bound to where it comes from.
public struct HeadlessCall: Sendable {
	public var method: OpenAPIDocument.Method
	/// The API's path on the server (`/o/c/tickets`): the session's server and this make its root.
	public var basePath: String
	/// Below the root: `/`, `/` then `ticketId`, `/scopes/` then the group id.
	public var path: [PathPart]
	public var query: [NamedValue]
	public var body: [BodyField]
	public var answer: Answer
	/// An add sent by an external reference code made on the device (`PUT …/by-external-reference-code/{erc}`,
	/// which the portal treats as "add or update"): sent twice, it adds one entry.
	public var sendsExternalReferenceCode: Bool
	/// A write of a localized field to an entry that may exist (a `PATCH`, a `PUT`): the entry is
	/// read first at the same path, so that its other languages are sent back as they were.
	public var readsStoredTranslations = false

	public enum PathPart: Sendable {
		case text(String)
		case value(ArgumentValue)
	}

	public enum Answer: Sendable {
		/// A page envelope (`items`, `totalCount`).
		case page
		/// One entry of the entity.
		case entry
		/// Nothing read (a delete, or `"result": "none"`).
		case nothing
	}

	public struct NamedValue: Sendable {
		public var name: String
		public var value: ArgumentValue
	}

	public struct BodyField: Sendable {
		public var name: String
		public var value: ArgumentValue
		public var encoding: BodyEncoding
		/// A localized field (the request schema has `<name>_i18n`): sent as that map, the app's
		/// language's value set in the entry's stored translations, never as the bare field.
		public var isLocalized = false
	}

	/// How a body field holds its value.
	public enum BodyEncoding: Sendable, Equatable {
		/// As its JSON type.
		case plain
		/// A picklist's key, as `{"key": value}`.
		case picklistKey
		/// A multiselect picklist's keys, joined with ", ": as the array of keys (`[]` for none).
		case picklistKeys
		/// An attachment: a file's path, sent as `{"fileBase64", "name"}` of the file read when
		/// the request goes out (nil, no file chosen: not sent).
		case attachment

		init(_ type: OpenAPIDocument.SchemaType?) {
			guard let type = type else {
				self = .plain
				return
			}
			self = OpenAPIDocument.isPicklist(type) ? .picklistKey : OpenAPIDocument.isMultiselectPicklist(type) ? .picklistKeys
				: OpenAPIDocument.isAttachment(type) ? .attachment : .plain
		}
	}
}

/// The call a screenlet makes: a Mobile SDK service's method or a headless API's operation.
public enum PortalCall: Sendable {
	case service(ServiceCall)
	case headless(HeadlessCall)

	public var service: ServiceCall? {
		if case .service(let call) = self { return call }
		return nil
	}

	public var headless: HeadlessCall? {
		if case .headless(let call) = self { return call }
		return nil
	}

	public var readsSessionContext: Bool {
		return service?.readsSessionContext ?? false
	}

	/// The same call with every argument read from `source` read from `replacement` instead.
	public func replacing(_ source: ValueSource, with replacement: ValueSource) -> PortalCall {
		func swap(_ argument: ArgumentValue) -> ArgumentValue {
			if case .value(let found, let conversion) = argument, found == source {
				return .value(replacement, conversion)
			}
			return argument
		}
		switch self {
		case .service(var call):
			call.arguments = call.arguments.map(swap)
			return .service(call)
		case .headless(var call):
			call.path = call.path.map { part in
				if case .value(let value) = part { return .value(swap(value)) }
				return part
			}
			call.query = call.query.map { HeadlessCall.NamedValue(name: $0.name, value: swap($0.value)) }
			call.body = call.body.map { field in
				var swapped = field
				swapped.value = swap(field.value)
				return swapped
			}
			return .headless(call)
		}
	}

	/// Whether an argument reads `source`.
	public func reads(_ source: ValueSource) -> Bool {
		return arguments.contains { argument in
			if case .value(let found, _) = argument { return found == source }
			return false
		}
	}

	/// Every argument, wherever the call sends it.
	var arguments: [ArgumentValue] {
		switch self {
		case .service(let call): return call.arguments
		case .headless(let call):
			var arguments = call.query.map { $0.value } + call.body.map { $0.value }
			for case .value(let value) in call.path {
				arguments.append(value)
			}
			return arguments
		}
	}

	/// The site's or company's id the call reads from `LiferayServerContext`, once each, in order.
	public var contextValues: [ValueSource] {
		var found: [ValueSource] = []
		for case .value(let source, _) in arguments where (source == .groupId || source == .companyId) && !found.contains(source) {
			found.append(source)
		}
		return found
	}
}
