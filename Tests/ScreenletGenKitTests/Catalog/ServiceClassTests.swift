import Foundation
import XCTest
@testable import ScreenletGenKit

/// The service class of a custom portlet, written from a discovery answer: it type-checks
/// with the connectors that call it, in every mode, and its Swift names are those the
/// importer gives the Mobile SDK builder's Objective-C methods.
final class ServiceClassTests: FolderTestCase {

	/// The Guestbook portlet of Liferay's tutorials (`/gb.entry/…`), with a few more shapes.
	private let answer = """
	{"contextName": "", "services": [
	  {"path": "/gb.entry/get-entries", "parameters": [{"name": "groupId", "type": "long"}, {"name": "guestbookId", "type": "long"}, {"name": "start", "type": "int"}, {"name": "end", "type": "int"}], "returns": {"type": "java.util.List<com.liferay.docs.guestbook.model.Entry>"}},
	  {"path": "/gb.entry/get-entries", "parameters": [{"name": "groupId", "type": "long"}, {"name": "start", "type": "int"}, {"name": "end", "type": "int"}], "returns": {"type": "java.util.List<com.liferay.docs.guestbook.model.Entry>"}},
	  {"path": "/gb.entry/get-entries-count", "parameters": [{"name": "groupId", "type": "long"}, {"name": "guestbookId", "type": "long"}], "returns": {"type": "int"}},
	  {"path": "/gb.entry/add-entry", "parameters": [{"name": "userId", "type": "long"}, {"name": "guestbookId", "type": "long"}, {"name": "name", "type": "string"}, {"name": "email", "type": "string"}, {"name": "message", "type": "string"}, {"name": "serviceContext", "type": "com.liferay.portal.kernel.service.ServiceContext"}], "returns": {"type": "com.liferay.docs.guestbook.model.Entry"}},
	  {"path": "/gb.entry/delete-entry", "parameters": [{"name": "name", "type": "string"}], "returns": {"type": "void"}},
	  {"path": "/gb.entry/get-current-user", "parameters": [], "returns": {"type": "com.liferay.portal.kernel.model.User"}},
	  {"path": "/gb.entry/has-entries", "parameters": [{"name": "groupId", "type": "long"}], "returns": {"type": "boolean"}},
	  {"path": "/gb.entry/move-entries", "parameters": [{"name": "entryIds", "type": "long[]"}, {"name": "displayIndex", "type": "int"}, {"name": "weight", "type": "double"}, {"name": "default", "type": "string"}, {"name": "settings", "type": "map"}, {"name": "image", "type": "byte[]"}], "returns": {"type": "java.lang.String"}},
	  {"path": "/gb.entry/upload-photo", "parameters": [{"name": "entryId", "type": "long"}, {"name": "photo", "type": "file"}], "returns": {"type": "void"}},
	  {"path": "/bookmarks.bookmarksentry/get-entry", "parameters": [{"name": "entryId", "type": "long"}], "returns": {"type": "com.liferay.bookmarks.model.BookmarksEntry"}}
	]}
	"""

	private func discovery(_ text: String? = nil) throws -> Discovery {
		var diagnostics = Diagnostics()
		let found = DiscoveryReader.parse(Array((text ?? answer).utf8), file: "/somewhere/gb-discovery.json", diagnostics: &diagnostics)
		XCTAssertEqual(diagnostics.all, [])
		return try XCTUnwrap(found)
	}

	func testTheClassTypeChecksWithTheGeneratedConnectors() throws {
		let service = try ServiceClass.make(discovery: try discovery(), service: "gb.entry", className: "LRGuestbookEntryService_v7")
		XCTAssertEqual(service.className, "LRGuestbookEntryService_v7")
		let spec = TestSupport.examplesDirectory.appendingPathComponent("guestbook.json")
		var files = try TestSupport.generate(spec)
		files.append(GeneratedFile(path: "Services/LRGuestbookEntryService_v7.swift", contents: service.source, specFile: "gb-discovery.json", entity: "Service"))
		// In place of the hand-written stub of the same class (Stubs/App/CustomServices.swift).
		XCTAssertEqual(try StubModules.typecheck(files, appStubs: false), [])
	}

