/// What `Templates/Android/Action/` sees of an action screenlet: its classes in Java, made from
/// the model's decisions (values, checks, calls, cache keys, strings) and their Android names
/// (`AndroidActionScreenlet`). The same form as the iOS one: the same inputs, checks, messages,
/// calls and offline writes.
struct AndroidActionContext {

	let package: String
	let twin: AndroidActionScreenlet
	let entity: Entity
	let strings: AndroidStringTable
	/// A headless spec's request class (`TicketRequest`) and the API it calls.
	let request: HeadlessRequestType?
	var requestClass: String? { return request?.name }
	private let layoutIds: AndroidLayoutIds
	private let propertiesByName: [String: AndroidValue]
	private let inputsByName: [String: AndroidValue]

	/// English: a write a cached screenlet stored on the device, to be sent later.
	static let storedText = "Saved on this device: it will be sent later"

	init(package: String, twin: AndroidActionScreenlet, entity: Entity, request: HeadlessRequestType?) {
		self.package = package
		self.request = request
		self.twin = twin
		self.entity = entity
		var strings = AndroidStringTable(twin.screenlet.strings)
		strings.addLayoutName(screenletClass: twin.className, layout: AndroidActionContext.layoutName(of: twin))
		for action in twin.actions where action.isCachedWrite {
			strings.add(key: AndroidActionContext.storedKey(action), text: AndroidActionContext.storedText)
		}
		self.strings = strings
		layoutIds = AndroidLayoutIds(twin)
		propertiesByName = Dictionary(twin.properties.map { ($0.value.name, $0) }, uniquingKeysWith: { first, _ in first })
		inputsByName = Dictionary(twin.inputs.map { ($0.value.name, $0) }, uniquingKeysWith: { first, _ in first })
	}

	/// `addbookmark_default`
	static func layoutName(of twin: some AndroidActionScreenletNaming) -> String {
		return AndroidStrings.resourceName(twin.screenlet.name.lowercased()) + "_default"
	}

	static func storedKey(_ action: AndroidAction) -> String {
		return action.action.name + "-stored"
	}

	/// The value as the action's code holds it: the screenlet's field or the View Model's read.
	func android(_ value: ScreenletValue) -> AndroidValue {
		let named = value.isInput ? inputsByName[value.name] : propertiesByName[value.name]
		guard let named = named else {
			preconditionFailure("an action's value is the screenlet's")
		}
		return named
	}

	// MARK: The screenlet

