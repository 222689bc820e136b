/// `screenletgen init`: a first spec for one service, from the Mobile SDK catalog or a saved
/// discovery answer: its service class, a list screenlet on the paged `get-…` method (with
/// its count) and an action screenlet on `add-…`. Every parameter gets a value the
/// generator accepts (a property, an input, the session's context, or a fixed `null`/`[]`),
/// so the spec generates as written; it is a starting point to edit.
public enum StarterSpec {

	/// Why a starter cannot be written: one line each. A name quoted from a document or an
	/// answer (someone else's file) cannot break a line to fake another: its line ends and
	/// invisible scalars are shown escaped (`\n`, `\u{202E}`).
	public struct Failure: Error {
		public var lines: [String]

		public init(message: String) {
			lines = [InvisibleScalars.visible(message)]
		}

		/// Lines that are already messages (the generator's, escaped as it writes them).
		init(lines: [String]) {
			self.lines = lines
		}

		public var message: String {
			return lines.joined(separator: "\n")
		}
	}

	/// What `init` says about the spec it wrote (a screenlet the document has no operation for, a
	/// field renamed or left out): one line, a name quoted from the document shown escaped as in
	/// a `Failure`, at the place in the document it is about where there is one
	/// (`FILE:LINE:COLUMN: note: …`, as the generator's diagnostics), else `screenletgen: note: …`.
	public struct Note: Sendable, Equatable, CustomStringConvertible {
		public var location: SourceLocation?
		public var message: String

		public init(at location: SourceLocation? = nil, _ message: String) {
			self.location = location
			self.message = message
		}

		public var description: String {
			return InvisibleScalars.visible(location.map { "\($0): note: \(message)" } ?? "screenletgen: note: \(message)")
		}
	}

	/// What a Liferay developer calls the entity of a service whose name says something else.
	static let entityNames: [String: String] = ["commentmanagerjsonws": "Comment", "dlapp": "FileEntry"]

	/// Localized maps (`titleMap`: `Map<Locale, String>`) that a String input fills.
	static let localizedStems: Set<String> = ["title", "description", "name", "content", "summary", "subtitle", "label", "tip", "keywords", "robots", "friendlyURL"]

	/// From a saved discovery answer: `service` is the path's first part (`bookmarks.bookmarksentry`).
	public static func make(discovery: Discovery, service: String, entity: String?) throws(Failure) -> String {
		let (className, methods) = try source(discovery: discovery, service: service, sdk: nil)
		return try write(methods: methods, className: className, entity: entity ?? entityName(ofClass: className))
	}

	/// From the Mobile SDK catalog: `service` is a class (`LRBlogsEntryService_v7`) or, with
	/// `sdk` (`7.3`), a path (`blogs.blogsentry`); the entity is named after the service
	/// (`BlogsEntry`) unless given.
	public static func make(catalogService service: String, sdk: String?, entity: String?) throws(Failure) -> String {
		let (className, methods) = try source(discovery: nil, service: service, sdk: sdk)
		return try write(methods: methods, className: className, entity: entity ?? entityName(ofClass: className))
	}

	/// The service's class and methods: from the discovery answer, or else the catalog.
	static func source(discovery: Discovery?, service: String, sdk: String?) throws(Failure) -> (className: String, methods: [Discovery.Method]) {
		guard let discovery = discovery else {
			let className = try catalogClass(service, sdk: sdk)
			guard let answer = SDKCatalog.answer(for: className) else {
				throw Failure(message: "the Mobile SDK has no class \(className)")
			}
			return (className, answer.methods)
		}
		let prefix = service.hasPrefix("/") ? service : "/" + service
		let methods = discovery.methods.filter { $0.path.hasPrefix(prefix + "/") }
		guard let first = methods.first else {
			let services = Array(Set(discovery.methods.map { $0.path.dropFirst().split(separator: "/").first.map(String.init) ?? "" })).sorted()
			throw Failure(message: "\(discovery.file) has no service \(service)\(Suggestion.hint(for: service, in: services))")
		}
		return (ServiceClass.className(serviceKey: first.serviceKey, sdkVersion: discovery.sdkVersion), methods)
	}

	// MARK: Checked as the generator checks it

