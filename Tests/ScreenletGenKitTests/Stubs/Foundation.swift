// Type-checking stub of the Foundation surface generated screenlets use. Signatures only
// (bodies trap); no behaviour. Built as module "Foundation" with ObjC interop on, so the
// compiler bridges Error to NSError (`catch let error as NSError`) as it does on iOS.
@_exported import ObjectiveC

@objc public protocol NSObjectProtocol {}

// NSObject as an iOS app sees it: every member is @objc, and the selectors Swift hides
// (`class`, `zone`, `retain`…) are declared unavailable, so that a subclass member with
// one of these selectors conflicts as it does in Xcode. Not @objcMembers: that attribute
// is inherited, and the Mobile SDK stub's throwing methods cannot be @objc without the
// NSError-pointer types of Apple's Foundation.
@objc open class NSObject: NSObjectProtocol {
	public init() {}
	@objc open var description: String { fatalError() }
	@objc open var debugDescription: String { fatalError() }
	@objc open var hash: Int { fatalError() }
	// Hashable's, from `hash` (the extension below).
	@nonobjc open var hashValue: Int { fatalError() }
	@objc open var superclass: AnyClass? { fatalError() }
	@objc open func isProxy() -> Bool { fatalError() }
	@objc open var classForCoder: AnyClass { fatalError() }
	@objc open var classForKeyedArchiver: AnyClass? { fatalError() }
	@objc open var observationInfo: UnsafeMutableRawPointer? { get { fatalError() } set {} }
	@objc open var autoContentAccessingProxy: Any { fatalError() }
	@objc open var accessibilityLabel: String? { get { fatalError() } set {} }
	@objc open var accessibilityHint: String? { get { fatalError() } set {} }
	@objc open var accessibilityValue: String? { get { fatalError() } set {} }
	@objc open var accessibilityElements: [Any]? { get { fatalError() } set {} }
	@objc open var isAccessibilityElement: Bool { @objc(isAccessibilityElement) get { fatalError() } @objc(setIsAccessibilityElement:) set {} }
	@objc open func isEqual(_ object: Any?) -> Bool { fatalError() }
	@objc(isKindOfClass:) open func isKind(of aClass: AnyClass) -> Bool { fatalError() }
	@objc(isMemberOfClass:) open func isMember(of aClass: AnyClass) -> Bool { fatalError() }
	@objc(respondsToSelector:) open func responds(to aSelector: Selector!) -> Bool { fatalError() }
	@objc open func copy() -> Any { fatalError() }
	@objc open func mutableCopy() -> Any { fatalError() }
	@objc open func value(forKey key: String) -> Any? { fatalError() }
	@objc open func value(forKeyPath keyPath: String) -> Any? { fatalError() }
	@objc open func value(forUndefinedKey key: String) -> Any? { fatalError() }
	@objc open func setNilValueForKey(_ key: String) {}
	@objc open func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] { fatalError() }
	@objc open func mutableArrayValue(forKey key: String) -> NSMutableArray { fatalError() }
	@objc open func willChangeValue(forKey key: String) {}
	@objc open func didChangeValue(forKey key: String) {}
	@objc open func doesNotRecognizeSelector(_ aSelector: Selector!) {}
	@objc(forwardingTargetForSelector:) open func forwardingTarget(for aSelector: Selector!) -> Any? { fatalError() }
	@objc(awakeAfterUsingCoder:) open func awakeAfter(using coder: NSCoder) -> Any? { fatalError() }
	@objc(replacementObjectForCoder:) open func replacementObject(for coder: NSCoder) -> Any? { fatalError() }
	@objc(performSelector:) open func perform(_ aSelector: Selector!) -> AnyObject! { fatalError() }
	@objc open func accessibilityActivate() -> Bool { fatalError() }
	@available(*, unavailable, message: "use type(of:)")
	@objc(class) open func objcClass() -> AnyClass { fatalError() }
	@available(*, unavailable)
	@objc(self) open func objcSelf() -> AnyObject { fatalError() }
	@available(*, unavailable)
	@objc(zone) open func objcZone() -> OpaquePointer { fatalError() }
	@available(*, unavailable)
	@objc(retain) open func objcRetain() -> AnyObject { fatalError() }
	@available(*, unavailable)
	@objc(release) open func objcRelease() {}
	@available(*, unavailable)
	@objc(autorelease) open func objcAutorelease() -> AnyObject { fatalError() }
	@available(*, unavailable)
	@objc(retainCount) open func objcRetainCount() -> Int { fatalError() }
	@available(*, unavailable)
	@objc(finalize) open func objcFinalize() {}
	@available(*, unavailable)
	@objc(forwardInvocation:) open func objcForwardInvocation(_ invocation: AnyObject) {}
	@available(*, unavailable)
	@objc(methodSignatureForSelector:) open func objcMethodSignature(for aSelector: Selector!) -> AnyObject { fatalError() }
	@available(*, unavailable)
	@objc(conformsToProtocol:) open func objcConforms(to aProtocol: AnyObject) -> Bool { fatalError() }
	@available(*, unavailable)
	@objc(methodForSelector:) open func objcMethod(for aSelector: Selector!) -> OpaquePointer { fatalError() }
}

