/// An action screenlet's context: its classes, actions, form and View.
extension ActionScreenlet {

	func context(_ names: EntityNames) -> TemplateValue {
		let cacheCollection = SwiftLiteral.string(name)
		// Each value's context is made once and shared by the actions that send it: a long
		// validation message is one string however many actions check it.
		let values = ValueContexts(properties: properties, inputs: inputs)
		let actionContexts = actions.map { $0.context(names, cacheCollection: cacheCollection, values: values) }
		let synced = syncedActions.map { synced in actionContexts[actions.firstIndex { $0.name == synced.name }!] }
		return .object([
			"name": name.templateValue,
			"strings": strings.context,
			"screenletClass": screenletClass.templateValue,
			"delegateProtocol": delegateProtocol.templateValue,
			"delegateProperty": delegateProperty.templateValue,
			"viewModelProtocol": viewModelProtocol.templateValue,
			"viewClass": viewClass.templateValue,
			"properties": .list(values.properties),
			"inputs": .list(values.inputs),
			"actions": .list(actionContexts),
			"choosers": .list(choosers.map { $0.chooser.context(of: $0.value, names) }),
			"hasInspectables": hasInspectables.templateValue,
			// Kept for templates written before `hasInspectables`.
			"hasProperties": (!properties.isEmpty).templateValue,
			"isCallbackStyle": isCallbackStyle.templateValue,
			"formFields": .list(formFields.map { $0.context(names) }),
			"syncedActions": .list(synced),
			"cacheCollectionLiteral": cacheCollection.templateValue,
			"fillFormMethod": fillFormMethod.templateValue,
			"autoLoadProperty": autoLoadProperty.templateValue,
			"autoLoadActionConstant": autoLoadAction.map { "\(screenletClass).\($0.constantName)" }.templateValue,
			"permittedActions": .list(permittedActions.map { action in
				.object(["flag": action.permission!.flag.templateValue, "keyLiteral": SwiftLiteral.string(action.permission!.key).templateValue])
			}),
			"updateButtonsMethod": updateButtonsMethod.templateValue,
			"inputChangeMethod": inputChangeMethod.templateValue,
			"readsNumbers": inputs.contains { $0.input?.readsNumber ?? false }.templateValue,
			"xib": xib,
			"swiftUIView": swiftUIView?.context(names) ?? .missing,
		])
	}
}

extension Action {

	/// `cacheCollection`: the screenlet's name as a literal, what `SyncManager.addSynchronizer` uses.
	func context(_ names: EntityNames, cacheCollection: String, values contexts: ValueContexts) -> TemplateValue {
		let enabled = requiredInputs.compactMap { value in value.input?.filledExpression(of: value) }
		let permissionFlag: TemplateValue = permission?.flag.templateValue ?? .missing
		let permissionKeyLiteral: TemplateValue = permission.map { SwiftLiteral.string($0.key) }.templateValue
		return .object([
			"nameLiteral": SwiftLiteral.string(name).templateValue,
			"constantName": constantName.templateValue,
			"interactorClass": interactorClass.templateValue,
			"connectorClass": connectorClass.templateValue,
			"interactorSuperclass": (isWrite ? "ServerWriteConnectorInteractor" : "ServerReadConnectorInteractor").templateValue,
			"isWrite": isWrite.templateValue,
			"cachesResult": cachesResult.templateValue,
			"fillsForm": fillsForm.templateValue,
			"usesCache": usesCache.templateValue,
			"cacheCollectionLiteral": cacheCollection.templateValue,
			"cacheKeyExpression": cacheKeyExpression.templateValue,
			"cacheKeyIsStored": cacheKeyIsStored.templateValue,
			"cacheKeyPrefixLiteral": SwiftLiteral.string(name + "-").templateValue,
			"cacheKeyIsPerItem": cacheKey.isPerItem.templateValue,
			"recordedSite": recordedSite.templateValue,
			"recordedSiteLiteral": recordedSite.map(SwiftLiteral.string).templateValue,
			"configuresConnector": (recordedSite != nil || (call.headless?.sendsExternalReferenceCode ?? false)).templateValue,
			"factoryMethod": factoryMethod.templateValue,
			"isDefault": isDefault.templateValue,
			"values": .list(values.map(contexts.context)),
			"validations": .list(validations.map(contexts.context)),
			"checkedNumbers": .list(checkedNumbers.map(contexts.context)),
			"hasAbsentValues": values.contains { $0.mayBeAbsent }.templateValue,
			// What a write recorded offline needs to be sent: every value but those a person may leave out.
			"recordedValues": .list(values.filter { !($0.input?.isOptional ?? false) }.map(contexts.context)),
			"call": call.service?.context ?? .missing,
			"request": call.headless.map { $0.context(names) } ?? .missing,
			"resultIsEntity": (result == .entity).templateValue,
			"resultIsRaw": (result == .raw).templateValue,
			"resultIsNone": (result == .none).templateValue,
			"resultProperty": resultProperty.templateValue,
			"resultType": (result == .entity ? names.className : "[String: AnyObject]").templateValue,
			"successLabel": successLabel.templateValue,
			"successParameter": (result == .entity ? names.variable : "attributes").templateValue,
			"failureLabel": failureLabel.templateValue,
			"buttonOutlet": buttonOutlet.templateValue,
			"buttonMethod": buttonMethod.templateValue,
			"requiredInputs": .list(requiredInputs.map(contexts.context)),
			"permissionFlag": permissionFlag,
			"permissionKeyLiteral": permissionKeyLiteral,
			// Kept for templates written before `requiredInputs`, which lay the conditions out themselves.
			"enabledExpression": (enabled.isEmpty ? nil : enabled.joined(separator: "\n\t\t\t\t&& ")).templateValue,
			"clearsForm": clearsForm.templateValue,
			"buttonTitleXML": XMLText.attribute(buttonTitle).templateValue,
			"buttonTitleKeyLiteral": SwiftLiteral.string(buttonTitleKey).templateValue,
			"progressKeyLiteral": SwiftLiteral.string(progressKey).templateValue,
			"failureKeyLiteral": SwiftLiteral.string(failureKey).templateValue,
		])
	}

