/// A list screenlet's context: its classes, calls, rows, and its nibs' ids and geometry.
extension ListScreenlet {

	func context(_ names: EntityNames) -> TemplateValue {
		let listIdentifier = XMLText.attribute(listAccessibilityIdentifier)
		let cellIdentifier = XMLText.attribute(cellAccessibilityIdentifier)
		var ids = XIBIdentifiers(document: viewClass)
		let xib: TemplateValue = ListScreenlet.xib(&ids, listIdentifier: listIdentifier)
		let count: TemplateValue = self.count?.context ?? .missing
		// With properties, the key is made of their values in the template.
		let cacheKey: String = properties.isEmpty && contextCacheKeyValues.isEmpty ? SwiftLiteral.string(name) : ""
		let collection: TemplateValue = self.collection?.context(listIdentifier: listIdentifier, cellIdentifier: cellIdentifier) ?? .missing
		let tableCell: TemplateValue = self.tableCell?.context(names, cellIdentifier: cellIdentifier) ?? .missing
		let changes: TemplateValue = changesInPlace?.context ?? .missing
		let swiftUI: TemplateValue = swiftUIView?.context(names) ?? .missing
		let contexts = ValueContexts(properties: self.properties)
		let properties: TemplateValue = .list(contexts.properties)
		let validations: TemplateValue = .list(self.properties.filter { $0.validation != nil }.map(contexts.context))
		return .object([
			"name": name.templateValue,
			"strings": strings.context,
			"loadingKeyLiteral": SwiftLiteral.string(StringsTable.loadingKey).templateValue,
			"screenletClass": screenletClass.templateValue,
			"delegateProtocol": delegateProtocol.templateValue,
			"delegateProperty": delegateProperty.templateValue,
			"interactorClass": interactorClass.templateValue,
			"connectorClass": connectorClass.templateValue,
			"viewClass": viewClass.templateValue,
			"properties": properties,
			"validations": validations,
			"hasInspectables": hasInspectables.templateValue,
			"offline": offline.templateValue,
			"streams": streams.templateValue,
			"page": page.service?.context ?? .missing,
			"request": page.headless.map { $0.context(names) } ?? .missing,
			"count": count,
			"readsSessionContext": readsSessionContext.templateValue,
			"responseLabel": responseLabel.templateValue,
			"errorLabel": errorLabel.templateValue,
			"selectedLabel": selectedLabel.templateValue,
			"cacheKeyLiteral": cacheKey.templateValue,
			"contextCacheKeyExpressions": .list(contextCacheKeyValues.map { $0.expression.templateValue }),
			"loadsOnce": loadsOnce.templateValue,
			"ordersRows": ordersRows.templateValue,
			"cell": cell.context(names),
			"xib": xib,
			"collection": collection,
			"tableCell": tableCell,
			"changesInPlace": changes,
			"swiftUIView": swiftUI,
		])
	}

	/// A list View's nib: the root view and its table or collection view, pinned to its edges.
	static func xib(_ ids: inout XIBIdentifiers, listIdentifier: String) -> TemplateValue {
		let members = ids.members([
			"rootId": "root", "listId": "list",
			"topConstraintId": "list.top", "bottomConstraintId": "list.bottom",
			"leadingConstraintId": "list.leading", "trailingConstraintId": "list.trailing",
			"outletId": "outlet.list", "layoutId": "list.layout",
		])
		return .object(TemplateObject(members: members + [("listAccessibilityIdentifierXML", listIdentifier.templateValue)]))
	}
}

extension CellAttribute {

	func context(_ names: EntityNames) -> TemplateValue {
		let name = SwiftIdentifier.escaped(attribute.name)
		let isString = attribute.type == .string
		// A picklist shows its entry's name, in the portal's answer's language; its key without one.
		let value = attribute.picklistNameMember.map { "\(names.variable).\(SwiftIdentifier.escaped($0)) ?? \(names.variable).\(name)" }
			?? "\(names.variable).\(name)"
		return .object([
			"attribute": name.templateValue,
			"isString": isString.templateValue,
			"isOptional": isOptional.templateValue,
			// The label's text.
			"text": (isString ? value : (isOptional ? "\(value).map { String(describing: $0) }" : "String(describing: \(value))")).templateValue,
			"accessibilityIdentifierXML": XMLText.attribute(accessibilityIdentifier).templateValue,
			"accessibilityIdentifierLiteral": SwiftLiteral.string(accessibilityIdentifier).templateValue,
		])
	}
}

extension TableCell {

