import Foundation
import XCTest
@testable import ScreenletGenKit

/// Names the real SDK's classes take that the inventory written by hand missed (issue 39):
/// NSObject's `hashValue`, UIKit's accessibility members. The stubs now declare what the real
/// iOS 17.4 SDK declares (`make inventory`), so a generated class that repeats one fails here
/// as it fails in Xcode.
final class InheritedNameTests: XCTestCase {

	static let names = ["hashValue", "accessibilityLanguage", "accessibilityTraits", "accessibilityElementsHidden",
		"accessibilityViewIsModal", "shouldGroupAccessibilityChildren", "accessibilityFrame", "accessibilityPath"]

	static func proposal(_ name: String) -> String {
		return "entry" + name.prefix(1).uppercased() + name.dropFirst()
	}

	static func spec(attributes: [String], inputs: [String]) -> String {
		return """
		{
		  "entity": "Entry",
		  "service": "LRGuestbookEntryService_v7",
		  "attributes": [ \(attributes.joined(separator: ", ")) ],
		  "screenlets": [
		    { "kind": "list", "page": { "method": "get-entries", "params": ["groupId", "start", "end"], "swiftName": "getEntriesWithGroupId(_:start:end:)" } },
		    { "kind": "action", "name": "EntryForm", "inputs": [ \(inputs.map { "{ \"name\": \"\($0)\", \"type\": \"String\", \"sent\": false }" }.joined(separator: ", ")) ],
		      "actions": [ { "name": "remove", "method": "delete-entry", "params": [{ "name": "name", "value": "x" }], "result": "none", "swiftName": "deleteEntry(withName:)" } ] }
		  ]
		}
		"""
	}

	/// An attribute of each name (a model property, on an NSObject) and a form input of each
	/// (a View property, on a UIView) are refused where they are written, each with a free name
	/// (an attribute's keeps the server's key).
	func testNamesTheRealSDKTakesAreRefusedWithAFreeName() {
		let attributes = InheritedNameTests.names.map { "{ \"name\": \"\($0)\", \"type\": \"String\" }" }
		let result = Generator().generate([TestSupport.input(InheritedNameTests.spec(attributes: attributes, inputs: InheritedNameTests.names), file: "names.json")])
		XCTAssertEqual(result.files, [])
		let messages = result.diagnostics.all.map(\.description)
		for (index, name) in InheritedNameTests.names.enumerated() {
			let proposal = InheritedNameTests.proposal(name)
			XCTAssertEqual(messages.filter { $0.contains("attributes[\(index)].name: \"\(name)\"") && $0.contains("call the attribute \"\(proposal)\" and keep the server key with \"key\": \"\(name)\"") }.count, 1, "\(name): \(messages)")
			XCTAssertEqual(messages.filter { $0.contains("inputs[\(index)].name: the input \"\(name)\"") && $0.contains("call it \"\(proposal)\"") }.count, 1, "\(name): \(messages)")
		}
		XCTAssertEqual(messages.count, 2 * InheritedNameTests.names.count, "\(messages)")
	}

	/// With the names proposed, the output type-checks in every mode against the stubs, which
	/// declare what the real SDK declares.
	func testTheProposedNamesCompile() throws {
		let attributes = InheritedNameTests.names.map { name in
			"{ \"name\": \"\(InheritedNameTests.proposal(name))\", \"key\": \"\(name)\", \"type\": \"String\" }"
		}
		let inputs = InheritedNameTests.names.map(InheritedNameTests.proposal)
		let result = Generator().generate([TestSupport.input(InheritedNameTests.spec(attributes: attributes, inputs: inputs), file: "names.json")])
		XCTAssertEqual(result.diagnostics.all.map(\.description), [])
		XCTAssertEqual(try StubModules.typecheck(result.files), [])
	}
}
