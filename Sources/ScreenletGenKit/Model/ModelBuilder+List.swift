/// List screenlets: names, properties, calls, cell and XIB ids.
extension ModelBuilder {

	mutating func buildList(_ list: ListScreenletSpec, entity: EntityModel) -> ListModel? {
		guard let name = listName(list, entity: entity) else {
			return nil
		}
		var properties = list.properties.compactMap { buildValue($0, isInput: false) }
		guard properties.count == list.properties.count else {
			return nil
		}
		let delegateProperty = "\(Words.lowerCamel(name))Delegate"
		let changes = listChanges(entity: entity)
		let screenletNamespace = ModelBuilder.listScreenletNamespace([delegateProperty]
			+ [changes?.addMethod, changes?.updateMethod, changes?.deleteMethod].compactMap { $0 })
		var refused = false
		for property in list.properties {
			refused = refuseTaken(property.name, what: "property", owner: "\(name)Screenlet", in: screenletNamespace, hint: " (an @IBInspectable is set by this name in Interface Builder)") || refused
		}
		guard !refused else {
			return nil
		}
		var scope = ValueScope(properties: list.properties, inputs: [])
		var plumbing = ModelBuilder.listPlumbingNamespaces()
		for index in properties.indices {
			ModelBuilder.store(&properties[index], as: ModelBuilder.storedName(list.properties[index].name.value, entity: entity, in: &plumbing), scope: &scope)
		}
		let page = buildCall(list.page, scope: scope, kind: .page)
		let count = list.count.flatMap { buildCall($0, scope: scope, kind: .count) }
		let cell = cellAttribute(list)
		let details = list.cellDetails.compactMap { attributeForCell($0) }
		guard let pageCall = page, list.count == nil || count != nil, let cellSpec = cell, details.count == list.cellDetails.count else {
			return nil
		}
		// UI tests' names, unique in the screenlet: the list, its cell, and the label of each attribute a row shows.
		var accessibility = AccessibilityIdentifiers(screenlet: name)
		let listIdentifier = XMLText.attribute(accessibility.identifier("list"))
		let cellIdentifier = XMLText.attribute(accessibility.identifier("cell"))
		var cellModels: [CellModel] = []
		for attribute in [cellSpec] + details {
			cellModels.append(self.cellModel(attribute, entity: entity, identifier: accessibility.identifier("cell", attribute.name.value)))
		}
		let cellModel = cellModels[0]
		var tableCell: TableCellModel?
		if !details.isEmpty {
			tableCell = ModelBuilder.tableCell(entity: entity, title: cellModel, details: Array(cellModels.dropFirst()),
				names: [list.cell?.value ?? cellModel.attribute] + details.map { $0.name.value }, identifier: cellIdentifier)
		}
		var ids = XIBIdentifiers(document: "\(name)View_default")
		let cacheKey = list.properties.isEmpty ? SwiftLiteral.string(name) : ""
		var collection: CollectionThemeModel?
		if list.theme == .collection {
			var collectionIds = XIBIdentifiers(document: "\(name)View_default-collection")
			var cellIds = XIBIdentifiers(document: "\(entity.className)Cell_default-collection")
			collection = CollectionThemeModel(
				viewClass: "\(name)View_default_collection",
				cellClass: "\(entity.className)Cell_default_collection",
				cellNib: "\(entity.className)Cell_default-collection",
				cellIdLiteral: SwiftLiteral.string("\(Words.lowerCamel(entity.className))Cell"),
				xib: ModelBuilder.listXIB(&collectionIds, identifier: listIdentifier),
				cellXIB: CellXIBModel(
					rootId: cellIds.id("root"), contentId: cellIds.id("content"), labelId: cellIds.id("label"),
					leadingConstraintId: cellIds.id("label.leading"), trailingConstraintId: cellIds.id("label.trailing"),
					centerYConstraintId: cellIds.id("label.centerY"), outletId: cellIds.id("outlet.label"),
					accessibilityIdentifierXML: cellIdentifier))
		}
		var strings = StringsTableBuilder(screenletName: name)
		strings.addMessages(list.properties)
		strings.add(StringsTableBuilder.loadingKey, "Loading...")
		strings.add(StringsTableBuilder.invalidAnswerKey, "The server's answer cannot be shown")
		if pageCall.readsSessionContext || count?.readsSessionContext == true {
			strings.add(StringsTableBuilder.loginRequiredKey, StringsTableBuilder.loginRequiredText)
		}
		var model = ListModel(
			name: name,
			strings: strings.model(),
			loadingKeyLiteral: SwiftLiteral.string(StringsTableBuilder.loadingKey),
			screenletClass: "\(name)Screenlet",
			delegateProtocol: "\(name)ScreenletDelegate",
			delegateProperty: delegateProperty,
			interactorClass: "\(name)PageLoadInteractor",
			connectorClass: "\(name)PageLiferayConnector",
			viewClass: "\(name)View_default",
			properties: properties,
			validations: properties.filter { $0.messageLiteral != nil },
			hasInspectables: !properties.isEmpty || list.offline,
			offline: list.offline,
			streams: list.count == nil,
			page: pageCall,
			count: count,
			readsSessionContext: pageCall.readsSessionContext || count?.readsSessionContext == true,
			responseLabel: list.responseEvent?.value ?? "on\(name)Response",
			errorLabel: list.errorEvent?.value ?? "on\(name)Error",
			selectedLabel: list.selectedEvent?.value ?? "on\(entity.className)Selected",
			cacheKeyLiteral: cacheKey,
			loadsOnce: !list.page.params.contains { ["start", "end"].contains($0.from?.value ?? $0.name) && $0.value == nil },
			ordersRows: list.page.params.contains { ($0.from?.value ?? $0.name) == "obc" && $0.value == nil },
			cell: cellModel,
			xib: ModelBuilder.listXIB(&ids, identifier: listIdentifier),
			collection: collection,
			tableCell: tableCell,
			changesInPlace: changes,
			swiftUIView: nil)
		if spec.generatesSwiftUI == true {
			// The selection last: `BookmarkListView(folderId: 7) { bookmark in … }`.
			let screenletClass = model.screenletClass
			model.swiftUIView = ModelBuilder.swiftUIView(name: name, screenletClass: screenletClass, properties: properties, hasOfflinePolicy: list.offline,
				takesComparator: model.ordersRows, closures: [
				ModelBuilder.swiftUIClosure(model.responseLabel, screenletClass: screenletClass, parameter: (entity.pluralVariableName, "[\(entity.className)]")),
				ModelBuilder.swiftUIClosure(model.errorLabel, screenletClass: screenletClass, parameter: ("error", "NSError"), ignoresCancellation: true),
				ModelBuilder.swiftUIClosure(model.selectedLabel, screenletClass: screenletClass, parameter: (entity.variableName, entity.className)),
			])
		}
		checkDistinct([
			(model.responseLabel, list.responseEvent), (model.errorLabel, list.errorEvent), (model.selectedLabel, list.selectedEvent),
		], in: list.path + ".events")
		let origin = list.name ?? Located(value: name, location: list.location, path: list.path)
		var types = [model.screenletClass, model.delegateProtocol, model.interactorClass, model.connectorClass, model.viewClass]
		if let view = model.swiftUIView {
			types.append(view.name)
		}
		var nibs = [model.viewClass]
		if let tableCell = tableCell {
			types.append(tableCell.cellClass)
			nibs.append(tableCell.cellClass)
		}
		if let collection = collection {
			types += [collection.viewClass, collection.cellClass]
			nibs += ["\(name)View_default-collection", collection.cellNib]
		}
		checkTypeNames(types, nibs: nibs, base: name, at: origin, written: list.name != nil)
		return model
	}

