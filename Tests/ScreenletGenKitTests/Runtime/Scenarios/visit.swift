// Scenarios of Examples/visit.json: screenlets of an API Builder application ("visits-app",
// published at /o/c/visits-app/) whose endpoints read and add entries of a Visit object, against
// the modelled portal (Runtime/Framework/HeadlessPortalApplications.swift): the list in Screens'
// pages, an add (a POST answered by a 204 without a body) online and offline then synced, a
// visit loaded by id with every attribute type, and a date-only field on a device west of GMT.
import Foundation

/// The Visit object behind the application, and the application's endpoints as the example's
/// document has them (the schema's properties are the spec's attributes; the document's
/// `document` attachment and `interests` multiselect are left out of the model).
@discardableResult
func visits() -> HeadlessObject {
	let object = HeadlessPortal.define("visits", fields: [
		HeadlessField("host", .text, required: true),
		HeadlessField("kind", .picklist([("tour", "Tour"), ("meeting", "Meeting"), ("delivery", "Delivery")])),
		HeadlessField("day", .date),
		HeadlessField("startsAt", .dateTime(utc: true)),
		HeadlessField("durationHours", .decimal),
		HeadlessField("fee", .decimal),
		HeadlessField("guests", .integer),
		HeadlessField("confirmed", .boolean),
		HeadlessField("visitorBadge", .longInteger),
		HeadlessField("notes", .longText),
		HeadlessField("programme", .longText),
	])
	let schema = HeadlessSchema(["confirmed", "day", "durationHours", "fee", "guests", "host", "kind", "notes", "programme", "startsAt", "visitorBadge"])
	HeadlessPortal.defineApplication("visits-app", endpoints: [
		HeadlessEndpoint("GET", "/visits", object: "visits", responseSchema: schema),
		// The document's POST declares no response content: the endpoint has no response schema.
		HeadlessEndpoint("POST", "/visits", object: "visits", requestSchema: schema, responseSchema: nil),
		HeadlessEndpoint("GET", "/visits/{visitId}", object: "visits", retrieve: .byId, responseSchema: schema),
	])
	return object
}

/// `count` visits v0…v(count-1), starting an hour apart (v0 the first).
@discardableResult
func seedVisits(_ count: Int) -> HeadlessObject {
	let object = visits()
	object.seed(count) { ["host": "v\($0)", "kind": $0 % 2 == 0 ? "tour" : "meeting",
		"startsAt": HeadlessDates.systemDate(Date(timeIntervalSince1970: 1_754_298_611 + Double($0) * 3600))] }
	return object
}

/// What the portal holds: the number of entries and each one's values.
func recordPortal() {
	let entries = HeadlessPortal.objects["visits"]?.entries ?? []
	Transcript.record("portal: \(entries.count) entries" + (entries.count > 5 ? "" : entries.isEmpty ? "" : ": "
		+ entries.map { "\($0.id) \(describe($0.values))" }.joined(separator: ", ")))
}

/// The entries' ids and hosts.
func recordEntries() {
	Transcript.record("entries: \(HeadlessPortal.objects["visits"]!.entries.map { "\($0.id) \(describe($0.values["host"]))" })")
}

/// A day as the device shows it: in its own zone.
func deviceDay(_ date: Date?) -> String {
	guard let date = date else {
		return "nil"
	}
	let formatter = DateFormatter()
	formatter.locale = Locale(identifier: "en_US_POSIX")
	formatter.dateFormat = "yyyy-MM-dd HH:mm zzz"
	return formatter.string(from: date)
}

/// Every attribute as the model reads it.
func typed(_ visit: Visit) -> String {
	return "host=\(describe(visit.host)) kind=\(describe(visit.kind)) day=\(deviceDay(visit.day)) startsAt=\(describe(visit.startsAt?.timeIntervalSince1970)) "
		+ "durationHours=\(describe(visit.durationHours)) fee=\(describe(visit.fee)) guests=\(describe(visit.guests)) confirmed=\(describe(visit.confirmed)) "
		+ "visitorBadge=\(describe(visit.visitorBadge)) notes=\(describe(visit.notes)) programme=\(describe(visit.programme))"
}

