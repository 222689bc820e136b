import Foundation

// The headless portal model and the SDK's plain HTTP path, driven as a generated headless
// Connector drives them (LRHttpUtil.getRequestWith, then sendSyncRequest), without generated
// code. HeadlessPortalTests reads the lines.

func tickets(siteScoped: Bool = false) -> HeadlessObject {
	return HeadlessPortal.define("tickets", siteScoped: siteScoped, fields: [
		HeadlessField("subject", .text, required: true),
		HeadlessField("priority", .picklist([("low", "Low"), ("high", "High")])),
		HeadlessField("dueDate", .dateTime(utc: true)),
		HeadlessField("noted", .dateTime(utc: false)),
		HeadlessField("count", .integer),
	])
}

/// One request as a generated Connector sends it: JSON in and out, the scenario's language.
/// Prints the status and the answer (`show` picks what of it), or the thrown error.
func call(_ method: String, _ path: String, _ body: [String: Any]? = nil, delegate: URLSessionDelegate? = nil, show: (Any?) -> String = { describe($0) }) {
	let session = SessionContext.currentContext!.createRequestSession()
	let request = LRHttpUtil.getRequestWith(session, url: URL(string: session.server + path)!)
	request.httpMethod = method
	request.setValue("application/json", forHTTPHeaderField: "Accept")
	request.setValue(RuntimeStrings.preferredLanguages.first!, forHTTPHeaderField: "Accept-Language")
	if let body = body {
		request.httpBody = try! JSONSerialization.data(withJSONObject: body)
		request.setValue("application/json", forHTTPHeaderField: "Content-Type")
	}
	var response: HTTPURLResponse?
	do {
		let data = try LRHttpUtil.sendSyncRequest(request, delegate: delegate, session: session, response: &response)
		let json = try? JSONSerialization.jsonObject(with: data)
		let shown = json.map(show) ?? (data.isEmpty ? "empty" : "text " + describe(String(decoding: data, as: UTF8.self)))
		let location = response!.value(forHTTPHeaderField: "Location").map { " Location: \($0)" } ?? ""
		Transcript.record("\(response!.statusCode) \(response!.value(forHTTPHeaderField: "Content-Type") ?? "-")\(location) \(shown)")
	}
	catch {
		Transcript.record("threw \(describe(error as NSError))")
	}
}

/// A page's envelope without its items, and the items' subjects.
func envelope(_ json: Any?) -> String {
	guard var page = json as? [String: Any], let items = page.removeValue(forKey: "items") as? [[String: Any]] else {
		return describe(json)
	}
	page["actions"] = (page["actions"] as? [String: Any]).map { $0.keys.sorted().joined(separator: ",") }
	let subjects = items.map { $0["subject"] as? String ?? "?" }
	return "\(describe(page)) items \(subjects.count): \(subjects.prefix(3).joined(separator: ","))\(subjects.count > 3 ? "…" + subjects.last! : "")"
}

func field(_ name: String) -> (Any?) -> String {
	return { describe(($0 as? [String: Any])?[name]) }
}

scenario("pages: default 20, pageSize at most 500, page or pageSize ≤ 0 is page 1 of 500, lastPage") {
	tickets().seed(620) { ["subject": "t\($0)"] }
	for query in ["", "?pageSize=1000", "?page=0&pageSize=10", "?pageSize=-1", "?page=62&pageSize=10", "?page=63&pageSize=10"] {
		call("GET", "/o/c/tickets/" + query, show: envelope)
	}
	HeadlessPortal.define("empties", fields: [HeadlessField("subject", .text)])
	call("GET", "/o/c/empties/?pageSize=0", show: envelope)
	call("GET", "/o/c/empties/?page=3", show: envelope)
}

scenario("pages: Screens' rows 0-50, 50-75, 75-100, 100-125 are pages 1 of 50, then 3, 4, 5 of 25") {
	tickets().seed(120) { ["subject": "t\($0)"] }
	for query in ["page=1&pageSize=50", "page=3&pageSize=25", "page=4&pageSize=25", "page=5&pageSize=25"] {
		call("GET", "/o/c/tickets/?sort=dateCreated:asc&" + query, show: envelope)
	}
}

