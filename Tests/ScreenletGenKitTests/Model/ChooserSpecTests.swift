import XCTest
@testable import ScreenletGenKit

/// `"choosers"` (issue 38): an input sent to a many-to-one field that the spec names is chosen
/// among the parent Object's entries, read from the parent's own document; each mistake is one
/// located error and nothing is generated. The spec is written beside copies of
/// `Examples/tasks.openapi.json` (the Task Object, whose `r_projectTasks_c_projectId` holds its
/// project's id) and `Examples/project-task.openapi.json` (the Project Object's).
final class ChooserSpecTests: FolderTestCase {

	private let spec = """
	{
	  "entity": "ProjectTask",
	  "openapi": "tasks.openapi.json",
	  "schema": "Task",
	  "choosers": { "r_projectTasks_c_projectId": { "openapi": "projects.openapi.json", "title": "name" } },
	  "attributes": [ { "name": "id", "type": "Int64" }, { "name": "title", "type": "String" } ],
	  "screenlets": [
	    { "kind": "action", "name": "AddProjectTask",
	      "inputs": [ { "name": "title", "type": "String" }, { "name": "projectId", "type": "Int64" } ],
	      "actions": [ { "name": "add-project-task", "operation": "postTask",
	        "body": ["title", { "name": "r_projectTasks_c_projectId", "from": "projectId" }], "result": "entity" } ] }
	  ]
	}
	"""

	override func setUpWithError() throws {
		try super.setUpWithError()
		for (example, copy) in [("tasks.openapi.json", "tasks.openapi.json"), ("project-task.openapi.json", "projects.openapi.json")] {
			try FileManager.default.copyItem(at: TestSupport.examplesDirectory.appendingPathComponent(example), to: directory.appendingPathComponent(copy))
		}
	}

	private func generate(_ replacements: [(String, String)]) throws -> Generator.Result {
		return try generate(spec, replacing: replacements)
	}

	private func errors(_ replacements: (String, String)...) throws -> [String] {
		return messages(try generate(replacements)).filter { $0.contains(": error: ") }
	}

	func testAnInputSentToAManyToOneFieldIsChosenAmongTheParentsEntries() throws {
		let result = try generate([])
		XCTAssertEqual(result.diagnostics.all.map(\.description), [])
		let screenlet = try XCTUnwrap(result.models.first?.actionScreenlets.first)
		let input = try XCTUnwrap(screenlet.inputs.first { $0.name == "projectId" }?.input)
		XCTAssertEqual(input.control, .chooser)
		XCTAssertEqual(input.outlet, "projectIdButton")
		XCTAssertEqual(input.label, "Project", "the parent's name, not the field's")
		XCTAssertTrue(input.isOptional, "the document does not require the field: None is offered")
		XCTAssertNil(input.requirement)
		let chooser = try XCTUnwrap(input.chooser)
		XCTAssertEqual(chooser.page.basePath, "/o/c/projects", "the parent's API, from its document")
		XCTAssertEqual(chooser.page.query.map(\.name), ["page", "pageSize", "sort"])
		XCTAssertEqual(chooser.parent.titleField, "name")
		XCTAssertFalse(chooser.readsSite)
		XCTAssertEqual([chooser.interactorClass, chooser.connectorClass], ["AddProjectTaskProjectChoicesInteractor", "AddProjectTaskProjectChoicesLiferayConnector"])
		XCTAssertEqual(result.files.map(\.path).filter { $0.contains("Choices") }.sorted(),
			["AddProjectTaskScreenlet/Connector/AddProjectTaskProjectChoicesLiferayConnector.swift", "AddProjectTaskScreenlet/Interactor/AddProjectTaskProjectChoicesInteractor.swift"])
	}