	/// A run with the discovery answer writes the class its specs call beside the screenlets,
	/// the same text `screenletgen service` prints; the Mobile SDK's own classes never.
	func testARunWithTheDiscoveryAnswerWritesTheServiceClass() throws {
		let answerFile = directory.appendingPathComponent("gb-discovery.json")
		try Data(answer.utf8).write(to: answerFile)
		let guestbook = TestSupport.examplesDirectory.appendingPathComponent("guestbook.json").path
		XCTAssertEqual(run([guestbook, "-o", out.path, "--discovery", answerFile.path]), 0, errors)
		let written = try String(contentsOf: out.appendingPathComponent("Services/LRGuestbookEntryService_v7.swift"), encoding: .utf8)
		let expected = try ServiceClass.make(discovery: try discovery(), service: "gb.entry", className: "LRGuestbookEntryService_v7").source
		XCTAssertEqual(written, expected)
		XCTAssertTrue(output.contains("created \(out.path)/Services/LRGuestbookEntryService_v7.swift\n"), output)

		// The Bookmarks services ship with the Mobile SDK: nothing is written for them.
		let bookmarks = TestSupport.examplesDirectory.appendingPathComponent("bookmark.json").path
		let discovery = TestSupport.examplesDirectory.appendingPathComponent("bookmarks-discovery.json").path
		let other = directory.appendingPathComponent("Other")
		XCTAssertEqual(run([bookmarks, "-o", other.path, "--discovery", discovery]), 0, errors)
		XCTAssertFalse(FileManager.default.fileExists(atPath: other.appendingPathComponent("Services").path))
	}

	/// The Swift names and types equal those of the stub written by hand from the builder's
	/// and the importer's rules (Stubs/App/CustomServices.swift).
	func testTheNamesAreTheImportersNamesOfTheBuildersMethods() throws {
		let source = try ServiceClass.make(discovery: try discovery(), service: "gb.entry", className: "LRGuestbookEntryService_v7").source
		let stub = try String(contentsOf: TestSupport.stubsDirectory.appendingPathComponent("App/CustomServices.swift"), encoding: .utf8)
		let start = try XCTUnwrap(stub.range(of: "class LRGuestbookEntryService_v7"))
		let end = try XCTUnwrap(stub.range(of: "\n}", range: start.upperBound..<stub.endIndex))
		let declarations = stub[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.contains("func ") }.map { line -> String in
			let trimmed = line.replacingOccurrences(of: "@discardableResult ", with: "").trimmingCharacters(in: .whitespaces)
			return trimmed.replacingOccurrences(of: " { fatalError() }", with: "").replacingOccurrences(of: " {}", with: "")
		}
		XCTAssertEqual(declarations.count, 6)
		for declaration in declarations {
			XCTAssertTrue(source.contains("\t" + declaration + " {\n"), "\(declaration)\n\(source)")
		}
		// The importer's other rules: Index dropped after a verb for an int, keywords as labels
		// and names, the builder's types for arrays, maps and data; BOOL becomes Void.
		XCTAssertTrue(source.contains("open func moveEntries(withEntryIds entryIds: [Any]!, display displayIndex: Int32, weight: Double, `default`: String!, settings: [AnyHashable: Any]!, image: Data!) throws -> String {"), source)
		XCTAssertTrue(source.contains("open func hasEntries(withGroupId groupId: Int64) throws {"), source)
		XCTAssertTrue(source.contains("// Not generated: upload-photo(entryId, photo): it uploads a file."), source)
		XCTAssertFalse(source.contains("getEntry"), "another service's method")
		for declaration in declarations {
			let name = try XCTUnwrap(declaration.range(of: "func ")).upperBound
			XCTAssertNotNil(SwiftMethodName(parsing: String(declaration[name...].prefix { $0 != "(" }) + "()") ?? nil)
		}
	}

