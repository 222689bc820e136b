/// What the Android templates (`Templates/Android/`) see: the model rendered in Java, and the
/// app module's package the run was given.
struct AndroidContext {

	let package: String

	/// `shared` of an Android file: the package, the entity and a headless spec's request class.
	func shared(_ model: GenerationModel, twin: AndroidTwin) -> TemplateObject {
		return [
			"package": package.templateValue,
			"entity": entity(model.entity, requestClass: model.headless?.name),
			"headless": model.headless.map { request in
				// What the written screenlets' requests need of the class.
				let calls = twin.lists.compactMap { $0.twin.list.page.headless }
					+ twin.screenlets.flatMap { $0.twin.actions.compactMap { $0.action.call.headless } }
				let needs = JavaHeadlessRequest.needs(calls)
				let downloads: [TemplateValue] = request.attachmentDownloads.map { download in
					.object([
						"fieldLiteral": JavaLiteral.string(download.field).templateValue,
						"nestedFieldsLiteral": JavaLiteral.string(download.field + ".fileBase64").templateValue,
						"method": download.method.templateValue,
						"pathBeforeIdLiteral": JavaLiteral.string(download.pathBeforeId).templateValue,
					])
				}
				return .object([
					"requestClass": request.name.templateValue,
					"basePathLiteral": JavaLiteral.string(request.basePath).templateValue,
					"sendsFiles": needs.files.templateValue,
					"writesTranslations": needs.translations.templateValue,
					"attachmentDownloads": .list(downloads),
					// android.util.Base64: a file sent or read.
					"readsFiles": (needs.files || !downloads.isEmpty).templateValue,
					"sendsBody": needs.body.templateValue,
					"sendsKey": needs.key.templateValue,
					"sendsKeys": needs.keys.templateValue,
					"sendsDates": needs.dates.templateValue,
				])
			} ?? .missing,
		]
	}

	private func entity(_ entity: Entity, requestClass: String?) -> TemplateValue {
		let getters = AndroidNames.getters(of: entity.attributes)
		let reads = AttributeReads(requestClass: requestClass ?? "")
		var attributes: [TemplateValue] = []
		for (index, attribute) in entity.attributes.enumerated() {
			attributes.append(self.attribute(attribute, getter: getters.attributes[index], reads: reads))
			if let getter = getters.picklistNames[index] {
				// The entry's name, which the portal writes in the request's language: what a list shows.
				let name = attribute.isMultiselect ? "joined(\(reads.pathArguments([attribute.keyPath[0]])), \"name\")"
					: "text(\(reads.pathArguments([attribute.keyPath[0], "name"])))"
				attributes.append(.object([
					"name": (attribute.picklistNameMember ?? "").templateValue, "getter": getter.templateValue,
					"javaType": "String".templateValue, "readExpression": name.templateValue,
					"picklistOf": attribute.name.templateValue,
				]))
			}
		}
		let isHeadless = entity.attributes.contains { $0.isHeadless }
		return .object([
			"className": entity.className.templateValue,
			"variableName": entity.variableName.templateValue,
			"attributes": .list(attributes),
			"requiredAttributes": .list(entity.attributes.filter { !$0.isOptional }.map { attribute in
				.object(["condition": reads.completeness(attribute).templateValue])
			}),
			"readsNumbers": entity.attributes.contains { $0.type != .string && $0.type != .bool && !$0.isPortalDate }.templateValue,
			"readsMilliseconds": entity.attributes.contains { $0.type == .date && !$0.isHeadless }.templateValue,
			"readsDates": entity.attributes.contains { $0.type == .date }.templateValue,
			// A headless answer's values are read at a key path (`priority.key`): helpers that walk it.
			"readsPaths": isHeadless.templateValue,
			// An optional text, and every picklist's entry name (read with `text`, required or not).
			"readsTexts": entity.attributes.contains { $0.isHeadless && (($0.type == .string && $0.isOptional) || $0.picklistNameMember != nil) }.templateValue,
			"readsFlags": entity.attributes.contains { $0.isHeadless && $0.type == .bool && $0.isOptional }.templateValue,
			"readsLists": entity.attributes.contains { $0.isMultiselect }.templateValue,
			"permitsMethod": entity.permitsMethod.templateValue,
		])
	}

	private func attribute(_ attribute: Attribute, getter: String, reads: AttributeReads) -> TemplateValue {
		let key = JavaLiteral.string(attribute.key)
		return .object([
			"name": attribute.name.templateValue,
			"getter": getter.templateValue,
			"javaType": AndroidContext.javaType(attribute.type, optional: attribute.isOptional).templateValue,
			"keyLiteral": key.templateValue,
			"readExpression": (attribute.isHeadless ? reads.read(attribute)
				: AndroidContext.read(attribute.type, key: key, optional: attribute.isOptional)).templateValue,
		])
	}