	/// The rows the spec's writes change: an add that returns the entity appends one; with an
	/// identity attribute (`id` or `…Id`, not optional), a change of one item replaces its row
	/// and a delete removes it.
	func listChanges(entity: EntityModel) -> ListChangesModel? {
		var adds = false, updates = false, deletes = false
		for case .action(let screenlet) in spec.screenlets {
			for action in screenlet.actions {
				let verb = Words.kebabWords(action.name.value).first ?? ""
				guard ModelBuilder.isWrite(action) else { continue }
				if ["delete", "remove", "trash"].contains(verb) {
					deletes = true
				}
				else if ModelBuilder.changesOneItemVerbs.contains(verb) {
					updates = updates || action.result == .entity
				}
				else {
					adds = adds || action.result == .entity
				}
			}
		}
		let identity = zip(spec.attributes, entity.attributes).first { spec, _ in
			let name = spec.name.value
			return !spec.optional && (name == "id" || name.hasSuffix("Id")) && [.int, .int64, .string].contains(spec.type)
		}
		let singular = entity.className
		let changes = ListChangesModel(
			addMethod: adds ? "add\(singular)" : nil,
			updateMethod: updates && identity != nil ? "update\(singular)" : nil,
			deleteMethod: deletes && identity != nil ? "delete\(singular)" : nil,
			identityAttribute: identity?.1.name,
			identityLabel: identity.map { SwiftIdentifier.escapedLabel($0.0.name.value) },
			identityType: identity?.1.swiftType)
		return changes.addMethod == nil && changes.updateMethod == nil && changes.deleteMethod == nil ? nil : changes
	}

