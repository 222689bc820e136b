// Runtime model of a portal's headless REST API for Liferay Objects (`/o/c/<plural>/…`), as
// Documentation/Research/Headless-Facts.md describes its answers (§2 pages, §3 entries,
// errors and external reference codes, §4 Accept-Language) and the auth verifiers do:
// - a request without credentials is the guest's (the JAX-RS apps allow guests); wrong
//   basic credentials or an unknown or expired bearer token are a 401 with an empty body;
// - pages are 1-based, 20 rows by default, at most 500; `page` or `pageSize` ≤ 0 is page 1
//   of 500; `lastPage` is ⌈totalCount / pageSize⌉, 1 when either is 0;
// - an entry is written as Vulcan's mapper writes it: keys in order, nulls left out,
//   `creator` an object, `status` {code, label, label_i18n}, system dates without a fraction,
//   custom date-times with milliseconds (and `Z` only when stored in UTC), picklists {key, name};
// - errors are Problem JSON (`{"status": "NOT_FOUND", "title": …}`), a permission missing on
//   a GET is a 404 and on any other method a 403, a POST of a used external reference code is
//   a 400 whose body is plain text (older portals; `.problem` for newer ones), an encoded slash
//   in the path is Tomcat's 400 page;
// - a write whose Accept-Language matches none of the company's languages is a 406;
// - a localized field keeps its translations (`en_US` → text), answered as `<field>` in the
//   request's language (else the user's, else en_US) and as the map `<field>_i18n`; written
//   from `<field>_i18n` (which replaces the stored map) or else `<field>` (the request's
//   language alone): (model) the reading that loses most, since the portal's update was not traced;
// - a rich text is answered as its HTML and, beside it, its text as `<field>RawText`.
// Each request is one transcript line (`server: …`, see `HeadlessPortal.send`).
// What the facts do not settle is marked "(model)" where it is decided here.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

public enum HeadlessFieldType {
	case text
	case longText
	/// HTML, answered as it is stored and, beside it, as its text (`<field>RawText`).
	case richText
	case integer
	case longInteger
	case decimal
	case boolean
	/// The list's entries, key and (English) name, in order.
	case picklist([(key: String, name: String)])
	/// Any number of the list's entries: stored as their keys joined with ", " (one CLOB),
	/// answered as an array of `{key, name}` (MultiselectPicklistObjectFieldBusinessType).
	case multiselectPicklist([(key: String, name: String)])
	/// A date and time; `utc` is the field's `convertToUTC` time storage (else "use input as
	/// entered": written without a zone).
	case dateTime(utc: Bool)
	/// A day (DateObjectFieldBusinessType): read with `yyyy-MM-dd` (SimpleDateFormat's parse,
	/// which ignores what follows the day), kept as the day, and written as that day's
	/// midnight in the portal's zone (the JVM runs in GMT) with milliseconds:
	/// `2025-08-04T00:00:00.000Z` (getDTOValue's `yyyy-MM-dd'T'HH:mm:ss.SSS'Z'`).
	case date
	/// A file of Documents and Media (HeadlessPortalAttachments.swift): the extensions it
	/// accepts (lowercase, `*` any) and its maximum size, 0 for none.
	case attachment(extensions: [String], maxMegabytes: Int)
}

public struct HeadlessField {
	public let name: String
	public let type: HeadlessFieldType
	public let required: Bool
	/// Kept as a map of translations (`en_US` → text) and answered twice: `<field>` in the
	/// request's language and the map, `<field>_i18n` (ObjectEntryDTOConverter).
	public let localized: Bool

	public init(_ name: String, _ type: HeadlessFieldType, required: Bool = false, localized: Bool = false) {
		self.name = name
		self.type = type
		self.required = required
		self.localized = localized
	}
}

public struct HeadlessUser {
	public let id: Int64
	public let login: String
	public let password: String
	public let givenName: String
	public let familyName: String
	/// The user's locale, used when no Accept-Language matches (W3C tag).
	public var languageId = "en-US"
}

/// One entry as the portal keeps it: custom values in canonical form (text `String`, numbers
/// `Int64`/`Double`, `Bool`, a picklist's key, a date-time as the portal writes it).
public final class HeadlessEntry {
	public let id: Int64
	public internal(set) var externalReferenceCode: String
	/// 0 for a company-scoped object.
	public let groupId: Int64
	public internal(set) var values: [String: Any]
	public let dateCreated: Date
	public internal(set) var dateModified: Date
	public let creatorId: Int64
	/// A fault the portal never makes (a proxy or a custom endpoint might): the entry is written
	/// without its `id`, which no row can be made of.
	public var omitsId = false
	/// What the signed-in user may not do with this entry (its permissions, as an administrator
	/// set them): `update` (PATCH), `replace` (PUT), `delete`. Left out of the entry's `actions`,
	/// and refused as ActionUtil and PrincipalExceptionMapper do (403, the check's message).
	public var deniedActions: Set<String> = []

	init(id: Int64, externalReferenceCode: String, groupId: Int64, values: [String: Any], date: Date, creatorId: Int64) {
		self.id = id
		self.externalReferenceCode = externalReferenceCode
		self.groupId = groupId
		self.values = values
		self.dateCreated = date
		self.dateModified = date
		self.creatorId = creatorId
	}
}

