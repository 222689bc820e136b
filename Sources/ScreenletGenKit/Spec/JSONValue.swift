/// A JSON value that remembers where it was written, so every later error can point at it.
public struct JSONNode: Sendable {

	public struct Member: Sendable {
		public var key: String
		public var keyLocation: SourceLocation
		public var value: JSONNode
	}

	public indirect enum Value: Sendable {
		case object([Member])
		case array([JSONNode])
		case string(String)
		/// The number exactly as written (JSON grammar already checked).
		case number(String)
		case bool(Bool)
		case null
	}

	public var value: Value
	public var location: SourceLocation

	/// The JSON type name used in error messages ("a string", "an object", ...).
	public var kindDescription: String {
		switch value {
		case .object: return "an object"
		case .array: return "an array"
		case .string: return "a string"
		case .number: return "a number"
		case .bool: return "a boolean"
		case .null: return "null"
		}
	}

	/// A key that takes one value or a list of them (`"ios"` or `["ios", "android"]`): the values
	/// with their key paths (`platform`, `platform[1]`); nil when the node is neither a string
	/// nor an array (the caller says what it takes).
	func oneOrMany(path: String) -> [(node: JSONNode, path: String)]? {
		switch value {
		case .string:
			return [(self, path)]
		case .array(let elements):
			return elements.enumerated().map { ($0.element, "\(path)[\($0.offset)]") }
		default:
			return nil
		}
	}
}
