// Scenarios of Examples/incident.json: screenlets of a site-scoped Liferay Object ("Incident")
// on its headless REST API at /o/c/incidents, against the modelled portal
// (Runtime/Framework/HeadlessPortal*.swift): the list of the app's site (LiferayServerContext's
// group as the scope key) in Screens' pages, add online and offline (a PUT by external
// reference code under /scopes/{scopeKey}), load and update by id, delete by id, the portal's
// failures, the picklist read at its key and dates with and without fractional seconds.
import Foundation

/// The app's site and another one.
let appSite: Int64 = 20143
let otherSite: Int64 = 20144

/// The Incident object as the example's document describes it (its custom fields), in the
/// app's site and another.
@discardableResult
func incidents() -> HeadlessObject {
	HeadlessPortal.sites[otherSite] = "Harbour"
	return HeadlessPortal.define("incidents", siteScoped: true, fields: [
		HeadlessField("title", .text, required: true),
		HeadlessField("severity", .picklist([("minor", "Minor"), ("major", "Major"), ("critical", "Critical")])),
		HeadlessField("reportedOn", .dateTime(utc: true)),
		HeadlessField("affectedUsers", .integer),
		HeadlessField("affectedSystems", .multiselectPicklist(systems)),
	])
}

/// The affected systems' list type, as `Examples/incident-systems.list-type.json` saved it.
let systems = [("power", "Power"), ("water", "Water"), ("network", "Network")]

/// `count` incidents i0…i(count-1) of a site, reported a minute apart (i0 the earliest), and
/// as many of the other site (x0…), reported in between.
@discardableResult
func seedIncidents(_ count: Int, others: Int = 0) -> HeadlessObject {
	let object = incidents()
	let start = Date(timeIntervalSince1970: 1_754_298_611)
	for index in 0..<max(count, others) {
		if index < count {
			object.add(["title": "i\(index)", "severity": index % 2 == 0 ? "minor" : "major",
				"reportedOn": HeadlessDates.systemDate(start.addingTimeInterval(Double(index) * 60))], groupId: appSite)
		}
		if index < others {
			object.add(["title": "x\(index)", "severity": "critical",
				"reportedOn": HeadlessDates.systemDate(start.addingTimeInterval(Double(index) * 60 + 30))], groupId: otherSite)
		}
	}
	return object
}

/// What the portal holds: each entry's id, title, site and code (the count alone when many).
func recordPortal() {
	let entries = HeadlessPortal.objects["incidents"]?.entries ?? []
	Transcript.record("portal: \(entries.count) entries" + (entries.count > 5 ? "" : entries.isEmpty ? "" : ": "
		+ entries.map { "\($0.id) \(describe($0.values["title"])) site \($0.groupId) erc=\($0.externalReferenceCode)" }.joined(separator: ", ")))
}

