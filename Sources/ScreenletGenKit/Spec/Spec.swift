/// A spec (format v1) after decoding and local validation: every value is typed and
/// remembers where it was written, for the errors of later stages.

public enum ValueType: String, CaseIterable, Sendable {
	case string = "String"
	case int = "Int"
	case int64 = "Int64"
	case double = "Double"
	case bool = "Bool"
	case date = "Date"

	public var isNumeric: Bool {
		return self == .int || self == .int64 || self == .double
	}
}

/// A value and the place and key path it came from.
public struct Located<Value: Sendable>: Sendable {
	public var value: Value
	public var location: SourceLocation
	public var path: String
}

public struct Spec: Sendable {
	public var file: String
	public var location: SourceLocation
	public var entity: Located<String>
	public var service: Located<String>?
	public var module: String?
	/// The portal generation the Mobile SDK classes are for (`"7.3"`): a service may then be
	/// written as its JSON web service path (`bookmarks.bookmarksentry`).
	public var sdk: Located<String>? = nil
	/// A headless REST API instead of a Mobile SDK service: the saved OpenAPI document the
	/// portal serves (`/o/c/tickets/openapi.json`), relative to the spec's folder.
	public var openAPI: Located<String>? = nil
	/// The document's entry schema (`Ticket`), when it has more than one page schema.
	public var schema: Located<String>? = nil
	/// With `openapi`: the path the API is published at (`/o/visits-app`), where the document's
	/// server leaves it as a placeholder (`${BASE_URL}`).
	public var basePath: Located<String>? = nil
	/// With `openapi`: a picklist field's entries, each a saved answer of the portal's list
	/// type API beside the spec (`"picklists": {"severity": "severity.list-type-entries.json"}`).
	public var picklists: [PicklistSource] = []
	/// With `openapi`: a many-to-one field chosen from its parent Object's entries, whose own
	/// document is saved beside the spec (`"choosers": {"r_projectTasks_c_projectId":
	/// {"openapi": "projects.openapi.json", "title": "name"}}`).
	public var choosers: [ChooserSource] = []
	/// Empty with `openapi` when the spec leaves them to the entry schema.
	public var attributes: [AttributeSpec]
	public var screenlets: [ScreenletSpec]
	/// `"async": true`: `async` functions that run each action and load each list's pages
	/// without a screenlet. Nil when the spec does not say (`SpecDefaults` decide).
	public var generatesAsync: Bool? = nil
	/// `"swiftUI": true`: a SwiftUI view for each screenlet. Nil when the spec does not say.
	public var generatesSwiftUI: Bool? = nil
	/// `"platform": "ios"`: the platforms the spec is written for; a run of others leaves it
	/// out. Nil: every platform the run asks for.
	public var platforms: Located<[Platform]>? = nil

	/// Whether a run for `platform` writes this spec's files.
	public func isWritten(for platform: Platform) -> Bool {
		return platforms?.value.contains(platform) ?? true
	}
}

/// One member of `picklists`: the entry's field and the saved answer that lists its entries.
public struct PicklistSource: Sendable {
	public var field: Located<String>
	public var file: Located<String>
}

/// One member of `choosers`: the entry's field (a parent's id) and where its choices come from.
public struct ChooserSource: Sendable {
	public var field: Located<String>
	/// The parent Object's OpenAPI document, beside the spec.
	public var file: Located<String>
	/// The parent's field a person knows it by (`name`); nil: its `name` or `title`.
	public var title: Located<String>?
}

/// A platform a run writes for: iOS (Swift and XIBs for Liferay Screens 5.2.1) unless
/// Android (Java and resources for Liferay Screens for Android 5.1.0) is asked for, or both.
public enum Platform: String, CaseIterable, Sendable, Comparable {
	case ios
	case android

	/// iOS first: the order a run of both plans and reports them in.
	public static func < (left: Platform, right: Platform) -> Bool {
		return left == .ios && right == .android
	}
}

/// What a run generates for a spec that does not say (`screenletgen.json`'s `async` and
/// `swiftUI`), and for which platforms (`--platform`, the config's `platform` and `androidPackage`).
public struct SpecDefaults: Sendable, Equatable {
	public var generatesAsync = false
	public var generatesSwiftUI = false
	/// The platforms asked, each once, iOS first; never empty.
	public private(set) var platforms: [Platform] = [.ios]
	/// The Java package of an Android run's classes (`com.example.screens`): the app module's.
	public var androidPackage: String? = nil

	public init(generatesAsync: Bool = false, generatesSwiftUI: Bool = false, platform: Platform = .ios, androidPackage: String? = nil) {
		self.init(generatesAsync: generatesAsync, generatesSwiftUI: generatesSwiftUI, platforms: [platform], androidPackage: androidPackage)
	}

