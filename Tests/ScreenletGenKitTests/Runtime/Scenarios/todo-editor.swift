// Scenarios of Examples/todo-editor.json: an edit screen whose inputs fit their data (a text
// view, a date picker, a switch, segmented choices, a decimal field) and show a loaded item;
// every attribute's value as the model reads it, online and from the cache.
import Foundation

final class Recorder: NSObject, TodoEditorScreenletDelegate {
	var lastLoaded: TodoItem?

	func screenlet(_ screenlet: TodoEditorScreenlet, onTodoItemLoaded todoItem: TodoItem) {
		lastLoaded = todoItem
		Transcript.record("onTodoItemLoaded: \(todoItem.title)")
	}

	func screenlet(_ screenlet: TodoEditorScreenlet, onLoadItemError error: NSError) {
		Transcript.record("onLoadItemError: \(describe(error))")
	}

	func screenlet(_ screenlet: TodoEditorScreenlet, onTodoItemUpdated todoItem: TodoItem) {
		Transcript.record("onTodoItemUpdated: \(todoItem.title) status=\(todoItem.status)")
	}

	func screenlet(_ screenlet: TodoEditorScreenlet, onUpdateItemError error: NSError) {
		Transcript.record("onUpdateItemError: \(describe(error))")
	}
}

let recorder = Recorder()

let item = #"{"itemId": 5, "title": "Write the report", "notes": "Two pages\nwith figures", "dueDate": 1700000000000, "done": false, "priority": 3, "status": "in-progress", "estimatedHours": 2.5}"#

/// The screenlet with its View, every outlet connected as the XIB connects it.
func makeEditor(itemId: Int64 = 5) -> (TodoEditorScreenlet, TodoEditorView_default) {
	let screenlet = TodoEditorScreenlet(frame: .zero, themeName: nil)
	let view = TodoEditorView_default()
	view.titleTextField = UITextField()
	view.notesTextView = UITextView()
	view.notesLabel = UILabel()
	view.dueDateDatePicker = UIDatePicker()
	view.dueDateLabel = UILabel()
	view.doneSwitch = UISwitch()
	view.doneLabel = UILabel()
	view.prioritySegmentedControl = UISegmentedControl()
	view.priorityLabel = UILabel()
	view.statusSegmentedControl = UISegmentedControl()
	view.statusLabel = UILabel()
	view.estimateTextField = UITextField()
	view.loadItemButton = UIButton()
	view.updateItemButton = UIButton()
	screenlet.itemId = itemId
	screenlet.delegate = recorder
	screenlet.load(view: view)
	return (screenlet, view)
}

/// What the form's controls show.
func form(_ view: TodoEditorView_default) -> String {
	return "form: title=\(describe(view.titleTextField?.text)) notes=\(describe(view.notesTextView?.text))"
		+ " dueDate=\(view.dueDateDatePicker!.date.timeIntervalSince1970) done=\(view.doneSwitch!.isOn)"
		+ " priority=segment \(view.prioritySegmentedControl!.selectedSegmentIndex) status=segment \(view.statusSegmentedControl!.selectedSegmentIndex)"
		+ " estimate=\(describe(view.estimateTextField?.text))"
}

scenario("texts: captions, placeholders and choice titles from the string table") {
	let (_, view) = makeEditor()
	let segments = { (control: UISegmentedControl?) in (0..<(control?.numberOfSegments ?? 0)).map { control?.titleForSegment(at: $0) ?? "nil" }.joined(separator: "|") }
	Transcript.record("texts: \(describe(view.titleTextField?.placeholder)) \(describe(view.notesLabel?.text)) \(describe(view.dueDateLabel?.text)) \(describe(view.doneLabel?.text)) \(describe(view.estimateTextField?.placeholder))")
	Transcript.record("choices: \(describe(view.priorityLabel?.text)) \(segments(view.prioritySegmentedControl)); \(describe(view.statusLabel?.text)) \(segments(view.statusSegmentedControl))")
	Transcript.record("buttons: \(describe(view.loadItemButton?.title(for: .normal))) \(describe(view.updateItemButton?.title(for: .normal)))")
}

scenario("load: the form shows the loaded item") {
	RuntimeServer.on("/todo.item/get-item", .json(item))
	let (_, view) = makeEditor()
	Transcript.record(form(view))
	view.loadItem(view.loadItemButton!)
	RuntimeQueue.drain()
	Transcript.record(form(view))
}

