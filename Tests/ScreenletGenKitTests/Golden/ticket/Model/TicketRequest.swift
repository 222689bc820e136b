import Foundation
import LiferayScreens

/// One call to the portal's headless REST API at "/o/c/tickets", sent through
/// the Mobile SDK so that the session's authentication (basic, cookie, OAuth 2) signs it.
nonisolated public struct TicketRequest {

	public let method: String
	/// Below the API's root, its path parameters already in place: `/42`.
	public let path: String
	public var query: [String: String] = [:]
	public var body: [String: Any]? = nil

	public init(method: String, path: String, query: [String: String] = [:], body: [String: Any]? = nil) {
		self.method = method
		self.path = path
		self.query = query
		self.body = body
	}

	// MARK: Sending

	/// The answer's JSON, nil when it is empty (a delete). A status of 400 or more throws
	/// an error with the portal's own message, but for a DELETE of an entry that is not there;
	/// a redirect throws too.
	@discardableResult
	public func send(session: LRSession) throws -> Any? {
		let request = LRHttpUtil.getRequestWith(session, url: try url(server: session.server))
		request.httpMethod = method
		request.setValue("application/json", forHTTPHeaderField: "Accept")
		request.setValue(TicketRequest.language, forHTTPHeaderField: "Accept-Language")

		if let body = body {
			request.httpBody = try JSONSerialization.data(withJSONObject: body)
			request.setValue("application/json", forHTTPHeaderField: "Content-Type")
		}

		var response: HTTPURLResponse?
		// The SDK's own delegate, as its JSON-WS calls pass: a redirect is not followed. Followed,
		// a POST would become a GET of the page it points to (the login page), and that page's
		// 200 the write's success.
		let data = try LRHttpUtil.sendSyncRequest(request, delegate: LRRedirectDelegate(), session: session, response: &response)
		let status = response?.statusCode ?? 0

		if (300 ..< 400).contains(status) {
			let location = response?.value(forHTTPHeaderField: "Location") ?? ""

			throw NSError(domain: "LiferayScreens",
					code: ScreensErrorCause.invalidServerResponse.rawValue,
					userInfo: [NSLocalizedDescriptionKey: TicketRequest.redirectMessage(location),
							"status": status,
							"location": location])
		}

		let json = data.isEmpty ? nil : try? JSONSerialization.jsonObject(with: data)

		if status >= 400 {
			// The entry is gone, which is what a DELETE asks for: sent again after its answer
			// was lost, or deleted by someone else first. Only the portal's Not Found problem:
			// an empty 404 (no API at that path) stays a failure.
			if method == "DELETE" && status == 404 && (json as? [String: Any])?["status"] as? String == "NOT_FOUND" {
				return nil
			}

			throw NSError(domain: "LiferayScreens",
					code: ScreensErrorCause.invalidServerResponse.rawValue,
					userInfo: [NSLocalizedDescriptionKey: TicketRequest.message(json, data: data, status: status),
							"status": status])
		}

		return json
	}

	/// A path parameter's value, escaped for one path segment.
	public static func segment(_ value: String) -> String {
		var allowed = CharacterSet.urlPathAllowed
		allowed.remove("/")

		return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
	}

	/// A date the portal wrote: with or without fractional seconds and zone (a field stored
	/// as entered has none: the device's zone). A day (a `date` field, written as its GMT
	/// midnight) is that day in the device's zone, wherever the device is.
	public static func date(_ value: AnyObject?, dayOnly: Bool = false) -> Date? {
		guard let text = value as? String else {
			return nil
		}

		let formatter = DateFormatter()
		formatter.locale = Locale(identifier: "en_US_POSIX")

		if dayOnly {
			formatter.dateFormat = "yyyy-MM-dd"

			return formatter.date(from: String(text.prefix(10)))
		}

		for format in ["yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX",
				"yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm:ss.SSS", "yyyy-MM-dd"] {
			formatter.dateFormat = format

			if let date = formatter.date(from: text) {
				return date
			}
		}

		return nil
	}

	/// The portal's pages (1-based, of one size, at most 500 rows) that hold rows
	/// [startRow, endRow): pages of the range's size, so the range is one page or the end of
	/// one and the start of the next.
	public static func pages(startRow: Int, endRow: Int) -> [(page: Int, pageSize: Int)] {
		guard startRow >= 0, endRow > startRow else {
			return []
		}

		let pageSize = min(endRow - startRow, 500)

		return (startRow / pageSize ... (endRow - 1) / pageSize).map { (page: $0 + 1, pageSize: pageSize) }
	}

	// MARK: Private methods

	private func url(server: String) throws -> URL {
		// A server written with its last "/" (`https://portal.example.com/`) would give `//o/…`.
		var root = server
		while root.hasSuffix("/") {
			root.removeLast()
		}

		var components = URLComponents(string: root + "/o/c/tickets" + path)
		// A + in a query value is a space to the portal: sent escaped.
		components?.percentEncodedQueryItems = query.keys.sorted().map {
			URLQueryItem(name: $0, value: query[$0]?
					.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)?
					.replacingOccurrences(of: "+", with: "%2B")
					.replacingOccurrences(of: "&", with: "%26")
					.replacingOccurrences(of: "=", with: "%3D"))
		}

		guard let url = components?.url else {
			throw NSError.errorWithCause(.abortedDueToPreconditions, message: "Not a URL: \(server)")
		}

		return url
	}

	/// The device's languages in order, each followed by its base language, with falling
	/// q-values: `en-GB, en;q=0.9, de-AT;q=0.8, de;q=0.7`. A portal without the region's
	/// locale answers in the base language instead of refusing a write (406).
	private static var language: String {
		var tags = [String]()

		for tag in Locale.preferredLanguages {
			let base = String(tag.prefix { $0 != "-" && $0 != "_" })

			for candidate in [tag, base] where !candidate.isEmpty && !tags.contains(candidate) {
				tags.append(candidate)
			}
		}

		if tags.isEmpty {
			tags = ["en-US", "en"]
		}

		// q goes from 1 down to 0.1: ten tags at most.
		return tags.prefix(10).enumerated()
				.map { $0.offset == 0 ? $0.element : "\($0.element);q=0.\(10 - $0.offset)" }
				.joined(separator: ", ")
	}

	/// A redirect to a login page (the portal's `/c/portal/login`, an SSO's) asks to sign in
	/// again; any other says the server's address is not the portal's.
	private static func redirectMessage(_ location: String) -> String {
		if location.lowercased().contains("login") {
			return "The portal asks to sign in again: the session is no longer signed in"
		}

		return "The portal sent the request elsewhere (\(location)): check the server's address"
	}

	/// The problem's title (`{"status": "NOT_FOUND", "title": "…"}`), else its detail, else a
	/// plain-text answer, else the status in words.
	private static func message(_ json: Any?, data: Data, status: Int) -> String {
		if let problem = json as? [String: Any] {
			if let title = problem["title"] as? String, !title.isEmpty {
				return title
			}
			if let detail = problem["detail"] as? String, !detail.isEmpty {
				return detail
			}
		}

		if json == nil, let text = String(data: data, encoding: .utf8), !text.isEmpty, text.count < 500 {
			return text
		}

		return HTTPURLResponse.localizedString(forStatusCode: status)
	}
}