	/// The getter's type: a primitive for a value every complete answer has, its box (or the
	/// class) for an optional one, which is null when the answer lacks it.
	static func javaType(_ type: ValueType, optional: Bool) -> String {
		switch type {
		case .string: return "String"
		case .int: return optional ? "Integer" : "int"
		case .int64: return optional ? "Long" : "long"
		case .double: return optional ? "Double" : "double"
		case .bool: return optional ? "Boolean" : "boolean"
		case .date: return "Date"
		}
	}

	/// The class of the value `JSONUtil.toMap` gives for the type: a JSON web service answers a
	/// date as its milliseconds.
	static func answerClass(_ type: ValueType) -> String {
		switch type {
		case .string: return "String"
		case .bool: return "Boolean"
		case .int, .int64, .double, .date: return "Number"
		}
	}

	/// The getter's expression on the answer's `values`: a value of another class than the
	/// type's is null for an optional attribute (a complete answer has every required one).
	static func read(_ type: ValueType, key: String, optional: Bool) -> String {
		switch type {
		case .string:
			return optional ? "(values.get(\(key)) instanceof String) ? (String) values.get(\(key)) : null" : "(String) values.get(\(key))"
		case .bool:
			return optional ? "(values.get(\(key)) instanceof Boolean) ? (Boolean) values.get(\(key)) : null" : "(Boolean) values.get(\(key))"
		case .int, .int64, .double:
			let conversion = type == .int ? "intValue()" : type == .int64 ? "longValue()" : "doubleValue()"
			return optional ? "(number(\(key)) == null) ? null : number(\(key)).\(conversion)" : "number(\(key)).\(conversion)"
		case .date:
			return optional ? "(number(\(key)) == null) ? null : new Date(number(\(key)).longValue())" : "new Date(number(\(key)).longValue())"
		}
	}
}

/// A Java string literal: `"name"`, its quotes, backslashes and control characters escaped.
enum JavaLiteral {

	static func string(_ text: String) -> String {
		return ScalarEscaping.escaped(text, after: "\"") { scalar in
			switch scalar {
			case "\"": return "\\\""
			case "\\": return "\\\\"
			case "\n": return "\\n"
			case "\r": return "\\r"
			case "\t": return "\\t"
			default:
				// As UTF-16 escapes: a source file's line terminators and invisibles stay visible.
				guard scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || (0x2028...0x2029).contains(scalar.value) || scalar.value > 0xFFFF else {
					return nil
				}
				return String(scalar).utf16.map { unit in
					let hex = String(unit, radix: 16, uppercase: true)
					return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
				}.joined()
			}
		} + "\""
	}
}

/// How the model class reads a headless answer's values (`AttributeReads.read`): at a key path
/// into the objects the answer nests (`priority.key`), a date from its ISO text by the spec's
/// request class, a multiselect picklist's entries joined.
struct AttributeReads {
	let requestClass: String

	/// `"priority", "key"`: the path as the helpers' arguments.
	func pathArguments(_ path: [String]) -> String {
		return path.map(JavaLiteral.string).joined(separator: ", ")
	}

	/// The getter's expression: null for an optional value of another class than the type's.
	func read(_ attribute: Attribute) -> String {
		let path = pathArguments(attribute.keyPath)
		if attribute.isMultiselect {
			return "joined(\(pathArguments([attribute.keyPath[0]])), \(JavaLiteral.string(attribute.keyPath[1])))"
		}
		switch attribute.type {
		case .string:
			return attribute.isOptional ? "text(\(path))" : "(String) value(values, \(path))"
		case .bool:
			return attribute.isOptional ? "flag(\(path))" : "(Boolean) value(values, \(path))"
		case .int, .int64, .double:
			let conversion = attribute.type == .int ? "intValue()" : attribute.type == .int64 ? "longValue()" : "doubleValue()"
			return attribute.isOptional ? "(number(\(path)) == null) ? null : number(\(path)).\(conversion)" : "number(\(path)).\(conversion)"
		case .date:
			return "\(requestClass).date(value(values, \(path)), \(attribute.isDayOnly))"
		}
	}

	/// What `isComplete` asks of a required attribute: its value of the type's class (a date
	/// one the request class reads).
	func completeness(_ attribute: Attribute) -> String {
		guard attribute.isHeadless else {
			return "(values.get(\(JavaLiteral.string(attribute.key))) instanceof \(AndroidContext.answerClass(attribute.type)))"
		}
		if attribute.isMultiselect {
			return "(value(values, \(pathArguments([attribute.keyPath[0]]))) instanceof List)"
		}
		let path = pathArguments(attribute.keyPath)
		if attribute.type == .date {
			return "(\(requestClass).date(value(values, \(path)), \(attribute.isDayOnly)) != null)"
		}
		return "(value(values, \(path)) instanceof \(AndroidContext.answerClass(attribute.type)))"
	}
}