	var screenlet: TemplateValue {
		let inputs = twin.inputs
		let readsNumbers = inputs.contains { $0.value.input?.readsNumber ?? false }
		let watched = inputs.filter { $0.value.input?.requirement != nil && ($0.value.input?.control == .textField || $0.value.input?.control == .textView) }
		let checked = inputs.filter { $0.value.input?.requirement != nil && $0.value.input?.control == .segmentedControl }
		let actions = twin.actions.map(screenletAction)
		let choosers = twin.choosers.map(chooser)
		return .object([
			"className": twin.className.templateValue,
			"listenerClass": twin.listenerClass.templateValue,
			"viewModelClass": twin.viewModelClass.templateValue,
			"viewClass": twin.viewClass.templateValue,
			// A day input's first instant is the request class's (a day input is a headless spec's).
			"requestClass": (requestClass ?? "").templateValue,
			"interactorType": (twin.hasOneAction ? twin.actions[0].interactorClass : "Interactor<?>").templateValue,
			"hasOneAction": twin.hasOneAction.templateValue,
			"checksInputs": twin.actions.contains { !$0.action.validations.isEmpty }.templateValue,
			"isCached": (twin.screenlet.style == .connector).templateValue,
			"hasCachedWrites": twin.actions.contains { $0.isCachedWrite }.templateValue,
			"properties": .list(twin.properties.map(property)),
			"inputs": .list(inputs.map(input)),
			"actions": .list(actions),
			"choosers": .list(choosers),
			// Each button of the View that runs something (an action, a chooser's read): its
			// progress, its failure's title, its tap.
			"operations": .list(actions + choosers),
			// What the screenlet makes and runs for each action name: the actions', then each chooser's read.
			"dispatches": .list(twin.actions.map { action in
				.object(["isActionCondition": AndroidActionContext.isAction(action.constant, orDefault: action.action.isDefault).templateValue,
					"interactorClass": action.interactorClass.templateValue, "runMethod": action.runMethod.templateValue])
			} + twin.choosers.map { chooser in
				.object(["isActionCondition": AndroidActionContext.isAction(chooser.constant).templateValue,
					"interactorClass": chooser.interactorClass.templateValue, "runMethod": chooser.runMethod.templateValue])
			}),
			"watchesText": (!watched.isEmpty).templateValue,
			"watchedInputs": .list(watched.map { .object(["widgetField": widgetField($0).templateValue]) }),
			// An optional date or switch is left out until the person sets it: the View hears each change.
			"watchesDates": inputs.contains { $0.isOptional && $0.value.input?.control == .datePicker }.templateValue,
			"watchesSwitches": inputs.contains { $0.isOptional && $0.value.input?.control == .switchControl }.templateValue,
			"watchesChoices": (!checked.isEmpty).templateValue,
			"watchedChoices": .list(checked.map { .object(["widgetField": widgetField($0).templateValue]) }),
			"readsNumbers": readsNumbers.templateValue,
			"readsInts": inputs.contains { ($0.value.input?.readsNumber ?? false) && $0.value.type == .int }.templateValue,
			"fillFormMethod": twin.screenlet.fillFormMethod.templateValue,
			"formFields": .list(twin.screenlet.formFields.map(formField)),
			// Each write a loaded entry must allow: the View's flag, true until a load says.
			"permittedActions": .list(twin.screenlet.permittedActions.compactMap { action in
				action.permission.map { permission in
					.object([
						"flag": permission.flag.templateValue,
						"setter": ("set" + Words.capitalized(permission.flag)).templateValue,
						"keyLiteral": JavaLiteral.string(permission.key).templateValue,
						"permitsMethod": (entity.permitsMethod ?? "permits").templateValue,
						"description": action.name.templateValue,
					])
				}
			}),
			"autoLoad": autoLoad,
			// What the widgets do not keep through a configuration change (a rotation): the View saves it.
			"savesState": savesState.templateValue,
			"viewId": layoutIds.view.templateValue,
			"screenletImports": screenletImports.templateValue,
			"listenerImports": listenerImports.templateValue,
			"viewImports": viewImports(readsNumbers: readsNumbers, watchesText: !watched.isEmpty, savesState: savesState).templateValue,
			"viewModelImports": (["com.liferay.mobile.screens.base.view.BaseViewModel"]
				+ (inputs.contains { $0.value.type == .date } ? ["java.util.Date"] : [])
				+ (twin.choosers.isEmpty ? [] : ["java.util.List"])).templateValue,
		])
	}

	private func property(_ property: AndroidValue) -> TemplateValue {
		return .object([
			"javaType": AndroidContext.javaType(property.value.type, optional: false).templateValue,
			"field": property.field.templateValue,
			"variable": property.variable.templateValue,
			"getter": property.getter.templateValue,
			"setter": property.setter.templateValue,
			"readStatement": AndroidActionContext.readStatement(property, styleable: twin.className).templateValue,
			"attributeDeclaration": AndroidActionContext.attributeDeclaration(property).templateValue,
		])
	}

	/// How `createScreenletView` reads a property's attribute (its format: `attributeFormat`).
	static func readStatement(_ property: AndroidValue, styleable: String) -> String {
		let attribute = "R.styleable.\(styleable)_\(property.value.name)"
		let field = property.field
		switch property.value.type {
		case .int64: return "\(field) = castToLong(typedArray.getString(\(attribute)));"
		case .int: return "\(field) = typedArray.getInt(\(attribute), 0);"
		case .bool: return "\(field) = typedArray.getBoolean(\(attribute), false);"
		case .string: return "\(field) = typedArray.getString(\(attribute));"
		case .double, .date:
			return "String \(field)Text = typedArray.getString(\(attribute));\n\t\t\(field) = (\(field)Text == null) ? 0 : Double.parseDouble(\(field)Text);"
		}
	}

	/// A library's attribute by its name alone (a second format is an aapt error), another with its format.
	static func attributeDeclaration(_ property: AndroidValue) -> String {
		let name = property.value.name
		return AndroidLibraryAttributes.formats[name] != nil ? "<attr name=\"\(name)\"/>"
			: "<attr format=\"\(property.attributeFormat ?? "string")\" name=\"\(name)\"/>"
	}