/// A published object definition: its REST path (`/o/c/<plural>`), scope, fields and entries.
public final class HeadlessObject {
	public let plural: String
	public let definitionId: Int64
	public let siteScoped: Bool
	public let fields: [HeadlessField]
	/// In the order they were added (ids ascending).
	public internal(set) var entries: [HeadlessEntry] = []
	/// Its one-to-many relationships by name (HeadlessPortalRelationships.swift).
	public internal(set) var relationships: [String: HeadlessRelationship] = [:]

	init(plural: String, definitionId: Int64, siteScoped: Bool, fields: [HeadlessField]) {
		self.plural = plural
		self.definitionId = definitionId
		self.siteScoped = siteScoped
		self.fields = fields
	}

	/// Adds an entry as a POST would (values as JSON gives them), without a transcript line;
	/// a site-scoped object's go to `LiferayServerContext.groupId` unless told otherwise.
	@discardableResult
	public func add(_ values: [String: Any], externalReferenceCode: String? = nil, groupId: Int64? = nil, date: Date? = nil) -> HeadlessEntry {
		var canonical: [String: Any] = [:]
		if let problem = HeadlessPortal.apply(values, to: &canonical, of: self, partial: false) {
			fatalError("the scenario's entry is refused: \(String(decoding: problem.body, as: UTF8.self))")
		}
		let group = siteScoped ? (groupId ?? LiferayServerContext.groupId) : 0
		return HeadlessPortal.insert(canonical, into: self, externalReferenceCode: externalReferenceCode, groupId: group,
			creatorId: HeadlessPortal.users[0].id, date: date ?? HeadlessPortal.now)
	}

	/// `count` entries made by `values` (its index), created a minute apart, the last now.
	public func seed(_ count: Int, groupId: Int64? = nil, _ values: (Int) -> [String: Any]) {
		for index in 0..<count {
			add(values(index), groupId: groupId, date: HeadlessPortal.now.addingTimeInterval(Double(index - count + 1) * 60))
		}
	}

	public func entry(id: Int64) -> HeadlessEntry? {
		return entries.first { $0.id == id }
	}

	public func entry(externalReferenceCode: String, groupId: Int64 = 0) -> HeadlessEntry? {
		return entries.first { $0.externalReferenceCode == externalReferenceCode && $0.groupId == groupId }
	}

	func field(_ name: String) -> HeadlessField? {
		return fields.first { $0.name == name }
	}
}

/// What the next request meets instead of the portal's own answer.
public enum HeadlessFailure {
	/// No connection: the request fails in NSURLErrorDomain (-1009).
	case offline
	/// The status with the body the portal gives it: 401 empty (the auth verifier's
	/// challenge), 403 FORBIDDEN, 404 NOT_FOUND, 500 INTERNAL_SERVER_ERROR Problems.
	case status(Int)
	/// A PrincipalException: 404 on a GET, 403 on any other method.
	case permissionDenied
	/// The portal answers (and applies a write) as it would, but the connection drops before
	/// the answer arrives: the request fails in NSURLErrorDomain (-1005), as a lost answer
	/// does on a device.
	case lostAnswer
}

/// How a POST of an external reference code already in use is answered.
public enum HeadlessDuplicateAnswer {
	/// The generic ExceptionMapper: 400, the exception's message as plain text.
	case plainText
	/// DuplicateExternalReferenceCodeExceptionMapper (2023 on): 400 Problem, the message as title.
	case problem
}

public struct HeadlessToken {
	public let accessToken: String
	public let refreshToken: String?
	public let scope: String?
	public let expirationDate: Date
}

public enum HeadlessPortal {
	/// The model's time, the device's and the portal's alike (fixed, so transcripts are too).
	nonisolated(unsafe) public private(set) static var now = RuntimeClock.now
	/// The first is the app's user (`SessionContext.login()` signs in as it).
	nonisolated(unsafe) public static var users = defaultUsers
	/// The company's available languages (`locales.enabled`'s default).
	nonisolated(unsafe) public static var availableLocales = defaultLocales
	/// Sites: group id → group key (a scope key may be either).
	nonisolated(unsafe) public static var sites = defaultSites
	/// Whether the guest may view entries (default: no role grants it).
	nonisolated(unsafe) public static var guestCanView = false
	nonisolated(unsafe) public static var duplicateAnswer = HeadlessDuplicateAnswer.plainText
	/// No connection until set back.
	nonisolated(unsafe) public static var offline = false
	/// (model) Until set back, every request below `/o/` meets a 302 to this Location with an
	/// empty body (Tomcat's sendRedirect) instead of the portal's answer, as from an SSO filter
	/// or a proxy in front of the portal when the session is no longer signed in
	/// (`/c/portal/login?redirect=…`); the sign-in page itself is served.
	nonisolated(unsafe) public static var redirectingTo: String?
	nonisolated(unsafe) public private(set) static var objects: [String: HeadlessObject] = [:]
	/// API Builder applications by base URL (HeadlessPortalApplications.swift).
	nonisolated(unsafe) public internal(set) static var applications: [String: HeadlessApplication] = [:]

