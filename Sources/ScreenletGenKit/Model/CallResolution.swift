/// Service calls: which Swift method a call is, and what each parameter passes.
enum CallKind {
	case page
	case count
	case action
}

/// The properties and inputs a call may take values from.
struct ValueScope {
	let properties: [ValueSpec]
	let inputs: [ValueSpec]
	/// The Swift names the calling class stores values under, where they differ from the spec's.
	var storedNames: [String: String] = [:]

	/// Indices of the properties and inputs a call reads (by bare name or `from`).
	func usedValues(by call: CallSpec) -> (properties: Set<Int>, inputs: Set<Int>) {
		var usedProperties: Set<Int> = []
		var usedInputs: Set<Int> = []
		for param in call.params where param.value == nil {
			let name = param.from?.value ?? param.name
			if let index = properties.firstIndex(where: { $0.name.value == name }) {
				usedProperties.insert(index)
			}
			else if let index = inputs.firstIndex(where: { $0.name.value == name }) {
				usedInputs.insert(index)
			}
		}
		return (usedProperties, usedInputs)
	}
}

/// A Swift value before it is converted to the service's parameter type.
private struct SourceValue {
	var expression: String
	/// Nil for values that are passed as they are (`obc`, `serviceContext`).
	var swiftType: String?
	/// Read from `SessionContext.currentContext` (`userId`).
	var readsSession = false
}

extension ModelBuilder {

	static let contextNames = ["groupId", "companyId", "userId", "serviceContext", "locale"]

	/// The Swift type of each context name that is a value (`serviceContext` is an object, `nil`).
	static let contextSwiftTypes = ["groupId": "Int64", "companyId": "Int64", "userId": "Int64", "locale": "String"]

	mutating func buildCall(_ call: CallSpec, scope: ValueScope, kind: CallKind) -> CallModel? {
		let serviceClass = call.service?.value ?? spec.service?.value
		if serviceClass == nil {
			diagnostics.error(at: call.location, "\(call.path): no service class for this call; add \"service\": \"LRBookmarksEntryService_v7\" at the top level of the spec or to this call")
		}
		var expressions: [String] = []
		var types: [ServiceType?] = []
		var readsSession = false
		for param in call.params {
			guard let (expression, type, session) = resolve(param, scope: scope, kind: kind) else {
				continue
			}
			expressions.append(expression)
			types.append(type)
			readsSession = readsSession || session
		}
		guard expressions.count == call.params.count, let service = serviceClass else {
			return nil
		}
		let name: SwiftMethodName
		if let override = call.swiftName {
			guard let parsed = SwiftMethodName(parsing: override.value) else {
				diagnostics.error(at: override.location, "\(override.path): \"\(override.value)\" is not a Swift method name; write it as base(label:_:label:), e.g. \"getEntriesWithGroupId(_:folderId:start:end:)\"")
				return nil
			}
			guard parsed.labels.count == call.params.count else {
				diagnostics.error(at: override.location, "\(override.path): \"\(override.value)\" has \(parsed.labels.count) argument labels but the call has \(call.params.count) params; give one label (or _) per parameter")
				return nil
			}
			name = parsed
		}
		else {
			name = ServiceMethodNaming.swiftName(method: call.method.value, params: call.params.map { $0.name }, types: types)
		}
		let arguments = zip(name.labels, expressions).map { ArgumentModel(label: $0.0.map(SwiftIdentifier.escapedLabel), expression: $0.1) }
		return CallModel(serviceClass: service, methodBase: name.base, arguments: arguments, swiftName: name.description,
			readsSessionContext: readsSession)
	}

