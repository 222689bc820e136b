// Scenarios of Examples/edge-cases.json: NSObject overrides (`description`, `hash`) that
// must never fail, a streaming list (no count call) and an update with every input type;
// every attribute's value as the model reads it, online and from the cache.
import Foundation

final class Recorder: NSObject, RecordListScreenletDelegate, RecordUpdateScreenletDelegate {
	func screenlet(_ screenlet: RecordListScreenlet, onRecordListResponse records: [Record]) {
		Transcript.record("onRecordListResponse: \(records.count) rows, hash \(records.first?.hash ?? -1)…\(records.last?.hash ?? -1)")
	}

	func screenlet(_ screenlet: RecordListScreenlet, onRecordListError error: NSError) {
		Transcript.record("onRecordListError: \(describe(error))")
	}

	func screenlet(_ screenlet: RecordListScreenlet, onRecordSelected record: Record) {
		Transcript.record("onRecordSelected: \(record.hash)")
	}

	func screenlet(_ screenlet: RecordUpdateScreenlet, onRecordUpdated record: Record) {
		Transcript.record("onRecordUpdated: default=\(record.default) class=\(record.class) public=\(record.isPublic) description=\"\(record.description)\" hash=\(record.hash)")
	}

	func screenlet(_ screenlet: RecordUpdateScreenlet, onUpdateRecordError error: NSError) {
		Transcript.record("onUpdateRecordError: \(describe(error))")
	}
}

let recorder = Recorder()

func recordRow(_ index: Int) -> String {
	return #"{"default": "r\#(index)", "hash": \#(index), "class-name": "c", "public": true}"#
}

scenario("streaming list: 120 rows, pages of 50") {
	RuntimeServer.on("/records.record/get-records") { params in
		let start = intParam(params, "start")
		return .json(jsonRows(start..<max(start, min(intParam(params, "end"), 120)), recordRow))
	}
	let list = RecordListScreenlet(frame: .zero, themeName: nil)
	list.firstPageSize = 50
	list.pageSize = 50
	list.default = "all"
	list.delegate = recorder
	list.load(view: RecordListView_default())
	list.loadList()
	RuntimeQueue.drain()
	let texts = list.baseListView.scrollThroughRows()
	Transcript.record("cells: \(texts.count), last \(texts.last.flatMap { $0 } ?? "nil")")
}

scenario("model: description and hash of a record without them") {
	let record = Record(attributes: [:])
	Transcript.record("description=\"\(record.description)\" hash=\(record.hash) complete=\(Record.isComplete([:]))")
}


func makeUpdate() -> RecordUpdateView_default {
	let screenlet = RecordUpdateScreenlet(frame: .zero, themeName: nil)
	let view = RecordUpdateView_default()
	view.recordClassTextField = UITextField()
	view.weightTextField = UITextField()
	view.visibleSwitch = UISwitch()
	view.updateRecordButton = UIButton()
	screenlet.recordId = 3
	screenlet.priority = 2
	screenlet.delegate = recorder
	screenlet.load(view: view)
	view.recordClassTextField?.text = "k"
	view.weightTextField?.text = "1.5"
	view.visibleSwitch?.isOn = true
	return view
}

scenario("update: online, every input type") {
	RuntimeServer.on("/records.record/update-record", .json(#"{"default": "d", "description": "about", "hash": 7, "class-name": "k", "public": false}"#))
	let view = makeUpdate()
	view.updateRecord(view.updateRecordButton!)
}

// A Mobile SDK method takes a value: the weight must be typed, in the device's region format.
scenario("update: the weight typed in German (1,5) is sent as 1.5; empty, or 1.5 in German, holds the button back") {
	RuntimeServer.on("/records.record/update-record", .json(#"{"default": "d", "description": "about", "hash": 7, "class-name": "k", "public": false}"#))
	RuntimeDevice.locale = Locale(identifier: "de_DE")
	for text in ["1,5", "", "1.5"] {
		Transcript.record("-- weight \(describe(text))")
		let view = makeUpdate()
		view.weightTextField?.text = text
		view.inputDidChange(view.weightTextField!)
		tap(view.updateRecordButton!) { view.updateRecord($0) }
		RuntimeQueue.drain()
	}
}

// Run by the app without the button (performDefaultAction), an empty weight is refused
// before anything is sent, with its message, never sent as 0.
scenario("update: run by the app with no weight typed: refused with its message, nothing sent") {
	RuntimeServer.on("/records.record/update-record", .json(#"{"default": "d", "description": "about", "hash": 7, "class-name": "k", "public": false}"#))
	let view = makeUpdate()
	view.weightTextField?.text = ""
	(view.screenlet as? RecordUpdateScreenlet)?.performDefaultAction()
	RuntimeQueue.drain()
}

scenario("update: the portal refuses, the failure text stays until tapped") {
	RuntimeServer.on("/records.record/update-record", .json("[]"))
	let view = makeUpdate()
	view.updateRecord(view.updateRecordButton!)
}

scenario("sync: an update made offline is sent with every input type when back online") {
	RuntimeServer.on("/records.record/update-record", .offline)
	let view = makeUpdate()
	view.updateRecord(view.updateRecordButton!)
	RuntimeQueue.drain()
	RuntimeServer.on("/records.record/update-record", .json(#"{"default": "d", "description": "about", "hash": 7, "class-name": "k", "public": false}"#))
	RuntimeSyncLog.manager { RecordUpdateScreenlet.addSynchronizer(to: $0) }.startSync()
}

/// Every attribute of the record as its accessor reads it.
func values(_ record: Record) -> String {
	return "values: default=\(describe(record.default)) description=\(describe(record.description)) hash=\(record.hash) class=\(describe(record.class))"
		+ " isPublic=\(record.isPublic) weight=\(describe(record.weight)) ownerId=\(describe(record.ownerId)) archived=\(describe(record.archived))"
}

// The optional attributes present (an id past 2^53, which no Double holds) and absent;
// `description` present and absent (its default); a Bool true and false.
scenario("list: every attribute's value (optional ones present and absent), online, then offline from the cache") {
	RuntimeServer.on("/records.record/get-records", .json("[" + [
		#"{"default": "r0", "description": "about", "hash": 7, "class-name": "c0", "public": true, "weight": 1.5, "ownerId": 9007199254740993, "archived": true}"#,
		#"{"default": "r1", "hash": -3, "class-name": "c1", "public": false, "archived": false}"#,
		#"{"default": "", "hash": 0, "class-name": "", "public": false}"#,
	].joined(separator: ",") + "]"))
	let list = RecordListScreenlet(frame: .zero, themeName: nil)
	list.default = "all"
	list.delegate = recorder
	list.load(view: RecordListView_default())
	for online in [true, false] {
		if !online {
			RuntimeServer.on("/records.record/get-records", .offline)
		}
		list.loadList()
		RuntimeQueue.drain()
		for row in list.baseListView.rowsForSectionIndex(0) {
			Transcript.record((row as? Record).map(values) ?? "values: no record")
		}
	}
}