final class Recorder: NSObject, IncidentListScreenletDelegate, AddIncidentScreenletDelegate, UpdateIncidentScreenletDelegate,
		DeleteIncidentScreenletDelegate {

	var lastAdded: Incident?
	var lastUpdated: Incident?

	static func rows(_ incidents: [Incident]) -> String {
		return "\(incidents.count) rows, \(incidents.first.map { $0.title ?? "nil" } ?? "-")…\(incidents.last.map { $0.title ?? "nil" } ?? "-")"
	}

	func screenlet(_ screenlet: IncidentListScreenlet, onIncidentListResponse incidents: [Incident]) {
		Transcript.record("onIncidentListResponse: \(Recorder.rows(incidents))")
	}

	func screenlet(_ screenlet: IncidentListScreenlet, onIncidentListError error: NSError) {
		Transcript.record("onIncidentListError: \(describe(error))")
	}

	func screenlet(_ screenlet: IncidentListScreenlet, onIncidentSelected incident: Incident) {
		Transcript.record("onIncidentSelected: \(incident.title ?? "nil") id=\(incident.id)")
	}

	func screenlet(_ screenlet: AddIncidentScreenlet, onIncidentAdded incident: Incident) {
		lastAdded = incident
		Transcript.record("onIncidentAdded: id=\(incident.id) title=\(describe(incident.title)) severity=\(describe(incident.severity)) erc=\(describe(incident.externalReferenceCode))")
	}

	func screenlet(_ screenlet: AddIncidentScreenlet, onAddIncidentError error: NSError) {
		Transcript.record("onAddIncidentError: \(describe(error))")
	}

	func screenlet(_ screenlet: UpdateIncidentScreenlet, onIncidentLoaded incident: Incident) {
		Transcript.record("onIncidentLoaded: id=\(incident.id) title=\(describe(incident.title)) severity=\(describe(incident.severity))")
	}

	func screenlet(_ screenlet: UpdateIncidentScreenlet, onLoadIncidentError error: NSError) {
		Transcript.record("onLoadIncidentError: \(describe(error))")
	}

	func screenlet(_ screenlet: UpdateIncidentScreenlet, onIncidentUpdated incident: Incident) {
		lastUpdated = incident
		Transcript.record("onIncidentUpdated: id=\(incident.id) title=\(describe(incident.title)) severity=\(describe(incident.severity))")
	}

	func screenlet(_ screenlet: UpdateIncidentScreenlet, onUpdateIncidentError error: NSError) {
		Transcript.record("onUpdateIncidentError: \(describe(error))")
	}

	func screenlet(onIncidentDeleted screenlet: DeleteIncidentScreenlet) {
		Transcript.record("onIncidentDeleted")
	}

	func screenlet(_ screenlet: DeleteIncidentScreenlet, onDeleteIncidentError error: NSError) {
		Transcript.record("onDeleteIncidentError: \(describe(error))")
	}
}

let recorder = Recorder()

// MARK: List

/// The Incident List screenlet with Screens' default page sizes (50, then 25); its cells
/// (IncidentCell_default: title, severity and affected systems) read as "title | severity",
/// and " | systems" after it when the row has any.
func makeList() -> IncidentListScreenlet {
	let list = IncidentListScreenlet(frame: .zero, themeName: nil)
	list.delegate = recorder
	RuntimeNibs.register("IncidentCell_default") {
		let cell = IncidentCell_default(style: .default, reuseIdentifier: "incidentCell")
		cell.titleLabel = UILabel()
		cell.severityLabel = UILabel()
		cell.affectedSystemsLabel = UILabel()
		return cell
	}
	let view = IncidentListView_default()
	view.cellText = { cell in
		(cell as? IncidentCell_default).map { cell in
			let systems = cell.affectedSystemsLabel?.text ?? ""
			return "\(cell.titleLabel?.text ?? "nil") | \(cell.severityLabel?.text ?? "nil")" + (systems.isEmpty ? "" : " | \(systems)")
		}
	}
	list.load(view: view)
	return list
}

func loadedList() -> IncidentListScreenlet {
	let list = makeList()
	list.loadList()
	RuntimeQueue.drain()
	return list
}

func cells(_ list: IncidentListScreenlet) -> [String] {
	return (list.baseListView as! BaseListTableView).scrollThroughRows().map { $0 ?? "nil" }
}

/// The rows the list's view holds: how many, loaded, distinct, of the app's site only, and in
/// the portal's order (latest report first: `sort=reportedOn:desc`).
func recordRows(_ list: IncidentListScreenlet, total: Int) {
	let rows = list.baseListView.rowsForSectionIndex(0)
	let titles = rows.map { ($0 as? Incident)?.title }
	let loaded = titles.compactMap { $0 }
	let expected = (0..<total).reversed().map { "i\($0)" }
	Transcript.record("rows: \(rows.count) (rowCount \(list.baseListView.rowCount)), loaded \(loaded.count), distinct \(Set(loaded).count), "
		+ "of another site \(loaded.filter { $0.hasPrefix("x") }.count), missing \(Set(expected).subtracting(loaded).count), in order \(titles == expected.map { Optional($0) })")
}

