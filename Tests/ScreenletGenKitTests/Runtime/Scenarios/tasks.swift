// Scenarios of Examples/tasks.json: the Task Object's own API (`/o/c/tasks`), the child of the
// Project Object's one-to-many relationship projectTasks (HeadlessPortalRelationships.swift).
// A task added with a project's id (its many-to-one field, `r_projectTasks_c_projectId`) is
// that project's: the project's relationship page lists it. The list asks for the parent
// embedded (`nestedFields=projectTasks`) and shows each task's project by its name; a task of
// no project shows none.
import Foundation

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

final class Recorder: NSObject, ProjectTaskListScreenletDelegate, AddProjectTaskScreenletDelegate {

	func screenlet(_ screenlet: ProjectTaskListScreenlet, onProjectTaskListResponse projectTasks: [ProjectTask]) {
		Transcript.record("onProjectTaskListResponse: " + projectTasks.map { "\($0.title ?? "nil") (project \($0.projectId.map(String.init) ?? "nil") \(describe($0.projectName)))" }.joined(separator: ", "))
	}

	func screenlet(_ screenlet: ProjectTaskListScreenlet, onProjectTaskListError error: NSError) {
		Transcript.record("onProjectTaskListError: \(describe(error))")
	}

	func screenlet(_ screenlet: ProjectTaskListScreenlet, onProjectTaskSelected projectTask: ProjectTask) {
		Transcript.record("onProjectTaskSelected: \(projectTask.title ?? "nil")")
	}

	func screenlet(_ screenlet: AddProjectTaskScreenlet, onProjectTaskAdded projectTask: ProjectTask) {
		Transcript.record("onProjectTaskAdded: \(projectTask.title ?? "nil") of project \(projectTask.projectId.map(String.init) ?? "nil")")
	}

	func screenlet(_ screenlet: AddProjectTaskScreenlet, onAddProjectTaskError error: NSError) {
		Transcript.record("onAddProjectTaskError: \(describe(error))")
	}
}

let recorder = Recorder()

/// The portal's tasks of each project, as its relationship page lists them.
func recordProjects() {
	let (projects, tasks) = (HeadlessPortal.objects["projects"]!, HeadlessPortal.objects["tasks"]!)
	for project in projects.entries {
		let titles = tasks.entries.filter { ($0.values["r_projectTasks_c_projectId"] as? Int64) == project.id }.map { describe($0.values["title"]) }
		Transcript.record("portal: project \(project.id) \(describe(project.values["name"])): \(titles.joined(separator: ", "))")
	}
}

/// Types a title and a project's id into the add form and taps its button.
func addTask(title: String, projectId: String) {
	let screenlet = AddProjectTaskScreenlet(frame: .zero, themeName: nil)
	let view = AddProjectTaskView_default()
	view.titleTextField = UITextField()
	view.projectIdTextField = UITextField()
	view.addProjectTaskButton = UIButton()
	screenlet.delegate = recorder
	screenlet.load(view: view)
	view.titleTextField?.text = title
	view.projectIdTextField?.text = projectId
	view.inputDidChange(view.titleTextField!)
	tap(view.addProjectTaskButton!) { view.addProjectTask($0) }
	RuntimeQueue.drain()
}

func loadList() {
	let list = ProjectTaskListScreenlet(frame: .zero, themeName: nil)
	list.delegate = recorder
	list.load(view: ProjectTaskListView_default())
	list.loadList()
	RuntimeQueue.drain()
}

scenario("add: a task with a project's id is that project's: the many-to-one field sent, the portal keeps the task under the project") {
	let (projects, _) = projectsAndTasks()
	let apollo = projects.add(["name": "Apollo"])
	projects.add(["name": "Gemini"])
	addTask(title: "Launch", projectId: String(apollo.id))
	recordProjects()
}

scenario("add: a project's id of 0 is the input's message, nothing sent") {
	let (projects, _) = projectsAndTasks()
	projects.add(["name": "Apollo"])
	addTask(title: "Launch", projectId: "0")
	recordProjects()
}

scenario("add: no project: a task of none, the field left out") {
	let (projects, _) = projectsAndTasks()
	projects.add(["name": "Apollo"])
	addTask(title: "Loose end", projectId: "")
	recordProjects()
}

scenario("list: each task shows its project by name (the project embedded with nestedFields=projectTasks), a task of none shows none") {
	let (projects, tasks) = projectsAndTasks()
	let apollo = projects.add(["name": "Apollo"])
	let gemini = projects.add(["name": "Gemini"])
	tasks.add(["title": "Launch", "r_projectTasks_c_projectId": apollo.id])
	tasks.add(["title": "Dock", "r_projectTasks_c_projectId": gemini.id])
	tasks.add(["title": "Loose end"])
	loadList()
}

scenario("values: every attribute of a task of a project and of one of none, online, then offline from the cache") {
	let (projects, tasks) = projectsAndTasks()
	let apollo = projects.add(["name": "Apollo"])
	tasks.add(["title": "Launch", "done": true, "r_projectTasks_c_projectId": apollo.id])
	tasks.add(["title": "Été"])
	let list = ProjectTaskListScreenlet(frame: .zero, themeName: nil)
	list.load(view: ProjectTaskListView_default())
	for online in [true, false] {
		HeadlessPortal.offline = !online
		list.loadList()
		RuntimeQueue.drain()
		for row in list.baseListView.rowsForSectionIndex(0) {
			let task = row as? ProjectTask
			Transcript.record(task.map { "values: id=\($0.id) title=\(describe($0.title)) done=\(describe($0.done)) projectId=\(describe($0.projectId)) projectName=\(describe($0.projectName))" } ?? "values: no task")
		}
	}
}
