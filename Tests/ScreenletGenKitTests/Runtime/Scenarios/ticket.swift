// Scenarios of Examples/ticket.json: screenlets of a Liferay Object ("Ticket") on its headless
// REST API at /o/c/tickets, against the modelled portal (Runtime/Framework/HeadlessPortal*.swift)
// through the Mobile SDK's plain HTTP path (Runtime/Framework/Headless.swift): the list in
// Screens' pages, the search list, add (online, offline and synced), update, delete, the
// Authorization header, the portal's failures, dates, languages and a site-scoped object.
import Foundation

/// The Ticket object as the example's document describes it (its custom fields).
@discardableResult
func tickets(siteScoped: Bool = false) -> HeadlessObject {
	return HeadlessPortal.define("tickets", siteScoped: siteScoped, fields: [
		HeadlessField("subject", .text, required: true),
		HeadlessField("description", .longText),
		HeadlessField("priority", .picklist([("low", "Low"), ("medium", "Medium"), ("high", "High")])),
		HeadlessField("dueDate", .dateTime(utc: true)),
		HeadlessField("estimate", .decimal),
		HeadlessField("reporterEmail", .text),
		HeadlessField("resolved", .boolean),
	])
}

/// `count` tickets t0…t(count-1), created a minute apart (t0 the oldest).
@discardableResult
func seedTickets(_ count: Int, siteScoped: Bool = false) -> HeadlessObject {
	let object = tickets(siteScoped: siteScoped)
	object.seed(count) { ["subject": "t\($0)", "priority": $0 % 2 == 0 ? "low" : "high"] }
	return object
}

/// What the portal holds: the number of entries and each one's subject and code.
func recordPortal() {
	let entries = HeadlessPortal.objects["tickets"]?.entries ?? []
	Transcript.record("portal: \(entries.count) entries" + (entries.count > 5 ? "" : entries.isEmpty ? "" : ": "
		+ entries.map { "\($0.id) \(describe($0.values["subject"])) erc=\($0.externalReferenceCode)" }.joined(separator: ", ")))
}

final class Recorder: NSObject, TicketListScreenletDelegate, TicketSearchScreenletDelegate, AddTicketScreenletDelegate,
		UpdateTicketScreenletDelegate, DeleteTicketScreenletDelegate {

	var lastAdded: Ticket?
	var lastUpdated: Ticket?

	static func rows(_ tickets: [Ticket]) -> String {
		return "\(tickets.count) rows, \(tickets.first.map { $0.subject ?? "nil" } ?? "-")…\(tickets.last.map { $0.subject ?? "nil" } ?? "-")"
	}

	func screenlet(_ screenlet: TicketListScreenlet, onTicketListResponse tickets: [Ticket]) {
		Transcript.record("onTicketListResponse: \(Recorder.rows(tickets))")
	}

	func screenlet(_ screenlet: TicketListScreenlet, onTicketListError error: NSError) {
		Transcript.record("onTicketListError: \(describe(error))")
	}

	func screenlet(_ screenlet: TicketListScreenlet, onTicketSelected ticket: Ticket) {
		Transcript.record("onTicketSelected: \(ticket.subject ?? "nil")")
	}

	func screenlet(_ screenlet: TicketSearchScreenlet, onTicketSearchResponse tickets: [Ticket]) {
		Transcript.record("onTicketSearchResponse: \(Recorder.rows(tickets))")
	}

	func screenlet(_ screenlet: TicketSearchScreenlet, onTicketSearchError error: NSError) {
		Transcript.record("onTicketSearchError: \(describe(error))")
	}

	func screenlet(_ screenlet: TicketSearchScreenlet, onTicketSelected ticket: Ticket) {
		Transcript.record("onTicketSelected (search): \(ticket.subject ?? "nil")")
	}

	func screenlet(_ screenlet: AddTicketScreenlet, onTicketAdded ticket: Ticket) {
		lastAdded = ticket
		Transcript.record("onTicketAdded: id=\(ticket.id) subject=\(describe(ticket.subject)) priority=\(describe(ticket.priority)) erc=\(describe(ticket.externalReferenceCode))")
	}

	func screenlet(_ screenlet: AddTicketScreenlet, onAddTicketError error: NSError) {
		Transcript.record("onAddTicketError: \(describe(error))")
	}

	func screenlet(_ screenlet: UpdateTicketScreenlet, onTicketUpdated ticket: Ticket) {
		lastUpdated = ticket
		Transcript.record("onTicketUpdated: id=\(ticket.id) subject=\(describe(ticket.subject)) priority=\(describe(ticket.priority))")
	}

	func screenlet(_ screenlet: UpdateTicketScreenlet, onUpdateTicketError error: NSError) {
		Transcript.record("onUpdateTicketError: \(describe(error))")
	}

	func screenlet(onTicketDeleted screenlet: DeleteTicketScreenlet) {
		Transcript.record("onTicketDeleted")
	}

	func screenlet(_ screenlet: DeleteTicketScreenlet, onDeleteTicketError error: NSError) {
		Transcript.record("onDeleteTicketError: \(describe(error))")
	}
}

