/// JSON (with positions) → `Spec`, checking everything that can be checked locally:
/// keys, JSON types, identifiers, enumerations, required and non-empty arrays.
/// Cross-references (parameter names, `from`, `cell`) are resolved by the model stage.
public enum SpecDecoder {

	public static let propertyTypes: [ValueType] = [.int64, .int, .string, .bool, .double]

	/// Decodes a spec file's bytes. Problems go to `diagnostics`; the spec returned may then be
	/// partial (what did decode), so later stages can still report their own errors.
	public static func decode(_ bytes: [UInt8], file: String, diagnostics: inout Diagnostics) -> Spec? {
		guard let root = JSONParser.parse(bytes, file: file, diagnostics: &diagnostics) else {
			return nil
		}
		if let version = OpenAPIDocumentRecognition.versionMember(ofRoot: root), case .string(let number) = version.value.value {
			// One error, not one per key a spec does not have.
			diagnostics.error(at: version.keyLocation, "openapi: this file is an OpenAPI \(number) document, not a spec; name it in a spec's \"openapi\" key, or write a spec from it with `screenletgen init --openapi FILE`")
			return nil
		}
		return decodeSpec(root, file: file, diagnostics: &diagnostics)
	}

	// MARK: Top level

	private static func decodeSpec(_ root: JSONNode, file: String, diagnostics: inout Diagnostics) -> Spec? {
		guard var reader = ObjectReader(root, path: "", what: "a screenletgen spec", diagnostics: &diagnostics) else {
			return nil
		}
		_ = reader.string("$schema", diagnostics: &diagnostics)
		let entity = reader.string("entity", required: "\"Bookmark\"", diagnostics: &diagnostics)
		if let entity = entity, SwiftIdentifier.isUpperCamel(entity.value) && SwiftIdentifier.keywords.contains(entity.value) {
			diagnostics.error(at: entity.location, "entity: \"\(entity.value)\" is a Swift keyword, which cannot name a class; call it \"App\(entity.value)\"")
		}
		else if let entity = entity, !SwiftIdentifier.isUpperCamel(entity.value) {
			diagnostics.error(at: entity.location, "entity: \"\(entity.value)\" is not an UpperCamelCase Swift identifier (letters, digits and _, starting with an uppercase letter), e.g. \"Bookmark\"")
		}
		let service = reader.string("service", diagnostics: &diagnostics)
		if let service = service {
			checkClassName(service, diagnostics: &diagnostics)
		}
		let module = reader.string("module", diagnostics: &diagnostics)
		if let module = module, !SwiftIdentifier.isValid(module.value) {
			diagnostics.error(at: module.location, "module: \"\(module.value)\" is not a Swift module name (letters, digits and _)")
		}
		let sdk = reader.string("sdk", diagnostics: &diagnostics)
		if let version = sdk, SpecDecoder.sdkGenerations[version.value] == nil {
			let versions = SpecDecoder.sdkGenerations.keys.sorted()
			diagnostics.error(at: version.location, "sdk: \"\(version.value)\" is not a portal generation of the Mobile SDK; expected one of \(versions.joined(separator: ", "))\(Suggestion.hint(for: version.value, in: versions))")
		}
		let openAPI = reader.string("openapi", diagnostics: &diagnostics)
		// An `openapi` of another JSON type was reported: the rest is still read as a headless spec.
		let isHeadless = reader.members.contains { $0.key == "openapi" }
		let schema = reader.string("schema", diagnostics: &diagnostics)
		let basePath = reader.string("basePath", diagnostics: &diagnostics)
		HeadlessKeys.checkSource(openAPI: openAPI, schema: schema, service: service, sdk: sdk, diagnostics: &diagnostics)
		HeadlessKeys.checkBasePath(basePath, openAPI: openAPI, diagnostics: &diagnostics)
		let picklists = HeadlessKeys.decodePicklists(reader.member("picklists"), path: reader.childPath("picklists"), headless: isHeadless, diagnostics: &diagnostics)
		let choosers = HeadlessKeys.decodeChoosers(reader.member("choosers"), path: reader.childPath("choosers"), headless: isHeadless, diagnostics: &diagnostics)
		let generatesAsync = reader.bool("async", diagnostics: &diagnostics)
		let generatesSwiftUI = reader.bool("swiftUI", diagnostics: &diagnostics)
		let platforms = PlatformKey.read(&reader, diagnostics: &diagnostics)
		// With a document, the entry schema's properties are the attributes unless the spec lists them.
		let attributes = reader.array("attributes", required: isHeadless ? nil : "[{\"name\": \"name\", \"type\": \"String\"}]", nonEmpty: true, diagnostics: &diagnostics)?
			.compactMap { decodeAttribute($0.node, path: $0.path, diagnostics: &diagnostics) } ?? []
		checkUnique(attributes.map { $0.name }, what: "attribute", diagnostics: &diagnostics)
		let screenlets = reader.array("screenlets", required: "[{\"kind\": \"list\", ...}]", nonEmpty: true, diagnostics: &diagnostics)?
			.compactMap { decodeScreenlet($0.node, path: $0.path, diagnostics: &diagnostics) } ?? []
		reader.finish(diagnostics: &diagnostics)
		HeadlessKeys.checkCalls(screenlets, headless: isHeadless, service: service, diagnostics: &diagnostics)

		guard let entityName = entity else {
			return nil
		}
		return Spec(file: file, location: root.location, entity: entityName, service: service, module: module?.value, sdk: sdk, openAPI: openAPI, schema: schema,
			basePath: basePath, picklists: picklists, choosers: choosers, attributes: attributes, screenlets: screenlets, generatesAsync: generatesAsync, generatesSwiftUI: generatesSwiftUI, platforms: platforms)
	}