final class Recorder: NSObject, VisitListScreenletDelegate, AddVisitScreenletDelegate, LoadVisitScreenletDelegate {

	var lastLoaded: Visit?

	static func rows(_ visits: [Visit]) -> String {
		return "\(visits.count) rows, \(visits.first.map { $0.host ?? "nil" } ?? "-")…\(visits.last.map { $0.host ?? "nil" } ?? "-")"
	}

	func screenlet(_ screenlet: VisitListScreenlet, onVisitListResponse visits: [Visit]) {
		Transcript.record("onVisitListResponse: \(Recorder.rows(visits))")
	}

	func screenlet(_ screenlet: VisitListScreenlet, onVisitListError error: NSError) {
		Transcript.record("onVisitListError: \(describe(error))")
	}

	func screenlet(_ screenlet: VisitListScreenlet, onVisitSelected visit: Visit) {
		Transcript.record("onVisitSelected: \(visit.host ?? "nil")")
	}

	func screenlet(onVisitAdded screenlet: AddVisitScreenlet) {
		Transcript.record("onVisitAdded")
	}

	func screenlet(_ screenlet: AddVisitScreenlet, onAddVisitError error: NSError) {
		Transcript.record("onAddVisitError: \(describe(error))")
	}

	func screenlet(_ screenlet: LoadVisitScreenlet, onVisitLoaded visit: Visit) {
		lastLoaded = visit
		Transcript.record("onVisitLoaded: \(typed(visit))")
	}

	func screenlet(_ screenlet: LoadVisitScreenlet, onLoadVisitError error: NSError) {
		Transcript.record("onLoadVisitError: \(describe(error))")
	}
}

let recorder = Recorder()

// MARK: List

func makeList() -> VisitListScreenlet {
	let list = VisitListScreenlet(frame: .zero, themeName: nil)
	list.delegate = recorder
	RuntimeNibs.register("VisitCell_default") {
		let cell = VisitCell_default(style: .default, reuseIdentifier: "visitCell")
		cell.hostLabel = UILabel()
		cell.kindLabel = UILabel()
		return cell
	}
	let view = VisitListView_default()
	view.cellText = { cell in (cell as? VisitCell_default).map { "\($0.hostLabel?.text ?? "nil") | \($0.kindLabel?.text ?? "nil")" } }
	list.load(view: view)
	return list
}

/// The rows the list's view holds: how many, loaded, distinct, in the order asked for
/// (`sort=startsAt:asc`: v0 first).
func recordRows(_ list: VisitListScreenlet, total: Int) {
	let rows = list.baseListView.rowsForSectionIndex(0)
	let hosts = rows.map { ($0 as? Visit)?.host }
	let loaded = hosts.compactMap { $0 }
	let expected = (0..<total).map { "v\($0)" }
	Transcript.record("rows: \(rows.count) (rowCount \(list.baseListView.rowCount)), loaded \(loaded.count), distinct \(Set(loaded).count), "
		+ "missing \(Set(expected).subtracting(loaded).count), in order \(hosts == expected.map { Optional($0) })")
}

scenario("list: 120 visits scrolled through in Screens' pages (50, then 25) from /o/c/visits-app/visits, the count from totalCount") {
	seedVisits(120)
	let list = makeList()
	list.onShow()
	RuntimeQueue.drain()
	let texts = (list.baseListView as! BaseListTableView).scrollThroughRows().map { $0 ?? "nil" }
	Transcript.record("cells: \(texts.count), first \(describe(texts.first)), last \(describe(texts.last)), \"Loading...\" \(texts.filter { $0.hasPrefix("Loading...") }.count)")
	recordRows(list, total: 120)
}

