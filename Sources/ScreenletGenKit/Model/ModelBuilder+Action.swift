/// Action screenlets: actions, their Interactors and Connectors, and the View's XIB layout.
extension ModelBuilder {

	mutating func buildActionScreenlet(_ screenlet: ActionScreenletSpec, entity: EntityModel) -> ActionScreenletModel? {
		guard let name = screenletBaseName(screenlet.name) else {
			return nil
		}
		var properties = screenlet.properties.compactMap { buildValue($0, isInput: false) }
		var inputs = screenlet.inputs.compactMap { buildValue($0, isInput: true) }
		guard properties.count == screenlet.properties.count, inputs.count == screenlet.inputs.count else {
			return nil
		}
		// What the user sees keeps its name: an inspectable of the screenlet, a View Model property of the View.
		let prefixes = screenlet.actions.map { Words.upperCamel(kebab: $0.name.value) }
		let delegateProperty = "\(Words.lowerCamel(name))Delegate"
		let screenletNamespace = ModelBuilder.actionScreenletNamespace([delegateProperty] + prefixes.map { "\($0)Action" } + prefixes.map { "create\($0)Interactor" })
		var view = ModelBuilder.actionViewNamespace()
		var refused = false
		for property in screenlet.properties {
			refused = refuseTaken(property.name, what: "property", owner: "\(name)Screenlet", in: screenletNamespace, hint: " (an @IBInspectable is set by this name in Interface Builder)") || refused
		}
		for input in screenlet.inputs {
			refused = refuseTaken(input.name, what: "input", owner: "\(name)View_default", in: view, hint: " (it is a property of the View Model that the View implements)") || refused
			view.claim(input.name.value)
		}
		guard !refused else {
			return nil
		}
		// Inside the Interactor and Connector a clashing value is stored under another name.
		var plumbing = ModelBuilder.actionPlumbingNamespaces(write: true, resultProperty: "result\(entity.className)", callbackStyle: screenlet.style == .callback)
			+ ModelBuilder.actionPlumbingNamespaces(write: false, resultProperty: "resultAttributes", callbackStyle: false)
		var scope = ValueScope(properties: screenlet.properties, inputs: screenlet.inputs)
		for index in properties.indices {
			ModelBuilder.store(&properties[index], as: ModelBuilder.storedName(screenlet.properties[index].name.value, entity: entity, in: &plumbing), scope: &scope)
		}
		for index in inputs.indices {
			ModelBuilder.store(&inputs[index], as: ModelBuilder.storedName(screenlet.inputs[index].name.value, entity: entity, in: &plumbing), scope: &scope)
			let suffix = InputControl(screenlet.inputs[index]).outletSuffix
			let base = screenlet.inputs[index].name.value
			inputs[index].input!.outlet = view.claimFirstFree([base + suffix, base + suffix + "Outlet"]) { $0.takesProperty($1) }
			if inputs[index].input!.captionOutlet != nil {
				inputs[index].input!.captionOutlet = view.claimFirstFree([base + "Label", base + "LabelOutlet"]) { $0.takesProperty($1) }
			}
			ModelBuilder.markRequired(&inputs[index])
		}
		var actions: [ActionModel] = []
		for (index, action) in screenlet.actions.enumerated() {
			if var model = buildAction(action, index: index, scope: scope, properties: properties, inputs: inputs, entity: entity,
					screenletName: name, callbackStyle: screenlet.style == .callback) {
				model.buttonOutlet = view.claimFirstFree([model.buttonOutlet, model.buttonOutlet + "Outlet"]) { $0.takesProperty($1) }
				let method = model.buttonMethod
				model.buttonMethod = view.claimFirstFree([method, method + entity.className, method + "Action"]) { $0.takesAction($1) }
				actions.append(model)
			}
		}
		guard actions.count == screenlet.actions.count else {
			return nil
		}
		// An input no action sends is typed into and lost, unless the app's own interactor
		// (the delegate's customInteractorForAction) reads it: a warning, silenced by "sent": false.
		let sent = screenlet.actions.reduce(into: Set<Int>()) { $0.formUnion(scope.usedValues(by: $1.call).inputs) }
		for (index, input) in screenlet.inputs.enumerated() where !sent.contains(index) && input.sent != false {
			let name = input.name.value
			diagnostics.warning(at: input.name.location, "\(input.name.path): no action sends the input \"\(name)\", so what the user types there reaches no portal call; pass it in an action's params (\"\(name)\", or {\"name\": \"…\", \"from\": \"\(name)\"}), or add \"sent\": false if your own interactor reads it")
		}
		var updateButtonsMethod: String?
		var inputChangeMethod: String?
		if actions.contains(where: { $0.enabledExpression != nil }) {
			updateButtonsMethod = view.claimFirstFree(["updateButtons", "updateActionButtons"]) { $0.takesProperty($1) || $0.takesAction($1) }
			inputChangeMethod = view.claimFirstFree(["inputDidChange", "requiredInputDidChange"]) { $0.takesProperty($1) || $0.takesAction($1) }
		}
		var labels: [(String, Located<String>?)] = []
		for (action, spec) in zip(actions, screenlet.actions) {
			labels.append((action.successLabel, spec.successEvent))
			labels.append((action.failureLabel, spec.failureEvent))
		}
		checkDistinct(labels, in: screenlet.path + ".actions")
		// Edit screens: a read action's entity fills the inputs named like its attributes.
		let formFields = ModelBuilder.formFields(screenlet.inputs, inputs, entity: entity, attributes: spec.attributes)
		var fillFormMethod: String?
		if !formFields.isEmpty, actions.contains(where: { !$0.isWrite && $0.resultIsEntity }) {
			var namespace = screenletNamespace
			screenlet.properties.forEach { namespace.claim($0.name.value) }
			fillFormMethod = namespace.claimFirstFree(["fillForm", "fillFormWith\(entity.className)"]) { $0.takesProperty($1) || $0.takesAction($1) }
			for index in actions.indices where !actions[index].isWrite && actions[index].resultIsEntity {
				actions[index].fillsForm = true
			}
		}
		var strings = StringsTableBuilder(screenletName: name)
		strings.addMessages(screenlet.properties)
		for input in screenlet.inputs {
			strings.add(ModelBuilder.labelKey(input), ModelBuilder.label(input))
			for choice in input.choices ?? [] {
				strings.add(ModelBuilder.choiceKey(input, choice), ModelBuilder.choiceTitle(choice))
			}
			strings.addMessages([input])
		}
		for (action, spec) in zip(actions, screenlet.actions) {
			strings.add(ModelBuilder.buttonTitleKey(spec), ModelBuilder.buttonTitle(spec))
			strings.add(ModelBuilder.progressKey(spec), action.isWrite ? "Sending..." : "Loading...")
			strings.add(ModelBuilder.failureKey(spec), ModelBuilder.failureMessage(spec))
		}
		if actions.contains(where: { !$0.resultIsNone }) {
			strings.add(StringsTableBuilder.invalidAnswerKey, "The server's answer cannot be shown")
		}
		if screenlet.style == .callback || actions.contains(where: { $0.call.readsSessionContext }) {
			strings.add(StringsTableBuilder.loginRequiredKey, StringsTableBuilder.loginRequiredText)
		}
		let viewClass = "\(name)View_default"
		let swiftUIView = spec.generatesSwiftUI == true ? ModelBuilder.actionSwiftUIView(name: name, properties: properties, actions: actions, callbackStyle: screenlet.style == .callback) : nil
		checkTypeNames(["\(name)Screenlet", "\(name)ScreenletDelegate", "\(name)ViewModel", viewClass] + (swiftUIView.map { [$0.name] } ?? []),
			nibs: [viewClass], base: name, at: screenlet.name)
		for (action, spec) in zip(actions, screenlet.actions) {
			let prefix = Words.upperCamel(kebab: spec.name.value)
			checkTypeNames([action.interactorClass, action.connectorClass], nibs: [], base: prefix, at: spec.name)
		}
		return ActionScreenletModel(
			name: name,
			strings: strings.model(),
			screenletClass: "\(name)Screenlet",
			delegateProtocol: "\(name)ScreenletDelegate",
			delegateProperty: delegateProperty,
			viewModelProtocol: "\(name)ViewModel",
			viewClass: viewClass,
			properties: properties,
			inputs: inputs,
			actions: actions,
			hasInspectables: !properties.isEmpty || screenlet.style != .callback,
			hasProperties: !properties.isEmpty,
			isCallbackStyle: screenlet.style == .callback,
			formFields: fillFormMethod == nil ? [] : formFields,
			syncedActions: screenlet.style == .callback ? [] : actions.filter { $0.isWrite }.sorted { $0.cacheKeyPrefixLiteral.count > $1.cacheKeyPrefixLiteral.count },
			cacheCollectionLiteral: SwiftLiteral.string(name),
			updateButtonsMethod: updateButtonsMethod,
			inputChangeMethod: inputChangeMethod,
			fillFormMethod: fillFormMethod,
			xib: ModelBuilder.actionXIB(document: viewClass, inputs: inputs, actions: actions, inputChangeMethod: inputChangeMethod,
				accessibility: ModelBuilder.accessibilityIdentifiers(name, inputs: screenlet.inputs, actions: screenlet.actions)),
			swiftUIView: swiftUIView)
	}