let recorder = Recorder()

/// The Ticket List screenlet with Screens' default page sizes (50, then 25) unless told.
func makeList(firstPageSize: Int = 50, pageSize: Int = 25, offlinePolicy: String? = nil) -> TicketListScreenlet {
	let list = TicketListScreenlet(frame: .zero, themeName: nil)
	list.firstPageSize = firstPageSize
	list.pageSize = pageSize
	if let policy = offlinePolicy {
		list.offlinePolicy = policy
	}
	list.delegate = recorder
	list.load(view: TicketListView_default())
	return list
}

func loadedList(firstPageSize: Int = 50, pageSize: Int = 25) -> TicketListScreenlet {
	let list = makeList(firstPageSize: firstPageSize, pageSize: pageSize)
	list.loadList()
	RuntimeQueue.drain()
	return list
}

/// The rows the list's view holds: how many, how many are loaded, distinct and in the
/// portal's order (newest first: `sort=dateCreated:desc`).
func recordRows(_ list: BaseListScreenlet, total: Int) {
	let rows = list.baseListView.rowsForSectionIndex(0)
	let subjects = rows.map { ($0 as? Ticket)?.subject }
	let loaded = subjects.compactMap { $0 }
	let expected = (0..<total).reversed().map { "t\($0)" }
	Transcript.record("rows: \(rows.count) (rowCount \(list.baseListView.rowCount)), loaded \(loaded.count), distinct \(Set(loaded).count), "
		+ "missing \(Set(expected).subtracting(loaded).count), in order \(subjects == expected.map { Optional($0) })")
}

/// The user scrolls through every row once; the cells' texts, summarised.
func scroll(_ list: TicketListScreenlet) {
	let texts = list.baseListView.scrollThroughRows()
	let loading = texts.filter { $0 == "Loading..." }.count
	Transcript.record("cells: \(texts.count), first \(describe(texts.first ?? nil)), last \(describe(texts.last ?? nil)), \"Loading...\" \(loading)")
}

// Scrolling asks for each page as its first row is shown (`loadPageForRow`): that row shows
// "Loading..." until its page arrives, then every row is the portal's, once.
scenario("list: 120 tickets scrolled through in Screens' pages (50, then 25), the count from totalCount") {
	seedTickets(120)
	let list = makeList()
	list.onShow()
	RuntimeQueue.drain()
	scroll(list)
	recordRows(list, total: 120)
}

scenario("list: pages 0 to 3 as the screenlet asks for them (rows 0-50, 50-75, 75-100, 100-125), one request each") {
	seedTickets(120)
	let list = loadedList()
	for page in 1...3 {
		list.performAction(name: BaseListScreenlet.LoadPageAction, sender: page)
		RuntimeQueue.drain()
	}
	recordRows(list, total: 120)
}

scenario("list: sizes that do not line up (30, then 25): a page of the screenlet's spans two of the portal's, no row twice") {
	seedTickets(120)
	let list = loadedList(firstPageSize: 30, pageSize: 25)
	for page in 1...4 {
		list.performAction(name: BaseListScreenlet.LoadPageAction, sender: page)
		RuntimeQueue.drain()
	}
	recordRows(list, total: 120)
}

scenario("list: fewer tickets than a page, then none") {
	seedTickets(3)
	recordRows(loadedList(), total: 3)
	HeadlessPortal.define("tickets", fields: [HeadlessField("subject", .text, required: true)])
	recordRows(loadedList(), total: 0)
}

scenario("list: online, then offline from the cache") {
	seedTickets(3)
	let list = loadedList()
	HeadlessPortal.offline = true
	list.loadList()
	RuntimeQueue.drain()
	recordRows(list, total: 3)
}

scenario("list: tapping a row tells the delegate which ticket") {
	seedTickets(3)
	(loadedList().baseListView as! BaseListTableView).selectRow(1)
}

// MARK: Search