scenario("list: 120 incidents of the app's site (and 30 of another site, never shown), scrolled through in Screens' pages, each page asked of /scopes/20143") {
	seedIncidents(120, others: 30)
	let list = makeList()
	list.onShow()
	RuntimeQueue.drain()
	let texts = cells(list)
	Transcript.record("cells: \(texts.count), first \(describe(texts.first)), last \(describe(texts.last)), \"Loading...\" \(texts.filter { $0.hasPrefix("Loading...") }.count)")
	recordRows(list, total: 120)
}

scenario("list: fewer incidents than a page; the other site's are not counted") {
	seedIncidents(3, others: 4)
	recordRows(loadedList(), total: 3)
}

scenario("list: online, then offline from the cache") {
	seedIncidents(3)
	let list = loadedList()
	HeadlessPortal.offline = true
	list.loadList()
	RuntimeQueue.drain()
	recordRows(list, total: 3)
}

// The app moves to another site (Screens' LiferayServerContext.groupId is settable): online the
// list asks for that site's page; offline, the cache answers by the site's own key
// ("20144-IncidentList"), never with the first site's incidents.
scenario("list: the app moves to another site: online that site's incidents; offline, that site's own cached rows") {
	seedIncidents(3, others: 2)
	_ = loadedList()
	LiferayServerContext.groupId = otherSite
	Transcript.record("-- LiferayServerContext.groupId = \(otherSite), online")
	Transcript.record("cells: \(cells(loadedList()))")
	LiferayServerContext.groupId = appSite
	Transcript.record("-- LiferayServerContext.groupId = \(appSite), online")
	_ = loadedList()
	LiferayServerContext.groupId = otherSite
	HeadlessPortal.offline = true
	Transcript.record("-- LiferayServerContext.groupId = \(otherSite), offline")
	Transcript.record("cells: \(cells(loadedList()))")
}

scenario("list: tapping a row tells the delegate which incident") {
	seedIncidents(3)
	(loadedList().baseListView as! BaseListTableView).selectRow(1)
}

// MARK: Add

/// Taps the segment a person reads as `title` (a saved entry's name); nil taps none.
func choose(_ title: String?, in control: UISegmentedControl?) {
	guard let control = control else { return }
	control.selectedSegmentIndex = (0..<control.numberOfSegments).first { control.titleForSegment(at: $0) == title } ?? UISegmentedControl.noSegment
}

/// The segments' titles, and the chosen one's in brackets.
func segments(_ control: UISegmentedControl?) -> String {
	guard let control = control else { return "nil" }
	return (0..<control.numberOfSegments).map { index in
		let title = control.titleForSegment(at: index) ?? "nil"
		return index == control.selectedSegmentIndex ? "[\(title)]" : title
	}.joined(separator: "|")
}

/// The switches of the affected systems a person turns on, by the names beside them.
func turnOn(_ names: [String], among switches: [(UISwitch?, UILabel?)]) {
	for (control, label) in switches {
		control?.isOn = names.contains(label?.text ?? "")
	}
}

/// The switches' captions, each in brackets when on.
func switches(_ pairs: [(UISwitch?, UILabel?)]) -> String {
	return pairs.map { control, label in (control?.isOn ?? false) ? "[\(label?.text ?? "nil")]" : label?.text ?? "nil" }.joined(separator: "|")
}

