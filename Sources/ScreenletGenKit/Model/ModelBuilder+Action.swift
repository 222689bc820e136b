/// Action screenlets: actions, their Interactors and Connectors, and the View's controls.
extension ModelBuilder {

	mutating func buildActionScreenlet(_ screenlet: ActionScreenletSpec, entity: Entity) -> ActionScreenlet? {
		guard let name = screenletBaseName(screenlet.name) else {
			return nil
		}
		var properties = screenlet.properties.map { buildValue($0, isInput: false) }
		var inputs = screenlet.inputs.map { buildValue($0, isInput: true) }
		// What the user sees keeps its name: an inspectable of the screenlet, a View Model property of the View.
		let prefixes = screenlet.actions.map { Words.upperCamel(kebab: $0.name.value) }
		let delegateProperty = "\(Words.lowerCamel(name))Delegate"
		// A chooser's read (`load-project-choices`) is an action of the screenlet too.
		let chooserPrefixes = screenlet.inputs.filter { $0.parentChoice != nil }.map { Words.upperCamel(kebab: ModelBuilder.chooserActionName($0.name.value)) }
		let screenletNamespace = ModelBuilder.actionScreenletNamespace([delegateProperty] + (prefixes + chooserPrefixes).map { "\($0)Action" } + (prefixes + chooserPrefixes).map { "create\($0)Interactor" })
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
		var plumbing = ModelBuilder.actionPlumbingNamespaces(write: true, resultProperty: ModelBuilder.resultProperty(.entity, entity: entity), callbackStyle: screenlet.style == .callback)
			+ ModelBuilder.actionPlumbingNamespaces(write: false, resultProperty: "resultAttributes", callbackStyle: false)
		var scope = ValueScope(properties: screenlet.properties, inputs: screenlet.inputs)
		for index in properties.indices {
			ModelBuilder.store(&properties[index], as: ModelBuilder.storedName(screenlet.properties[index].name.value, entity: entity, in: &plumbing), scope: &scope)
		}
		// UI tests' names: each input's (and its caption's), then each action's button.
		var accessibility = AccessibilityIdentifiers(screenlet: name)
		for index in inputs.indices {
			ModelBuilder.store(&inputs[index], as: ModelBuilder.storedName(screenlet.inputs[index].name.value, entity: entity, in: &plumbing), scope: &scope)
			let suffix = InputControl(screenlet.inputs[index]).outletSuffix
			let base = screenlet.inputs[index].name.value
			inputs[index].input!.outlet = view.claimFirstFree([base + suffix, base + suffix + "Outlet"]) { $0.takesProperty($1) }
			if inputs[index].input!.captionOutlet != nil {
				inputs[index].input!.captionOutlet = view.claimFirstFree([base + "Label", base + "LabelOutlet"]) { $0.takesProperty($1) }
			}
			inputs[index].input!.accessibilityIdentifier = accessibility.identifier(base)
			if inputs[index].input!.control.hasCaption {
				inputs[index].input!.captionAccessibilityIdentifier = accessibility.identifier(base, "caption")
			}
			if inputs[index].input!.control == .switchGroup {
				for item in inputs[index].input!.choices.indices {
					let value = inputs[index].input!.choices[item].value
					// A list type entry's key is letters and digits: `power` gives `affectedSystemsPowerSwitch`.
					let named = base + Words.capitalized(value)
					inputs[index].input!.choices[item].switchOutlet = view.claimFirstFree([named + "Switch", named + "SwitchOutlet"]) { $0.takesProperty($1) }
					inputs[index].input!.choices[item].labelOutlet = view.claimFirstFree([named + "Label", named + "LabelOutlet"]) { $0.takesProperty($1) }
					inputs[index].input!.choices[item].accessibilityIdentifier = accessibility.identifier(base, value)
					inputs[index].input!.choices[item].labelAccessibilityIdentifier = accessibility.identifier(base, value, "caption")
				}
			}
		}
		decideInputs(&inputs, scope: &scope, screenlet: screenlet)
		for index in inputs.indices {
			ModelBuilder.markRequired(&inputs[index])
			// An optional date or switch is left out until the person sets it.
			if let input = inputs[index].input, input.isOptional, input.control == .datePicker || input.control == .switchControl {
				let base = screenlet.inputs[index].name.value
				inputs[index].input!.setFlag = view.claimFirstFree([base + "IsSet", base + "IsSetFlag"]) { $0.takesProperty($1) }
				inputs[index].input!.setMethod = view.claimFirstFree([base + "DidChange", base + "DidChangeValue"]) { $0.takesProperty($1) || $0.takesAction($1) }
			}
		}
		decideChoosers(&inputs, specs: screenlet.inputs, screenlet: name, view: &view)
		var actions: [Action] = []
		for (index, action) in screenlet.actions.enumerated() {
			let buttonIdentifier = accessibility.identifier(Words.lowerCamel(kebab: action.name.value) + "Button")
			if var model = buildAction(action, index: index, scope: scope, properties: properties, inputs: inputs, entity: entity,
					style: screenlet.style, buttonIdentifier: buttonIdentifier) {
				model.buttonOutlet = view.claimFirstFree([model.buttonOutlet, model.buttonOutlet + "Outlet"]) { $0.takesProperty($1) }
				let method = model.buttonMethod
				model.buttonMethod = view.claimFirstFree([method, method + entity.className, method + "Action"]) { $0.takesAction($1) }
				actions.append(model)
			}
		}
		guard actions.count == screenlet.actions.count else {
			return nil
		}
		// A synced write sends the site it was made in, not the one the app is in when it syncs.
		let sitedWrites = actions.indices.filter { actions[$0].isWrite && actions[$0].style == .connector && actions[$0].call.reads(.groupId) }
		if !sitedWrites.isEmpty {
			let member = ModelBuilder.storedName("groupId", entity: entity, in: &plumbing)
			for index in sitedWrites {
				actions[index].recordedSite = member
				actions[index].call = actions[index].call.replacing(.groupId, with: .recordedGroupId(member: member))
			}
		}
		// An input no action sends is typed into and lost, unless the app's own interactor
		// (the delegate's customInteractorForAction) reads it: a warning, silenced by "sent": false.
		let sent = screenlet.actions.reduce(into: Set<Int>()) { $0.formUnion(scope.usedValues(by: $1.call).inputs) }
		// (A File input sent nowhere is an error of its own, `decideInputs`.)
		for (index, input) in screenlet.inputs.enumerated() where !sent.contains(index) && input.sent != false && input.attachesFile == nil {
			let name = input.name.value
			diagnostics.warning(at: input.name.location, "\(input.name.path): no action sends the input \"\(name)\", so what the user types there reaches no portal call; pass it in an action's params (\"\(name)\", or {\"name\": \"…\", \"from\": \"\(name)\"}), or add \"sent\": false if your own interactor reads it")
		}
		// Edit screens: a read action's entity fills the inputs named like its attributes.
		let formFields = ModelBuilder.formFields(inputs, entity: entity)
		let fillsForm = !formFields.isEmpty && actions.contains(where: { !$0.isWrite && $0.result == .entity })
		if fillsForm {
			for index in actions.indices where !actions[index].isWrite && actions[index].result == .entity {
				actions[index].fillsForm = true
			}
			decidePermissions(&actions, entity: entity, view: &view)
		}
		var updateButtonsMethod: String?
		var inputChangeMethod: String?
		if actions.contains(where: { !$0.requiredInputs.isEmpty || $0.permission != nil }) {
			updateButtonsMethod = view.claimFirstFree(["updateButtons", "updateActionButtons"]) { $0.takesProperty($1) || $0.takesAction($1) }
			inputChangeMethod = view.claimFirstFree(["inputDidChange", "requiredInputDidChange"]) { $0.takesProperty($1) || $0.takesAction($1) }
		}
		var events: [DelegateEvent] = []
		for (action, spec) in zip(actions, screenlet.actions) {
			events.append(DelegateEvent(label: action.successLabel, event: "success", action: spec.name.value, written: spec.successEvent, madeFrom: spec.name))
			events.append(DelegateEvent(label: action.failureLabel, event: "failure", action: spec.name.value, written: spec.failureEvent, madeFrom: spec.name))
		}
		checkDistinct(events)
		var fillFormMethod: String?
		var autoLoadProperty: String?
		if fillsForm {
			var namespace = screenletNamespace
			screenlet.properties.forEach { namespace.claim($0.name.value) }
			fillFormMethod = namespace.claimFirstFree(["fillForm", "fillFormWith\(entity.className)"]) { $0.takesProperty($1) || $0.takesAction($1) }
			// An edit screen (a load that fills the form, and a write) loads when shown, as
			// Screens' display screenlets do: an update then sends what the entry holds, not
			// blanks for what was never shown.
			if actions.contains(where: { $0.isWrite }) {
				autoLoadProperty = namespace.claimFirstFree(["autoLoad", "autoLoadForm"]) { $0.takesProperty($1) || $0.takesAction($1) }
			}
		}
		var strings = StringsTableBuilder(screenletName: name)
		strings.addMessages(screenlet.properties)
		for (input, model) in zip(screenlet.inputs, inputs) {
			strings.add(ModelBuilder.labelKey(input), ModelBuilder.label(input))
			if let chooser = model.input?.chooser {
				ModelBuilder.addStrings(of: chooser, to: &strings)
			}
			for choice in input.choices ?? [] {
				strings.add(ModelBuilder.choiceKey(input, choice), ModelBuilder.choiceTitle(choice))
			}
			strings.addMessages([input])
		}
		for input in inputs where input.validation == nil {
			if let check = input.presenceCheck {
				strings.add(check.messageKey, check.message)
			}
		}
		for (action, spec) in zip(actions, screenlet.actions) {
			strings.add(ModelBuilder.buttonTitleKey(spec), ModelBuilder.buttonTitle(spec))
			strings.add(ModelBuilder.progressKey(spec), action.isWrite ? "Sending..." : "Loading...")
			strings.add(ModelBuilder.failureKey(spec), ModelBuilder.failureMessage(spec))
		}
		// A chooser's read, too, may get an answer it cannot show.
		if actions.contains(where: { $0.result != .none }) || inputs.contains(where: { $0.input?.chooser != nil }) {
			strings.add(StringsTable.invalidAnswerKey, "The server's answer cannot be shown")
		}
		if screenlet.style == .callback || actions.contains(where: { $0.call.readsSessionContext }) {
			strings.add(StringsTable.loginRequiredKey, StringsTableBuilder.loginRequiredText)
		}
		let swiftUIView = resolved.generatesSwiftUI ? ModelBuilder.actionSwiftUIView(name: name, properties: properties, actions: actions, callbackStyle: screenlet.style == .callback) : nil
		let model = ActionScreenlet(
			name: name,
			strings: strings.table,
			properties: properties,
			inputs: inputs,
			actions: actions,
			style: screenlet.style,
			formFields: fillFormMethod == nil ? [] : formFields,
			fillFormMethod: fillFormMethod,
			autoLoadProperty: autoLoadProperty,
			apple: AppleActionScreenletNames(updateButtonsMethod: updateButtonsMethod, inputChangeMethod: inputChangeMethod, swiftUIView: swiftUIView))
		checkTypeNames(model.screenletTypeNames + model.chooserTypeNames, nibs: [model.viewClass], base: name, at: screenlet.name)
		claimTypes(model.screenletTypeNames + model.chooserTypeNames, owner: model.owner, at: screenlet.name)
		for (action, spec) in zip(actions, screenlet.actions) {
			checkTypeNames(action.generatedTypeNames, nibs: [], base: action.prefix, at: spec.name)
			claimTypes(action.generatedTypeNames, owner: model.owner, at: spec.name)
		}
		return model
	}