func makeSearch(keywords: String) -> TicketSearchScreenlet {
	let search = TicketSearchScreenlet(frame: .zero, themeName: nil)
	search.keywords = keywords
	search.delegate = recorder
	RuntimeNibs.register("TicketCell_default") {
		let cell = TicketCell_default(style: .default, reuseIdentifier: "ticketCell")
		cell.subjectLabel = UILabel()
		cell.priorityLabel = UILabel()
		return cell
	}
	let view = TicketSearchView_default()
	view.cellText = { cell in (cell as? TicketCell_default).map { "\($0.subjectLabel?.text ?? "nil") | \($0.priorityLabel?.text ?? "nil")" } }
	search.load(view: view)
	return search
}

scenario("search: empty keywords fail the property's validation, nothing sent; then a search") {
	let object = tickets()
	for (index, subject) in ["Printer jammed", "Scanner offline", "printer toner low", "Coffee machine"].enumerated() {
		object.add(["subject": subject, "priority": index % 2 == 0 ? "high" : "low"])
	}
	let search = makeSearch(keywords: "")
	search.loadList()
	RuntimeQueue.drain()
	Transcript.record("-- keywords: printer")
	search.keywords = "printer"
	search.loadList()
	RuntimeQueue.drain()
	Transcript.record("cells: \(search.baseListView.scrollThroughRows().map { $0 ?? "nil" })")
}

// A + in the keywords is a +: sent escaped (the portal reads an unescaped + as a space).
scenario("search: keywords with a + (C++) reach the portal as typed") {
	let object = tickets()
	for subject in ["C++ build broken", "C build broken"] {
		object.add(["subject": subject, "priority": "high"])
	}
	let search = makeSearch(keywords: "C++")
	search.loadList()
	RuntimeQueue.drain()
	Transcript.record("cells: \(search.baseListView.scrollThroughRows().map { $0 ?? "nil" })")
}

// A page whose row cannot be read (an entry without its id) is refused as a whole, with the
// invalid-answer message: no cell is ever made of it.
scenario("list: a page with an entry the model cannot read (no id): refused with a message, no rows") {
	seedTickets(3)
	HeadlessPortal.objects["tickets"]!.entries[1].omitsId = true
	let list = loadedList()
	Transcript.record("rows: \(list.baseListView.rowsForSectionIndex(0).count)")
}

// MARK: Add

func makeAdd(subject: String, priority: String = "high", dueDate: Date = Date(timeIntervalSince1970: 1_754_298_611)) -> (AddTicketScreenlet, AddTicketView_default) {
	let screenlet = AddTicketScreenlet(frame: .zero, themeName: nil)
	let view = AddTicketView_default()
	view.subjectTextField = UITextField()
	view.priorityTextField = UITextField()
	view.dueDateDatePicker = UIDatePicker()
	view.dueDateLabel = UILabel()
	view.addTicketButton = UIButton()
	screenlet.delegate = recorder
	screenlet.load(view: view)
	view.subjectTextField?.text = subject
	view.inputDidChange(view.subjectTextField!)
	view.priorityTextField?.text = priority
	view.dueDateDatePicker?.date = dueDate
	view.dueDateDidChange(view.dueDateDatePicker!)
	return (screenlet, view)
}

func add(subject: String, priority: String = "high") {
	let (_, view) = makeAdd(subject: subject, priority: priority)
	tap(view.addTicketButton!) { view.addTicket($0) }
	RuntimeQueue.drain()
}

func makeSyncManager() -> SyncManager {
	return RuntimeSyncLog.manager { AddTicketScreenlet.addSynchronizer(to: $0) }
}

scenario("add: online, one PUT by external reference code, one entry, the list shows it without loading again") {
	seedTickets(3)
	let list = loadedList()
	add(subject: "Printer jammed")
	// The app's AddTicketScreenletDelegate passes what was added on to the list.
	list.addTicket(recorder.lastAdded!)
	Transcript.record("cells: \(list.baseListView.scrollThroughRows().map { $0 ?? "nil" })")
	recordPortal()
}

// The portal looks up no blank key (ObjectEntryLocalServiceImpl._validateListTypeEntryKey) and
// writes a stored "" back as {"key": "", "name": ""} (ListEntryUtil.toListEntry).
scenario("add: no priority chosen: the optional picklist goes as an empty key, and the ticket is added without one") {
	tickets()
	add(subject: "Printer jammed", priority: "")
	recordPortal()
}

scenario("add: offline, then startSync sends it once: one entry on the portal") {
	tickets()
	HeadlessPortal.writeOfflineThenSync({ add(subject: "Printer jammed") }, manager: makeSyncManager, portal: recordPortal)
}