	/// The key of the action's cache entry: `"get-bookmark-\(entryId)"`, `"add-bookmark-\(UUID().uuidString)"`;
	/// a date is keyed by its milliseconds, as the portal and the cache attributes have it.
	var cacheKeyExpression: String {
		switch cacheKey {
		case .perWrite:
			return SwiftLiteral.string(name, interpolating: ["UUID().uuidString"])
		case .read(let values), .perItem(let values):
			return SwiftLiteral.string(name, interpolating: contextCacheKeyValues.map { $0.expression } + values.map { value in
				let stored = SwiftIdentifier.escaped(value.storedName)
				guard value.mayBeAbsent else {
					return value.type == .date ? "Int64(\(stored).timeIntervalSince1970 * 1000)" : stored
				}
				// Absent: nothing between the dashes.
				return value.type == .date ? "\(stored).map { String(Int64($0.timeIntervalSince1970 * 1000)) } ?? \"\"" : "\(stored).map { String($0) } ?? \"\""
			})
		}
	}
}

extension CacheKey {

	var isPerItem: Bool {
		if case .perItem = self { return true }
		return false
	}
}

extension FormField {

	/// `viewModel.title = task.title`; an optional attribute that is nil clears its input (an
	/// optional input or a number's text shows nothing).
	func context(_ names: EntityNames) -> TemplateValue {
		let value = "\(names.variable).\(SwiftIdentifier.escaped(attribute.name))"
		let expression: String
		if input.isNSNumberInViewModel {
			expression = attribute.isOptional ? "\(value).map { NSNumber(value: $0) }" : "NSNumber(value: \(value))"
		}
		else if input.input?.isOptional ?? false {
			expression = value
		}
		else {
			expression = attribute.isOptional ? "\(value) ?? \(input.type.zeroLiteral)" : value
		}
		return .object([
			"input": SwiftIdentifier.escaped(input.name).templateValue,
			"expression": expression.templateValue,
		])
	}
}

/// The contexts of a screenlet's properties and inputs, each made once.
struct ValueContexts {
	let properties: [TemplateValue]
	let inputs: [TemplateValue]
	private let propertyNames: [String]
	private let inputNames: [String]

	init(properties: [ScreenletValue], inputs: [ScreenletValue] = []) {
		self.properties = properties.map { $0.context }
		self.inputs = inputs.map { $0.context }
		propertyNames = properties.map { $0.name }
		inputNames = inputs.map { $0.name }
	}

	/// A property's or input's context (a property first, as a call's names resolve).
	func context(_ value: ScreenletValue) -> TemplateValue {
		if value.isInput, let index = inputNames.firstIndex(of: value.name) {
			return inputs[index]
		}
		if !value.isInput, let index = propertyNames.firstIndex(of: value.name) {
			return properties[index]
		}
		return value.context
	}
}