	/// `init`'s spec: `make`'s, put through the generator's own checks (decoding, the model,
	/// the files' names) in memory, in both modes a spec may be generated in. An entity name
	/// the generator refuses is refused, with "App…" proposed when that name generates; one
	/// `init` made itself (no `entity` given) becomes that name. Any other refusal is refused
	/// as it is. A refusal's message is several lines.
	public static func checked(discovery: Discovery?, service: String, sdk: String?, entity given: String?) throws(Failure) -> String {
		let (className, methods) = try source(discovery: discovery, service: service, sdk: sdk)
		return try checked(entity: given, made: entityName(ofClass: className), origin: className, file: checkedFile,
			write: { entity throws(Failure) in try write(methods: methods, className: className, entity: entity) },
			errors: { generatorErrors($0, discovery: discovery, file: checkedFile) })
	}

	/// The checks of every starting point: `write`'s text for the entity given (or else the one
	/// `made` after the `origin`, a class or a schema), refused when `errors` finds any.
	static func checked(entity given: String?, made: String, origin: String, file: String,
			write: (String) throws(Failure) -> String, errors: (String) -> [Diagnostic]) throws(Failure) -> String {
		let entity = given ?? made
		let text = try write(entity)
		let refusals = errors(text)
		guard !refusals.isEmpty else {
			return text
		}
		let byName = refusals.filter { $0.location == entityLocation(text, file: file) }
		guard !byName.isEmpty else {
			let lines = refusals.map { "the spec for \(InvisibleScalars.visible(origin)) would not generate: \(InvisibleScalars.visible($0.message))" }
			throw Failure(lines: lines + ["nothing was written"])
		}
		let proposal = ["App" + entity, "My" + entity].first { candidate in
			guard let written = try? write(candidate) else {
				return false
			}
			return errors(written).isEmpty
		}
		if given == nil, let proposal = proposal {
			return try write(proposal)
		}
		let named = given.map { "--entity \($0)" } ?? "\(entity), the entity named after \(origin)"
		let lines = byName.map { diagnostic -> String in
			let message = diagnostic.message.hasPrefix("entity: ") ? String(diagnostic.message.dropFirst("entity: ".count)) : diagnostic.message
			return "\(named): \(InvisibleScalars.visible(message))"
		}
		let advice = proposal.map { "--entity \($0) generates" } ?? (given == nil ? "name the entity with --entity NAME" : "choose another --entity")
		throw Failure(lines: lines + ["nothing was written; \(InvisibleScalars.visible(advice))"])
	}

	/// The file name the checks give the spec (a location's file is part of it).
	private static let checkedFile = "init.json"

	/// The generator's errors for `text` read as `file`, plain and with SwiftUI views and
	/// `async` calls (they make more classes), each once.
	/// `openAPI`: the spec's document, read and parsed once by the caller for all its checks.
	static func generatorErrors(_ text: String, discovery: Discovery?, file: String, openAPI: OpenAPIInput? = nil) -> [Diagnostic] {
		var errors: [Diagnostic] = []
		var input = Generator.SpecInput(file: file, bytes: Array(text.utf8))
		input.openAPI = openAPI ?? input.openAPI
		for defaults in [SpecDefaults(), SpecDefaults(generatesAsync: true, generatesSwiftUI: true)] {
			let plan = Generator(discovery: discovery, defaults: defaults).prepare([input])
			for diagnostic in plan.diagnostics.all where diagnostic.severity == .error && !errors.contains(diagnostic) {
				errors.append(diagnostic)
			}
		}
		return errors
	}

	/// Where the entity's name is in `text`: the generator reports there what the name causes.
	private static func entityLocation(_ text: String, file: String) -> SourceLocation? {
		var diagnostics = Diagnostics()
		guard case .object(let members)? = JSONParser.parse(Array(text.utf8), file: file, diagnostics: &diagnostics)?.value else {
			return nil
		}
		return members.first { $0.key == "entity" }?.value.location
	}