func makeAdd(title: String, severity: String? = "Major", reportedOn: Date = Date(timeIntervalSince1970: 1_754_298_611),
		affectedUsers: String = "12", affectedSystems: [String] = []) -> AddIncidentView_default {
	let screenlet = AddIncidentScreenlet(frame: .zero, themeName: nil)
	let view = AddIncidentView_default()
	view.titleTextField = UITextField()
	view.severitySegmentedControl = UISegmentedControl()
	view.severityLabel = UILabel()
	view.reportedOnDatePicker = UIDatePicker()
	view.reportedOnLabel = UILabel()
	view.affectedUsersTextField = UITextField()
	view.affectedSystemsLabel = UILabel()
	view.affectedSystemsPowerSwitch = UISwitch()
	view.affectedSystemsPowerLabel = UILabel()
	view.affectedSystemsWaterSwitch = UISwitch()
	view.affectedSystemsWaterLabel = UILabel()
	view.affectedSystemsNetworkSwitch = UISwitch()
	view.affectedSystemsNetworkLabel = UILabel()
	view.addIncidentButton = UIButton()
	screenlet.delegate = recorder
	screenlet.load(view: view)
	view.titleTextField?.text = title
	view.inputDidChange(view.titleTextField!)
	choose(severity, in: view.severitySegmentedControl)
	view.reportedOnDatePicker?.date = reportedOn
	view.reportedOnDidChange(view.reportedOnDatePicker!)
	view.affectedUsersTextField?.text = affectedUsers
	view.inputDidChange(view.affectedUsersTextField!)
	turnOn(affectedSystems, among: addSwitches(view))
	return view
}

func addSwitches(_ view: AddIncidentView_default) -> [(UISwitch?, UILabel?)] {
	return [(view.affectedSystemsPowerSwitch, view.affectedSystemsPowerLabel), (view.affectedSystemsWaterSwitch, view.affectedSystemsWaterLabel),
		(view.affectedSystemsNetworkSwitch, view.affectedSystemsNetworkLabel)]
}

func add(title: String, severity: String? = "Major") {
	let view = makeAdd(title: title, severity: severity)
	tap(view.addIncidentButton!) { view.addIncident($0) }
	RuntimeQueue.drain()
}

func makeSyncManager() -> SyncManager {
	return RuntimeSyncLog.manager { AddIncidentScreenlet.addSynchronizer(to: $0) }
}

scenario("add: online, one PUT by external reference code under /scopes/20143, one entry in the app's site, the list shows it without loading again") {
	seedIncidents(3)
	let list = loadedList()
	add(title: "Gate 4 flooded")
	list.addIncident(recorder.lastAdded!)
	Transcript.record("cells: \(cells(list))")
	recordPortal()
}

scenario("add: offline, then startSync sends it once: one entry in the app's site") {
	incidents()
	HeadlessPortal.writeOfflineThenSync({ add(title: "Gate 4 flooded") }, manager: makeSyncManager, portal: recordPortal)
}

scenario("add: offline; the first sync's answer is lost after the portal added the entry, the next sync sends the same code to the same site: one entry") {
	incidents()
	HeadlessPortal.writeOfflineThenSync({ add(title: "Gate 4 flooded") }, manager: makeSyncManager, answerLost: true, portal: recordPortal)
}

// The recorded write keeps its values, its code and its site: the scope key is the group the
// app was in when the write was made, whatever site it is in when the SyncManager sends it. A
// code is unique within a site only, so sending it to the app's new site would add a second entry.
scenario("add: offline in the app's site; the first sync's answer is lost; the app moves to another site; the next sync sends the same code to the first site: one entry") {
	incidents()
	HeadlessPortal.writeOfflineThenSync({ add(title: "Gate 4 flooded") }, manager: makeSyncManager, answerLost: true, beforeRetry: {
		LiferayServerContext.groupId = otherSite
		Transcript.record("-- LiferayServerContext.groupId = \(otherSite)")
	}, portal: recordPortal)
}

scenario("add: offline in the app's site; the app moves to another site before it syncs: the entry is added in the site it was made in") {
	incidents()
	HeadlessPortal.writeOfflineThenSync({
		add(title: "Gate 4 flooded")
		LiferayServerContext.groupId = otherSite
		Transcript.record("-- LiferayServerContext.groupId = \(otherSite)")
	}, manager: makeSyncManager, portal: recordPortal)
}

// MARK: Update and delete