scenario("pages: sort, search, filter") {
	let object = tickets()
	object.seed(30) { ["subject": "ticket \($0 % 10) of \($0 < 15 ? "spring" : "autumn")", "priority": $0 % 3 == 0 ? "high" : "low", "count": $0 % 4] }
	call("GET", "/o/c/tickets/?pageSize=4&sort=count:desc,subject:asc", show: envelope)
	call("GET", "/o/c/tickets/?search=Spring%207", show: envelope)
	call("GET", "/o/c/tickets/?search=spr", show: envelope)
	call("GET", "/o/c/tickets/?filter=" + "priority eq 'high' and (count eq 0 or contains(subject,'autumn'))".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!, show: envelope)
	call("GET", "/o/c/tickets/?filter=dateCreated%20lt%202023-11-14T22:00:00Z", show: envelope)
	call("GET", "/o/c/tickets/?filter=colour%20eq%20'red'")
	call("GET", "/o/c/tickets/?sort=colour:asc")
}

scenario("entries: as the portal writes them") {
	tickets().add(["subject": "Printer", "priority": "high", "dueDate": "2025-08-04T09:10:11Z", "noted": "2025-08-04T09:10:11.123+02:00"])
	call("GET", "/o/c/tickets/41969")
	call("POST", "/o/c/tickets/", ["subject": "Scanner", "priority": ["key": "low", "name": "whatever"], "count": 3, "colour": "red", "id": 5])
}

scenario("writes: POST, PUT and PATCH by id, PUT by code twice is one entry, DELETE, a used code") {
	let object = tickets()
	call("POST", "/o/c/tickets/", ["subject": "a", "externalReferenceCode": "k1", "count": 1], show: field("id"))
	call("POST", "/o/c/tickets/", ["subject": "b", "externalReferenceCode": "k1"])
	HeadlessPortal.duplicateAnswer = .problem
	call("POST", "/o/c/tickets/", ["subject": "b", "externalReferenceCode": "k1"])
	call("PATCH", "/o/c/tickets/41969", ["subject": "a2"], show: { "\(field("subject")($0)) count=\(field("count")($0))" })
	call("PUT", "/o/c/tickets/41969", ["subject": "a3"], show: { "\(field("subject")($0)) count=\(field("count")($0))" })
	call("PUT", "/o/c/tickets/by-external-reference-code/k2", ["subject": "c"], show: field("id"))
	call("PUT", "/o/c/tickets/by-external-reference-code/k2", ["subject": "c2", "externalReferenceCode": "other"], show: { "\(field("id")($0)) \(field("externalReferenceCode")($0))" })
	call("PATCH", "/o/c/tickets/by-external-reference-code/k3", ["subject": "d"])
	call("GET", "/o/c/tickets/by-external-reference-code/k2", show: field("subject"))
	call("DELETE", "/o/c/tickets/by-external-reference-code/k2")
	call("DELETE", "/o/c/tickets/41969")
	call("DELETE", "/o/c/tickets/41969")
	call("GET", "/o/c/tickets/abc")
	call("PATCH", "/o/c/tickets/")
	Transcript.record("entries: \(object.entries.count)")
}

scenario("writes: refused values") {
	tickets()
	call("POST", "/o/c/tickets/", ["priority": "low"])
	call("POST", "/o/c/tickets/", ["subject": "x", "priority": "urgent"])
	call("POST", "/o/c/tickets/", ["subject": "x", "count": 3_000_000_000])
	call("PUT", "/o/c/tickets/by-external-reference-code/a%2Fb", ["subject": "x"])
}

// ObjectEntryLocalServiceImpl: _validateListTypeEntryKey looks up no blank key, and
// _validateRequiredValues refuses a required field that is absent or Validator.isNull;
// DefaultObjectEntryManagerImpl._toObjectValues drops an optional field's null, which a PATCH
// then leaves as it was.
scenario("writes: empty and null values") {
	let object = tickets()
	call("POST", "/o/c/tickets/", ["subject": "a", "priority": ["key": "high"], "count": 2], show: field("id"))
	call("PATCH", "/o/c/tickets/41969", ["priority": ["key": ""]], show: { _ in "priority=\(describe(object.entries[0].values["priority"]))" })
	call("PATCH", "/o/c/tickets/41969", ["count": NSNull()], show: { _ in "count=\(describe(object.entries[0].values["count"]))" })
	call("PATCH", "/o/c/tickets/41969", ["subject": ""])
	call("PATCH", "/o/c/tickets/41969", ["subject": " "])
	call("PATCH", "/o/c/tickets/41969", ["subject": NSNull()])
	call("POST", "/o/c/tickets/", ["subject": "", "priority": ["key": ""]])
	call("POST", "/o/c/tickets/", ["subject": "b", "priority": ["key": ""]], show: { _ in "priority=\(describe(object.entries[1].values["priority"]))" })
}

