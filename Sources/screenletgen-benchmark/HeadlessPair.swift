import Foundation

/// Two specs of the same shape for issue 29's rail: a headless one naming the 1.26 MB
/// `OpenAPISample` document, and a JSON-WS one with the same attributes and screenlets.
///
/// The headless spec is the one `screenletgen init --openapi` writes for the document: the
/// `Sample` schema's 112 fields as attributes, a list on `getSamplesPage`, and an add, an
/// update and a delete, the add and update sending 108 inputs. The JSON-WS spec is made from
/// it: the same attributes (without the list fields' `key`), the same screenlets, each
/// operation a method of a custom service class with the same values as parameters, the list
/// paged by start and end with a count.
///
/// They are written by a child process (`optionName`), as the Jinja2 peer's data is: the
/// benchmark's own memory must stay small (see `JinjaPeer.prepare`).
enum HeadlessPair {

	static let optionName = "--write-headless-pair"
	static let documentName = "sample.openapi.json"

	/// The two specs' paths under `folder`: `headless/sample.json` beside its document, and
	/// `jsonws/sample.json`.
	static func paths(in folder: URL) -> (headless: String, jsonWS: String) {
		return (folder.appendingPathComponent("headless/sample.json").path, folder.appendingPathComponent("jsonws/sample.json").path)
	}

	/// Has `benchmark` (this program) write the pair with `generator`.
	static func prepare(in folder: URL, benchmark: String, generator: String) -> (headless: String, jsonWS: String) {
		let result = JinjaPeer.run(benchmark, [optionName, folder.path, generator])
		guard result.status == 0 else {
			fatalError("cannot write the headless benchmark's specs:\n\(result.output)")
		}
		return paths(in: folder)
	}

	/// The child's work: the document, `init --openapi` on it, and the JSON-WS twin.
	static func write(in folder: URL, generator: String) throws {
		let (headless, jsonWS) = paths(in: folder)
		let headlessFolder = URL(fileURLWithPath: headless).deletingLastPathComponent()
		try FileManager.default.createDirectory(at: headlessFolder, withIntermediateDirectories: true)
		try FileManager.default.createDirectory(at: URL(fileURLWithPath: jsonWS).deletingLastPathComponent(), withIntermediateDirectories: true)
		try Data(OpenAPISample.document().utf8).write(to: headlessFolder.appendingPathComponent(documentName))
		let starter = JinjaPeer.run(generator, ["init", "--openapi", headlessFolder.appendingPathComponent(documentName).path, "-o", headless])
		guard starter.status == 0 else {
			throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "screenletgen init --openapi failed: \(starter.output)"])
		}
		let spec = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: headless))) as! [String: Any]
		let twin = jsonWSTwin(of: spec)
		try JSONSerialization.data(withJSONObject: twin, options: [.prettyPrinted, .sortedKeys]).write(to: URL(fileURLWithPath: jsonWS))
	}

	/// The headless starter spec, on a custom JSON-WS service class instead of the document.
	static func jsonWSTwin(of spec: [String: Any]) -> [String: Any] {
		let entity = spec["entity"] as! String
		let attributes = (spec["attributes"] as! [[String: Any]]).map { $0.filter { $0.key != "key" } }
		let screenlets = (spec["screenlets"] as! [[String: Any]]).map { screenlet -> [String: Any] in
			var twin = screenlet
			if screenlet["kind"] as? String == "list" {
				let plural = entity.lowercased() + "s"
				twin["properties"] = [["name": "groupId", "type": "Int64", "fallback": "groupId"]]
				twin["page"] = ["method": "get-\(plural)", "params": ["groupId", "start", "end"]]
				twin["count"] = ["method": "get-\(plural)-count", "params": ["groupId"]]
			}
			else {
				twin["actions"] = (screenlet["actions"] as! [[String: Any]]).map { action -> [String: Any] in
					let name = action["name"] as! String
					let parameters = (action["params"] as? [Any] ?? []) + (action["body"] as? [Any] ?? [])
					return ["name": name, "method": name, "params": parameters]
				}
			}
			return twin
		}
		return ["entity": entity, "service": "LR\(entity)Service_v7", "attributes": attributes, "screenlets": screenlets]
	}
}