	nonisolated(unsafe) private static var failures: [HeadlessFailure] = []
	nonisolated(unsafe) private static var nextId: Int64 = 41969
	nonisolated(unsafe) private static var nextDefinitionId: Int64 = 33001
	nonisolated(unsafe) private static var madeCodes = 0
	nonisolated(unsafe) private static var accessTokens: [String: (userId: Int64, expires: Date)] = [:]
	nonisolated(unsafe) private static var refreshTokens: [String: (userId: Int64, clientId: String)] = [:]
	nonisolated(unsafe) private static var clients: [String: String?] = [:]
	/// JSESSIONID → the user signed in, nil for a guest's session.
	nonisolated(unsafe) private static var sessions: [String: Int64?] = [:]

	static let guestId: Int64 = 20103
	static let companyId: Int64 = 20116
	static let server = "http://portal"
	static let defaultUsers = [HeadlessUser(id: 20156, login: "test@liferay.com", password: "test", givenName: "Test", familyName: "Test")]
	static let defaultLocales = ["ar-SA", "ca-ES", "zh-CN", "nl-NL", "en-US", "fi-FI", "fr-FR", "de-DE", "hu-HU", "ja-JP", "pt-BR", "es-ES", "sv-SE"]
	static let defaultSites: [Int64: String] = [20143: "Guest"]

	/// A clean portal: the scenarios' user, the default languages and site, no objects.
	public static func reset() {
		now = RuntimeClock.now
		users = defaultUsers
		availableLocales = defaultLocales
		sites = defaultSites
		guestCanView = false
		duplicateAnswer = .plainText
		offline = false
		redirectingTo = nil
		objects = [:]
		applications = [:]
		failures = []
		nextId = 41969
		nextDefinitionId = 33001
		madeCodes = 0
		accessTokens = [:]
		refreshTokens = [:]
		clients = [:]
		sessions = [:]
		resetFiles()
	}

	/// Publishes an object definition at `/o/c/<plural>`.
	@discardableResult
	public static func define(_ plural: String, siteScoped: Bool = false, fields: [HeadlessField]) -> HeadlessObject {
		let object = HeadlessObject(plural: plural, definitionId: nextDefinitionId, siteScoped: siteScoped, fields: fields)
		nextDefinitionId += 1
		objects[plural] = object
		return object
	}

	/// The next requests meet these, in order, one each.
	public static func failNext(_ failure: HeadlessFailure, times: Int = 1) {
		failures += Array(repeating: failure, count: times)
	}

	public static func advanceClock(by seconds: TimeInterval) {
		now = now.addingTimeInterval(seconds)
	}

	/// An OAuth 2 client (`secret` nil: a public client) and a token pair for the first user,
	/// as the app would hold it after signing in.
	public static func signInWithOAuth2(clientId: String = "mobile-app", clientSecret: String? = nil, expiresIn: TimeInterval = 600) -> LROAuth2Authentication {
		clients[clientId] = clientSecret
		let token = issueToken(userId: users[0].id, clientId: clientId, refresh: true, expiresIn: expiresIn)
		return LROAuth2Authentication(accessToken: token.accessToken, refreshToken: token.refreshToken, scope: token.scope,
			accessTokenExpirationDate: token.expirationDate, clientId: clientId, clientSecret: clientSecret)
	}

	/// A signed-in session cookie for the first user, as LoginScreenlet's cookie login leaves it.
	public static func signInWithCookie() -> LRCookieAuthentication {
		let (cookie, token) = newSession(userId: users[0].id)
		return LRCookieAuthentication(authToken: token, cookieHeader: cookie, username: users[0].login, password: users[0].password,
			lastCookieRefresh: now.timeIntervalSince1970)
	}

	/// Revokes every token and session (a password change, an admin's revocation).
	public static func revokeCredentials() {
		accessTokens = [:]
		refreshTokens = [:]
		sessions = [:]
	}

	// MARK: The wire

	struct Answer {
		var status: Int
		var body = Data()
		var contentType: String? = nil
		var headers: [String: String] = [:]
	}

	/// One request: its line in the transcript, then the answer or no connection. The line is
	/// `METHOD path?query auth=<basic|bearer|cookie|none> lang=<Accept-Language or -> <body's
	/// JSON, keys sorted> -> <status>`, the query's parameters sorted by name and as sent.
	static func send(_ request: NSMutableURLRequest) -> Result<(Data, HTTPURLResponse), NSError> {
		guard let url = request.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
				components.scheme == "http", components.host == "portal", components.port == nil else {
			fatalError("the model's portal is \(server); the request went to \(request.url?.absoluteString ?? "nil")")
		}
		// Linux's NSMutableURLRequest has an optional method (nil is GET).
		let method = request.httpMethod ?? "GET"
		let query = (components.percentEncodedQueryItems ?? []).enumerated()
			.sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
			.map { item in item.element.value.map { "\(item.element.name)=\($0)" } ?? item.element.name }
		let header = { (name: String) in request.value(forHTTPHeaderField: name) }
		let authorization = header("Authorization").map { $0.split(separator: " ").first.map { $0.lowercased() } ?? "?" }
			?? (header("Cookie") == nil ? "none" : "cookie")
		var line = "\(method) \(components.percentEncodedPath)\(query.isEmpty ? "" : "?" + query.joined(separator: "&")) auth=\(authorization) lang=\(header("Accept-Language") ?? "-")"
		if let body = request.httpBody {
			line += " " + describeBody(body)
		}
		if offline || isNextFailureOffline() {
			RuntimeServer.record(line + " (no connection)")
			return .failure(noConnection)
		}
		if case .lostAnswer? = failures.first {
			failures.removeFirst()
			let answer = route(request, components)
			RuntimeServer.record(line + " -> \(answer.status) (answer lost)")
			return .failure(connectionLost)
		}
		let answer: Answer
		if let location = redirectingTo, components.percentEncodedPath.hasPrefix("/o/") {
			answer = Answer(status: 302, headers: ["Location": location])
		}
		else {
			answer = failures.isEmpty ? route(request, components) : failure(failures.removeFirst(), method: method, path: components.percentEncodedPath)
		}
		RuntimeServer.record(line + " -> \(answer.status)")
		var headers = answer.headers
		headers["Content-Type"] = answer.contentType
		return .success((answer.body, HTTPURLResponse(url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: headers)!))
	}