	/// The closures: each action's success and failure, the first action's success last.
	static func actionSwiftUIView(name: String, properties: [ValueModel], actions: [ActionModel], callbackStyle: Bool) -> SwiftUIViewModel {
		let screenletClass = "\(name)Screenlet"
		var closures: [SwiftUIClosureModel] = []
		for action in actions {
			closures.append(swiftUIClosure(action.successLabel, screenletClass: screenletClass,
				parameter: action.resultIsNone ? nil : (action.successParameter, action.resultType)))
			closures.append(swiftUIClosure(action.failureLabel, screenletClass: screenletClass, parameter: ("error", "NSError")))
		}
		closures.append(closures.removeFirst())
		return swiftUIView(name: name, screenletClass: screenletClass, properties: properties, hasOfflinePolicy: !callbackStyle, closures: closures)
	}

	mutating func buildAction(_ action: ActionSpec, index: Int, scope: ValueScope, properties: [ValueModel], inputs: [ValueModel], entity: EntityModel,
			screenletName: String, callbackStyle: Bool) -> ActionModel? {
		guard let call = buildCall(action.call, scope: scope, kind: .action) else {
			return nil
		}
		let prefix = Words.upperCamel(kebab: action.name.value)
		let words = Words.kebabWords(action.name.value)
		let isWrite = ModelBuilder.isWrite(action)
		let used = scope.usedValues(by: action.call)
		let values = properties.enumerated().filter { used.properties.contains($0.offset) }.map { $0.element }
			+ inputs.enumerated().filter { used.inputs.contains($0.offset) }.map { $0.element }
		let participle = Words.capitalized(PastParticiple.of(words[0]))
		let methodName = Words.lowerCamel(kebab: action.name.value)
		let cachesResult = !isWrite && action.result != .none && !callbackStyle
		let filled = values.compactMap { $0.input?.filledExpression }
		let keyedValues = isWrite ? ModelBuilder.itemKeyValues(of: values, action: words) : values
		let cacheKeyIsPerItem = isWrite && !keyedValues.isEmpty
		// A date is keyed by its milliseconds, as the portal and the cache attributes have it.
		let keyParts = keyedValues.map { $0.swiftType == "Date" ? "Int64(\($0.storedName).timeIntervalSince1970 * 1000)" : $0.storedName }
		return ActionModel(
			nameLiteral: SwiftLiteral.string(action.name.value),
			constantName: "\(prefix)Action",
			interactorClass: "\(prefix)Interactor",
			connectorClass: "\(prefix)LiferayConnector",
			interactorSuperclass: isWrite ? "ServerWriteConnectorInteractor" : "ServerReadConnectorInteractor",
			isWrite: isWrite,
			cachesResult: cachesResult,
			fillsForm: false,
			usesCache: (isWrite && !callbackStyle) || cachesResult,
			cacheCollectionLiteral: SwiftLiteral.string(screenletName),
			cacheKeyExpression: SwiftLiteral.string(action.name.value, interpolating: isWrite && !cacheKeyIsPerItem ? ["UUID().uuidString"] : keyParts),
			cacheKeyIsStored: isWrite && !callbackStyle,
			cacheKeyPrefixLiteral: SwiftLiteral.string(action.name.value + "-"),
			cacheKeyIsPerItem: cacheKeyIsPerItem,
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
			enabledExpression: filled.isEmpty ? nil : filled.joined(separator: "\n\t\t\t\t&& "),
			clearsForm: isWrite && !ModelBuilder.changesOneItemVerbs.contains(words[0]) && values.contains { $0.input?.clearedValue != nil },
			buttonTitleXML: XMLText.attribute(ModelBuilder.buttonTitle(action)),
			buttonTitleKeyLiteral: SwiftLiteral.string(ModelBuilder.buttonTitleKey(action)),
			progressKeyLiteral: SwiftLiteral.string(ModelBuilder.progressKey(action)),
			failureKeyLiteral: SwiftLiteral.string(ModelBuilder.failureKey(action)))
	}

