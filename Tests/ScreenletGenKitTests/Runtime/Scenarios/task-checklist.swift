// Scenarios of Examples/task-checklist.json: a task's checklist, the related list of the Task
// Object's own one-to-many relationship taskChecklistItems (`GET /o/c/tasks/{taskId}/
// taskChecklistItems`, HeadlessPortalRelationships.swift), on the Task Object's document:
// each task lists only its own items; no task chosen is the property's validation, nothing
// sent; a task that is not there is the portal's 404 Problem, shown as a failure.
import Foundation

/// The Task Object and its checklist items, as the example's document describes them.
@discardableResult
func tasksAndItems() -> (tasks: HeadlessObject, items: HeadlessObject) {
	let tasks = HeadlessPortal.define("tasks", fields: [HeadlessField("title", .text, required: true)])
	let items = HeadlessPortal.define("checklistitems", fields: [
		HeadlessField("label", .text, required: true),
		HeadlessField("checked", .boolean),
		HeadlessField("r_taskChecklistItems_c_taskId", .longInteger),
	])
	tasks.relate("taskChecklistItems", to: items, parentField: "r_taskChecklistItems_c_taskId")
	return (tasks, items)
}

final class Recorder: NSObject, TaskChecklistScreenletDelegate {

	func screenlet(_ screenlet: TaskChecklistScreenlet, onTaskChecklistResponse checklistItems: [ChecklistItem]) {
		Transcript.record("onTaskChecklistResponse: " + checklistItems.map { "\($0.label ?? "nil") \($0.checked.map { $0 ? "[x]" : "[ ]" } ?? "nil")" }.joined(separator: ", "))
	}

	func screenlet(_ screenlet: TaskChecklistScreenlet, onTaskChecklistError error: NSError) {
		Transcript.record("onTaskChecklistError: \(describe(error))")
	}

	func screenlet(_ screenlet: TaskChecklistScreenlet, onChecklistItemSelected checklistItem: ChecklistItem) {
		Transcript.record("onChecklistItemSelected: \(checklistItem.label ?? "nil")")
	}
}

let recorder = Recorder()

func loadedChecklist(of taskId: Int64) -> TaskChecklistScreenlet {
	let list = TaskChecklistScreenlet(frame: .zero, themeName: nil)
	list.taskId = taskId
	list.delegate = recorder
	list.load(view: TaskChecklistView_default())
	list.loadList()
	RuntimeQueue.drain()
	return list
}

scenario("related list: two tasks, each lists only its own checklist items") {
	let (tasks, items) = tasksAndItems()
	let launch = tasks.add(["title": "Launch"])
	let dock = tasks.add(["title": "Dock"])
	items.add(["label": "Fuel", "checked": true, "r_taskChecklistItems_c_taskId": launch.id])
	items.add(["label": "Crew", "checked": false, "r_taskChecklistItems_c_taskId": launch.id])
	items.add(["label": "Align", "r_taskChecklistItems_c_taskId": dock.id])
	_ = loadedChecklist(of: launch.id)
	_ = loadedChecklist(of: dock.id)
}

scenario("related list: no task chosen (0): the property's message, nothing sent") {
	tasksAndItems()
	_ = loadedChecklist(of: 0)
}

scenario("related list: a task that is not there: the portal's 404 Problem, a failure") {
	let (tasks, _) = tasksAndItems()
	let launch = tasks.add(["title": "Launch"])
	_ = loadedChecklist(of: launch.id + 1000)
}
