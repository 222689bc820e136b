/// Checks the type of each value a call passes against the type the portal's discovery
/// answer gives its parameter: a String passed where the portal wants a double is a located
/// error naming both types and what would work, before any code is generated.
extension Discovery {

	/// What the Mobile SDK builder makes of a discovery type, as far as a spec can pass it.
	enum ParameterKind: Equatable {
		/// `long`, `int`, `double`, `boolean`, `string` (and their `java.lang` names).
		case scalar(ServiceType)
		/// `com.liferay.…` (ServiceContext, OrderByComparator, models): an `LRJSONObjectWrapper`.
		case wrapper
		/// Arrays, lists, maps, files, `float`…: an `NSArray`, `NSDictionary` or upload; no
		/// spec value has such a type.
		case other
		/// No type in the answer: nothing to check.
		case unknown

		init(_ type: String) {
			switch type {
			case "": self = .unknown
			case "long", "java.lang.Long": self = .scalar(.long)
			case "int", "java.lang.Integer": self = .scalar(.int)
			case "double", "java.lang.Double": self = .scalar(.double)
			case "boolean", "java.lang.Boolean": self = .scalar(.boolean)
			case "string", "java.lang.String": self = .scalar(.string)
			default:
				self = type.hasPrefix("com.liferay.") && !type.hasSuffix("[]") && !type.hasSuffix("JSONArray") ? .wrapper : .other
			}
		}
	}

	/// What a spec parameter passes, resolved in SPEC.md order (as `ModelBuilder` does).
	private enum Passed {
		/// A property, input or context value of a Swift type (`what`: how to name it).
		case value(swiftType: String, what: String)
		case literal(LiteralValue)
		/// `obc`: the list's order-by comparator, an `LRJSONObjectWrapper`.
		case comparator
		/// `serviceContext`: `nil`, accepted by any object parameter.
		case null
	}

	private static func passed(_ param: ParamSpec, scope: ValueScope, kind: CallKind) -> Passed? {
		if let literal = param.value {
			return .literal(literal)
		}
		let name = param.from?.value ?? param.name
		if kind == .page {
			switch name {
			case "start", "end": return .value(swiftType: "Int", what: "\"\(name)\" (the page's row, an Int)")
			case "obc": return .comparator
			default: break
			}
		}
		if let property = scope.properties.first(where: { $0.name.value == name }) {
			return .value(swiftType: property.type.rawValue, what: "the property \"\(name)\"")
		}
		if let input = scope.inputs.first(where: { $0.name.value == name }) {
			return .value(swiftType: input.type.rawValue, what: "the input \"\(name)\"")
		}
		switch name {
		case "groupId", "companyId", "userId": return .value(swiftType: "Int64", what: "\"\(name)\" (the session's, an Int64)")
		case "locale": return .value(swiftType: "String", what: "\"locale\" (the current locale, a String)")
		case "serviceContext": return .null
		default: return nil
		}
	}

	/// The spec type that passes a parameter of `type` as it is.
	static func specType(for type: ServiceType) -> String {
		switch type {
		case .long: return "Int64"
		case .int: return "Int"
		case .double: return "Double"
		case .boolean: return "Bool"
		case .string: return "String"
		}
	}

	/// Reports the parameters whose value cannot be what the portal wants; quiet when any of
	/// `candidates` (same names, perhaps other types) takes every value.
	func checkTypes(_ call: CallSpec, against candidates: [Method], scope: ValueScope, kind: CallKind, diagnostics: inout Diagnostics) {
		var firstProblems: [Diagnostic]?
		for candidate in candidates {
			var problems = Diagnostics()
			for (param, parameter) in zip(call.params, candidate.parameters) {
				check(param, parameter, method: candidate.path, scope: scope, kind: kind, diagnostics: &problems)
			}
			if problems.all.isEmpty {
				return
			}
			firstProblems = firstProblems ?? problems.all
		}
		for problem in firstProblems ?? [] {
			diagnostics.append(problem)
		}
	}