scenario("list: online, then offline from the cache") {
	seedVisits(3)
	let list = makeList()
	list.loadList()
	RuntimeQueue.drain()
	HeadlessPortal.offline = true
	list.loadList()
	RuntimeQueue.drain()
	recordRows(list, total: 3)
}

// MARK: Add

/// 4 August 2025 at midnight in the device's zone, as a date picker set to that day holds it.
func fourthOfAugust() -> Date {
	let formatter = DateFormatter()
	formatter.locale = Locale(identifier: "en_US_POSIX")
	formatter.dateFormat = "yyyy-MM-dd"
	return formatter.date(from: "2025-08-04")!
}

/// What a person types and sets in the add form; nil leaves a control untouched.
struct VisitForm {
	var host = "Ana"
	var day: Date? = fourthOfAugust()
	var startsAt: Date? = Date(timeIntervalSince1970: 1_754_298_611)
	var durationHours = "1.5"
	var guests = "3"
	var fee = "12.5"
	var confirmed: Bool? = true
	var visitorBadge = "9000000001"
	var notes = "Parking at gate 2"
	var programme = "<p>Tour of the <b>plant</b></p>\n<p>Lunch</p>"
}

/// The add form, filled in as a person does (each control tells the View of its change).
func fill(_ form: VisitForm) -> AddVisitView_default {
	let screenlet = AddVisitScreenlet(frame: .zero, themeName: nil)
	let view = AddVisitView_default()
	view.hostTextField = UITextField()
	view.kindTextField = UITextField()
	view.dayDatePicker = UIDatePicker()
	view.dayLabel = UILabel()
	view.startsAtDatePicker = UIDatePicker()
	view.startsAtLabel = UILabel()
	view.durationHoursTextField = UITextField()
	view.guestsTextField = UITextField()
	view.feeTextField = UITextField()
	view.confirmedSwitch = UISwitch()
	view.confirmedLabel = UILabel()
	view.visitorBadgeTextField = UITextField()
	view.notesTextView = UITextView()
	view.notesLabel = UILabel()
	view.programmeTextView = UITextView()
	view.programmeLabel = UILabel()
	view.addVisitButton = UIButton()
	screenlet.delegate = recorder
	screenlet.load(view: view)
	view.hostTextField?.text = form.host
	view.inputDidChange(view.hostTextField!)
	view.kindTextField?.text = "tour"
	if let day = form.day {
		view.dayDatePicker?.date = day
		view.dayDidChange(view.dayDatePicker!)
	}
	if let startsAt = form.startsAt {
		view.startsAtDatePicker?.date = startsAt
		view.startsAtDidChange(view.startsAtDatePicker!)
	}
	for (field, text) in [(view.durationHoursTextField!, form.durationHours), (view.guestsTextField!, form.guests),
			(view.feeTextField!, form.fee), (view.visitorBadgeTextField!, form.visitorBadge)] {
		field.text = text
		view.inputDidChange(field)
	}
	if let confirmed = form.confirmed {
		view.confirmedSwitch?.isOn = confirmed
		view.confirmedDidChange(view.confirmedSwitch!)
	}
	view.notesTextView?.text = form.notes
	view.programmeTextView?.text = form.programme
	return view
}

func add(_ form: VisitForm = VisitForm()) {
	let view = fill(form)
	tap(view.addVisitButton!) { view.addVisit($0) }
	RuntimeQueue.drain()
}

func add(host: String = "Ana", notes: String = "Parking at gate 2", programme: String = "<p>Tour of the <b>plant</b></p>\n<p>Lunch</p>") {
	add(VisitForm(host: host, notes: notes, programme: programme))
}

func makeSyncManager() -> SyncManager {
	return RuntimeSyncLog.manager { AddVisitScreenlet.addSynchronizer(to: $0) }
}

