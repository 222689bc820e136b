/// What the Android templates (`Templates/Android/`) see: the model rendered in Java, and the
/// app module's package the run was given. Only Mobile SDK (JSON web service) specs so far.
struct AndroidContext {

	let package: String

	/// `shared` of an Android file: the package and the entity.
	func shared(_ model: GenerationModel) -> TemplateObject {
		return ["package": package.templateValue, "entity": entity(model.entity)]
	}

	private func entity(_ entity: Entity) -> TemplateValue {
		let getters = AndroidNames.attributeGetters(entity.attributes)
		return .object([
			"className": entity.className.templateValue,
			"variableName": entity.variableName.templateValue,
			"attributes": .list(zip(entity.attributes, getters).map { attribute($0, getter: $1) }),
			"requiredAttributes": .list(entity.attributes.filter { !$0.isOptional }.map { attribute in
				.object(["keyLiteral": JavaLiteral.string(attribute.key).templateValue, "javaClass": AndroidContext.answerClass(attribute.type).templateValue])
			}),
			"readsNumbers": entity.attributes.contains { $0.type != .string && $0.type != .bool }.templateValue,
			"readsDates": entity.attributes.contains { $0.type == .date }.templateValue,
		])
	}

	private func attribute(_ attribute: Attribute, getter: String) -> TemplateValue {
		let key = JavaLiteral.string(attribute.key)
		return .object([
			"name": attribute.name.templateValue,
			"getter": getter.templateValue,
			"javaType": AndroidContext.javaType(attribute.type, optional: attribute.isOptional).templateValue,
			"keyLiteral": key.templateValue,
			"readExpression": AndroidContext.read(attribute.type, key: key, optional: attribute.isOptional).templateValue,
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