	/// SPEC: `write` defaults to false for actions whose first word reads.
	static func isWrite(_ action: ActionSpec) -> Bool {
		return action.write ?? !readVerbs.contains(Words.kebabWords(action.name.value).first ?? "")
	}

	/// The first words of an action that reads.
	static let readVerbs: Set<String> = ["get", "load", "fetch", "search", "read"]
	/// The first words of a write that changes one item rather than adding one.
	static let changesOneItemVerbs: Set<String> = ["update", "delete", "remove", "move", "set", "edit", "rename", "mark", "trash", "restore"]

	/// A write that changes one item (`update-…`, `delete-…`, `move-…`) is keyed by the values
	/// that say which item: the screenlet's properties and the inputs named `…Id`. Anything
	/// else (an add, a write with no such value) gets a fresh key for each write, so no write
	/// offline ever replaces another (as Screens' Comment interactors key adds by a UUID).
	static func itemKeyValues(of values: [ValueModel], action words: [String]) -> [ValueModel] {
		guard let verb = words.first, changesOneItemVerbs.contains(verb) else {
			return []
		}
		return values.filter { !$0.isInput || $0.label == "id" || $0.label.hasSuffix("Id") }
	}

	/// A required input whose control reports each change (a text field, a choice) makes the
	/// buttons of the actions that send it wait until it is filled; a text view or a number
	/// field that may hold 0 is checked when the action runs, as every input is.
	static func markRequired(_ value: inout ValueModel) {
		guard var input = value.input else { return }
		if (input.isText && value.validatesNotEmpty) || (input.isNumber && value.validatesPositive) {
			input.filledExpression = "!(\(input.outlet)?.text ?? \"\").isEmpty"
			input.changeEvent = "editingChanged"
		}
		else if input.isChoice && (value.validatesNotEmpty || value.validatesPositive) {
			input.filledExpression = "(\(input.outlet)?.selectedSegmentIndex ?? UISegmentedControl.noSegment) != UISegmentedControl.noSegment"
			input.changeEvent = "valueChanged"
		}
		value.input = input
	}