	public init(generatesAsync: Bool = false, generatesSwiftUI: Bool = false, platforms: [Platform], androidPackage: String? = nil) {
		self.generatesAsync = generatesAsync
		self.generatesSwiftUI = generatesSwiftUI
		self.androidPackage = androidPackage
		self.platforms = SpecDefaults.ordered(platforms)
	}

	/// The one platform asked, or the first (iOS) of several.
	public var platform: Platform {
		get { return platforms[0] }
		set { platforms = [newValue] }
	}

	public mutating func ask(_ platforms: [Platform]) {
		self.platforms = SpecDefaults.ordered(platforms)
	}

	/// These defaults for one platform of the run: what that platform's files and fingerprints are made with.
	public func only(_ platform: Platform) -> SpecDefaults {
		var one = self
		one.platforms = [platform]
		return one
	}

	private static func ordered(_ platforms: [Platform]) -> [Platform] {
		let asked = Set(platforms).sorted()
		return asked.isEmpty ? [.ios] : asked
	}

	/// Part of every spec's fingerprint: a change regenerates the specs it changes. An iOS
	/// run's text is what it was before Android, so its manifests stay valid; a run of both
	/// fingerprints each platform's files as a run of that platform alone does.
	var fingerprintText: String {
		let text = "async=\(generatesAsync) swiftUI=\(generatesSwiftUI)"
		return platform == .ios ? text : text + " platform=\(platform.rawValue) package=\(androidPackage ?? "")"
	}
}

public struct AttributeSpec: Sendable {
	/// `priority.key` → `["priority", "key"]`: a headless answer's key read into an object.
	public static func keyParts(_ key: String) -> [String] {
		return key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
	}

	public var name: Located<String>
	public var type: ValueType
	public var key: String
	public var optional: Bool
	/// `key` and `type` where the spec writes them, for the errors about them (nil when not written).
	public var writtenKey: Located<String>? = nil
	public var writtenType: Located<ValueType>? = nil
}

public enum Validation: String, CaseIterable, Sendable {
	case positive
	case notEmpty
}

public enum Fallback: String, CaseIterable, Sendable {
	case groupId
	case companyId
}

/// A screenlet property (`@IBInspectable`) or an action input (a View Model member).
public struct ValueSpec: Sendable {
	public var name: Located<String>
	public var type: ValueType
	public var validate: Validation?
	public var message: String?
	public var fallback: Fallback?
	/// An input's text has several lines (`UITextView`).
	public var multiline: Bool = false
	/// An input chosen among fixed values (`UISegmentedControl`).
	public var choices: [ChoiceSpec]? = nil
	/// Any number of the choices at once (a multiselect picklist's input, from its saved entries):
	/// their values joined with ", ", as the portal stores them.
	public var choosesSeveral: Bool = false
	/// `"sent": false`: no generated action sends the input; the app's own interactor reads it.
	public var sent: Bool? = nil
	/// An input's `optional`, as written: whether a person may leave it out (nil: as its calls need).
	public var optional: Located<Bool>? = nil
	/// `"type": "File"`: a file the app chooses, attached to an attachment field of a headless
	/// entry (`{"fileBase64", "name"}`). Held as its path (`type` is `.string`), and always
	/// optional; where `"File"` is written.
	public var attachesFile: Located<Bool>? = nil
	/// A parent's id chosen among the parent Object's entries (`choosers`), resolved.
	public var parentChoice: ParentChoice? = nil
}

/// Where a chooser's entries are read and what it shows of each, as the parent's document says.
public struct ParentChoice: Sendable {
	/// The parent's entry schema (`Project`): the chooser's caption.
	public var parentName: String
	/// The parent API's path below the server (`/o/c/projects`).
	public var basePath: String
	/// The page's path below it: `/`, or `/scopes/{scopeKey}` for a site's Object.
	public var pagePath: String
	/// The parent's field a person knows it by (`name`).
	public var titleField: String
}

/// One of an input's fixed values: a string or an integer, and the title the user sees.
public struct ChoiceSpec: Sendable {
	public var location: SourceLocation
	public var path: String
	/// A string (`"open"`) or an integer as written (`"2"`), by the input's type.
	public var value: String
	public var title: String?
}

public enum ScreenletSpec: Sendable {
	case list(ListScreenletSpec)
	case action(ActionScreenletSpec)
}

public enum ListTheme: String, CaseIterable, Sendable {
	case table
	case collection
}

