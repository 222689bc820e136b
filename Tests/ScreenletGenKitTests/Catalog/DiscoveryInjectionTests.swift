import Foundation
import XCTest
@testable import ScreenletGenKit

/// Issue 31: a discovery answer is data from a server, never code. A method path or a
/// parameter name that cannot name a Swift method is a located error (its file, line, column
/// and key path, one per bad name) and nothing is written, by `service`, by `init` and by a run;
/// a keyword is escaped; a text put in a comment (the answer's file name) is one line with its
/// invisible characters shown. What is generated type-checks.
final class DiscoveryInjectionTests: FolderTestCase {

	/// A 7.x answer of the Guestbook portlet's service with `entries` after one good method.
	private func answer(_ entries: String) -> String {
		return """
		{"contextName": "", "services": [
		  {"path": "/gb.entry/get-entries-count", "parameters": [{"name": "groupId", "type": "long"}], "returns": "int"},
		\(entries)
		]}

		"""
	}

	private func read(_ text: String, file: String = "gb-discovery.json") -> (Discovery?, [String]) {
		var diagnostics = Diagnostics()
		let found = DiscoveryReader.parse(Array(text.utf8), file: file, diagnostics: &diagnostics)
		return (found, diagnostics.all.map { $0.description })
	}

	private func service(_ discovery: Discovery) throws -> String {
		return try ServiceClass.make(discovery: discovery, service: "gb.entry", className: "LRGuestbookEntryService_v7").source
	}

	/// Type-checked alone, in one mode (what is checked here is names, not isolation).
	private func typecheck(_ source: String) throws -> [String] {
		let file = GeneratedFile(path: "Services/LRGuestbookEntryService_v7.swift", contents: source, specFile: "gb-discovery.json", entity: "Service")
		return try StubModules.typecheck([file], modes: [TypeCheckMode.all[0]], appStubs: false)
	}