	/// Labels stacked 2 points apart, a title line of 21 points and detail lines of 18; the cell
	/// is the stack and 8 points above and below.
	func context(_ names: EntityNames, cellIdentifier: String) -> TemplateValue {
		var ids = XIBIdentifiers(document: cellClass)
		var y = 0
		var labelContexts: [TemplateValue] = []
		for (index, label) in labels.enumerated() {
			let height = index == 0 ? 21 : 18
			let name = label.value.attribute.name
			labelContexts.append(.object([
				"value": label.value.context(names),
				"outlet": label.outlet.templateValue,
				"isTitle": (index == 0).templateValue,
				"labelId": ids.id("label.\(name)").templateValue,
				"outletId": ids.id("outlet.\(name)").templateValue,
				"y": y.templateValue,
				"height": height.templateValue,
			]))
			y += height + 2
		}
		let names: [(TemplateKey, TemplateValue)] = [("cellClass", cellClass.templateValue), ("cellIdLiteral", SwiftLiteral.string(reuseIdentifier).templateValue)]
		let stack = ids.members([
			"rootId": "root", "contentId": "content", "stackId": "stack",
			"topConstraintId": "stack.top", "bottomConstraintId": "stack.bottom",
			"leadingConstraintId": "stack.leading", "trailingConstraintId": "stack.trailing",
		])
		return .object(TemplateObject(members: names + stack + [
			("labels", .list(labelContexts)),
			("stackHeight", (y - 2).templateValue),
			("height", (y - 2 + 16).templateValue),
			("accessibilityIdentifierXML", cellIdentifier.templateValue),
		]))
	}
}

extension CollectionTheme {

	func context(listIdentifier: String, cellIdentifier: String) -> TemplateValue {
		var viewIds = XIBIdentifiers(document: viewNib)
		var cellIds = XIBIdentifiers(document: cellNib)
		return .object([
			"viewClass": viewClass.templateValue,
			"cellClass": cellClass.templateValue,
			"cellNib": cellNib.templateValue,
			"cellIdLiteral": SwiftLiteral.string(reuseIdentifier).templateValue,
			"xib": ListScreenlet.xib(&viewIds, listIdentifier: listIdentifier),
			"cellXIB": .object(TemplateObject(members: cellIds.members([
				"rootId": "root", "contentId": "content", "labelId": "label",
				"leadingConstraintId": "label.leading", "trailingConstraintId": "label.trailing",
				"centerYConstraintId": "label.centerY", "outletId": "outlet.label",
			]) + [("accessibilityIdentifierXML", cellIdentifier.templateValue)])),
		])
	}
}

extension ListChanges {

	var context: TemplateValue {
		return .object([
			"addMethod": addMethod.templateValue,
			"updateMethod": updateMethod.templateValue,
			"deleteMethod": deleteMethod.templateValue,
			"identityAttribute": identity.map { SwiftIdentifier.escaped($0.name) }.templateValue,
			"identityLabel": identity.map { SwiftIdentifier.escapedLabel($0.name) }.templateValue,
			"identityType": identity?.type.rawValue.templateValue ?? .missing,
		])
	}
}

extension SwiftUIView {

	func context(_ names: EntityNames) -> TemplateValue {
		return .object([
			"name": name.templateValue,
			"properties": .list(properties.map { property in
				let name = property.value.name
				return .object([
					"label": SwiftIdentifier.escapedLabel(name).templateValue,
					"storedName": (property.isStoredUnderAnotherName ? SwiftIdentifier.escapedLabel(name) + "Value" : SwiftIdentifier.escaped(name)).templateValue,
					"screenletProperty": SwiftIdentifier.escaped(name).templateValue,
					"swiftType": property.value.type.rawValue.templateValue,
					"defaultValue": property.value.type.zeroLiteral.templateValue,
				])
			}),
			"hasOfflinePolicy": hasOfflinePolicy.templateValue,
			"takesComparator": takesComparator.templateValue,
			"closures": .list(closures.map { $0.context(names, screenletClass: screenletClass) }),
		])
	}
}

extension SwiftUIClosure {

	/// The delegate method `screenlet(_ screenlet: C, label parameter: Type)` as a closure.
	func context(_ names: EntityNames, screenletClass: String) -> TemplateValue {
		guard let parameter = parameter.map({ $0.declaration(names) }) else {
			return .object([
				"name": label.templateValue,
				"type": "(() -> Void)?".templateValue,
				"delegateMethod": "screenlet(\(label) screenlet: \(screenletClass))".templateValue,
				"call": "\(label)?()".templateValue,
				"ignoresCancellation": false.templateValue,
			])
		}
		return .object([
			"name": label.templateValue,
			"type": "((\(parameter.type)) -> Void)?".templateValue,
			"delegateMethod": "screenlet(_ screenlet: \(screenletClass), \(label) \(parameter.name): \(parameter.type))".templateValue,
			"call": "\(label)?(\(parameter.name))".templateValue,
			"ignoresCancellation": ignoresCancellation.templateValue,
		])
	}
}

extension DelegateParameter {

	/// Its name and Swift type in the delegate protocol.
	func declaration(_ names: EntityNames) -> (name: String, type: String) {
		switch self {
		case .entity: return (names.variable, names.className)
		case .entities: return (names.pluralVariable, "[\(names.className)]")
		case .attributes: return ("attributes", "[String: AnyObject]")
		case .error: return ("error", "NSError")
		}
	}
}
