import XCTest
@testable import ScreenletGenKit

/// A bad spec gets `FILE:LINE:COLUMN: error:` messages that name the key path and say what
/// is allowed, for every problem at once.
final class SpecErrorTests: XCTestCase {

	private let valid = """
	{
	  "entity": "Bookmark",
	  "service": "LRBookmarksEntryService_v7",
	  "attributes": [ { "name": "name", "type": "String" } ],
	  "screenlets": [
	    { "kind": "list",
	      "properties": [ { "name": "folderId", "type": "Int64" } ],
	      "page": { "method": "get-entries", "params": ["groupId", "folderId", "start", "end"] } }
	  ]
	}
	"""

	private func errors(_ text: String) -> [String] {
		return TestSupport.diagnostics(text)
	}

	func testValidSpecHasNoDiagnostics() {
		XCTAssertEqual(errors(valid), [])
	}

	/// Two actions of one name make one class twice: one error, at the second name. In one
	/// screenlet that is the duplicate name's error alone; in two, the class's.
	func testAClassGeneratedTwiceIsOneErrorAtTheSecondName() {
		let action = #"{ "name": "delete-entry", "method": "delete-entry", "params": [{"name": "entryId", "value": 1}], "result": "none" }"#
		func spec(_ screenlets: String) -> String {
			return "{\n  \"entity\": \"Note\", \"service\": \"LRBookmarksEntryService_v7\",\n  \"attributes\": [{\"name\": \"name\", \"type\": \"String\"}],\n  \"screenlets\": [\(screenlets)]\n}"
		}
		let one = spec(#"{ "kind": "action", "name": "EditNote", "actions": [\#(action), \#(action)] }"#)
		XCTAssertEqual(errors(one), [#"spec.json:4:197: error: screenlets[0].actions[1].name: duplicate action "delete-entry" (first at screenlets[0].actions[0].name, line 4); names must be unique"#])
		let two = spec(#"{ "kind": "action", "name": "EditNote", "actions": [\#(action)] }, { "kind": "action", "name": "RemoveNote", "actions": [\#(action)] }"#)
		XCTAssertEqual(errors(two), ["spec.json:4:254: error: screenlets[1].actions[0].name: the class DeleteEntryInteractor would be generated twice (by action screenlet EditNote and by action screenlet RemoveNote); rename a screenlet or an action"])
	}

	/// A fixed value's numbers become Swift literals, inside an array or an object too: a whole
	/// number past 64 bits or a number past a double is a located error, never a literal that
	/// does not compile or becomes infinity (issue 31, cause 4).
	func testNumbersPastWhatSwiftWritesAreLocatedErrorsInsideValuesToo() {
		func spec(_ value: String) -> String {
			return valid.replacingOccurrences(of: "\"service\": \"LRBookmarksEntryService_v7\"", with: "\"service\": \"LRGuestbookEntryService_v7\"")
				.replacingOccurrences(of: "\"folderId\", \"start\", \"end\"]", with: "\"folderId\", \"start\", \"end\", {\"name\": \"extra\", \"value\": \(value)}]")
		}
		XCTAssertEqual(errors(spec("[1, 2.5, -9223372036854775808, [{\"a\": 1e300}]]")), [])
		XCTAssertEqual(errors(spec("[123456789012345678901234567890, 1e400]")),
			["spec.json:8:92: error: screenlets[0].page.params[4]: 123456789012345678901234567890 inside the value is a whole number that does not fit in 64 bits; write a smaller number, or the number as a string"])
		XCTAssertEqual(errors(spec("{\"a\": [1e400]}")),
			["spec.json:8:92: error: screenlets[0].page.params[4]: 1e400 inside the value is too large for a double; write a smaller number, or the number as a string"])
		// Nested literals cost the type checker more with each level: at most 8 (cause 5).
		XCTAssertEqual(errors(spec(String(repeating: "[", count: 8) + "1" + String(repeating: "]", count: 8))), [])
		XCTAssertEqual(errors(spec(String(repeating: "[", count: 9) + "1" + String(repeating: "]", count: 9))),
			["spec.json:8:92: error: screenlets[0].page.params[4]: the value nests arrays and objects 9 levels deep; a fixed value may nest at most 8 (pass a deeper structure from your own Connector, or as a JSON string)"])
		XCTAssertEqual(errors(spec("1e400")),
			["spec.json:8:92: error: screenlets[0].page.params[4]: 1e400 is too large for a Java double; write a smaller number"])
	}

	/// One mistake, one message: a misspelled required key says what to write, with no
	/// "missing key" beside it and no cascade from what could not be read.
	func testAMisspelledRequiredKeyIsOneMessage() throws {
		let spec = try String(contentsOf: TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"), encoding: .utf8)
		XCTAssertEqual(errors(spec.replacingOccurrences(of: "\"attributes\"", with: "\"atributes\"")),
			[#"spec.json:5:3: error: atributes: unknown key "atributes"; write "attributes" (required here)"#])
		XCTAssertEqual(errors(spec.replacingOccurrences(of: "\"kind\": \"list\"", with: "\"kidn\": \"list\"")),
			[#"spec.json:12:7: error: screenlets[0].kidn: unknown key "kidn"; write "kind" (required here)"#])
	}

	/// A key allowed in the object is never taken for the misspelling of a missing one: a list
	/// with a `name` and no `page` is told that `page` is missing, not that `name` is unknown.
	func testAnAllowedKeyIsNeverCalledAMisspelling() {
		let spec = valid.replacingOccurrences(of: "\"page\": {", with: "\"name\": \"Entries\", \"pages\": {")
		XCTAssertEqual(errors(valid.replacingOccurrences(of: "\"page\": {", with: "\"name\": \"Entries\", \"paeg\": {")),
			[#"spec.json:8:26: error: screenlets[0].paeg: unknown key "paeg"; write "page" (required here)"#])
		XCTAssertEqual(errors(spec.replacingOccurrences(of: "\"pages\": {", with: "\"method\": \"get-entries\", \"x\": {")).filter { $0.contains("\"name\"") }, [])
		XCTAssertEqual(errors(spec.replacingOccurrences(of: "\"pages\": {", with: "\"method\": \"get-entries\", \"x\": {")).first,
			#"spec.json:6:5: error: screenlets[0]: missing required key "page" (for example {"method": "get-entries", "params": [...]})"#)
	}

	/// `cell` is a name or one to four distinct names; each mistake is one located error.
	func testCellListsAreChecked() {
		func cell(_ json: String) -> [String] {
			return errors(valid.replacingOccurrences(of: "\"page\":", with: "\"cell\": \(json), \"page\":"))
		}
		XCTAssertEqual(cell(#"["name"]"#), [])
		XCTAssertEqual(cell(#"[]"#), [#"spec.json:8:15: error: screenlets[0].cell must list one to four attributes, title first: ["name", "url"]"#])
		XCTAssertEqual(cell(#"["name", 7]"#), ["spec.json:8:24: error: screenlets[0].cell[1] must be an attribute's name, not a number"])
		XCTAssertEqual(cell(#"["name", "name"]"#), [#"spec.json:8:24: error: screenlets[0].cell[1]: "name" is already shown in the row; name each attribute once"#])
		XCTAssertEqual(cell(#"["name", "nme"]"#).count, 1)
		XCTAssertTrue(cell(#"["name", "nme"]"#)[0].contains(#"screenlets[0].cell[1]: "nme" is not an attribute of Bookmark"#), "\(cell(#"["name", "nme"]"#))")
		XCTAssertEqual(cell("true"), ["spec.json:8:15: error: screenlets[0].cell must be an attribute's name or an array of them, not a boolean"])
	}

	func testUnknownTypeIsLocatedAndListsTheChoices() {
		let spec = valid.replacingOccurrences(of: "\"type\": \"String\"", with: "\"type\": \"datetime\"")
		XCTAssertEqual(errors(spec), ["spec.json:4:45: error: attributes[0].type: unknown type \"datetime\"; expected one of String, Int, Int64, Double, Bool, Date"])
	}

	func testMisspelledKeysAreErrorsWithSuggestions() {
		let spec = valid.replacingOccurrences(of: "\"page\"", with: "\"pgae\"")
		// One mistake, one message: what to write, at the misspelled key.
		XCTAssertEqual(errors(spec), [#"spec.json:8:7: error: screenlets[0].pgae: unknown key "pgae"; write "page" (required here)"#])
		let other = valid.replacingOccurrences(of: "\"offline\"", with: "\"ofline\"").replacingOccurrences(of: "\"page\":", with: "\"ofline\": true, \"page\":")
		XCTAssertTrue(errors(other).contains { $0.contains("unknown key \"ofline\"") && $0.contains("(did you mean \"offline\"?)") }, "\(errors(other))")
	}

	func testAllErrorsAreReportedInFileOrder() {
		let spec = valid
			.replacingOccurrences(of: "\"Bookmark\"", with: "\"bookmark\"")
			.replacingOccurrences(of: "\"kind\": \"list\"", with: "\"kind\": \"lsit\"")
		let found = errors(spec)
		XCTAssertEqual(found.count, 2, "\(found)")
		XCTAssertTrue(found[0].hasPrefix("spec.json:2:13: error: entity:"), found[0])
		XCTAssertTrue(found[1].hasPrefix("spec.json:6:15: error: screenlets[0].kind: unknown kind \"lsit\""), found[1])
	}

	/// An input no action sends is a warning (what the user types reaches no call) that says
	/// how to pass it, or how to silence it when the app's own interactor reads it.
	func testAnInputNoActionSendsIsAWarning() {
		let spec = valid.replacingOccurrences(of: "{ \"kind\": \"list\",", with: #"{ "kind": "action", "name": "EditEntry", "inputs": [ { "name": "note", "type": "String" } ], "actions": [ { "name": "get-entry", "method": "get-entry", "params": ["entryId"] } ], "properties": [ { "name": "entryId", "type": "Int64" } ] }, { "kind": "list","#)
		let result = Generator().generate([TestSupport.input(spec)])
		XCTAssertTrue(result.succeeded, "a warning exits 0")
		XCTAssertEqual(result.diagnostics.all.map { $0.description }, [#"spec.json:6:68: warning: screenlets[0].inputs[0].name: no action sends the input "note", so what the user types there reaches no portal call; pass it in an action's params ("note", or {"name": "…", "from": "note"}), or add "sent": false if your own interactor reads it"#])
		let silenced = spec.replacingOccurrences(of: #"{ "name": "note", "type": "String" }"#, with: #"{ "name": "note", "type": "String", "sent": false }"#)
		XCTAssertEqual(Generator().generate([TestSupport.input(silenced)]).diagnostics.all.map { $0.description }, [])
	}

	/// `multiline` and `choices` belong to inputs of the types they fit; a Date is an input, not an @IBInspectable.
	func testInputControlsFitTheirTypes() {
		func action(_ inputs: String, properties: String = "[]", params: String) -> String {
			return """
			{ "entity": "Note", "service": "LRNoteService_v7", "attributes": [ { "name": "title", "type": "String" } ],
			  "screenlets": [ { "kind": "action", "name": "EditNote", "properties": \(properties), "inputs": \(inputs),
			    "actions": [ { "name": "save-note", "method": "update-note", "params": \(params) } ] } ] }
			"""
		}
		XCTAssertEqual(errors(action(#"[ { "name": "due", "type": "Date" }, { "name": "text", "type": "String", "multiline": true }, { "name": "level", "type": "Int64", "choices": [1, { "value": 2, "title": "Two" }] } ]"#, params: #"["due", "text", "level"]"#)), [])
		let found = errors(action(#"[ { "name": "count", "type": "Int", "multiline": true }, { "name": "flag", "type": "Bool", "choices": [true] }, { "name": "level", "type": "Int", "choices": ["one", 2, 2, 9999999999] }, { "name": "both", "type": "String", "multiline": true, "choices": ["a"] } ]"#,
			properties: #"[ { "name": "due", "type": "Date" } ]"#, params: #"["count", "flag", "level", "both"]"#))
		XCTAssertEqual(found.count, 7, "\(found)")
		XCTAssertTrue(found.contains { $0.contains("screenlets[0].properties[0].type: unknown property type \"Date\"") }, "\(found)")
		XCTAssertTrue(found.contains { $0.contains("screenlets[0].inputs[0].multiline: only a String input has lines, but this input is a Int") }, "\(found)")
		XCTAssertTrue(found.contains { $0.contains("screenlets[0].inputs[1].choices: choices are strings (a String input) or integers (an Int or Int64 input), but this input is a Bool") }, "\(found)")
		XCTAssertTrue(found.contains { $0.contains("screenlets[0].inputs[2].choices[0]: a choice of a Int input is an integer, not a string") }, "\(found)")
		XCTAssertTrue(found.contains { $0.contains("screenlets[0].inputs[2].choices[2]: 2 is already a choice") }, "\(found)")
		XCTAssertTrue(found.contains { $0.contains("screenlets[0].inputs[2].choices[3]: 9999999999 is not an integer that fits in a Java int") }, "\(found)")
		XCTAssertTrue(found.contains { $0.contains("screenlets[0].inputs[3]: an input is either \"multiline\" text or one of \"choices\", not both") }, "\(found)")
	}

	func testUnresolvedParameterNamesItsPath() {
		let spec = valid.replacingOccurrences(of: "\"folderId\", \"start\"", with: "\"folderID\", \"start\"")
		let found = errors(spec)
		XCTAssertEqual(found.count, 1, "\(found)")
		XCTAssertTrue(found[0].hasPrefix("spec.json:8:64: error: screenlets[0].page.params[1]: the parameter \"folderID\" names nothing known"), found[0])
		XCTAssertTrue(found[0].contains("(did you mean \"folderId\"?)"), found[0])
	}

	func testJSONSyntaxErrors() {
		let cases: [(String, String)] = [
			("", "spec.json:1:1: error: the file is empty"),
			("{\"entity\": \"A\",}", "spec.json:1:16: error: a trailing comma is not allowed"),
			("{\"entity\": 'A'}", "spec.json:1:12: error: strings in JSON use double quotes"),
			("{\"entity\": \"A\", \"entity\": \"B\"}", "spec.json:1:17: error: duplicate key \"entity\""),
			("{\"entity\": \"A\"", "spec.json:1:15: error: the file ends inside an object"),
			("{\"entity\": \"A\n\"}", "spec.json:1:14: error: a string may not span lines"),
			("[1] x", "spec.json:1:5: error: unexpected text after the end"),
			("{\"a\": 01}", "spec.json:1:7: error: invalid number: leading zeros"),
			("{\"a\": \"\\q\"}", "spec.json:1:8: error: unknown escape"),
			("{\"a\": \"\\uD800\"}", "spec.json:1:8: error: an unpaired surrogate"),
		]
		for (text, expected) in cases {
			let found = errors(text)
			XCTAssertEqual(found.count, 1, "\(text): \(found)")
			XCTAssertTrue(found.first?.hasPrefix(expected) ?? false, "\(text): \(found)")
		}
	}

	/// Small objects look duplicates up among their members, large ones in an index: both
	/// report the second key at its place and name the first.
	func testDuplicateKeysOfSmallAndLargeObjects() {
		for count in [3, 16, 17, 40] {
			let keys = (0..<count).map { "\"k\($0)\": \($0)" }
			let text = "{" + (keys + ["\"k1\": 0"]).joined(separator: ", ") + "}"
			let column = text.utf8.count - 7
			let found = errors(text)
			XCTAssertEqual(found.count, 1, "\(count) keys: \(found)")
			XCTAssertTrue(found.first?.hasPrefix("spec.json:1:\(column): error: duplicate key \"k1\" (first at line 1, column 11)") ?? false, "\(count) keys: \(found)")
		}
	}

	func testInvalidUTF8DeepNestingAndHugeFilesAreCleanErrors() {
		var bytes = Array("{\"entity\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
		var found = Generator().generate([Generator.SpecInput(file: "spec.json", bytes: bytes)]).diagnostics.all.map { $0.description }
		XCTAssertTrue(found.first?.contains("not valid UTF-8") ?? false, "\(found)")

		bytes = Array(String(repeating: "[", count: 100_000).utf8)
		found = Generator().generate([Generator.SpecInput(file: "spec.json", bytes: bytes)]).diagnostics.all.map { $0.description }
		XCTAssertTrue(found.first?.contains("nested more than 64 levels") ?? false, "\(found)")

		bytes = [UInt8](repeating: 0x20, count: JSONParser.maximumSize + 1)
		found = Generator().generate([Generator.SpecInput(file: "spec.json", bytes: bytes)]).diagnostics.all.map { $0.description }
		XCTAssertEqual(found, ["spec.json:1:1: error: the file is larger than 4194304 bytes (4 MiB), the most screenletgen reads of a JSON file"])
	}

	func testNamesThatAreNotIdentifiersAreRejectedBeforeAnyPathIsBuilt() {
		let spec = valid.replacingOccurrences(of: "\"Bookmark\"", with: "\"../../etc/Bookmark\"")
		XCTAssertTrue(errors(spec).first?.contains("is not an UpperCamelCase Swift identifier") ?? false)
		let action = valid.replacingOccurrences(of: "{ \"kind\": \"list\",", with: "{ \"kind\": \"action\", \"name\": \"A/B\", \"actions\": [], ")
		XCTAssertTrue(errors(action).contains { $0.contains("screenlets[0].name: \"A/B\" is not an UpperCamelCase Swift identifier") }, "\(errors(action))")
	}

	func testWrongJSONTypesAndEmptyArrays() {
		XCTAssertTrue(errors(valid.replacingOccurrences(of: "\"attributes\": [ { \"name\": \"name\", \"type\": \"String\" } ]", with: "\"attributes\": []"))
			.contains { $0.contains("attributes must not be empty") })
		XCTAssertTrue(errors(valid.replacingOccurrences(of: "\"service\": \"LRBookmarksEntryService_v7\"", with: "\"service\": 7"))
			.contains { $0.contains("service must be a string, not a number") })
	}

	func testSemanticRules() {
		let positiveString = valid.replacingOccurrences(of: "{ \"name\": \"folderId\", \"type\": \"Int64\" }", with: "{ \"name\": \"folderId\", \"type\": \"String\", \"validate\": \"positive\" }")
		XCTAssertTrue(errors(positiveString).contains { $0.contains("\"positive\" checks numbers") })
		let reserved = valid.replacingOccurrences(of: "\"folderId\", \"type\"", with: "\"delegate\", \"type\"")
		XCTAssertTrue(errors(reserved).contains { $0.contains("the property \"delegate\" is already a member of BookmarkListScreenlet") && $0.contains("call it \"bookmarkDelegate\"") }, "\(errors(reserved))")
		let hash = valid.replacingOccurrences(of: "{ \"name\": \"name\", \"type\": \"String\" }", with: "{ \"name\": \"hash\", \"type\": \"String\" }")
		XCTAssertTrue(errors(hash).contains { $0.contains("would override NSObject.hash, which is Int") }, "\(errors(hash))")
		let noService = valid.replacingOccurrences(of: "\"service\": \"LRBookmarksEntryService_v7\",", with: "")
		XCTAssertTrue(errors(noService).contains { $0.contains("screenlets[0].page: no service class for this call") }, "\(errors(noService))")
		let badSwiftName = valid.replacingOccurrences(of: "\"method\": \"get-entries\",", with: "\"method\": \"get-entries\", \"swiftName\": \"getEntries(_:)\",")
		XCTAssertTrue(errors(badSwiftName).contains { $0.contains("has 1 argument labels but the call has 4 params") }, "\(errors(badSwiftName))")
	}

	func testPathsThatDifferOnlyInCaseAreReported() {
		let spec = valid.replacingOccurrences(of: "\"page\": { \"method\": \"get-entries\", \"params\": [\"groupId\", \"folderId\", \"start\", \"end\"] } }",
			with: "\"page\": { \"method\": \"get-entries\", \"params\": [\"groupId\", \"folderId\", \"start\", \"end\"] } },\n { \"kind\": \"list\", \"name\": \"Bookmarklist\", \"page\": { \"method\": \"get-group-entries\", \"params\": [\"groupId\", \"start\", \"end\"] } }")
		let found = errors(spec)
		XCTAssertTrue(found.contains { $0.contains("differ only in case and would overwrite each other on macOS") }, "\(found)")
	}

	func testTwoSpecsForOneEntityAreReportedNotMerged() {
		let result = Generator().generate([TestSupport.input(valid, file: "a.json"), TestSupport.input(valid, file: "b.json")])
		XCTAssertFalse(result.succeeded)
		XCTAssertTrue(result.diagnostics.all.contains { $0.message.contains("both generate Model/Bookmark.swift") }, "\(result.diagnostics.all)")
		XCTAssertEqual(result.files, [])
	}

	/// Two specs whose screenlets share a name make one class twice: reported at the second
	/// spec's entity, naming the first spec and what in each makes the class.
	func testTwoSpecsMakingOneClassAreReported() {
		let first = valid.replacingOccurrences(of: "{ \"kind\": \"list\",", with: "{ \"kind\": \"list\", \"name\": \"Entries\",")
		let second = first.replacingOccurrences(of: "\"entity\": \"Bookmark\"", with: "\"entity\": \"Folder\"")
		let result = Generator().generate([TestSupport.input(first, file: "a.json"), TestSupport.input(second, file: "b.json")])
		XCTAssertFalse(result.succeeded)
		let messages = result.diagnostics.all.map { $0.description }
		// One message for the pair: here the files they would both write.
		XCTAssertEqual(messages, ["b.json:2:13: error: entity: this spec and a.json both generate EntriesScreenlet/EntriesScreenlet.swift (and perhaps more): one output folder holds one spec per entity and screenlet name; rename one or write them to different folders"])
	}

	/// An action screenlet on add-entry whose actions are `actions` (each a JSON object's
	/// members after its name), one a line from line 9.
	private func actionSpec(_ actions: [(name: String, events: String)]) -> String {
		let params = #"["groupId", { "name": "folderId", "value": 0 }, { "name": "name", "from": "title" }, { "name": "url", "value": "" }, { "name": "description", "value": "" }, "serviceContext"]"#
		let lines = [
			"{",
			#"  "entity": "Bookmark","#,
			#"  "service": "LRBookmarksEntryService_v7","#,
			#"  "attributes": [ { "name": "name", "type": "String" } ],"#,
			#"  "screenlets": ["#,
			#"    { "kind": "action", "name": "AddBookmark","#,
			#"      "inputs": [ { "name": "title", "type": "String" } ],"#,
			#"      "actions": ["#,
			actions.map { #"        { "name": "\#($0.name)", "method": "add-entry", "params": \#(params)\#($0.events) }"# }.joined(separator: ",\n"),
			"      ] }",
			"  ]",
			"}",
		]
		return lines.joined(separator: "\n")
	}

	/// Actions whose names make one delegate label (`add-bookmark`, `add-entry` and `add` are
	/// each `onBookmarkAdded`) are one mistake: one message, at the name of the second action
	/// that takes the label, naming the events that share it (the first three of 2,000).
	func testADelegateLabelSharedByEventsIsOneMessageAtTheSecondEvent() {
		XCTAssertEqual(errors(actionSpec([("add-bookmark", "")])), [])
		XCTAssertEqual(errors(actionSpec([("add-bookmark", ""), ("add-entry", ""), ("add", "")])),
			[#"spec.json:10:19: error: screenlets[0].actions[1].name: the delegate label "onBookmarkAdded" is given to 3 events of one delegate protocol: the success of "add-bookmark", of "add-entry" and of "add" (where "events" gives none, the label is made from the action's name); give each event its own label in "events""#])
		let many = errors(actionSpec((0..<2_000).map { ("add-x\($0)", "") }))
		XCTAssertEqual(many, [#"spec.json:10:19: error: screenlets[0].actions[1].name: the delegate label "onBookmarkAdded" is given to 2000 events of one delegate protocol: the success of "add-x0", of "add-x1", of "add-x2" and 1997 more (where "events" gives none, the label is made from the action's name); give each event its own label in "events""#])
		// Written labels: at the second one written.
		XCTAssertEqual(errors(actionSpec([("add-bookmark", #", "events": { "success": "onSaved" }"#), ("add-entry", #", "events": { "failure": "onSaved" }"#)])),
			[#"spec.json:10:264: error: screenlets[0].actions[1].events.failure: the delegate label "onSaved" is given to 2 events of one delegate protocol: the success of "add-bookmark" and the failure of "add-entry"; give each event its own label in "events""#])
		// A list's events.
		let list = valid.replacingOccurrences(of: "\"page\":", with: "\"events\": { \"error\": \"onDone\", \"selected\": \"onDone\" }, \"page\":")
		XCTAssertEqual(errors(list), [#"spec.json:8:50: error: screenlets[0].events.selected: the delegate label "onDone" is given to 2 events of one delegate protocol: the list's error and its selected; give each event its own label in "events""#])
	}

	/// A line end in a name is shown `\n` (and U+2028 `\u{2028}`), in the message and in the
	/// file's name: every message is one line, so a hostile name cannot fake another.
	func testALineEndInANameIsShownEscapedNeverRaw() {
		XCTAssertEqual(Diagnostic(at: SourceLocation(file: "a\nb.json", line: 1, column: 2), "x: \"on\nX\"").description, #"a\nb.json:1:2: error: x: "on\nX""#)
		let found = errors(valid.replacingOccurrences(of: "\"name\": \"name\"", with: #""name": "na\nme\u2028x""#))
		XCTAssertFalse(found.isEmpty)
		XCTAssertTrue(found.allSatisfy { !$0.contains("\n") && !$0.contains("\u{2028}") }, "\(found)")
		XCTAssertTrue(found.contains { $0.contains(#""na\nme\u{2028}x""#) }, "\(found)")
		let events = errors(actionSpec([("add-bookmark", #", "events": { "success": "on\nX" }"#), ("add-entry", #", "events": { "success": "on\nX" }"#)]))
		XCTAssertFalse(events.isEmpty)
		XCTAssertTrue(events.allSatisfy { !$0.contains("\n") }, "\(events)")
		let named = TestSupport.diagnostics("{", file: "evil\nspec.json:1:1: error: fake")
		XCTAssertEqual(named.count, 1)
		XCTAssertTrue(named.allSatisfy { !$0.contains("\n") && $0.hasPrefix(#"evil\nspec.json:1:1: error: fake:1:2: error: "#) }, "\(named)")
	}
}