	/// `BlogsEntry` for `LRBlogsEntryService_v7`: Liferay's name of the model; `AppCalendar`
	/// where that name is a type the app already has (Foundation's `Calendar`), as the
	/// generator proposes.
	static func entityName(ofClass className: String) -> String {
		let key = Discovery.serviceKey(ofClass: className)
		let name = entityNames[key] ?? String(className.dropFirst(2).prefix { $0 != "_" }.dropLast("Service".count))
		return FrameworkInventory.isTakenTypeName(ModelBuilder.entityObjCName(name)) ? "App" + name : name
	}

	static func catalogClass(_ service: String, sdk: String?) throws(Failure) -> String {
		if SDKCatalog.text(of: service) != nil {
			return service
		}
		guard SpecDecoder.isServicePath(service) else {
			let proposal = SDKCatalog.proposal(for: service).map { "; did you mean \($0)?" } ?? "; a custom portlet's service needs --discovery FILE"
			throw Failure(message: "--service \(service): the Mobile SDK has no class \(service)\(proposal)")
		}
		guard let sdk = sdk else {
			throw Failure(message: "--service \(service): a service written as its path needs the portal generation: add --sdk 7.3 (or 6.2, 7.0, 7.1, 7.2)")
		}
		guard let generation = SpecDecoder.sdkGenerations[sdk] else {
			throw Failure(message: "--sdk \(sdk): not a portal generation of the Mobile SDK; expected one of \(SpecDecoder.sdkGenerations.keys.sorted().joined(separator: ", "))")
		}
		let path = "/" + service
		if let found = SDKCatalog.classesByPath[path]?.first(where: { SDKCatalog.portalGeneration(of: $0) == generation }) {
			return found
		}
		throw Failure(message: "--service \(service): the Mobile SDK for \(sdk) has no service \(service)\(SDKCatalog.pathHint(for: service, generation: generation)); a custom portlet's service needs --discovery FILE")
	}

	// MARK: Writing

	static func write(methods: [Discovery.Method], className: String, entity: String) throws(Failure) -> String {
		let page = pageMethod(methods)
		let add = methods.filter { $0.name.hasPrefix("add-") }.min { a, b in
			(Discovery.returnsObject(a.returnType) ? 0 : 1, objectCount(a), a.parameters.count, a.path)
				< (Discovery.returnsObject(b.returnType) ? 0 : 1, objectCount(b), b.parameters.count, b.path)
		}
		if page == nil && add == nil {
			throw Failure(message: "\(className) has neither a paged get-… method nor an add-… method to start from")
		}
		return try write(className: className, entity: entity, page: page, count: page.flatMap { countMethod(for: $0, in: methods) }, add: add)
	}

	/// The spec of a list on `page` (and `count`) and an action on `add`, as chosen.
	static func write(className: String, entity: String, page: Discovery.Method?, count: Discovery.Method?, add: Discovery.Method?) throws(Failure) -> String {
		guard SwiftIdentifier.isUpperCamel(entity) else {
			throw Failure(message: "--entity \(entity): an UpperCamelCase Swift identifier is needed, e.g. Bookmark")
		}
		var attributes: [String] = []
		for parameter in add?.parameters ?? [] {
			let stem = localizedStem(parameter)
			if let name = stem ?? (kind(parameter) == .scalar(.string) && !ModelBuilder.contextNames.contains(parameter.name) ? parameter.name : nil), !attributes.contains(name) {
				attributes.append(name)
			}
		}
		if attributes.isEmpty {
			attributes = ["name"]
		}
		var json = "{\n"
		json += "  \"entity\": \(JSONText.string(entity)),\n"
		json += "  \"service\": \(JSONText.string(className)),\n"
		json += "  \"attributes\": [\n"
		json += attributes.map { attribute(named: $0, entity: entity) }.joined(separator: ",\n")
		json += "\n  ],\n  \"screenlets\": [\n"
		var screenlets: [String] = []
		if let page = page {
			screenlets.append(list(page: page, count: count, entity: entity, cell: attributeName(attributes[0], entity: entity)))
		}
		if let add = add {
			screenlets.append(action(add, entity: entity))
		}
		json += screenlets.joined(separator: ",\n") + "\n  ]\n}\n"
		return json
	}