	/// The inputs that share a name and type with an attribute, and the value each takes from
	/// an entity (an optional attribute that is nil clears its input).
	static func formFields(_ specs: [ValueSpec], _ inputs: [ValueModel], entity: EntityModel, attributes: [AttributeSpec]) -> [FormFieldModel] {
		var fields: [FormFieldModel] = []
		for (spec, input) in zip(specs, inputs) {
			guard let index = attributes.firstIndex(where: { $0.name.value == spec.name.value && $0.type == spec.type }),
					index < entity.attributes.count else {
				continue
			}
			let attribute = entity.attributes[index]
			let value = "\(entity.variableName).\(attribute.name)"
			fields.append(FormFieldModel(input: input.name, expression: attribute.isOptional ? "\(value) ?? \(input.defaultValue)" : value))
		}
		return fields
	}

	/// `ADD BOOKMARK`, key `add-bookmark-button`.
	static func buttonTitle(_ action: ActionSpec) -> String {
		return Words.kebabWords(action.name.value).joined(separator: " ").uppercased()
	}

	static func buttonTitleKey(_ action: ActionSpec) -> String {
		return "\(action.name.value)-button"
	}

	/// The key of the HUD message shown when the action fails, as Screens' own views have one
	/// (`login-loading-error`).
	static func failureKey(_ action: ActionSpec) -> String {
		return "\(action.name.value)-error"
	}

	/// `Could not add bookmark`.
	static func failureMessage(_ action: ActionSpec) -> String {
		return "Could not " + Words.kebabWords(action.name.value).joined(separator: " ")
	}

	/// The key of the HUD message shown while the action runs.
	static func progressKey(_ action: ActionSpec) -> String {
		return "\(action.name.value)-progress"
	}

	/// What one row of an action View's XIB holds.
	enum XIBControlKind {
		case textField, textView, switchControl, datePicker, segmentedControl, button
		/// The label above a control that has no placeholder and no room for a caption beside it.
		case caption

		var height: Int {
			switch self {
			case .textField: return 40
			case .textView: return 80
			case .switchControl: return 31
			case .datePicker: return 162
			case .segmentedControl: return 29
			case .button: return 50
			case .caption: return 21
			}
		}
	}