	func testTheCommandsAreTheBuilders() throws {
		let source = try ServiceClass.make(discovery: try discovery(), service: "gb.entry").source
		XCTAssertTrue(source.contains("@objc(LREntryService_v7)\nnonisolated open class LREntryService_v7: LRBaseService {"), source)
		XCTAssertTrue(source.hasPrefix("// Generated by screenletgen from gb-discovery.json"), "no absolute path: \(source.prefix(80))")
		XCTAssertTrue(source.contains("""
			@discardableResult
			open func addEntry(withUserId userId: Int64, guestbookId: Int64, name: String!, email: String!, message: String!, serviceContext: LRJSONObjectWrapper!) throws -> [AnyHashable: Any] {
				let params = NSMutableDictionary(dictionary: [
					"userId": NSNumber(value: userId),
					"guestbookId": NSNumber(value: guestbookId),
					"name": checkNull(name),
					"email": checkNull(email),
					"message": checkNull(message),
				])
				mangleWrapper(withParams: params, name: "serviceContext", className: "com.liferay.portal.kernel.service.ServiceContext", wrapper: serviceContext)
				let command: [AnyHashable: Any] = ["/gb.entry/add-entry": params]
				guard let answer = try session.invoke(command) as? [AnyHashable: Any] else {
		"""), source)
		XCTAssertTrue(source.contains("\"image\": toString(image),"), source)
		XCTAssertTrue(source.contains("open func getCurrentUser() throws -> [AnyHashable: Any] {\n\t\tlet params = NSMutableDictionary(dictionary: [:])"), source)
	}

	func testA62PluginContextAndBuiltInServices() throws {
		let old = try discovery("""
		{"context": "/gb-portlet", "actions": [
		  {"path": "/entry/get-entries-count", "parameters": [{"name": "groupId", "type": "long"}, {"name": "guestbookId", "type": "long"}], "response": "int"}
		]}
		""")
		let service = try ServiceClass.make(discovery: old, service: "entry")
		XCTAssertEqual(service.className, "LREntryService_v62")
		XCTAssertTrue(service.source.contains("[\"/gb-portlet.entry/get-entries-count\": params]"), service.source)
		XCTAssertEqual(ServiceClass.commandPath("/gb.entry/get-entries", context: "gb"), "/gb.entry/get-entries")
		XCTAssertEqual(ServiceClass.commandPath("/gb.entry/get-entries", context: ""), "/gb.entry/get-entries")

		XCTAssertThrowsError(try ServiceClass.make(discovery: try discovery(), service: "bookmarks.bookmarksentry")) { error in
			XCTAssertTrue((error as! ServiceClass.Failure).message.contains("is a service the Liferay Mobile SDK ships (LRBookmarksEntryService_v7)"), "\(error)")
		}
		XCTAssertThrowsError(try ServiceClass.make(discovery: try discovery(), service: "gb.entri")) { error in
			XCTAssertTrue((error as! ServiceClass.Failure).message.contains("has no service gb.entri (did you mean \"gb.entry\"?)"), "\(error)")
		}
	}

	func testTheServiceCommand() throws {
		let file = directory.appendingPathComponent("gb-discovery.json")
		try Data(answer.utf8).write(to: file)
		let target = directory.appendingPathComponent("Services/LRGuestbookEntryService_v7.swift")
		try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
		XCTAssertEqual(run(["service", "--discovery", file.path, "--service", "gb.entry", "--class", "LRGuestbookEntryService_v7", "-o", target.path]), 0, errors)
		XCTAssertEqual(output, "created \(target.path)\n")
		let written = try String(contentsOf: target, encoding: .utf8)
		XCTAssertEqual(written, try ServiceClass.make(discovery: try discovery(), service: "gb.entry", className: "LRGuestbookEntryService_v7").source.replacingOccurrences(of: "gb-discovery.json", with: "gb-discovery.json"))
		XCTAssertEqual(run(["service", "--discovery", file.path, "--service", "gb.entry", "-o", target.path]), 1)
		XCTAssertTrue(errors.contains("exists; not overwritten"), errors)
		XCTAssertEqual(run(["service", "--discovery", file.path, "--service", "bookmarks.bookmarksentry"]), 1)
		XCTAssertTrue(errors.contains("the Liferay Mobile SDK ships"), errors)
		XCTAssertEqual(run(["service", "--discovery", file.path]), 64)
		XCTAssertEqual(run(["service", "--help"]), 0)
		XCTAssertTrue(output.hasPrefix("usage: screenletgen service"), output)
	}
}
