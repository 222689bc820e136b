// Runtime model of Screens' context, errors, localization and offline cache (facts §1.7,
// §1.9–§1.11), written from the framework's documented behaviour.
import Foundation

public enum ScreensErrorCause: Int {
	case abortedDueToPreconditions = -2
	case invalidServerResponse = -3
	case validationFailed = -4
	case notAvailable = -5
	case cancelled = -6
}

extension NSError {
	public class func errorWithCause(_ cause: ScreensErrorCause, userInfo: [String: Any]? = nil) -> NSError {
		return NSError(domain: "LiferayScreens", code: cause.rawValue, userInfo: userInfo)
	}

	public class func errorWithCause(_ cause: ScreensErrorCause, message: String) -> NSError {
		return errorWithCause(cause, userInfo: [NSLocalizedDescriptionKey: message])
	}
}

open class ValidationError: NSError, @unchecked Sendable {
	public init(_ message: String) {
		super.init(domain: "LiferayScreens", code: ScreensErrorCause.validationFailed.rawValue, userInfo: [NSLocalizedDescriptionKey: message])
	}

	public convenience init(_ key: String, _ message: String) {
		self.init(LocalizedString(key, key: message, obj: NSObject()))
	}

	public convenience init(_ key: String, _ message: String, _ bundleObject: AnyObject) {
		self.init(LocalizedString(key, key: message, obj: bundleObject))
	}

	public required init?(coder: NSCoder) {
		fatalError("not in the model")
	}
}

public enum CacheStrategyType: String {
	case remoteOnly = "remote-only"
	case remoteFirst = "remote-first"
	case cacheOnly = "cache-only"
	case cacheFirst = "cache-first"
}

/// The app's string tables, as the `<language>.lproj/<table>.strings` files of its bundle hold
/// them: `language -> table -> key -> text`. Every scenario starts with the generated tables
/// (`en`) and the language `en`; a scenario may add a translation and switch language.
public enum RuntimeStrings {
	nonisolated(unsafe) public static var tables: [String: [String: [String: String]]] = [:]
	/// The device's first preferred language (`en`, `de-DE`).
	nonisolated(unsafe) public static var language = "en"
	/// The device's other preferred languages, after `language` (none unless a scenario says).
	nonisolated(unsafe) public static var otherLanguages: [String] = []

	/// `Locale.preferredLanguages` on the device (generated code reads it through this:
	/// `LinuxRuntimeSource` rewrites the name).
	public static var preferredLanguages: [String] {
		return [language] + otherLanguages
	}

	/// Every `<language>.lproj/<table>.strings` under `folder`.
	public static func loadAll(under folder: String) {
		let enumerator = FileManager.default.enumerator(atPath: folder)
		while let path = enumerator?.nextObject() as? String {
			let url = URL(fileURLWithPath: path)
			guard url.pathExtension == "strings", url.deletingLastPathComponent().pathExtension == "lproj" else {
				continue
			}
			let language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
			load(language: language, table: url.deletingPathExtension().lastPathComponent, path: folder + "/" + path)
		}
	}

	/// Reads a `.strings` file's `"key" = "value";` lines (the format screenletgen writes).
	public static func load(language: String, table: String, path: String) {
		guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
			fatalError("no strings file at \(path)")
		}
		var entries: [String: String] = [:]
		let pattern = try! NSRegularExpression(pattern: #"^"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)";\s*$"#, options: [.anchorsMatchLines])
		let range = NSRange(text.startIndex..., in: text)
		for match in pattern.matches(in: text, range: range) {
			let key = String(text[Range(match.range(at: 1), in: text)!])
			let value = String(text[Range(match.range(at: 2), in: text)!])
			entries[unescape(key)] = unescape(value)
		}
		tables[language, default: [:]][table] = entries
	}

	static func unescape(_ text: String) -> String {
		var result = ""
		var escaping = false
		for character in text {
			if escaping {
				switch character {
				case "n": result.append("\n")
				case "t": result.append("\t")
				default: result.append(character)
				}
				escaping = false
			}
			else if character == "\\" {
				escaping = true
			}
			else {
				result.append(character)
			}
		}
		return result
	}
}

/// Screens' own bundles (core and default theme), searched before the app's: the English
/// texts of the framework's keys that the model's framework classes look up.
public let RuntimeFrameworkTables: [String: [String: [String: String]]] = ["en": ["core": [
	"core-base-list-loading-message": "Loading list...\nWait few seconds...",
	"core-base-list-loading-error": "Error getting list",
]]]

