/// What an action's interactor and event see (`Android/Action/Interactor.java`, `Event.java`):
/// the call, each argument in Java, the answer read and the cache key.
extension AndroidActionContext {

	func action(_ action: AndroidAction) -> TemplateValue {
		let model = action.action
		let sent = model.values.map(android)
		let members = action.eventMembers(sent: action.isCachedWrite ? sent : [])
		let result = members.result
		let isCachedRead = action.isCachedRead
		let flavour = action.isCachedWrite ? "BaseCacheWriteInteractor" : isCachedRead ? "BaseCacheReadInteractor" : "BaseRemoteInteractor"
		var eventFields: [TemplateValue] = members.values.map { value in
			.object([
				"javaType": value.heldJavaType.templateValue,
				"field": value.field.templateValue, "variable": value.variable.templateValue,
				"getter": value.getter.templateValue, "setter": value.setter.templateValue, "isResult": false.templateValue,
			])
		}
		if let code = members.madeCode {
			eventFields.append(.object([
				"javaType": "String".templateValue, "field": code.field.templateValue, "variable": code.field.templateValue,
				"getter": code.getter.templateValue, "setter": code.setter.templateValue, "isResult": false.templateValue,
			]))
		}
		if let result = result {
			eventFields.append(.object([
				"javaType": resultType(model).templateValue, "field": result.field.templateValue, "variable": result.field.templateValue,
				"getter": result.getter.templateValue, "setter": result.setter.templateValue, "isResult": true.templateValue,
			]))
		}
		return .object([
			"interactorClass": action.interactorClass.templateValue,
			"interactorSuperclass": flavour.templateValue,
			// Each line as the comment's text after ` *`: a blank line stays blank.
			"interactorDescription": AndroidActionContext.description(of: action, isCachedRead: isCachedRead).map { $0.isEmpty ? "" : " " + $0 }.templateValue,
			"eventClass": action.eventClass.templateValue,
			"eventSuperclass": (action.usesCache ? "CacheEvent" : "BasicEvent").templateValue,
			"eventDescription": AndroidActionContext.eventDescription(of: action, isCachedRead: isCachedRead).templateValue,
			"eventFields": .list(eventFields),
			"sentValues": .list(members.values.map { value in
				.object([
					"javaType": value.heldJavaType.templateValue,
					"variable": value.variable.templateValue, "field": value.field.templateValue,
				])
			}),
			// Made with the write, kept with it in the cache: a replay adds the same entry.
			"madeValues": .list(members.madeCode.map { code in
				[TemplateValue.object(["field": code.field.templateValue, "expression": "UUID.randomUUID().toString()".templateValue])]
			} ?? []),
			"cacheKeyExpression": writeCacheKey(model, values: members.values, madeCode: members.madeCode).templateValue,
			"isCachedWrite": action.isCachedWrite.templateValue,
			"isCachedRead": isCachedRead.templateValue,
			"argumentReads": (action.isCachedWrite ? [] : JavaArgument.argumentReads(sent)).templateValue,
			"readCacheKeyExpression": readCacheKey(model, sent: sent).templateValue,
			"readsSessionUser": (action.service?.call.readsSessionContext ?? false).templateValue,
			"loginRequiredMessage": (action.service?.call.readsSessionContext ?? false ? strings.name(StringsTable.loginRequiredKey) : nil).templateValue,
			"callStatement": callStatement(action, eventValues: members.values, madeCode: members.madeCode, sent: sent).templateValue,
			"isHeadless": (model.call.headless != nil).templateValue,
			"readsEntity": (model.result == .entity).templateValue,
			"readsAttributes": (model.result == .raw).templateValue,
			"readsAnswer": (model.result != .none).templateValue,
			"resultType": resultType(model).templateValue,
			"resultVariable": (result?.field ?? "").templateValue,
			"resultGetter": (result?.getter ?? "").templateValue,
			"resultSetter": (result?.setter ?? "").templateValue,
			"successMethod": action.successMethod.templateValue,
			"failureMethod": action.failureMethod.templateValue,
			"invalidAnswerMessage": (model.result == .none ? nil : strings.name(StringsTable.invalidAnswerKey)).templateValue,
			"storedMessage": (action.isCachedWrite ? strings.name(AndroidActionContext.storedKey(action)) : nil).templateValue,
			"eventImports": eventImports(action, values: members.values, madesCode: members.madeCode != nil, isCachedRead: isCachedRead).templateValue,
			"interactorImports": interactorImports(action, flavour: flavour, sent: sent).templateValue,
		])
	}