	/// The portal generations of the Mobile SDK, and each one's class suffix (`_v73`).
	public static let sdkGenerations = ["6.2": "62", "7.0": "7", "7.1": "71", "7.2": "72", "7.3": "73"]

	/// A class name (`LRBookmarksEntryService_v7`) or, resolved with `sdk`, a JSON web service
	/// path (`bookmarks.bookmarksentry`).
	private static func checkClassName(_ name: Located<String>, diagnostics: inout Diagnostics) {
		if !SwiftIdentifier.isUpperCamel(name.value) && !isServicePath(name.value) {
			diagnostics.error(at: name.location, "\(name.path): \"\(name.value)\" is not a Mobile SDK service class name, e.g. \"LRBookmarksEntryService_v7\", nor a JSON web service path such as \"bookmarks.bookmarksentry\"")
		}
	}

	/// `bookmarks.bookmarksentry`, `blogsentry`: lower-case words and digits joined by dots.
	public static func isServicePath(_ text: String) -> Bool {
		let parts = text.split(separator: ".", omittingEmptySubsequences: false)
		return !parts.isEmpty && parts.allSatisfy { part in
			!part.isEmpty && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
				&& part.unicodeScalars.first.map { ("a"..."z").contains($0) } == true
		}
	}

	private static func checkUnique(_ names: [Located<String>], what: String, diagnostics: inout Diagnostics) {
		var seen: [String: Located<String>] = [:]
		for name in names {
			if let first = seen[name.value] {
				diagnostics.error(at: name.location, "\(name.path): duplicate \(what) \"\(name.value)\" (first at \(first.path), line \(first.location.line)); names must be unique")
			}
			else {
				seen[name.value] = name
			}
		}
	}

	private static func lowerCamelName(_ reader: inout ObjectReader, example: String, what: String, diagnostics: inout Diagnostics) -> Located<String>? {
		guard let name = reader.string("name", required: example, diagnostics: &diagnostics) else {
			return nil
		}
		if !SwiftIdentifier.isLowerCamel(name.value) {
			diagnostics.error(at: name.location, "\(name.path): \"\(name.value)\" is not a lowerCamelCase Swift identifier (letters, digits and _, starting with a lowercase letter); \(what) names become Swift properties")
			return nil
		}
		if SwiftIdentifier.unusable.contains(name.value) {
			diagnostics.error(at: name.location, "\(name.path): \"\(name.value)\" \(unusableReason); choose another name")
			return nil
		}
		return name
	}

