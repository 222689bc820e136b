import Foundation
import XCTest
@testable import ScreenletGenKit

/// `--discovery` checks the type of every value a call passes, not only the names.
final class DiscoveryTypeTests: FolderTestCase {

	private let answer = """
	{"contextName": "", "services": [
	  {"path": "/wiki.wikipage/get-page", "parameters": [
	    {"name": "nodeId", "type": "long"}, {"name": "title", "type": "string"}, {"name": "version", "type": "double"}],
	   "returns": {"type": "com.liferay.wiki.model.WikiPage"}},
	  {"path": "/wiki.wikipage/get-pages-count", "parameters": [
	    {"name": "nodeId", "type": "long"}, {"name": "status", "type": "int"}, {"name": "head", "type": "boolean"}],
	   "returns": {"type": "int"}},
	  {"path": "/wiki.wikipage/get-pages", "parameters": [
	    {"name": "nodeId", "type": "long"}, {"name": "start", "type": "int"}, {"name": "end", "type": "int"},
	    {"name": "obc", "type": "com.liferay.portal.kernel.util.OrderByComparator<com.liferay.wiki.model.WikiPage>"}],
	   "returns": {"type": "java.util.List<com.liferay.wiki.model.WikiPage>"}},
	  {"path": "/wiki.wikipage/subscribe-pages", "parameters": [
	    {"name": "nodeIds", "type": "long[]"}, {"name": "serviceContext", "type": "com.liferay.portal.kernel.service.ServiceContext"}],
	   "returns": {"type": "void"}}
	]}
	"""

	private func discovery() throws -> Discovery {
		var diagnostics = Diagnostics()
		let found = DiscoveryReader.parse(Array(answer.utf8), file: "wiki-discovery.json", diagnostics: &diagnostics)
		XCTAssertEqual(diagnostics.all, [])
		return try XCTUnwrap(found)
	}

	/// An action screenlet whose one call passes `params` (JSON text).
	private func spec(_ method: String, _ params: String, properties: String = "{\"name\": \"nodeId\", \"type\": \"Int64\"}, {\"name\": \"status\", \"type\": \"Int64\"}, {\"name\": \"head\", \"type\": \"Bool\"}") -> String {
		return """
		{
		  "entity": "WikiPage",
		  "service": "LRWikiPageService_v7",
		  "attributes": [{"name": "title", "type": "String"}],
		  "screenlets": [
		    {"kind": "action", "name": "LoadPage",
		     "properties": [\(properties)],
		     "inputs": [{"name": "pageTitle", "type": "String"}],
		     "actions": [{"name": "get-page", "method": "\(method)", "result": "\(method == "get-page" ? "raw" : "none")",
		                  "params": \(params)}]}
		  ]
		}
		"""
	}

	/// The errors (these specs keep an input that some actions do not send: its warning is not the point here).
	private func errors(_ text: String) throws -> [String] {
		return Generator(discovery: try discovery()).generate([TestSupport.input(text)]).diagnostics.all.filter { $0.severity == .error }.map { $0.description }
	}

	func testAStringWhereThePortalWantsADoubleIsALocatedError() throws {
		let text = spec("get-page", "[\"nodeId\", {\"name\": \"title\", \"from\": \"pageTitle\"}, {\"name\": \"version\", \"from\": \"pageTitle\"}]")
		// Without a discovery answer, the Mobile SDK's own class finds the same mistake.
		let withoutAnswer = Generator().generate([TestSupport.input(text)]).diagnostics.all.map { $0.description }
		XCTAssertEqual(withoutAnswer.count, 1, "\(withoutAnswer)")
		XCTAssertTrue(withoutAnswer.first?.contains("(/wiki.wikipage/get-page in the Mobile SDK's LRWikiPageService_v7)") == true, "\(withoutAnswer)")
		XCTAssertEqual(try errors(text), [
			"spec.json:10:80: error: screenlets[0].actions[0].params[2]: the input \"pageTitle\" is String but the portal's \"version\" is double (/wiki.wikipage/get-page in wiki-discovery.json), and a String cannot become a double; pass a Double property or input ({\"name\": \"version\", \"from\": …}) or a fixed value ({\"name\": \"version\", \"value\": …})",
		])
		XCTAssertEqual(try errors(spec("get-page", "[\"nodeId\", {\"name\": \"title\", \"from\": \"pageTitle\"}, {\"name\": \"version\", \"value\": 1.1}]")), [])
	}

