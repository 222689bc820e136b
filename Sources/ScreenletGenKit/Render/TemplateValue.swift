/// What a template sees: strings, flags, lists and objects.
public indirect enum TemplateValue: Sendable {
	case string(String)
	case bool(Bool)
	case list([TemplateValue])
	case object([String: TemplateValue])
	case missing

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