	/// Whether an attribute, property or input may be called `name`: a lowerCamelCase Swift
	/// identifier that is not `self`, `init` or another name Swift keeps (the rule `lowerCamelName` refuses by).
	static func isPropertyName(_ name: String) -> Bool {
		return SwiftIdentifier.isLowerCamel(name) && !SwiftIdentifier.unusable.contains(name)
	}

	/// Why a lowerCamelCase name that `isPropertyName` refuses is refused.
	static let unusableReason = "cannot be used as a Swift property name"

	/// Whether a call's parameter or body field may be called `name` (the rule `checkParamName`
	/// refuses by): a lowerCamelCase identifier.
	static func isParamName(_ name: String) -> Bool {
		return SwiftIdentifier.isLowerCamel(name)
	}

	// MARK: Attributes and values

	private static func decodeAttribute(_ node: JSONNode, path: String, diagnostics: inout Diagnostics) -> AttributeSpec? {
		guard var reader = ObjectReader(node, path: path, what: "an attribute such as {\"name\": \"url\", \"type\": \"String\"}", diagnostics: &diagnostics) else {
			return nil
		}
		let name = lowerCamelName(&reader, example: "\"url\"", what: "attribute", diagnostics: &diagnostics)
		let type = reader.choice("type", ValueType.self, required: "\"String\"", what: "type", diagnostics: &diagnostics)
		let key = reader.string("key", diagnostics: &diagnostics)
		if let key = key, key.value.isEmpty {
			diagnostics.error(at: key.location, "\(key.path): the server key must not be empty")
		}
		let optional = reader.bool("optional", diagnostics: &diagnostics) ?? false
		reader.finish(diagnostics: &diagnostics)
		guard let attributeName = name, let attributeType = type else {
			return nil
		}
		let typeNode = reader.members.first { $0.key == "type" }?.value
		return AttributeSpec(name: attributeName, type: attributeType, key: key?.value ?? attributeName.value, optional: optional, writtenKey: key,
			writtenType: typeNode.map { Located(value: attributeType, location: $0.location, path: reader.childPath("type")) })
	}