/// As Screens (`Global.swift`, `NSBundle+Screens.swift`): "<table>-<key>" is looked up in
/// each of `Bundle.allBundles` in turn, the framework's before the app's, each in the
/// language (the first two letters of the preferred one: `de-AT` reads `de.lproj`), then in
/// English; a text equal to its key counts as missing; with no text anywhere the namespaced
/// key itself is shown.
public func LocalizedString(_ tableName: String, key: String, obj: Any) -> String {
	let namespacedKey = "\(tableName)-\(key)"
	let language = String(RuntimeStrings.language.prefix(2))
	func text(_ bundle: [String: [String: [String: String]]], _ language: String) -> String? {
		guard let text = bundle[language]?[tableName]?[namespacedKey], text.lowercased() != namespacedKey.lowercased() else {
			return nil
		}
		return text
	}
	for bundle in [RuntimeFrameworkTables, RuntimeStrings.tables] {
		if let found = text(bundle, language) ?? text(bundle, "en") {
			return found
		}
	}
	return namespacedKey
}

public func ScreenletName(_ klass: AnyClass) -> String {
	let name = String(describing: klass)
	return name.components(separatedBy: "Screenlet").first ?? name
}

/// One cache entry as YapDatabase keeps it: the value and its `CacheMetadata`, both archived
/// with NSKeyedArchiver, so a value that does not survive NSCoding fails here as on a device.
public struct RuntimeCacheEntry {
	public var value: Data
	public var metadata: Data
}

/// `Offline/CacheMetadata.swift`: the date the entry was sent (nil while it waits to be
/// synced: dirty) and the attributes a synchronizer replays it from.
open class CacheMetadata: NSObject {
	public let synchronized: Date?
	public let attributes: [String: Any]

	public init(synchronized: Date?, attributes: [String: Any]) {
		self.synchronized = synchronized
		self.attributes = attributes
	}
}

/// `Offline/CacheManager.swift` over an in-memory YapDatabase: reads answer later on the
/// main queue (asyncRead's completion), writes are done when the call returns (the model has
/// one thread, so a later read always sees them), and pending entries are listed collection
/// by collection, keys in order, as the `pendingToSync` view sorts them.
open class CacheManager: NSObject {
	private var entries: [String: [String: RuntimeCacheEntry]] = [:]