	/// The closures: each action's success and failure, the first action's success last.
	static func actionSwiftUIView(name: String, properties: [ScreenletValue], actions: [Action], callbackStyle: Bool) -> SwiftUIView {
		var closures: [SwiftUIClosure] = []
		for action in actions {
			let parameter: DelegateParameter? = action.result == .entity ? .entity : (action.result == .raw ? .attributes : nil)
			closures.append(SwiftUIClosure(label: action.successLabel, parameter: parameter, ignoresCancellation: false))
			closures.append(SwiftUIClosure(label: action.failureLabel, parameter: .error, ignoresCancellation: false))
		}
		closures.append(closures.removeFirst())
		return swiftUIView(name: name, screenletClass: "\(name)Screenlet", properties: properties, hasOfflinePolicy: !callbackStyle, closures: closures)
	}

	mutating func buildAction(_ action: ActionSpec, index: Int, scope: ValueScope, properties: [ScreenletValue], inputs: [ScreenletValue], entity: Entity,
			style: ActionStyle, buttonIdentifier: String) -> Action? {
		guard let call = buildPortalCall(action.call, scope: scope, kind: .action) else {
			return nil
		}
		// A method without `throws` is a `void` one in the SDK's header, whatever a discovery
		// answer without its return type let through: it answers nothing to read.
		if let service = call.service, service.errorReporting != .throwing && action.result != .none {
			diagnostics.error(at: action.call.method?.location ?? action.call.location, "\(action.path): \(service.serviceClass) \(service.importedName) returns nothing (void), and \"result\": \"\(action.result.rawValue)\" reads an object; write \"result\": \"none\"")
			return nil
		}
		let words = Words.kebabWords(action.name.value)
		let isWrite = ModelBuilder.isWrite(action)
		let used = scope.usedValues(by: action.call)
		let values = properties.enumerated().filter { used.properties.contains($0.offset) }.map { $0.element }
			+ inputs.enumerated().filter { used.inputs.contains($0.offset) }.map { $0.element }
		let participle = Words.capitalized(PastParticiple.of(words[0]))
		let methodName = Words.lowerCamel(kebab: action.name.value)
		let cacheKey: CacheKey
		if isWrite {
			let itemValues = ModelBuilder.itemKeyValues(of: values, action: words)
			cacheKey = itemValues.isEmpty ? .perWrite : .perItem(itemValues)
		}
		else {
			cacheKey = .read(values)
		}
		let prefix = Words.upperCamel(kebab: action.name.value)
		var model = Action(
			name: action.name.value,
			prefix: prefix,
			isDefault: index == 0,
			isWrite: isWrite,
			result: action.result,
			style: style,
			cachesResult: !isWrite && action.result != .none && style != .callback,
			fillsForm: false,
			cacheKey: cacheKey,
			values: values,
			call: call,
			successLabel: action.successEvent?.value ?? "on\(entity.className)\(participle)",
			failureLabel: action.failureEvent?.value ?? "on\(prefix)Error",
			clearsForm: isWrite && !ModelBuilder.changesOneItemVerbs.contains(words[0]) && values.contains { $0.isClearedAfterAdd },
			buttonTitle: ModelBuilder.buttonTitle(action),
			buttonTitleKey: ModelBuilder.buttonTitleKey(action),
			progressKey: ModelBuilder.progressKey(action),
			failureKey: ModelBuilder.failureKey(action),
			apple: AppleActionNames(resultProperty: ModelBuilder.resultProperty(action.result, entity: entity), buttonOutlet: "\(methodName)Button",
				buttonMethod: methodName, buttonAccessibilityIdentifier: buttonIdentifier))
		model.namesSuccessEvent = action.successEvent != nil
		model.namesFailureEvent = action.failureEvent != nil
		if model.cachesResult {
			model.contextCacheKeyValues = call.contextValues
		}
		return model
	}

