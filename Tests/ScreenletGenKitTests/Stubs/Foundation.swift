// Type-checking stub of the Foundation surface generated screenlets use. Signatures only
// (bodies trap); no behaviour. Built as module "Foundation" with ObjC interop on, so the
// compiler bridges Error to NSError (`catch let error as NSError`) as it does on iOS.
@_exported import ObjectiveC

@objc public protocol NSObjectProtocol {}

@objc open class NSObject: NSObjectProtocol {
	public init() {}
	open var description: String { fatalError() }
	open var debugDescription: String { fatalError() }
	open var hash: Int { fatalError() }
	open func isEqual(_ object: Any?) -> Bool { fatalError() }
}

@objc open class NSCoder: NSObject {}

@objc public protocol NSCoding {}

@objc open class NSNumber: NSObject {
	open var int64Value: Int64 { fatalError() }
	open var intValue: Int { fatalError() }
	open var doubleValue: Double { fatalError() }
	open var boolValue: Bool { fatalError() }
}

@objc open class NSError: NSObject, Error {
	public init(domain: String, code: Int, userInfo: [String: Any]?) { fatalError() }
	open var domain: String { fatalError() }
	open var code: Int { fatalError() }
	open var userInfo: [String: Any] { fatalError() }
	open var localizedDescription: String { fatalError() }
}

@objc open class NSMutableDictionary: NSObject {}

@objc open class NSString: NSObject {}

@objc open class NSArray: NSObject {}

@objc open class NSDictionary: NSObject {}

@objc open class NSDate: NSObject {}

// Foundation bridges these value types to Objective-C; without Foundation the stub must,
// so that @objc members, @IBInspectable and @objc protocols see them as it does on iOS.
extension String: _ObjectiveCBridgeable {
	public func _bridgeToObjectiveC() -> NSString { fatalError() }
	public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) {}
	public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool { fatalError() }
	public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { fatalError() }
}

extension Array: _ObjectiveCBridgeable {
	public func _bridgeToObjectiveC() -> NSArray { fatalError() }
	public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout Array?) {}
	public static func _conditionallyBridgeFromObjectiveC(_ source: NSArray, result: inout Array?) -> Bool { fatalError() }
	public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> Array { fatalError() }
}

extension Dictionary: _ObjectiveCBridgeable {
	public func _bridgeToObjectiveC() -> NSDictionary { fatalError() }
	public static func _forceBridgeFromObjectiveC(_ source: NSDictionary, result: inout Dictionary?) {}
	public static func _conditionallyBridgeFromObjectiveC(_ source: NSDictionary, result: inout Dictionary?) -> Bool { fatalError() }
	public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> Dictionary { fatalError() }
}

extension Date: _ObjectiveCBridgeable {
	public func _bridgeToObjectiveC() -> NSDate { fatalError() }
	public static func _forceBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) {}
	public static func _conditionallyBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) -> Bool { fatalError() }
	public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDate?) -> Date { fatalError() }
}

@objc open class Operation: NSObject {
	public override init() { fatalError() }
	open func main() {}
	open func start() {}
	open func cancel() {}
	open var isCancelled: Bool { fatalError() }
	open var isExecuting: Bool { fatalError() }
	open var isFinished: Bool { fatalError() }
	open var isAsynchronous: Bool { fatalError() }
	open var name: String?
}

@objc open class OperationQueue: NSObject {}

@objc open class NSLock: NSObject {}

public struct Date {
	public init() { fatalError() }
	public init(timeIntervalSince1970: Double) { fatalError() }
	public var timeIntervalSince1970: Double { fatalError() }
}

public struct Locale {
	public static var current: Locale { fatalError() }
	public var identifier: String { fatalError() }
}

public struct URL {
	public init?(string: String) { fatalError() }
	public var host: String? { fatalError() }
}

public struct Data {}

public struct IndexPath {
	public var row: Int { fatalError() }
	public var section: Int { fatalError() }
	public var item: Int { fatalError() }
}

public typealias TimeInterval = Double
public typealias CGFloat = Double

public struct CGPoint {
	public init(x: CGFloat, y: CGFloat) { fatalError() }
}

public struct CGSize {
	public init(width: CGFloat, height: CGFloat) { fatalError() }
	public var width: CGFloat
	public var height: CGFloat
}

public struct CGRect {
	public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { fatalError() }
	public var size: CGSize
}

@objc open class Bundle: NSObject {
	open class var main: Bundle { fatalError() }
}