	/// A site's Object as the parent (`/scopes/{scopeKey}`, Examples/incident.openapi.json): its
	/// page is the app's site's, and so is the read's cache entry; its title field is `title`.
	func testASiteScopedParentIsReadInTheAppsSite() throws {
		try FileManager.default.copyItem(at: TestSupport.examplesDirectory.appendingPathComponent("incident.openapi.json"), to: directory.appendingPathComponent("incidents.openapi.json"))
		let result = try generate([("\"openapi\": \"projects.openapi.json\", \"title\": \"name\"", "\"openapi\": \"incidents.openapi.json\"")])
		XCTAssertEqual(result.diagnostics.all.map(\.description), [])
		let chooser = try XCTUnwrap(result.models.first?.actionScreenlets.first?.choosers.first?.chooser)
		XCTAssertTrue(chooser.readsSite)
		XCTAssertEqual(chooser.parent.titleField, "title")
		XCTAssertEqual(chooser.page.basePath, "/o/c/incidents")
		let connector = try XCTUnwrap(result.files.first { $0.path.hasSuffix("ChoicesLiferayConnector.swift") }?.contents)
		XCTAssertTrue(connector.contains(#"path: "/scopes/" + ProjectTaskRequest.segment(String(LiferayServerContext.groupId))"#), connector)
		let interactor = try XCTUnwrap(result.files.first { $0.path.hasSuffix("ChoicesInteractor.swift") }?.contents)
		XCTAssertTrue(interactor.contains(#"return "load-project-choices-\(LiferayServerContext.groupId)""#), interactor)
	}

	/// Without `title`, the parent's `name` (or `title`, `label`) shows each entry.
	func testTheTitleIsTheParentsNameUnlessTheSpecSays() throws {
		let result = try generate([(", \"title\": \"name\"", "")])
		XCTAssertEqual(result.diagnostics.all.map(\.description), [])
		XCTAssertEqual(result.models.first?.actionScreenlets.first?.choosers.first?.chooser.parent.titleField, "name")
	}

	/// A field the document requires: the form waits for a choice (no None), and the call
	/// refuses to run without one.
	func testARequiredParentIsWaitedFor() throws {
		let text = try String(contentsOf: directory.appendingPathComponent("tasks.openapi.json"), encoding: .utf8)
		try text.replacingOccurrences(of: "\"required\": [\n          \"title\"\n        ],", with: "\"required\": [\"title\", \"r_projectTasks_c_projectId\"],")
			.write(to: directory.appendingPathComponent("tasks.openapi.json"), atomically: false, encoding: .utf8)
		let result = try generate([])
		XCTAssertEqual(result.diagnostics.all.map(\.description), [])
		let value = try XCTUnwrap(result.models.first?.actionScreenlets.first?.inputs.first { $0.name == "projectId" })
		XCTAssertFalse(value.input?.isOptional ?? true, "\(text.contains("\"required\": [\n          \"title\"\n        ],") ? "" : "the document's required list was not found")")
		XCTAssertEqual(value.input?.requirement, .entryChosen)
		XCTAssertNil(value.input?.chooser?.noChoiceKey, "no None to choose")
		XCTAssertEqual(value.presenceCheck?.message, "Choose a project")
		let view = try XCTUnwrap(result.files.first { $0.path.hasSuffix("AddProjectTaskView_default.swift") }?.contents)
		XCTAssertTrue(view.contains("addProjectTaskButton?.isEnabled = projectId != nil\n"), "the add button waits for a project: \(view)")
		XCTAssertTrue(view.contains("\t\t\tupdateButtons()\n\t\t}\n\t}\n\n\t/// The titles of the Project entries"), "a choice tells the buttons: \(view)")
	}

	func testEachMistakeIsOneLocatedError() throws {
		XCTAssertEqual(try errors(("\"r_projectTasks_c_projectId\": {", "\"r_projectTask_c_projectId\": {")), [
			"spec.json:5:17: error: choosers.r_projectTask_c_projectId: Task has no field \"r_projectTask_c_projectId\"; the fields that may hold a parent's id are r_projectTasks_c_projectId (did you mean \"r_projectTasks_c_projectId\"?)",
		])
		XCTAssertEqual(try errors(("\"title\": \"name\" }", "\"title\": \"nmae\" }")), [
			"spec.json:5:94: error: choosers.r_projectTasks_c_projectId.title: Project has no text field \"nmae\" to show each entry by; its text fields are externalReferenceCode, name (did you mean \"name\"?)",
		])
		XCTAssertEqual(try errors(("\"openapi\": \"projects.openapi.json\"", "\"openapi\": \"gone.openapi.json\"")).map { $0.components(separatedBy: " (")[0] }, [
			"spec.json:5:60: error: choosers.r_projectTasks_c_projectId.openapi: cannot read the parent's OpenAPI document gone.openapi.json",
		])
		// The child's own document is a parent's (a task of a task); its entry has no name.
		XCTAssertEqual(try errors(("\"openapi\": \"projects.openapi.json\"", "\"openapi\": \"tasks.openapi.json\"")), [
			"spec.json:5:91: error: choosers.r_projectTasks_c_projectId.title: Task has no text field \"name\" to show each entry by; its text fields are externalReferenceCode, title",
		])
		// A String sent to the id is the body field's error, once.
		XCTAssertEqual(try errors(("{ \"name\": \"projectId\", \"type\": \"Int64\" }", "{ \"name\": \"projectId\", \"type\": \"String\" }")), [
			"spec.json:11:75: error: screenlets[0].actions[0].body[1].from: \"projectId\" is a String, but the field r_projectTasks_c_projectId is an integer (int64); declare it as Int64",
		])
		XCTAssertEqual(try errors(("{ \"name\": \"projectId\", \"type\": \"Int64\" }", "{ \"name\": \"projectId\", \"type\": \"Int64\", \"choices\": [1, 2] }")), [
			"spec.json:9:110: error: screenlets[0].inputs[1].choices[0]: \"projectId\" is chosen among the Project entries (choosers.r_projectTasks_c_projectId); remove its choices, or the chooser",
		])
		XCTAssertEqual(try errors(("{ \"name\": \"r_projectTasks_c_projectId\", \"from\": \"projectId\" }", "\"projectId\""), ("{ \"name\": \"projectId\", \"type\": \"Int64\" }", "{ \"name\": \"projectId\", \"type\": \"Int64\", \"sent\": false }")).filter { $0.contains("choosers") }, [
			"spec.json:5:17: error: choosers.r_projectTasks_c_projectId: no action sends \"r_projectTasks_c_projectId\", so no form offers the choice; send an input to it in an action's \"body\" ({\"name\": \"r_projectTasks_c_projectId\", \"from\": \"<input>\"}) or remove the chooser",
		])
		XCTAssertEqual(try errors(("\"openapi\": \"tasks.openapi.json\",\n  \"schema\": \"Task\",", "\"service\": \"LRBookmarksEntryService_v7\",")).filter { $0.contains("choosers") }, [
			"spec.json:4:15: error: choosers: a chooser offers a parent Object's entries for a relationship of an OpenAPI document's Object; add \"openapi\": \"<document>.json\" or remove \"choosers\"",
		])
	}

	/// The parent's document belongs to the spec's fingerprint: saving it again regenerates.
	func testTheParentsDocumentIsPartOfTheFingerprint() throws {
		let file = directory.appendingPathComponent("spec.json")
		try spec.write(to: file, atomically: false, encoding: .utf8)
		let before = Generator.SpecInput(file: file.path, bytes: Array(spec.utf8)).fingerprintParts
		let parent = directory.appendingPathComponent("projects.openapi.json")
		try (try String(contentsOf: parent, encoding: .utf8)).replacingOccurrences(of: "\"name\"", with: "\"title\"").write(to: parent, atomically: false, encoding: .utf8)
		let after = Generator.SpecInput(file: file.path, bytes: Array(spec.utf8)).fingerprintParts
		XCTAssertNotEqual(before, after)
	}
}
