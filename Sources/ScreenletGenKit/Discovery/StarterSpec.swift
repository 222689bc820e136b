/// `screenletgen init`: a first spec for one JSON web service, from a discovery file:
/// its service class, a list screenlet on the paged `get-…` method (with its count) and
/// an action screenlet on `add-…`. A starting point to edit, written as spec v1.
public enum StarterSpec {

	public struct Failure: Error {
		public var message: String
	}

	/// The SDK builder's class names for keys that are not simply capitalized.
	static let classNames: [String: String] = [
		"bookmarksentry": "BookmarksEntry", "bookmarksfolder": "BookmarksFolder", "ddlrecord": "DDLRecord",
		"ddlrecordset": "DDLRecordSet", "dlapp": "DLApp", "dlfileentry": "DLFileEntry", "dlfolder": "DLFolder",
		"journalarticle": "JournalArticle", "journalfolder": "JournalFolder", "mbmessage": "MBMessage",
		"mbthread": "MBThread", "mbcategory": "MBCategory", "blogsentry": "BlogsEntry", "assetentry": "AssetEntry",
		"wikipage": "WikiPage", "wikinode": "WikiNode", "ddmstructure": "DDMStructure", "ddmtemplate": "DDMTemplate",
	]

	static let contextNames: Set<String> = ["groupId", "companyId", "userId", "serviceContext", "locale"]