	private func input(_ input: AndroidValue) -> TemplateValue {
		let value = input.value
		let control = value.input?.control ?? .textField
		let readsNumber = value.input?.readsNumber ?? false
		let widget = widgetField(input)
		let whole = value.type != .double
		let read: String
		let write: String
		if control == .switchControl {
			read = input.isOptional ? "\(input.variable)IsSet ? (Boolean) \(widget).isChecked() : null" : "\(widget).isChecked()"
			write = input.isOptional ? "\(widget).setChecked(Boolean.TRUE.equals(value));" : "\(widget).setChecked(value);"
		}
		else if readsNumber {
			read = value.type == .int ? "readInt(\(widget).getText())" : "(\(value.type == .double ? "Double" : "Long")) readNumber(\(widget).getText(), \(whole))"
			write = "\(widget).setText(numberText(value, \(whole)));"
		}
		else {
			read = "\(widget).getText().toString()"
			write = "\(widget).setText(value);"
		}
		let label = value.input?.label ?? value.name
		let shapedControls: [InputControl] = [.segmentedControl, .datePicker, .switchGroup, .fileLabel, .chooser]
		let isPlain = !shapedControls.contains(control)
		let chosen = twin.choosers.first { $0.input.value.name == value.name }.map(chooser)
		let inputType: String
		switch value.type {
		case .int, .int64: inputType = "numberSigned"
		case .double: inputType = "numberSigned|numberDecimal"
		default: inputType = control == .textView ? "textMultiLine" : "text"
		}
		let choices = (value.input?.choices ?? []).map { choice -> TemplateValue in
			let literal = value.type == .string ? JavaLiteral.string(choice.value) : choice.value
			let layoutId = layoutIds.choices[value.name]?[choice.value] ?? ""
			return .object([
				"layoutId": layoutId.templateValue,
				"switchField": (layoutIds.switchFields[value.name]?[choice.value] ?? "").templateValue,
				"valueLiteral": literal.templateValue,
				"matchCondition": (value.type == .string ? "\(literal).equals(value)" : "value == \(literal)").templateValue,
				"title": strings.name(choice.titleKey).templateValue,
			])
		}
		return .object([
			"javaType": AndroidContext.javaType(value.type, optional: value.mayBeAbsent).templateValue,
			"getter": input.getter.templateValue,
			"setter": input.setter.templateValue,
			"isSwitch": (control == .switchControl).templateValue,
			"isChoice": (control == .segmentedControl).templateValue,
			"isDate": (control == .datePicker).templateValue,
			// A multiselect picklist: a switch per entry, the keys of those on joined with ", ", as the portal stores them.
			"isSwitchGroup": (control == .switchGroup).templateValue,
			// A day: its first instant in the device's zone, as the iOS form holds it.
			"picksDay": (value.input?.picksDay ?? false).templateValue,
			"setField": (input.isOptional && (control == .datePicker || control == .switchControl) ? input.variable + "IsSet" : nil).templateValue,
			"isText": (control == .textField || control == .textView).templateValue,
			"isPlain": isPlain.templateValue,
			// A parent's id: held by the View, chosen in a dialog of the parents' titles (`choosers`).
			"chooser": chosen ?? .missing,
			// A file the app chooses: its path, the label showing its name (or the caption, none chosen).
			"isFile": (control == .fileLabel).templateValue,
			"pathField": (input.variable + "Path").templateValue,
			"hasCaption": (control != .textField && control != .textView && control != .fileLabel).templateValue,
			"captionLayoutId": (layoutIds.captions[value.name] ?? "").templateValue,
			"choices": .list(choices),
			"firstChoiceLayoutId": (layoutIds.choices[value.name]?[value.input?.choices.first?.value ?? ""] ?? "").templateValue,
			"noChoiceValue": (value.type == .string ? "\"\"" : "0").templateValue,
			"calendarField": (input.variable + "Shown").templateValue,
			"widgetClass": AndroidActionContext.widgetClass(control).templateValue,
			"widgetField": widget.templateValue,
			"layoutId": (layoutIds.inputs[value.name] ?? input.layoutId).templateValue,
			"label": strings.name(value.input?.labelKey ?? "").templateValue,
			"inputType": inputType.templateValue,
			// Before Android 8 a decimal field takes only "." (not the "," of a German decimal), so
			// its characters are listed: the numeric keyboard stays, and the View reads the text.
			"acceptedDigits": (value.type == .double && readsNumber ? "0123456789+-.," : nil).templateValue,
			"readExpression": read.templateValue,
			"writeStatement": write.templateValue,
			"description": ("the " + (label == label.uppercased() ? label : label.lowercased())).templateValue,
			"holdsNothing": readsNumber.templateValue,
			"numberWord": (whole ? "whole number" : "number").templateValue,
		])
	}

