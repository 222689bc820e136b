import XCTest
@testable import ScreenletGenKit

/// `"picklists"` (issue 38): a picklist field's saved list type entries make each input an
/// action sends to it a choice of the entries' names that sends the key; each mistake is one
/// located error and nothing is generated. The spec is written beside a copy of
/// `Examples/ticket.openapi.json`, whose `priority` is a picklist.
final class PicklistSpecTests: FolderTestCase {

	private let spec = """
	{
	  "entity": "Ticket",
	  "openapi": "ticket.openapi.json",
	  "picklists": { "priority": "priority.list-type.json" },
	  "attributes": [
	    { "name": "subject", "type": "String" },
	    { "name": "priority", "type": "String", "key": "priority.key" }
	  ],
	  "screenlets": [
	    { "kind": "action", "name": "AddTicket",
	      "inputs": [ { "name": "subject", "type": "String" }, { "name": "urgency", "type": "String" } ],
	      "actions": [ { "name": "add-ticket", "operation": "postTicket", "body": ["subject", { "name": "priority", "from": "urgency" }], "result": "entity" } ] }
	  ]
	}
	"""

	/// The portal's page of entries, as saved with `X-Accept-All-Languages: true` in German.
	private let entries = """
	{
	  "items": [
	    { "key": "low", "name": "Niedrig", "name_i18n": { "de-DE": "Niedrig", "en-US": "Low" } },
	    { "key": "medium", "name": "Mittel" },
	    { "key": "high", "name": "Hoch", "name_i18n": { "en-US": "High" } }
	  ],
	  "totalCount": 3
	}
	"""

	override func setUpWithError() throws {
		try super.setUpWithError()
		try FileManager.default.copyItem(at: TestSupport.examplesDirectory.appendingPathComponent("ticket.openapi.json"),
			to: directory.appendingPathComponent("ticket.openapi.json"))
	}

	private func generate(_ replacements: [(String, String)] = [], entries savedEntries: String?) throws -> Generator.Result {
		let saved = directory.appendingPathComponent("priority.list-type.json")
		try? FileManager.default.removeItem(at: saved)
		if let savedEntries = savedEntries {
			try savedEntries.write(to: saved, atomically: false, encoding: .utf8)
		}
		return try generate(spec, replacing: replacements)
	}

	private func errors(_ replacements: (String, String)..., entries savedEntries: String? = nil) throws -> [String] {
		return messages(try generate(replacements, entries: savedEntries ?? entries))
	}

	func testAnInputSentToAPicklistChoosesAmongItsEntriesAndSendsTheKey() throws {
		let result = try generate(entries: entries)
		XCTAssertEqual(result.diagnostics.all.map(\.description), [])
		let input = try XCTUnwrap(result.models.first?.actionScreenlets.first?.inputs.first { $0.name == "urgency" }?.input)
		XCTAssertEqual(input.control, .segmentedControl)
		// The field is optional: "None" first, the empty key, until the person picks an entry.
		XCTAssertEqual(input.choices.map(\.value), ["", "low", "medium", "high"], "the keys, in the saved order")
		XCTAssertEqual(input.choices.map(\.title), ["None", "Low", "Mittel", "High"], "English where the answer has it, else the saved name")
		XCTAssertEqual(input.choices.map(\.titleKey), ["urgency-no-choice", "urgency-choice-low", "urgency-choice-medium", "urgency-choice-high"])
		// The input that goes to another field stays text.
		let subject = try XCTUnwrap(result.models.first?.actionScreenlets.first?.inputs.first { $0.name == "subject" }?.input)
		XCTAssertEqual(subject.control, .textField)
	}

	/// A picklist the entry requires has no "None": the form waits for an entry only where the spec validates it.
	func testARequiredPicklistOffersOnlyItsEntries() throws {
		let document = directory.appendingPathComponent("ticket.openapi.json")
		let text = try String(contentsOf: document, encoding: .utf8)
		let required = text.replacingOccurrences(of: "      \"Ticket\": {\n", with: "      \"Ticket\": {\n        \"required\": [\"priority\"],\n")
		XCTAssertNotEqual(required, text)
		try required.write(to: document, atomically: false, encoding: .utf8)
		let result = try generate(entries: entries)
		XCTAssertEqual(result.diagnostics.all.map(\.description), [])
		let input = try XCTUnwrap(result.models.first?.actionScreenlets.first?.inputs.first { $0.name == "urgency" }?.input)
		XCTAssertEqual(input.choices.map(\.value), ["low", "medium", "high"])
	}