	func testANumberOfAnotherWidthNamesTheConversion() throws {
		// status is an Int64 property, sent as a long; the portal wants an int.
		let text = spec("get-pages-count", "[\"nodeId\", \"status\", \"head\"]")
		XCTAssertEqual(try errors(text), [
			"spec.json:10:40: error: screenlets[0].actions[0].params[1]: the property \"status\" is Int64, sent as long, but the portal's \"status\" is int (/wiki.wikipage/get-pages-count in wiki-discovery.json); add \"type\": \"int\" to convert it, or use an Int value",
		])
		XCTAssertEqual(try errors(spec("get-pages-count", "[\"nodeId\", {\"name\": \"status\", \"type\": \"int\"}, \"head\"]")), [])
		// A "type" that contradicts the portal.
		let declared = try errors(spec("get-pages-count", "[\"nodeId\", {\"name\": \"status\", \"type\": \"int\"}, {\"name\": \"head\", \"value\": true, \"type\": \"string\"}]"))
		XCTAssertTrue(declared.contains { $0.contains("params[2]: \"type\" is string but the portal's \"head\" is boolean (/wiki.wikipage/get-pages-count in wiki-discovery.json); write \"type\": \"boolean\"") }, "\(declared)")
	}

	func testFixedValuesAndObjectsAreCheckedToo() throws {
		var found = try errors(spec("get-pages-count", "[{\"name\": \"nodeId\", \"value\": 1.5}, {\"name\": \"status\", \"value\": \"all\"}, {\"name\": \"head\", \"value\": 1}]"))
		XCTAssertEqual(found.count, 3, "\(found)")
		XCTAssertTrue(found[0].contains("params[0]: the value is the decimal 1.5 but the portal's \"nodeId\" is long"), found[0])
		XCTAssertTrue(found[1].contains("params[1]: the value is a string but the portal's \"status\" is int"), found[1])
		XCTAssertTrue(found[2].contains("params[2]: the value is the number 1 but the portal's \"head\" is boolean (/wiki.wikipage/get-pages-count in wiki-discovery.json); write true or false"), found[2])
		XCTAssertTrue(try errors(spec("get-pages-count", "[{\"name\": \"nodeId\", \"value\": 4294967296}, {\"name\": \"status\", \"value\": 4294967296}, \"head\"]"))
			.contains { $0.contains("params[1]: the value is the number 4294967296 but the portal's \"status\" is int") && $0.hasSuffix("write a whole number that fits in 32 bits") })

		// serviceContext (nil) where the portal wants a number; a long where it wants a long[]
		// is sent as an array of one; an array's elements are checked.
		XCTAssertEqual(try errors(spec("subscribe-pages", "[{\"name\": \"nodeIds\", \"from\": \"nodeId\"}, \"serviceContext\"]")), [])
		found = try errors(spec("subscribe-pages", "[{\"name\": \"nodeIds\", \"value\": [1, \"two\"]}, \"serviceContext\"]"))
		XCTAssertEqual(found, [#"spec.json:10:30: error: screenlets[0].actions[0].params[0]: element 1 is a string but the portal's "nodeIds" is long[] (/wiki.wikipage/subscribe-pages in wiki-discovery.json); write a whole number in each element"#])
		found = try errors(spec("get-pages-count", "[\"nodeId\", {\"name\": \"status\", \"from\": \"serviceContext\"}, \"head\"]"))
		XCTAssertTrue(found.contains { $0.contains("params[1]: serviceContext is an object (nil) but the portal's \"status\" is int") }, "\(found)")
	}

	func testAListPassesRowsAndTheComparatorAsThePortalWants() throws {
		func list(_ params: String) -> String {
			return """
			{"entity": "WikiPage", "service": "LRWikiPageService_v7", "attributes": [{"name": "title", "type": "String"}],
			 "screenlets": [{"kind": "list", "properties": [{"name": "nodeId", "type": "Int64"}],
			   "page": {"method": "get-pages", "params": \(params)}}]}
			"""
		}
		XCTAssertEqual(try errors(list("[\"nodeId\", \"start\", \"end\", \"obc\"]")), [])
		let found = try errors(list("[\"nodeId\", \"start\", {\"name\": \"end\", \"from\": \"obc\"}, {\"name\": \"obc\", \"from\": \"nodeId\"}]"))
		XCTAssertEqual(found.count, 2, "\(found)")
		XCTAssertTrue(found[0].contains("params[2]: obc is the list's order-by comparator (an object) but the portal's \"end\" is int"), found[0])
		XCTAssertTrue(found[1].contains(#"params[3]: an Int64 value cannot be passed as object (an LRJSONObjectWrapper); pass a fixed value ({"name": "obc", "value": {…}}) or null"#), found[1])
	}

	func testADateIsSentAsALong() throws {
		let text = spec("get-pages-count", "[\"nodeId\", {\"name\": \"status\", \"type\": \"int\"}, {\"name\": \"head\", \"from\": \"since\"}]",
			properties: "{\"name\": \"nodeId\", \"type\": \"Int64\"}, {\"name\": \"status\", \"type\": \"Int64\"}")
			.replacingOccurrences(of: "{\"name\": \"pageTitle\", \"type\": \"String\"}", with: "{\"name\": \"since\", \"type\": \"Date\"}")
		let found = try errors(text)
		XCTAssertEqual(found.count, 1, "\(found)")
		XCTAssertTrue(found[0].contains("params[2]: the input \"since\" is Date but the portal's \"head\" is boolean (/wiki.wikipage/get-pages-count in wiki-discovery.json), and a Date cannot become a boolean; pass a Bool property or input"), found[0])
		let fine = text.replacingOccurrences(of: "{\"name\": \"head\", \"from\": \"since\"}", with: "\"head\"")
			.replacingOccurrences(of: "\"status\", \"type\": \"Int64\"}", with: "\"status\", \"type\": \"Int64\"}, {\"name\": \"head\", \"type\": \"Bool\"}")
		XCTAssertEqual(try errors(fine), [])
		var diagnostics = Diagnostics()
		let dated = try XCTUnwrap(DiscoveryReader.parse(Array("""
		{"services": [{"path": "/wiki.wikipage/get-page", "parameters": [{"name": "nodeId", "type": "long"}, {"name": "title", "type": "string"}, {"name": "version", "type": "long"}]}]}
		""".utf8), file: "d.json", diagnostics: &diagnostics))
		let datedSpec = spec("get-page", "[\"nodeId\", {\"name\": \"title\", \"value\": \"x\"}, {\"name\": \"version\", \"from\": \"since\"}]")
			.replacingOccurrences(of: "{\"name\": \"pageTitle\", \"type\": \"String\"}", with: "{\"name\": \"since\", \"type\": \"Date\"}")
		XCTAssertEqual(Generator(discovery: dated).generate([TestSupport.input(datedSpec)]).diagnostics.all.map { $0.description }, [], "a Date goes as milliseconds, a long")
	}

	func testTheCommandLineStopsOnATypeErrorAndWritesNothing() throws {
		let discoveryFile = directory.appendingPathComponent("wiki-discovery.json")
		try Data(answer.utf8).write(to: discoveryFile)
		let specFile = directory.appendingPathComponent("wiki.json")
		try Data(spec("get-page", "[\"nodeId\", {\"name\": \"title\", \"from\": \"pageTitle\"}, {\"name\": \"version\", \"from\": \"pageTitle\"}]").utf8).write(to: specFile)
		XCTAssertEqual(run([specFile.path, "-o", out.path, "--discovery", discoveryFile.path]), 1)
		XCTAssertTrue(errors.contains("wiki.json:10:80: error: screenlets[0].actions[0].params[2]: the input \"pageTitle\" is String but the portal's \"version\" is double"), errors)
		XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
	}
}