	/// An input that shows the loaded entity's attribute of its name: the attribute's getter, made
	/// the input's type (an optional switch's absent value is off, as on iOS).
	private func formField(_ field: FormField) -> TemplateValue {
		let input = android(field.input)
		let getters = AndroidNames.attributeGetters(entity.attributes)
		let index = entity.attributes.firstIndex { $0.name == field.attribute.name } ?? 0
		var value = "\(entity.variableName).\(getters[index])()"
		if field.attribute.isOptional && !field.input.mayBeAbsent && field.input.type == .bool {
			value = "Boolean.TRUE.equals(\(value))"
		}
		return .object(["setter": input.setter.templateValue, "value": value.templateValue])
	}

	/// An edit screen's `autoLoad` attribute (true by default): attached, the screenlet runs its
	/// first action that fills the form, as Screens' display screenlets load when shown.
	private var autoLoad: TemplateValue {
		guard let name = twin.screenlet.autoLoadProperty, let action = twin.actions.first(where: { $0.action.fillsForm }) else {
			return .missing
		}
		var taken = AccessorNamespace(reserved: AndroidActionScreenlet.screenletAccessors)
		twin.properties.forEach { taken.formUnion([$0.getter, $0.setter]) }
		let (_, setter) = AndroidValue.accessors(of: name, taken: &taken)
		let declared = AndroidLibraryAttributes.formats[name] != nil
		// Whether the form holds a loaded entry, which a configuration change keeps: a field no
		// property, base class field or the attribute's has.
		var fields = Set(twin.properties.map(\.field)).union(AndroidActionScreenlet.screenletFields).union([name])
		let loaded = fields.claim("loaded")
		return .object([
			"field": name.templateValue,
			"loadedField": loaded.templateValue,
			"getter": ("is" + setter.dropFirst(3)).templateValue,
			"setter": setter.templateValue,
			"readStatement": "\(name) = typedArray.getBoolean(R.styleable.\(twin.className)_\(name), true);".templateValue,
			"attributeDeclaration": (declared ? "<attr name=\"\(name)\"/>" : "<attr format=\"boolean\" name=\"\(name)\"/>").templateValue,
			"actionConstant": action.constant.templateValue,
		])
	}

	/// `titleText`, `visibleSwitch`, `dueDatePicker`, `priorityGroup`: the View's field of an input's widget.
	func widgetField(_ input: AndroidValue) -> String {
		switch input.value.input?.control {
		case .switchControl?: return input.variable + "Switch"
		case .fileLabel?: return input.variable + "Label"
		case .datePicker?: return input.variable + "Picker"
		case .segmentedControl?: return input.variable + "Group"
		case .chooser?: return input.variable + "Button"
		default: return input.variable + "Text"
		}
	}

	static func widgetClass(_ control: InputControl) -> String {
		switch control {
		case .switchControl, .switchGroup: return "Switch"
		case .fileLabel: return "TextView"
		case .datePicker: return "DatePicker"
		case .segmentedControl: return "RadioGroup"
		case .chooser: return "Button"
		default: return "EditText"
		}
	}