	/// The Swift expression passed for `param`, and its service type when known.
	private mutating func resolve(_ param: ParamSpec, scope: ValueScope, kind: CallKind) -> (expression: String, type: ServiceType?, readsSession: Bool)? {
		if let literal = param.value {
			return resolveLiteral(literal, param: param).map { ($0.0, $0.1, false) }
		}
		let name = param.from?.value ?? param.name
		let location = param.from?.location ?? param.location
		guard let source = source(named: name, scope: scope, kind: kind) else {
			var candidates = scope.properties.map { $0.name.value } + scope.inputs.map { $0.name.value } + ModelBuilder.contextNames
			var kinds = ["a property", "an input"]
			if kind == .page {
				candidates += ["start", "end", "obc"]
				kinds.insert("start, end, obc", at: 0)
			}
			let origin = param.from.map { "\"from\": \"\($0.value)\"" } ?? "the parameter \"\(name)\""
			diagnostics.error(at: location, "\(param.from?.path ?? param.path): \(origin) names nothing known; expected \(kinds.joined(separator: ", ")) or one of \(ModelBuilder.contextNames.joined(separator: ", "))\(Suggestion.hint(for: name, in: candidates)); for a fixed value write {\"name\": \"\(param.name)\", \"value\": ...}")
			return nil
		}
		guard let swiftType = source.swiftType else {
			if let type = param.type, !(source.expression == "nil" && type.isObject) {
				diagnostics.error(at: param.location, "\(param.path): \"\(name)\" is passed as an object and cannot be converted to \(type.rawValue); remove \"type\"")
				return nil
			}
			return (source.expression, nil, source.readsSession)
		}
		if let type = param.type, type.isObject {
			return wrap(source.expression, swiftType: swiftType, as: type, param: param).map { ($0, type, source.readsSession) }
		}
		let target = param.type ?? ModelBuilder.naturalServiceType(swiftType)
		guard let converted = ModelBuilder.convert(source.expression, from: swiftType, to: target) else {
			diagnostics.error(at: param.location, "\(param.path): \(swiftType.hasPrefix("I") ? "an" : "a") \(swiftType) value cannot be passed as \(target.rawValue); declare \"\(name)\" with a matching type or change \"type\"")
			return nil
		}
		return (converted, target, source.readsSession)
	}

	/// Bare names resolve in Documentation/Spec.md order: start/end, obc, property, input, context.
	private func source(named name: String, scope: ValueScope, kind: CallKind) -> SourceValue? {
		if kind == .page {
			switch name {
			case "start": return SourceValue(expression: "startRow", swiftType: "Int")
			case "end": return SourceValue(expression: "endRow", swiftType: "Int")
			case "obc": return SourceValue(expression: "obc", swiftType: nil)
			default: break
			}
		}
		let stored = SwiftIdentifier.escaped(scope.storedNames[name] ?? name)
		if let property = scope.properties.first(where: { $0.name.value == name }) {
			return SourceValue(expression: stored, swiftType: property.type.rawValue)
		}
		if let input = scope.inputs.first(where: { $0.name.value == name }) {
			return SourceValue(expression: stored, swiftType: input.type.rawValue)
		}
		switch name {
		case "groupId": return SourceValue(expression: "LiferayServerContext.groupId", swiftType: "Int64")
		case "companyId": return SourceValue(expression: "LiferayServerContext.companyId", swiftType: "Int64")
		// Bound by the template before the call, which fails instead when no one is logged in.
		case "userId": return SourceValue(expression: "sessionUserId", swiftType: "Int64", readsSession: true)
		case "serviceContext": return SourceValue(expression: "nil", swiftType: nil)
		case "locale": return SourceValue(expression: "Locale.current.identifier", swiftType: "String")
		default: return nil
		}
	}