// The ObjectiveC overlay's: NSObject is Equatable (isEqual(_:)) and Hashable (hash), so an
// NSNumber keys a dictionary.
extension NSObject: Equatable, Hashable {
	public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError() }
	public func hash(into hasher: inout Hasher) {}
}

@objc open class NSCoder: NSObject {}

@objc public protocol NSCoding {}

/// JSON's null in a collection (`NSNull()`).
@objc open class NSNull: NSObject, NSCoding {
	public override init() { fatalError() }
}

@objc open class NSNumber: NSObject, NSCoding {
	public init(value: Int) { fatalError() }
	public init(value: Int32) { fatalError() }
	public init(value: Int64) { fatalError() }
	public init(value: Double) { fatalError() }
	public init(value: Bool) { fatalError() }
	open var int64Value: Int64 { fatalError() }
	open var intValue: Int { fatalError() }
	open var doubleValue: Double { fatalError() }
	open var boolValue: Bool { fatalError() }
	open var stringValue: String { fatalError() }
}

@objc open class NSError: NSObject, Error {
	public init(domain: String, code: Int, userInfo: [String: Any]?) { fatalError() }
	open var domain: String { fatalError() }
	open var code: Int { fatalError() }
	open var userInfo: [String: Any] { fatalError() }
	open var localizedDescription: String { fatalError() }
}

// The `NSError **` parameter a method keeps when Swift does not import it as `throws`: on iOS
// `AutoreleasingUnsafeMutablePointer<NSError?>?`, which takes `nil` or `&error` (a variable of
// type `NSError?`). Linux's standard library has no such type, and with Objective-C interop on
// the compiler refuses every `&value` passed as a pointer; so a stub method with this parameter
// is declared twice, with this type, which takes `nil`, and with `inout NSError?`, which takes
// `&error` (`CatalogStubs`). Neither throws: a call with `try` warns, one without `error:` fails.
public struct NSErrorPointer: ExpressibleByNilLiteral {
	public init(nilLiteral: ()) {}
}

@objc open class NSMutableDictionary: NSObject {
	public init(dictionary: [AnyHashable: Any]) { fatalError() }
}

@objc open class NSMutableArray: NSObject {}

@objc open class NSString: NSObject, NSCoding {}

@objc open class NSArray: NSObject, NSCoding {}

@objc open class NSDictionary: NSObject, NSCoding {}

@objc open class NSDate: NSObject {}

@objc open class NSURL: NSObject {}

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

extension URL: _ObjectiveCBridgeable {
	public func _bridgeToObjectiveC() -> NSURL { fatalError() }
	public static func _forceBridgeFromObjectiveC(_ source: NSURL, result: inout URL?) {}
	public static func _conditionallyBridgeFromObjectiveC(_ source: NSURL, result: inout URL?) -> Bool { fatalError() }
	public static func _unconditionallyBridgeFromObjectiveC(_ source: NSURL?) -> URL { fatalError() }
}

extension Date: _ObjectiveCBridgeable {
	public func _bridgeToObjectiveC() -> NSDate { fatalError() }
	public static func _forceBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) {}
	public static func _conditionallyBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) -> Bool { fatalError() }
	public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDate?) -> Date { fatalError() }
}