	/// The paged list call: a get-… method with start and end that answers a list, the plainest
	/// name first (get-entries before get-group-entries), then one whose count call exists,
	/// then the fewest objects and parameters.
	static func pageMethod(_ methods: [Discovery.Method]) -> Discovery.Method? {
		return methods.filter { method in
			let names = method.parameters.map { $0.name }
			return method.name.hasPrefix("get-") && !method.name.hasSuffix("-count")
				&& names.contains("start") && names.contains("end")
				&& (method.returnType.isEmpty || method.returnType.hasPrefix("java.util.List") || method.returnType.hasSuffix("[]") || method.returnType.hasSuffix("JSONArray"))
		}.min { a, b in
			(Words.kebabWords(a.name).count, countMethod(for: a, in: methods) == nil ? 1 : 0, objectCount(a), a.parameters.count, a.path)
				< (Words.kebabWords(b.name).count, countMethod(for: b, in: methods) == nil ? 1 : 0, objectCount(b), b.parameters.count, b.path)
		}
	}

	static func countMethod(for page: Discovery.Method, in methods: [Discovery.Method]) -> Discovery.Method? {
		let keys = page.parameters.map { $0.name }.filter { !["start", "end", "obc", "orderByComparator"].contains($0) }
		return methods.first { $0.name == page.name + "-count" && $0.parameters.map { $0.name } == keys }
	}

	private static func kind(_ parameter: Discovery.Parameter) -> Discovery.ParameterKind {
		return Discovery.ParameterKind(parameter.type)
	}

	private static func objectCount(_ method: Discovery.Method) -> Int {
		return method.parameters.filter { if case .scalar = kind($0) { return false } else { return true } }.count
	}

	/// `title` for a localized `titleMap`.
	private static func localizedStem(_ parameter: Discovery.Parameter) -> String? {
		guard kind(parameter) == .object(.map), parameter.name.hasSuffix("Map") else {
			return nil
		}
		let stem = String(parameter.name.dropLast(3))
		return localizedStems.contains(stem) ? stem : nil
	}

	private static func list(page: Discovery.Method, count: Discovery.Method?, entity: String, cell: String) -> String {
		let namespace = ModelBuilder.listScreenletNamespace([])
		var properties: [String] = []
		func param(_ parameter: Discovery.Parameter) -> String {
			let name = parameter.name
			switch kind(parameter) {
			case _ where name == "start" || name == "end":
				return JSONText.string(name)
			case .object(.object) where name == "obc" || name == "orderByComparator":
				return name == "obc" ? "\"obc\"" : "{ \"name\": \(JSONText.string(name)), \"from\": \"obc\" }"
			case .scalar(let type):
				if ModelBuilder.contextNames.contains(name) && name != "groupId" && contextType(name) == type {
					return JSONText.string(name)
				}
				let value = namespace.takesProperty(name) ? ModelBuilder.alternative(to: name, entity: entity, in: namespace) : name
				let property = property(value, type: type, fallback: name == "groupId" && type == .long)
				if !properties.contains(property) {
					properties.append(property)
				}
				return reference(name, from: value)
			case .object(let type):
				return "{ \"name\": \(JSONText.string(name)), \"value\": \(type == .array ? "[]" : "null") }"
			case .other, .unknown:
				return "{ \"name\": \(JSONText.string(name)), \"value\": null }"
			}
		}
		let pageParams = page.parameters.map(param)
		let countParams = count?.parameters.map(param)
		var text = "    {\n      \"kind\": \"list\",\n"
		let listName = "\(entity)List"
		if FrameworkInventory.isTakenTypeName("\(listName)Screenlet") {
			text += "      \"name\": \(JSONText.string("App" + listName)),\n"
		}
		text += "      \"properties\": [" + properties.joined(separator: ", ") + "],\n"
		text += "      \"page\": \(call(page, params: pageParams))"
		if let count = count, let params = countParams {
			text += ",\n      \"count\": \(call(count, params: params))"
		}
		text += ",\n      \"cell\": \(JSONText.string(cell))\n    }"
		return text
	}