	func testAnInputsOwnChoicesAreKept() throws {
		let result = try generate([("{ \"name\": \"urgency\", \"type\": \"String\" }", "{ \"name\": \"urgency\", \"type\": \"String\", \"choices\": [\"high\"] }")], entries: entries)
		XCTAssertEqual(result.diagnostics.all.map(\.description), [])
		let input = try XCTUnwrap(result.models.first?.actionScreenlets.first?.inputs.first { $0.name == "urgency" }?.input)
		XCTAssertEqual(input.choices.map(\.value), ["high"])
	}

	func testPicklistsNeedAnObjectOfSavedAnswers() throws {
		XCTAssertEqual(try errors(("\"picklists\": { \"priority\": \"priority.list-type.json\" }", "\"picklists\": [\"priority\"]")),
			["spec.json:4:16: error: picklists must be an object of the entry's picklist fields and their saved entries ({\"severity\": \"severity.list-type-entries.json\"}), not an array"])
		XCTAssertEqual(try errors(("\"priority.list-type.json\"", "\"\"")),
			["spec.json:4:30: error: picklists.priority: name the saved answer of the field's list type entries, e.g. \"priority.list-type-entries.json\" (Documentation/Portal.md says how to save it)"])
	}

	func testPicklistsWithoutADocumentAreOneError() throws {
		let text = """
		{ "entity": "Note", "service": "LRNoteService_v7", "picklists": { "kind": "kind.json" },
		  "attributes": [ { "name": "text", "type": "String" } ],
		  "screenlets": [ { "kind": "list", "page": { "method": "get-notes" } } ] }
		"""
		var diagnostics = Diagnostics()
		_ = SpecDecoder.decode(Array(text.utf8), file: "spec.json", diagnostics: &diagnostics)
		XCTAssertEqual(diagnostics.all.map(\.description), ["spec.json:1:65: error: picklists: picklists belong to an OpenAPI document's Object; add \"openapi\": \"<document>.json\" or remove \"picklists\""])
	}

	func testAFieldThatIsNoPicklistIsOneErrorNamingThePicklists() throws {
		XCTAssertEqual(try errors(("{ \"priority\": \"priority", "{ \"priorty\": \"priority")),
			["spec.json:4:18: error: picklists.priorty: Ticket has no field \"priorty\"; its picklists are priority (did you mean \"priority\"?)"])
		XCTAssertEqual(try errors(("{ \"priority\": \"priority", "{ \"subject\": \"priority")),
			["spec.json:4:18: error: picklists.subject: Ticket.subject is a string, not a picklist; its picklists are priority"])
	}

	func testASavedAnswerThatCannotBeReadIsAnErrorAtItsName() throws {
		let result = try generate(entries: nil)
		let messages = result.diagnostics.all.map { $0.description.replacingOccurrences(of: directory.path + "/", with: "") }
		XCTAssertEqual(messages.count, 1, "\(messages)")
		XCTAssertTrue(messages[0].hasPrefix("spec.json:4:30: error: picklists.priority: cannot read priority.list-type.json ("), messages[0])
		XCTAssertTrue(messages[0].hasSuffix("); save the field's list type entries there (Documentation/Portal.md says how)"), messages[0])
	}

	func testAFileThatIsNoSavedAnswerIsOneErrorInIt() throws {
		XCTAssertEqual(try errors(entries: "{ \"key\": \"low\" }"),
			["spec.json:4:30: error: picklists.priority: priority.list-type.json is not a saved answer of a list type's entries; save the portal's GET /o/headless-admin-list-type/v1.0/list-type-definitions/by-external-reference-code/<ERC>/list-type-entries (Documentation/Portal.md)"])
		XCTAssertEqual(try errors(entries: "{ \"items\": [] }"),
			["priority.list-type.json:1:12: error: items: the list type has no entries, so there is nothing to choose; add its entries in the portal and save the answer again"])
		XCTAssertEqual(try errors(entries: "{ \"listTypeEntries\": [ { \"key\": \"low\" }, { \"name\": \"High\" }, { \"key\": \"low\" } ] }"), [
			"priority.list-type.json:1:42: error: listTypeEntries[1]: an entry has a \"key\" (the text the field stores); this one has none",
			"priority.list-type.json:1:62: error: listTypeEntries[2]: the key \"low\" is already an entry's; a list type's keys are unique, so save the answer again from the portal",
		])
		XCTAssertEqual(try errors(entries: "{ \"items\": [ { \"key\": \"low\" } ], \"totalCount\": 30 }"),
			["priority.list-type.json:1:12: error: items: the answer is one page, 1 of the list type's 30 entries; save it again with ?pageSize=500"])
	}