	private static func archive(_ object: Any) -> Data {
		return try! NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: false)
	}

	private static func unarchive(_ data: Data) -> Any? {
		return try! NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data)
	}

	private func object(_ collection: String, _ key: String) -> Any? {
		return entries[collection]?[key].flatMap { CacheManager.unarchive($0.value) }
	}

	private func metadata(_ collection: String, _ key: String) -> CacheMetadata? {
		guard let entry = entries[collection]?[key],
				let stored = CacheManager.unarchive(entry.metadata) as? [String: Any] else {
			return nil
		}
		let sent = (stored["sync_date"] as? NSNumber).map { Date(timeIntervalSince1970: $0.doubleValue) }
		return CacheMetadata(synchronized: sent, attributes: stored["attributes"] as? [String: Any] ?? [:])
	}

	/// Later, on the main queue, as YapDatabase's asyncRead completes.
	private func read<T>(_ value: T, _ result: @escaping (T) -> Void) {
		RuntimeQueue.background {
			RuntimeQueue.main { result(value) }
		}
	}

	open func getAny(collection: String, key: String, result: @escaping (Any?) -> Void) {
		read(object(collection, key), result)
	}

	open func getSome(collection: String, keys: [String], result: @escaping ([Any?]) -> Void) {
		read(keys.map { object(collection, $0) }, result)
	}

	open func getMetadata(collection: String, key: String, result: @escaping (CacheMetadata?) -> Void) {
		read(metadata(collection, key), result)
	}

	open func setClean(collection: String, key: String, value: NSCoding, attributes: [String: Any], onCompletion: (() -> Void)? = nil) {
		set(collection, key, value, synchronized: RuntimeClock.now, attributes: attributes)
		onCompletion?()
	}

	open func setDirty(collection: String, key: String, value: NSCoding, attributes: [String: Any], onCompletion: (() -> Void)? = nil) {
		set(collection, key, value, synchronized: nil, attributes: attributes)
		onCompletion?()
	}

	private func set(_ collection: String, _ key: String, _ value: NSCoding, synchronized: Date?, attributes: [String: Any]) {
		var metadata: [String: Any] = ["attributes": attributes as NSDictionary]
		if let sent = synchronized {
			metadata["sync_date"] = NSNumber(value: sent.timeIntervalSince1970)
		}
		entries[collection, default: [:]][key] = RuntimeCacheEntry(value: CacheManager.archive(value), metadata: CacheManager.archive(metadata as NSDictionary))
	}

	open func remove(collection: String, key: String, onCompletion: (() -> Void)? = nil) {
		entries[collection]?[key] = nil
		onCompletion?()
	}

	open func removeAll(_ onCompletion: (() -> Void)? = nil) {
		entries = [:]
		onCompletion?()
	}

	private var pending: [(collection: String, key: String, attributes: [String: Any])] {
		return entries.keys.sorted().flatMap { collection in
			entries[collection]!.keys.sorted().compactMap { key in
				metadata(collection, key).flatMap { $0.synchronized == nil ? (collection, key, $0.attributes) : nil }
			}
		}
	}

	open func countPendingToSync(_ result: @escaping (UInt) -> Void) {
		read(UInt(pending.count), result)
	}

	/// Each pending entry is handed to `result` in a block of its own on the main queue
	/// (`dispatch_main(true)`), then `onCompletion` runs.
	open func pendingToSync(_ result: @escaping (String, String, [String: Any]) -> Bool, onCompletion: (() -> Void)? = nil) {
		let entries = pending
		RuntimeQueue.background {
			for entry in entries {
				RuntimeQueue.main { _ = result(entry.collection, entry.key, entry.attributes) }
			}
			RuntimeQueue.main { onCompletion?() }
		}
	}

	/// Entries whose value is not a page of rows, one line each (pages are long; their
	/// presence shows in the keys).
	public func entriesDescription() -> [String] {
		return entries.keys.sorted().flatMap { collection in
			entries[collection]!.keys.sorted().map { key -> String in
				let value = object(collection, key)
				let shown = value is [Any] ? "\((value as! [Any]).count) rows" : describe(value)
				let metadata = self.metadata(collection, key)
				return "\(metadata?.synchronized == nil ? "dirty" : "clean") \(collection)/\(key.replacingOccurrences(of: "\n", with: "\\n")) = \(shown) \(describe(metadata?.attributes ?? [:]))"
			}
		}
	}
}

/// The model's clock: fixed, so transcripts do not change from run to run.
public enum RuntimeClock {
	public static let now = Date(timeIntervalSince1970: 1_700_000_000)
}

open class User: NSObject {
	public let userId: Int64

	public init(userId: Int64) {
		self.userId = userId
	}
}

open class SessionContext: NSObject {
	nonisolated(unsafe) public static var currentContext: SessionContext?

	public let session: LRSession
	public let user: User
	public let cacheManager: CacheManager

	public init(session: LRSession, user: User) {
		self.session = session
		self.user = user
		self.cacheManager = CacheManager()
	}

	open class var isLoggedIn: Bool {
		return currentContext != nil
	}

	open func createRequestSession() -> LRSession {
		return LRSession(session: session)
	}

	/// The scenarios' user 20156 on a fresh cache, signed in as `loginWithBasic` signs in: a
	/// session with basic authentication (`test@liferay.com`, the portal model's user).
	public static func login() {
		login(authentication: LRBasicAuthentication(username: "test@liferay.com", password: "test"))
	}

	/// The same user with another authentication (as `loginWithOAuth2`/`loginWithCookie` keep
	/// the one they are given), or none.
	public static func login(authentication: LRAuthentication?) {
		currentContext = SessionContext(session: LRSession(server: "http://portal", authentication: authentication), user: User(userId: 20156))
	}
}

open class LiferayServerContext: NSObject {
	/// The site the app works in: settable, as Screens' is (the app may move to another site);
	/// each scenario starts in 20143.
	nonisolated(unsafe) static var currentGroupId: Int64 = 20143

	open class var groupId: Int64 {
		get { return currentGroupId }
		set { currentGroupId = newValue }
	}

	open class var companyId: Int64 {
		get { return 20116 }
		set {}
	}
}
