// Scenarios of Examples/tasks.json: the Task Object's own API (`/o/c/tasks`), the child of the
// Project Object's one-to-many relationship projectTasks (HeadlessPortalRelationships.swift),
// with a picklist (priority), a multiselect picklist (labels) offered from their saved
// entries, and an attachment; Examples/task-checklist.json lists its own one-to-many
// relationship's entries (Scenarios/task-checklist.swift).
// A task added with a project (its many-to-one field, `r_projectTasks_c_projectId`) is that
// project's: the project's relationship page lists it. The form chooses the project among the
// Project Object's entries (`choosers`): its button loads them from `/o/c/projects` (sorted by
// name, cached) and shows their names as an action sheet. The list asks for the parent
// embedded (`nestedFields=projectTasks`) and shows each task's project by its name; a task of
// no project shows none.
import Foundation

@discardableResult
func projectsAndTasks() -> (projects: HeadlessObject, tasks: HeadlessObject) {
	let projects = HeadlessPortal.define("projects", fields: [HeadlessField("name", .text, required: true)])
	let tasks = HeadlessPortal.define("tasks", fields: [
		HeadlessField("title", .text, required: true),
		HeadlessField("done", .boolean),
		HeadlessField("priority", .picklist([("low", "Low"), ("normal", "Normal"), ("urgent", "Urgent")])),
		HeadlessField("labels", .multiselectPicklist([("design", "Design"), ("backend", "Back end"), ("mobile", "Mobile")])),
		HeadlessField("attachment", .attachment(extensions: ["*"], maxMegabytes: 0)),
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

	func screenlet(_ screenlet: AddProjectTaskScreenlet, onLoadProjectChoicesError error: NSError) {
		Transcript.record("onLoadProjectChoicesError: \(describe(error))")
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

/// The add form with its outlets set as its XIB sets them.
func makeAddForm() -> AddProjectTaskView_default {
	let screenlet = AddProjectTaskScreenlet(frame: .zero, themeName: nil)
	let view = AddProjectTaskView_default()
	view.titleTextField = UITextField()
	view.projectIdButton = UIButton()
	view.projectIdLabel = UILabel()
	view.prioritySegmentedControl = UISegmentedControl()
	view.priorityLabel = UILabel()
	view.labelsLabel = UILabel()
	view.labelsDesignSwitch = UISwitch()
	view.labelsDesignLabel = UILabel()
	view.labelsBackendSwitch = UISwitch()
	view.labelsBackendLabel = UILabel()
	view.labelsMobileSwitch = UISwitch()
	view.labelsMobileLabel = UILabel()
	view.addProjectTaskButton = UIButton()
	screenlet.delegate = recorder
	screenlet.load(view: view)
	return view
}

/// The sheet the View presented, as the person sees it; nil when none is shown.
func shownSheet() -> UIAlertController? {
	return RuntimeWindow.rootViewController.presentedViewController as? UIAlertController
}

/// Taps the form's project button: the sheet it shows, recorded, or what happened instead.
@discardableResult
func openProjectChooser(_ view: AddProjectTaskView_default) -> UIAlertController? {
	tap(view.projectIdButton!) { view.chooseProject($0) }
	RuntimeQueue.drain()
	guard let sheet = shownSheet() else {
		Transcript.record("sheet: none shown")
		return nil
	}
	Transcript.record("sheet: \(describe(sheet.title)) message=\(describe(sheet.message)) style=\(sheet.preferredStyle == .actionSheet ? "actionSheet" : "alert") buttons=\(sheet.actions.map { "\($0.title ?? "nil")\($0.style == .cancel ? " (cancel)" : "")" })")
	return sheet
}

/// Types a title into the add form, chooses a project by its name in the sheet (nil: none
/// chosen), picks a priority and labels by the names the form shows, and taps its button.
func addTask(title: String, project: String?, priority: String? = nil, labels: [String] = []) {
	let view = makeAddForm()
	view.titleTextField?.text = title
	if let project = project {
		openProjectChooser(view)?.tap(project)
		Transcript.record("button: \(describe(view.projectIdButton?.title(for: .normal))) projectId=\(describe(view.projectId))")
	}
	view.inputDidChange(view.titleTextField!)
	if let control = view.prioritySegmentedControl, let priority = priority {
		control.selectedSegmentIndex = (0..<control.numberOfSegments).first { control.titleForSegment(at: $0) == priority } ?? UISegmentedControl.noSegment
	}
	for (control, label) in [(view.labelsDesignSwitch, view.labelsDesignLabel), (view.labelsBackendSwitch, view.labelsBackendLabel), (view.labelsMobileSwitch, view.labelsMobileLabel)] {
		control?.isOn = labels.contains(label?.text ?? "")
	}
	tap(view.addProjectTaskButton!) { view.addProjectTask($0) }
	RuntimeQueue.drain()
}

func loadList() {
	let list = ProjectTaskListScreenlet(frame: .zero, themeName: nil)
	list.delegate = recorder
	RuntimeNibs.register("ProjectTaskCell_default") {
		let cell = ProjectTaskCell_default(style: .default, reuseIdentifier: "projectTaskCell")
		cell.titleLabel = UILabel()
		cell.projectNameLabel = UILabel()
		cell.priorityLabel = UILabel()
		cell.labelsLabel = UILabel()
		return cell
	}
	let view = ProjectTaskListView_default()
	// Each cell as "title | project | priority | labels".
	view.cellText = { cell in
		(cell as? ProjectTaskCell_default).map { cell in
			[cell.titleLabel, cell.projectNameLabel, cell.priorityLabel, cell.labelsLabel].map { $0?.text ?? "nil" }.joined(separator: " | ")
		}
	}
	list.load(view: view)
	list.loadList()
	RuntimeQueue.drain()
	Transcript.record("cells: \(view.scrollThroughRows().map { $0 ?? "nil" })")
}

scenario("add: a project chosen by name is the task's: the sheet lists the projects sorted by name, None first; its id sent, the portal keeps the task under it") {
	let (projects, _) = projectsAndTasks()
	projects.add(["name": "Gemini"])
	projects.add(["name": "Apollo"])
	addTask(title: "Launch", project: "Gemini")
	recordProjects()
}

scenario("add: an id of 0 the app sets is the input's message, nothing sent") {
	let (projects, _) = projectsAndTasks()
	projects.add(["name": "Apollo"])
	let view = makeAddForm()
	view.titleTextField?.text = "Launch"
	view.projectId = 0
	view.inputDidChange(view.titleTextField!)
	tap(view.addProjectTaskButton!) { view.addProjectTask($0) }
	RuntimeQueue.drain()
	recordProjects()
}

scenario("add: no project chosen, or None chosen after one: a task of none, the field left out") {
	let (projects, _) = projectsAndTasks()
	projects.add(["name": "Apollo"])
	addTask(title: "Loose end", project: nil)
	let view = makeAddForm()
	view.titleTextField?.text = "Chosen, then not"
	openProjectChooser(view)?.tap("Apollo")
	openProjectChooser(view)?.tap("None")
	Transcript.record("button: \(describe(view.projectIdButton?.title(for: .normal))) projectId=\(describe(view.projectId))")
	view.inputDidChange(view.titleTextField!)
	tap(view.addProjectTaskButton!) { view.addProjectTask($0) }
	RuntimeQueue.drain()
	recordProjects()
}

scenario("chooser: cancelled, the choice stays; no projects, the sheet says so") {
	let (projects, _) = projectsAndTasks()
	let view = makeAddForm()
	openProjectChooser(view)?.tap("Cancel")
	let apollo = projects.add(["name": "Apollo"])
	openProjectChooser(view)?.tap("Apollo")
	openProjectChooser(view)?.tap("Cancel")
	Transcript.record("button: \(describe(view.projectIdButton?.title(for: .normal))) projectId=\(describe(view.projectId)) (Apollo is \(apollo.id))")
}

scenario("chooser offline: the projects loaded online are offered from the cache; never loaded, the load's failure and no sheet") {
	let (projects, _) = projectsAndTasks()
	projects.add(["name": "Apollo"])
	let view = makeAddForm()
	openProjectChooser(view)?.tap("Cancel")
	HeadlessPortal.offline = true
	openProjectChooser(view)?.tap("Apollo")
	Transcript.record("button: \(describe(view.projectIdButton?.title(for: .normal)))")
	SessionContext.currentContext?.cacheManager.removeAll()
	openProjectChooser(view)
}

scenario("chooser: a user who may not view the projects meets the portal's refusal (a GET's 404), told to the delegate in its words; no sheet") {
	let (projects, _) = projectsAndTasks()
	projects.add(["name": "Apollo"])
	let view = makeAddForm()
	HeadlessPortal.failNext(.permissionDenied)
	openProjectChooser(view)
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
	let plan = HeadlessPortal.addFile(name: "launch plan.txt", data: Data(repeating: 65, count: 2048))
	tasks.add(["title": "Launch", "done": true, "priority": "urgent", "labels": ["design", "mobile"], "attachment": ["id": plan.id], "r_projectTasks_c_projectId": apollo.id])
	tasks.add(["title": "Été"])
	let list = ProjectTaskListScreenlet(frame: .zero, themeName: nil)
	list.load(view: ProjectTaskListView_default())
	for online in [true, false] {
		HeadlessPortal.offline = !online
		list.loadList()
		RuntimeQueue.drain()
		for row in list.baseListView.rowsForSectionIndex(0) {
			let task = row as? ProjectTask
			Transcript.record(task.map { "values: id=\($0.id) title=\(describe($0.title)) done=\(describe($0.done)) priority=\(describe($0.priority)) \(describe($0.priorityName)) labels=\(describe($0.labels)) \(describe($0.labelsName)) attachment=\(describe($0.attachment)) \(describe($0.attachmentSize)) projectId=\(describe($0.projectId)) projectName=\(describe($0.projectName))" } ?? "values: no task")
		}
	}
}

scenario("add: a priority and labels picked by name from the saved entries: the priority's key and the labels' keys as an array; the list shows the portal's names") {
	let (projects, _) = projectsAndTasks()
	projects.add(["name": "Apollo"])
	let view = makeAddForm()
	let segments = (0..<view.prioritySegmentedControl!.numberOfSegments).map { view.prioritySegmentedControl!.titleForSegment(at: $0) ?? "nil" }
	Transcript.record("form: priority \(describe(view.priorityLabel?.text)) \(segments.joined(separator: "|")); labels \(describe(view.labelsLabel?.text)) \([view.labelsDesignLabel, view.labelsBackendLabel, view.labelsMobileLabel].map { $0?.text ?? "nil" }.joined(separator: "|"))")
	addTask(title: "Launch", project: "Apollo", priority: "Urgent", labels: ["Design", "Mobile"])
	loadList()
}

scenario("attachment: a task's file shown by name and size; downloadAttachment reads its bytes") {
	let (projects, tasks) = projectsAndTasks()
	let apollo = projects.add(["name": "Apollo"])
	let bytes = Data(repeating: 66, count: 3000)
	let plan = HeadlessPortal.addFile(name: "launch plan.txt", data: bytes)
	tasks.add(["title": "Launch", "attachment": ["id": plan.id], "r_projectTasks_c_projectId": apollo.id])
	let list = ProjectTaskListScreenlet(frame: .zero, themeName: nil)
	list.load(view: ProjectTaskListView_default())
	list.loadList()
	RuntimeQueue.drain()
	let task = list.baseListView.rowsForSectionIndex(0)[0] as! ProjectTask
	Transcript.record("attachment=\(describe(task.attachment)) size=\(describe(task.attachmentSize))")
	do {
		let data = try ProjectTaskRequest.downloadAttachment(of: task, session: SessionContext.currentContext!.createRequestSession())
		Transcript.record("downloadAttachment: \(data.map { "\($0.count) bytes, \($0 == bytes ? "the file's" : "other bytes")" } ?? "nil")")
	}
	catch {
		Transcript.record("downloadAttachment threw: \(describe(error as NSError))")
	}
}