	/// `service`, `init` and a run each stop with the reader's errors, exit 1, and write nothing.
	private func assertEveryCommandRefuses(_ text: String, errors expected: [String], file: StaticString = #filePath, line: UInt = #line) throws {
		let answerFile = directory.appendingPathComponent("gb-discovery.json")
		try Data(text.utf8).write(to: answerFile)
		let target = directory.appendingPathComponent("LRGuestbookEntryService_v7.swift")
		let guestbook = TestSupport.examplesDirectory.appendingPathComponent("guestbook.json").path
		let commands = [
			["service", "--discovery", answerFile.path, "--service", "gb.entry", "-o", target.path],
			["init", "--discovery", answerFile.path, "--service", "gb.entry", "--entity", "Entry", "-o", target.path],
			[guestbook, "-o", out.path, "--discovery", answerFile.path],
		]
		for command in commands {
			XCTAssertEqual(run(command), 1, "\(command[0]): \(errors)", file: file, line: line)
			let lines = errors.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
			for message in expected {
				XCTAssertTrue(lines.contains(answerFile.path + ":" + message), "\(command[0]): \(message)\n\(errors)", file: file, line: line)
			}
			XCTAssertFalse(lines.contains { $0.hasPrefix("func ") || $0.hasPrefix("}") }, "a line of the answer printed as it is: \(errors)", file: file, line: line)
			XCTAssertEqual(output, "", file: file, line: line)
			XCTAssertFalse(FileManager.default.fileExists(atPath: target.path), file: file, line: line)
			XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), file: file, line: line)
		}
	}

	// MARK: Method paths

	/// The issue's reproduction: a path that closes the method and declares another.
	func testAMethodPathThatIsCodeIsALocatedError() throws {
		let text = answer(#"  {"path": "/gb.entry/get-x(){}\nfunc pwned(){}\nfunc q", "parameters": [], "returns": "void"}"#)
		let (_, messages) = read(text)
		XCTAssertEqual(messages, [
			#"gb-discovery.json:3:12: error: services[1].path: "/gb.entry/get-x(){}\u{A}func pwned(){}\u{A}func q" is not a JSON web service path a Swift method can be named after: expected "/<service>/<method>", the method in kebab-case as Liferay writes it (lower-case letters, digits and _, words joined by single hyphens), e.g. "/gb.entry/get-entries""#,
		])
		try assertEveryCommandRefuses(text, errors: [
			#"3:12: error: services[1].path: "/gb.entry/get-x(){}\u{A}func pwned(){}\u{A}func q" is not a JSON web service path a Swift method can be named after: expected "/<service>/<method>", the method in kebab-case as Liferay writes it (lower-case letters, digits and _, words joined by single hyphens), e.g. "/gb.entry/get-entries""#,
		])
	}

	/// A NUL or a right-to-left override inside a method's name, and one error per bad entry.
	func testInvisibleScalarsInAMethodNameAreLocatedErrors() throws {
		let text = answer(#"""
		  {"path": "/gb.entry/get\u0000x", "parameters": [], "returns": "void"},
		  {"path": "/gb.entry/get-\u202Eyrtne", "parameters": [], "returns": "void"},
		  {"path": "/gb.entry/get-entries", "parameters": [], "returns": "void"}
		"""#)
		let (_, messages) = read(text)
		guard messages.count == 2 else {
			return XCTFail("\(messages)")
		}
		XCTAssertTrue(messages[0].hasPrefix(#"gb-discovery.json:3:12: error: services[1].path: "/gb.entry/get\u{0}x" is not a JSON web service path"#), messages[0])
		XCTAssertTrue(messages[1].hasPrefix(#"gb-discovery.json:4:12: error: services[2].path: "/gb.entry/get-\u{202E}yrtne" is not a JSON web service path"#), messages[1])
		// Built without the reader, the answer is refused by the class itself.
		let made = Discovery(file: "gb-discovery.json", methods: [Discovery.Method(path: "/gb.entry/get\u{202E}x", parameters: [], returnType: "void")])
		XCTAssertThrowsError(try service(made)) { error in
			XCTAssertEqual((error as? ServiceClass.Failure)?.message, #"gb-discovery.json: "/gb.entry/get\u{202E}x" is not a JSON web service path a Swift method can be named after; read the answer with DiscoveryReader, which says where"#)
		}
	}

	/// The rule refuses nothing a portal answers: every method of the Mobile SDK's classes,
	/// made by Liferay's builder from portals' answers, passes it.
	func testEveryMethodOfTheMobileSDKPasses() throws {
		var count = 0
		for name in SDKCatalog.classNames {
			for method in try XCTUnwrap(SDKCatalog.serviceClass(name)).methods {
				XCTAssertTrue(Discovery.isMethodPath(method.path), "\(name): \(method.path)")
				XCTAssertTrue(method.parameters.allSatisfy { Discovery.isParameterName($0.name) }, "\(name): \(method.path)")
				XCTAssertEqual(Set(method.parameters.map { $0.name }).count, method.parameters.count, "\(name): \(method.path)")
				count += 1
			}
		}
		XCTAssertGreaterThan(count, 8_000)
	}

	// MARK: Parameter names

	/// A parameter name is both the signature's and the body's: one that closes either is refused.
	func testAParameterNameThatIsCodeIsALocatedError() throws {
		let text = answer(#"""
		  {"path": "/gb.entry/add-entry", "parameters": [{"name": "groupId", "type": "long"}, {"name": "x: Int64) throws {}\nfunc pwned(){}\nfunc q(y", "type": "long"}], "returns": "void"},
		  {"path": "/gb.entry/delete-entry", "parameters": [{"name": "entryId", "type": "long"}, {"name": "a)\n}\nfunc pwned(){\n_ = (a", "type": "string"}], "returns": "void"}
		"""#)
		let (_, messages) = read(text)
		let first = #"3:96: error: services[1].parameters[1].name: "x: Int64) throws {}\u{A}func pwned(){}\u{A}func q(y" is not a Swift identifier (ASCII letters, digits and _, not starting with a digit) as Liferay's parameter names are, e.g. "groupId": the service class names its parameter after it"#
		let second = #"4:99: error: services[2].parameters[1].name: "a)\u{A}}\u{A}func pwned(){\u{A}_ = (a" is not a Swift identifier (ASCII letters, digits and _, not starting with a digit) as Liferay's parameter names are, e.g. "groupId": the service class names its parameter after it"#
		XCTAssertEqual(messages, ["gb-discovery.json:" + first, "gb-discovery.json:" + second])
		try assertEveryCommandRefuses(text, errors: [first, second])
	}

	/// A `file` parameter's method is not generated, but named in a comment: its name is checked all the same.
	func testAFileParametersNameThatIsCodeIsALocatedError() throws {
		let text = answer(#"  {"path": "/gb.entry/upload-photo", "parameters": [{"name": "photo\n}\nfunc pwned(){}\n//", "type": "file"}], "returns": "void"}"#)
		let (_, messages) = read(text)
		guard messages.count == 1 else {
			return XCTFail("\(messages)")
		}
		XCTAssertTrue(messages[0].hasPrefix(#"gb-discovery.json:3:62: error: services[1].parameters[0].name: "photo\u{A}}\u{A}func pwned(){}\u{A}//" is not a Swift identifier"#), messages[0])
	}

	func testInvisibleScalarsAndDuplicatesInParameterNamesAreLocatedErrors() throws {
		let text = answer(#"""
		  {"path": "/gb.entry/add-entry", "parameters": [{"name": "group\u0000Id", "type": "long"}, {"name": "user\u202EdI", "type": "long"}, {"name": "_", "type": "long"}, {"name": "2x", "type": "long"}], "returns": "void"},
		  {"path": "/gb.entry/move-entry", "parameters": [{"name": "entryId", "type": "long"}, {"name": "entryId", "type": "long"}], "returns": "void"}
		"""#)
		let (_, messages) = read(text)
		guard messages.count == 5 else {
			return XCTFail("\(messages)")
		}
		XCTAssertTrue(messages[0].hasPrefix(#"gb-discovery.json:3:59: error: services[1].parameters[0].name: "group\u{0}Id" is not a Swift identifier"#), messages[0])
		XCTAssertTrue(messages[1].hasPrefix(#"gb-discovery.json:3:102: error: services[1].parameters[1].name: "user\u{202E}dI" is not a Swift identifier"#), messages[1])
		XCTAssertTrue(messages[2].contains(#"services[1].parameters[2].name: "_" is not a Swift identifier"#), messages[2])
		XCTAssertTrue(messages[3].contains(#"services[1].parameters[3].name: "2x" is not a Swift identifier"#), messages[3])
		XCTAssertEqual(messages[4], #"gb-discovery.json:4:97: error: services[2].parameters[1].name: "entryId" names parameters[0] again; a method's parameters have distinct names"#)
		let made = Discovery(file: "gb-discovery.json", methods: [Discovery.Method(path: "/gb.entry/add-entry", parameters: [Discovery.Parameter(name: "a\nb", type: "long")], returnType: "void")])
		XCTAssertThrowsError(try service(made)) { error in
			XCTAssertEqual((error as? ServiceClass.Failure)?.message, #"gb-discovery.json: /gb.entry/add-entry: "a\u{A}b" is not a Swift identifier as Liferay's parameter names are, or names a parameter twice; read the answer with DiscoveryReader, which says where"#)
		}
	}

	// MARK: Keywords

	/// A method named like a keyword is declared in backticks, and so is a parameter; labels
	/// need them only for `inout`, `var` and `let`. Every keyword the answer may hold, at once.
	func testKeywordNamesAreEscaped() throws {
		let kebab = SwiftIdentifier.keywords.filter { SwiftIdentifier.isKebab($0) }.sorted()
		var entries = kebab.map { #"  {"path": "/gb.entry/\#($0)", "parameters": [], "returns": "void"}"# }
		entries.append(#"  {"path": "/gb.entry/in", "parameters": [{"name": "groupId", "type": "long"}], "returns": "long"}"#)
		let parameters = SwiftIdentifier.keywords.sorted().enumerated().map { index, name in
			#"{"name": "\#(name)", "type": "\#(["long", "string", "int", "com.liferay.portal.kernel.service.ServiceContext", "boolean", "long[]", "double", "map", "byte[]"][index % 9])"}"#
		}
		entries.append(#"  {"path": "/gb.entry/update-keywords", "parameters": [\#(parameters.joined(separator: ", "))], "returns": "boolean"}"#)
		let (found, messages) = read(answer(entries.joined(separator: ",\n")))
		XCTAssertEqual(messages, [])
		let source = try service(try XCTUnwrap(found))
		XCTAssertTrue(source.contains("\topen func `class`() throws {\n"), source)
		XCTAssertTrue(source.contains("\topen func `in`(withGroupId groupId: Int64) throws -> NSNumber {\n"), source)
		XCTAssertTrue(source.contains("\topen func updateKeywords(withAny `Any`: Int64, `Protocol`: String!, `Self`: Int32, "), source)
		XCTAssertTrue(source.contains(" `inout`: "), source)
		XCTAssertTrue(source.contains("\"default\": "), source)
		XCTAssertEqual(try typecheck(source), [])
	}

	/// A spec calls such a method by its Swift name: `service.in(withGroupId:)` reaches `` `in` ``.
	func testAConnectorCallsTheEscapedMethod() throws {
		let text = answer(#"  {"path": "/gb.entry/in", "parameters": [{"name": "groupId", "type": "long"}, {"name": "default", "type": "string"}], "returns": "void"}"#)
		let (found, messages) = read(text)
		XCTAssertEqual(messages, [])
		let spec = """
		{
		  "entity": "GuestbookEntry",
		  "attributes": [{ "name": "name", "type": "String" }],
		  "screenlets": [
		    {
		      "kind": "action",
		      "name": "Enter",
		      "inputs": [{ "name": "text", "type": "String" }],
		      "actions": [
		        { "name": "enter", "method": "/gb.entry/in", "service": "LRGuestbookEntryService_v7", "params": ["groupId", { "name": "default", "from": "text" }], "result": "none" }
		      ]
		    }
		  ]
		}
		"""
		let result = Generator(discovery: try XCTUnwrap(found)).generate([TestSupport.input(spec, file: "enter.json")])
		XCTAssertTrue(result.succeeded, "\(result.diagnostics.all)")
		let service = try XCTUnwrap(result.files.first { $0.path == "Services/LRGuestbookEntryService_v7.swift" })
		XCTAssertTrue(service.contents.contains("open func `in`(withGroupId groupId: Int64, `default`: String!) throws {"), service.contents)
		XCTAssertTrue(result.files.contains { $0.contents.contains("try service.in(withGroupId: ") }, "the connector's call")
		XCTAssertEqual(try StubModules.typecheck(result.files, modes: [TypeCheckMode.all[0]], appStubs: false), [])
	}

	/// A parameter named like what the method's body uses (`session`, `params`, `NSNumber`…)
	/// keeps its label, the method's Swift name, and is called otherwise inside the method.
	func testAParameterNamedLikeWhatTheBodyUsesIsRenamedInside() throws {
		let text = answer(#"""
		  {"path": "/gb.entry/add-entry", "parameters": [{"name": "params", "type": "long"}, {"name": "command", "type": "string"}, {"name": "answer", "type": "long"}, {"name": "session", "type": "long"}, {"name": "checkNull", "type": "string"}, {"name": "toString", "type": "byte[]"}, {"name": "boolValue", "type": "boolean"}, {"name": "mangleWrapper", "type": "com.liferay.docs.X"}, {"name": "NSNumber", "type": "long"}, {"name": "NSMutableDictionary", "type": "string"}, {"name": "NSError", "type": "long"}, {"name": "String", "type": "string"}, {"name": "AnyHashable", "type": "map"}, {"name": "sessionValue", "type": "long"}], "returns": "boolean"},
		  {"path": "/gb.entry/get-entry", "parameters": [{"name": "session", "type": "long"}, {"name": "params", "type": "com.liferay.portal.kernel.service.ServiceContext"}], "returns": "java.lang.String"},
		  {"path": "/gb.entry/get-map", "parameters": [{"name": "String", "type": "string"}, {"name": "AnyHashable", "type": "long"}], "returns": "java.util.Map"}
		"""#)
		let (found, messages) = read(text)
		XCTAssertEqual(messages, [])
		let source = try service(try XCTUnwrap(found))
		XCTAssertTrue(source.contains("open func addEntry(withParams paramsValue: Int64, command commandValue: String!, answer answerValue: Int64, session sessionValue2: Int64, checkNull checkNullValue: String!, "), source)
		XCTAssertTrue(source.contains("\"session\": NSNumber(value: sessionValue2),\n"), source)
		XCTAssertTrue(source.contains("\"sessionValue\": NSNumber(value: sessionValue),\n"), source)
		XCTAssertTrue(source.contains("open func getEntryWithSession(_ sessionValue: Int64, params paramsValue: LRJSONObjectWrapper!) throws -> String {"), source)
		XCTAssertTrue(source.contains("mangleWrapper(withParams: params, name: \"params\", className: \"com.liferay.portal.kernel.service.ServiceContext\", wrapper: paramsValue)"), source)
		XCTAssertEqual(try typecheck(source), [])
	}

	// MARK: Comments

	/// The answer's file name heads the class in a comment: one line, invisible characters shown.
	func testTheDiscoveryFilesNameIsOneLineInTheHeader() throws {
		let name = "gb\nfunc pwned(){}\n\u{202E}.json"
		let answerFile = directory.appendingPathComponent(name)
		try Data(answer("").replacingOccurrences(of: "},\n\n]", with: "}\n]").utf8).write(to: answerFile)
		let target = directory.appendingPathComponent("LRGuestbookEntryService_v7.swift")
		XCTAssertEqual(run(["service", "--discovery", answerFile.path, "--service", "gb.entry", "--class", "LRGuestbookEntryService_v7", "-o", target.path]), 0, errors)
		let source = try String(contentsOf: target, encoding: .utf8)
		XCTAssertTrue(source.hasPrefix(#"// Generated by screenletgen from gb\u{A}func pwned(){}\u{A}\u{202E}.json: the Mobile SDK service class of gb.entry,"# + "\n"), source)
		XCTAssertFalse(source.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\0" })
		XCTAssertFalse(source.contains("\nfunc pwned"), source)
		XCTAssertEqual(try typecheck(source), [])
	}
}
