/// Checks the type of each value a call passes against the type the portal's discovery
/// answer gives its parameter: a String passed where the portal wants a double is a located
/// error naming both types and what would work, before any code is generated.
extension Discovery {

	/// What the Mobile SDK builder makes of a discovery type, as far as a spec can pass it.
	enum ParameterKind: Hashable {
		/// `long`, `int`, `double`, `boolean`, `string` (and their `java.lang` names).
		case scalar(ServiceType)
		/// What the SDK takes as an object: `.array` (`String[]`, `java.util.List`: an
		/// `NSArray`), `.map` (`java.util.Map`: an `NSDictionary`) or `.object` (`com.liferay.…`,
		/// such as ServiceContext or OrderByComparator: an `LRJSONObjectWrapper`).
		case object(ServiceType)
		/// Files, bytes, `float`, `java.lang.Number`…: only `null` can be passed from a spec.
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
			case "byte[]": self = .other
			default:
				if type.hasSuffix("[]") || type.hasPrefix("java.util.List") || type.hasSuffix("JSONArray") {
					self = .object(.array)
				}
				else if type.hasPrefix("java.util.Map") || type.hasPrefix("java.util.HashMap") {
					self = .object(.map)
				}
				else {
					self = type.hasPrefix("com.liferay.") ? .object(.object) : .other
				}
			}
		}

		/// `long` for `long[]`, `string` for `java.lang.String[]`: what an array's elements must be.
		static func elementType(of type: String) -> ServiceType? {
			guard type.hasSuffix("[]"), case .scalar(let element) = ParameterKind(String(type.dropLast(2))) else {
				return nil
			}
			return element
		}
	}

	/// What a spec parameter passes, resolved in Documentation/Spec.md order (as `ModelBuilder` does).
	private enum Passed {
		/// A property, input or context value of a Swift type (`what`: how to name it).
		case value(type: ValueType, what: String)
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
			case "start", "end": return .value(type: .int, what: "\"\(name)\" (the page's row, an Int)")
			case "obc": return .comparator
			default: break
			}
		}
		if let property = scope.propertyIndex(name).map({ scope.properties[$0] }) {
			return .value(type: property.type, what: "the property \"\(name)\"")
		}
		if let input = scope.inputIndex(name).map({ scope.inputs[$0] }) {
			return .value(type: input.type, what: "the input \"\(name)\"")
		}
		if let type = ModelBuilder.contextSwiftTypes[name] {
			let what = name == "locale" ? "the current locale" : "the session's"
			return .value(type: type, what: "\"\(name)\" (\(what), \(type.rawValue.hasPrefix("I") ? "an" : "a") \(type.rawValue))")
		}
		switch name {
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
		case .array, .map, .object: return type.swiftTypeName
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
		if let declared = param.type, let wanted = portal.serviceType, declared != wanted {
			report("\"type\" is \(declared.rawValue) but \(wants); write \"type\": \"\(wanted.rawValue)\"")
			return
		}
		switch (passed, portal) {
		case (.null, .scalar(let wanted)):
			report("serviceContext is an object (nil) but \(wants); pass a value of type \(Discovery.specType(for: wanted))")
		case (.literal(.null), .scalar(let wanted)):
			report("the value is null but \(wants); write \(Discovery.example(for: wanted))")
		case (.null, _), (.literal(.null), _):
			return
		case (.comparator, .object(.object)):
			return
		case (.comparator, _):
			report("obc is the list's order-by comparator (an object) but \(wants); pass obc only for an OrderByComparator parameter")
		case (.literal(let literal), .scalar(let wanted)):
			check(literal, wanted: wanted, wants: wants, report: report)
		case (.literal(.array(let elements)), .object(.array)):
			if let element = ParameterKind.elementType(of: parameter.type),
				let wrong = elements.firstIndex(where: { !Discovery.fits($0, element) }) {
				report("element \(wrong) is \(elements[wrong].kindDescription) but \(wants); write \(Discovery.example(for: element)) in each element")
			}
		case (.literal(.object), .object(.map)), (.literal(.object), .object(.object)):
			return
		case (.literal(let literal), .object(let wanted)):
			report("the value is \(literal.kindDescription) but \(wants); write \(Discovery.example(for: wanted)) or null")
		case (.literal(let literal), _):
			report("the value is \(literal.kindDescription) but \(wants), which the Mobile SDK takes as a file or number object; pass null, or call this method from a subclass of the generated Connector")
		case (.value(let type, let what), .scalar(let wanted)):
			let swiftType = type.rawValue
			let sent = param.type ?? ModelBuilder.naturalServiceType(type)
			guard sent != wanted else {
				return
			}
			if param.type != nil && ModelBuilder.conversion(from: type, to: sent) == nil {
				return // the model reports that this value cannot be sent as its "type"
			}
			let specType = Discovery.specType(for: wanted)
			if ModelBuilder.conversion(from: type, to: wanted) != nil {
				report("\(what) is \(swiftType), sent as \(sent.rawValue), but \(wants); add \"type\": \"\(wanted.rawValue)\" to convert it, or use \(specType.hasPrefix("I") ? "an" : "a") \(specType) value")
			}
			else {
				report("\(what) is \(swiftType) but \(wants), and a \(swiftType) cannot become a \(wanted.rawValue); pass \(specType.hasPrefix("I") ? "an" : "a") \(specType) property or input ({\"name\": \"\(parameter.name)\", \"from\": …}) or a fixed value ({\"name\": \"\(parameter.name)\", \"value\": …})")
			}
		case (.value(_, let what), .object(let wanted)) where param.type == nil:
			// The completion step gives "type" wherever one value can be sent (`[title]`).
			report("\(what) is one value but \(wants), which the Mobile SDK takes as \(ModelBuilder.objectTypeDescription(wanted)); pass {\"name\": \"\(parameter.name)\", \"value\": \(Discovery.example(for: wanted))} or null")
		case (.value, .object):
			return // the model reports what a value cannot become
		case (.value(let type, let what), _):
			let swiftType = type.rawValue
			report("\(what) is \(swiftType) but \(wants), which the Mobile SDK takes as a file or number object; pass {\"name\": \"\(parameter.name)\", \"value\": null}, or call this method from a subclass of the generated Connector")
		}
	}

	static func fits(_ literal: LiteralValue, _ wanted: ServiceType) -> Bool {
		switch (literal, wanted) {
		case (.string, .string), (.bool, .boolean): return true
		case (.number(let text), .double): return Double(text) != nil
		case (.number(let text), .long): return Int64(text) != nil
		case (.number(let text), .int): return Int32(text) != nil
		default: return false
		}
	}

	/// How a message shows a value of `type`.
	static func example(for type: ServiceType) -> String {
		switch type {
		case .long, .int: return "a whole number"
		case .double: return "a number"
		case .boolean: return "true or false"
		case .string: return "a string"
		case .array: return "[…]"
		case .map: return "{\"en_US\": \"…\"}"
		case .object: return "{…} (its fields)"
		}
	}

	/// A fixed scalar value against the scalar the portal wants.
	private func check(_ literal: LiteralValue, wanted: ServiceType, wants: String, report: (String) -> Void) {
		guard !Discovery.fits(literal, wanted) else {
			return
		}
		report("the value is \(literal.kindDescription) but \(wants); write \(Discovery.example(for: wanted))\(wanted == .int ? " that fits in 32 bits" : "")")
	}
}

extension Discovery.ParameterKind {

	/// The spec "type" that sends what the portal wants; nil when no type does.
	var serviceType: ServiceType? {
		switch self {
		case .scalar(let type), .object(let type): return type
		case .other, .unknown: return nil
		}
	}
}