	/// One value where the SDK takes an array (`[title]`) or a localized map (`titleMap`:
	/// `[Locale.current.identifier: title]`, as the portal reads a `Map<Locale, String>`).
	private mutating func wrap(_ expression: String, swiftType: String, as type: ServiceType, param: ParamSpec) -> String? {
		switch type {
		case .array:
			return "[\(expression)]"
		case .map where swiftType == "String":
			return "[Locale.current.identifier: \(expression)]"
		default:
			diagnostics.error(at: param.location, "\(param.path): \(swiftType.hasPrefix("I") ? "an" : "a") \(swiftType) value cannot be passed as \(type.rawValue) (\(ModelBuilder.objectTypeDescription(type))); pass a fixed value ({\"name\": \"\(param.name)\", \"value\": \(type == .map ? "{\"en_US\": \"…\"}" : "{…}")}) or null\(type == .map ? ", or a String input (a localized map)" : "")")
			return nil
		}
	}

	static func objectTypeDescription(_ type: ServiceType) -> String {
		switch type {
		case .array: return "an NSArray"
		case .map: return "an NSDictionary"
		case .object: return "an LRJSONObjectWrapper"
		default: return type.rawValue
		}
	}

	static func naturalServiceType(_ swiftType: String) -> ServiceType {
		switch swiftType {
		case "Int64", "Date": return .long
		case "Int", "Int32": return .int
		case "Double": return .double
		case "Bool": return .boolean
		default: return .string
		}
	}

	static func swiftType(of type: ServiceType) -> String {
		switch type {
		case .long: return "Int64"
		case .int: return "Int32"
		case .double: return "Double"
		case .boolean: return "Bool"
		case .string: return "String"
		case .array: return "[Any]"
		case .map: return "[AnyHashable: Any]"
		case .object: return "LRJSONObjectWrapper"
		}
	}

	/// `expression` as the service's type, or nil when no lossless conversion exists.
	static func convert(_ expression: String, from swiftType: String, to target: ServiceType) -> String? {
		let targetType = ModelBuilder.swiftType(of: target)
		if targetType == swiftType {
			return expression
		}
		let numeric = ["Int", "Int32", "Int64", "Double"]
		let wrapped = expression.utf8.contains(UInt8(ascii: " ")) ? "(\(expression))" : expression
		if swiftType == "Date" && target == .long {
			// The portal takes a date as milliseconds since 1970, as it sends one.
			return "Int64(\(wrapped).timeIntervalSince1970 * 1000)"
		}
		if numeric.contains(targetType) && numeric.contains(swiftType) {
			return "\(targetType)(\(wrapped))"
		}
		if target == .string && (numeric.contains(swiftType) || swiftType == "Bool") {
			return "String(\(wrapped))"
		}
		return nil
	}

	private mutating func resolveLiteral(_ literal: LiteralValue, param: ParamSpec) -> (String, ServiceType?)? {
		func mismatch(_ what: String) -> (String, ServiceType?)? {
			diagnostics.error(at: param.location, "\(param.path): the value is \(what) but \"type\" is \(param.type!.rawValue); write the value in that type or change \"type\"")
			return nil
		}
		switch literal {
		case .null:
			if let type = param.type, !type.isObject {
				return mismatch("null")
			}
			return ("nil", param.type)
		case .array:
			if let type = param.type, type != .array {
				return mismatch("an array")
			}
			return (SwiftLiteral.collection(literal), .array)
		case .object:
			switch param.type {
			case .map?:
				return (SwiftLiteral.collection(literal), .map)
			case .object?, nil:
				// Without "type" (a custom service with no discovery answer), a Liferay object
				// such as a ServiceContext, the commonest object parameter.
				return ("LRJSONObjectWrapper(jsonObject: \(SwiftLiteral.collection(literal)))", .object)
			default:
				return mismatch("an object")
			}
		case .string(let text):
			if let type = param.type, type != .string {
				return mismatch("a string")
			}
			return (SwiftLiteral.string(text), .string)
		case .bool(let flag):
			if let type = param.type, type != .boolean {
				return mismatch("a boolean")
			}
			return (flag ? "true" : "false", .boolean)
		case .number(let text):
			let isInteger = !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
			let type = param.type ?? (isInteger ? .long : .double)
			switch type {
			case .long, .int:
				guard isInteger else {
					return mismatch("not a whole number")
				}
				let fits = type == .long ? Int64(text) != nil : Int32(text) != nil
				guard fits else {
					diagnostics.error(at: param.location, "\(param.path): \(text) does not fit in a Java \(type.rawValue)")
					return nil
				}
				return (text, type)
			case .double:
				return (text, type)
			case .boolean, .string, .array, .map, .object:
				return mismatch("a number")
			}
		}
	}
}