	/// A screenlet property (`allowsFallback`) or an action input.
	private static func decodeValue(_ node: JSONNode, path: String, allowsFallback: Bool, diagnostics: inout Diagnostics) -> ValueSpec? {
		let what = allowsFallback ? "property" : "input"
		guard var reader = ObjectReader(node, path: path, what: "a \(what) such as {\"name\": \"folderId\", \"type\": \"Int64\"}", diagnostics: &diagnostics) else {
			return nil
		}
		let name = lowerCamelName(&reader, example: "\"folderId\"", what: what, diagnostics: &diagnostics)
		var type: ValueType?
		var attachesFile: Located<Bool>?
		if let text = reader.string("type", required: "\"Int64\"", diagnostics: &diagnostics) {
			// An input may also be a Date (a date picker) or a File (a path the app sets); an
			// @IBInspectable may not.
			let propertyTypes = allowsFallback ? propertyTypes : propertyTypes + [.date]
			let allowed = propertyTypes.map { $0.rawValue } + (allowsFallback ? [] : [fileType])
			if let valueType = ValueType(rawValue: text.value), propertyTypes.contains(valueType) {
				type = valueType
			}
			else if !allowsFallback && text.value == fileType {
				type = .string
				attachesFile = Located(value: true, location: text.location, path: text.path)
			}
			else {
				diagnostics.error(at: text.location, "\(text.path): unknown \(what) type \"\(text.value)\"; expected one of \(allowed.joined(separator: ", "))\(Suggestion.hint(for: text.value, in: allowed))")
			}
		}
		let validateText = reader.string("validate", diagnostics: &diagnostics)
		var validate: Validation?
		if let text = validateText {
			validate = Validation(rawValue: text.value)
			let names = Validation.allCases.map { $0.rawValue }
			if validate == nil {
				diagnostics.error(at: text.location, "\(text.path): unknown validation \"\(text.value)\"; expected one of \(names.joined(separator: ", "))\(Suggestion.hint(for: text.value, in: names))")
			}
			else if attachesFile != nil {
				diagnostics.error(at: text.location, "\(text.path): a File input is checked by the portal (its extensions and size); remove \"validate\"")
			}
			else if let type = type, validate == .positive && !type.isNumeric {
				diagnostics.error(at: text.location, "\(text.path): \"positive\" checks numbers, but this \(what) is a \(type.rawValue); use \"notEmpty\" for strings")
			}
			else if let type = type, validate == .notEmpty && type != .string {
				diagnostics.error(at: text.location, "\(text.path): \"notEmpty\" checks strings, but this \(what) is a \(type.rawValue); use \"positive\" for numbers")
			}
		}
		let message = reader.string("message", diagnostics: &diagnostics)
		if let message = message, validateText == nil {
			diagnostics.error(at: message.location, "\(message.path): a message needs a \"validate\" rule to belong to; add \"validate\": \"positive\" or \"notEmpty\"")
		}
		var fallback: Fallback?
		if allowsFallback {
			fallback = reader.choice("fallback", Fallback.self, what: "fallback", diagnostics: &diagnostics)
			if fallback != nil, let type = type, type != .int64, let name = name {
				diagnostics.error(at: name.location, "\(path).fallback: a fallback to LiferayServerContext needs an Int64 property, but \"\(name.value)\" is \(type.rawValue)")
			}
		}
		var multiline = false
		var choices: [ChoiceSpec]?
		var sent: Bool?
		var optional: Located<Bool>?
		if !allowsFallback {
			sent = reader.bool("sent", diagnostics: &diagnostics)
			let optionalNode = reader.members.first { $0.key == "optional" }?.value
			optional = reader.bool("optional", diagnostics: &diagnostics).flatMap { flag in
				optionalNode.map { Located(value: flag, location: $0.location, path: reader.childPath("optional")) }
			}
			if attachesFile != nil, let written = optional {
				diagnostics.error(at: written.location, "\(written.path): a File input is always optional (none chosen, nothing is sent); remove \"optional\"")
			}
			multiline = reader.bool("multiline", diagnostics: &diagnostics) ?? false
			if multiline, attachesFile != nil {
				diagnostics.error(at: reader.node.location, "\(path).multiline: only a String input has lines, but this input is a File")
			}
			else if multiline, let type = type, type != .string {
				diagnostics.error(at: reader.node.location, "\(path).multiline: only a String input has lines, but this input is a \(type.rawValue)")
			}
			choices = decodeChoices(&reader, type: attachesFile == nil ? type : nil, diagnostics: &diagnostics)
			if attachesFile != nil && reader.members.contains(where: { $0.key == "choices" }) {
				diagnostics.error(at: reader.node.location, "\(reader.childPath("choices")): a File input has no choices; remove \"choices\"")
			}
			if multiline && choices != nil {
				diagnostics.error(at: reader.node.location, "\(path): an input is either \"multiline\" text or one of \"choices\", not both")
			}
		}
		reader.finish(diagnostics: &diagnostics)
		guard let valueName = name, let valueType = type else {
			return nil
		}
		return ValueSpec(name: valueName, type: valueType, validate: validate, message: message?.value, fallback: fallback, multiline: multiline, choices: choices, sent: sent, optional: optional, attachesFile: attachesFile)
	}

	/// An input's type for a file attached to an attachment field (`Input.attachesFile`).
	static let fileType = "File"

