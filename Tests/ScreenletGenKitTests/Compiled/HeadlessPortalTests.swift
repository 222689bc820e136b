import Foundation
import XCTest

/// The headless side of the runtime model on its own, before generated headless screenlets use
/// it: the Mobile SDK's plain HTTP path (`Runtime/Framework/Headless.swift`, LRHttpUtil and the
/// authentications as 7.3.0 has them) and the modelled portal (`HeadlessPortal*.swift`, its
/// answers as Documentation/Research/Headless-Facts.md gives them), driven by
/// `Runtime/Checks/headless-portal.swift` as a generated Connector would drive them. The whole
/// transcript must equal `Runtime/Checks/headless-portal.txt` (re-recorded with
/// SCREENLETGEN_RECORD_BEHAVIOUR=1, as RuntimeTests'); the tests below name the rules.
final class HeadlessPortalTests: XCTestCase {

	private static let transcripts = Result { try RuntimeProgram.build(checks: "headless-portal").runAll() }

	private func lines(_ scenario: String) throws -> [String] {
		let runs = try HeadlessPortalTests.transcripts.get()
		guard let run = runs.first(where: { $0.scenario.hasPrefix(scenario) }) else {
			XCTFail("no scenario \(scenario) in \(runs.map { $0.scenario })")
			return []
		}
		return run.lines
	}

	private func answers(_ scenario: String) throws -> [String] {
		return try lines(scenario).filter { !$0.hasPrefix("server: ") }
	}

	private func requests(_ scenario: String) throws -> [String] {
		return try lines(scenario).filter { $0.hasPrefix("server: ") }.map { String($0.dropFirst("server: ".count)) }
	}

