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
	/// The inputs a person may leave out (nil when left out), by name.
	var optionalInputs: Set<String> = []
	/// The position of the first property and of the first input of each name: a screenlet
	/// may have thousands (`init` makes every field of an entry an input), each one sent.
	private let propertyPositions: [String: Int]
	private let inputPositions: [String: Int]

	init(properties: [ValueSpec], inputs: [ValueSpec]) {
		self.properties = properties
		self.inputs = inputs
		propertyPositions = ValueScope.positions(of: properties)
		inputPositions = ValueScope.positions(of: inputs)
	}

	private static func positions(of values: [ValueSpec]) -> [String: Int] {
		return Dictionary(values.enumerated().map { ($0.element.name.value, $0.offset) }, uniquingKeysWith: { first, _ in first })
	}

	/// The position of the first property named `name`.
	func propertyIndex(_ name: String) -> Int? {
		return propertyPositions[name]
	}

	/// The position of the first input named `name`.
	func inputIndex(_ name: String) -> Int? {
		return inputPositions[name]
	}

	/// Indices of the properties and inputs a call reads (by bare name or `from`).
	func usedValues(by call: CallSpec) -> (properties: Set<Int>, inputs: Set<Int>) {
		var usedProperties: Set<Int> = []
		var usedInputs: Set<Int> = []
		for param in call.params + call.body where param.value == nil {
			let name = param.from?.value ?? param.name
			if let index = propertyIndex(name) {
				usedProperties.insert(index)
			}
			else if let index = inputIndex(name) {
				usedInputs.insert(index)
			}
		}
		return (usedProperties, usedInputs)
	}

	/// A bare name the call can pass: a page's row or comparator, a property, an input or a context value.
	func knows(_ name: String, kind: CallKind) -> Bool {
		return (kind == .page && ["start", "end", "obc"].contains(name)) || propertyIndex(name) != nil
			|| inputIndex(name) != nil || ModelBuilder.contextNames.contains(name)
	}
}

extension ModelBuilder {

	static let contextNames = ["groupId", "companyId", "userId", "serviceContext", "locale"]

	/// The type of each context name that is a value (`serviceContext` is an object, `nil`).
	static let contextSwiftTypes: [String: ValueType] = ["groupId": .int64, "companyId": .int64, "userId": .int64, "locale": .string]

