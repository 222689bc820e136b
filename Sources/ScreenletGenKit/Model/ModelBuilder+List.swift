/// List screenlets: names, properties, calls, cell and XIB ids.
extension ModelBuilder {

	/// `index`: the list's place among the spec's list screenlets, for messages.
	mutating func buildList(_ list: ListScreenletSpec, index: Int, entity: Entity) -> ListScreenlet? {
		guard let name = listName(list, entity: entity) else {
			return nil
		}
		var properties = list.properties.map { buildValue($0, isInput: false) }
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
		let page = buildPortalCall(list.page, scope: scope, kind: .page)
		let count = list.count.flatMap { buildCall($0, scope: scope, kind: .count) }
		let cell = cellAttribute(list)
		let details = list.cellDetails.compactMap { attributeForCell($0) }
		guard let pageCall = page, list.count == nil || count != nil, let cellSpec = cell, details.count == list.cellDetails.count else {
			return nil
		}
		// UI tests' names, unique in the screenlet: the list, its cell, and the label of each attribute a row shows.
		var accessibility = AccessibilityIdentifiers(screenlet: name)
		let listIdentifier = accessibility.identifier("list")
		let cellIdentifier = accessibility.identifier("cell")
		var cells: [CellAttribute] = []
		for attribute in [cellSpec] + details {
			let identifier = accessibility.identifier("cell", attribute.name.value)
			// An attribute refused above has its own error, and the model is not used.
			let modelled = entity.attributes.first { $0.name == attribute.name.value } ?? Attribute(name: attribute.name.value, key: attribute.key,
				type: attribute.type, isOptional: attribute.optional)
			cells.append(CellAttribute(attribute: modelled, isOptional: modelled.isOptional && !modelled.overridesNSObject, apple: AppleCellNames(accessibilityIdentifier: identifier)))
		}
		let reuseIdentifier = "\(Words.lowerCamel(entity.className))Cell"
		// Cells are the entity's (`BookmarkCell_default`), as the Bookmark sample's; a second list
		// of the entity names its own after the list (`BookmarkSearchCell_default`).
		let cellBase = ["Cell_default", "Cell_default_collection"].contains { typeOwners[entity.className + $0] != nil } ? name : entity.className
		var tableCell: TableCell?
		if !details.isEmpty {
			tableCell = ModelBuilder.tableCell(base: cellBase, cells: cells, reuseIdentifier: reuseIdentifier)
		}
		var collection: CollectionTheme?
		if list.theme == .collection {
			collection = CollectionTheme(
				viewClass: "\(name)View_default_collection",
				viewNib: "\(name)View_default-collection",
				cellClass: "\(cellBase)Cell_default_collection",
				cellNib: "\(cellBase)Cell_default-collection",
				reuseIdentifier: reuseIdentifier)
		}
		var strings = StringsTableBuilder(screenletName: name)
		strings.addMessages(list.properties)
		strings.add(StringsTable.loadingKey, "Loading...")
		strings.add(StringsTable.invalidAnswerKey, "The server's answer cannot be shown")
		if pageCall.readsSessionContext || count?.readsSessionContext == true {
			strings.add(StringsTable.loginRequiredKey, StringsTableBuilder.loginRequiredText)
		}
		var model = ListScreenlet(
			name: name,
			strings: strings.table,
			properties: properties,
			offline: list.offline,
			page: pageCall,
			count: count,
			responseLabel: list.responseEvent?.value ?? "on\(name)Response",
			errorLabel: list.errorEvent?.value ?? "on\(name)Error",
			selectedLabel: list.selectedEvent?.value ?? "on\(entity.className)Selected",
			// A headless page is asked for by rows, which the Connector maps onto the portal's pages.
			loadsOnce: resolved.api == nil && !list.page.params.contains { ["start", "end"].contains($0.from?.value ?? $0.name) && $0.value == nil },
			ordersRows: list.page.params.contains { ($0.from?.value ?? $0.name) == "obc" && $0.value == nil },
			cells: cells,
			changesInPlace: changes,
			apple: AppleListNames(tableCell: tableCell, collection: collection, swiftUIView: nil,
				listAccessibilityIdentifier: listIdentifier, cellAccessibilityIdentifier: cellIdentifier))
		model.contextCacheKeyValues = pageCall.contextValues
		if resolved.generatesSwiftUI {
			// The selection last: `BookmarkListView(folderId: 7) { bookmark in … }`.
			model.swiftUIView = ModelBuilder.swiftUIView(name: name, screenletClass: model.screenletClass, properties: properties, hasOfflinePolicy: list.offline,
				takesComparator: model.ordersRows, closures: [
				SwiftUIClosure(label: model.responseLabel, parameter: .entities, ignoresCancellation: false),
				SwiftUIClosure(label: model.errorLabel, parameter: .error, ignoresCancellation: true),
				SwiftUIClosure(label: model.selectedLabel, parameter: .entity, ignoresCancellation: false),
			])
		}
		let origin = list.name ?? Located(value: name, location: list.location, path: list.path)
		checkDistinct([
			DelegateEvent(label: model.responseLabel, event: "response", action: nil, written: list.responseEvent, madeFrom: origin),
			DelegateEvent(label: model.errorLabel, event: "error", action: nil, written: list.errorEvent, madeFrom: origin),
			DelegateEvent(label: model.selectedLabel, event: "selected", action: nil, written: list.selectedEvent, madeFrom: origin),
		])
		let types = model.generatedTypeNames
		var nibs = [model.viewClass]
		if let tableCell = tableCell {
			nibs.append(tableCell.cellClass)
		}
		if let collection = collection {
			nibs += [collection.viewNib, collection.cellNib]
		}
		checkTypeNames(types, nibs: nibs, base: name, at: origin, written: list.name != nil)
		claimTypes(types, owner: ListScreenlet.owner(index: index, name: name), at: origin)
		return model
	}

