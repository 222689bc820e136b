/// What a template sees: strings, flags, lists and objects.
public indirect enum TemplateValue: Sendable {
	case string(String)
	case bool(Bool)
	case list([TemplateValue])
	case object([String: TemplateValue])
	case missing

	/// Turns a model value into template data: stored properties become keys, arrays
	/// lists, optionals missing when nil. The model types are the template variables.
	public static func reflecting(_ value: Any) -> TemplateValue {
		switch value {
		case let text as String:
			return .string(text)
		case let flag as Bool:
			return .bool(flag)
		case let number as Int:
			return .string(String(number))
		case let value as TemplateValue:
			return value
		default:
			break
		}
		let mirror = Mirror(reflecting: value)
		switch mirror.displayStyle {
		case .optional?:
			guard let wrapped = mirror.children.first else {
				return .missing
			}
			return reflecting(wrapped.value)
		case .collection?:
			return .list(mirror.children.map { reflecting($0.value) })
		case .struct?, .class?:
			var members: [String: TemplateValue] = [:]
			for child in mirror.children {
				if let label = child.label {
					members[label] = reflecting(child.value)
				}
			}
			return .object(members)
		default:
			return .string(String(describing: value))
		}
	}

	/// Sections render when a value is "truthy": true, a non-empty string or list, an object.
	var isTruthy: Bool {
		switch self {
		case .string(let text): return !text.isEmpty
		case .bool(let flag): return flag
		case .list(let items): return !items.isEmpty
		case .object: return true
		case .missing: return false
		}
	}
}