	public static func make(discovery: Discovery, service: String, entity: String) throws(Failure) -> String {
		guard SwiftIdentifier.isUpperCamel(entity) else {
			throw Failure(message: "--entity \(entity): an UpperCamelCase Swift identifier is needed, e.g. Bookmark")
		}
		let prefix = service.hasPrefix("/") ? service : "/" + service
		let methods = discovery.methods.filter { $0.path.hasPrefix(prefix + "/") }
		guard let first = methods.first else {
			let services = Array(Set(discovery.methods.map { $0.path.dropFirst().split(separator: "/").first.map(String.init) ?? "" })).sorted()
			throw Failure(message: "\(discovery.file) has no service \(service)\(Suggestion.hint(for: service, in: services))")
		}
		let key = first.serviceKey
		let className = "LR\(classNames[key] ?? Words.capitalized(key))Service_v\(discovery.sdkVersion)"

		// The paged list call: the paginated overload (start, end, no comparator) of a get-…
		// method, the plainest name first (get-entries before get-group-entries), then one
		// whose count call exists, then the fewest parameters.
		func countCall(_ page: Discovery.Method) -> Discovery.Method? {
			let keys = page.parameters.map { $0.name }.filter { $0 != "start" && $0 != "end" }
			return methods.first { $0.name == page.name + "-count" && $0.parameters.map { $0.name } == keys }
		}
		let page = methods.filter { method in
			let names = method.parameters.map { $0.name }
			return method.name.hasPrefix("get-") && !method.name.hasSuffix("-count")
				&& names.contains("start") && names.contains("end")
				&& !method.parameters.contains { $0.type.hasPrefix("com.liferay.") }
		}.min { a, b in
			(Words.kebabWords(a.name).count, countCall(a) == nil ? 1 : 0, a.parameters.count, a.path)
				< (Words.kebabWords(b.name).count, countCall(b) == nil ? 1 : 0, b.parameters.count, b.path)
		}
		let count = page.flatMap(countCall)
		let add = methods.filter { $0.name.hasPrefix("add-") }.min(by: fewerParameters)

		var attributes = add?.parameters.filter { $0.type == "string" && !contextNames.contains($0.name) }.map { $0.name } ?? []
		if attributes.isEmpty { attributes = ["name"] }

		var json = "{\n"
		json += "  \"entity\": \(JSONText.string(entity)),\n"
		json += "  \"service\": \(JSONText.string(className)),\n"
		json += "  \"attributes\": [\n"
		json += attributes.map { "    { \"name\": \(JSONText.string($0)), \"type\": \"String\" }" }.joined(separator: ",\n")
		json += "\n  ],\n  \"screenlets\": [\n"
		var screenlets: [String] = []
		if let page = page {
			let properties = page.parameters.filter { $0.name != "start" && $0.name != "end" && !contextNames.subtracting(["groupId"]).contains($0.name) }
			var list = "    {\n      \"kind\": \"list\",\n"
			list += "      \"properties\": [" + properties.map { property(for: $0, fallback: $0.name == "groupId") }.joined(separator: ", ") + "],\n"
			list += "      \"page\": \(call(page))"
			if let count = count {
				list += ",\n      \"count\": \(call(count))"
			}
			list += ",\n      \"cell\": \(JSONText.string(attributes[0]))\n    }"
			screenlets.append(list)
		}
		if let add = add {
			// A property the screenlet already has, or an input its View already has, gets a name of its own.
			func valueName(_ parameter: String, isInput: Bool = false) -> String {
				let namespace = isInput ? ModelBuilder.actionViewNamespace() : ModelBuilder.actionScreenletNamespace([])
				return namespace.takesProperty(parameter) ? ModelBuilder.alternative(to: parameter, entity: entity, in: namespace) : parameter
			}
			let properties = add.parameters.filter { !contextNames.contains($0.name) && $0.type != "string" && !$0.type.hasPrefix("com.liferay.") }
			let inputs = add.parameters.filter { !contextNames.contains($0.name) && $0.type == "string" }
			var action = "    {\n      \"kind\": \"action\",\n      \"name\": \"Add\(entity)\",\n"
			action += "      \"properties\": [" + properties.map { property(for: Discovery.Parameter(name: valueName($0.name), type: $0.type), fallback: false) }.joined(separator: ", ") + "],\n"
			action += "      \"inputs\": [" + inputs.map { "{ \"name\": \(JSONText.string(valueName($0.name, isInput: true))), \"type\": \"String\" }" }.joined(separator: ", ") + "],\n"
			let params = add.parameters.map { parameter -> String in
				let value = valueName(parameter.name, isInput: parameter.type == "string")
				return value == parameter.name ? JSONText.string(value) : "{ \"name\": \(JSONText.string(parameter.name)), \"from\": \(JSONText.string(value)) }"
			}
			action += "      \"actions\": [\n        { \"name\": \"add-\(Words.camelCaseWords(entity).map { $0.lowercased() }.joined(separator: "-"))\", \"method\": \(JSONText.string(add.name)), \"params\": ["
			action += params.joined(separator: ", ") + "], \"result\": \"entity\" }\n      ]\n    }"
			screenlets.append(action)
		}
		if screenlets.isEmpty {
			throw Failure(message: "\(service) has neither a paged get-… method nor an add-… method to start from")
		}
		json += screenlets.joined(separator: ",\n") + "\n  ]\n}\n"
		return json
	}

	private static func fewerParameters(_ a: Discovery.Method, _ b: Discovery.Method) -> Bool {
		return (a.parameters.count, a.path) < (b.parameters.count, b.path)
	}

	private static func property(for parameter: Discovery.Parameter, fallback: Bool) -> String {
		let type: String
		switch parameter.type {
		case "long", "java.lang.Long": type = "Int64"
		case "int", "java.lang.Integer": type = "Int"
		case "boolean", "java.lang.Boolean": type = "Bool"
		case "double", "java.lang.Double": type = "Double"
		default: type = "String"
		}
		var text = "{ \"name\": \(JSONText.string(parameter.name)), \"type\": \"\(type)\""
		if fallback && type == "Int64" {
			text += ", \"fallback\": \"groupId\""
		}
		return text + " }"
	}

	private static func call(_ method: Discovery.Method) -> String {
		let params = method.parameters.map { JSONText.string($0.name) }.joined(separator: ", ")
		return "{ \"method\": \(JSONText.string(method.name)), \"params\": [\(params)] }"
	}
}