func makeUpdate(_ incidentId: Int64) -> (UpdateIncidentScreenlet, UpdateIncidentView_default) {
	let screenlet = UpdateIncidentScreenlet(frame: .zero, themeName: nil)
	let view = UpdateIncidentView_default()
	view.titleTextField = UITextField()
	view.severitySegmentedControl = UISegmentedControl()
	view.severityLabel = UILabel()
	view.reportedOnDatePicker = UIDatePicker()
	view.reportedOnLabel = UILabel()
	view.affectedUsersTextField = UITextField()
	view.affectedSystemsLabel = UILabel()
	view.affectedSystemsPowerSwitch = UISwitch()
	view.affectedSystemsPowerLabel = UILabel()
	view.affectedSystemsWaterSwitch = UISwitch()
	view.affectedSystemsWaterLabel = UILabel()
	view.affectedSystemsNetworkSwitch = UISwitch()
	view.affectedSystemsNetworkLabel = UILabel()
	view.loadIncidentButton = UIButton()
	view.updateIncidentButton = UIButton()
	screenlet.incidentId = incidentId
	screenlet.delegate = recorder
	screenlet.load(view: view)
	return (screenlet, view)
}

func recordForm(_ view: UpdateIncidentView_default) {
	Transcript.record("form: title=\(describe(view.titleTextField?.text)) severity=\(segments(view.severitySegmentedControl)) "
		+ "reportedOn=\(view.reportedOnDatePicker!.date.timeIntervalSince1970) affectedUsers=\(describe(view.affectedUsersTextField?.text))")
}

scenario("update: the form loads the incident (severity at its key), a PATCH of the title by id, the other fields kept, the list's row replaced in place") {
	let object = seedIncidents(3)
	object.entries[1].values["affectedUsers"] = Int64(40)
	let list = loadedList()
	let (_, view) = makeUpdate(object.entries[1].id)
	tap(view.loadIncidentButton!) { view.loadIncident($0) }
	RuntimeQueue.drain()
	recordForm(view)
	view.titleTextField?.text = "i1, reopened"
	view.inputDidChange(view.titleTextField!)
	tap(view.updateIncidentButton!) { view.updateIncident($0) }
	RuntimeQueue.drain()
	list.updateIncident(recorder.lastUpdated!)
	Transcript.record("cells: \(cells(list))")
	Transcript.record("portal: \(object.entries.map { "\($0.id) \(describe($0.values["title"])) \(describe($0.values["severity"])) \(describe($0.values["affectedUsers"])) site \($0.groupId)" })")
}

// Shown (the window calls onShow, as Screens' BaseScreenlet does from didMoveToWindow), the edit
// screen loads the incident into its form by itself: changing the title alone sends the other
// fields as the portal has them, never blanks, 0 or the picker's date.
scenario("update: shown, the screenlet loads the incident into the form by itself; a change of the title alone keeps every other field") {
	let object = seedIncidents(3)
	object.entries[1].values["affectedUsers"] = Int64(40)
	let (screenlet, view) = makeUpdate(object.entries[1].id)
	screenlet.onShow()
	RuntimeQueue.drain()
	recordForm(view)
	view.titleTextField?.text = "i1, reopened"
	view.inputDidChange(view.titleTextField!)
	tap(view.updateIncidentButton!) { view.updateIncident($0) }
	RuntimeQueue.drain()
	Transcript.record("portal: \(object.entries.map { "\($0.id) \(describe($0.values["title"])) \(describe($0.values["severity"])) \(describe($0.values["reportedOn"])) \(describe($0.values["affectedUsers"]))" })")
}