scenario("auth: wrong password 401, the guest sees nothing and may not write, no-one else's portal") {
	tickets().seed(3) { ["subject": "t\($0)"] }
	SessionContext.login(authentication: LRBasicAuthentication(username: "test@liferay.com", password: "wrong"))
	call("GET", "/o/c/tickets/")
	SessionContext.login(authentication: nil)
	call("GET", "/o/c/tickets/", show: envelope)
	call("GET", "/o/c/tickets/41969")
	call("POST", "/o/c/tickets/", ["subject": "x"])
	call("DELETE", "/o/c/tickets/41969")
	// ObjectEntryServiceImpl.deleteObjectEntry finds the entry before it checks the permission:
	// an entry that is not there is a 404 for the guest too.
	call("DELETE", "/o/c/tickets/41999")
	SessionContext.login()
	call("GET", "/o/c/nothing/")
}

scenario("failures: each status once, then the portal again; offline throws") {
	tickets()
	for status in [401, 403, 404, 500] {
		HeadlessPortal.failNext(.status(status))
		call("GET", "/o/c/tickets/")
	}
	HeadlessPortal.failNext(.permissionDenied, times: 2)
	call("GET", "/o/c/tickets/")
	call("POST", "/o/c/tickets/", ["subject": "x"])
	HeadlessPortal.failNext(.offline)
	call("GET", "/o/c/tickets/", show: envelope)
	call("GET", "/o/c/tickets/", show: envelope)
	HeadlessPortal.offline = true
	call("POST", "/o/c/tickets/", ["subject": "x"])
}

scenario("failures: a lost answer: the portal applies the write, the device gets no answer; sent again by code, one entry") {
	let object = tickets()
	HeadlessPortal.failNext(.lostAnswer)
	call("PUT", "/o/c/tickets/by-external-reference-code/k1", ["subject": "x"])
	call("PUT", "/o/c/tickets/by-external-reference-code/k1", ["subject": "x"], show: field("id"))
	Transcript.record("entries: \(object.entries.count)")
}

scenario("languages: a write in a language the company lacks is a 406, a read falls back") {
	tickets().add(["subject": "t"])
	for language in ["en", "en-GB", "de-AT", "de"] {
		RuntimeStrings.language = language
		call("GET", "/o/c/tickets/41969", show: { describe((($0 as? [String: Any])?["status"] as? [String: Any])?["label_i18n"]) })
		call("PATCH", "/o/c/tickets/41969", ["subject": "u"], show: { describe(($0 as? [String: Any])?["subject"] ?? ($0 as? [String: Any])?["title"]) })
	}
}

scenario("scopes: a site's collection by group id or key; the company path is not there") {
	let object = tickets(siteScoped: true)
	object.seed(3) { ["subject": "s\($0)"] }
	call("GET", "/o/c/tickets/scopes/20143?pageSize=2", show: envelope)
	call("GET", "/o/c/tickets/scopes/Guest?pageSize=2&page=2", show: envelope)
	call("GET", "/o/c/tickets/scopes/999")
	call("GET", "/o/c/tickets/")
	call("PUT", "/o/c/tickets/scopes/20143/by-external-reference-code/k1", ["subject": "x"], show: { "\(field("scopeKey")($0)) \(field("scopeId")($0))" })
	call("POST", "/o/c/tickets/scopes/Guest", ["subject": "y", "externalReferenceCode": "k1"])
	call("GET", "/o/c/tickets/41969", show: field("subject"))
}

scenario("dates: a date field reads the day (what follows it ignored) and writes that day's midnight in GMT, with milliseconds") {
	HeadlessPortal.define("visits", fields: [HeadlessField("host", .text), HeadlessField("day", .date)])
	call("POST", "/o/c/visits/", ["host": "a", "day": "2025-08-04"], show: field("day"))
	call("POST", "/o/c/visits/", ["host": "b", "day": "2025-08-05T23:30:00-07:00"], show: field("day"))
	call("GET", "/o/c/visits/?sort=day:desc", show: { describe((($0 as? [String: Any])?["items"] as? [[String: Any]])?.map { $0["host"] }) })
	call("GET", "/o/c/visits/?filter=day%20gt%202025-08-04T12:00:00Z", show: { describe((($0 as? [String: Any])?["items"] as? [[String: Any]])?.map { $0["host"] }) })
}