scenario("add: offline; the first sync's answer is lost after the portal added the entry, the next sync sends it again: one entry") {
	tickets()
	HeadlessPortal.writeOfflineThenSync({ add(subject: "Printer jammed") }, manager: makeSyncManager, answerLost: true, portal: recordPortal)
}

scenario("add: online, the answer is lost after the portal added the entry; recorded and synced, still one entry") {
	tickets()
	HeadlessPortal.failNext(.lostAnswer)
	add(subject: "Printer jammed")
	recordPortal()
	makeSyncManager().startSync()
	RuntimeQueue.drain()
	recordPortal()
}

// MARK: Update and delete

func update(_ ticketId: Int64, subject: String) {
	let screenlet = UpdateTicketScreenlet(frame: .zero, themeName: nil)
	let view = UpdateTicketView_default()
	view.subjectTextField = UITextField()
	view.updateTicketButton = UIButton()
	screenlet.ticketId = ticketId
	screenlet.delegate = recorder
	screenlet.load(view: view)
	view.subjectTextField?.text = subject
	view.inputDidChange(view.subjectTextField!)
	tap(view.updateTicketButton!) { view.updateTicket($0) }
	RuntimeQueue.drain()
}

func delete(_ ticketId: Int64) {
	let screenlet = DeleteTicketScreenlet(frame: .zero, themeName: nil)
	let view = DeleteTicketView_default()
	view.deleteTicketButton = UIButton()
	screenlet.ticketId = ticketId
	screenlet.delegate = recorder
	screenlet.load(view: view)
	tap(view.deleteTicketButton!) { view.deleteTicket($0) }
	RuntimeQueue.drain()
}

scenario("update: a PATCH of the subject, the other fields kept, the list's row replaced in place") {
	let object = seedTickets(3)
	let list = loadedList()
	update(object.entries[1].id, subject: "t1, reopened")
	list.updateTicket(recorder.lastUpdated!)
	Transcript.record("cells: \(list.baseListView.scrollThroughRows().map { $0 ?? "nil" })")
	Transcript.record("portal: \(object.entries.map { "\($0.id) \(describe($0.values["subject"])) \(describe($0.values["priority"]))" })")
}

scenario("delete: a DELETE by id, the row leaves the list in place") {
	let object = seedTickets(3)
	let list = loadedList()
	let id = object.entries[1].id
	delete(id)
	list.deleteTicket(id: id)
	Transcript.record("cells: \(list.baseListView.scrollThroughRows().map { $0 ?? "nil" })")
	recordPortal()
}

// A DELETE answered by the portal's Not Found problem is done: the entry is not there, which
// is what it asked for (ObjectEntryServiceImpl.deleteObjectEntry looks the entry up first).
scenario("delete: a ticket already gone (the portal's 404 Not Found) is deleted: done, not a failure") {
	tickets()
	delete(41999)
}

// No object at that path: an empty 404, not the portal's problem about an entry.
scenario("delete: an empty 404 (no API at that path) stays a failure") {
	delete(41999)
}

func makeDeleteSyncManager() -> SyncManager {
	return RuntimeSyncLog.manager { DeleteTicketScreenlet.addSynchronizer(to: $0) }
}

// The first sync deletes the entry, but its answer is lost: the write stays recorded. The next
// sync's DELETE finds no entry (404): done, so the queue empties instead of sending it forever.
scenario("delete: offline; the first sync's answer is lost after the portal deleted the entry; the next sync's 404 is done: the queue empties, one delete") {
	let object = seedTickets(3)
	let id = object.entries[1].id
	HeadlessPortal.writeOfflineThenSync({ delete(id) }, manager: makeDeleteSyncManager, answerLost: true, portal: recordPortal)
	Transcript.record("-- a third startSync finds nothing to send")
	makeDeleteSyncManager().startSync()
	RuntimeQueue.drain()
}

// MARK: Authentication and failures

scenario("auth: every request is signed: basic, then OAuth 2's bearer token (refreshed first when about to expire)") {
	let object = seedTickets(3)
	_ = loadedList()
	add(subject: "Printer jammed")
	update(object.entries[0].id, subject: "t0, reopened")
	delete(object.entries[1].id)
	Transcript.record("-- signed in with OAuth 2, the token expires in 30 s")
	SessionContext.login(authentication: HeadlessPortal.signInWithOAuth2(expiresIn: 30))
	_ = loadedList()
	add(subject: "Scanner offline")
}

scenario("auth: a wrong password is a 401 with an empty body, shown as a failure") {
	seedTickets(3)
	SessionContext.login(authentication: LRBasicAuthentication(username: "test@liferay.com", password: "wrong"))
	_ = loadedList()
	add(subject: "Printer jammed")
}

