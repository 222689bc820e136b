/// What a template sees: strings, flags, lists and objects.
public enum TemplateValue: Sendable {
	case string(String)
	case bool(Bool)
	case list([TemplateValue])
	case object(TemplateObject)
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

/// A name a template looks up, or an object's member name, with a hash worked out once, when
/// the template is parsed or the object is built, never at each lookup. The hash is only a
/// filter before the names are compared: the length and three of the bytes, cheap to make for
/// the thousands of members a run builds. A string literal is a key: object literals are
/// stored as they are written, with no copy to add the hashes.
public struct TemplateKey: Sendable, Equatable, ExpressibleByStringLiteral {
	public let name: String
	let hash: UInt32

	/// A name that is not ASCII matches by name alone (`anyHash`): a template may spell a
	/// member differently but canonically alike (a Kelvin sign for a K), as a String does.
	public init(_ name: String) {
		self.name = name
		self.hash = name.isASCII ? TemplateKey.sketch(of: name) : TemplateKey.anyHash
	}

	/// The model's own member names, all ASCII: the hot path, with no scan (a literal argument,
	/// `TemplateKey("x")`, comes here too).
	public init(stringLiteral name: String) {
		self.name = name
		self.hash = TemplateKey.sketch(of: name)
	}

	/// Never a sketch of ASCII bytes, whose three low bytes are below 0x80.
	private static let anyHash: UInt32 = .max

	private static func sketch(of name: String) -> UInt32 {
		return name.utf8.withContiguousStorageIfAvailable(TemplateKey.sketch) ?? TemplateKey.sketch(Array(name.utf8))
	}

	private static func sketch<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> UInt32 where Bytes.Index == Int {
		guard let first = bytes.first, let last = bytes.last else {
			return 0
		}
		let middle = bytes[bytes.startIndex + bytes.count / 2]
		return UInt32(truncatingIfNeeded: bytes.count) << 24 | UInt32(first) << 16 | UInt32(middle) << 8 | UInt32(last)
	}

	public static func == (left: TemplateKey, right: TemplateKey) -> Bool {
		return (left.hash == right.hash || left.hash == anyHash || right.hash == anyHash) && left.name == right.name
	}
}

/// An object's members, in the order they were given. Templates look names up far more often
/// than objects are built, and a name may be missed by several inner contexts before one has
/// it: comparing precomputed hashes over a few dozen members costs less than hashing the name
/// again for a dictionary at every context.
public struct TemplateObject: Sendable, ExpressibleByDictionaryLiteral, Sequence {

	private let members: [(TemplateKey, TemplateValue)]

	public init(dictionaryLiteral elements: (TemplateKey, TemplateValue)...) {
		self.members = elements
	}

	public init(_ dictionary: [String: TemplateValue]) {
		self.members = dictionary.map { (TemplateKey($0.key), $0.value) }
	}

	init(members: [(TemplateKey, TemplateValue)]) {
		self.members = members
	}

	public var keys: [String] {
		return members.map { $0.0.name }
	}

	public var count: Int {
		return members.count
	}

	public subscript(name: String) -> TemplateValue? {
		return self[TemplateKey(name)]
	}

	subscript(key: TemplateKey) -> TemplateValue? {
		for (name, value) in members where name == key {
			return value
		}
		return nil
	}

	/// These members and `other`'s; where both have a name, `other`'s value.
	func merging(_ other: TemplateObject) -> TemplateObject {
		let kept = members.filter { mine in other[mine.0] == nil }
		return TemplateObject(members: kept + other.members)
	}

	public func makeIterator() -> AnyIterator<(key: String, value: TemplateValue)> {
		var index = 0
		return AnyIterator {
			guard index < members.count else { return nil }
			defer { index += 1 }
			return (members[index].0.name, members[index].1)
		}
	}
}
