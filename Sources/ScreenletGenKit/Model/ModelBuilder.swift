/// ResolvedSpec → GenerationModel: applies Liferay's naming conventions and resolves every
/// cross-reference (parameters, `from`, `cell`), reporting what does not resolve.
public struct ModelBuilder {

	let resolved: ResolvedSpec
	var diagnostics = Diagnostics()
	/// Each class generated so far, with what generates it (`claimTypes`).
	var typeOwners: [String: String] = [:]

	var spec: Spec {
		return resolved.spec
	}

	public static func build(_ spec: ResolvedSpec, diagnostics: inout Diagnostics) -> GenerationModel? {
		var builder = ModelBuilder(resolved: spec)
		let model = builder.build()
		diagnostics.append(contentsOf: builder.diagnostics)
		return builder.diagnostics.hasErrors ? nil : model
	}

	private init(resolved: ResolvedSpec) {
		self.resolved = resolved
	}

	mutating func build() -> GenerationModel {
		let entity = buildEntity()
		let request = resolved.api.map { HeadlessRequestType(name: entity.className + "Request", basePath: $0.basePath) }
		if let request = request {
			checkTypeNames([request.name], nibs: [], base: entity.className, at: spec.entity)
		}
		claimTypes(GenerationModel.entityTypeNames(entity, request: request), owner: "entity", at: spec.entity)
		var lists: [ListScreenlet] = []
		var actionScreenlets: [ActionScreenlet] = []
		var listCount = 0
		for screenlet in spec.screenlets {
			switch screenlet {
			case .list(let list):
				listCount += 1
				if let model = buildList(list, index: listCount - 1, entity: entity) {
					lists.append(model)
				}
			case .action(let action):
				if let model = buildActionScreenlet(action, entity: entity) {
					actionScreenlets.append(model)
				}
			}
		}
		return GenerationModel(specFile: spec.file, entity: entity, module: spec.module, lists: lists, actionScreenlets: actionScreenlets,
			generatesAsync: resolved.generatesAsync, generatesSwiftUI: resolved.generatesSwiftUI, headless: request)
	}

	// MARK: Entity

	mutating func buildEntity() -> Entity {
		let className = spec.entity.value
		let objcName = ModelBuilder.entityObjCName(className)
		checkTypeNames([objcName], nibs: [], base: className, at: spec.entity)
		var variable = Words.lowerCamel(className)
		if variable == "screenlet" || variable == "error" {
			variable += "Entity"
		}
		var entity = Entity(
			className: className,
			objcName: objcName,
			variableName: variable,
			pluralVariableName: Words.plural(variable),
			attributes: spec.attributes.compactMap { buildAttribute($0) })
		entity.permitsMethod = permitsMethod(attributes: entity.attributes)
		decidePicklistNames(&entity)
		return entity
	}

	/// The entity's Objective-C runtime name: its own, unless one of the framework's data classes
	/// has it; then a fixed alternative (fixed because cached values are archived under it).
	static func entityObjCName(_ className: String) -> String {
		guard FrameworkInventory.modelClassNames.contains(className) else {
			return className
		}
		return ClassNamespace.firstFree(["App" + className, className + "Model"]) { FrameworkInventory.isTakenTypeName($0) }
	}

	mutating func buildAttribute(_ attribute: AttributeSpec) -> Attribute? {
		let name = attribute.name.value
		let namespace = ModelBuilder.modelNamespace()
		let isOverridable = ReservedNames.overridableByAttributes[name] != nil
		if namespace.takesProperty(name) && !namespace.takesOnlySelector(name) && !isOverridable {
			let proposal = ModelBuilder.alternative(to: name, entity: spec.entity.value, in: namespace)
			diagnostics.error(at: attribute.name.location, "\(attribute.name.path): \"\(name)\" is already a member of \(ModelBuilder.modelNamespace().own.contains(name) ? "the model class" : "NSObject"); call the attribute \"\(proposal)\" and keep the server key with \"key\": \"\(attribute.key)\"")
			return nil
		}
		if let memberType = ReservedNames.overridableByAttributes[name], memberType != attribute.type.rawValue {
			diagnostics.error(at: attribute.name.location, "\(attribute.name.path): \"\(name)\" would override NSObject.\(name), which is \(memberType), not \(attribute.type.rawValue); rename the attribute and keep the server key with \"key\": \"\(attribute.key)\"")
			return nil
		}
		return Attribute(name: name, key: attribute.key, type: attribute.type, isOptional: attribute.optional,
			overridesNSObject: isOverridable, hidesSelector: namespace.takesOnlySelector(name), isHeadless: resolved.api != nil,
			isDayOnly: attribute.type == .date && resolved.api?.entry.property(attribute.key)?.type == .string(format: "date"))
	}

	// MARK: Values

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

	/// A property or input as the spec declares it; its stored name, outlets and requirement
	/// are decided with its screenlet's other names.
	func buildValue(_ value: ValueSpec, isInput: Bool) -> ScreenletValue {
		let name = value.name.value
		var input: Input?
		if isInput {
			let control = InputControl(value)
			input = Input(
				control: control,
				outlet: name + control.outletSuffix,
				captionOutlet: control.hasCaption ? name + "Label" : nil,
				label: ModelBuilder.label(value),
				labelKey: ModelBuilder.labelKey(value),
				choices: (value.choices ?? []).map { Choice(value: $0.value, title: ModelBuilder.choiceTitle($0), titleKey: ModelBuilder.choiceKey(value, $0)) },
				requirement: nil,
				accessibilityIdentifier: "",
				captionAccessibilityIdentifier: nil)
		}
		let validation = value.validate.map { rule in
			ValueValidation(rule: rule, message: ModelBuilder.message(value)!, messageKey: ModelBuilder.messageKey(value)!)
		}
		return ScreenletValue(name: name, storedName: name, type: value.type, fallback: value.fallback, validation: validation, input: input)
	}
}
