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

/// A name a template looks up, with its hash worked out once, when the template is parsed
/// or the object is built, never at each lookup.
struct TemplateKey: Sendable, Equatable {
	let name: String
	let hash: UInt32

	init(_ name: String) {
		self.name = name
		self.hash = name.utf8.withContiguousStorageIfAvailable(TemplateKey.fnv1a) ?? TemplateKey.fnv1a(Array(name.utf8))
	}

	private static func fnv1a<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt32 {
		var hash: UInt32 = 2_166_136_261
		for byte in bytes {
			hash = (hash ^ UInt32(byte)) &* 16_777_619
		}
		return hash
	}

	static func == (left: TemplateKey, right: TemplateKey) -> Bool {
		return left.hash == right.hash && left.name == right.name
	}
}

/// An object's members, in the order they were given. Templates look names up far more often
/// than objects are built, and a name may be missed by several inner contexts before one has
/// it: comparing precomputed hashes over a few dozen members costs less than hashing the name
/// again for a dictionary at every context.
public struct TemplateObject: Sendable, ExpressibleByDictionaryLiteral, Sequence {

	private struct Member: Sendable {
		let key: TemplateKey
		let value: TemplateValue
	}

	private let members: [Member]

	public init(dictionaryLiteral elements: (String, TemplateValue)...) {
		self.members = elements.map { Member(key: TemplateKey($0.0), value: $0.1) }
	}

	public init(_ dictionary: [String: TemplateValue]) {
		self.members = dictionary.map { Member(key: TemplateKey($0.key), value: $0.value) }
	}

	private init(members: [Member]) {
		self.members = members
	}

	public var keys: [String] {
		return members.map { $0.key.name }
	}

	public var count: Int {
		return members.count
	}

	public subscript(name: String) -> TemplateValue? {
		return self[TemplateKey(name)]
	}

	subscript(key: TemplateKey) -> TemplateValue? {
		for member in members where member.key == key {
			return member.value
		}
		return nil
	}

	/// These members and `other`'s; where both have a name, `other`'s value.
	func merging(_ other: TemplateObject) -> TemplateObject {
		let kept = members.filter { mine in other[mine.key] == nil }
		return TemplateObject(members: kept + other.members)
	}

	public func makeIterator() -> AnyIterator<(key: String, value: TemplateValue)> {
		var index = 0
		return AnyIterator {
			guard index < members.count else { return nil }
			defer { index += 1 }
			return (members[index].key.name, members[index].value)
		}
	}
}