// Every member of NSOperation, with the selectors of its ObjC properties (`isFinished`…).
// The iOS 17 SDK marks it `@unchecked Sendable`: a subclass must restate that, or Xcode warns.
@objc open class Operation: NSObject, @unchecked Sendable {
	public override init() { fatalError() }
	@objc open func main() {}
	@objc open func start() {}
	@objc open func cancel() {}
	@objc open func addDependency(_ op: Operation) {}
	@objc open func removeDependency(_ op: Operation) {}
	@objc open func waitUntilFinished() {}
	@objc open var isCancelled: Bool { @objc(isCancelled) get { fatalError() } }
	@objc open var isExecuting: Bool { @objc(isExecuting) get { fatalError() } }
	@objc open var isFinished: Bool { @objc(isFinished) get { fatalError() } }
	@objc open var isConcurrent: Bool { @objc(isConcurrent) get { fatalError() } }
	@objc open var isAsynchronous: Bool { @objc(isAsynchronous) get { fatalError() } }
	@objc open var isReady: Bool { @objc(isReady) get { fatalError() } }
	@objc open var dependencies: [Operation] { fatalError() }
	@objc open var queuePriority: Int { get { fatalError() } set {} }
	@objc open var qualityOfService: Int { get { fatalError() } set {} }
	@objc open var completionBlock: (() -> Void)? { get { fatalError() } set {} }
	@objc open var threadPriority: Double { get { fatalError() } set {} }
	@objc open var name: String? { get { fatalError() } set {} }
}

@objc open class OperationQueue: NSObject {}

@objc open class NSLock: NSObject {}

public struct Date: Sendable {
	public init() { fatalError() }
	public init(timeIntervalSince1970: Double) { fatalError() }
	public var timeIntervalSince1970: Double { fatalError() }
}

public struct UUID {
	public init() { fatalError() }
	public var uuidString: String { fatalError() }
}

public struct Locale: Sendable {
	public init(identifier: String) { fatalError() }
	public static var current: Locale { fatalError() }
	public static var preferredLanguages: [String] { fatalError() }
	public var identifier: String { fatalError() }
	public var decimalSeparator: String? { fatalError() }
}

public struct TimeZone: Sendable {
	public init?(identifier: String) { fatalError() }
	public init?(secondsFromGMT seconds: Int) { fatalError() }
	public static var current: TimeZone { fatalError() }
	public var identifier: String { fatalError() }
}

/// A value type of the iOS 17 SDK: Sendable; a few of its identifiers.
public struct Calendar: Hashable, Sendable {
	public enum Identifier: Hashable, Sendable {
		case gregorian
		case buddhist
		case japanese
		case iso8601
	}
	public init(identifier: Calendar.Identifier) { fatalError() }
	public static var current: Calendar { fatalError() }
	public var identifier: Calendar.Identifier { fatalError() }
	public var timeZone: TimeZone { get { fatalError() } set {} }
	public func date(from components: DateComponents) -> Date? { fatalError() }
	public func startOfDay(for date: Date) -> Date { fatalError() }
}

public struct DateComponents: Hashable, Sendable {
	public init(calendar: Calendar? = nil, timeZone: TimeZone? = nil, era: Int? = nil, year: Int? = nil, month: Int? = nil, day: Int? = nil,
			hour: Int? = nil, minute: Int? = nil, second: Int? = nil, nanosecond: Int? = nil, weekday: Int? = nil, weekdayOrdinal: Int? = nil,
			quarter: Int? = nil, weekOfMonth: Int? = nil, weekOfYear: Int? = nil, yearForWeekOfYear: Int? = nil) { fatalError() }
	public var year: Int? { get { fatalError() } set {} }
	public var month: Int? { get { fatalError() } set {} }
	public var day: Int? { get { fatalError() } set {} }
	public var hour: Int? { get { fatalError() } set {} }
	public var minute: Int? { get { fatalError() } set {} }
	public var second: Int? { get { fatalError() } set {} }
}