	private func resultType(_ model: Action) -> String {
		switch model.result {
		case .entity: return entity.className
		case .raw: return "Map<String, Object>"
		case .none: return ""
		}
	}

	/// A write's key: a fresh one per add (`"add-bookmark-" + UUID.randomUUID()`; the code an add
	/// made, as the iOS one is keyed by it), or the item's (`"delete-bookmark-" + entryId`), as the
	/// iOS Interactor's.
	private func writeCacheKey(_ model: Action, values: [AndroidValue], madeCode: AndroidMember?) -> String {
		switch model.cacheKey {
		case .perWrite:
			return JavaLiteral.string(model.name + "-") + (madeCode.map { " + " + $0.field } ?? " + UUID.randomUUID()")
		case .perItem(let keyed), .read(let keyed):
			// `"delete-folder-" + folderId`, `"move-bookmark-" + entryId + "-" + targetFolderId`: the iOS keys.
			let parts = keyed.compactMap { key in values.first { $0.value.name == key.name }.map { keyPart($0.variable, type: $0.value.type) } }
			return JavaLiteral.string(model.name + "-") + (parts.isEmpty ? "" : " + " + parts.joined(separator: " + \"-\" + "))
		}
	}

	/// A cached read's key: `"get-bookmark-" + args[0]`, from what it sends.
	private func readCacheKey(_ model: Action, sent: [AndroidValue]) -> String {
		guard case .read(let keyed) = model.cacheKey, !keyed.isEmpty else {
			return JavaLiteral.string(model.name)
		}
		let parts = keyed.compactMap { key -> String? in
			guard let index = sent.firstIndex(where: { $0.value.name == key.name }) else { return nil }
			return key.type == .date ? "((Date) args[\(index)]).getTime()" : "args[\(index)]"
		}
		return JavaLiteral.string(model.name + "-") + " + " + parts.joined(separator: " + \"-\" + ")
	}

	private func keyPart(_ variable: String, type: ValueType) -> String {
		return type == .date ? "\(variable).getTime()" : variable
	}

	/// `JSONObject jsonObject = new BookmarksEntryService(getSession()).addEntry(…);`, its
	/// arguments as the catalog's Java types take them, wrapped as Screens' code is; a headless
	/// call's request (`Object answer = new TicketRequest(…)…send(getSession());`).
	private func callStatement(_ action: AndroidAction, eventValues: [AndroidValue], madeCode: AndroidMember?, sent: [AndroidValue]) -> String {
		if let call = action.action.call.headless, let requestClass = requestClass {
			let request = JavaHeadlessRequest(requestClass: requestClass, call: call) { source in
				if source == .externalReferenceCode, let code = madeCode {
					return "event.\(code.getter)()"
				}
				return self.value(of: source, action: action, eventValues: eventValues, sent: sent)
			}
			return request.statements(assigning: action.action.result == .none ? nil : "answer")
		}
		guard let service = action.service else {
			preconditionFailure("a written action calls the catalog")
		}
		let arguments = zip(service.call.arguments, service.method.parameters).map { argument, parameter in
			javaArgument(argument, parameter: parameter, action: action, eventValues: eventValues, sent: sent)
		}
		// An answer is read in a try block (the template's): one tab deeper, declared before it.
		let guardsAnswer = action.action.result != .none
		let assignment = action.action.result == .none ? "" : guardsAnswer ? "jsonObject = " : "JSONObject jsonObject = "
		let head = "\(assignment)new \(service.className)(getSession()).\(AndroidService.methodName(service.method))("
		return JavaCallWrapping.wrapped(head: head, arguments: arguments, tail: ");", indent: guardsAnswer ? 3 : 2)
	}