	/// `"choices": ["open", "closed"]` or `[{ "value": 1, "title": "Low" }, …]`: strings for a
	/// String input, integers for an Int or Int64 one, each once.
	private static func decodeChoices(_ reader: inout ObjectReader, type: ValueType?, diagnostics: inout Diagnostics) -> [ChoiceSpec]? {
		guard let items = reader.array("choices", nonEmpty: true, diagnostics: &diagnostics) else {
			return nil
		}
		guard let type = type else {
			return nil
		}
		guard type == .string || type == .int || type == .int64 else {
			diagnostics.error(at: reader.node.location, "\(reader.childPath("choices")): choices are strings (a String input) or integers (an Int or Int64 input), but this input is a \(type.rawValue)")
			return nil
		}
		var choices: [ChoiceSpec] = []
		for item in items {
			var valueNode = item.node
			var title: String?
			if case .object = item.node.value, var object = ObjectReader(item.node, path: item.path, what: "a choice", diagnostics: &diagnostics) {
				guard let node = object.required("value", type == .string ? "\"open\"" : "1", diagnostics: &diagnostics) else {
					object.finish(diagnostics: &diagnostics)
					continue
				}
				valueNode = node
				title = object.string("title", diagnostics: &diagnostics)?.value
				object.finish(diagnostics: &diagnostics)
			}
			var value: String?
			switch (valueNode.value, type) {
			case (.string(let text), .string):
				value = text
			case (.number(let text), .int), (.number(let text), .int64):
				if type == .int64 ? Int64(text) != nil : Int32(text) != nil {
					value = text
				}
				else {
					diagnostics.error(at: valueNode.location, "\(item.path): \(text) is not an integer that fits in \(type.rawValue == "Int" ? "a Java int" : "a Java long")")
				}
			default:
				diagnostics.error(at: valueNode.location, "\(item.path): a choice of a \(type.rawValue) input is \(type == .string ? "a string" : "an integer"), not \(valueNode.kindDescription)")
			}
			guard let choice = value else {
				continue
			}
			if choices.contains(where: { $0.value == choice }) {
				diagnostics.error(at: valueNode.location, "\(item.path): \(choice) is already a choice")
				continue
			}
			choices.append(ChoiceSpec(location: valueNode.location, path: item.path, value: choice, title: title))
		}
		return choices
	}

	// MARK: Screenlets

	private static func decodeScreenlet(_ node: JSONNode, path: String, diagnostics: inout Diagnostics) -> ScreenletSpec? {
		guard var reader = ObjectReader(node, path: path, what: "a screenlet such as {\"kind\": \"list\", ...}", diagnostics: &diagnostics) else {
			return nil
		}
		guard let kind = reader.string("kind", required: "\"list\" or \"action\"", diagnostics: &diagnostics) else {
			reader.abandon(diagnostics: &diagnostics)
			return nil
		}
		switch kind.value {
		case "list":
			return decodeList(&reader, diagnostics: &diagnostics).map { .list($0) }
		case "action":
			return decodeAction(&reader, diagnostics: &diagnostics).map { .action($0) }
		default:
			diagnostics.error(at: kind.location, "\(kind.path): unknown kind \"\(kind.value)\"; expected one of list, action\(Suggestion.hint(for: kind.value, in: ["list", "action"]))")
			return nil
		}
	}

	private static func screenletName(_ reader: inout ObjectReader, required: Bool, diagnostics: inout Diagnostics) -> Located<String>? {
		guard let name = reader.string("name", required: required ? "\"AddBookmark\"" : nil, diagnostics: &diagnostics) else {
			return nil
		}
		if !SwiftIdentifier.isUpperCamel(name.value) || SwiftIdentifier.keywords.contains(name.value) {
			diagnostics.error(at: name.location, "\(name.path): \"\(name.value)\" is not an UpperCamelCase Swift identifier; it names classes such as \(name.value)Screenlet")
			return nil
		}
		return name
	}

	private static func decodeProperties(_ reader: inout ObjectReader, diagnostics: inout Diagnostics) -> [ValueSpec] {
		let properties = reader.array("properties", diagnostics: &diagnostics)?
			.compactMap { decodeValue($0.node, path: $0.path, allowsFallback: true, diagnostics: &diagnostics) } ?? []
		checkUnique(properties.map { $0.name }, what: "property", diagnostics: &diagnostics)
		return properties
	}

	private static func eventLabels(_ reader: inout ObjectReader, keys: [String], diagnostics: inout Diagnostics) -> [String: Located<String>] {
		guard let node = reader.member("events"), var events = ObjectReader(node, path: reader.childPath("events"), what: "delegate labels such as {\"\(keys[0])\": \"on...\"}", diagnostics: &diagnostics) else {
			return [:]
		}
		var labels: [String: Located<String>] = [:]
		for key in keys {
			guard let label = events.string(key, diagnostics: &diagnostics) else {
				continue
			}
			if SwiftIdentifier.isLowerCamel(label.value) && !SwiftIdentifier.keywords.contains(label.value) {
				labels[key] = label
			}
			else {
				diagnostics.error(at: label.location, "\(label.path): \"\(label.value)\" is not a lowerCamelCase Swift argument label, e.g. \"onBookmarkAdded\"")
			}
		}
		events.finish(diagnostics: &diagnostics)
		return labels
	}