	/// Where the Interactor keeps an answer: `resultBookmark`, or `resultAttributes`.
	static func resultProperty(_ result: ResultKind, entity: Entity) -> String {
		return result == .entity ? "result\(entity.className)" : "resultAttributes"
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
	static func itemKeyValues(of values: [ScreenletValue], action words: [String]) -> [ScreenletValue] {
		guard let verb = words.first, changesOneItemVerbs.contains(verb) else {
			return []
		}
		return values.filter { !$0.isInput || $0.name == "id" || $0.name.hasSuffix("Id") }
	}

	/// A required input whose control reports each change (a text field, a choice) makes the
	/// buttons of the actions that send it wait until it is filled, and a number's text field
	/// until it reads as a number (or, optional, is empty); a text view is checked when the
	/// action runs, as every input is.
	static func markRequired(_ value: inout ScreenletValue) {
		guard var input = value.input else { return }
		let rule = value.validation?.rule
		if input.readsNumber {
			input.requirement = .numberTyped(optional: input.isOptional)
		}
		else if input.control == .textField && value.type == .string && rule == .notEmpty {
			input.requirement = .textEntered
		}
		else if input.control == .segmentedControl && rule != nil {
			input.requirement = .segmentSelected
		}
		// A required chooser's requirement is decided with its names (`decideChoosers`).
		value.input = input
	}

	/// The inputs that share a name and type with an attribute (an optional attribute that is
	/// nil clears its input).
	static func formFields(_ inputs: [ScreenletValue], entity: Entity) -> [FormField] {
		let attributes = Dictionary(grouping: entity.attributes, by: { $0.name })
		return inputs.compactMap { input in
			// A file's input is no attribute's: the entry's file is read by its download.
			input.attachesFile ? nil : attributes[input.name]?.first { $0.type == input.type }.map { FormField(input: input, attribute: $0) }
		}
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
}
