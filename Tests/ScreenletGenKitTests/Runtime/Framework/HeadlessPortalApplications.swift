// API Builder applications (headless-builder, beta flag LPS-178642), as
// HeadlessBuilderResourceImpl and EndpointHelper (liferay-portal, headless-builder-impl) serve
// them: an application is published at `/o/c/<baseURL>/` (`osgi.jaxrs.application.base` is
// `/c/` + baseURL) and its endpoints read and add entries of one object through schemas:
// - a path and method no endpoint of the scope has is a 404 without a body;
// - a collection GET is a Vulcan page (the objects' pagination rules) of the response
//   schema's properties, `sort` by property names, no `search`; `Page.of` leaves `actions`
//   empty; a site endpoint's (under `/scopes/{scopeKey}`) holds that site's entries;
// - a single-element GET by id is the entry's properties, an id no entry has
//   NoSuchObjectEntryException's 404 (the objects' exception mappers apply);
// - a POST puts the request schema's properties whose value `Validator.isNotNull` (not
//   null, not a blank text, not the text "null") on a new entry, the object's own checks
//   apply, and answers the response schema's properties, or 204 and nothing when the
//   endpoint has no response schema;
// - an entity is the schema's properties only (no actions, status or id unless mapped), its
//   values as the object's DTO has them (a picklist {key, name}, dates as the object writes
//   them; `createDate`/`modifiedDate` are the system dates); a null one is left out (model).
// No PATCH, PUT or DELETE: the product's endpoints only read and add (a 405).
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A schema's properties: each property's name and the object field (or system field: `id`,
/// `externalReferenceCode`, `createDate`, `modifiedDate`, `creator`) it shows.
public struct HeadlessSchema {
	public let properties: [(name: String, source: String)]

	/// Properties named as the fields they show.
	public init(_ names: [String]) {
		properties = names.map { ($0, $0) }
	}

	public init(mapping: [(name: String, source: String)]) {
		properties = mapping
	}
}

public struct HeadlessEndpoint {
	public enum Retrieve {
		case collection
		/// One entry, by the id in the path's last segment.
		case byId
	}

	public let method: String
	/// Below the application's root, path parameters in braces: `/visits/{visitId}`.
	public let path: String
	public let siteScoped: Bool
	public let retrieve: Retrieve
	/// The plural of the object the schemas read (its main object definition).
	public let object: String
	public let requestSchema: HeadlessSchema?
	public let responseSchema: HeadlessSchema?

	public init(_ method: String, _ path: String, object: String, siteScoped: Bool = false, retrieve: Retrieve = .collection,
			requestSchema: HeadlessSchema? = nil, responseSchema: HeadlessSchema?) {
		self.method = method
		self.path = path
		self.siteScoped = siteScoped
		self.retrieve = retrieve
		self.object = object
		self.requestSchema = requestSchema
		self.responseSchema = responseSchema
	}

	/// Whether the path (below the application's root, without the scope) is this endpoint's.
	func matches(_ segments: [String]) -> Bool {
		let own = path.split(separator: "/").map(String.init)
		return own.count == segments.count && zip(own, segments).allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") || $0 == $1 }
	}
}

public final class HeadlessApplication {
	public let baseURL: String
	public let endpoints: [HeadlessEndpoint]

	init(baseURL: String, endpoints: [HeadlessEndpoint]) {
		self.baseURL = baseURL
		self.endpoints = endpoints
	}
}

extension HeadlessPortal {

	/// Publishes an API Builder application at `/o/c/<baseURL>/`; its endpoints' objects must
	/// be defined (`define`).
	@discardableResult
	public static func defineApplication(_ baseURL: String, endpoints: [HeadlessEndpoint]) -> HeadlessApplication {
		for endpoint in endpoints where objects[endpoint.object] == nil {
			fatalError("the application \(baseURL) reads \(endpoint.object), which is not defined")
		}
		let application = HeadlessApplication(baseURL: baseURL, endpoints: endpoints)
		applications[baseURL] = application
		return application
	}

	/// A request below `/o/c/<baseURL>/`: `rest` is the path's segments after the base.
	static func answer(_ application: HeadlessApplication, rest: [String], request: NSMutableURLRequest, components: URLComponents, principal: Principal) -> Answer {
		let method = request.httpMethod ?? "GET"
		var groupId: Int64 = 0
		var segments = rest
		let siteScoped = segments.first == "scopes" && segments.count >= 2
		if siteScoped {
			guard let group = group(segments[1]) else {
				return noGroup(segments[1])
			}
			groupId = group
			segments.removeFirst(2)
		}
		// HeadlessBuilderResourceImpl has GET and POST only.
		guard ["GET", "POST"].contains(method) else {
			return problem(405, "HTTP 405 Method Not Allowed")
		}
		guard let endpoint = application.endpoints.first(where: { $0.method == method && $0.siteScoped == siteScoped && $0.matches(segments) }),
				let object = objects[endpoint.object] else {
			return Answer(status: 404)
		}
		if method == "POST" && !(request.value(forHTTPHeaderField: "Content-Type") ?? "").lowercased().hasPrefix("application/json") {
			return problem(415, "HTTP 415 Unsupported Media Type")
		}
		var locale = "en-US"
		if case .user(let user) = principal {
			locale = user.languageId
		}
		if let header = request.value(forHTTPHeaderField: "Accept-Language") {
			let matches = matchingLocales(header)
			if matches.isEmpty && method != "GET" {
				return problem(406, "No locales match the accepted languages: \(header)")
			}
			locale = matches.first ?? locale
		}
		var query: [String: String] = [:]
		for item in components.percentEncodedQueryItems ?? [] where query[item.name] == nil {
			query[item.name] = decodeQueryValue(item.value ?? "")
		}
		let isGuest: Bool
		if case .guest = principal {
			isGuest = true
		}
		else {
			isGuest = false
		}
		switch (method, endpoint.retrieve) {
		case ("POST", _):
			if isGuest {
				return permissionDenied(method: method, action: "ADD_OBJECT_ENTRY", userId: principal.userId,
					resource: resourceName(object) + " \(groupId == 0 ? companyId : groupId)")
			}
			return add(endpoint, object: object, groupId: groupId, body: request.httpBody, userId: principal.userId, locale: locale)
		case (_, .byId):
			guard let schema = endpoint.responseSchema else {
				return Answer(status: 204)
			}
			// GetterUtil.getLong: a text that is no number is 0.
			let id = Int64(segments.last ?? "") ?? 0
			guard let entry = object.entry(id: id) else {
				return problem(404, "No ObjectEntry exists with the primary key \(id)")
			}
			if isGuest && !guestCanView {
				return permissionDenied(method: method, action: "VIEW", userId: principal.userId, resource: resourceName(object) + " \(entry.id)")
			}
			return json(200, entity(entry, of: object, schema: schema, locale: locale))
		case (_, .collection):
			guard let schema = endpoint.responseSchema else {
				return Answer(status: 204)
			}
			if let filter = query["filter"], !filter.isEmpty {
				fatalError("the model does not know how an API Builder endpoint reads filter=\(filter)")
			}
			let (page, pageSize) = pagination(query)
			var entries = isGuest && !guestCanView ? [] : object.entries.filter { $0.groupId == groupId }
			if let sort = query["sort"], !sort.isEmpty {
				// SortsHelper: a property's name is its field's.
				let fields = sort.split(separator: ",").map { part -> String in
					let pieces = part.split(separator: ":", maxSplits: 1).map(String.init)
					let source = schema.properties.first { $0.name == pieces[0] }?.source ?? pieces[0]
					return ([source == "createDate" ? "dateCreated" : source == "modifiedDate" ? "dateModified" : source] + pieces.dropFirst()).joined(separator: ":")
				}
				switch HeadlessQuery.sort(fields.joined(separator: ","), object) {
				case .failure(let error):
					return problem(400, error.message)
				case .success(let ordered):
					entries = entries.sorted(by: ordered)
				}
			}
			return HeadlessPortal.page(slice(entries, page: page, pageSize: pageSize).map { entity($0, of: object, schema: schema, locale: locale) },
				actions: [:], page: page, pageSize: pageSize, totalCount: entries.count)
		}
	}

	/// EndpointHelper.postObjectEntry: the request schema's values that are not null, added as
	/// the object adds an entry.
	private static func add(_ endpoint: HeadlessEndpoint, object: HeadlessObject, groupId: Int64, body: Data?, userId: Int64, locale: String) -> Answer {
		guard let data = body else {
			fatalError("the model does not know the portal's answer to a POST without a body")
		}
		guard let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
			return problem(400, nil)
		}
		var properties: [String: Any] = [:]
		for property in endpoint.requestSchema?.properties ?? [] {
			guard let value = json[property.name], isNotNull(value) else {
				continue
			}
			properties[property.source] = value
		}
		var values: [String: Any] = [:]
		if let refused = apply(properties, to: &values, of: object, partial: false) {
			return refused
		}
		let entry = insert(values, into: object, externalReferenceCode: nil, groupId: groupId, creatorId: userId, date: now)
		guard let schema = endpoint.responseSchema else {
			return Answer(status: 204)
		}
		return HeadlessPortal.json(200, entity(entry, of: object, schema: schema, locale: locale))
	}

	/// Liferay's Validator.isNotNull: nil, a blank text and the text "null" are null; a Long 0
	/// too, but Jackson reads a small number as an Integer.
	static func isNotNull(_ value: Any) -> Bool {
		if value is NSNull {
			return false
		}
		if let text = value as? String {
			let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
			return !trimmed.isEmpty && trimmed.lowercased() != "null"
		}
		return true
	}

	/// `_getResponseEntityMap`: each property's value from the entry as the object's DTO has it.
	static func entity(_ entry: HeadlessEntry, of object: HeadlessObject, schema: HeadlessSchema, locale: String) -> [String: Any] {
		let dto = write(entry, of: object, locale: locale)
		var entity: [String: Any] = [:]
		for property in schema.properties {
			let source = property.source == "createDate" ? "dateCreated" : property.source == "modifiedDate" ? "dateModified" : property.source
			entity[property.name] = dto[source]
		}
		return entity
	}
}

// MARK: Scenarios' flows

extension HeadlessPortal {

	/// A write made offline (`write`), then sent back online by the SyncManager `manager` makes.
	/// Without `answerLost`: one startSync, then a second that finds nothing to send, then
	/// `portal` records what the portal holds. With it: the first sync's answer is lost after the
	/// portal applied the write, `portal`, `beforeRetry` (the app moves, say), startSync again,
	/// `portal`.
	public static func writeOfflineThenSync(_ write: () -> Void, manager makeManager: () -> SyncManager, answerLost: Bool = false,
			beforeRetry: () -> Void = {}, portal: () -> Void) {
		offline = true
		write()
		offline = false
		Transcript.record(answerLost ? "-- back online, the answer to the first sync is lost" : "-- back online")
		if answerLost {
			failNext(.lostAnswer)
		}
		let manager = makeManager()
		manager.startSync()
		RuntimeQueue.drain()
		if answerLost {
			portal()
			beforeRetry()
		}
		Transcript.record(answerLost ? "-- startSync again" : "-- a second startSync finds nothing to send")
		manager.startSync()
		RuntimeQueue.drain()
		portal()
	}
}
