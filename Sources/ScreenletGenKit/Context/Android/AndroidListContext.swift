/// What `Templates/Android/List/` sees of a list screenlet: its classes in Java, made from the
/// model's decisions (the page and count calls, the properties' checks, the row's attributes,
/// the offline policy) and their Android names (`AndroidListScreenlet`).
struct AndroidListContext {

	let package: String
	let twin: AndroidListScreenlet
	let strings: AndroidStringTable
	/// A headless spec's request class (`TicketRequest`).
	let requestClass: String?

	init(package: String, twin: AndroidListScreenlet, requestClass: String?) {
		self.package = package
		self.twin = twin
		self.requestClass = requestClass
		var strings = AndroidStringTable(twin.list.strings)
		strings.addLayoutName(screenletClass: twin.className, layout: AndroidListContext.layoutName(of: twin))
		self.strings = strings
	}

	/// `bookmarklist_default`, and its row's `bookmarklist_row`.
	static func layoutName(of twin: some AndroidListNaming) -> String {
		return AndroidStrings.resourceName(twin.list.name.lowercased()) + "_default"
	}

	static func rowLayoutName(of twin: some AndroidListNaming) -> String {
		return AndroidStrings.resourceName(twin.list.name.lowercased()) + "_row"
	}

	var screenlet: TemplateValue {
		let entity = twin.entity
		let arguments = twin.arguments.compactMap { value in twin.properties.first { $0.value.name == value.name } }
		let own = twin.properties.filter { !AndroidListScreenlet.isTheScreenletsSite($0.value) }
		var checks: [TemplateValue] = []
		for property in twin.properties {
			guard let validation = property.value.validation else { continue }
			let name = fieldExpression(property)
			checks.append(.object(["condition": JavaArgument.failsValidation(validation.rule, name).templateValue, "message": strings.name(validation.messageKey).templateValue]))
		}
		let (getters, picklistNames) = AndroidNames.getters(of: entity.attributes)
		let rowPrefix = Words.camelCaseWords(entity.className).map { $0.lowercased() }.joined(separator: "_")
		let shown = twin.list.cells
		let identity = ModelBuilder.identityAttribute(of: entity)
		let listKey: String
		if let identity = identity, let index = entity.attributes.firstIndex(where: { $0.name == identity.name }) {
			listKey = "String.valueOf(\(entity.variableName).\(getters[index])())"
		}
		else {
			// No attribute says which item a row is: the row's values.
			listKey = "String.valueOf(\(entity.variableName).getValues().hashCode())"
		}
		return .object([
			"className": twin.className.templateValue,
			"listenerClass": twin.listenerClass.templateValue,
			"interactorClass": twin.interactorClass.templateValue,
			"viewClass": twin.viewClass.templateValue,
			"adapterClass": twin.adapterClass.templateValue,
			"viewHolderClass": twin.viewHolderClass.templateValue,
			"eventClass": AndroidListScreenlet.eventClass(of: entity).templateValue,
			"rowLayout": AndroidListContext.rowLayoutName(of: twin).templateValue,
			"isCached": twin.list.offline.templateValue,
			"ordersRows": twin.list.ordersRows.templateValue,
			"properties": .list(own.map { property in
				.object([
					"javaType": AndroidContext.javaType(property.value.type, optional: false).templateValue,
					"field": property.field.templateValue, "variable": property.variable.templateValue,
					"getter": property.getter.templateValue, "setter": property.setter.templateValue,
					"readStatement": AndroidActionContext.readStatement(property, styleable: twin.className).templateValue,
				])
			}),
			"attributeDeclarations": .list(twin.properties.map { AndroidActionContext.attributeDeclaration($0).templateValue }),
			"checks": .list(checks),
			"startArguments": (arguments.isEmpty ? "groupId" : arguments.map(fieldExpression).joined(separator: ", ")).templateValue,
			"argumentReads": JavaArgument.argumentReads(arguments).templateValue,
			"readsSessionUser": twin.list.readsSessionContext.templateValue,
			"loginRequiredMessage": (twin.list.readsSessionContext ? strings.name(StringsTable.loginRequiredKey) : "").templateValue,
			"pageStatement": (twin.list.page.service.map { callStatement($0, answer: "java.util.List", arguments: arguments,
				returning: twin.list.count != nil) } ?? "").templateValue,
			"headlessPage": twin.list.page.headless.map { headlessPage($0, arguments: arguments) } ?? .missing,
			"countStatement": (twin.list.count.map { callStatement($0, answer: "java.lang.Number", arguments: arguments, returning: true) } ?? "").templateValue,
			// No count call: the rows counted from the page, one more while a page comes full (its
			// progress row asks for the next), as the iOS list streams; a page loaded once is all.
			"countsRows": (twin.list.count == nil).templateValue,
			"countsFromPage": (twin.list.count == nil && twin.list.page.service != nil).templateValue,
			"loadsOnce": twin.list.loadsOnce.templateValue,
			"cacheKeyExpression": cacheKeyExpression(arguments: arguments.count).templateValue,
			"invalidAnswerMessage": strings.name(StringsTable.invalidAnswerKey).templateValue,
			"listKeyExpression": listKey.templateValue,
			"addMethod": twin.list.changesInPlace?.addMethod.templateValue ?? .missing,
			"inPlace": inPlace(getters: getters),
			"cells": .list(shown.map { cell in
				let index = entity.attributes.firstIndex { $0.name == cell.attribute.name } ?? 0
				// A picklist shows its entry's name, in the language the portal answered in, as the iOS cell does.
				let read = "entry.\(picklistNames[index] ?? getters[index])()"
				let text = cell.attribute.type == .string ? read
					: cell.attribute.isOptional ? "(\(read) == null) ? \"\" : String.valueOf(\(read))" : "String.valueOf(\(read))"
				return .object([
					"field": cell.attribute.name.templateValue,
					"layoutId": "\(rowPrefix)_\(Words.camelCaseWords(cell.attribute.name).map { $0.lowercased() }.joined(separator: "_"))".templateValue,
					"text": text.templateValue,
				])
			}),
			"screenletImports": screenletImports(checks: !checks.isEmpty).templateValue,
			"interactorImports": interactorImports.templateValue,
		])
	}