	private func screenletAction(_ action: AndroidAction) -> TemplateValue {
		let model = action.action
		let constant = action.constant
		let sent = model.values.map(android)
		let inputs = sent.filter { $0.value.isInput }
		let result = resultParameter(action)
		var checks: [TemplateValue] = []
		for value in model.validations.map(android) {
			let name = expression(value)
			if let presence = value.value.presenceCheck {
				checks.append(check("\(name) == null", key: presence.messageKey))
			}
			if let validation = value.value.validation {
				let mayBeNull = value.value.isInput && value.value.mayBeAbsent && value.value.presenceCheck == nil
				checks.append(check(JavaArgument.failsValidation(validation.rule, name, mayBeNull: mayBeNull), key: validation.messageKey))
			}
		}
		let arguments = sent.map(expression).joined(separator: ", ")
		// A write the loaded entry must allow: its flag first, as the iOS View's.
		let enabled = (model.permission.map { ["(\($0.flag))"] } ?? []) + model.requiredInputs.map(android).compactMap(filledCondition)
		return .object([
			"constant": constant.templateValue,
			"nameLiteral": JavaLiteral.string(model.name).templateValue,
			"interactorClass": action.interactorClass.templateValue,
			"isCachedWrite": action.isCachedWrite.templateValue,
			"usesCache": action.usesCache.templateValue,
			"successMethod": action.successMethod.templateValue,
			"failureMethod": action.failureMethod.templateValue,
			"runMethod": action.runMethod.templateValue,
			"resultParameter": (result.map { "\($0.type) \($0.name)" } ?? "").templateValue,
			"resultArgument": (result?.name ?? "").templateValue,
			"readsAnswer": (model.result != .none).templateValue,
			"description": model.name.templateValue,
			"resultDescription": (model.result == .entity ? "the entry the portal answered" : model.result == .raw ? "the portal's answer" : nil).templateValue,
			"clearsForm": model.clearsForm.templateValue,
			"fillsForm": model.fillsForm.templateValue,
			// Text is emptied, a choice unchecked (no choice has the empty value: AndroidActionScreenlet.gap).
			"clearedInputs": .list(inputs.filter { $0.value.isClearedAfterAdd && ($0.value.type == .string || $0.value.type == .int) }.map { input in
				.object(["setter": input.setter.templateValue, "emptyValue": (input.value.attachesFile ? "null" : input.value.type == .int ? "0" : "\"\"").templateValue])
			}),
			"isViewActionCondition": AndroidActionContext.isAction(constant, orDefault: model.isDefault, outside: twin.className).templateValue,
			"readsViewModel": (!inputs.isEmpty).templateValue,
			"inputReads": .list(inputs.map { input in
				.object([
					"javaType": AndroidContext.javaType(input.value.type, optional: input.value.mayBeAbsent).templateValue,
					"variable": input.variable.templateValue,
					"getter": input.getter.templateValue,
				])
			}),
			"checks": .list(checks),
			"startArguments": (action.isCachedWrite ? "new \(action.eventClass)(\(arguments))" : arguments).templateValue,
			"buttonField": (action.runMethod + "Button").templateValue,
			"buttonLayoutId": (layoutIds.buttons[model.name] ?? action.buttonLayoutId).templateValue,
			"buttonText": strings.name(model.buttonTitleKey).templateValue,
			"progressText": strings.name(model.progressKey).templateValue,
			"errorText": strings.name(model.failureKey).templateValue,
			"enabledCondition": AndroidActionContext.conjunction(enabled).templateValue,
		])
	}

	/// Whether `actionName` runs the action of `constant` (or, its default action, Screens'
	/// `DEFAULT_ACTION`): inside the screenlet, or `outside` it in its View (`AddBookmarkScreenlet.…`).
	static func isAction(_ constant: String, orDefault isDefault: Bool = false, outside screenletClass: String? = nil) -> String {
		let (owner, base) = screenletClass.map { ($0 + ".", "BaseScreenlet.") } ?? ("", "")
		return "\(owner)\(constant).equals(actionName)" + (isDefault ? " || \(base)DEFAULT_ACTION.equals(actionName)" : "")
	}

	/// `a && b` for a button's `setEnabled(…)`: `true` for none, one without its parentheses,
	/// several continued on lines of their own past Liferay's 120 columns.
	static func conjunction(_ conditions: [String]) -> String {
		guard conditions.count > 1 else {
			return conditions.first.map { String($0.dropFirst().dropLast()) } ?? "true"
		}
		let line = conditions.joined(separator: " && ")
		return line.count > 80 ? conditions.joined(separator: "\n\t\t\t&& ") : line
	}

	private func check(_ condition: String, key: String) -> TemplateValue {
		return .object(["condition": condition.templateValue, "message": strings.name(key).templateValue])
	}

	/// A value in the screenlet's run method: an input's variable, a property's field (the
	/// app's site or company where it is zero and falls back to it).
	private func expression(_ value: AndroidValue) -> String {
		return value.value.isInput ? value.variable : JavaArgument.field(value.field, fallback: value.value.fallback)
	}