scenario("load, edit, update: the form's values are sent, a date as milliseconds") {
	RuntimeServer.on("/todo.item/get-item", .json(item))
	RuntimeServer.on("/todo.item/update-item") { params in
		return .json(item.replacingOccurrences(of: "\"in-progress\"", with: "\"closed\""))
	}
	let (_, view) = makeEditor()
	view.loadItem(view.loadItemButton!)
	RuntimeQueue.drain()
	view.statusSegmentedControl?.selectedSegmentIndex = 2
	view.doneSwitch?.isOn = true
	view.updateItem(view.updateItemButton!)
}

scenario("load: offline with nothing cached, the form keeps what the user typed") {
	RuntimeServer.on("/todo.item/get-item", .offline)
	let (_, view) = makeEditor()
	view.titleTextField?.text = "Draft"
	view.loadItem(view.loadItemButton!)
	RuntimeQueue.drain()
	Transcript.record(form(view))
}

scenario("load: an item whose status is not a choice leaves no segment selected") {
	RuntimeServer.on("/todo.item/get-item", .json(item.replacingOccurrences(of: "\"in-progress\"", with: "\"archived\"")))
	let (screenlet, view) = makeEditor()
	view.statusSegmentedControl?.selectedSegmentIndex = 0
	view.loadItem(view.loadItemButton!)
	RuntimeQueue.drain()
	Transcript.record(form(view))
	Transcript.record("viewModel.status=\(describe(screenlet.viewModel.status))")
}

scenario("update: no priority chosen") {
	let (_, view) = makeEditor()
	view.titleTextField?.text = "Write the report"
	view.updateItem(view.updateItemButton!)
}

scenario("sync: two updates of one item offline keep the last, sent once with its values") {
	RuntimeServer.on("/todo.item/get-item", .json(item))
	RuntimeServer.on("/todo.item/update-item", .offline)
	let (_, view) = makeEditor()
	view.loadItem(view.loadItemButton!)
	RuntimeQueue.drain()
	view.statusSegmentedControl?.selectedSegmentIndex = 0
	view.updateItem(view.updateItemButton!)
	RuntimeQueue.drain()
	view.statusSegmentedControl?.selectedSegmentIndex = 2
	view.doneSwitch?.isOn = true
	view.updateItem(view.updateItemButton!)
	RuntimeQueue.drain()
	RuntimeServer.on("/todo.item/update-item", .json(item.replacingOccurrences(of: "\"in-progress\"", with: "\"closed\"")))
	RuntimeSyncLog.manager { TodoEditorScreenlet.addSynchronizer(to: $0) }.startSync()
}

/// Every attribute of the item as its accessor reads it.
func values(_ item: TodoItem) -> String {
	return "values: itemId=\(item.itemId) title=\(describe(item.title)) notes=\(describe(item.notes)) dueDate=\(describe(date: item.dueDate))"
		+ " done=\(item.done) priority=\(item.priority) status=\(describe(item.status)) estimate=\(item.estimate)"
}

// A due date before 1970 and one with a fraction of a millisecond; true and false; an id past
// 2^53 (no Double holds it); notes present and absent.
scenario("load: every attribute's value (a date before 1970, a fraction of a millisecond, notes present and absent), online, then offline from the cache") {
	let items: [Int64: String] = [
		5: #"{"itemId": 5, "title": "Write the report", "notes": "Two pages\nwith figures", "dueDate": -315619200000, "done": true, "priority": 3, "status": "in-progress", "estimatedHours": 2.5}"#,
		9007199254740993: #"{"itemId": 9007199254740993, "title": "Été", "dueDate": 1.5, "done": false, "priority": 1, "status": "open", "estimatedHours": -0.25}"#,
	]
	RuntimeServer.on("/todo.item/get-item") { params in
		return .json(items[params["itemId"] as! Int64]!)
	}
	for online in [true, false] {
		if !online {
			RuntimeServer.on("/todo.item/get-item", .offline)
		}
		for id in [5, 9007199254740993] as [Int64] {
			recorder.lastLoaded = nil
			let (_, view) = makeEditor(itemId: id)
			view.loadItem(view.loadItemButton!)
			RuntimeQueue.drain()
			Transcript.record(recorder.lastLoaded.map(values) ?? "values: no item")
		}
	}
}