/// An API Builder application over a Visit object: a page, a POST and an entry by id.
func visitsApp(postAnswers: Bool = false) -> HeadlessObject {
	let object = HeadlessPortal.define("visits", fields: [
		HeadlessField("host", .text, required: true),
		HeadlessField("kind", .picklist([("tour", "Tour"), ("meeting", "Meeting")])),
		HeadlessField("day", .date),
		HeadlessField("startsAt", .dateTime(utc: true)),
		HeadlessField("guests", .integer),
		HeadlessField("notes", .longText),
	])
	let schema = HeadlessSchema(["host", "kind", "day", "startsAt", "guests", "notes"])
	HeadlessPortal.defineApplication("visits-app", endpoints: [
		HeadlessEndpoint("GET", "/visits", object: "visits", responseSchema: schema),
		HeadlessEndpoint("POST", "/visits", object: "visits", requestSchema: schema, responseSchema: postAnswers ? schema : nil),
		HeadlessEndpoint("GET", "/visits/{visitId}", object: "visits", retrieve: .byId, responseSchema: schema),
	])
	return object
}

scenario("applications: at /o/c/<baseURL>/, a page of the schema's properties, an entry by id; a POST without a response schema is a 204") {
	let object = visitsApp()
	call("POST", "/o/c/visits-app/visits", ["host": "Ana", "kind": ["key": "tour"], "day": "2025-08-04", "startsAt": "2025-08-04T09:10:11Z", "guests": 2, "notes": "", "colour": "red"])
	call("POST", "/o/c/visits-app/visits", ["host": "Ben", "notes": "null", "guests": 0])
	call("POST", "/o/c/visits-app/visits", ["host": " ", "kind": "tour"])
	call("GET", "/o/c/visits-app/visits?pageSize=1&sort=host:desc")
	call("GET", "/o/c/visits-app/visits/41969")
	call("GET", "/o/c/visits-app/visits/41999")
	call("GET", "/o/c/visits-app/visits/abc")
	call("GET", "/o/c/visits-app/nothing")
	call("GET", "/o/c/visits-app/scopes/20143/visits")
	call("PATCH", "/o/c/visits-app/visits/41969", ["host": "Ana"])
	call("GET", "/o/c/visits/41970", show: { "id \(field("id")($0)) notes \(field("notes")($0)) guests \(field("guests")($0))" })
	Transcript.record("entries: \(object.entries.count)")
}

scenario("applications: with a response schema a POST answers the entry's properties; the guest may not add") {
	visitsApp(postAnswers: true)
	call("POST", "/o/c/visits-app/visits", ["host": "Ana", "kind": "meeting"])
	SessionContext.login(authentication: nil)
	call("POST", "/o/c/visits-app/visits", ["host": "Ben"])
	call("GET", "/o/c/visits-app/visits")
}

// A 302 to the login page (HeadlessPortal.redirectingTo). Without a delegate the session follows
// it: a GET stays a GET, a POST becomes a GET without its body; the answer is the login page's
// 200. With the SDK's LRRedirectDelegate the 302 itself is the answer, its Location kept.
scenario("redirects: followed without a delegate (a POST becomes a GET of the login page), not with LRRedirectDelegate") {
	tickets()
	let login = "http://portal/c/portal/login?redirect=%2Fo%2Fc%2Ftickets%2F"
	HeadlessPortal.redirectingTo = login
	for delegate in [nil, LRRedirectDelegate()] as [URLSessionDelegate?] {
		Transcript.record("-- delegate: \(delegate == nil ? "nil" : "LRRedirectDelegate")")
		call("GET", "/o/c/tickets/", delegate: delegate, show: envelope)
		call("POST", "/o/c/tickets/", ["subject": "x"], delegate: delegate)
	}
	Transcript.record("entries: \(HeadlessPortal.objects["tickets"]!.entries.count)")
}

scenario("sessions: a copy keeps the authentication, not the headers; the request takes the timeout") {
	let session = SessionContext.currentContext!.session
	session.headers = ["X-Custom": "1"]
	let copy = LRSession(session: session)
	let request = LRHttpUtil.getRequestWith(session, url: URL(string: "http://portal/o/c/tickets/")!)
	Transcript.record("copy: same authentication \(copy.authentication === session.authentication), headers \(describe(copy.headers)), timeout \(copy.connectionTimeout)")
	Transcript.record("request: headers \(describe(request.allHTTPHeaderFields ?? [:])), timeout \(request.timeoutInterval), unsigned \(request.value(forHTTPHeaderField: "Authorization") == nil)")
}