	private static func action(_ add: Discovery.Method, entity: String) -> String {
		let screenletNamespace = ModelBuilder.actionScreenletNamespace([])
		let viewNamespace = ModelBuilder.actionViewNamespace()
		var properties: [String] = []
		var inputs: [String] = []
		func input(_ name: String) -> String {
			let value = viewNamespace.takesProperty(name) ? ModelBuilder.alternative(to: name, entity: entity, in: viewNamespace) : name
			let declaration = "{ \"name\": \(JSONText.string(value)), \"type\": \"String\" }"
			if !inputs.contains(declaration) {
				inputs.append(declaration)
			}
			return value
		}
		let params = add.parameters.map { parameter -> String in
			let name = parameter.name
			switch kind(parameter) {
			case .scalar(let type) where ModelBuilder.contextNames.contains(name) && contextType(name) == type:
				return JSONText.string(name)
			case .scalar(.string):
				return reference(name, from: input(name))
			case .scalar(let type):
				let value = screenletNamespace.takesProperty(name) ? ModelBuilder.alternative(to: name, entity: entity, in: screenletNamespace) : name
				properties.append(property(value, type: type, fallback: false))
				return reference(name, from: value)
			case .object where name == "serviceContext":
				return "\"serviceContext\""
			case .object(.map):
				if let stem = localizedStem(parameter) {
					return "{ \"name\": \(JSONText.string(name)), \"from\": \(JSONText.string(input(stem))) }"
				}
				return "{ \"name\": \(JSONText.string(name)), \"value\": {} }"
			case .object(.array):
				return "{ \"name\": \(JSONText.string(name)), \"value\": [] }"
			case .object, .other, .unknown:
				return "{ \"name\": \(JSONText.string(name)), \"value\": null }"
			}
		}
		let actionName = "add-" + Words.camelCaseWords(entity).map { $0.lowercased() }.joined(separator: "-")
		let result = Discovery.returnsObject(add.returnType) ? "entity" : "none"
		var text = "    {\n      \"kind\": \"action\",\n"
		let screenletName = FrameworkInventory.isTakenTypeName("Add\(entity)Screenlet") ? "AppAdd\(entity)" : "Add\(entity)"
		text += "      \"name\": \(JSONText.string(screenletName)),\n"
		text += "      \"properties\": [" + properties.joined(separator: ", ") + "],\n"
		text += "      \"inputs\": [" + inputs.joined(separator: ", ") + "],\n"
		text += "      \"actions\": [\n        { \"name\": \"\(actionName)\", \"method\": \(JSONText.string(add.name)), \"params\": ["
		text += params.joined(separator: ", ") + "], \"result\": \"\(result)\" }\n      ]\n    }"
		return text
	}

	/// A String attribute; one named like a member of the model class (`value`, `hash`) gets a
	/// name of its own and keeps the server's key.
	private static func attribute(named key: String, entity: String) -> String {
		let name = attributeName(key, entity: entity)
		return "    { \"name\": \(JSONText.string(name)), \"type\": \"String\"\(name == key ? "" : ", \"key\": \(JSONText.string(key))") }"
	}

	/// The generator's rule on an attribute's name (`ModelBuilder.attributeName`), for a String.
	static func attributeName(_ key: String, entity: String) -> String {
		return ModelBuilder.attributeName(key, type: .string, entity: entity)
	}

	/// The type a context name is sent as (`groupId` a long, `locale` a string).
	private static func contextType(_ name: String) -> ServiceType? {
		return ModelBuilder.contextSwiftTypes[name].map(ModelBuilder.naturalServiceType)
	}

	/// A parameter passed from a property or input: its bare name, or `from` when renamed.
	static func reference(_ name: String, from value: String) -> String {
		return value == name ? JSONText.string(name) : "{ \"name\": \(JSONText.string(name)), \"from\": \(JSONText.string(value)) }"
	}

	private static func property(_ name: String, type: ServiceType, fallback: Bool) -> String {
		var text = "{ \"name\": \(JSONText.string(name)), \"type\": \"\(Discovery.specType(for: type))\""
		if fallback {
			text += ", \"fallback\": \"groupId\""
		}
		return text + " }"
	}

	private static func call(_ method: Discovery.Method, params: [String]) -> String {
		return "{ \"method\": \(JSONText.string(method.name)), \"params\": [\(params.joined(separator: ", "))] }"
	}
}