// Permissions (issue 38): the portal leaves out of an entry's actions what the user may not do
// with it. Loaded, an incident the user may not update keeps the update button disabled
// whatever is typed; sent anyway from code, the PATCH is refused with the portal's 403 words.
// An incident the user may update enables it.
scenario("update: an incident the user may not update (no update in its actions): loaded, its button stays disabled; sent from code, the portal's 403 is the failure") {
	let object = seedIncidents(2)
	object.entries[0].deniedActions = ["update", "replace", "delete"]
	let (screenlet, view) = makeUpdate(object.entries[0].id)
	screenlet.onShow()
	RuntimeQueue.drain()
	recordForm(view)
	view.titleTextField?.text = "i0, reopened"
	view.inputDidChange(view.titleTextField!)
	Transcript.record("update button enabled: \(view.updateIncidentButton!.isEnabled)")
	tap(view.updateIncidentButton!) { view.updateIncident($0) }
	screenlet.performAction(name: UpdateIncidentScreenlet.UpdateIncidentAction)
	RuntimeQueue.drain()
	Transcript.record("portal: \(object.entries.map { "\($0.id) \(describe($0.values["title"]))" })")

	let (other, otherView) = makeUpdate(object.entries[1].id)
	other.onShow()
	RuntimeQueue.drain()
	Transcript.record("update button of an incident the user may update enabled: \(otherView.updateIncidentButton!.isEnabled)")
}

// A cached answer the model cannot read (an entry recorded without its id, by an older app or
// a damaged cache) is no entity: offline, the load fails instead of showing it, and nothing
// crashes when the delegate reads it.
scenario("load: offline, the cache holds the incident written without its id: not shown, a failure") {
	let object = seedIncidents(1)
	let id = object.entries[0].id
	SessionContext.currentContext!.cacheManager.setClean(collection: "UpdateIncident", key: "load-incident-\(id)",
		value: ["title": "i0", "severity": ["key": "minor", "name": "Minor"]] as NSDictionary, attributes: ["incidentId": NSNumber(value: id)])
	HeadlessPortal.offline = true
	let (screenlet, _) = makeUpdate(id)
	screenlet.onShow()
	RuntimeQueue.drain()
}

scenario("delete: a DELETE by id, the row leaves the list in place") {
	let object = seedIncidents(3)
	let list = loadedList()
	let id = object.entries[1].id
	let screenlet = DeleteIncidentScreenlet(frame: .zero, themeName: nil)
	let view = DeleteIncidentView_default()
	view.deleteIncidentButton = UIButton()
	screenlet.incidentId = id
	screenlet.delegate = recorder
	screenlet.load(view: view)
	tap(view.deleteIncidentButton!) { view.deleteIncident($0) }
	RuntimeQueue.drain()
	list.deleteIncident(id: id)
	Transcript.record("cells: \(cells(list))")
	recordPortal()
}

// MARK: Failures, picklist, dates

scenario("failures: 500 on the list, 403 on an add, 404 on a load of an incident that is gone, each a failure with the portal's message until tapped") {
	seedIncidents(3)
	HeadlessPortal.failNext(.status(500))
	_ = loadedList()
	HeadlessPortal.failNext(.status(403))
	add(title: "Gate 4 flooded")
	let (_, view) = makeUpdate(41999)
	tap(view.loadIncidentButton!) { view.loadIncident($0) }
	RuntimeQueue.drain()
	recordPortal()
}

scenario("picklist: severity is read at its key, which a form sends back; the list shows the entry's name, in the portal's words") {
	incidents().add(["title": "Gate 4 flooded", "severity": ["key": "critical", "name": "whatever"]])
	let list = loadedList()
	let incident = list.baseListView.rowsForSectionIndex(0)[0] as! Incident
	Transcript.record("json: severity=\(describe(incident.attributes["severity"]))")
	Transcript.record("model: severity=\(describe(incident.severity)); cells: \(cells(list))")
}

scenario("picklist: the form offers the saved entries by name (severity's saved answer) and sends the chosen entry's key; the list shows the portal's name") {
	incidents()
	let view = makeAdd(title: "Gate 4 flooded", severity: "Critical")
	Transcript.record("caption: \(describe(view.severityLabel?.text)); segments: \(segments(view.severitySegmentedControl))")
	tap(view.addIncidentButton!) { view.addIncident($0) }
	RuntimeQueue.drain()
	Transcript.record("form after the add: \(segments(view.severitySegmentedControl))")
	Transcript.record("cells: \(cells(loadedList()))")
	recordPortal()
}

