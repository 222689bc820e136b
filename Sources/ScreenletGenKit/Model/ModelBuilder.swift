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
		var headless = request
		headless?.writesTranslations = actionScreenlets.contains { screenlet in
			screenlet.actions.contains { $0.call.headless?.body.contains { $0.isLocalized } ?? false }
		}
		headless?.attachmentDownloads = attachmentDownloads(entity)
		headless?.sendsFiles = actionScreenlets.contains { screenlet in
			screenlet.actions.contains { $0.call.headless?.body.contains { $0.encoding == .attachment } ?? false }
		}
		return GenerationModel(specFile: spec.file, entity: entity, module: spec.module, lists: lists, actionScreenlets: actionScreenlets,
			generatesAsync: resolved.generatesAsync, generatesSwiftUI: resolved.generatesSwiftUI, headless: headless)
	}

	// MARK: Entity

	mutating func buildEntity() -> Entity {
		let className = spec.entity.value
		checkTypeNames([ModelBuilder.entityObjCName(className)], nibs: [], base: className, at: spec.entity)
		var variable = Words.lowerCamel(className)
		if variable == "screenlet" || variable == "error" {
			variable += "Entity"
		}
		var entity = Entity(
			className: className,
			variableName: variable,
			pluralVariableName: Words.plural(variable),
			attributes: spec.attributes.compactMap { buildAttribute($0) })
		entity.permitsMethod = permitsMethod(attributes: entity.attributes)
		decidePicklistNames(&entity)
		return entity
	}

	/// Why the model class cannot have an attribute `name` of `type`; nil when it can (a name
	/// only NSObject's selectors have is kept, `@nonobjc`; `description`, `debugDescription`
	/// and `hash` of their own type override NSObject's). The rule `buildAttribute` refuses by
	/// and the attributes of a headless entry are named by (`HeadlessAPI.entryAttributes`).
	enum AttributeNameClash: Equatable {
		/// The model class has the member: its own (`attributes`) or NSObject's (`copy`, `value`).
		case member(ofModelClass: Bool)
		/// NSObject's member of another type (`hash`, an `Int`).
		case override(memberType: String)

		/// `"copy" is already a member of NSObject`, `"hash" would override NSObject.hash, which is Int, not String`.
		func reason(_ name: String, type: ValueType) -> String {
			switch self {
			case .member(let own): return "\"\(name)\" is already a member of \(own ? "the model class" : "NSObject")"
			case .override(let memberType): return "\"\(name)\" would override NSObject.\(name), which is \(memberType), not \(type.rawValue)"
			}
		}
	}

	static func attributeNameClash(_ name: String, type: ValueType) -> AttributeNameClash? {
		let namespace = modelNamespace()
		let memberType = ReservedNames.overridableByAttributes[name]
		if namespace.takesProperty(name) && !namespace.takesOnlySelector(name) && memberType == nil {
			return .member(ofModelClass: namespace.own.contains(name))
		}
		if let memberType = memberType, memberType != type.rawValue {
			return .override(memberType: memberType)
		}
		return nil
	}

	/// Why an attribute of `type` cannot be called `name` in a spec that generates: the
	/// decoder's rule on a property's name, then `attributeNameClash`, then `isTaken` (another
	/// attribute's). Nil when it can.
	static func attributeNameProblem(_ name: String, type: ValueType, isTaken: (String) -> Bool = { _ in false }) -> String? {
		guard SpecDecoder.isPropertyName(name) else {
			return SwiftIdentifier.isLowerCamel(name) ? "\"\(name)\" \(SpecDecoder.unusableReason)" : "\"\(name)\" is not a lowerCamelCase Swift identifier"
		}
		if let clash = attributeNameClash(name, type: type) {
			return clash.reason(name, type: type)
		}
		return isTaken(name) ? "\"\(name)\" is another attribute's name" : nil
	}

	/// `name` if an attribute of `type` may have it (`attributeNameProblem`), else the first
	/// alternative that it may have (`noteHash`, `hashValue`, as the generator proposes). A
	/// name that is no lowerCamelCase identifier is returned as it is (the decoder refuses it):
	/// no alternative made from it would be one.
	static func attributeName(_ name: String, type: ValueType, entity: String, isTaken: (String) -> Bool = { _ in false }) -> String {
		func isFree(_ candidate: String) -> Bool {
			return attributeNameProblem(candidate, type: type, isTaken: isTaken) == nil
		}
		guard SwiftIdentifier.isLowerCamel(name), !isFree(name) else {
			return name
		}
		return alternative(to: name, entity: entity, in: modelNamespace()) { !isFree($0) }
	}

	mutating func buildAttribute(_ attribute: AttributeSpec) -> Attribute? {
		let name = attribute.name.value
		let namespace = ModelBuilder.modelNamespace()
		if let clash = ModelBuilder.attributeNameClash(name, type: attribute.type) {
			let keep = "keep the server key with \"key\": \"\(attribute.key)\""
			switch clash {
			case .member:
				let proposal = ModelBuilder.alternative(to: name, entity: spec.entity.value, in: namespace)
				diagnostics.error(at: attribute.name.location, "\(attribute.name.path): \(clash.reason(name, type: attribute.type)); call the attribute \"\(proposal)\" and \(keep)")
			case .override:
				diagnostics.error(at: attribute.name.location, "\(attribute.name.path): \(clash.reason(name, type: attribute.type)); rename the attribute and \(keep)")
			}
			return nil
		}
		return Attribute(name: name, key: attribute.key, type: attribute.type, isOptional: attribute.optional,
			isHeadless: resolved.api != nil,
			isDayOnly: attribute.type == .date && resolved.api?.entry.property(attribute.key)?.type == .string(format: "date"))
	}

	// MARK: Values

	/// The key of an input's placeholder (a text field) or caption (any other control).
	static func labelKey(_ input: ValueSpec) -> String {
		return InputControl(input).hasCaption || input.attachesFile != nil ? "\(input.name.value)-caption" : "\(input.name.value)-placeholder"
	}

	/// An input's English placeholder or caption: its name in words, `Due date`; a chooser's,
	/// its parent's (`Project`).
	static func label(_ input: ValueSpec) -> String {
		return Words.title(Words.camelCaseWords(input.parentChoice?.parentName ?? input.name.value))
	}

	/// The key of a choice's title: `status-choice-open`.
	static func choiceKey(_ input: ValueSpec, _ choice: ChoiceSpec) -> String {
		// The empty value (an optional picklist's "None") has a key no value gives.
		return choice.value.isEmpty ? "\(input.name.value)-no-choice" : "\(input.name.value)-choice-\(choice.value)"
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
				label: ModelBuilder.label(value),
				labelKey: ModelBuilder.labelKey(value),
				choices: (value.choices ?? []).map { Choice(value: $0.value, title: ModelBuilder.choiceTitle($0), titleKey: ModelBuilder.choiceKey(value, $0)) },
				requirement: nil,
				attachesFile: value.attachesFile != nil)
			input?.outlet = name + control.outletSuffix
			input?.captionOutlet = control.hasCaption ? name + "Label" : nil
		}
		let validation = value.validate.map { rule in
			ValueValidation(rule: rule, message: ModelBuilder.message(value)!, messageKey: ModelBuilder.messageKey(value)!)
		}
		return ScreenletValue(name: name, storedName: name, type: value.type, fallback: value.fallback, validation: validation, input: input)
	}
}