func load(_ visitId: Int64) {
	let screenlet = LoadVisitScreenlet(frame: .zero, themeName: nil)
	let view = LoadVisitView_default()
	view.loadVisitButton = UIButton()
	screenlet.visitId = visitId
	screenlet.delegate = recorder
	screenlet.load(view: view)
	tap(view.loadVisitButton!) { view.loadVisit($0) }
	RuntimeQueue.drain()
}

scenario("add: online, a POST of every input answered by a 204 without a body: onVisitAdded, one entry on the portal") {
	visits()
	add()
	recordPortal()
}

scenario("add: empty notes and programme are not stored (the endpoint keeps the values that are not null) and read back as nil") {
	visits()
	add(notes: "", programme: " ")
	recordPortal()
	load(41969)
}

scenario("add: offline, then startSync sends it once: one entry on the portal") {
	visits()
	HeadlessPortal.writeOfflineThenSync({ add() }, manager: makeSyncManager, portal: recordPortal)
}

// This API has no PUT by external reference code (an API Builder endpoint only reads and adds),
// so a POST sent again after a lost answer adds the visit a second time.
scenario("add: offline; the first sync's answer is lost after the portal added the entry; the next sync POSTs it again: two entries") {
	visits()
	HeadlessPortal.writeOfflineThenSync({ add() }, manager: makeSyncManager, answerLost: true, portal: recordEntries)
}

scenario("add: online, the answer is lost after the portal added the entry; recorded and synced: two entries") {
	visits()
	HeadlessPortal.failNext(.lostAnswer)
	add()
	recordEntries()
	makeSyncManager().startSync()
	RuntimeQueue.drain()
	recordEntries()
}

// MARK: Load

scenario("load: by id, every attribute type read: Bool, a day, a date-time, Double, Int, Int64, a picklist's key, multiline text") {
	visits().add(["host": "Ana", "kind": "delivery", "day": "2025-08-04", "startsAt": "2025-08-04T09:10:11.123Z", "durationHours": 1.5,
		"fee": 12.5, "guests": 3, "confirmed": false, "visitorBadge": 9_000_000_001, "notes": "Parking at gate 2\nBring the badge",
		"programme": "<p>Tour</p>\n<p>Lunch</p>"])
	load(41969)
	Transcript.record("json: \(describe(recorder.lastLoaded?.attributes))")
}

scenario("load: an id no visit has is the portal's 404 message, shown as a failure") {
	visits()
	load(41999)
}

scenario("load: online, then offline from the cache") {
	seedVisits(1)
	load(41969)
	HeadlessPortal.offline = true
	load(41969)
}

// MARK: Dates

// The add sends the day in the device's zone (`yyyy-MM-dd`), the portal keeps that day and
// writes it as its midnight in GMT with milliseconds; the model reads that text's day in the
// device's zone, so a device west of GMT shows the day it sent.
scenario("dates: a device in UTC, then one in America/Los_Angeles, adds a visit on 4 August; the portal keeps the 4th; read back, the day each device shows") {
	visits()
	for zone in ["UTC", "America/Los_Angeles"] {
		RuntimeDevice.timeZone = zone
		Transcript.record("-- device in \(zone), the day picker on \(deviceDay(fourthOfAugust()))")
		// Another device: a session (and cache) of its own.
		SessionContext.login()
		add(host: zone)
		let entry = HeadlessPortal.objects["visits"]!.entries.last!
		Transcript.record("portal: day \(describe(entry.values["day"]))")
		load(entry.id)
		Transcript.record("json: day \(describe(recorder.lastLoaded?.attributes["day"])); the device shows \(deviceDay(recorder.lastLoaded?.day))")
	}
}

// MARK: Numbers and values left out

/// What the portal stored of the last visit added: every field, and the ones it has none of.
func recordLastVisit() {
	guard let entry = HeadlessPortal.objects["visits"]?.entries.last else {
		return Transcript.record("portal: no visit")
	}
	let fields = ["day", "startsAt", "durationHours", "guests", "fee", "confirmed", "visitorBadge"]
	Transcript.record("portal: " + fields.map { "\($0)=\(describe(entry.values[$0]))" }.joined(separator: " "))
}