	/// The list's update and delete in place (as the iOS list's): the identity attribute's getter,
	/// its Java type, and how two values of it compare (a primitive by `==`, a box by `equals`).
	private func inPlace(getters: [String]) -> TemplateValue {
		guard let changes = twin.list.changesInPlace, let identity = changes.identity,
				let index = twin.entity.attributes.firstIndex(where: { $0.name == identity.name }),
				changes.updateMethod != nil || changes.deleteMethod != nil else {
			return .missing
		}
		let javaType = AndroidContext.javaType(identity.type, optional: identity.isOptional)
		let getter = getters[index]
		let isPrimitive = javaType.first?.isLowercase ?? false
		let entity = twin.entity.variableName
		var variable = JavaIdentifier.reserved.contains(identity.name) ? identity.name + "Value" : identity.name
		// The methods' locals, named around the parameters (an entity named `Entry` is `entry`).
		var taken: Set<String> = [entity, variable]
		func local(_ name: String) -> String {
			var candidate = name
			while !taken.insert(candidate).inserted {
				candidate = "listed" + Words.capitalized(candidate)
			}
			return candidate
		}
		let (adapter, rows, position, row) = (local("adapter"), local("entries"), local("index"), local("entry"))
		if variable == entity {
			variable += "Id"
		}
		return .object([
			"updateMethod": changes.updateMethod.templateValue,
			"deleteMethod": changes.deleteMethod.templateValue,
			"identityType": javaType.templateValue,
			"identityVariable": variable.templateValue,
			"adapter": adapter.templateValue, "rows": rows.templateValue, "position": position.templateValue, "row": row.templateValue,
			"matchesUpdated": (isPrimitive ? "\(row).\(getter)() == \(entity).\(getter)()"
				: "\(entity).\(getter)() != null && \(entity).\(getter)().equals(\(row).\(getter)())").templateValue,
			"matchesDeleted": (isPrimitive ? "\(row).\(getter)() == \(variable)" : "\(variable).equals(\(row).\(getter)())").templateValue,
		])
	}

	/// `getIdFromArgs`: the site and each argument, and the order when the page call takes one, as
	/// the iOS key has them (a list sorted another way is another cache entry).
	private func cacheKeyExpression(arguments: Int) -> String {
		var parts = ["String.valueOf(groupId)"]
		parts += (0..<arguments).map { "args[\($0)]" }
		let key = parts.joined(separator: " + Cache.SEPARATOR + ")
		guard twin.list.ordersRows else {
			return key
		}
		let order = "((query.getComparator() == null) ? \"\" : query.getComparator())"
		// `return …;` two tabs in: past 120 columns, the order goes on a line of its own.
		let oneLine = key + " + Cache.SEPARATOR + " + order
		return 8 + "return ".count + oneLine.count + 1 <= 120 ? oneLine : key + " + Cache.SEPARATOR\n\t\t\t+ " + order
	}