public struct URL: Sendable {
	public init?(string: String) { fatalError() }
	public init(fileURLWithPath path: String) { fatalError() }
	public var host: String? { fatalError() }
	public var absoluteString: String { fatalError() }
	public var path: String { fatalError() }
	public var lastPathComponent: String { fatalError() }
}

public struct Data: Sendable {
	public init() { fatalError() }
	public var count: Int { fatalError() }
	public var isEmpty: Bool { fatalError() }

	public struct Base64DecodingOptions: OptionSet, Sendable {
		public let rawValue: UInt
		public init(rawValue: UInt) { self.rawValue = rawValue }
		public static let ignoreUnknownCharacters = Base64DecodingOptions(rawValue: 1)
	}

	public struct Base64EncodingOptions: OptionSet, Sendable {
		public let rawValue: UInt
		public init(rawValue: UInt) { self.rawValue = rawValue }
		public static let lineLength64Characters = Base64EncodingOptions(rawValue: 1)
	}

	public struct ReadingOptions: OptionSet, Sendable {
		public let rawValue: UInt
		public init(rawValue: UInt) { self.rawValue = rawValue }
		public static let mappedIfSafe = ReadingOptions(rawValue: 1)
	}

	public init(contentsOf url: URL, options: Data.ReadingOptions = []) throws { fatalError() }
	public init?(base64Encoded base64String: String, options: Data.Base64DecodingOptions = []) { fatalError() }
	public func base64EncodedString(options: Data.Base64EncodingOptions = []) -> String { fatalError() }
}

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
	public static var zero: CGRect { fatalError() }
}

@objc open class Bundle: NSObject {
	open class var main: Bundle { fatalError() }
}

// MARK: HTTP through the Mobile SDK (headless REST calls): requests, responses, JSON, dates

public let NSLocalizedDescriptionKey: String = ""

extension String {
	public enum Encoding: Sendable {
		case utf8
	}
	public init?(data: Data, encoding: String.Encoding) { fatalError() }
	public func data(using encoding: String.Encoding, allowLossyConversion: Bool = false) -> Data? { fatalError() }
	public func addingPercentEncoding(withAllowedCharacters allowedCharacters: CharacterSet) -> String? { fatalError() }
	public var removingPercentEncoding: String? { fatalError() }
}

extension StringProtocol {
	public func replacingOccurrences<Target: StringProtocol, Replacement: StringProtocol>(of target: Target, with replacement: Replacement) -> String { fatalError() }
	public func trimmingCharacters(in set: CharacterSet) -> String { fatalError() }
	public func components<T: StringProtocol>(separatedBy separator: T) -> [String] { fatalError() }
}

public struct CharacterSet: Sendable, Equatable {
	public static var urlPathAllowed: CharacterSet { fatalError() }
	public static var urlQueryAllowed: CharacterSet { fatalError() }
	public static var urlHostAllowed: CharacterSet { fatalError() }
	public static var urlFragmentAllowed: CharacterSet { fatalError() }
	public static var whitespaces: CharacterSet { fatalError() }
	public init(charactersIn string: String) { fatalError() }
	@discardableResult public mutating func insert(_ character: Unicode.Scalar) -> (inserted: Bool, memberAfterInsert: Unicode.Scalar) { fatalError() }
	@discardableResult public mutating func remove(_ member: Unicode.Scalar) -> Unicode.Scalar? { fatalError() }
	public mutating func insert(charactersIn string: String) {}
	public mutating func remove(charactersIn string: String) {}
	public func contains(_ member: Unicode.Scalar) -> Bool { fatalError() }
}

public struct URLQueryItem: Sendable, Equatable {
	public init(name: String, value: String?) { fatalError() }
	public var name: String
	public var value: String?
}

public struct URLComponents: Sendable, Equatable {
	public init() { fatalError() }
	public init?(string: String) { fatalError() }
	public init?(url: URL, resolvingAgainstBaseURL resolve: Bool) { fatalError() }
	public var url: URL? { fatalError() }
	public var string: String? { fatalError() }
	public var path: String { get { fatalError() } set {} }
	public var percentEncodedPath: String { get { fatalError() } set {} }
	public var queryItems: [URLQueryItem]? { get { fatalError() } set {} }
	public var percentEncodedQueryItems: [URLQueryItem]? { get { fatalError() } set {} }
}