// A number is typed in the device's region format: `1,5` in German and French is one and a
// half, never 0 or 15; text that is no number there (`1.5` in German, `12 kg`, `nan`) holds the
// button back, and nothing reaches the portal.
scenario("numbers: typed as the device's region writes them (en_US, de_DE, fr_FR): the portal gets the same numbers; other text holds the button back") {
	visits()
	for (locale, decimal, fee, badge) in [("en_US", "1.5", "12.25", "9000000001"), ("de_DE", "1,5", "12,25", "9000000001"), ("fr_FR", "1,5", "12,25", " 9000000001 ")] {
		RuntimeDevice.locale = Locale(identifier: locale)
		Transcript.record("-- \(locale): durationHours \(describe(decimal)), fee \(describe(fee)), visitorBadge \(describe(badge))")
		// Another device: a session (and cache) of its own, so the cache's lines are the same every run.
		SessionContext.login()
		add(VisitForm(durationHours: decimal, fee: fee, visitorBadge: badge))
		recordLastVisit()
	}
	for (locale, text) in [("de_DE", "1.5"), ("en_US", "1,5"), ("en_US", "12 kg"), ("en_US", "nan"), ("en_US", "1e400"), ("de_DE", "1.234,5")] {
		RuntimeDevice.locale = Locale(identifier: locale)
		Transcript.record("-- \(locale): durationHours \(describe(text))")
		add(VisitForm(durationHours: text))
	}
	RuntimeDevice.locale = Locale(identifier: "en_US")
	for text in ["3.0", "3,5", "-2"] {
		Transcript.record("-- en_US: guests \(describe(text))")
		SessionContext.login()
		add(VisitForm(guests: text))
	}
	recordPortal()
}

// What the portal sent back shows in the form as the device writes it.
scenario("numbers: a value set by the app shows in the device's region format and reads back the same") {
	RuntimeDevice.locale = Locale(identifier: "de_DE")
	let view = fill(VisitForm())
	view.durationHours = 1.5
	view.fee = 0.1
	view.visitorBadge = NSNumber(value: Int64(9_007_199_254_740_993))
	Transcript.record("shown: durationHours \(describe(view.durationHoursTextField?.text)) fee \(describe(view.feeTextField?.text)) visitorBadge \(describe(view.visitorBadgeTextField?.text))")
	Transcript.record("read back: durationHours \(describe(view.durationHours?.doubleValue)) fee \(describe(view.fee?.doubleValue)) visitorBadge \(describe(view.visitorBadge?.int64Value))")
}

// An optional number left empty, and a date or a switch the person never set, are not sent:
// the portal keeps none of them (it stores no 0, no 1970, no picker's date, no false).
scenario("left out: empty numbers, untouched dates and switch are not sent; the portal stores none of them") {
	visits()
	add(VisitForm(day: nil, startsAt: nil, durationHours: "", guests: " ", fee: "", confirmed: nil, visitorBadge: ""))
	recordLastVisit()
}

// Offline, a write keeps what was left out: the sync sends the same.
scenario("left out: offline, then synced: the recorded write leaves out the same values") {
	visits()
	HeadlessPortal.offline = true
	add(VisitForm(day: nil, durationHours: "", confirmed: nil))
	HeadlessPortal.offline = false
	makeSyncManager().startSync()
	RuntimeQueue.drain()
	recordLastVisit()
}

