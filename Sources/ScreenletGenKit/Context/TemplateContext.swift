/// The template context: what templates see of a `GenerationModel`, made here and nowhere
/// else. This is where names are escaped for Swift and XML, where snippets of Swift are
/// written and where XIB ids and geometry are decided. Documentation/Templates.md describes
/// every member; `Tests/ScreenletGenKitTests/Fixtures/Context` holds each example's.
extension GenerationModel {

	/// The root: `entity`, `module`, `lists`, `actionScreenlets`, `generatesAsync`, `generatesSwiftUI`.
	var templateValue: TemplateValue {
		let names = EntityNames(entity, requestClass: headless?.name ?? "")
		return .object([
			"specFile": specFile.templateValue,
			"entity": entity.context(names),
			"module": module.templateValue,
			"lists": .list(lists.map { $0.context(names) }),
			"actionScreenlets": .list(actionScreenlets.map { $0.context(names) }),
			"generatesAsync": generatesAsync.templateValue,
			"generatesSwiftUI": generatesSwiftUI.templateValue,
			"headless": headless.map { request in TemplateValue.object([
				"requestClass": request.name.templateValue,
				"basePathLiteral": SwiftLiteral.string(request.basePath).templateValue,
				"writesTranslations": request.writesTranslations.templateValue,
				"sendsFiles": request.sendsFiles.templateValue,
				"attachmentDownloads": .list(request.attachmentDownloads.map { download in .object([
					"fieldLiteral": SwiftLiteral.string(download.field).templateValue,
					"nestedFieldsLiteral": SwiftLiteral.string(download.field + ".fileBase64").templateValue,
					"method": download.method.templateValue,
					"pathBeforeIdLiteral": SwiftLiteral.string(download.pathBeforeId).templateValue,
				]) }),
			]) } ?? .missing,
		])
	}
}

/// The entity's names as Swift code writes them, made once for every screenlet's context.
struct EntityNames {
	let className: String
	/// `bookmark`, in backticks when a keyword.
	let variable: String
	let pluralVariable: String
	/// A headless spec's request type (`TicketRequest`).
	let requestClass: String

	init(_ entity: Entity, requestClass: String) {
		self.requestClass = requestClass
		className = entity.className
		variable = SwiftIdentifier.escaped(entity.variableName)
		pluralVariable = SwiftIdentifier.escaped(entity.pluralVariableName)
	}
}

extension Entity {

	func context(_ names: EntityNames) -> TemplateValue {
		return .object([
			"className": className.templateValue,
			"objcName": objcName.templateValue,
			"variableName": names.variable.templateValue,
			"pluralVariableName": names.pluralVariable.templateValue,
			"attributes": .list(attributes.map { $0.context }),
			"permitsMethod": permitsMethod.templateValue,
			"requiredAttributes": .list(attributes.filter { !$0.isOptional }.map { attribute in
				.object([
					"keyLiteral": SwiftLiteral.string(attribute.key).templateValue,
					// A date comes as milliseconds.
					"serverType": (attribute.isMultiselect ? "[[String: AnyObject]]" : attribute.type == .date ? "Double" : attribute.type.rawValue).templateValue,
					"lookupExpression": (attribute.isMultiselect ? Attribute.lookupExpression([attribute.keyPath[0]]) : attribute.lookupExpression).templateValue,
					"isPortalDate": attribute.isPortalDate.templateValue,
					"isDayOnly": attribute.isDayOnly.templateValue,
				])
			}),
		])
	}
}

extension Attribute {

	var context: TemplateValue {
		return .object([
			"name": SwiftIdentifier.escaped(name).templateValue,
			"keyLiteral": SwiftLiteral.string(key).templateValue,
			"swiftType": type.rawValue.templateValue,
			"isOptional": isOptional.templateValue,
			"isOverride": overridesNSObject.templateValue,
			"isNonObjC": hidesSelector.templateValue,
			"overrideDefault": (overridesNSObject ? type.zeroLiteral : nil).templateValue,
			"castOperator": (isOptional || overridesNSObject ? "as?" : "as!").templateValue,
			"isDate": (type == .date).templateValue,
			"isPortalDate": isPortalDate.templateValue,
			"isDayOnly": isDayOnly.templateValue,
			"lookupExpression": lookupExpression.templateValue,
			"picklistNameMember": picklistNameMember.map(SwiftIdentifier.escaped).templateValue,
			"picklistNameExpression": picklistNameMember.map { _ in
				isMultiselect ? joinedEntries("name") : Attribute.lookupExpression([keyPath[0], "name"]) + " as? String"
			}.templateValue,
			"multiselectExpression": (isMultiselect ? joinedEntries(keyPath[1]) : nil).templateValue,
		])
	}

	/// A multiselect picklist's entries' `field`, joined as the portal stores the keys: `power, water`.
	private func joinedEntries(_ field: String) -> String {
		return "(\(Attribute.lookupExpression([keyPath[0]])) as? [[String: AnyObject]])?.compactMap({ $0[\(SwiftLiteral.string(field))] as? String }).joined(separator: \", \")"
	}

	/// A date the portal writes as ISO text (a Mobile SDK date is milliseconds).
	var isPortalDate: Bool {
		return isHeadless && type == .date
	}

	/// `attributes["name"]`, or into an object: `(attributes["priority"] as? [String: AnyObject])?["key"]`.
	var lookupExpression: String {
		return Attribute.lookupExpression(keyPath)
	}

	/// The answer's value at `path`: each part after the first a key of the object before it.
	static func lookupExpression(_ path: [String]) -> String {
		var expression = "attributes[\(SwiftLiteral.string(path[0]))]"
		for key in path.dropFirst() {
			expression = "(\(expression) as? [String: AnyObject])?[\(SwiftLiteral.string(key))]"
		}
		return expression
	}
}

extension ValueType {

	/// The Swift literal of the zero value (`0`, `""`, `false`, `0.0`).
	var zeroLiteral: String {
		switch self {
		case .string: return "\"\""
		case .int, .int64: return "0"
		case .double: return "0.0"
		case .bool: return "false"
		case .date: return "Date(timeIntervalSince1970: 0)"
		}
	}

	/// `expression` as a property-list value for a cache entry's attributes.
	func cacheValue(_ expression: String) -> String {
		switch self {
		case .string: return expression
		case .date: return "NSNumber(value: \(expression).timeIntervalSince1970 * 1000)"
		case .int, .int64, .double, .bool: return "NSNumber(value: \(expression))"
		}
	}

	/// An optional `expression` as a cache entry's attribute: nil (left out of the entry) when absent.
	func cacheValue(ofOptional expression: String) -> String {
		return self == .string ? expression : "\(expression).map { \(cacheValue("$0")) }"
	}

	/// The attribute `keyLiteral` of `cacheAttributes` as this type: the inverse of `cacheValue`.
	func cacheAttributeDecoder(_ keyLiteral: String) -> String {
		let attribute = "cacheAttributes[\(keyLiteral)]"
		switch self {
		case .string: return "\(attribute) as? String"
		case .date: return "(\(attribute) as? NSNumber).map({ Date(timeIntervalSince1970: $0.doubleValue / 1000) })"
		case .int64: return "(\(attribute) as? NSNumber)?.int64Value"
		case .int: return "(\(attribute) as? NSNumber)?.intValue"
		case .double: return "(\(attribute) as? NSNumber)?.doubleValue"
		case .bool: return "(\(attribute) as? NSNumber)?.boolValue"
		}
	}
}
