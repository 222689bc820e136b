import Foundation
import XCTest
@testable import ScreenletGenKit

/// Random valid specs whose names come from hostile pools (Swift keywords, members of the
/// framework's classes, its class names, "Screenlet" inside names, non-ASCII letters): each
/// is refused with located errors, or its output type-checks in every mode and every
/// screenlet's XIB is where Screens looks for it. CI runs 8; `make slow` runs 500.
final class GenerativeNameTests: XCTestCase {

	static let members = ["name", "tag", "frame", "delegate", "description", "hash", "copy", "zone", "screenlet",
		"editable", "start", "main", "cancel", "isFinished", "result", "service", "session", "attributes", "obc",
		"viewModel", "page", "startRow", "endRow", "hidden", "alpha", "next", "superclass", "retain", "default",
		"class", "self", "protocol", "in", "where", "título", "naïve", "title", "url", "email", "folderId", "error",
		"interactor", "connector", "lastError", "themeName", "onSuccess", "actionName", "select", "delete", "print",
		"hashValue", "accessibilityLanguage", "accessibilityTraits", "value", "perform"]

	static let types = ["String", "Date", "User", "Comment", "Asset", "Interactor", "BaseScreenlet", "NSThing", "UIThing",
		"LRThing", "Bookmark", "Entry", "WikiListScreenlet", "ScreenletThing", "MyScreenletForm", "Ñandú", "Login",
		"CommentList", "Record", "Operation", "Guestbook", "DDLForm", "Result", "Error", "Wiki"]

	static let actions = ["delete", "copy", "select", "cut", "paste", "select-all", "print", "load-current-user",
		"get-entry", "base-list-page-load", "add-entry", "find", "move", "export", "rename", "update"]

	static let plainMembers = ["title", "url", "email", "folderId", "message", "summary", "rating", "author"]
	static let plainTypes = ["Bookmark", "Entry", "Guestbook", "Wiki", "Note", "Recipe"]
	static let plainActions = ["add-entry", "update-entry", "get-entry", "remove-entry"]

	/// Mostly plain names, each hostile one time in four, so that both outcomes are exercised.
	static func pick(_ hostile: [String], _ plain: [String], _ random: inout FuzzTests.Random) -> String {
		return random.below(4) == 0 ? random.pick(hostile) : random.pick(plain)
	}

	static func spec(_ random: inout FuzzTests.Random) -> String {
		func quoted(_ names: [String]) -> String {
			return names.map { "{ \"name\": \"\($0)\", \"type\": \"String\" }" }.joined(separator: ", ")
		}
		let attributes = (0..<(1 + random.below(3))).map { _ in pick(members, plainMembers, &random) }
		let properties = (0..<random.below(3)).map { _ in pick(members, plainMembers, &random) }
		let inputs = (0..<random.below(3)).map { _ in pick(members, plainMembers, &random) }
		let firstParam = inputs.first.map { "\"\($0)\"" } ?? "{ \"name\": \"name\", \"value\": \"x\" }"
		let listName = random.below(2) == 0 ? "\"name\": \"\(pick(types, plainTypes, &random))\", " : ""
		let propertyList = properties.map { "{ \"name\": \"\($0)\", \"type\": \"Int64\" }" }.joined(separator: ", ")
		return """
		{
		  "entity": "\(pick(types, plainTypes, &random))",
		  "service": "LRGuestbookEntryService_v7",
		  "attributes": [ \(quoted(attributes)) ],
		  "screenlets": [
		    { "kind": "list", \(listName)"properties": [ \(propertyList) ],
		      "page": { "method": "get-entries", "params": ["groupId", "start", "end"], "swiftName": "getEntriesWithGroupId(_:start:end:)" } },
		    { "kind": "action", "name": "\(pick(types, plainTypes, &random))", "properties": [ \(propertyList) ], "inputs": [ \(quoted(inputs)) ],
		      "actions": [
		        { "name": "\(pick(actions, plainActions, &random))", "method": "delete-entry", "params": [\(firstParam)], "result": "none", "swiftName": "deleteEntry(withName:)" },
		        { "name": "\(pick(actions, plainActions, &random))", "method": "get-current-user", "params": [], "result": "raw", "swiftName": "getCurrentUser()" } ] }
		  ]
		}
		"""
	}

	func testHostileNamesAreRefusedWithAPlaceOrCompile() throws {
		let count = LoopSize.count("SCREENLETGEN_GENERATIVE_COUNT", sample: 8, slow: 500)
		var random = FuzzTests.Random(state: UInt64(ProcessInfo.processInfo.environment["SCREENLETGEN_GENERATIVE_SEED"] ?? "") ?? 2026)
		var refused = 0
		var compiled = 0
		for index in 0..<count {
			let text = GenerativeNameTests.spec(&random)
			let result = Generator().generate([TestSupport.input(text, file: "generated\(index).json")])
			if result.diagnostics.hasErrors {
				refused += 1
				XCTAssertEqual(result.files, [], "spec \(index) wrote files despite errors")
				for diagnostic in result.diagnostics.all {
					XCTAssertTrue(diagnostic.description.hasPrefix("generated\(index).json:"), "spec \(index): unlocated: \(diagnostic.description)\n\(text)")
				}
				continue
			}
			compiled += 1
			XCTAssertEqual(try StubModules.typecheck(result.files), [], "spec \(index) does not type-check:\n\(text)")
			for model in result.models {
				let classes = model.lists.map { $0.screenletClass } + model.actionScreenlets.map { $0.screenletClass }
				for screenlet in classes {
					// Screens: NSStringFromClass cut at the first "Screenlet", + "View_" + theme.
					let screenletName = screenlet.components(separatedBy: "Screenlet")[0]
					XCTAssertTrue(result.files.contains { $0.path == "\(screenlet)/Themes/Default/\(screenletName)View_default.xib" },
						"spec \(index): Screens would not find the View of \(screenlet)")
				}
			}
		}
		print("generative names: \(count) specs, \(refused) refused with located errors, \(compiled) type-checked in \(TypeCheckMode.all.count) modes")
		XCTAssertGreaterThan(compiled, 0, "no spec of the sample compiled: the pools are too hostile to test anything")
	}
}