	/// `(titleText.length() > 0)`: what enables a button while a required input is filled in.
	private func filledCondition(_ input: AndroidValue) -> String? {
		let widget = widgetField(input)
		switch input.value.input?.requirement {
		case .textEntered?: return "(\(widget).length() > 0)"
		case .segmentSelected?: return "(\(widget).getCheckedRadioButtonId() != -1)"
		case .entryChosen?: return "(\(input.variable) != null)"
		case .numberTyped(let optional)?:
			// Blank text is left out, as the View's readNumber reads it (the iOS form's rule too).
			return optional ? "((\(widget).getText().toString().trim().length() == 0) || (\(input.getter)() != null))" : "(\(input.getter)() != null)"
		default: return nil
		}
	}

	/// The success method's parameter: the entity, or the answer's values.
	private func resultParameter(_ action: AndroidAction) -> (type: String, name: String)? {
		switch action.action.result {
		case .entity: return (entity.className, entity.variableName)
		case .raw: return ("Map<String, Object>", "attributes")
		case .none: return nil
		}
	}

	// MARK: Imports, sorted as Screens' own files sort them

	private var screenletImports: [String] {
		var imports: Set<String> = [
			"android.content.Context", "android.content.res.TypedArray", "android.util.AttributeSet",
			"android.view.LayoutInflater", "android.view.View", "com.liferay.mobile.screens.base.BaseScreenlet",
			"\(package).interactor.\(twin.listenerClass)", "\(package).view.\(twin.viewModelClass)",
		]
		if !twin.hasOneAction {
			imports.insert("com.liferay.mobile.screens.base.interactor.Interactor")
		}
		if twin.screenlet.autoLoadProperty != nil && twin.actions.contains(where: { $0.action.fillsForm }) {
			// Whether the form was loaded, saved through a configuration change.
			imports.formUnion(["android.os.Bundle", "android.os.Parcelable"])
		}
		for action in twin.actions {
			imports.insert("\(package).interactor.\(action.interactorClass)")
			if action.isCachedWrite {
				imports.insert("\(package).interactor.\(action.eventClass)")
				imports.insert("com.liferay.mobile.screens.cache.executor.Executor")
			}
			if action.usesCache {
				imports.formUnion(["com.liferay.mobile.screens.context.LiferayServerContext", "com.liferay.mobile.screens.context.SessionContext"])
			}
			if action.action.result == .raw {
				imports.insert("java.util.Map")
			}
			if action.action.values.contains(where: { $0.isInput && $0.type == .date }) {
				imports.insert("java.util.Date")
			}
			if action.action.values.contains(where: { $0.fallback != nil }) {
				imports.insert("com.liferay.mobile.screens.context.LiferayServerContext")
			}
		}
		for chooser in twin.choosers {
			imports.formUnion(["\(package).interactor.\(chooser.interactorClass)", "\(package).interactor.\(chooser.listenerClass)",
				"com.liferay.mobile.screens.context.LiferayServerContext", "com.liferay.mobile.screens.context.SessionContext", "java.util.List"])
		}
		if twin.screenlet.style == .connector {
			imports.insert("com.liferay.mobile.screens.cache.CachePolicy")
		}
		return imports.sorted()
	}

	private var listenerImports: [String] {
		var imports: Set<String> = ["com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener"]
		for action in twin.actions {
			if action.action.result == .entity {
				imports.insert("\(package).\(entity.className)")
			}
			if action.action.result == .raw {
				imports.insert("java.util.Map")
			}
		}
		return imports.sorted()
	}

	/// Whether the View holds what its widgets do not save themselves through a configuration
	/// change: an optional date's or switch's set flag, a date's time of day, a chosen file or
	/// parent, what the loaded entry permits. (An EditText's text, a switch, a picker's day and
	/// a radio choice are saved by Android with their ids.)
	private var savesState: Bool {
		return !twin.choosers.isEmpty || !twin.screenlet.permittedActions.allSatisfy { $0.permission == nil }
			|| twin.inputs.contains { input in
				switch input.value.input?.control {
				case .datePicker?: return input.isOptional || !(input.value.input?.picksDay ?? false)
				case .switchControl?: return input.isOptional
				case .fileLabel?: return true
				default: return false
				}
			}
	}