	static let noConnection = NSError(domain: "NSURLErrorDomain", code: -1009, userInfo: [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."])
	static let connectionLost = NSError(domain: "NSURLErrorDomain", code: -1005, userInfo: [NSLocalizedDescriptionKey: "The network connection was lost."])

	private static func isNextFailureOffline() -> Bool {
		if case .offline? = failures.first {
			failures.removeFirst()
			return true
		}
		return false
	}

	private static func describeBody(_ body: Data) -> String {
		guard let json = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]),
				let text = try? JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed]) else {
			return "body=" + describe(String(decoding: body, as: UTF8.self))
		}
		return String(decoding: text, as: UTF8.self)
	}

	private static func failure(_ failure: HeadlessFailure, method: String, path: String) -> Answer {
		let plural = path.split(separator: "/").dropFirst(2).first.map(String.init) ?? ""
		let object = objects[plural] ?? applications[plural].flatMap { objects[$0.endpoints[0].object] }
		let resource = resourceName(object) + " \(companyId)"
		let action = method == "POST" ? "ADD_OBJECT_ENTRY" : method == "DELETE" ? "DELETE" : method == "GET" ? "VIEW" : "UPDATE"
		switch failure {
		case .offline, .lostAnswer:
			fatalError("taken before")
		case .permissionDenied:
			return permissionDenied(method: method, action: action, userId: users[0].id, resource: resource)
		case .status(401):
			return unauthorized()
		case .status(403):
			return problem(403, "User \(users[0].id) must have \(action) permission for \(resource)")
		case .status(404):
			return problem(404, nil)
		case .status(500):
			return problem(500, "Internal Server Error")
		case .status(let status):
			return problem(status, nil)
		}
	}

	// MARK: Answers

	static let statusNames = [400: "BAD_REQUEST", 401: "UNAUTHORIZED", 403: "FORBIDDEN", 404: "NOT_FOUND", 405: "METHOD_NOT_ALLOWED",
		406: "NOT_ACCEPTABLE", 409: "CONFLICT", 415: "UNSUPPORTED_MEDIA_TYPE", 500: "INTERNAL_SERVER_ERROR", 503: "SERVICE_UNAVAILABLE"]

	/// Vulcan's mapper: keys sorted, indented.
	static func json(_ status: Int, _ object: Any) -> Answer {
		let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
		return Answer(status: status, body: data, contentType: "application/json")
	}

	/// A Problem: the status by name, the title when there is one.
	static func problem(_ status: Int, _ title: String?) -> Answer {
		var object: [String: Any] = ["status": statusNames[status] ?? String(status)]
		object["title"] = title
		return json(status, object)
	}

	static func unauthorized() -> Answer {
		return Answer(status: 401, headers: ["WWW-Authenticate": "Basic realm=\"PortalRealm\""])
	}

	/// PrincipalExceptionMapper: a GET is a 404 (titled as NotFoundException's mapper titles
	/// it), any other method a 403 with the exception's message (model: MustHavePermission's
	/// "User U must have ACTION permission for NAME PRIMKEY").
	static func permissionDenied(method: String, action: String, userId: Int64, resource: String) -> Answer {
		if method == "GET" {
			return problem(404, "A problem occured")
		}
		return problem(403, "User \(userId) must have \(action) permission for \(resource)")
	}

	/// An object definition's model class name (model).
	static func resourceName(_ object: HeadlessObject?) -> String {
		return "com.liferay.object.model.ObjectDefinition" + (object.map { "#\($0.definitionId)" } ?? "")
	}

	// MARK: Routing

	enum Principal {
		case user(HeadlessUser)
		case guest

		var userId: Int64 {
			if case .user(let user) = self {
				return user.id
			}
			return HeadlessPortal.guestId
		}
	}

	private static func route(_ request: NSMutableURLRequest, _ components: URLComponents) -> Answer {
		let path = components.percentEncodedPath
		// Tomcat refuses an encoded slash in the path (`encodedSolidusHandling="reject"`).
		if path.lowercased().contains("%2f") {
			return Answer(status: 400, body: Data("<!doctype html><html lang=\"en\"><head><title>HTTP Status 400 – Bad Request</title></head><body><h1>HTTP Status 400 – Bad Request</h1></body></html>".utf8), contentType: "text/html;charset=utf-8")
		}
		// An empty segment (`//o/c/…`, a server written with its last "/" before the API's path):
		// Tomcat maps the path with its slashes merged, but the portal's filters and auth
		// verifiers read the request URI as sent; what they make of it is not known here.
		if path.contains("//") {
			fatalError("the model does not know the portal's answer to \(path) (an empty segment)")
		}
		// The portal's sign-in page (model: its words are the model's, not the portal's).
		if path == "/c/portal/login" && (request.httpMethod ?? "GET") == "GET" {
			return Answer(status: 200, body: Data("<!DOCTYPE html><html><head><title>Sign In - Liferay</title></head><body><form action=\"/c/portal/login\" method=\"post\"></form></body></html>".utf8),
				contentType: "text/html;charset=UTF-8")
		}
		guard let principal = principal(request) else {
			return unauthorized()
		}
		let segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
		// "", "o", "c", plural, rest…
		guard segments.count >= 4, segments[1] == "o", segments[2] == "c" else {
			return Answer(status: 404, contentType: "text/html;charset=utf-8")
		}
		if let application = applications[segments[3]] {
			return answer(application, rest: segments.dropFirst(4).filter { !$0.isEmpty }, request: request, components: components, principal: principal)
		}
		guard let object = objects[segments[3]] else {
			// No JAX-RS application at that path (model: an empty 404).
			return Answer(status: 404)
		}
		let rest = Array(segments.dropFirst(4).filter { !$0.isEmpty })
		let method = request.httpMethod ?? "GET"
		var query: [String: String] = [:]
		for item in components.percentEncodedQueryItems ?? [] where query[item.name] == nil {
			query[item.name] = decodeQueryValue(item.value ?? "")
		}
		let context = Request(method: method, object: object, principal: principal, locale: "en-US", query: query, body: request.httpBody,
			contentType: request.value(forHTTPHeaderField: "Content-Type"))
		return context.answer(rest: rest, acceptLanguage: request.value(forHTTPHeaderField: "Accept-Language"))
	}

	/// A servlet parameter: `+` is a space, then percent-decoding.
	static func decodeQueryValue(_ value: String) -> String {
		return value.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? value
	}

	/// The auth verifiers: Basic and Bearer must be valid (else nil: a 401), a session cookie
	/// is its session's user or the guest, anything else is the guest.
	private static func principal(_ request: NSMutableURLRequest) -> Principal? {
		if let authorization = request.value(forHTTPHeaderField: "Authorization") {
			let parts = authorization.split(separator: " ", maxSplits: 1).map(String.init)
			switch parts.first?.lowercased() {
			case "basic":
				guard parts.count == 2, let data = Data(base64Encoded: parts[1]), let credentials = String(data: data, encoding: .utf8),
						let colon = credentials.firstIndex(of: ":"),
						let user = users.first(where: { $0.login == credentials[..<colon] && $0.password == credentials[credentials.index(after: colon)...] }) else {
					return nil
				}
				return .user(user)
			case "bearer":
				guard parts.count == 2, let token = accessTokens[parts[1]], token.expires > now,
						let user = users.first(where: { $0.id == token.userId }) else {
					return nil
				}
				return .user(user)
			default:
				return .guest
			}
		}
		if let cookie = request.value(forHTTPHeaderField: "Cookie"),
				let session = cookie.components(separatedBy: ";").map({ $0.trimmingCharacters(in: .whitespaces) })
					.first(where: { $0.hasPrefix("JSESSIONID=") })?.dropFirst("JSESSIONID=".count),
				let userId = sessions[String(session)] ?? nil,
				let user = users.first(where: { $0.id == userId }) {
			return .user(user)
		}
		return .guest
	}

	// MARK: Sign-in endpoints

	/// `POST /c/portal/login` (LRCookieSignIn): the page always carries an auth token; right
	/// credentials make the session the user's, wrong ones a guest's. Nil: no connection.
	static func cookieSignIn(username: String, password: String) -> (cookieHeader: String, authToken: String)? {
		let line = "POST /c/portal/login auth=cookie lang=- body=\(describe("login=\(username)&password=…"))"
		if offline || isNextFailureOffline() {
			RuntimeServer.record(line + " (no connection)")
			return nil
		}
		RuntimeServer.record(line + " -> 200")
		let user = users.first { $0.login == username && $0.password == password }
		return newSession(userId: user?.id)
	}

	private static func newSession(userId: Int64?) -> (String, String) {
		let id = "S\(sessions.count + 1)"
		sessions[id] = userId
		return ("JSESSIONID=\(id);", String(format: "csrf%04d", sessions.count))
	}

	/// `POST /o/oauth2/token` (AppAuth's token request): a refresh token is used up and
	/// replaced; a client's credentials give a token without one. A refused grant is AppAuth's
	/// invalid_grant error.
	static func tokenRequest(refreshToken: String?, clientId: String, clientSecret: String?) -> Result<HeadlessToken, NSError> {
		let grant = refreshToken == nil ? "client_credentials" : "refresh_token"
		let line = "POST /o/oauth2/token auth=none lang=- body=\(describe("grant_type=\(grant)&client_id=\(clientId)"))"
		if offline || isNextFailureOffline() {
			RuntimeServer.record(line + " (no connection)")
			return .failure(noConnection)
		}
		var userId: Int64?
		if let refreshToken = refreshToken, let owner = refreshTokens[refreshToken], owner.clientId == clientId {
			refreshTokens[refreshToken] = nil
			userId = owner.userId
		}
		else if refreshToken == nil, let secret = clients[clientId] ?? nil, secret == clientSecret {
			userId = users[0].id
		}
		guard let user = userId else {
			RuntimeServer.record(line + " -> 400")
			return .failure(NSError(domain: "org.openid.appauth.oauth_token", code: -10, userInfo: [NSLocalizedDescriptionKey: "invalid_grant"]))
		}
		RuntimeServer.record(line + " -> 200")
		return .success(issueToken(userId: user, clientId: clientId, refresh: refreshToken != nil, expiresIn: 600))
	}

	private static func issueToken(userId: Int64, clientId: String, refresh: Bool, expiresIn: TimeInterval) -> HeadlessToken {
		let number = accessTokens.count + 1
		let access = "access-\(number)"
		accessTokens[access] = (userId, now.addingTimeInterval(expiresIn))
		var refreshToken: String?
		if refresh {
			refreshToken = "refresh-\(number)"
			refreshTokens[refreshToken!] = (userId, clientId)
		}
		return HeadlessToken(accessToken: access, refreshToken: refreshToken, scope: "Liferay.Headless.Object.everything", expirationDate: now.addingTimeInterval(expiresIn))
	}

	// MARK: Entries

	/// A new entry; an external reference code left blank is made by the portal (a lowercase
	/// UUID; the model's are numbered, so transcripts stay the same).
	static func insert(_ values: [String: Any], into object: HeadlessObject, externalReferenceCode: String?, groupId: Int64, creatorId: Int64, date: Date) -> HeadlessEntry {
		var code = externalReferenceCode ?? ""
		if code.isEmpty {
			madeCodes += 1
			code = String(format: "5e1f0000-0000-4000-a000-%012x", madeCodes)
		}
		let entry = HeadlessEntry(id: nextId, externalReferenceCode: code, groupId: groupId, values: values, date: date, creatorId: creatorId)
		nextId += 1
		object.entries.append(entry)
		return entry
	}

	/// The body's custom fields into `values` (a PUT clears the fields it leaves out, a PATCH
	/// keeps them; keys that are no field are ignored, as `_toObjectValues` reads fields
	/// only); a refused value or a required field left empty is the portal's 400.
	static func apply(_ body: [String: Any], to values: inout [String: Any], of object: HeadlessObject, partial: Bool, locale: String = "en-US") -> Answer? {
		for field in object.fields {
			if field.localized, body.keys.contains(field.name + "_i18n") || body.keys.contains(field.name) {
				switch translations(body, field, locale: locale) {
				case .success(let map):
					values[field.name] = map
				case .failure(let problem):
					return problem.answer
				}
				continue
			}
			guard let raw = body[field.name] else {
				if !partial {
					values[field.name] = nil
				}
				continue
			}
			// DefaultObjectEntryManagerImpl._toObjectValues drops a null of an optional field, and a
			// PATCH leaves what it drops as it was; a required one's null is refused below.
			if raw is NSNull {
				if !partial || field.required {
					values[field.name] = nil
				}
				continue
			}
			switch canonical(raw, field) {
			case .success(let value):
				checkParent(value, of: field, on: object)
				values[field.name] = value
			case .failure(let problem):
				return problem.answer
			}
		}
		// ObjectEntryLocalServiceImpl._validateRequiredValues: absent or Validator.isNull (a blank
		// text or picklist key); a PATCH may leave a required field out.
		for field in object.fields where field.required && (body.keys.contains(field.name) || !partial) {
			if values[field.name] == nil || (values[field.name] as? String).map(isBlank) == true {
				return problem(400, "No value was provided for required object field \"\(field.name)\"")
			}
		}
		return nil
	}

	struct Refusal: Error {
		let answer: Answer
	}

	/// A localized field's translations as a write leaves them. `<field>_i18n` is read first and
	/// must be a map (ObjectFieldBusinessType.getValue/getLocalizedValues). (model) What the
	/// portal's update does to the stored translations was not found (Research/objects-rest-features.md
	/// §5); the model takes the reading that loses most, so that a client relying on the other is
	/// seen: the map sent replaces the stored one, and a bare `<field>` leaves the request's
	/// language alone.
	private static func translations(_ body: [String: Any], _ field: HeadlessField, locale: String) -> Result<[String: String], Refusal> {
		if let raw = body[field.name + "_i18n"] {
			guard let map = raw as? [String: Any] else {
				return .failure(Refusal(answer: problem(400, "Object entry value for field \(field.name)_i18n is invalid")))
			}
			return .success(map.compactMapValues { $0 as? String })
		}
		guard let text = body[field.name] as? String else {
			return .success([:])
		}
		return .success([languageId(locale): text])
	}

	/// A W3C tag as the portal keys translations: `en-US` → `en_US`.
	static func languageId(_ locale: String) -> String {
		return locale.replacingOccurrences(of: "-", with: "_")
	}

	/// HtmlParserUtil.extractText, as far as the model needs it: the tags dropped, a few entities read.
	static func extractText(_ html: String) -> String {
		var text = ""
		var inTag = false
		for character in html {
			if character == "<" {
				inTag = true
			}
			else if character == ">" {
				inTag = false
			}
			else if !inTag {
				text.append(character)
			}
		}
		for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", " "), ("&amp;", "&")] {
			text = text.replacingOccurrences(of: entity, with: character)
		}
		return text
	}

	private static func canonical(_ raw: Any, _ field: HeadlessField) -> Result<Any, Refusal> {
		func unknown() -> Never {
			fatalError("the model does not know the portal's answer to \(describe(raw)) for the \(field.type) field \(field.name)")
		}
		switch field.type {
		case .text, .longText, .richText:
			guard let text = raw as? String else { unknown() }
			return .success(text)
		case .integer, .longInteger:
			guard !isJSONBool(raw), let number = raw as? NSNumber, number.doubleValue == number.doubleValue.rounded() else { unknown() }
			if case .integer = field.type, number.int64Value > Int64(Int32.max) || number.int64Value < Int64(Int32.min) {
				return .failure(Refusal(answer: problem(400, "Object entry value exceeds integer field allowed size")))
			}
			return .success(number.int64Value)
		case .decimal:
			guard !isJSONBool(raw), let number = raw as? NSNumber else { unknown() }
			return .success(number.doubleValue)
		case .boolean:
			guard isJSONBool(raw), let value = raw as? Bool else { unknown() }
			return .success(value)
		case .picklist(let choices):
			// A key, `{"key": …}` or a whole ListEntry (ObjectEntryResourceTest's three forms).
			guard let key = (raw as? String) ?? ((raw as? [String: Any])?["key"] as? String) else { unknown() }
			// _validateListTypeEntryKey looks up no blank key: an optional picklist is cleared ("").
			guard isBlank(key) || choices.contains(where: { $0.key == key }) else {
				return .failure(Refusal(answer: problem(400, "Object field name \(field.name) is not mapped to a valid list type entry")))
			}
			return .success(key)
		case .multiselectPicklist(let choices):
			// getValue: a list of keys, maps with a key or ListEntries, or one "k1, k2" text.
			let items: [Any]
			if let list = raw as? [Any] { items = list }
			else if let text = raw as? String { items = text.components(separatedBy: ", ").filter { !$0.isEmpty } }
			else { unknown() }
			var keys: [String] = []
			for item in items {
				guard let key = (item as? String) ?? ((item as? [String: Any])?["key"] as? String) else { unknown() }
				guard choices.contains(where: { $0.key == key }) else {
					return .failure(Refusal(answer: problem(400, "Object field name \(field.name) is not mapped to a valid list type entry")))
				}
				keys.append(key)
			}
			return .success(keys.joined(separator: ", "))
		case .dateTime(let utc):
			guard let text = raw as? String, let date = HeadlessDates.parseInput(text, utc: utc) else { unknown() }
			return .success(HeadlessDates.customDateTime(date, utc: utc))
		case .date:
			guard let text = raw as? String, let day = HeadlessDates.day(text) else { unknown() }
			return .success(day)
		case .attachment(let extensions, let maxMegabytes):
			guard let result = attachment(raw, field, extensions: extensions, maxMegabytes: maxMegabytes) else { unknown() }
			return result
		}
	}

	/// Liferay's `Validator.isNull` of a text: once its spaces (only U+0020) are skipped,
	/// nothing, or "null".
	static func isBlank(_ text: String) -> Bool {
		let letters = String(text.filter { $0 != " " })
		return letters.isEmpty || letters == "null"
	}

	static func isJSONBool(_ value: Any) -> Bool {
		return type(of: value) == Bool.self || String(describing: type(of: value)).contains("Boolean")
	}

	/// The entry as the portal writes it for `locale`.
	static func write(_ entry: HeadlessEntry, of object: HeadlessObject, locale: String, nestedFields: [String] = []) -> [String: Any] {
		let href = "\(server)/o/c/\(object.plural)/\(entry.id)"
		let creator = users.first { $0.id == entry.creatorId }
		var json: [String: Any] = [
			"actions": [
				"delete": ["href": href, "method": "DELETE"],
				"get": ["href": href, "method": "GET"],
				"permissions": ["href": href + "/permissions", "method": "GET"],
				"replace": ["href": href, "method": "PUT"],
				"update": ["href": href, "method": "PATCH"],
			],
			"creator": [
				"additionalName": "", "contentType": "UserAccount", "externalReferenceCode": "user-\(entry.creatorId)",
				"familyName": creator?.familyName ?? "", "givenName": creator?.givenName ?? "", "id": entry.creatorId,
				"name": [creator?.givenName, creator?.familyName].compactMap { $0 }.joined(separator: " "),
			],
			"dateCreated": HeadlessDates.systemDate(entry.dateCreated),
			"dateModified": HeadlessDates.systemDate(entry.dateModified),
			"externalReferenceCode": entry.externalReferenceCode,
			"id": entry.id,
			"keywords": [String](),
			"status": ["code": 0, "label": "approved", "label_i18n": approvedLabels[String(locale.prefix(2))] ?? "Approved"],
			"taxonomyCategoryBriefs": [Any](),
		]
		if entry.omitsId {
			json["id"] = nil
		}
		if var actions = json["actions"] as? [String: Any] {
			entry.deniedActions.forEach { actions[$0] = nil }
			json["actions"] = actions
		}
		if object.siteScoped {
			json["scopeId"] = entry.groupId
			json["scopeKey"] = sites[entry.groupId]
		}
		for field in object.fields {
			guard let value = entry.values[field.name] else {
				continue
			}
			if field.localized, let map = value as? [String: String] {
				// The request's language, else the user's, else the site's default (en_US here).
				let user = users.first { $0.id == entry.creatorId }?.languageId ?? "en-US"
				json[field.name] = map[languageId(locale)] ?? map[languageId(user)] ?? map["en_US"]
				json[field.name + "_i18n"] = map
			}
			else if case .richText = field.type, let html = value as? String {
				json[field.name] = html
				json[field.name + "RawText"] = extractText(html)
			}
			else if case .picklist(let choices) = field.type, let key = value as? String {
				json[field.name] = ["key": key, "name": choices.first { $0.key == key }?.name ?? key]
			}
			else if case .multiselectPicklist(let choices) = field.type, let keys = value as? String {
				json[field.name] = keys.components(separatedBy: ", ").filter { !$0.isEmpty }.map { key in
					["key": key, "name": choices.first { $0.key == key }?.name ?? key]
				}
			}
			else if case .attachment = field.type, let id = value as? Int64 {
				json[field.name] = fileEntry(id, field: field.name, entry: entry, nestedFields: nestedFields)
			}
			else if case .date = field.type, let day = value as? String {
				json[field.name] = day + "T00:00:00.000Z"
			}
			else {
				json[field.name] = value
			}
		}
		return json
	}

	static let approvedLabels = ["en": "Approved", "de": "Genehmigt", "es": "Aprobado", "fr": "Approuvé", "pt": "Aprovado"]

	/// Accept-Language against the company's languages (AcceptLanguageImpl): the ranges in
	/// order of weight, a range matching a language or its prefix (`en` matches en-US,
	/// `en-GB` only en-GB); zh-Hans-CN reads as zh-CN, zh-Hant-TW as zh-TW.
	static func matchingLocales(_ header: String) -> [String] {
		let ranges = header.split(separator: ",").enumerated().compactMap { offset, part -> (tag: String, q: Double, offset: Int)? in
			let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
			let q = pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
			let tag = pieces[0].replacingOccurrences(of: "zh-Hans-CN", with: "zh-CN").replacingOccurrences(of: "zh-Hant-TW", with: "zh-TW")
			return q > 0 ? (tag.lowercased(), q, offset) : nil
		}.sorted { ($0.q, -$0.offset) > ($1.q, -$1.offset) }
		var matches: [String] = []
		for range in ranges {
			for locale in availableLocales where !matches.contains(locale) {
				let lower = locale.lowercased()
				if range.tag == "*" || lower == range.tag || lower.hasPrefix(range.tag + "-") {
					matches.append(locale)
				}
			}
		}
		return matches
	}
}