	private func check(_ param: ParamSpec, _ parameter: Parameter, method: String, scope: ValueScope, kind: CallKind, diagnostics: inout Diagnostics) {
		let portal = ParameterKind(parameter.type)
		guard portal != .unknown, let passed = Discovery.passed(param, scope: scope, kind: kind) else {
			return
		}
		let wants = "the portal's \"\(parameter.name)\" is \(parameter.type) (\(method) in \(file))"
		func report(_ message: String) {
			diagnostics.error(at: param.location, "\(param.path): \(message)")
		}
		// A "type" that contradicts the portal is wrong whatever the value.
		if let declared = param.type, case .scalar(let wanted) = portal, declared != wanted {
			report("\"type\" is \(declared.rawValue) but \(wants); write \"type\": \"\(wanted.rawValue)\"")
			return
		}
		switch (passed, portal) {
		case (.null, .scalar(let wanted)):
			report("serviceContext is an object (nil) but \(wants); pass a value of type \(Discovery.specType(for: wanted))")
		case (.null, _):
			return
		case (.comparator, .wrapper):
			return
		case (.comparator, _):
			report("obc is the list's order-by comparator (an object) but \(wants); pass obc only for an OrderByComparator parameter")
		case (.literal(let literal), .scalar(let wanted)):
			check(literal, wanted: wanted, wants: wants, name: parameter.name, report: report)
		case (.literal, _):
			report("a fixed value cannot be passed where \(wants); the Mobile SDK takes an object there")
		case (.value(let swiftType, let what), .scalar(let wanted)):
			let sent = param.type ?? ModelBuilder.naturalServiceType(swiftType)
			guard sent != wanted else {
				return
			}
			if param.type != nil && ModelBuilder.convert("x", from: swiftType, to: sent) == nil {
				return // the model reports that this value cannot be sent as its "type"
			}
			let specType = Discovery.specType(for: wanted)
			if ModelBuilder.convert("x", from: swiftType, to: wanted) != nil {
				report("\(what) is \(swiftType), sent as \(sent.rawValue), but \(wants); add \"type\": \"\(wanted.rawValue)\" to convert it, or use \(specType.hasPrefix("I") ? "an" : "a") \(specType) value")
			}
			else {
				report("\(what) is \(swiftType) but \(wants), and a \(swiftType) cannot become a \(wanted.rawValue); pass \(specType.hasPrefix("I") ? "an" : "a") \(specType) property or input ({\"name\": \"\(parameter.name)\", \"from\": …}) or a fixed value ({\"name\": \"\(parameter.name)\", \"value\": …})")
			}
		case (.value(let swiftType, let what), _):
			let takes = portal == .wrapper ? "an object (LRJSONObjectWrapper)" : "a list, map or file"
			report("\(what) is \(swiftType) but \(wants), which the Mobile SDK takes as \(takes); no spec value has that type: call this method from a subclass of the generated Connector")
		}
	}

	private func check(_ literal: LiteralValue, wanted: ServiceType, wants: String, name: String, report: (String) -> Void) {
		let fits: Bool
		let what: String
		switch literal {
		case .string:
			fits = wanted == .string
			what = "a string"
		case .bool:
			fits = wanted == .boolean
			what = "a boolean"
		case .number(let text):
			let isInteger = !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
			switch wanted {
			case .double: fits = true
			case .long: fits = isInteger && Int64(text) != nil
			case .int: fits = isInteger && Int32(text) != nil
			case .boolean, .string: fits = false
			}
			what = isInteger ? "the number \(text)" : "the decimal \(text)"
		}
		guard !fits else {
			return
		}
		let example: String
		switch wanted {
		case .long, .int: example = "a whole number"
		case .double: example = "a number"
		case .boolean: example = "true or false"
		case .string: example = "a string"
		}
		report("the value is \(what) but \(wants); write \(example)\(wanted == .int ? " that fits in 32 bits" : "")")
	}
}