	private func javaArgument(_ argument: ArgumentValue, parameter: Discovery.Parameter, action: AndroidAction,
			eventValues: [AndroidValue], sent: [AndroidValue]) -> String {
		let javaType = AndroidService.javaType(of: parameter.type).type
		switch argument {
		case .literal(let literal, _):
			return JavaArgument.literal(literal, javaType: javaType)
		case .value(let source, let conversion):
			let value = self.value(of: source, action: action, eventValues: eventValues, sent: sent)
			return JavaArgument.converted(value, source: source, conversion: conversion, javaType: javaType)
		}
	}

	/// A value in the interactor: what its event (a cached write) or `args` hold, the site it was
	/// made in or the app's, a framework value.
	private func value(of source: ValueSource, action: AndroidAction, eventValues: [AndroidValue], sent: [AndroidValue]) -> String {
		switch source {
		case .stored(let name, _, _):
			if action.isCachedWrite, let member = eventValues.first(where: { $0.value.storedName == name || $0.value.name == name }) {
				return "event.\(member.getter)()"
			}
			return sent.first { $0.value.storedName == name || $0.value.name == name }?.variable ?? name
		case .groupId, .recordedGroupId:
			return action.isCachedWrite ? "event.getGroupId()" : action.isCachedRead ? "groupId" : "LiferayServerContext.getGroupId()"
		default:
			return JavaArgument.contextValue(source)
		}
	}

	// MARK: Comments

	static func description(of action: AndroidAction, isCachedRead: Bool) -> [String] {
		let path = action.service.map { $0.method.path }
			?? action.action.call.headless.map { JavaHeadlessRequest(requestClass: "", call: $0) { _ in "" }.description } ?? action.action.name
		if action.isCachedWrite {
			return [
				"Runs \(action.action.name) (\(path))",
				"with the cache policy of its screenlet: REMOTE_ONLY sends it; REMOTE_FIRST sends it and, when",
				"that fails, stores it (dirty) to be sent later; CACHE_ONLY and CACHE_FIRST store it (dirty)",
				"without sending it. {@link #syncPendingWrites()} sends what was stored.",
				"",
				"(\"overrides\": BaseCacheWriteInteractor declares execute(Object[]) over BaseInteractor's",
				"execute(Object...), which javac reports on each subclass.)",
			]
		}
		if isCachedRead {
			return [
				"Runs \(action.action.name) (\(path))",
				"with the cache policy of its screenlet: the answer is cached, and REMOTE_FIRST shows the last",
				"one cached when the portal cannot be reached.",
			]
		}
		return ["Runs \(action.action.name) (\(path))", "on the portal; nothing is cached."]
	}

	static func eventDescription(of action: AndroidAction, isCachedRead: Bool) -> String {
		if action.isCachedWrite {
			return "One \(action.action.name): the values it sends and the portal's answer; also its cache entry."
		}
		return "The answer of one \(action.action.name)\(isCachedRead ? ", and its cache entry" : "")."
	}

	// MARK: Imports

	private func eventImports(_ action: AndroidAction, values: [AndroidValue], madesCode: Bool, isCachedRead: Bool) -> [String] {
		var imports: Set<String> = [action.isCachedWrite || isCachedRead
			? "com.liferay.mobile.screens.base.interactor.event.CacheEvent" : "com.liferay.mobile.screens.base.interactor.event.BasicEvent"]
		switch action.action.result {
		case .entity: imports.insert("\(package).\(entity.className)")
		case .raw: imports.insert("java.util.Map")
		case .none: break
		}
		if values.contains(where: { $0.value.type == .date }) {
			imports.insert("java.util.Date")
		}
		if madesCode {
			imports.insert("java.util.UUID")
		}
		if action.isCachedWrite, case .perWrite = action.action.cacheKey {
			imports.insert("java.util.UUID")
		}
		return imports.sorted()
	}

