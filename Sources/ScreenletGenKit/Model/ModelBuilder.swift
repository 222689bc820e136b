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

	mutating func build() -> GenerationModel {
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
		let model = GenerationModel(specFile: spec.file, entity: entity, module: spec.module, lists: lists, actionScreenlets: actionScreenlets,
			generatesAsync: spec.generatesAsync == true, generatesSwiftUI: spec.generatesSwiftUI == true)
		checkUniqueClasses(model)
		return model
	}

	// MARK: Entity

	mutating func buildEntity() -> EntityModel {
		let className = spec.entity.value
		let objcName = ModelBuilder.entityObjCName(className)
		checkTypeNames([objcName], nibs: [], base: className, at: spec.entity)
		var variable = Words.lowerCamel(className)
		if variable == "screenlet" || variable == "error" {
			variable += "Entity"
		}
		let attributes = spec.attributes.compactMap { buildAttribute($0) }
		let required = spec.attributes.filter { !$0.optional }.map {
			RequiredAttributeModel(keyLiteral: SwiftLiteral.string($0.key), serverType: $0.type == .date ? "Double" : $0.type.rawValue)
		}
		return EntityModel(
			className: className,
			objcName: objcName,
			variableName: SwiftIdentifier.escaped(variable),
			pluralVariableName: SwiftIdentifier.escaped(Words.plural(variable)),
			attributes: attributes,
			requiredAttributes: required)
	}

	/// The entity's Objective-C runtime name: its own, unless one of the framework's data classes
	/// has it; then a fixed alternative (fixed because cached values are archived under it).
	static func entityObjCName(_ className: String) -> String {
		guard FrameworkInventory.modelClassNames.contains(className) else {
			return className
		}
		return ClassNamespace.firstFree(["App" + className, className + "Model"]) { FrameworkInventory.isTakenTypeName($0) }
	}

	mutating func buildAttribute(_ attribute: AttributeSpec) -> AttributeModel? {
		let name = attribute.name.value
		let namespace = ModelBuilder.modelNamespace()
		let isOverridable = ReservedNames.overridableByAttributes[name] != nil
		if namespace.takesProperty(name) && !namespace.takesOnlySelector(name) && !isOverridable {
			let proposal = ModelBuilder.alternative(to: name, entity: spec.entity.value, in: namespace)
			diagnostics.error(at: attribute.name.location, "\(attribute.name.path): \"\(name)\" is already a member of \(ModelBuilder.modelNamespace().own.contains(name) ? "the model class" : "NSObject"); call the attribute \"\(proposal)\" and keep the server key with \"key\": \"\(attribute.key)\"")
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
			overrideDefault = ModelBuilder.zeroLiteral(attribute.type)
		}
		return AttributeModel(
			name: SwiftIdentifier.escaped(name),
			keyLiteral: SwiftLiteral.string(attribute.key),
			swiftType: attribute.type.rawValue,
			isOptional: attribute.optional,
			isOverride: isOverride,
			isNonObjC: namespace.takesOnlySelector(name),
			overrideDefault: overrideDefault,
			castOperator: attribute.optional || isOverride ? "as?" : "as!",
			isDate: attribute.type == .date)
	}

	/// `expression` as a property-list value for a cache entry's attributes.
	static func cacheValue(_ expression: String, swiftType: String) -> String {
		switch swiftType {
		case "String": return expression
		case "Date": return "NSNumber(value: \(expression).timeIntervalSince1970 * 1000)"
		default: return "NSNumber(value: \(expression))"
		}
	}

	/// The attribute `keyLiteral` of `cacheAttributes` as `swiftType`, the inverse of `cacheValue`.
	static func cacheAttributeDecoder(_ keyLiteral: String, swiftType: String) -> String {
		let attribute = "cacheAttributes[\(keyLiteral)]"
		switch swiftType {
		case "String": return "\(attribute) as? String"
		case "Date": return "(\(attribute) as? NSNumber).map({ Date(timeIntervalSince1970: $0.doubleValue / 1000) })"
		case "Int64": return "(\(attribute) as? NSNumber)?.int64Value"
		case "Int": return "(\(attribute) as? NSNumber)?.intValue"
		case "Double": return "(\(attribute) as? NSNumber)?.doubleValue"
		default: return "(\(attribute) as? NSNumber)?.boolValue"
		}
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

	/// The control that edits an input, from its type (SPEC: inputs that fit the data).
	enum InputControl {
		case textField, textView, switchControl, datePicker, segmentedControl

		init(_ input: ValueSpec) {
			if input.choices != nil { self = .segmentedControl }
			else if input.multiline { self = .textView }
			else if input.type == .bool { self = .switchControl }
			else if input.type == .date { self = .datePicker }
			else { self = .textField }
		}

		var className: String {
			switch self {
			case .textField: return "UITextField"
			case .textView: return "UITextView"
			case .switchControl: return "UISwitch"
			case .datePicker: return "UIDatePicker"
			case .segmentedControl: return "UISegmentedControl"
			}
		}

		/// The outlet's suffix: `titleTextField`, `doneSwitch`, `dueDatePicker`…
		var outletSuffix: String {
			switch self {
			case .textField: return "TextField"
			case .textView: return "TextView"
			case .switchControl: return "Switch"
			case .datePicker: return "DatePicker"
			case .segmentedControl: return "SegmentedControl"
			}
		}

		/// Only a text field has a placeholder; the others have a caption label.
		var hasCaption: Bool {
			return self != .textField
		}
	}

	/// The key of an input's placeholder (a text field) or caption (any other control).
	static func labelKey(_ input: ValueSpec) -> String {
		return InputControl(input).hasCaption ? "\(input.name.value)-caption" : "\(input.name.value)-placeholder"
	}

	/// An input's English placeholder or caption: its name in words, `Due date`.
	static func label(_ input: ValueSpec) -> String {
		return Words.title(Words.camelCaseWords(input.name.value))
	}

	/// The key of a choice's title: `status-choice-open`.
	static func choiceKey(_ input: ValueSpec, _ choice: ChoiceSpec) -> String {
		return "\(input.name.value)-choice-\(choice.value)"
	}

	/// A choice's English title: the spec's, or the value in words (`in-progress` → `In progress`).
	static func choiceTitle(_ choice: ChoiceSpec) -> String {
		if let title = choice.title {
			return title
		}
		return Words.capitalized(choice.value.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " "))
	}

	mutating func buildValue(_ value: ValueSpec, isInput: Bool) -> ValueModel? {
		let name = value.name.value
		let message = ModelBuilder.message(value)
		var input: InputModel?
		if isInput {
			let control = InputControl(value)
			let choices = (value.choices ?? []).enumerated().map { index, choice in
				ChoiceModel(
					index: index,
					valueLiteral: value.type == .string ? SwiftLiteral.string(choice.value) : choice.value,
					titleXML: XMLText.attribute(ModelBuilder.choiceTitle(choice)),
					titleKeyLiteral: SwiftLiteral.string(ModelBuilder.choiceKey(value, choice)))
			}
			input = InputModel(
				outlet: name + control.outletSuffix,
				controlClass: control.className,
				isText: control == .textField && value.type == .string,
				isNumber: control == .textField && value.type.isNumeric,
				isSwitch: control == .switchControl,
				isMultiline: control == .textView,
				isDate: control == .datePicker,
				isChoice: control == .segmentedControl,
				choices: choices,
				choicesLiteral: "[" + choices.map { $0.valueLiteral }.joined(separator: ", ") + "]",
				placeholderXML: XMLText.attribute(ModelBuilder.label(value)),
				labelKeyLiteral: SwiftLiteral.string(ModelBuilder.labelKey(value)),
				captionOutlet: control.hasCaption ? name + "Label" : nil,
				keyboardType: value.type == .double ? "decimalPad" : (value.type.isNumeric ? "numberPad" : "default"),
				filledExpression: nil,
				changeEvent: nil,
				// Text is emptied and a choice unselected; a number, a date or a switch keeps its value.
				clearedValue: value.type == .string && control != .segmentedControl ? "\"\"" : (control == .segmentedControl ? ModelBuilder.zeroLiteral(value.type) : nil))
		}
		return ValueModel(
			name: SwiftIdentifier.escaped(name),
			label: SwiftIdentifier.escapedLabel(name),
			storedName: SwiftIdentifier.escaped(name),
			parameter: SwiftIdentifier.escaped(name),
			swiftType: value.type.rawValue,
			defaultValue: ModelBuilder.zeroLiteral(value.type),
			keyLiteral: SwiftLiteral.string(name),
			cacheValue: ModelBuilder.cacheValue(SwiftIdentifier.escaped(name), swiftType: value.type.rawValue),
			cacheAttributeDecoder: ModelBuilder.cacheAttributeDecoder(SwiftLiteral.string(name), swiftType: value.type.rawValue),
			fallback: value.fallback?.rawValue,
			validatesPositive: value.validate == .positive,
			validatesNotEmpty: value.validate == .notEmpty,
			messageLiteral: message.map(SwiftLiteral.string),
			messageKeyLiteral: ModelBuilder.messageKey(value).map(SwiftLiteral.string),
			isInput: isInput,
			input: input)
	}
}
