import Foundation
import LiferayScreens

/// One call to the portal's headless REST API at "/o/c/projects", sent through
/// the Mobile SDK so that the session's authentication (basic, cookie, OAuth 2) signs it.
nonisolated public struct ProjectTaskRequest {

	public let method: String
	/// The API's path below the server: "/o/c/projects", or the path of another
	/// Object's API (the parents a form offers).
	public var basePath = "/o/c/projects"
	/// Below the API's root, its path parameters already in place: `/42`.
	public let path: String
	public var query: [String: String] = [:]
	public var body: [String: Any]? = nil

	/// A value that is nil (an input a person left out) is not sent.
	public init(method: String, path: String, query: [String: String?] = [:], body: [String: Any?]? = nil) {
		self.method = method
		self.path = path
		self.query = query.compactMapValues { $0 }
		self.body = body?.compactMapValues { $0 }
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
		request.setValue(ProjectTaskRequest.language, forHTTPHeaderField: "Accept-Language")

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
			// allHeaderFields: value(forHTTPHeaderField:) needs iOS 13.
			let location = response?.allHeaderFields.first { ($0.key as? String)?.lowercased() == "location" }?.value as? String ?? ""

			throw NSError(domain: "LiferayScreens",
					code: ScreensErrorCause.invalidServerResponse.rawValue,
					userInfo: [NSLocalizedDescriptionKey: ProjectTaskRequest.redirectMessage(location),
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
					userInfo: [NSLocalizedDescriptionKey: ProjectTaskRequest.message(json, data: data, status: status),
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

	/// A date the portal wrote: ISO 8601 with or without fractional seconds and zone (a field
	/// stored as entered has none: the device's zone). A day (a `date` field, written as its
	/// GMT midnight, or a text of the day alone) is that day in the device's zone, wherever the
	/// device is: its first instant, which is not always midnight (America/Santiago skips
	/// 2024-09-08 00:00). Read by hand, so no formatter is made for each value or shared
	/// between threads; nil for a text that is no such date.
	public static func date(_ value: AnyObject?, dayOnly: Bool = false) -> Date? {
		guard let text = value as? String else {
			return nil
		}

		let characters = Array(text.utf8)

		guard let year = number(characters, 0, 4), character(characters, 4, "-"), let month = number(characters, 5, 2),
				character(characters, 7, "-"), let day = number(characters, 8, 2), isDay(year, month, day) else {
			return nil
		}

		// The portal's calendar, whichever the device shows (Buddhist, Japanese).
		var calendar = Calendar(identifier: .gregorian)
		calendar.timeZone = TimeZone.current

		if dayOnly || characters.count == 10 {
			// Noon is on every day; the start of its day is the day's first instant.
			return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)).map { calendar.startOfDay(for: $0) }
		}

		guard character(characters, 10, "T"), let hour = number(characters, 11, 2), character(characters, 13, ":"),
				let minute = number(characters, 14, 2), character(characters, 16, ":"), let second = number(characters, 17, 2),
				hour < 24, minute < 60, second < 60 else {
			return nil
		}

		var index = 19
		var fraction = 0.0

		if character(characters, index, ".") {
			var end = index + 1

			while end < characters.count && characters[end] >= UInt8(ascii: "0") && characters[end] <= UInt8(ascii: "9") {
				end += 1
			}

			guard end > index + 1, let value = Double("0" + String(decoding: characters[index ..< end], as: UTF8.self)) else {
				return nil
			}

			fraction = value
			index = end
		}

		if index < characters.count {
			guard let offset = offset(characters, from: index), let zone = TimeZone(secondsFromGMT: offset) else {
				return nil
			}

			calendar.timeZone = zone
		}

		let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)

		return calendar.date(from: components).map { Date(timeIntervalSince1970: $0.timeIntervalSince1970 + fraction) }
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

	/// The number written in `count` decimal digits at `index`; nil when one is no digit.
	private static func number(_ characters: [UInt8], _ index: Int, _ count: Int) -> Int? {
		guard index + count <= characters.count else {
			return nil
		}

		var value = 0

		for digit in characters[index ..< index + count] {
			guard digit >= UInt8(ascii: "0") && digit <= UInt8(ascii: "9") else {
				return nil
			}

			value = value * 10 + Int(digit - UInt8(ascii: "0"))
		}

		return value
	}

	private static func character(_ characters: [UInt8], _ index: Int, _ expected: Unicode.Scalar) -> Bool {
		return index < characters.count && characters[index] == UInt8(ascii: expected)
	}

	/// Whether the Gregorian calendar has that day (no 2024-02-30).
	private static func isDay(_ year: Int, _ month: Int, _ day: Int) -> Bool {
		let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
		let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

		return month >= 1 && month <= 12 && day >= 1 && day <= days[month - 1]
	}

	/// A zone that ends the text at `index`: `Z`, `±hh:mm`, `±hhmm` or `±hh`, in seconds east
	/// of GMT.
	private static func offset(_ characters: [UInt8], from index: Int) -> Int? {
		if character(characters, index, "Z") && characters.count == index + 1 {
			return 0
		}

		guard character(characters, index, "+") || character(characters, index, "-"), let hours = number(characters, index + 1, 2) else {
			return nil
		}

		var minutes = 0

		switch characters.count - index {
		case 3:
			break
		case 5:
			guard let value = number(characters, index + 3, 2) else {
				return nil
			}
			minutes = value
		case 6:
			guard character(characters, index + 3, ":"), let value = number(characters, index + 4, 2) else {
				return nil
			}
			minutes = value
		default:
			return nil
		}

		let seconds = (hours * 60 + minutes) * 60

		return character(characters, index, "-") ? -seconds : seconds
	}

	private func url(server: String) throws -> URL {
		// A server written with its last "/" (`https://portal.example.com/`) would give `//o/…`.
		var root = server
		while root.hasSuffix("/") {
			root.removeLast()
		}

		var components = URLComponents(string: root + basePath + path)
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