public struct ListScreenletSpec: Sendable {
	public var location: SourceLocation
	public var path: String
	public var name: Located<String>?
	public var properties: [ValueSpec]
	public var responseEvent: Located<String>?
	public var errorEvent: Located<String>?
	public var selectedEvent: Located<String>?
	public var page: CallSpec
	public var count: CallSpec?
	public var offline: Bool
	public var cell: Located<String>?
	/// More attributes shown in each row, under `cell` (`"cell": ["name", "url"]`).
	public var cellDetails: [Located<String>] = []
	public var theme: ListTheme
}

public enum ActionStyle: String, CaseIterable, Sendable {
	case connector
	case callback
}

public struct ActionScreenletSpec: Sendable {
	public var location: SourceLocation
	public var path: String
	public var name: Located<String>
	public var properties: [ValueSpec]
	public var inputs: [ValueSpec]
	public var actions: [ActionSpec]
	public var style: ActionStyle
	/// Where `style` is written (nil when it is not).
	public var styleLocation: SourceLocation? = nil
}

public enum ResultKind: String, CaseIterable, Sendable {
	case entity
	case raw
	case none
}

public struct ActionSpec: Sendable {
	public var location: SourceLocation
	public var path: String
	public var name: Located<String>
	public var call: CallSpec
	public var result: ResultKind
	public var write: Bool?
	public var successEvent: Located<String>?
	public var failureEvent: Located<String>?
}

/// A call: `page`, `count`, or one action's call. A Mobile SDK service's method (`method`,
/// with `service` and `swiftName`), or an operation of the spec's OpenAPI document
/// (`operation`, with `body`): the decoder gives each call exactly one of the two.
public struct CallSpec: Sendable {
	public var location: SourceLocation
	public var path: String
	public var method: Located<String>?
	public var params: [ParamSpec]
	public var service: Located<String>?
	public var swiftName: Located<String>?
	/// `getTicketsPage`, or `"PATCH /{ticketId}"`.
	public var operation: Located<String>? = nil
	/// The request body's fields: an operation's (beside a method, an error of the decoder's).
	public var body: [ParamSpec] = []
	/// Whether Swift imports the method as `throws`: never written in a spec; resolution sets it
	/// from the Mobile SDK's header (`Discovery.Method.swiftThrows`).
	public var swiftThrows = true
}

/// The JSON web service type of a parameter, as the portal's discovery names it; the last
/// three are what the Mobile SDK's Objective-C signature takes for the portal's other types.
public enum ServiceType: String, CaseIterable, Sendable {
	case long
	case int
	case boolean
	case double
	case string
	/// `String[]`, `long[]`, `java.util.List`: an `NSArray`.
	case array
	/// `java.util.Map` (a localized `titleMap`…): an `NSDictionary`.
	case map
	/// `com.liferay.…` (`ServiceContext`, `ImageSelector`…): an `LRJSONObjectWrapper`.
	case object

	/// A type the Mobile SDK takes as an Objective-C object, not a number, flag or string.
	public var isObject: Bool {
		return self == .array || self == .map || self == .object
	}
}

/// A fixed value of a parameter, as the spec wrote it in JSON.
public indirect enum LiteralValue: Sendable, Equatable {
	case string(String)
	/// The number exactly as the spec wrote it.
	case number(String)
	case bool(Bool)
	/// `nil`: accepted by any parameter the SDK takes as an object.
	case null
	case array([LiteralValue])
	case object([LiteralMember])

	/// How a message names the value's JSON kind.
	var kindDescription: String {
		switch self {
		case .string: return "a string"
		case .number(let text): return text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? "the decimal \(text)" : "the number \(text)"
		case .bool: return "a boolean"
		case .null: return "null"
		case .array: return "an array"
		case .object: return "an object"
		}
	}
}

public struct LiteralMember: Sendable, Equatable {
	public var key: String
	public var value: LiteralValue
}

public struct ParamSpec: Sendable {
	public var location: SourceLocation
	public var path: String
	public var name: String
	public var from: Located<String>?
	public var value: LiteralValue?
	public var type: ServiceType?
}

extension Spec {

	/// Rewrites every call of the spec (each list's page and count, each action's call) in
	/// place, with the properties and inputs its screenlet gives it values from; for the steps
	/// between decoding and the model that complete what the spec left out.
	mutating func updateCalls(_ update: (inout CallSpec, _ properties: [ValueSpec], _ inputs: [ValueSpec]) -> Void) {
		for index in screenlets.indices {
			switch screenlets[index] {
			case .list(var list):
				update(&list.page, list.properties, [])
				if var count = list.count {
					update(&count, list.properties, [])
					list.count = count
				}
				screenlets[index] = .list(list)
			case .action(var action):
				for item in action.actions.indices {
					update(&action.actions[item].call, action.properties, action.inputs)
				}
				screenlets[index] = .action(action)
			}
		}
	}
}