	/// The interactor's imports: the class the call goes through (a Mobile SDK service class, or a
	/// headless spec's request class), and what its answer, its cache and its values need.
	private func interactorImports(_ action: AndroidAction, flavour: String, sent: [AndroidValue]) -> [String] {
		let headless = action.action.call.headless
		let service = action.service
		let callClass: String
		let arguments: [ArgumentValue]
		if let call = headless, let requestClass = requestClass {
			callClass = "\(package).\(requestClass)"
			arguments = PortalCall.headless(call).arguments
		}
		else if let service = service {
			callClass = "\(package).service.\(service.generation).\(service.className)"
			arguments = service.call.arguments
		}
		else {
			return []
		}
		let readsSession = service?.call.readsSessionContext ?? false
		var imports: Set<String> = ["com.liferay.mobile.screens.base.interactor.\(flavour)", callClass]
		let model = action.action
		if model.result != .none {
			imports.formUnion(["org.json.JSONObject", "com.liferay.mobile.screens.util.JSONUtil", "java.util.Map"])
			if headless == nil {
				// The service class's `getJSONObject(0)`, whose exception the interactor catches.
				imports.insert("org.json.JSONException")
			}
			if model.result == .entity {
				imports.insert("\(package).\(entity.className)")
			}
		}
		if model.result != .none || action.isCachedWrite || readsSession {
			imports.formUnion(["\(package).R", "com.liferay.mobile.screens.context.LiferayScreensContext"])
		}
		if action.isCachedWrite {
			imports.formUnion([
				"com.liferay.mobile.screens.cache.Cache", "com.liferay.mobile.screens.context.LiferayServerContext",
				"com.liferay.mobile.screens.context.SessionContext", "com.liferay.mobile.screens.util.LiferayLocale",
				"com.liferay.mobile.screens.util.LiferayLogger", "java.util.Date", "java.util.Locale",
			])
		}
		if readsSession {
			imports.insert("com.liferay.mobile.screens.context.SessionContext")
		}
		let usesServerContext = arguments.contains { argument in
			guard case .value(let source, _) = argument else { return false }
			switch source {
			case .companyId: return true
			case .groupId, .recordedGroupId: return !action.usesCache
			default: return false
			}
		}
		if usesServerContext {
			imports.insert("com.liferay.mobile.screens.context.LiferayServerContext")
		}
		if arguments.contains(where: { if case .value(_, .singleElementArray) = $0 { return true } else { return false } }) {
			imports.insert("org.json.JSONArray")
		}
		// A fixed null in a headless body is JSON's.
		if headless?.body.contains(where: { $0.value.isNull }) ?? false {
			imports.insert("org.json.JSONObject")
		}
		// The arguments read from `args` (and a cached read's key) name a date's class.
		if !action.isCachedWrite && sent.contains(where: { $0.value.type == .date }) {
			imports.insert("java.util.Date")
		}
		return imports.sorted()
	}
}

/// A Java call on one line, or, past 120 columns (Liferay's Java width, a tab counted as 4), its
/// arguments continued on lines indented one more tab, as Screens' own code breaks them.
enum JavaCallWrapping {

	static func wrapped(head: String, arguments: [String], tail: String, indent: Int = 2) -> String {
		var lines: [String] = []
		var line = head
		for (index, argument) in arguments.enumerated() {
			let piece = argument + (index == arguments.count - 1 ? "" : ",")
			let opens = line.hasSuffix("(")
			let candidate = opens ? line + piece : line + " " + piece
			let width = (lines.isEmpty ? indent : indent + 1) * 4
			let ending = index == arguments.count - 1 ? tail.count : 0
			if !opens && width + candidate.count + ending > 120 {
				lines.append(line)
				line = piece
			}
			else {
				line = candidate
			}
		}
		lines.append(line + tail)
		return lines.joined(separator: "\n" + String(repeating: "\t", count: indent + 1))
	}
}