// Chile's clocks go from 00:00 to 01:00 on 8 September 2024: that day has no midnight. The
// portal writes each day as its GMT midnight; the device shows the day it is, from its first
// instant (the day before from its midnight), online and again offline from the cache.
scenario("dates: a device in America/Santiago loads visits on 2024-09-07 and 2024-09-08, a day whose midnight the clock change skips: each day, from its first instant") {
	let object = visits()
	object.add(["host": "Ana", "day": "2024-09-07"])
	object.add(["host": "Ben", "day": "2024-09-08"])
	RuntimeDevice.timeZone = "America/Santiago"
	for online in [true, false] {
		HeadlessPortal.offline = !online
		Transcript.record(online ? "-- online" : "-- offline, from the cache")
		for entry in object.entries {
			load(entry.id)
			Transcript.record("json: day \(describe(recorder.lastLoaded?.attributes["day"])); the device shows \(deviceDay(recorder.lastLoaded?.day))")
		}
	}
}

// The request type's reading of the texts a portal may write: with and without a fraction and a
// zone (Z, ±hh:mm, ±hhmm, ±hh), before 1970, a day alone; and what is no date. Each as seconds
// since 1970, nil when refused; then a time without a zone that a clock change skips.
scenario("dates: the request type reads each ISO 8601 form a portal writes, and refuses what is no date") {
	let texts = ["2025-08-04T09:10:11Z", "2025-08-04T09:10:11.123Z", "2025-08-04T11:10:11+02:00", "2025-08-04T11:10:11.5+0200",
		"2025-08-04T04:10:11-05", "1969-07-20T20:17:40.5Z", "2025-08-04T09:10:11", "2025-08-04", "2024-02-29T12:00:00Z",
		"2025-02-29T12:00:00Z", "2025-08-04T24:00:00Z", "2025-08-04T09:10", "2025-08-04T09:10:11.Z", "2025-08-04T09:10:11+2",
		"2025-08-04T09:10:11 ", "04/08/2025", ""]
	for text in texts {
		Transcript.record("date: \(describe(text)) -> \(describe(VisitRequest.date(text as NSString)?.timeIntervalSince1970))")
	}
	Transcript.record("day: \"2025-08-04T00:00:00.000Z\" -> \(describe(VisitRequest.date("2025-08-04T00:00:00.000Z" as NSString, dayOnly: true)?.timeIntervalSince1970))")
	Transcript.record("not a text: \(describe(VisitRequest.date(NSNumber(value: 1754298611))?.timeIntervalSince1970))")
	RuntimeDevice.timeZone = "America/Santiago"
	Transcript.record("-- device in America/Santiago")
	for text in ["2024-09-08T00:30:00", "2024-09-08T01:30:00", "2024-09-08"] {
		Transcript.record("date: \(describe(text)) -> \(deviceDay(VisitRequest.date(text as NSString)))")
	}
}

// MARK: Redirects

// What stands in front of the portal answers a 302 to the login page (an SSO filter, a proxy:
// the session is no longer signed in). Followed, the list would read the login page and the
// add's POST would become a GET of it, whose 200 is no add at all: each is a failure instead,
// and the request goes no further than the 302.
scenario("redirects: the list and an add meet a 302 to the login page: each a failure that asks to sign in again; nothing followed, nothing added") {
	seedVisits(3)
	let login = "http://portal/c/portal/login?redirect=%2Fo%2Fc%2Fvisits-app%2Fvisits"
	HeadlessPortal.redirectingTo = login
	let list = makeList()
	list.loadList()
	RuntimeQueue.drain()
	add()
	HeadlessPortal.redirectingTo = nil
	recordEntries()
}

// A redirect elsewhere (http to https, another host): the server's address is not the portal's.
scenario("redirects: a load meets a redirect to https: a failure that names where it points") {
	seedVisits(1)
	HeadlessPortal.redirectingTo = "https://portal/o/c/visits-app/visits/41969"
	load(41969)
}

// MARK: Servers

// The app's server written with its last "/", as a user may type it: every request still goes
// to /o/c/visits-app/…, never //o/….
scenario("servers: a session server with its last / (http://portal/): the list, an add and a load at /o/c/visits-app, not //o") {
	seedVisits(2)
	SessionContext.currentContext!.session.server = "http://portal/"
	let list = makeList()
	list.loadList()
	RuntimeQueue.drain()
	add()
	load(41969)
}