	/// The saved entries are part of what the spec's files are made from: saving them again
	/// regenerates the spec, never an idle rerun that keeps the old choices.
	func testTheSavedEntriesBelongToTheSpecsFingerprint() throws {
		let file = directory.appendingPathComponent("spec.json")
		try spec.write(to: file, atomically: false, encoding: .utf8)
		let saved = directory.appendingPathComponent("priority.list-type.json")
		try entries.write(to: saved, atomically: false, encoding: .utf8)
		let templates = Generator().templates
		let before = SpecFiles.fingerprint(of: Generator.SpecInput(file: file.path, bytes: Array(spec.utf8)).fingerprintParts, templates: templates)
		try entries.replacingOccurrences(of: "\"Hoch\"", with: "\"Sehr hoch\"").write(to: saved, atomically: false, encoding: .utf8)
		let after = SpecFiles.fingerprint(of: Generator.SpecInput(file: file.path, bytes: Array(spec.utf8)).fingerprintParts, templates: templates)
		XCTAssertNotEqual(before, after)
	}

	/// Saved beside the spec, where `Specs/*.json` matches it too, it is the spec's, not a spec.
	func testSavedEntriesBesideTheSpecAreNotASpec() throws {
		let specs = directory.appendingPathComponent("Specs")
		try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
		try FileManager.default.moveItem(at: directory.appendingPathComponent("ticket.openapi.json"), to: specs.appendingPathComponent("ticket.openapi.json"))
		try spec.write(to: specs.appendingPathComponent("ticket.json"), atomically: false, encoding: .utf8)
		try entries.write(to: specs.appendingPathComponent("priority.list-type.json"), atomically: false, encoding: .utf8)
		let names = try FileManager.default.contentsOfDirectory(atPath: specs.path).sorted().map { specs.appendingPathComponent($0).path }
		XCTAssertEqual(run(names + ["-o", out.path, "-q"]), 0, errors)
		XCTAssertEqual(errors, "")
		let view = try String(contentsOf: out.appendingPathComponent("AddTicketScreenlet/Themes/Default/AddTicketView_default.swift"), encoding: .utf8)
		XCTAssertTrue(view.contains("let values: [String] = [\"\", \"low\", \"medium\", \"high\"]"), view)
	}

	/// A multiselect picklist (Examples/tasks.openapi.json's `labels`): read at its keys (a bare
	/// key is one error that says so); without saved entries its input is text whose keys go
	/// as an array, split at each comma ("design,mobile" as "design, mobile").
	func testAMultiselectIsReadAtItsKeysAndItsTypedKeysAreSentAsAnArray() throws {
		try FileManager.default.copyItem(at: TestSupport.examplesDirectory.appendingPathComponent("tasks.openapi.json"), to: directory.appendingPathComponent("tasks.openapi.json"))
		let text = """
		{
		  "entity": "TodoTask", "openapi": "tasks.openapi.json", "schema": "Task",
		  "attributes": [ { "name": "title", "type": "String" }, { "name": "labels", "type": "String", "key": "labels.key", "optional": true } ],
		  "screenlets": [ { "kind": "action", "name": "AddTask",
		    "inputs": [ { "name": "title", "type": "String" }, { "name": "labels", "type": "String" } ],
		    "actions": [ { "name": "add-task", "operation": "postTask", "body": ["title", "labels"], "result": "entity" } ] } ]
		}
		"""
		let file = directory.appendingPathComponent("task.json")
		func generate(_ text: String) throws -> Generator.Result {
			try text.write(to: file, atomically: false, encoding: .utf8)
			return Generator().generate([Generator.SpecInput(file: file.path, bytes: Array(text.utf8))])
		}
		let result = try generate(text)
		XCTAssertEqual(result.diagnostics.all.map(\.description), [])
		XCTAssertEqual(result.models.first?.actionScreenlets.first?.inputs.last?.input?.control, .textField)
		let connector = try XCTUnwrap(result.files.first { $0.path.hasSuffix("AddTaskLiferayConnector.swift") }).contents
		XCTAssertTrue(connector.contains(#""labels": labels.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty },"#), connector)
		let model = try XCTUnwrap(result.files.first { $0.path.hasSuffix("Model/TodoTask.swift") }).contents
		XCTAssertTrue(model.contains(#"return (attributes["labels"] as? [[String: AnyObject]])?.compactMap({ $0["key"] as? String }).joined(separator: ", ")"#), model)
		let bare = try generate(text.replacingOccurrences(of: #""key": "labels.key", "#, with: ""))
		XCTAssertEqual(bare.diagnostics.all.map { $0.description.replacingOccurrences(of: directory.path + "/", with: "") },
			[#"task.json:3:68: error: attributes[1].name: Task.labels is a multiselect picklist ([{"key", "name"}, …]); read its keys with "key": "labels.key" (joined with ", "; or its names with "labels.name")"#])
	}
}
