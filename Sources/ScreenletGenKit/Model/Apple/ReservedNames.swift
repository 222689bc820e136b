/// NSObject members an attribute may override. What else is taken in each generated class
/// comes from FrameworkInventory (see ClassNamespace).
enum ReservedNames {

	/// `NSObject` members an entity attribute may override when the types agree.
	static let overridableByAttributes: [String: String] = [
		"description": "String",
		"debugDescription": "String",
		"hash": "Int",
	]
}