scenario("auth: without credentials the portal answers as the guest: an empty list, an add forbidden") {
	seedTickets(3)
	SessionContext.login(authentication: nil)
	_ = loadedList()
	add(subject: "Printer jammed")
}

scenario("failures: 401, 403, 404 and 500 on the list and on an add, each a failure with the portal's message") {
	let object = seedTickets(3)
	for status in [401, 403, 404, 500] {
		Transcript.record("-- \(status)")
		HeadlessPortal.failNext(.status(status))
		_ = loadedList()
		HeadlessPortal.failNext(.status(status))
		add(subject: "Printer jammed")
	}
	Transcript.record("-- a permission missing: 404 on a read, 403 on a write")
	HeadlessPortal.failNext(.permissionDenied, times: 2)
	_ = loadedList()
	update(object.entries[0].id, subject: "t0, reopened")
}

scenario("failures: a value the portal refuses (an unknown priority) is its 400 and message") {
	tickets()
	add(subject: "Printer jammed", priority: "urgent")
	recordPortal()
}

// MARK: Dates, languages, scopes

scenario("dates: with fractional seconds (a custom date-time) and without (the system dates), read by the model") {
	tickets().add(["subject": "Printer jammed", "dueDate": "2025-08-04T09:10:11.123Z"])
	let list = loadedList()
	let ticket = list.baseListView.rowsForSectionIndex(0)[0] as! Ticket
	Transcript.record("texts: dueDate=\(describe(ticket.attributes["dueDate"])) dateCreated=\(describe(ticket.attributes["dateCreated"]))")
	Transcript.record("dates: dueDate=\(describe(ticket.dueDate?.timeIntervalSince1970)) dateCreated=\(describe(ticket.dateCreated?.timeIntervalSince1970)) dateModified=\(describe(ticket.dateModified?.timeIntervalSince1970))")
}

/// Every attribute of the ticket as its accessor reads it.
func values(_ ticket: Ticket) -> String {
	return "values: id=\(ticket.id) subject=\(describe(ticket.subject)) description=\(describe(ticket.description)) priority=\(describe(ticket.priority))"
		+ " dueDate=\(describe(date: ticket.dueDate)) estimate=\(describe(ticket.estimate)) reporterEmail=\(describe(ticket.reporterEmail))"
		+ " resolved=\(describe(ticket.resolved)) erc=\(describe(ticket.externalReferenceCode))"
		+ " dateCreated=\(describe(date: ticket.dateCreated)) dateModified=\(describe(date: ticket.dateModified))"
}

// A ticket with every field (a due date before 1970 with a fraction of a second, a picklist's
// key read from its object) and one with only its subject; the list read back offline.
scenario("values: every attribute of a ticket with every field and of one with only its subject, online, then offline from the cache") {
	let object = tickets()
	object.add(["subject": "Printer jammed", "description": "Tray 2", "priority": "high", "dueDate": "1969-07-20T20:17:40.5Z",
		"estimate": 2.5, "reporterEmail": "ana@example.com", "resolved": true], date: HeadlessPortal.now.addingTimeInterval(-91))
	object.add(["subject": "Été"])
	let list = makeList()
	for online in [true, false] {
		HeadlessPortal.offline = !online
		list.loadList()
		RuntimeQueue.drain()
		for row in list.baseListView.rowsForSectionIndex(0) {
			Transcript.record((row as? Ticket).map(values) ?? "values: no ticket")
		}
	}
}

scenario("dates: the add sends its date as the portal reads it, and reads back what the portal wrote") {
	tickets()
	add(subject: "Printer jammed")
	Transcript.record("dueDate: \(describe(recorder.lastAdded?.attributes["dueDate"])) = \(describe(recorder.lastAdded?.dueDate?.timeIntervalSince1970))")
}

scenario("languages: a device in en-GB, then de-AT (and en-US): reads and writes in the base language, no 406") {
	let object = seedTickets(1)
	for (language, others) in [("en-GB", []), ("de-AT", ["en-US"]), ("zh-Hans-CN", []), ("pt-PT", ["pt-BR", "fr-CA"])] as [(String, [String])] {
		RuntimeStrings.language = language
		RuntimeStrings.otherLanguages = others
		update(object.entries[0].id, subject: "t0 (\(language))")
	}
}

scenario("scopes: a site-scoped tickets object is not at the company path the example calls: 404, shown as a failure") {
	seedTickets(3, siteScoped: true)
	_ = loadedList()
	add(subject: "Printer jammed")
	recordPortal()
}