	/// A property in the screenlet: its field (`groupId` for the screenlet's own site), or the
	/// app's site or company where it is zero and falls back to it.
	private func fieldExpression(_ property: AndroidValue) -> String {
		let field = AndroidListScreenlet.isTheScreenletsSite(property.value) ? "groupId" : property.field
		return JavaArgument.field(field, fallback: property.value.fallback)
	}

	private func callStatement(_ call: ServiceCall, answer: String, arguments: [AndroidValue], returning: Bool) -> String {
		guard let method = AndroidService.portalMethod(of: call, answer: answer), let (className, _) = AndroidService.javaClass(of: call.serviceClass) else {
			preconditionFailure("a written list calls a class the twin writes")
		}
		let values = zip(call.arguments, method.parameters).map { argument, parameter -> String in
			let javaType = AndroidService.javaType(of: parameter.type).type
			switch argument {
			case .literal(let literal, _):
				return JavaArgument.literal(literal, javaType: javaType)
			case .value(let source, let conversion):
				var value = JavaArgument.contextValue(source)
				if case .stored(let name, _, _) = source {
					value = arguments.first { $0.value.storedName == name }?.variable ?? "groupId"
				}
				return JavaArgument.converted(value, source: source, conversion: conversion, javaType: javaType)
			}
		}
		let head = returning ? "return " : "JSONArray rows = "
		return JavaCallWrapping.wrapped(head: head + "new \(className)(getSession()).\(AndroidService.methodName(method))(", arguments: values, tail: ");")
	}

	/// A headless list's page request: its path and query, each value as text, the page and
	/// its size added by the template.
	private func headlessPage(_ call: HeadlessCall, arguments: [AndroidValue]) -> TemplateValue {
		guard let requestClass = requestClass else {
			preconditionFailure("a headless list's spec has a request class")
		}
		// A property is read from `args` into its variable; a framework value as the interactor has it.
		let request = JavaHeadlessRequest(requestClass: requestClass, call: call) { source in
			if case .stored(let name, _, _) = source {
				return arguments.first { $0.value.storedName == name }?.variable ?? "groupId"
			}
			return JavaArgument.contextValue(source)
		}
		return .object([
			"requestClass": requestClass.templateValue,
			"methodLiteral": JavaLiteral.string(call.method.rawValue).templateValue,
			"pathExpression": request.pathPieces.joined(separator: " + ").templateValue,
			"query": .list(call.query.map { item in
				.object(["nameLiteral": JavaLiteral.string(item.name).templateValue, "expression": request.text(item.value).templateValue])
			}),
		])
	}

	private func screenletImports(checks: Bool) -> [String] {
		var imports: Set<String> = [
			"android.content.Context", "android.content.res.TypedArray", "android.util.AttributeSet", "android.view.View",
			"com.liferay.mobile.screens.base.list.BaseListScreenlet", "com.liferay.mobile.screens.context.LiferayServerContext",
			"\(package).\(twin.entity.className)", "\(package).R",
		]
		if twin.list.offline {
			imports.insert("com.liferay.mobile.screens.cache.CachePolicy")
		}
		return imports.sorted()
	}

	private var interactorImports: [String] {
		var imports: Set<String> = [
			"com.liferay.mobile.screens.base.list.interactor.BaseListInteractor",
			"com.liferay.mobile.screens.base.list.interactor.BaseListInteractorListener",
			"com.liferay.mobile.screens.base.list.interactor.Query", "com.liferay.mobile.screens.cache.Cache",
			"com.liferay.mobile.screens.context.LiferayScreensContext", "java.util.Map", "org.json.JSONArray",
			"\(package).\(twin.entity.className)", "\(package).R",
		]
		if twin.list.page.headless != nil, let requestClass = requestClass {
			imports.formUnion(["\(package).\(requestClass)", "org.json.JSONObject"])
		}
		if twin.list.page.arguments.contains(where: { if case .value(.companyId, _) = $0 { return true } else { return false } }) {
			imports.insert("com.liferay.mobile.screens.context.LiferayServerContext")
		}
		for call in [twin.list.page.service, twin.list.count].compactMap({ $0 }) {
			if let (className, generation) = AndroidService.javaClass(of: call.serviceClass) {
				imports.insert("\(package).service.\(generation).\(className)")
			}
			for argument in call.arguments {
				if case .value(.companyId, _) = argument {
					imports.insert("com.liferay.mobile.screens.context.LiferayServerContext")
				}
			}
		}
		if twin.list.readsSessionContext {
			imports.insert("com.liferay.mobile.screens.context.SessionContext")
		}
		if twin.arguments.contains(where: { $0.type == .date }) {
			imports.insert("java.util.Date")
		}
		return imports.sorted()
	}
}