/// The portal's date texts.
enum HeadlessDates {
	/// Vulcan's ISO8601DateFormat: UTC, no fraction, `Z`.
	static func systemDate(_ date: Date) -> String {
		let formatter = ISO8601DateFormatter()
		formatter.formatOptions = [.withInternetDateTime]
		return formatter.string(from: date)
	}

	/// DateTimeObjectFieldBusinessType: `yyyy-MM-dd'T'HH:mm:ss.SSS`, and `Z` for UTC storage.
	static func customDateTime(_ date: Date, utc: Bool) -> String {
		let formatter = DateFormatter()
		formatter.locale = Locale(identifier: "en_US_POSIX")
		formatter.timeZone = TimeZone(identifier: "UTC")
		formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSS"
		return formatter.string(from: date) + (utc ? "Z" : "")
	}

	/// A date-time a client sends: with or without a fraction and a zone (model: a zone is
	/// honoured for UTC storage; a field stored as entered keeps the wall clock written).
	static func parseInput(_ text: String, utc: Bool) -> Date? {
		let formatter = DateFormatter()
		formatter.locale = Locale(identifier: "en_US_POSIX")
		formatter.timeZone = TimeZone(identifier: "UTC")
		var wallClock = text
		if !utc, let zone = text.range(of: #"(Z|[+-]\d\d:?\d\d)$"#, options: .regularExpression) {
			wallClock = String(text[..<zone.lowerBound])
		}
		for format in ["yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm:ss.SSS"] {
			formatter.dateFormat = format
			if let date = formatter.date(from: wallClock) {
				return date
			}
		}
		return nil
	}

	/// The day a date field reads from a text: its first ten characters as `yyyy-MM-dd`.
	static func day(_ text: String) -> String? {
		guard let range = text.range(of: #"^\d{4}-\d{2}-\d{2}"#, options: .regularExpression) else {
			return nil
		}
		return String(text[range])
	}

	/// A filter's date literal (unquoted ISO) or a stored date text, as an instant.
	static func instant(_ text: String) -> Date? {
		return parseInput(text, utc: true) ?? parseInput(text, utc: false)
	}
}