	/// The attribute that says which item an entry is: `id` or `…Id`, not optional, a number or text.
	static func identityAttribute(of entity: Entity) -> Attribute? {
		return entity.attributes.first { attribute in
			let name = attribute.name
			return !attribute.isOptional && (name == "id" || name.hasSuffix("Id")) && [.int, .int64, .string].contains(attribute.type)
		}
	}

	/// The rows the spec's writes change: an add that returns the entity appends one; with an
	/// identity attribute (`id` or `…Id`, not optional), a change of one item replaces its row
	/// and a delete removes it.
	func listChanges(entity: Entity) -> ListChanges? {
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
		let identity = ModelBuilder.identityAttribute(of: entity)
		let singular = entity.className
		let changes = ListChanges(
			addMethod: adds ? "add\(singular)" : nil,
			updateMethod: updates && identity != nil ? "update\(singular)" : nil,
			deleteMethod: deletes && identity != nil ? "delete\(singular)" : nil,
			identity: identity)
		return changes.addMethod == nil && changes.updateMethod == nil && changes.deleteMethod == nil ? nil : changes
	}

	/// `name`, or `<Entity>List`; either must leave Screens a way to find its View.
	mutating func listName(_ list: ListScreenletSpec, entity: Entity) -> String? {
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

	/// `BookmarkCell_default` (`base` Bookmark): a label per attribute (`nameLabel`, `urlLabel`),
	/// title first; a name a table cell already has (`textLabel`, `detailTextLabel`) gets `Value`
	/// before `Label`.
	static func tableCell(base: String, cells: [CellAttribute], reuseIdentifier: String) -> TableCell {
		let taken: Set<String> = ["textLabel", "detailTextLabel", "imageView", "contentView", "accessoryView", "backgroundView"]
		let labels = cells.map { cell -> CellLabel in
			let plain = Words.lowerCamel(cell.attribute.name) + "Label"
			return CellLabel(value: cell, outlet: taken.contains(plain) ? Words.lowerCamel(cell.attribute.name) + "ValueLabel" : plain)
		}
		return TableCell(cellClass: "\(base)Cell_default", reuseIdentifier: reuseIdentifier, labels: labels)
	}
}