	private func viewImports(readsNumbers: Bool, watchesText: Bool, savesState: Bool) -> [String] {
		var imports: Set<String> = [
			"android.content.Context", "android.util.AttributeSet", "android.view.View", "android.widget.Button",
			"android.widget.LinearLayout", "android.widget.Toast", "com.liferay.mobile.screens.base.BaseScreenlet",
			"com.liferay.mobile.screens.util.LiferayLogger", "\(package).R", "\(package).\(twin.className)",
		]
		if watchesText {
			imports.formUnion(["android.text.Editable", "android.text.TextWatcher"])
		}
		for input in twin.inputs {
			let control = input.value.input?.control ?? .textField
			imports.insert("android.widget." + AndroidActionContext.widgetClass(control))
			if control == .datePicker {
				imports.formUnion(["java.util.Calendar", "java.util.Date"])
				if input.value.input?.picksDay ?? false, let requestClass = requestClass {
					imports.insert("\(package).\(requestClass)")
				}
			}
			if control == .switchGroup {
				imports.formUnion(["java.util.ArrayList", "java.util.List"])
			}
			if control == .fileLabel {
				imports.formUnion(["android.widget.TextView", "java.io.File"])
			}
			if control != .textField && control != .textView {
				// Its caption.
				imports.insert("android.widget.TextView")
			}
		}
		if twin.inputs.contains(where: { $0.isOptional && $0.value.input?.control == .switchControl }) {
			imports.insert("android.widget.CompoundButton")
		}
		if twin.inputs.contains(where: { $0.value.input?.control == .segmentedControl && $0.value.input?.requirement != nil }) {
			imports.insert("android.widget.RadioGroup")
		}
		if readsNumbers {
			imports.insert("java.text.DecimalFormatSymbols")
		}
		if !twin.choosers.isEmpty {
			imports.formUnion(["android.app.AlertDialog", "android.content.DialogInterface", "java.util.HashMap", "java.util.List", "java.util.Map"])
		}
		if savesState {
			imports.formUnion(["android.os.Bundle", "android.os.Parcelable"])
		}
		return imports.sorted()
	}
}

/// The ids of a screenlet's default layout, each once: the View's own (`addbookmark_view`), an
/// input's (`title`, `class_input` for a reserved word), its caption's (`due_date_caption`), each
/// choice's (`status_in_progress`) and each action's button (`add_bookmark_button`); a second of
/// one name gets `_2`.
struct AndroidLayoutIds {
	var inputs: [String: String] = [:]
	var captions: [String: String] = [:]
	var choices: [String: [String: String]] = [:]
	/// Each choice's switch field in the View (`affectedSystemsPowerChoice`), from its layout id,
	/// each once: ids `x_a_2` (a second `a`) and `x_a2` make one camel-case name, the second gets
	/// a number (`xA2Choice2`). No other field of the View ends in `Choice`.
	var switchFields: [String: [String: String]] = [:]
	var buttons: [String: String] = [:]
	/// The View's (the layout's root): Android saves a View's state only under its id.
	var view = ""

	init(_ twin: AndroidActionScreenlet) {
		var taken: Set<String> = []
		var fields: Set<String> = []
		func claim(_ plain: String) -> String {
			return taken.claim(plain, numberingAfter: "_")
		}
		view = claim(AndroidStrings.resourceName(twin.screenlet.name.lowercased()) + "_view")
		for input in twin.inputs {
			let id = claim(input.layoutId)
			inputs[input.value.name] = id
			let control = input.value.input?.control
			if control != .textField && control != .textView {
				captions[input.value.name] = claim(id + "_caption")
			}
			for choice in input.value.input?.choices ?? [] {
				// The empty value (an optional picklist's "None") has no name of its own.
				let name = choice.value.isEmpty ? "none" : AndroidStrings.resourceName(choice.value.lowercased())
				let layoutId = claim(id + "_" + name)
				choices[input.value.name, default: [:]][choice.value] = layoutId
				switchFields[input.value.name, default: [:]][choice.value] =
					fields.claim(Words.lowerCamel(kebab: layoutId.replacingOccurrences(of: "_", with: "-")) + "Choice")
			}
		}
		for action in twin.actions {
			buttons[action.action.name] = claim(action.buttonLayoutId)
		}
	}
}