	private static func decodeList(_ reader: inout ObjectReader, diagnostics: inout Diagnostics) -> ListScreenletSpec? {
		let name = screenletName(&reader, required: false, diagnostics: &diagnostics)
		let properties = decodeProperties(&reader, diagnostics: &diagnostics)
		let events = eventLabels(&reader, keys: ["response", "error", "selected"], diagnostics: &diagnostics)
		let page = reader.required("page", "{\"method\": \"get-entries\", \"params\": [...]}", diagnostics: &diagnostics)
			.flatMap { decodeCall($0, path: reader.childPath("page"), diagnostics: &diagnostics) }
		let count = reader.member("count").flatMap { decodeCall($0, path: reader.childPath("count"), diagnostics: &diagnostics) }
		let offline = reader.bool("offline", diagnostics: &diagnostics) ?? true
		let cells = decodeCell(&reader, diagnostics: &diagnostics)
		let theme = reader.choice("theme", ListTheme.self, what: "theme", diagnostics: &diagnostics) ?? .table
		reader.finish(diagnostics: &diagnostics)
		guard let pageCall = page else {
			return nil
		}
		return ListScreenletSpec(
			location: reader.node.location, path: reader.path, name: name, properties: properties,
			responseEvent: events["response"], errorEvent: events["error"], selectedEvent: events["selected"],
			page: pageCall, count: count, offline: offline, cell: cells.first, cellDetails: Array(cells.dropFirst()), theme: theme)
	}

	/// `"cell": "name"`, or the attributes of a row, title first: `"cell": ["name", "url"]`.
	private static func decodeCell(_ reader: inout ObjectReader, diagnostics: inout Diagnostics) -> [Located<String>] {
		guard let value = reader.member("cell") else {
			return []
		}
		let path = reader.childPath("cell")
		switch value.value {
		case .string(let name):
			return [Located(value: name, location: value.location, path: path)]
		case .array(let elements) where !elements.isEmpty && elements.count <= 4:
			var names: [Located<String>] = []
			for (index, element) in elements.enumerated() {
				guard case .string(let name) = element.value else {
					diagnostics.error(at: element.location, "\(path)[\(index)] must be an attribute's name, not \(element.kindDescription)")
					continue
				}
				if names.contains(where: { $0.value == name }) {
					diagnostics.error(at: element.location, "\(path)[\(index)]: \"\(name)\" is already shown in the row; name each attribute once")
					continue
				}
				names.append(Located(value: name, location: element.location, path: "\(path)[\(index)]"))
			}
			return names
		case .array:
			diagnostics.error(at: value.location, "\(path) must list one to four attributes, title first: [\"name\", \"url\"]")
			return []
		default:
			diagnostics.error(at: value.location, "\(path) must be an attribute's name or an array of them, not \(value.kindDescription)")
			return []
		}
	}

	private static func decodeAction(_ reader: inout ObjectReader, diagnostics: inout Diagnostics) -> ActionScreenletSpec? {
		let name = screenletName(&reader, required: true, diagnostics: &diagnostics)
		let properties = decodeProperties(&reader, diagnostics: &diagnostics)
		let inputs = reader.array("inputs", diagnostics: &diagnostics)?
			.compactMap { decodeValue($0.node, path: $0.path, allowsFallback: false, diagnostics: &diagnostics) } ?? []
		checkUnique(inputs.map { $0.name }, what: "input", diagnostics: &diagnostics)
		for input in inputs {
			if let property = properties.first(where: { $0.name.value == input.name.value }) {
				diagnostics.error(at: input.name.location, "\(input.name.path): \"\(input.name.value)\" is already a property (\(property.name.path)); a value is either configured (property) or entered (input)")
			}
		}
		let actions = reader.array("actions", required: "[{\"name\": \"add-bookmark\", \"method\": \"add-entry\", ...}]", nonEmpty: true, diagnostics: &diagnostics)?
			.compactMap { decodeActionItem($0.node, path: $0.path, diagnostics: &diagnostics) } ?? []
		checkUnique(actions.map { $0.name }, what: "action", diagnostics: &diagnostics)
		let style = reader.choice("style", ActionStyle.self, what: "style", diagnostics: &diagnostics) ?? .connector
		reader.finish(diagnostics: &diagnostics)
		guard let screenletName = name, !actions.isEmpty else {
			return nil
		}
		return ActionScreenletSpec(location: reader.node.location, path: reader.path, name: screenletName, properties: properties, inputs: inputs, actions: actions, style: style,
			styleLocation: reader.members.first { $0.key == "style" }?.value.location)
	}

