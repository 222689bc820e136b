/// A Mobile SDK service class in Java, as the SDK's builder writes one
/// (Documentation/Research/android-twin.md §4): a method per portal method, its parameters'
/// Java types, the command's parameters (`checkNull` for objects, `mangleWrapper` for a portal
/// class), and the answer read as its Java type.
extension AndroidService {

	func context(package: String) -> TemplateValue {
		return .object([
			"package": "\(package).service.\(generation)".templateValue,
			"className": className.templateValue,
			"takesWrappers": methods.contains { $0.parameters.contains { AndroidService.javaType(of: $0.type).isWrapper } }.templateValue,
			"methods": .list(methods.map { method in
				let answer = AndroidService.answer(of: method)
				// The command lists the parameters as declared (6.2, and 7.0's as the upstream sample
				// copies it), 7.3's alphabetically, as each SDK module writes them (android-twin.md §4).
				let sent = generation == "v73" ? method.parameters.sorted { $0.name < $1.name } : method.parameters
				return .object([
					"name": AndroidService.methodName(method).templateValue,
					"returnType": answer.type.templateValue,
					"returnsValue": (answer.type != "void").templateValue,
					"reader": answer.reader.templateValue,
					"pathLiteral": JavaLiteral.string(method.path).templateValue,
					"parameters": .list(method.parameters.map { parameter in
						.object(["name": parameter.name.templateValue, "type": AndroidService.javaType(of: parameter.type).type.templateValue])
					}),
					"puts": .list(sent.map { parameter in
						let java = AndroidService.javaType(of: parameter.type)
						let name = JavaLiteral.string(parameter.name)
						// Bytes go as the SDK's `toString(byte[])`, other objects through `checkNull`.
						let value = java.isPrimitive ? parameter.name : java.type == "byte[]" ? "toString(\(parameter.name))" : "checkNull(\(parameter.name))"
						let statement = java.isWrapper ? "mangleWrapper(_params, \(name), \(JavaLiteral.string(parameter.type)), \(parameter.name));"
							: "_params.put(\(name), \(value));"
						return .object(["statement": statement.templateValue])
					}),
				])
			}),
		])
	}

	/// A parameter's Java type, as the SDK's builder maps the portal's: a number or a boolean
	/// primitive, a text `String`, a portal class a `JSONObjectWrapper`, a list `JSONArray`,
	/// anything else a `JSONObject`.
	static func javaType(of portalType: String) -> (type: String, isPrimitive: Bool, isWrapper: Bool) {
		switch portalType {
		case "long", "int", "double", "boolean": return (portalType, true, false)
		case "java.lang.String": return ("String", false, false)
		case "byte[]": return ("byte[]", false, false)
		case "java.util.List": return ("JSONArray", false, false)
		default:
			if portalType.hasPrefix("com.liferay.") && !portalType.hasSuffix(".JSONObject") {
				return ("JSONObjectWrapper", false, true)
			}
			return ("JSONObject", false, false)
		}
	}
}
