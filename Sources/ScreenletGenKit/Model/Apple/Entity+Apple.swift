/// The entity's model class as Objective-C and NSObject see it: the names and overrides only
/// the iOS class has.
extension Entity {

	/// The name it has in the Objective-C runtime (and in archived cache entries): the class
	/// name, or `AppComment` for an entity named like a Screens data class.
	public var objcName: String { return ModelBuilder.entityObjCName(className) }
}

extension Attribute {

	/// Overrides the `NSObject` member of its name (`description`, `hash`…), which must never fail.
	public var overridesNSObject: Bool { return ReservedNames.overridableByAttributes[name] != nil }
	/// Its getter would repeat a selector Swift hides (`class`, `zone`…): `@nonobjc`.
	public var hidesSelector: Bool { return ModelBuilder.modelNamespace().takesOnlySelector(name) }
}

extension ModelBuilder {

	/// The entity's Objective-C runtime name: its own, unless one of the framework's data classes
	/// has it; then a fixed alternative (fixed because cached values are archived under it).
	static func entityObjCName(_ className: String) -> String {
		guard FrameworkInventory.modelClassNames.contains(className) else {
			return className
		}
		return ClassNamespace.firstFree(["App" + className, className + "Model"]) { FrameworkInventory.isTakenTypeName($0) }
	}
}