// Saved before an administrator removed "critical" from the list type: the form still offers
// it, and the portal refuses the key in its own words, which the screenlet's failure carries.
scenario("picklist: an entry removed from the portal after its answer was saved: the add is refused with the portal's message, nothing added") {
	HeadlessPortal.define("incidents", siteScoped: true, fields: [
		HeadlessField("title", .text, required: true),
		HeadlessField("severity", .picklist([("minor", "Minor"), ("major", "Major")])),
		HeadlessField("reportedOn", .dateTime(utc: true)),
		HeadlessField("affectedUsers", .integer),
	])
	add(title: "Gate 4 flooded", severity: "Critical")
	recordPortal()
}

scenario("multiselect picklist: the form has a switch for each saved entry of the affected systems, sends the keys of those turned on as an array, and the list shows the portal's names") {
	incidents()
	let view = makeAdd(title: "Gate 4 flooded", affectedSystems: ["Power", "Network"])
	Transcript.record("caption: \(describe(view.affectedSystemsLabel?.text)); switches: \(switches(addSwitches(view))); view model: \(describe(view.affectedSystems))")
	tap(view.addIncidentButton!) { view.addIncident($0) }
	RuntimeQueue.drain()
	Transcript.record("model: affectedSystems=\(describe(recorder.lastAdded?.affectedSystems)) names=\(describe(recorder.lastAdded?.affectedSystemsName))")
	Transcript.record("form after the add: \(switches(addSwitches(view)))")
	Transcript.record("cells: \(cells(loadedList()))")
	recordPortal()
}

scenario("multiselect picklist: the edit screen turns on the loaded entry's systems; turning one off sends the rest, and none turned on clears the field") {
	let object = incidents()
	object.add(["title": "Gate 4 flooded", "affectedSystems": [["key": "water"], ["key": "power"]]])
	let (_, view) = makeUpdate(object.entries[0].id)
	tap(view.loadIncidentButton!) { view.loadIncident($0) }
	RuntimeQueue.drain()
	let pairs = [(view.affectedSystemsPowerSwitch, view.affectedSystemsPowerLabel), (view.affectedSystemsWaterSwitch, view.affectedSystemsWaterLabel),
		(view.affectedSystemsNetworkSwitch, view.affectedSystemsNetworkLabel)]
	Transcript.record("loaded: \(switches(pairs))")
	view.affectedSystemsWaterSwitch?.isOn = false
	tap(view.updateIncidentButton!) { view.updateIncident($0) }
	RuntimeQueue.drain()
	Transcript.record("portal: \(describe(object.entries[0].values["affectedSystems"]))")
	view.affectedSystemsPowerSwitch?.isOn = false
	tap(view.updateIncidentButton!) { view.updateIncident($0) }
	RuntimeQueue.drain()
	Transcript.record("portal: \(describe(object.entries[0].values["affectedSystems"]))")
}

scenario("dates: reportedOn with fractional seconds (as the portal writes a custom date-time) and dateCreated without, read by the model") {
	incidents().add(["title": "Gate 4 flooded", "reportedOn": "2025-08-04T09:10:11.123Z"])
	let list = loadedList()
	let incident = list.baseListView.rowsForSectionIndex(0)[0] as! Incident
	Transcript.record("texts: reportedOn=\(describe(incident.attributes["reportedOn"])) dateCreated=\(describe(incident.attributes["dateCreated"]))")
	Transcript.record("dates: reportedOn=\(describe(incident.reportedOn?.timeIntervalSince1970)) dateCreated=\(describe(incident.dateCreated?.timeIntervalSince1970)) dateModified=\(describe(incident.dateModified?.timeIntervalSince1970))")
}

scenario("dates: the add sends reportedOn without a fraction, in UTC, and reads back what the portal wrote (milliseconds)") {
	incidents()
	add(title: "Gate 4 flooded")
	Transcript.record("reportedOn: \(describe(recorder.lastAdded?.attributes["reportedOn"])) = \(describe(recorder.lastAdded?.reportedOn?.timeIntervalSince1970))")
}