	mutating func buildCall(_ call: CallSpec, scope: ValueScope, kind: CallKind) -> ServiceCall? {
		let serviceClass = call.service?.value ?? spec.service?.value
		if serviceClass == nil {
			diagnostics.error(at: call.location, "\(call.path): no service class for this call; add \"service\": \"LRBookmarksEntryService_v7\" at the top level of the spec or to this call")
		}
		var arguments: [ArgumentValue] = []
		var types: [ServiceType?] = []
		for param in call.params {
			guard let (argument, type) = resolve(param, scope: scope, kind: kind) else {
				continue
			}
			arguments.append(argument)
			types.append(type)
		}
		guard arguments.count == call.params.count, let service = serviceClass else {
			return nil
		}
		var name: SwiftMethodName
		var errorReporting = ServiceErrorReporting.throwing
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
			if !call.swiftThrows {
				errorReporting = .errorParameter(label: arguments.isEmpty ? nil : "error")
			}
		}
		else if let method = call.method {
			name = ServiceMethodNaming.swiftName(method: method.value, params: call.params.map { $0.name }, types: types, errorParameter: !call.swiftThrows)
			if !call.swiftThrows {
				// The importer's name has the `error:` parameter's label last; the arguments, one per param, do not.
				errorReporting = .errorParameter(label: name.labels.removeLast())
			}
		}
		else {
			return nil
		}
		// The catalog's overload of the call's parameters, by name or path (as the checks find it).
		let portalMethod = call.method.flatMap { method in
			SDKCatalog.answer(for: service)?.methods.first {
				($0.name == method.value || $0.path == method.value) && $0.parameters.map(\.name) == call.params.map(\.name)
			}
		}
		return ServiceCall(serviceClass: service, name: name, arguments: arguments, errorReporting: errorReporting, portalMethod: portalMethod,
			portalPath: call.method?.value, parameterNames: call.params.map(\.name), parameterTypes: types)
	}

	/// What `param` passes, and its service type when known.
	private mutating func resolve(_ param: ParamSpec, scope: ValueScope, kind: CallKind) -> (ArgumentValue, ServiceType?)? {
		if let literal = param.value {
			return resolveLiteral(literal, param: param).map { (.literal(literal, as: $0), $0) }
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
		guard let type = source.type else {
			if let declared = param.type, !(source == .serviceContext && declared.isObject) {
				diagnostics.error(at: param.location, "\(param.path): \"\(name)\" is passed as an object and cannot be converted to \(declared.rawValue); remove \"type\"")
				return nil
			}
			return (.value(source, .none), nil)
		}
		if let declared = param.type, declared.isObject {
			return wrapping(type, as: declared, param: param).map { (.value(source, $0), declared) }
		}
		let target = param.type ?? ModelBuilder.naturalServiceType(type)
		guard let conversion = ModelBuilder.conversion(from: type, to: target) else {
			diagnostics.error(at: param.location, "\(param.path): \(type.rawValue.hasPrefix("I") ? "an" : "a") \(type.rawValue) value cannot be passed as \(target.rawValue); declare \"\(name)\" with a matching type or change \"type\"")
			return nil
		}
		return (.value(source, conversion), target)
	}

	/// Bare names resolve in Documentation/Spec.md order: start/end, obc, property, input, context.
	func source(named name: String, scope: ValueScope, kind: CallKind) -> ValueSource? {
		if kind == .page {
			switch name {
			case "start": return .startRow
			case "end": return .endRow
			case "obc": return .orderByComparator
			default: break
			}
		}
		let stored = scope.storedNames[name] ?? name
		if let property = scope.propertyIndex(name).map({ scope.properties[$0] }) {
			return .stored(name: stored, type: property.type, isOptional: false)
		}
		if let input = scope.inputIndex(name).map({ scope.inputs[$0] }) {
			return .stored(name: stored, type: input.type, isOptional: scope.optionalInputs.contains(name))
		}
		switch name {
		case "groupId": return .groupId
		case "companyId": return .companyId
		case "userId": return .sessionUserId
		case "serviceContext": return .serviceContext
		case "locale": return .locale
		default: return nil
		}
	}

	/// One value where the SDK takes an array (`[title]`) or a localized map (`titleMap`, as
	/// the portal reads a `Map<Locale, String>`).
	private mutating func wrapping(_ type: ValueType, as declared: ServiceType, param: ParamSpec) -> ArgumentConversion? {
		switch declared {
		case .array:
			return .singleElementArray
		case .map where type == .string:
			return .localizedMap
		default:
			diagnostics.error(at: param.location, "\(param.path): \(type.rawValue.hasPrefix("I") ? "an" : "a") \(type.rawValue) value cannot be passed as \(declared.rawValue) (\(ModelBuilder.objectTypeDescription(declared))); pass a fixed value ({\"name\": \"\(param.name)\", \"value\": \(declared == .map ? "{\"en_US\": \"…\"}" : "{…}")}) or null\(declared == .map ? ", or a String input (a localized map)" : "")")
			return nil
		}
	}

	static func naturalServiceType(_ type: ValueType) -> ServiceType {
		switch type {
		case .int64, .date: return .long
		case .int: return .int
		case .double: return .double
		case .bool: return .boolean
		case .string: return .string
		}
	}

	/// How a value of `type` becomes the service's `target`, or nil when no lossless conversion exists.
	static func conversion(from type: ValueType, to target: ServiceType) -> ArgumentConversion? {
		if target.swiftTypeName == type.rawValue {
			return ArgumentConversion.none
		}
		if type == .date && target == .long {
			// The portal takes a date as milliseconds since 1970, as it sends one.
			return .dateMilliseconds
		}
		let numericTargets: [ServiceType] = [.long, .int, .double]
		if numericTargets.contains(target) && (type.isNumeric) {
			return .number(target)
		}
		if target == .string && (type.isNumeric || type == .bool) {
			return .text
		}
		return nil
	}

	/// A number inside an array or object value is a Swift literal of `Any`: an `Int` (64 bits)
	/// or a finite `Double`. One that is neither would not compile (or become infinity): the
	/// first one is reported, at the parameter whose value holds it.
	private mutating func unwritableNumber(in literal: LiteralValue, param: ParamSpec) -> Bool {
		// Nested literals of `Any` cost the Swift type checker more with each level (24 levels
		// took 2 s, 32 over 100 s): a value nests at most `maximumLiteralDepth` levels.
		let depth = ModelBuilder.depth(of: literal)
		guard depth <= ModelBuilder.maximumLiteralDepth else {
			diagnostics.error(at: param.location, "\(param.path): the value nests arrays and objects \(depth) levels deep; a fixed value may nest at most \(ModelBuilder.maximumLiteralDepth) (pass a deeper structure from your own Connector, or as a JSON string)")
			return true
		}
		var elements: [LiteralValue] = [literal]
		while let element = elements.popLast() {
			switch element {
			case .number(let text):
				let isInteger = !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
				if isInteger ? Int64(text) == nil : Double(text)?.isFinite != true {
					let problem = isInteger ? "a whole number that does not fit in 64 bits" : "too large for a double"
					diagnostics.error(at: param.location, "\(param.path): \(text) inside the value is \(problem); write a smaller number, or the number as a string")
					return true
				}
			case .array(let items):
				elements += items.reversed()
			case .object(let members):
				elements += members.map { $0.value }.reversed()
			case .string, .bool, .null:
				break
			}
		}
		return false
	}

	static let maximumLiteralDepth = 8

	/// How many arrays and objects nest in a value: 1 for `[1, 2]`, 2 for `[[1]]`.
	static func depth(of literal: LiteralValue) -> Int {
		var deepest = 0
		var pending: [(LiteralValue, Int)] = [(literal, 0)]
		while let (value, level) = pending.popLast() {
			switch value {
			case .array(let items):
				deepest = max(deepest, level + 1)
				pending += items.map { ($0, level + 1) }
			case .object(let members):
				deepest = max(deepest, level + 1)
				pending += members.map { ($0.value, level + 1) }
			case .string, .number, .bool, .null:
				break
			}
		}
		return deepest
	}

	private mutating func resolveLiteral(_ literal: LiteralValue, param: ParamSpec) -> ServiceType?? {
		func mismatch(_ what: String) -> ServiceType?? {
			diagnostics.error(at: param.location, "\(param.path): the value is \(what) but \"type\" is \(param.type!.rawValue); write the value in that type or change \"type\"")
			return nil
		}
		switch literal {
		case .null:
			if let type = param.type, !type.isObject {
				return mismatch("null")
			}
			return .some(param.type)
		case .array:
			if let type = param.type, type != .array {
				return mismatch("an array")
			}
			return unwritableNumber(in: literal, param: param) ? nil : ServiceType.array
		case .object:
			if unwritableNumber(in: literal, param: param) {
				return nil
			}
			switch param.type {
			case .map?:
				return ServiceType.map
			case .object?, nil:
				// Without "type" (a custom service with no discovery answer), a Liferay object
				// such as a ServiceContext, the commonest object parameter.
				return ServiceType.object
			default:
				return mismatch("an object")
			}
		case .string:
			if let type = param.type, type != .string {
				return mismatch("a string")
			}
			return ServiceType.string
		case .bool:
			if let type = param.type, type != .boolean {
				return mismatch("a boolean")
			}
			return ServiceType.boolean
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
				return type
			case .double:
				guard Double(text)?.isFinite == true else {
					diagnostics.error(at: param.location, "\(param.path): \(text) is too large for a Java double; write a smaller number")
					return nil
				}
				return type
			case .boolean, .string, .array, .map, .object:
				return mismatch("a number")
			}
		}
	}
}