	func testTheChecksBehaveAsRecorded() throws {
		let runs = try HeadlessPortalTests.transcripts.get()
		// A crash's line without the model's file and line number, which edits move.
		let crash = try NSRegularExpression(pattern: #"^crashed: [^ ]+\.swift:\d+: "#)
		let text = runs.map { run in
			(["== \(run.scenario)"] + run.lines.map { crash.stringByReplacingMatches(in: $0, range: NSRange($0.startIndex..., in: $0), withTemplate: "crashed: ") })
				.joined(separator: "\n")
		}.joined(separator: "\n\n") + "\n"
		let expected = RuntimeProgram.runtimeDirectory.appendingPathComponent("Checks/headless-portal.txt")
		if TestSupport.isRecording("SCREENLETGEN_RECORD_BEHAVIOUR") {
			try Data(text.utf8).write(to: expected)
			return
		}
		XCTAssertEqual(text, (try? String(contentsOf: expected, encoding: .utf8)) ?? "", "the transcripts differ from Runtime/Checks/headless-portal.txt")
	}

	/// Pages are 1-based, 20 rows by default, at most 500; page or pageSize ≤ 0 is page 1 of
	/// 500; lastPage is ⌈totalCount / pageSize⌉, and 1 when either is 0; a page past the last
	/// is empty. Screens' rows 0–50 and then 25 at a time are pages 1 of 50 and 3, 4, 5 of 25.
	func testPagesFollowVulcansRules() throws {
		let envelopes = try answers("pages: default 20").map { $0.components(separatedBy: " items ")[0] }
		let expected = [(31, 1, 20, 620), (2, 1, 500, 620), (2, 1, 500, 620), (2, 1, 500, 620), (62, 62, 10, 620), (62, 63, 10, 620), (1, 1, 500, 0), (1, 3, 20, 0)]
		XCTAssertEqual(envelopes, expected.map { #"200 application/json {actions: "create,createBatch,deleteBatch,updateBatch", facets: [], lastPage: \#($0.0), page: \#($0.1), pageSize: \#($0.2), totalCount: \#($0.3)}"# })
		XCTAssertEqual(try answers("pages: Screens' rows").map { $0.components(separatedBy: " items ")[1] },
			["50: t0,t1,t2…t49", "25: t50,t51,t52…t74", "25: t75,t76,t77…t99", "20: t100,t101,t102…t119"])
	}

	/// `sort` by several fields, `search` by whole words, `filter` in OData; an unknown
	/// field is a 400.
	func testSortSearchAndFilter() throws {
		let found = try answers("pages: sort, search, filter")
		XCTAssertTrue(found[0].hasSuffix("items 4: ticket 1 of spring,ticket 3 of autumn,ticket 3 of spring…ticket 5 of autumn"), found[0])
		XCTAssertEqual(found[1...4].map { $0.components(separatedBy: "totalCount: ")[1].prefix(while: { $0 != "}" }) }, ["1", "0", "7", "16"])
		XCTAssertEqual(Array(found[5...]), [
			#"400 application/json {status: "BAD_REQUEST", title: "A property used in the filter criteria is not supported: colour"}"#,
			#"400 application/json {status: "BAD_REQUEST", title: "Unable to sort by colour:asc"}"#,
		])
	}

	/// An entry as Vulcan writes it: keys sorted, nulls left out, creator and status objects,
	/// system dates without a fraction, custom date-times with milliseconds (a `Z` only when
	/// stored in UTC), a picklist's key and name, a code the portal made; unknown keys and
	/// read-only ones in a body are ignored.
	func testEntriesAreWrittenAsThePortalWritesThem() throws {
		let entries = try answers("entries:")
		XCTAssertEqual(entries.count, 2)
		for piece in [#"dateCreated: "2023-11-14T22:13:20Z""#, #"dueDate: "2025-08-04T09:10:11.000Z""#, #"noted: "2025-08-04T09:10:11.123""#,
				#"priority: {key: "high", name: "High"}"#, #"status: {code: 0, label: "approved", label_i18n: "Approved"}"#,
				#"creator: {additionalName: "", contentType: "UserAccount", externalReferenceCode: "user-20156", familyName: "Test", givenName: "Test", id: 20156, name: "Test Test"}"#,
				#"externalReferenceCode: "5e1f0000-0000-4000-a000-000000000001", id: 41969"#] {
			XCTAssertTrue(entries[0].contains(piece), "\(piece) not in \(entries[0])")
		}
		XCTAssertFalse(entries[0].contains("count:") || entries[0].contains("scopeKey"), entries[0])
		XCTAssertTrue(entries[1].contains("id: 41970") && entries[1].contains(#"priority: {key: "low", name: "Low"}"#) && !entries[1].contains("colour"), entries[1])
	}

	/// POST adds (200 and the entry); a used code is a 400 in plain text (a Problem on newer
	/// portals); PATCH changes what it is given, PUT clears what it is not; PUT by code twice
	/// is one entry (an upsert), PATCH by an unknown code a 404; DELETE is a 204 without body.
	func testWritesAndExternalReferenceCodes() throws {
		XCTAssertEqual(try answers("writes: POST"), [
			"200 application/json 41969",
			#"400 text/plain text "Duplicate object entry with external reference code k1, group ID 0, and object definition ID 33001""#,
			#"400 application/json {status: "BAD_REQUEST", title: "Duplicate object entry with external reference code k1, group ID 0, and object definition ID 33001"}"#,
			#"200 application/json "a2" count=1"#,
			#"200 application/json "a3" count=nil"#,
			"200 application/json 41970",
			#"200 application/json 41970 "k2""#,
			#"404 application/json {status: "NOT_FOUND", title: "No ObjectEntry exists with the key {externalReferenceCode=k3, groupId=0, objectDefinitionId=33001}"}"#,
			#"200 application/json "c2""#,
			"204 - empty",
			"204 - empty",
			#"404 application/json {status: "NOT_FOUND", title: "No ObjectEntry exists with the primary key 41969"}"#,
			#"404 application/json {status: "NOT_FOUND", title: "HTTP 404 Not Found"}"#,
			#"405 application/json {status: "METHOD_NOT_ALLOWED", title: "HTTP 405 Method Not Allowed"}"#,
			"entries: 0",
		])
		XCTAssertEqual(try answers("writes: refused values").map { $0.prefix(4) }, ["400 ", "400 ", "400 ", "400 "])
		XCTAssertTrue(try answers("writes: refused values")[3].hasPrefix("400 text/html"), "an encoded slash is Tomcat's page")
		// An optional picklist's empty key clears it; a required field's blank or null is a 400;
		// an optional field's null in a PATCH changes nothing.
		let required = #"400 application/json {status: "BAD_REQUEST", title: "No value was provided for required object field "subject""}"#
		XCTAssertEqual(try answers("writes: empty and null values"), [
			"200 application/json 41969",
			#"200 application/json priority="""#,
			"200 application/json count=2",
			required, required, required, required,
			#"200 application/json priority="""#,
		])
	}

	/// Wrong credentials are a 401 without a body; no credentials are the guest's: an empty
	/// page, a 404 for an entry, a 403 for a write, and a 404 for the DELETE of an entry that is
	/// not there (the entry is looked up before the permission). Each failure the scenario asks
	/// for comes once; offline, the SDK throws and nothing is answered.
	func testAuthenticationAndFailures() throws {
		XCTAssertEqual(try answers("auth:").map { String($0.prefix(3)) }, ["401", "200", "404", "403", "403", "404", "404"])
		XCTAssertEqual(try answers("auth:")[5], #"404 application/json {status: "NOT_FOUND", title: "No ObjectEntry exists with the primary key 41999"}"#)
		XCTAssertEqual(try requests("auth:").map { $0.components(separatedBy: " auth=")[1].prefix(while: { $0 != " " }) }, ["basic", "none", "none", "none", "none", "none", "basic"])
		XCTAssertEqual(try answers("failures:").map { String($0.prefix(5)) }, ["401 -", "403 a", "404 a", "500 a", "404 a", "403 a", "threw", "200 a", "threw"])
		XCTAssertEqual(try requests("failures:").filter { $0.hasSuffix("(no connection)") }.count, 2)
	}

	/// A write whose language the company lacks (en-GB, de-AT: a range matches only itself and
	/// its subtags) is a 406; a read falls back to the user's language.
	func testLanguages() throws {
		XCTAssertEqual(try answers("languages:"), [
			#"200 application/json "Approved""#, #"200 application/json "u""#,
			#"200 application/json "Approved""#, #"406 application/json "No locales match the accepted languages: en-GB""#,
			#"200 application/json "Approved""#, #"406 application/json "No locales match the accepted languages: de-AT""#,
			#"200 application/json "Genehmigt""#, #"200 application/json "u""#,
		])
	}

	/// A site-scoped object's collection is under /scopes/{id or key}; its company path is a 404;
	/// a code is unique in its site.
	func testScopes() throws {
		let answers = try answers("scopes:")
		XCTAssertEqual(answers.map { String($0.prefix(3)) }, ["200", "200", "404", "404", "200", "400", "200"])
		XCTAssertEqual(answers[4], #"200 application/json "Guest" 20143"#)
	}

	/// A date field (DateObjectFieldBusinessType) reads the day of what it is sent (the rest
	/// ignored, as SimpleDateFormat's parse ignores it) and writes that day's midnight in the
	/// portal's zone, GMT, with milliseconds; it sorts and filters as that instant.
	func testDateFields() throws {
		XCTAssertEqual(try answers("dates: a date field"), [#"200 application/json "2025-08-04T00:00:00.000Z""#, #"200 application/json "2025-08-05T00:00:00.000Z""#,
			#"200 application/json ["b", "a"]"#, #"200 application/json ["b"]"#])
	}

	/// An API Builder application lives at /o/c/<baseURL>/ beside the object's own API: a page
	/// (Vulcan's envelope, `actions` empty) of the response schema's properties only, an entry by
	/// id (an unknown id, or one that is no number, NoSuchObjectEntry's 404), a 404 without a body
	/// for a path no endpoint has (a site path of a company endpoint too), a 405 for any method but
	/// GET and POST. A POST keeps only the request schema's values that are not null (a blank or
	/// "null" text is left out, 0 is kept), and answers 204 without a body when the endpoint has no
	/// response schema, else the entry's properties; the guest may not add.
	func testAPIBuilderApplications() throws {
		let answers = try self.answers("applications: at /o/c/<baseURL>/")
		XCTAssertEqual(answers.map { String($0.prefix(3)) }, ["204", "204", "400", "200", "200", "404", "404", "404", "404", "405", "200", "ent"])
		XCTAssertEqual(answers[0], "204 - empty")
		XCTAssertEqual(answers[3], #"200 application/json {actions: {}, facets: [], items: [{guests: 0, host: "Ben"}], lastPage: 2, page: 1, pageSize: 1, totalCount: 2}"#)
		XCTAssertEqual(answers[4], #"200 application/json {day: "2025-08-04T00:00:00.000Z", guests: 2, host: "Ana", kind: {key: "tour", name: "Tour"}, startsAt: "2025-08-04T09:10:11.000Z"}"#)
		XCTAssertEqual(answers[6], #"404 application/json {status: "NOT_FOUND", title: "No ObjectEntry exists with the primary key 0"}"#)
		XCTAssertEqual(Array(answers[7...8]), ["404 - empty", "404 - empty"])
		XCTAssertEqual(answers[10], "200 application/json id 41970 notes nil guests 0")
		XCTAssertTrue(try requests("applications: at /o/c/<baseURL>/").allSatisfy { $0.contains(" /o/c/visits-app/") || $0.hasPrefix("GET /o/c/visits/41970 ") })
		XCTAssertEqual(try self.answers("applications: with a response schema").map { String($0.prefix(3)) }, ["200", "403", "200"])
		XCTAssertEqual(try self.answers("applications: with a response schema")[0], #"200 application/json {host: "Ana", kind: {key: "meeting", name: "Meeting"}}"#)
	}

	/// The SDK as 7.3.0 is: a session copy keeps the authentication and drops the headers;
	/// an OAuth 2 token about to expire is refreshed first, and a refused refresh sends the
	/// request unsigned (the guest's empty page, no error); an expired cookie signs in again
	/// and a wrong password leaves a guest's session; a refresh on the main thread raises; a nil
	/// response pointer crashes.
	/// A redirect (a 302 to the login page) is followed by the session when no delegate is
	/// passed, as NSURLSession follows one: a GET stays a GET, a POST becomes a GET without its
	/// body, and the answer is the login page's 200. The SDK's LRRedirectDelegate refuses it:
	/// the 302 with its Location and empty body is the answer. Nothing is added either way.
	func testRedirectsAreFollowedUnlessTheSDKsDelegateRefusesThem() throws {
		let login = "/c/portal/login?redirect=%2Fo%2Fc%2Ftickets%2F"
		XCTAssertEqual(try requests("redirects:"), [
			"GET /o/c/tickets/ auth=basic lang=en -> 302", "GET \(login) auth=basic lang=en -> 200",
			#"POST /o/c/tickets/ auth=basic lang=en {"subject":"x"} -> 302"#, "GET \(login) auth=basic lang=en -> 200",
			"GET /o/c/tickets/ auth=basic lang=en -> 302", #"POST /o/c/tickets/ auth=basic lang=en {"subject":"x"} -> 302"#,
		])
		XCTAssertEqual(try answers("redirects:").map { String($0.prefix(28)) }, ["-- delegate: nil", "200 text/html;charset=UTF-8 ", "200 text/html;charset=UTF-8 ",
			"-- delegate: LRRedirectDeleg", "302 - Location: http://porta", "302 - Location: http://porta", "entries: 0"])
	}

	func testTheSDKsPlainHTTPPath() throws {
		XCTAssertEqual(try answers("sessions:"), ["copy: same authentication true, headers nil, timeout 15",
			#"request: headers {X-Custom: "1"}, timeout 15.0, unsigned true"#])
		XCTAssertEqual(try requests("oauth2: a token about to expire"), [
			#"POST /o/oauth2/token auth=none lang=- body="grant_type=refresh_token&client_id=mobile-app" -> 200"#,
			"GET /o/c/tickets/ auth=bearer lang=en -> 200",
			#"POST /o/oauth2/token auth=none lang=- body="grant_type=refresh_token&client_id=mobile-app" -> 400"#,
			"GET /o/c/tickets/ auth=none lang=en -> 200",
		])
		XCTAssertTrue(try answers("oauth2: a token about to expire").last!.hasSuffix("totalCount: 0} items 0: "))
		XCTAssertEqual(try requests("cookie:").map { String($0.prefix(25)) }, ["POST /c/portal/login auth", "GET /o/c/tickets/ auth=co", "GET /o/c/tickets/ auth=co",
			"POST /c/portal/login auth", "GET /o/c/tickets/ auth=co"])
		XCTAssertTrue(try lines("oauth2: a refresh on the main thread").last!.hasSuffix("Fatal error: NSException: Sync request in main thread (LROAuth2SignIn sendTokenRequestSync)"))
		XCTAssertTrue(try lines("sendSyncRequest:").last!.hasSuffix("EXC_BAD_ACCESS: LRHttpUtil writes *response through a NULL pointer"))
	}

	/// An attachment is answered as its file's `{id, name, link, size…}`, with `fileBase64` only
	/// when asked (`nestedFields`); written as `{fileBase64, name}` (a new file) or `{id}`; a
	/// PATCH without it keeps the file; empty content, an extension the field does not accept, a
	/// file past its maximum and an unknown id are refused with the portal's messages.
	func testAttachmentsAreWrittenAndAnsweredAsThePortalDoes() throws {
		let answers = try answers("attachments:")
		XCTAssertFalse(answers[0].contains("fileBase64"), answers[0])
		XCTAssertTrue(answers[0].contains(#"link: {href: "/documents/20116/0/hello.txt?download=true", label: "hello.txt"}, name: "hello.txt", size: "1 KB""#), answers[0])
		XCTAssertTrue(answers[2].contains(#"fileBase64: "aGVsbG8=""#), answers[2])
		XCTAssertTrue(answers[3].contains(#"name: "Scan 2.png", size: "2.9 KB""#) && answers[4].contains(#"name: "Scan 2.png""#), "\(answers)")
		XCTAssertEqual(answers[5], #"400 application/json {status: "BAD_REQUEST", title: "File content is empty"}"#)
		XCTAssertEqual(answers[6], #"400 application/json {status: "BAD_REQUEST", title: "Invalid file extension for hello.exe"}"#)
		XCTAssertTrue(answers.contains { $0.contains("File big.txt exceeds the maximum permitted size of 1 MB") }, "\(answers)")
		XCTAssertEqual(answers.last, #"files: ["52001 hello.txt 5", "52002 Scan 2.png 3000"]"#)
	}
}
