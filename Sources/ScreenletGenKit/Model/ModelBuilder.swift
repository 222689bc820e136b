/// Spec → GenerationModel: applies Liferay's naming conventions and resolves every
/// cross-reference (parameters, `from`, `cell`), reporting what does not resolve.
public struct ModelBuilder {

	let spec: Spec
	var diagnostics = Diagnostics()

	public static func build(_ spec: Spec, diagnostics: inout Diagnostics) -> GenerationModel? {
		var builder = ModelBuilder(spec: spec)
		let model = builder.build()
		diagnostics.append(contentsOf: builder.diagnostics)
		return builder.diagnostics.hasErrors ? nil : model
	}

	private init(spec: Spec) {
		self.spec = spec
	}

	private mutating func build() -> GenerationModel {
		let entity = buildEntity()
		var lists: [ListModel] = []
		var actionScreenlets: [ActionScreenletModel] = []
		for screenlet in spec.screenlets {
			switch screenlet {
			case .list(let list):
				if let model = buildList(list, entity: entity) {
					lists.append(model)
				}
			case .action(let action):
				if let model = buildActionScreenlet(action, entity: entity) {
					actionScreenlets.append(model)
				}
			}
		}
		let model = GenerationModel(specFile: spec.file, entity: entity, module: spec.module, lists: lists, actionScreenlets: actionScreenlets)
		checkUniqueClasses(model)
		return model
	}

	// MARK: Entity

	private mutating func buildEntity() -> EntityModel {
		let className = spec.entity.value
		var variable = Words.lowerCamel(className)
		if variable == "screenlet" || variable == "error" {
			variable += "Entity"
		}
		let attributes = spec.attributes.compactMap { buildAttribute($0) }
		return EntityModel(
			className: className,
			variableName: SwiftIdentifier.escaped(variable),
			pluralVariableName: SwiftIdentifier.escaped(Words.plural(variable)),
			attributes: attributes)
	}

	private mutating func buildAttribute(_ attribute: AttributeSpec) -> AttributeModel? {
		let name = attribute.name.value
		if let owner = ReservedNames.attributes[name] {
			diagnostics.error(at: attribute.name.location, "\(attribute.name.path): \"\(name)\" clashes with \(owner); rename the attribute and keep the server key with \"key\": \"\(attribute.key)\"")
			return nil
		}
		var isOverride = false
		var overrideDefault: String?
		if let memberType = ReservedNames.overridableByAttributes[name] {
			guard memberType == attribute.type.rawValue else {
				diagnostics.error(at: attribute.name.location, "\(attribute.name.path): \"\(name)\" would override NSObject.\(name), which is \(memberType), not \(attribute.type.rawValue); rename the attribute and keep the server key with \"key\": \"\(attribute.key)\"")
				return nil
			}
			isOverride = true
			if attribute.optional {
				overrideDefault = ModelBuilder.zeroLiteral(attribute.type)
			}
		}
		return AttributeModel(
			name: SwiftIdentifier.escaped(name),
			keyLiteral: SwiftLiteral.string(attribute.key),
			swiftType: attribute.type.rawValue,
			isOptional: attribute.optional,
			isOverride: isOverride,
			overrideDefault: overrideDefault,
			isDate: attribute.type == .date)
	}

	static func zeroLiteral(_ type: ValueType) -> String {
		switch type {
		case .string: return "\"\""
		case .int, .int64: return "0"
		case .double: return "0.0"
		case .bool: return "false"
		case .date: return "Date(timeIntervalSince1970: 0)"
		}
	}

	// MARK: Values

	private mutating func buildValue(_ value: ValueSpec, isInput: Bool) -> ValueModel? {
		let name = value.name.value
		if let owner = ReservedNames.values[name] {
			let what = isInput ? "input" : "property"
			diagnostics.error(at: value.name.location, "\(value.name.path): the \(what) name \"\(name)\" clashes with a member of \(owner); choose another name and pass it with {\"name\": \"\(name)\", \"from\": \"<new name>\"} where a call needs it")
			return nil
		}
		var message: String?
		switch value.validate {
		case .positive?: message = value.message ?? "Undefined \(name)"
		case .notEmpty?: message = value.message ?? "\(Words.capitalized(name)) cannot be empty"
		case nil: message = nil
		}
		var input: InputModel?
		if isInput {
			let words = Words.camelCaseWords(name)
			let suffix = value.type == .bool ? "Switch" : "TextField"
			input = InputModel(
				outlet: name + suffix,
				isText: value.type == .string,
				isNumber: value.type.isNumeric,
				isSwitch: value.type == .bool,
				placeholderXML: XMLText.attribute(Words.title(words)),
				keyboardType: value.type == .double ? "decimalPad" : (value.type.isNumeric ? "numberPad" : "default"))
		}
		return ValueModel(
			name: SwiftIdentifier.escaped(name),
			label: SwiftIdentifier.escapedLabel(name),
			swiftType: value.type.rawValue,
			defaultValue: ModelBuilder.zeroLiteral(value.type),
			fallback: value.fallback?.rawValue,
			validatesPositive: value.validate == .positive,
			validatesNotEmpty: value.validate == .notEmpty,
			messageLiteral: message.map(SwiftLiteral.string),
			isInput: isInput,
			input: input)
	}