	private static func decodeActionItem(_ node: JSONNode, path: String, diagnostics: inout Diagnostics) -> ActionSpec? {
		guard var reader = ObjectReader(node, path: path, what: "an action such as {\"name\": \"add-bookmark\", \"method\": \"add-entry\", \"params\": [...]}", diagnostics: &diagnostics) else {
			return nil
		}
		let name = reader.string("name", required: "\"add-bookmark\"", diagnostics: &diagnostics)
		if let name = name, !SwiftIdentifier.isKebab(name.value) {
			diagnostics.error(at: name.location, "\(name.path): \"\(name.value)\" is not a kebab-case action name (lowercase words joined by -), e.g. \"add-bookmark\"")
		}
		let call = decodeCallMembers(&reader, diagnostics: &diagnostics)
		let result = reader.choice("result", ResultKind.self, what: "result", diagnostics: &diagnostics) ?? .entity
		let write = reader.bool("write", diagnostics: &diagnostics)
		let events = eventLabels(&reader, keys: ["success", "failure"], diagnostics: &diagnostics)
		reader.finish(diagnostics: &diagnostics)
		guard let actionName = name, SwiftIdentifier.isKebab(actionName.value), let actionCall = call else {
			return nil
		}
		return ActionSpec(location: node.location, path: path, name: actionName, call: actionCall, result: result, write: write, successEvent: events["success"], failureEvent: events["failure"])
	}

	// MARK: Calls

	private static func decodeCall(_ node: JSONNode, path: String, diagnostics: inout Diagnostics) -> CallSpec? {
		guard var reader = ObjectReader(node, path: path, what: "a call such as {\"method\": \"get-entries\", \"params\": [...]}", diagnostics: &diagnostics) else {
			return nil
		}
		let call = decodeCallMembers(&reader, diagnostics: &diagnostics)
		reader.finish(diagnostics: &diagnostics)
		return call
	}

	/// `method`, `params`, `service`, `swiftName` of a call object (shared by actions), or
	/// `operation`, `params`, `body`.
	private static func decodeCallMembers(_ reader: inout ObjectReader, diagnostics: inout Diagnostics) -> CallSpec? {
		let operation = reader.string("operation", diagnostics: &diagnostics)
		let method = reader.string("method", required: operation == nil ? "\"get-entries\" (or \"operation\" with an OpenAPI document)" : nil, diagnostics: &diagnostics)
		if method != nil, let operation = operation {
			diagnostics.error(at: operation.location, "\(reader.path): a call is a service's \"method\" or an OpenAPI \"operation\", not both; remove one")
		}
		if let operation = operation, let problem = HeadlessKeys.operationProblem(operation.value) {
			diagnostics.error(at: operation.location, "\(operation.path): \(problem)")
		}
		if let method = method, !isMethod(method.value) {
			diagnostics.error(at: method.location, "\(method.path): \"\(method.value)\" is not a JSON web service method; write \"get-entries\" or the full path \"/bookmarks.bookmarksentry/get-entries\"")
		}
		let params = reader.array("params", diagnostics: &diagnostics)?
			.compactMap { decodeParam($0.node, path: $0.path, diagnostics: &diagnostics) } ?? []
		var seen: Set<String> = []
		for param in params where !seen.insert(param.name).inserted {
			diagnostics.error(at: param.location, "\(param.path): the parameter \"\(param.name)\" is passed twice")
		}
		let service = reader.string("service", diagnostics: &diagnostics)
		if let service = service {
			checkClassName(service, diagnostics: &diagnostics)
		}
		let swiftName = reader.string("swiftName", diagnostics: &diagnostics)
		var body: [ParamSpec] = []
		if let fields = reader.array("body", diagnostics: &diagnostics) {
			body = fields.compactMap { decodeParam($0.node, path: $0.path, diagnostics: &diagnostics) }
			var sent: Set<String> = []
			for field in body where !sent.insert(field.name).inserted {
				diagnostics.error(at: field.location, "\(field.path): the field \"\(field.name)\" is sent twice")
			}
		}
		if let operation = operation {
			guard method == nil, HeadlessKeys.isOperation(operation.value) else {
				return nil
			}
			HeadlessKeys.checkOperationCall(reader.path, service: service, swiftName: swiftName, diagnostics: &diagnostics)
			return CallSpec(location: reader.node.location, path: reader.path, method: nil, params: params, service: nil, swiftName: nil, operation: operation, body: body)
		}
		guard let methodName = method, isMethod(methodName.value) else {
			return nil
		}
		// A body beside a method is an error in a spec without a document (`HeadlessKeys.checkCalls`);
		// in a headless spec, the method is the mistake.
		return CallSpec(location: reader.node.location, path: reader.path, method: methodName, params: params, service: service, swiftName: swiftName, body: body)
	}

