// Scenarios of Examples/project-task.json: the tasks of one project, a related list on the
// Project Object's relationship page (`GET /o/c/projects/{projectId}/projectTasks`, the
// one-to-many relationship projectTasks, HeadlessPortalRelationships.swift): each project
// lists only its own tasks, in Screens' pages; no project chosen is the property's validation,
// nothing sent; a project that is not there is the portal's 404 Problem, shown as a failure;
// the cache keeps each project's pages apart; a list by the project's code
// (`/by-external-reference-code/{code}/projectTasks`) sorts as asked, an unknown code the
// finder's 404.
import Foundation

/// The two objects and their relationship, as the example's document describes them.
@discardableResult
func projectsAndTasks() -> (projects: HeadlessObject, tasks: HeadlessObject) {
	let projects = HeadlessPortal.define("projects", fields: [HeadlessField("name", .text, required: true)])
	let tasks = HeadlessPortal.define("tasks", fields: [
		HeadlessField("title", .text, required: true),
		HeadlessField("done", .boolean),
		HeadlessField("r_projectTasks_c_projectId", .longInteger),
	])
	projects.relate("projectTasks", to: tasks, parentField: "r_projectTasks_c_projectId")
	return (projects, tasks)
}

/// A project named `name` with `count` tasks `<name>-t0`…, each added a minute apart.
@discardableResult
func project(_ name: String, tasks count: Int) -> HeadlessEntry {
	let projects = HeadlessPortal.objects["projects"] ?? projectsAndTasks().projects
	let project = projects.add(["name": name])
	HeadlessPortal.objects["tasks"]!.seed(count) { ["title": "\(name)-t\($0)", "done": $0 % 2 == 0, "r_projectTasks_c_projectId": project.id] }
	return project
}

final class Recorder: NSObject, ProjectTasksScreenletDelegate, ProjectTasksByCodeScreenletDelegate {

	func screenlet(_ screenlet: ProjectTasksScreenlet, onProjectTasksResponse projectTasks: [ProjectTask]) {
		Transcript.record("onProjectTasksResponse: \(projectTasks.count) rows, \(projectTasks.first.map { $0.title ?? "nil" } ?? "-")…\(projectTasks.last.map { $0.title ?? "nil" } ?? "-")")
	}

	func screenlet(_ screenlet: ProjectTasksScreenlet, onProjectTasksError error: NSError) {
		Transcript.record("onProjectTasksError: \(describe(error))")
	}

	func screenlet(_ screenlet: ProjectTasksScreenlet, onProjectTaskSelected projectTask: ProjectTask) {
		Transcript.record("onProjectTaskSelected: \(projectTask.title ?? "nil") of project \(projectTask.projectId.map(String.init) ?? "nil")")
	}

	func screenlet(_ screenlet: ProjectTasksByCodeScreenlet, onProjectTasksByCodeResponse projectTasks: [ProjectTask]) {
		Transcript.record("onProjectTasksByCodeResponse: \(projectTasks.map { $0.title ?? "nil" })")
	}

	func screenlet(_ screenlet: ProjectTasksByCodeScreenlet, onProjectTasksByCodeError error: NSError) {
		Transcript.record("onProjectTasksByCodeError: \(describe(error))")
	}

	func screenlet(_ screenlet: ProjectTasksByCodeScreenlet, onProjectTaskSelected projectTask: ProjectTask) {
		Transcript.record("onProjectTaskSelected (by code): \(projectTask.title ?? "nil")")
	}
}

let recorder = Recorder()

/// The list of one project's tasks, loaded.
func loadedTasks(of projectId: Int64, firstPageSize: Int = 50, pageSize: Int = 25) -> ProjectTasksScreenlet {
	let list = ProjectTasksScreenlet(frame: .zero, themeName: nil)
	list.projectId = projectId
	list.firstPageSize = firstPageSize
	list.pageSize = pageSize
	list.delegate = recorder
	list.load(view: ProjectTasksView_default())
	list.loadList()
	RuntimeQueue.drain()
	return list
}

func recordCells(_ list: ProjectTasksScreenlet) {
	Transcript.record("cells: \(list.baseListView.scrollThroughRows().map { $0 ?? "nil" })")
}

scenario("related list: two projects, each lists only its own tasks") {
	let apollo = project("apollo", tasks: 3)
	let gemini = project("gemini", tasks: 2)
	project("mercury", tasks: 0)
	recordCells(loadedTasks(of: apollo.id))
	recordCells(loadedTasks(of: gemini.id))
	recordCells(loadedTasks(of: HeadlessPortal.objects["projects"]!.entries[2].id))
}

scenario("related list: 60 tasks of one project in Screens' pages (50, then 25), the count from totalCount") {
	project("other", tasks: 4)
	let big = project("big", tasks: 60)
	let list = loadedTasks(of: big.id)
	list.performAction(name: BaseListScreenlet.LoadPageAction, sender: 1)
	RuntimeQueue.drain()
	Transcript.record("rows: \(list.baseListView.rowsForSectionIndex(0).count) (rowCount \(list.baseListView.rowCount))")
}

scenario("related list: no project chosen (0): the property's message, nothing sent") {
	project("apollo", tasks: 3)
	let list = loadedTasks(of: 0)
	Transcript.record("rows: \(list.baseListView.rowsForSectionIndex(0).count)")
}

scenario("related list: a project that is not there: the portal's 404 Problem, a failure, no rows") {
	let apollo = project("apollo", tasks: 3)
	let list = loadedTasks(of: apollo.id + 1000)
	Transcript.record("rows: \(list.baseListView.rowsForSectionIndex(0).count)")
}

scenario("related list: tapping a row tells the delegate which task, of which project") {
	let apollo = project("apollo", tasks: 3)
	(loadedTasks(of: apollo.id).baseListView as! BaseListTableView).selectRow(1)
}

scenario("related list: offline, each project's tasks from its own cached pages") {
	let apollo = project("apollo", tasks: 3)
	let gemini = project("gemini", tasks: 2)
	_ = loadedTasks(of: apollo.id)
	_ = loadedTasks(of: gemini.id)
	HeadlessPortal.offline = true
	recordCells(loadedTasks(of: gemini.id))
	recordCells(loadedTasks(of: apollo.id))
}

scenario("related list by the project's code: its tasks in the spec's order (title:asc); a code no project has: the finder's 404") {
	let (projects, tasks) = projectsAndTasks()
	let apollo = projects.add(["name": "Apollo"], externalReferenceCode: "apollo")
	for title in ["Splashdown", "Launch", "Orbit"] {
		tasks.add(["title": title, "r_projectTasks_c_projectId": apollo.id])
	}
	for code in ["apollo", "vostok"] {
		let list = ProjectTasksByCodeScreenlet(frame: .zero, themeName: nil)
		list.projectCode = code
		list.delegate = recorder
		list.load(view: ProjectTasksByCodeView_default())
		list.loadList()
		RuntimeQueue.drain()
	}
}
