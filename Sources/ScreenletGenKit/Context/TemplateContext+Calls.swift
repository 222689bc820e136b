/// A service call as Swift: the method's labels and each argument's expression.
extension ServiceCall {

	var context: TemplateValue {
		return .object([
			"serviceClass": serviceClass.templateValue,
			"methodBase": name.base.templateValue,
			"arguments": .list(zip(name.labels, arguments).map { label, argument in
				.object([
					"label": label.map(SwiftIdentifier.escapedLabel).templateValue,
					"expression": argument.expression.templateValue,
				])
			}),
			"swiftName": importedName.description.templateValue,
			"readsSessionContext": readsSessionContext.templateValue,
			"throws": (errorReporting == .throwing).templateValue,
			"errorLabel": errorLabel.templateValue,
		])
	}

	/// The label of the `error:` argument a method without `throws` takes; nil (missing) when
	/// it throws or when the error is its only argument.
	private var errorLabel: String? {
		guard case .errorParameter(let label) = errorReporting else {
			return nil
		}
		return label
	}
}

extension ArgumentValue {

	/// The Swift expression passed: `folderId`, `Int32(startRow)`, `LiferayServerContext.groupId`, `nil`…
	var expression: String {
		switch self {
		case .literal(let literal, let type):
			return literal.expression(as: type)
		case .value(.stored(let name, _, true), let conversion):
			// An input a person left out: nil, which a request leaves out.
			let applied = conversion.apply(to: "$0")
			return applied == "$0" ? SwiftIdentifier.escaped(name) : "\(SwiftIdentifier.escaped(name)).map { \(applied) }"
		case .value(let source, let conversion):
			return conversion.apply(to: source.expression)
		}
	}
}

extension LiteralValue {

	/// A fixed value as the parameter's type takes it: a collection for an array or a map, a
	/// Liferay object (such as a ServiceContext, the commonest) for any other object.
	func expression(as type: ServiceType?) -> String {
		switch self {
		case .null: return "nil"
		case .array: return SwiftLiteral.collection(self)
		case .object: return type == .map ? SwiftLiteral.collection(self) : "LRJSONObjectWrapper(jsonObject: \(SwiftLiteral.collection(self)))"
		case .string(let text): return SwiftLiteral.string(text)
		case .bool(let flag): return flag ? "true" : "false"
		case .number(let text): return text
		}
	}
}

extension ValueSource {

	var expression: String {
		switch self {
		case .startRow: return "startRow"
		case .endRow: return "endRow"
		case .orderByComparator: return "obc"
		case .stored(let name, _, _): return SwiftIdentifier.escaped(name)
		case .groupId: return "LiferayServerContext.groupId"
		case .companyId: return "LiferayServerContext.companyId"
		// Bound by the template before the call, which fails instead when no one is logged in.
		case .sessionUserId: return "sessionUserId"
		case .serviceContext: return "nil"
		case .locale: return "Locale.current.identifier"
		case .externalReferenceCode: return "externalReferenceCode"
		case .recordedGroupId(let member): return SwiftIdentifier.escaped(member)
		}
	}
}

extension ArgumentConversion {

	func apply(to expression: String) -> String {
		let wrapped = expression.utf8.contains(UInt8(ascii: " ")) ? "(\(expression))" : expression
		switch self {
		case .none: return expression
		case .number(let type): return "\(type.swiftTypeName)(\(wrapped))"
		case .dateMilliseconds: return "Int64(\(wrapped).timeIntervalSince1970 * 1000)"
		case .text: return "String(\(wrapped))"
		case .singleElementArray: return "[\(expression)]"
		case .localizedMap: return "[Locale.current.identifier: \(expression)]"
		case .isoDate(let dayOnly):
			let zone = dayOnly ? "TimeZone.current" : "TimeZone(identifier: \"UTC\")!"
			let options = dayOnly ? "[.withFullDate]" : "[.withInternetDateTime]"
			return "ISO8601DateFormatter.string(from: \(expression), timeZone: \(zone), formatOptions: \(options))"
		}
	}
}

/// A headless call as Swift: the method, the path as an expression, the query and body.
extension HeadlessCall {

	func context(_ names: EntityNames) -> TemplateValue {
		let path = self.path.map { part -> String in
			switch part {
			case .text(let text): return SwiftLiteral.string(text)
			case .value(let value): return "\(names.requestClass).segment(\(value.expression))"
			}
		}
		return .object([
			"methodLiteral": SwiftLiteral.string(method.rawValue).templateValue,
			"basePathLiteral": SwiftLiteral.string(basePath).templateValue,
			"pathExpression": (path.isEmpty ? "\"\"" : path.joined(separator: " + ")).templateValue,
			"query": .list(query.map { item in
				.object(["nameLiteral": SwiftLiteral.string(item.name).templateValue, "expression": item.value.expression.templateValue])
			}),
			"body": .list(body.map { field in
				let value = field.value.bodyExpression
				if field.isLocalized {
					// The stored map (or none, for an add) with the app's language set.
					let map = SwiftLiteral.string(field.name + "_i18n")
					let stored = readsStoredTranslations ? "storedEntry?[\(map)]" : "nil"
					return .object([
						"nameLiteral": map.templateValue,
						"expression": "\(names.requestClass).translations(\(value), stored: \(stored))".templateValue,
					])
				}
				return .object([
					"nameLiteral": SwiftLiteral.string(field.name).templateValue,
					"expression": field.encoding.expression(value, isNull: field.value.isNull, requestClass: names.requestClass).templateValue,
				])
			}),
			"hasBody": (!body.isEmpty).templateValue,
			"readsPage": (answer == .page).templateValue,
			"readsEntry": (answer == .entry).templateValue,
			"sendsExternalReferenceCode": sendsExternalReferenceCode.templateValue,
			"readsStoredTranslations": readsStoredTranslations.templateValue,
		])
	}
}

extension HeadlessCall.BodyEncoding {

	/// `value` as the field holds it: a picklist's key in an object, a multiselect's keys as
	/// an array, a file's path as the file the request type reads when the request is made (nil,
	/// none chosen: not sent); a fixed null as it is.
	func expression(_ value: String, isNull: Bool, requestClass: String) -> String {
		switch self {
		case .plain: return value
		case .picklistKey: return "[\"key\": \(value)]"
		// Split at each comma, so that keys typed as "a,b" go as the keys joined "a, b" do.
		case .picklistKeys: return isNull ? value : "\(value).components(separatedBy: \",\").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }"
		case .attachment: return isNull ? value : "\(requestClass).file(at: \(value))"
		}
	}
}

extension ArgumentValue {

	/// A fixed `null`.
	var isNull: Bool {
		if case .literal(.null, _) = self {
			return true
		}
		return false
	}

	/// As a JSON body holds it: `NSNull()` for null.
	var bodyExpression: String {
		if case .literal(.null, _) = self {
			return "NSNull()"
		}
		return expression
	}
}
