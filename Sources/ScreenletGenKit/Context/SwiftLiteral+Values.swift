extension SwiftLiteral {

	/// An array or object value as a Swift collection literal, for a parameter the Mobile SDK
	/// types `NSArray` or `NSDictionary`: that type (`[Any]`, `[AnyHashable: Any]`) gives the
	/// literal its type, and `Any` its nested ones (mixed or empty ones type-check too).
	static func collection(_ value: LiteralValue) -> String {
		switch value {
		case .array(let elements):
			return "[" + elements.map(nested).joined(separator: ", ") + "]"
		case .object(let members) where members.isEmpty:
			return "[:]"
		case .object(let members):
			return "[" + members.map { "\(string($0.key)): \(nested($0.value))" }.joined(separator: ", ") + "]"
		default:
			return nested(value)
		}
	}

	private static func nested(_ value: LiteralValue) -> String {
		switch value {
		case .string(let text): return string(text)
		case .number(let text): return text
		case .bool(let flag): return flag ? "true" : "false"
		case .null: return "NSNull()"
		case .array, .object: return collection(value)
		}
	}
}