/// The value type bridged to NSURLRequest (never to NSMutableURLRequest, which the Mobile SDK's
/// HTTP calls take).
public struct URLRequest: Sendable, Equatable {
	public init(url: URL) { fatalError() }
	public var url: URL? { get { fatalError() } set {} }
	public var httpMethod: String? { get { fatalError() } set {} }
	public var httpBody: Data? { get { fatalError() } set {} }
	public var allHTTPHeaderFields: [String: String]? { get { fatalError() } set {} }
	public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {}
	public func value(forHTTPHeaderField field: String) -> String? { fatalError() }
}

@objc open class NSURLRequest: NSObject {
	public enum CachePolicy: UInt, @unchecked Sendable {
		case useProtocolCachePolicy = 0
		case reloadIgnoringLocalCacheData = 1
		case reloadIgnoringLocalAndRemoteCacheData = 4
		case returnCacheDataElseLoad = 2
		case returnCacheDataDontLoad = 3
		case reloadRevalidatingCacheData = 5
	}
	public convenience init(url URL: URL) { fatalError() }
	public init(url URL: URL, cachePolicy: NSURLRequest.CachePolicy, timeoutInterval: TimeInterval) { fatalError() }
	open var url: URL? { fatalError() }
	open var cachePolicy: NSURLRequest.CachePolicy { fatalError() }
	open var timeoutInterval: TimeInterval { fatalError() }
	open var httpMethod: String? { fatalError() }
	open var allHTTPHeaderFields: [String: String]? { fatalError() }
	open func value(forHTTPHeaderField field: String) -> String? { fatalError() }
	open var httpBody: Data? { fatalError() }
	open var httpShouldHandleCookies: Bool { fatalError() }
}

// The iOS 17 SDK's Sendable audit makes this conformance unavailable (Formatter's too, but
// here that would hide DateFormatter's own: ISO8601DateFormatter is simply not Sendable).
@available(*, unavailable)
extension NSURLRequest: @unchecked Sendable {}

@objc open class NSMutableURLRequest: NSURLRequest {
	override open var url: URL? { get { fatalError() } set {} }
	override open var cachePolicy: NSURLRequest.CachePolicy { get { fatalError() } set {} }
	override open var timeoutInterval: TimeInterval { get { fatalError() } set {} }
	override open var httpMethod: String { get { fatalError() } set {} }
	override open var allHTTPHeaderFields: [String: String]? { get { fatalError() } set {} }
	open func setValue(_ value: String?, forHTTPHeaderField field: String) {}
	open func addValue(_ value: String, forHTTPHeaderField field: String) {}
	override open var httpBody: Data? { get { fatalError() } set {} }
	override open var httpShouldHandleCookies: Bool { get { fatalError() } set {} }
}

@objc open class URLResponse: NSObject, @unchecked Sendable {
	public init(url URL: URL, mimeType MIMEType: String?, expectedContentLength length: Int, textEncodingName name: String?) { fatalError() }
	open var url: URL? { fatalError() }
	open var mimeType: String? { fatalError() }
	open var expectedContentLength: Int64 { fatalError() }
	open var textEncodingName: String? { fatalError() }
	open var suggestedFilename: String? { fatalError() }
}

@objc open class HTTPURLResponse: URLResponse, @unchecked Sendable {
	public init?(url: URL, statusCode: Int, httpVersion HTTPVersion: String?, headerFields: [String: String]?) { fatalError() }
	open var statusCode: Int { fatalError() }
	open var allHeaderFields: [AnyHashable: Any] { fatalError() }
	/// iOS 13 and later: an app that still runs on iOS 12 (Screens 5's oldest) cannot call it
	/// (the real check: "'value(forHTTPHeaderField:)' is only available in iOS 13.0 or newer").
	@available(*, unavailable, message: "only available in iOS 13.0 or newer")
	open func value(forHTTPHeaderField field: String) -> String? { fatalError() }
	open class func localizedString(forStatusCode statusCode: Int) -> String { fatalError() }
}