scenario("oauth2: a token about to expire is refreshed first; a refused refresh sends the request as the guest") {
	tickets().seed(2) { ["subject": "t\($0)"] }
	let oauth2 = HeadlessPortal.signInWithOAuth2(expiresIn: 30)
	SessionContext.login(authentication: oauth2)
	RuntimeQueue.background { call("GET", "/o/c/tickets/", show: envelope) }
	RuntimeQueue.drain()
	Transcript.record("token: \(oauth2.accessToken) \(describe(oauth2.refreshToken)) until \(oauth2.accessTokenExpirationDate!.timeIntervalSince(HeadlessPortal.now))")
	HeadlessPortal.advanceClock(by: 3600)
	HeadlessPortal.revokeCredentials()
	RuntimeQueue.background { call("GET", "/o/c/tickets/", show: envelope) }
	RuntimeQueue.drain()
}

scenario("oauth2: a refresh on the main thread raises") {
	SessionContext.login(authentication: HeadlessPortal.signInWithOAuth2(expiresIn: 0))
	call("GET", "/o/c/tickets/")
}

scenario("cookie: the first request signs in again, a wrong password gets a guest's session") {
	tickets().seed(2) { ["subject": "t\($0)"] }
	SessionContext.login(authentication: LRCookieAuthentication(authToken: "", cookieHeader: "", username: "test@liferay.com", password: "test"))
	call("GET", "/o/c/tickets/", show: envelope)
	call("GET", "/o/c/tickets/", show: envelope)
	SessionContext.login(authentication: LRCookieAuthentication(authToken: "", cookieHeader: "", username: "test@liferay.com", password: "wrong"))
	call("GET", "/o/c/tickets/", show: envelope)
}

scenario("sendSyncRequest: a nil response pointer crashes when the answer comes") {
	tickets()
	let session = SessionContext.currentContext!.createRequestSession()
	_ = try? LRHttpUtil.sendSyncRequest(LRHttpUtil.getRequestWith(session, url: URL(string: "http://portal/o/c/tickets/")!), delegate: nil, session: session, response: nil)
}

// Attachment fields (HeadlessPortalAttachments.swift, Research/objects-rest-features.md §2).
func documents() -> HeadlessObject {
	return HeadlessPortal.define("documents", fields: [
		HeadlessField("title", .text),
		HeadlessField("scan", .attachment(extensions: ["txt", "png"], maxMegabytes: 1)),
	])
}

scenario("attachments: written as {fileBase64, name} or {id}; answered as {id, name, link, size}, fileBase64 only with nestedFields; refusals") {
	documents()
	let text = Data("hello".utf8).base64EncodedString()
	call("POST", "/o/c/documents/", ["title": "new file", "scan": ["fileBase64": text, "name": "hello.txt"]], show: field("scan"))
	call("GET", "/o/c/documents/41969", show: field("scan"))
	call("GET", "/o/c/documents/41969?nestedFields=scan.fileBase64", show: field("scan"))
	let existing = HeadlessPortal.addFile(name: "Scan 2.png", data: Data(count: 3000))
	call("PATCH", "/o/c/documents/41969", ["scan": ["id": existing.id]], show: field("scan"))
	// A PATCH without the field keeps the file.
	call("PATCH", "/o/c/documents/41969", ["title": "renamed"], show: field("scan"))
	call("POST", "/o/c/documents/", ["scan": ["fileBase64": "", "name": "empty.txt"]])
	call("POST", "/o/c/documents/", ["scan": ["fileBase64": text, "name": "hello.exe"]])
	// A file past the field's maximum, refused before it is added (not sent: its line would hold the megabyte).
	if case .failure(let refusal)? = HeadlessPortal.attachment(["fileBase64": Data(count: 1024 * 1024 + 1).base64EncodedString(), "name": "big.txt"],
			HeadlessField("scan", .text), extensions: ["txt"], maxMegabytes: 1) {
		Transcript.record("big.txt: \(refusal.answer.status) \(String(decoding: refusal.answer.body, as: UTF8.self))")
	}
	call("POST", "/o/c/documents/", ["scan": ["id": 99999]])
	Transcript.record("files: \(HeadlessPortal.files.values.sorted { $0.id < $1.id }.map { "\($0.id) \($0.name) \($0.data.count)" })")
}
