/// Reads a saved discovery answer (Liferay 7.x `services`, or 6.2 `actions`).
///
/// The answer is data from a server, and its names become Swift: a method path that cannot name
/// a Swift method, a parameter name that is not a Swift identifier, or a parameter named twice
/// is a located error (`file:line:column`, key path), one per bad name, and its entry is left out.
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
		for (index, entry) in entries.enumerated() {
			guard case .object(let fields) = entry.value,
					let pathNode = fields.first(where: { $0.key == "path" })?.value, case .string(let path) = pathNode.value else {
				diagnostics.error(at: entry.location, "a discovery entry without a \"path\"")
				continue
			}
			let entryPath = "\(found.key)[\(index)]"
			var isValid = true
			if !Discovery.isMethodPath(path) {
				diagnostics.error(at: pathNode.location, "\(entryPath).path: \"\(InvisibleScalars.oneLine(path))\" is not a JSON web service path a Swift method can be named after: expected \"/<service>/<method>\", the method in kebab-case as Liferay writes it (lower-case letters, digits and _, words joined by single hyphens), e.g. \"/gb.entry/get-entries\"")
				isValid = false
			}
			var parameters: [Discovery.Parameter] = []
			var positions: [String: Int] = [:]
			if let node = fields.first(where: { $0.key == "parameters" })?.value, case .array(let items) = node.value {
				for (position, item) in items.enumerated() {
					guard case .object(let parameter) = item.value,
							let nameNode = parameter.first(where: { $0.key == "name" })?.value, case .string(let name) = nameNode.value else {
						continue
					}
					let namePath = "\(entryPath).parameters[\(position)].name"
					if !Discovery.isParameterName(name) {
						diagnostics.error(at: nameNode.location, "\(namePath): \"\(InvisibleScalars.oneLine(name))\" is not a Swift identifier (ASCII letters, digits and _, not starting with a digit) as Liferay's parameter names are, e.g. \"groupId\": the service class names its parameter after it")
						isValid = false
					}
					else if let first = positions[name] {
						diagnostics.error(at: nameNode.location, "\(namePath): \"\(name)\" names parameters[\(first)] again; a method's parameters have distinct names")
						isValid = false
					}
					else {
						positions[name] = position
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
			// A bad entry is reported, never passed on: its names would reach generated Swift.
			if isValid {
				methods.append(Discovery.Method(path: path, parameters: parameters, returnType: returnType))
			}
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