/// Optional requirements left out: the Mobile SDK's HTTP calls take one, generated code passes nil.
@objc public protocol URLSessionDelegate: NSObjectProtocol, Sendable {}

@objc open class JSONSerialization: NSObject {
	public struct ReadingOptions: OptionSet, @unchecked Sendable {
		public let rawValue: UInt
		public init(rawValue: UInt) { self.rawValue = rawValue }
		public static var mutableContainers: JSONSerialization.ReadingOptions { fatalError() }
		public static var mutableLeaves: JSONSerialization.ReadingOptions { fatalError() }
		public static var fragmentsAllowed: JSONSerialization.ReadingOptions { fatalError() }
	}
	public struct WritingOptions: OptionSet, @unchecked Sendable {
		public let rawValue: UInt
		public init(rawValue: UInt) { self.rawValue = rawValue }
		public static var prettyPrinted: JSONSerialization.WritingOptions { fatalError() }
		public static var sortedKeys: JSONSerialization.WritingOptions { fatalError() }
		public static var fragmentsAllowed: JSONSerialization.WritingOptions { fatalError() }
		public static var withoutEscapingSlashes: JSONSerialization.WritingOptions { fatalError() }
	}
	open class func isValidJSONObject(_ obj: Any) -> Bool { fatalError() }
	open class func data(withJSONObject obj: Any, options opt: JSONSerialization.WritingOptions = []) throws -> Data { fatalError() }
	open class func jsonObject(with data: Data, options opt: JSONSerialization.ReadingOptions = []) throws -> Any { fatalError() }
}

@objc open class Formatter: NSObject, NSCoding {
	open func string(for obj: Any?) -> String? { fatalError() }
}

/// NS_SWIFT_SENDABLE in the iOS 17 SDK ("all mutable state protected by locks").
@objc open class DateFormatter: Formatter, @unchecked Sendable {
	public override init() { fatalError() }
	open func string(from date: Date) -> String { fatalError() }
	open func date(from string: String) -> Date? { fatalError() }
	open var dateFormat: String! { get { fatalError() } set {} }
	open var locale: Locale! { get { fatalError() } set {} }
	open var timeZone: TimeZone! { get { fatalError() } set {} }
	open var isLenient: Bool { get { fatalError() } set {} }
}

/// Not Sendable in the iOS 17 SDK: one is made where it is used.
@objc open class ISO8601DateFormatter: Formatter {
	public struct Options: OptionSet, @unchecked Sendable {
		public let rawValue: UInt
		public init(rawValue: UInt) { self.rawValue = rawValue }
		public static var withYear: ISO8601DateFormatter.Options { fatalError() }
		public static var withMonth: ISO8601DateFormatter.Options { fatalError() }
		public static var withWeekOfYear: ISO8601DateFormatter.Options { fatalError() }
		public static var withDay: ISO8601DateFormatter.Options { fatalError() }
		public static var withTime: ISO8601DateFormatter.Options { fatalError() }
		public static var withTimeZone: ISO8601DateFormatter.Options { fatalError() }
		public static var withSpaceBetweenDateAndTime: ISO8601DateFormatter.Options { fatalError() }
		public static var withDashSeparatorInDate: ISO8601DateFormatter.Options { fatalError() }
		public static var withColonSeparatorInTime: ISO8601DateFormatter.Options { fatalError() }
		public static var withColonSeparatorInTimeZone: ISO8601DateFormatter.Options { fatalError() }
		public static var withFractionalSeconds: ISO8601DateFormatter.Options { fatalError() }
		public static var withFullDate: ISO8601DateFormatter.Options { fatalError() }
		public static var withFullTime: ISO8601DateFormatter.Options { fatalError() }
		public static var withInternetDateTime: ISO8601DateFormatter.Options { fatalError() }
	}
	public override init() { fatalError() }
	open var timeZone: TimeZone! { get { fatalError() } set {} }
	open var formatOptions: ISO8601DateFormatter.Options { get { fatalError() } set {} }
	open func string(from date: Date) -> String { fatalError() }
	open func date(from string: String) -> Date? { fatalError() }
	open class func string(from date: Date, timeZone: TimeZone, formatOptions: ISO8601DateFormatter.Options = []) -> String { fatalError() }
}
