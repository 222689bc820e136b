/// A chooser of a parent's id: its read's classes, request and cache key, and the View's
/// members and texts for it.
extension InputChooser {

	func context(of value: ScreenletValue, _ names: EntityNames) -> TemplateValue {
		let literal = { (key: String) in SwiftLiteral.string(key).templateValue }
		// A site's Object answers each site's parents: offline, the app's site's are offered.
		let cacheKey = readsSite ? "\"\(actionName)-\\(LiferayServerContext.groupId)\"" : SwiftLiteral.string(actionName)
		return .object([
			"name": SwiftIdentifier.escaped(value.name).templateValue,
			"outlet": (value.input?.outlet).templateValue,
			"isOptional": (value.input?.isOptional ?? false).templateValue,
			"tellsButtons": (value.input?.requirement != nil).templateValue,
			"actionNameLiteral": literal(actionName),
			"constantName": constantName.templateValue,
			"factoryMethod": factoryMethod.templateValue,
			"interactorClass": interactorClass.templateValue,
			"connectorClass": connectorClass.templateValue,
			"failureLabel": failureLabel.templateValue,
			"showMethod": showMethod.templateValue,
			"buttonMethod": buttonMethod.templateValue,
			"titlesMember": titlesMember.templateValue,
			"captionKeyLiteral": (value.input.map { literal($0.labelKey) } ?? .missing),
			"chooseKeyLiteral": literal(chooseKey),
			"emptyKeyLiteral": literal(emptyKey),
			"noChoiceKeyLiteral": noChoiceKey.map(literal) ?? .missing,
			"cancelKeyLiteral": literal(cancelKey),
			"progressKeyLiteral": literal(progressKey),
			"failureKeyLiteral": literal(failureKey),
			"parentName": parent.parentName.templateValue,
			"titleFieldLiteral": literal(parent.titleField),
			"readsSite": readsSite.templateValue,
			"request": page.context(names),
			"cacheKeyExpression": cacheKey.templateValue,
		])
	}
}