	/// `get-entries`, or a full path `/bookmarks.bookmarksentry/get-entries`.
	static func isMethod(_ text: String) -> Bool {
		if text.hasPrefix("/") {
			let parts = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
			guard parts.count == 2, !parts[0].isEmpty else {
				return false
			}
			let servicePart = parts[0].unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "." || $0 == "_" || $0 == "-" }
			return servicePart && SwiftIdentifier.isKebab(String(parts[1]), allowingUnderscores: true)
		}
		return SwiftIdentifier.isKebab(text, allowingUnderscores: true)
	}

	private static func decodeParam(_ node: JSONNode, path: String, diagnostics: inout Diagnostics) -> ParamSpec? {
		if case .string(let name) = node.value {
			guard checkParamName(name, at: node.location, path: path, diagnostics: &diagnostics) else {
				return nil
			}
			return ParamSpec(location: node.location, path: path, name: name, from: nil, value: nil, type: nil)
		}
		guard var reader = ObjectReader(node, path: path, what: "a parameter name or {\"name\": ..., \"from\" | \"value\": ...}", diagnostics: &diagnostics) else {
			return nil
		}
		let name = reader.string("name", required: "\"folderId\"", diagnostics: &diagnostics)
		let from = reader.string("from", diagnostics: &diagnostics)
		if let from = from, !SwiftIdentifier.isLowerCamel(from.value) {
			diagnostics.error(at: from.location, "\(from.path): \"\(from.value)\" is not a property or input name")
		}
		var value: LiteralValue?
		if let literal = reader.member("value") {
			value = literalValue(literal)
			if let from = from {
				diagnostics.error(at: from.location, "\(path): give either \"from\" or \"value\", not both")
			}
		}
		let type = reader.choice("type", ServiceType.self, what: "parameter type", diagnostics: &diagnostics)
		reader.finish(diagnostics: &diagnostics)
		guard let paramName = name, checkParamName(paramName.value, at: paramName.location, path: paramName.path, diagnostics: &diagnostics) else {
			return nil
		}
		return ParamSpec(location: node.location, path: path, name: paramName.value, from: from, value: value, type: type)
	}

	/// Any JSON value: scalars for scalar parameters, `null`, arrays and objects for those the
	/// Mobile SDK takes as objects (the type checks say which fits where).
	private static func literalValue(_ node: JSONNode) -> LiteralValue {
		switch node.value {
		case .string(let text): return .string(text)
		case .number(let text): return .number(text)
		case .bool(let flag): return .bool(flag)
		case .null: return .null
		case .array(let elements): return .array(elements.map(literalValue))
		case .object(let members): return .object(members.map { LiteralMember(key: $0.key, value: literalValue($0.value)) })
		}
	}

	private static func checkParamName(_ name: String, at location: SourceLocation, path: String, diagnostics: inout Diagnostics) -> Bool {
		if isParamName(name) {
			return true
		}
		diagnostics.error(at: location, "\(path): \"\(name)\" is not a service parameter name (lowerCamelCase, e.g. \"groupId\")")
		return false
	}
}
