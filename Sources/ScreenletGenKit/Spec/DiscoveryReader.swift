/// Reads a saved discovery answer (Liferay 7.x `services`, or 6.2 `actions`).
public enum DiscoveryReader {

	public static func read(path: String, diagnostics: inout Diagnostics) -> Discovery? {
		return JSONFile.read(path, what: "the discovery file", diagnostics: &diagnostics, parse: parse)
	}

	public static func parse(_ bytes: [UInt8], file: String, diagnostics: inout Diagnostics) -> Discovery? {
		guard let root = JSONParser.parse(bytes, file: file, diagnostics: &diagnostics) else {
			return nil
		}
		guard case .object(let members) = root.value,
				let found = members.first(where: { $0.key == "services" || $0.key == "actions" }),
				case .array(let entries) = found.value.value else {
			diagnostics.error(at: root.location, "\(file) is not a discovery answer: expected an object with \"services\" (Liferay 7) or \"actions\" (6.2), as saved from /api/jsonws?discover")
			return nil
		}
		var methods: [Discovery.Method] = []
		for entry in entries {
			guard case .object(let fields) = entry.value,
					let pathNode = fields.first(where: { $0.key == "path" })?.value, case .string(let path) = pathNode.value else {
				diagnostics.error(at: entry.location, "a discovery entry without a \"path\"")
				continue
			}
			var parameters: [Discovery.Parameter] = []
			if let node = fields.first(where: { $0.key == "parameters" })?.value, case .array(let items) = node.value {
				for item in items {
					guard case .object(let parameter) = item.value,
							case .string(let name)? = parameter.first(where: { $0.key == "name" })?.value.value else {
						continue
					}
					var type = ""
					if case .string(let text)? = parameter.first(where: { $0.key == "type" })?.value.value {
						type = text
					}
					parameters.append(Discovery.Parameter(name: name, type: type))
				}
			}
			var returnType = ""
			if let node = fields.first(where: { $0.key == "returns" || $0.key == "response" })?.value {
				if case .string(let text) = node.value {
					returnType = text
				}
				else if case .object(let returns) = node.value, case .string(let text)? = returns.first(where: { $0.key == "type" })?.value.value {
					returnType = text
				}
			}
			methods.append(Discovery.Method(path: path, parameters: parameters, returnType: returnType))
		}
		var context = ""
		if case .string(let text)? = members.first(where: { $0.key == "contextName" || $0.key == "context" })?.value.value, text != "portal" {
			context = text
		}
		for index in methods.indices {
			methods[index].context = context
		}
		return Discovery(file: file, methods: methods, sdkVersion: found.key == "actions" ? "62" : "7", context: context)
	}
}
