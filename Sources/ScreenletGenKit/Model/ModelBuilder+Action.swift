/// Action screenlets: actions, their Interactors and Connectors, and the View's XIB layout.
extension ModelBuilder {

	mutating func buildActionScreenlet(_ screenlet: ActionScreenletSpec, entity: EntityModel) -> ActionScreenletModel? {
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
		checkViewMembers(screenlet, inputs: inputs, actions: actions)
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

	mutating func buildAction(_ action: ActionSpec, index: Int, scope: ValueScope, properties: [ValueModel], inputs: [ValueModel], entity: EntityModel) -> ActionModel? {
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
	mutating func checkViewMembers(_ screenlet: ActionScreenletSpec, inputs: [ValueModel], actions: [ActionModel]) {
		var members: [String: String] = [:]
		for input in screenlet.inputs {
			members[input.name.value] = input.name.path
		}
		for (input, value) in zip(screenlet.inputs, inputs) {
			guard let outlet = value.input?.outlet else { continue }
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

	static func actionXIB(document: String, inputs: [ValueModel], actions: [ActionModel]) -> ActionXIBModel {
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
				topItemId: previous?.id ?? rootId, topItemAttribute: previous == nil ? "top" : "bottom",
				captionId: ids.id("\(role).caption"), captionLeadingConstraintId: ids.id("\(role).caption.leading"),
				captionCenterYConstraintId: ids.id("\(role).caption.centerY"), captionTrailingConstraintId: ids.id("\(role).caption.trailing")))
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
}
