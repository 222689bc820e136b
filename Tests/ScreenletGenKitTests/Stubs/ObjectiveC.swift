// Type-checking stub of the ObjectiveC overlay: the compiler bridges Bool through ObjCBool.
public struct ObjCBool {
	public init(_ value: Bool) { fatalError() }
	public var boolValue: Bool { fatalError() }
}

public struct Selector {
	public init(_ name: String) { fatalError() }
}

public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { fatalError() }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { fatalError() }