	// MARK: List screenlets

	private mutating func buildList(_ list: ListScreenletSpec, entity: EntityModel) -> ListModel? {
		let name = list.name?.value ?? "\(entity.className)List"
		let properties = list.properties.compactMap { buildValue($0, isInput: false) }
		guard properties.count == list.properties.count else {
			return nil
		}
		let scope = ValueScope(properties: list.properties, inputs: [])
		let page = buildCall(list.page, scope: scope, kind: .page)
		let count = list.count.flatMap { buildCall($0, scope: scope, kind: .count) }
		let cell = buildCell(list)
		guard let pageCall = page, list.count == nil || count != nil, let cellModel = cell else {
			return nil
		}
		var ids = XIBIdentifiers(document: "\(name)View_default")
		let cacheKey = list.properties.isEmpty ? SwiftLiteral.string(name) : ""
		var collection: CollectionThemeModel?
		if list.theme == .collection {
			var collectionIds = XIBIdentifiers(document: "\(name)View_default-collection")
			var cellIds = XIBIdentifiers(document: "\(entity.className)Cell_default-collection")
			collection = CollectionThemeModel(
				viewClass: "\(name)View_default_collection",
				cellClass: "\(entity.className)Cell_default_collection",
				cellNib: "\(entity.className)Cell_default-collection",
				cellIdLiteral: SwiftLiteral.string("\(entity.variableName.filter { $0 != "`" })Cell"),
				xib: ModelBuilder.listXIB(&collectionIds),
				cellXIB: CellXIBModel(
					rootId: cellIds.id("root"), contentId: cellIds.id("content"), labelId: cellIds.id("label"),
					leadingConstraintId: cellIds.id("label.leading"), trailingConstraintId: cellIds.id("label.trailing"),
					centerYConstraintId: cellIds.id("label.centerY"), outletId: cellIds.id("outlet.label")))
		}
		let model = ListModel(
			name: name,
			screenletClass: "\(name)Screenlet",
			delegateProtocol: "\(name)ScreenletDelegate",
			delegateProperty: "\(Words.lowerCamel(name))Delegate",
			interactorClass: "\(name)PageLoadInteractor",
			connectorClass: "\(name)PageLiferayConnector",
			viewClass: "\(name)View_default",
			properties: properties,
			validations: properties.filter { $0.messageLiteral != nil },
			hasInspectables: !properties.isEmpty || list.offline,
			offline: list.offline,
			streams: list.count == nil,
			page: pageCall,
			count: count,
			responseLabel: list.responseEvent?.value ?? "on\(name)Response",
			errorLabel: list.errorEvent?.value ?? "on\(name)Error",
			selectedLabel: list.selectedEvent?.value ?? "on\(entity.className)Selected",
			cacheKeyLiteral: cacheKey,
			cell: cellModel,
			xib: ModelBuilder.listXIB(&ids),
			collection: collection)
		checkDistinct([
			(model.responseLabel, list.responseEvent), (model.errorLabel, list.errorEvent), (model.selectedLabel, list.selectedEvent),
		], in: list.path + ".events")
		return model
	}

	private static func listXIB(_ ids: inout XIBIdentifiers) -> ListXIBModel {
		return ListXIBModel(
			rootId: ids.id("root"), listId: ids.id("list"),
			topConstraintId: ids.id("list.top"), bottomConstraintId: ids.id("list.bottom"),
			leadingConstraintId: ids.id("list.leading"), trailingConstraintId: ids.id("list.trailing"),
			outletId: ids.id("outlet.list"), layoutId: ids.id("list.layout"))
	}

	private mutating func buildCell(_ list: ListScreenletSpec) -> CellModel? {
		if let cell = list.cell {
			guard let attribute = spec.attributes.first(where: { $0.name.value == cell.value }) else {
				let names = spec.attributes.map { $0.name.value }
				diagnostics.error(at: cell.location, "\(cell.path): \"\(cell.value)\" is not an attribute of \(spec.entity.value); expected one of \(names.joined(separator: ", "))\(Suggestion.hint(for: cell.value, in: names))")
				return nil
			}
			return cellModel(attribute)
		}
		// With no attribute decoded, the attributes' own errors are already reported.
		guard let attribute = spec.attributes.first(where: { $0.type == .string }) ?? spec.attributes.first else {
			return nil
		}
		return cellModel(attribute)
	}

	private func cellModel(_ attribute: AttributeSpec) -> CellModel {
		let overridesNonOptional = ReservedNames.overridableByAttributes[attribute.name.value] != nil
		return CellModel(
			attribute: SwiftIdentifier.escaped(attribute.name.value),
			isString: attribute.type == .string,
			isOptional: attribute.optional && !overridesNonOptional)
	}

	// MARK: Action screenlets

	private mutating func buildActionScreenlet(_ screenlet: ActionScreenletSpec, entity: EntityModel) -> ActionScreenletModel? {
		let name = screenlet.name.value
		let properties = screenlet.properties.compactMap { buildValue($0, isInput: false) }
		let inputs = screenlet.inputs.compactMap { buildValue($0, isInput: true) }
		guard properties.count == screenlet.properties.count, inputs.count == screenlet.inputs.count else {
			return nil
		}
		let scope = ValueScope(properties: screenlet.properties, inputs: screenlet.inputs)
		var actions: [ActionModel] = []
		for (index, action) in screenlet.actions.enumerated() {
			if let model = buildAction(action, index: index, scope: scope, properties: properties, inputs: inputs, entity: entity) {
				actions.append(model)
			}
		}
		guard actions.count == screenlet.actions.count else {
			return nil
		}
		var labels: [(String, Located<String>?)] = []
		for (action, spec) in zip(actions, screenlet.actions) {
			labels.append((action.successLabel, spec.successEvent))
			labels.append((action.failureLabel, spec.failureEvent))
		}
		checkDistinct(labels, in: screenlet.path + ".actions")
		checkViewMembers(screenlet, actions: actions)
		let viewClass = "\(name)View_default"
		return ActionScreenletModel(
			name: name,
			screenletClass: "\(name)Screenlet",
			delegateProtocol: "\(name)ScreenletDelegate",
			delegateProperty: "\(Words.lowerCamel(name))Delegate",
			viewModelProtocol: "\(name)ViewModel",
			viewClass: viewClass,
			properties: properties,
			inputs: inputs,
			actions: actions,
			hasProperties: !properties.isEmpty,
			isCallbackStyle: screenlet.style == .callback,
			xib: ModelBuilder.actionXIB(document: viewClass, inputs: inputs, actions: actions))
	}

	private mutating func buildAction(_ action: ActionSpec, index: Int, scope: ValueScope, properties: [ValueModel], inputs: [ValueModel], entity: EntityModel) -> ActionModel? {
		guard let call = buildCall(action.call, scope: scope, kind: .action) else {
			return nil
		}
		let prefix = Words.upperCamel(kebab: action.name.value)
		let words = Words.kebabWords(action.name.value)
		let readVerbs: Set<String> = ["get", "load", "fetch", "search", "read"]
		let isWrite = action.write ?? !readVerbs.contains(words[0])
		let used = scope.usedValues(by: action.call)
		let values = properties.enumerated().filter { used.properties.contains($0.offset) }.map { $0.element }
			+ inputs.enumerated().filter { used.inputs.contains($0.offset) }.map { $0.element }
		let participle = Words.capitalized(PastParticiple.of(words[0]))
		let methodName = Words.lowerCamel(kebab: action.name.value)
		return ActionModel(
			nameLiteral: SwiftLiteral.string(action.name.value),
			constantName: "\(prefix)Action",
			interactorClass: "\(prefix)Interactor",
			connectorClass: "\(prefix)LiferayConnector",
			interactorSuperclass: isWrite ? "ServerWriteConnectorInteractor" : "ServerReadConnectorInteractor",
			factoryMethod: "create\(prefix)Interactor",
			isDefault: index == 0,
			values: values,
			validations: values.filter { $0.messageLiteral != nil },
			call: call,
			resultIsEntity: action.result == .entity,
			resultIsRaw: action.result == .raw,
			resultIsNone: action.result == .none,
			resultProperty: action.result == .entity ? "result\(entity.className)" : "resultAttributes",
			resultType: action.result == .entity ? entity.className : "[String: AnyObject]",
			successLabel: action.successEvent?.value ?? "on\(entity.className)\(participle)",
			successParameter: action.result == .entity ? entity.variableName : "attributes",
			failureLabel: action.failureEvent?.value ?? "on\(prefix)Error",
			buttonOutlet: "\(methodName)Button",
			buttonMethod: methodName,
			buttonTitleXML: XMLText.attribute(words.joined(separator: " ").uppercased()))
	}

	/// Outlets, View Model members and button actions share the View's namespace.
	private mutating func checkViewMembers(_ screenlet: ActionScreenletSpec, actions: [ActionModel]) {
		var members: [String: String] = [:]
		for input in screenlet.inputs {
			members[input.name.value] = input.name.path
		}
		for input in screenlet.inputs {
			let outlet = input.name.value + (input.type == .bool ? "Switch" : "TextField")
			if let other = members[outlet] {
				diagnostics.error(at: input.name.location, "\(input.name.path): the outlet \(outlet) of this input clashes with \(other); rename one of them")
			}
			members[outlet] = input.name.path
		}
		for (action, spec) in zip(actions, screenlet.actions) {
			for member in [action.buttonOutlet, action.buttonMethod] {
				if let other = members[member] {
					diagnostics.error(at: spec.name.location, "\(spec.name.path): the View member \(member) of this action clashes with \(other); rename one of them")
				}
				members[member] = spec.name.path
			}
		}
	}

	private static func actionXIB(document: String, inputs: [ValueModel], actions: [ActionModel]) -> ActionXIBModel {
		var ids = XIBIdentifiers(document: document)
		let rootId = ids.id("root")
		let width = 320
		let margin = 8
		var y = margin
		var controls: [XIBControlModel] = []
		func add(_ role: String, textField: Bool, switchControl: Bool, text: String, keyboard: String, outlet: String, selector: String?, height: Int) {
			let previous = controls.last
			controls.append(XIBControlModel(
				id: ids.id(role), tag: controls.count + 1, y: y,
				width: switchControl ? 51 : width - 2 * margin, height: height,
				isTextField: textField, isSwitch: switchControl, isButton: !textField && !switchControl,
				textXML: text, keyboardType: keyboard, stretches: !switchControl,
				outlet: outlet, outletConnectionId: ids.id("\(role).outlet"),
				actionSelector: selector, actionConnectionId: ids.id("\(role).action"),
				heightConstraintId: ids.id("\(role).height"), leadingConstraintId: ids.id("\(role).leading"),
				trailingConstraintId: ids.id("\(role).trailing"), topConstraintId: ids.id("\(role).top"),
				topItemId: previous?.id ?? rootId, topItemAttribute: previous == nil ? "top" : "bottom"))
			y += height + margin
		}
		for value in inputs {
			guard let input = value.input else { continue }
			add("input.\(value.name)", textField: !input.isSwitch, switchControl: input.isSwitch, text: input.placeholderXML,
				keyboard: input.keyboardType, outlet: input.outlet, selector: nil, height: input.isSwitch ? 31 : 40)
		}
		for action in actions {
			add("action.\(action.buttonMethod)", textField: false, switchControl: false, text: action.buttonTitleXML,
				keyboard: "default", outlet: action.buttonOutlet, selector: "\(action.buttonMethod):", height: 50)
		}
		return ActionXIBModel(rootId: rootId, width: width, height: y, controls: controls)
	}

	// MARK: Checks

	/// Two delegate events with one label would be one selector twice.
	private mutating func checkDistinct(_ labels: [(String, Located<String>?)], in path: String) {
		var seen: Set<String> = []
		for (label, origin) in labels where !seen.insert(label).inserted {
			diagnostics.error(at: origin?.location ?? spec.location, "\(origin?.path ?? path): the delegate label \"\(label)\" is used twice in one delegate protocol; give each event its own label in \"events\"")
		}
	}

	private mutating func checkUniqueClasses(_ model: GenerationModel) {
		var owners: [String: String] = [model.entity.className: "entity"]
		func claim(_ name: String, _ owner: String, diagnostics: inout Diagnostics) {
			if let other = owners[name] {
				diagnostics.error(at: spec.location, "the class \(name) would be generated twice (by \(other) and by \(owner)); rename a screenlet or an action")
			}
			owners[name] = owner
		}
		for (index, list) in model.lists.enumerated() {
			let owner = "list screenlet \(index + 1) (\(list.name))"
			for name in [list.screenletClass, list.delegateProtocol, list.interactorClass, list.connectorClass, list.viewClass] {
				claim(name, owner, diagnostics: &diagnostics)
			}
			if let collection = list.collection {
				claim(collection.viewClass, owner, diagnostics: &diagnostics)
				claim(collection.cellClass, owner, diagnostics: &diagnostics)
			}
		}
		for screenlet in model.actionScreenlets {
			let owner = "action screenlet \(screenlet.name)"
			for name in [screenlet.screenletClass, screenlet.delegateProtocol, screenlet.viewModelProtocol, screenlet.viewClass] {
				claim(name, owner, diagnostics: &diagnostics)
			}
			for action in screenlet.actions {
				claim(action.interactorClass, owner, diagnostics: &diagnostics)
				if !screenlet.isCallbackStyle {
					claim(action.connectorClass, owner, diagnostics: &diagnostics)
				}
			}
		}
	}
}