	/// UI tests' names for an action View's controls, unique in the screenlet, in the spec's
	/// names: each input's (`addBookmark.title`) and its caption's (`todoEditor.notes.caption`),
	/// then each action's button (`addBookmark.addBookmarkButton`).
	static func accessibilityIdentifiers(_ screenletName: String, inputs: [ValueSpec], actions: [ActionSpec])
			-> (inputs: [String], captions: [String], buttons: [String]) {
		var accessibility = AccessibilityIdentifiers(screenlet: screenletName)
		var controls: [String] = []
		var captions: [String] = []
		for input in inputs {
			controls.append(accessibility.identifier(input.name.value))
			captions.append(InputControl(input).hasCaption ? accessibility.identifier(input.name.value, "caption") : "")
		}
		let buttons = actions.map { accessibility.identifier(Words.lowerCamel(kebab: $0.name.value) + "Button") }
		return (controls, captions, buttons)
	}

	static func actionXIB(document: String, inputs: [ValueModel], actions: [ActionModel], inputChangeMethod: String?,
			accessibility: (inputs: [String], captions: [String], buttons: [String])) -> ActionXIBModel {
		var ids = XIBIdentifiers(document: document)
		let rootId = ids.id("root")
		let width = 320
		let margin = 8
		var y = margin
		var controls: [XIBControlModel] = []
		func add(_ role: String, _ kind: XIBControlKind, text: String, keyboard: String = "default", outlet: String, captionOutlet: String? = nil,
				segments: [ChoiceModel] = [], selector: String? = nil, event: String = "touchUpInside", identifier: String, captionIdentifier: String = "") {
			let previous = controls.last
			// Tags number the controls a user acts on (`becomeFirstResponder()` looks for tag 1); captions have none.
			let tag = kind == .caption ? 0 : controls.filter { !$0.isCaption }.count + 1
			controls.append(XIBControlModel(
				id: ids.id(role), tag: tag, y: y,
				width: kind == .switchControl ? 51 : width - 2 * margin, height: kind.height,
				isTextField: kind == .textField, isSwitch: kind == .switchControl, isButton: kind == .button,
				isTextView: kind == .textView, isDatePicker: kind == .datePicker, isSegmentedControl: kind == .segmentedControl,
				isCaption: kind == .caption, segments: segments,
				textXML: text, keyboardType: keyboard, stretches: kind != .switchControl,
				outlet: outlet, outletConnectionId: ids.id(role, ".outlet"),
				actionSelector: selector, actionEvent: event, actionConnectionId: ids.id(role, ".action"),
				heightConstraintId: ids.id(role, ".height"), leadingConstraintId: ids.id(role, ".leading"),
				trailingConstraintId: ids.id(role, ".trailing"), topConstraintId: ids.id(role, ".top"),
				topItemId: previous?.id ?? rootId, topItemAttribute: previous == nil ? "top" : "bottom",
				captionId: ids.id(role, ".caption"), captionLeadingConstraintId: ids.id(role, ".caption.leading"),
				captionCenterYConstraintId: ids.id(role, ".caption.centerY"), captionTrailingConstraintId: ids.id(role, ".caption.trailing"),
				captionOutlet: captionOutlet, captionOutletConnectionId: ids.id(role, ".caption.outlet"),
				accessibilityIdentifierXML: XMLText.attribute(identifier), captionAccessibilityIdentifierXML: XMLText.attribute(captionIdentifier)))
			y += kind.height + margin
		}
		for (index, value) in inputs.enumerated() {
			guard let input = value.input else { continue }
			let role = "input.\(value.name)"
			if input.isSwitch {
				add(role, .switchControl, text: input.placeholderXML, outlet: input.outlet, captionOutlet: input.captionOutlet,
					identifier: accessibility.inputs[index], captionIdentifier: accessibility.captions[index])
				continue
			}
			if let caption = input.captionOutlet {
				add("\(role).label", .caption, text: input.placeholderXML, outlet: caption, identifier: accessibility.captions[index])
			}
			let kind: XIBControlKind = input.isMultiline ? .textView : input.isDate ? .datePicker : input.isChoice ? .segmentedControl : .textField
			let change = input.changeEvent.flatMap { event in inputChangeMethod.map { ("\($0):", event) } }
			add(role, kind, text: input.placeholderXML, keyboard: input.keyboardType, outlet: input.outlet, segments: input.choices,
				selector: change?.0, event: change?.1 ?? "", identifier: accessibility.inputs[index])
		}
		for (index, action) in actions.enumerated() {
			add("action.\(action.buttonMethod)", .button, text: action.buttonTitleXML, outlet: action.buttonOutlet, selector: "\(action.buttonMethod):",
				identifier: accessibility.buttons[index])
		}
		return ActionXIBModel(rootId: rootId, width: width, height: y, controls: controls)
	}
}