	/// `name`, or `<Entity>List`; either must leave Screens a way to find its View.
	mutating func listName(_ list: ListScreenletSpec, entity: EntityModel) -> String? {
		if let name = list.name {
			return screenletBaseName(name)
		}
		let name = "\(entity.className)List"
		guard !name.contains("Screenlet") else {
			diagnostics.error(at: spec.entity.location, "\(list.path): the list would be called \(name)Screenlet, and Liferay Screens loads a View by the class name cut at its first \"Screenlet\"; give the list a \"name\" without \"Screenlet\"")
			return nil
		}
		return name
	}

	/// `identifier`: the list's accessibility identifier, XML-escaped.
	static func listXIB(_ ids: inout XIBIdentifiers, identifier: String) -> ListXIBModel {
		return ListXIBModel(
			rootId: ids.id("root"), listId: ids.id("list"),
			topConstraintId: ids.id("list.top"), bottomConstraintId: ids.id("list.bottom"),
			leadingConstraintId: ids.id("list.leading"), trailingConstraintId: ids.id("list.trailing"),
			outletId: ids.id("outlet.list"), layoutId: ids.id("list.layout"),
			listAccessibilityIdentifierXML: identifier)
	}

	/// The attribute a row shows first: the spec's `cell`, or the first String attribute.
	mutating func cellAttribute(_ list: ListScreenletSpec) -> AttributeSpec? {
		if let cell = list.cell {
			return attributeForCell(cell)
		}
		// With no attribute decoded, the attributes' own errors are already reported.
		return spec.attributes.first(where: { $0.type == .string }) ?? spec.attributes.first
	}

	/// The attribute a row shows, or a located error.
	mutating func attributeForCell(_ cell: Located<String>) -> AttributeSpec? {
		// With no attribute read, their own error is the one to fix first.
		guard !spec.attributes.isEmpty else {
			return nil
		}
		guard let attribute = spec.attributes.first(where: { $0.name.value == cell.value }) else {
			let names = spec.attributes.map { $0.name.value }
			diagnostics.error(at: cell.location, "\(cell.path): \"\(cell.value)\" is not an attribute of \(spec.entity.value); expected one of \(names.joined(separator: ", "))\(Suggestion.hint(for: cell.value, in: names))")
			return nil
		}
		return attribute
	}

	/// `BookmarkCell_default`: a label per attribute (`nameLabel`, `urlLabel`), title first;
	/// a name a table cell already has (`textLabel`, `detailTextLabel`) gets `Value` before `Label`.
	static func tableCell(entity: EntityModel, title: CellModel, details: [CellModel], names: [String], identifier: String) -> TableCellModel {
		let cellClass = "\(entity.className)Cell_default"
		var ids = XIBIdentifiers(document: cellClass)
		let taken: Set<String> = ["textLabel", "detailTextLabel", "imageView", "contentView", "accessoryView", "backgroundView"]
		var y = 0
		var labels: [CellLabelModel] = []
		for (index, (value, name)) in zip([title] + details, names).enumerated() {
			let plain = Words.lowerCamel(name) + "Label"
			let outlet = taken.contains(plain) ? Words.lowerCamel(name) + "ValueLabel" : plain
			let height = index == 0 ? 21 : 18
			labels.append(CellLabelModel(value: value, outlet: outlet, isTitle: index == 0,
				labelId: ids.id("label.\(name)"), outletId: ids.id("outlet.\(name)"), y: y, height: height))
			y += height + 2
		}
		return TableCellModel(
			cellClass: cellClass,
			cellIdLiteral: SwiftLiteral.string("\(Words.lowerCamel(entity.className))Cell"),
			rootId: ids.id("root"), contentId: ids.id("content"), stackId: ids.id("stack"),
			topConstraintId: ids.id("stack.top"), bottomConstraintId: ids.id("stack.bottom"),
			leadingConstraintId: ids.id("stack.leading"), trailingConstraintId: ids.id("stack.trailing"),
			labels: labels, stackHeight: y - 2, height: y - 2 + 16, accessibilityIdentifierXML: identifier)
	}

	/// `identifier`: the accessibility identifier of the label that shows it, `bookmarkList.cell.name`.
	func cellModel(_ attribute: AttributeSpec, entity: EntityModel, identifier: String) -> CellModel {
		let overridesNonOptional = ReservedNames.overridableByAttributes[attribute.name.value] != nil
		let name = SwiftIdentifier.escaped(attribute.name.value)
		let isString = attribute.type == .string
		let isOptional = attribute.optional && !overridesNonOptional
		let value = "\(entity.variableName).\(name)"
		return CellModel(
			attribute: name,
			isString: isString,
			isOptional: isOptional,
			text: isString ? value : (isOptional ? "\(value).map { String(describing: $0) }" : "String(describing: \(value))"),
			accessibilityIdentifierXML: XMLText.attribute(identifier),
			accessibilityIdentifierLiteral: SwiftLiteral.string(identifier))
	}
}
