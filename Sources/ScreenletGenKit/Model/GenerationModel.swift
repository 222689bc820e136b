/// What one spec's screenlets are and do, decided once by Liferay's conventions: names,
/// types, calls, cache keys, controls. Values here are names and enums, never Swift or XML
/// text, escaping or layout: the template context (`Context/`) makes those from this.

public struct GenerationModel: Sendable {
	public var specFile: String
	public var entity: Entity
	/// The app's module, for Interface Builder (`customModule`), when the spec sets `module`.
	public var module: String?
	public var lists: [ListScreenlet]
	public var actionScreenlets: [ActionScreenlet]
	/// Each screenlet's `async` functions (`<Screenlet>+Async.swift`).
	public var generatesAsync: Bool
	/// Each screenlet's SwiftUI view (`SwiftUI/<Name>View.swift`).
	public var generatesSwiftUI: Bool
	/// The request type a headless spec's Connectors share (`Model/TicketRequest.swift`); nil for a Mobile SDK service.
	public var headless: HeadlessRequestType? = nil
}

/// `TicketRequest`: sends one call to the API at `basePath`, reads its dates and errors.
public struct HeadlessRequestType: Sendable {
	public var name: String
	/// `/o/c/tickets`
	public var basePath: String
	/// Some write sends a localized field as its map (`title_i18n`), so the type can merge the
	/// app's language into an entry's translations.
	public var writesTranslations = false
	/// A function for each attachment field an attribute shows, which reads the file's bytes.
	public var attachmentDownloads: [AttachmentDownload] = []
	/// Some write attaches a file (a `File` input): the type has `file(at:)`, which reads it
	/// into what the portal takes.
	public var sendsFiles = false
}

/// `downloadCover(of:session:)`: an entry's attachment read through the API, with the
/// session's authentication, as `GET <pathBeforeId><id>?nestedFields=cover.fileBase64`.
public struct AttachmentDownload: Sendable {
	/// The attachment field: `cover`.
	public var field: String
	/// `downloadCover`
	public var method: String
	/// The entry's GET path before its id: `/` (an Object's `/{articleId}`), `/visits/`.
	public var pathBeforeId: String
}

public struct Entity: Sendable {
	/// `Bookmark`
	public var className: String
	/// `bookmark`: a row or result parameter name (`bookmarkEntity` where that is `screenlet` or `error`).
	public var variableName: String
	/// `bookmarks`
	public var pluralVariableName: String
	public var attributes: [Attribute]
	/// `permits`: the model's method that says whether the portal lets the user do an action
	/// on the entry (a key of its `actions`). Nil unless the entry schema has `actions`.
	public var permitsMethod: String? = nil
}

public struct Attribute: Sendable {
	public var name: String
	/// The key of its value in the portal's answer.
	public var key: String
	public var type: ValueType
	/// Declared `optional`: an answer may lack it.
	public var isOptional: Bool
	/// A headless answer's value: a date as ISO text, and a dotted key (`priority.key`) read
	/// into the object at its first part.
	public var isHeadless: Bool = false
	/// A headless `date` field: a day, read in the device's zone (the portal writes its GMT midnight).
	public var isDayOnly: Bool = false
	/// A picklist read at its key (`severity.key`): the model's member for the entry's name,
	/// which the portal writes in the request's language (`severityName`); a list shows it.
	public var picklistNameMember: String? = nil
	/// A multiselect picklist's: each entry's value at the key's last part, joined with ", "
	/// (`"power, water"`), as the portal stores the keys.
	public var isMultiselect: Bool = false

	/// `["priority", "key"]` for a headless `priority.key`; one key otherwise.
	public var keyPath: [String] {
		return isHeadless ? AttributeSpec.keyParts(key) : [key]
	}
}

/// A screenlet property (an `@IBInspectable`) or an action input (a View Model member), as
/// the screenlet, its Interactor and its Connector hold it.
public struct ScreenletValue: Sendable {
	/// The spec's name: the screenlet's or the View Model's member, and the cache attribute's key.
	public var name: String
	/// The name the Interactor and Connector store it under: `name`, unless one of them
	/// already has that member (`bookmarkName` for `Operation.name`).
	public var storedName: String
	public var type: ValueType
	/// Zero is replaced by `LiferayServerContext.groupId` or `.companyId`.
	public var fallback: Fallback?
	public var validation: ValueValidation?
	/// How the View shows it; nil for a property.
	public var input: Input?

	/// A required number the View could not read (empty, or text that is no number): the call
	/// refuses to run without it (`Guests must be a whole number`). Nil for any other value.
	public var presenceCheck: PresenceCheck? = nil

	public var isInput: Bool {
		return input != nil
	}

	/// Held as an optional (`Int?`, `Date?`): an input a person may leave out, or a number typed
	/// as text, which holds nothing until it reads as a number.
	public var mayBeAbsent: Bool {
		guard let input = input else { return false }
		return input.isOptional || input.readsNumber || input.chooser != nil
	}

	/// After an add succeeds the input is emptied for the next one: text, and a choice (unselected).
	/// A number, a date or a switch keeps its value.
	public var isClearedAfterAdd: Bool {
		guard let input = input else { return false }
		return input.control == .segmentedControl || input.control == .switchGroup || type == .string
	}

	/// A file attached to an attachment field (`Input.attachesFile`).
	public var attachesFile: Bool {
		return input?.attachesFile ?? false
	}
}

/// A required number's check that it was read, with the message the user reads when it was
/// not (`Guests must be a whole number`) and its key (`invalid-guests`).
public struct PresenceCheck: Sendable {
	public var message: String
	public var messageKey: String
}

/// A value's `validate` rule with the message the user reads when it fails.
public struct ValueValidation: Sendable {
	public var rule: Validation
	/// English: the spec's `message`, or `Title cannot be empty`.
	public var message: String
	/// Its key in the screenlet's string table: `empty-title`, `undefined-folderId`.
	public var messageKey: String
}

/// The control that edits an input, from its type (Documentation/Spec.md: inputs that fit the data).
public enum InputControl: Sendable {
	/// `switchGroup`: a switch for each choice, any number of them on (a multiselect picklist).
	/// `fileLabel`: a label that shows the chosen file's name (the app sets the file), else the caption.
	/// `chooser`: a button that shows the chosen parent's title and offers the parent Object's
	/// entries (`choosers`).
	case textField, textView, switchControl, datePicker, segmentedControl, switchGroup, fileLabel, chooser

	init(_ input: ValueSpec) {
		if input.attachesFile != nil { self = .fileLabel }
		else if input.parentChoice != nil { self = .chooser }
		else if input.choices != nil { self = input.choosesSeveral ? .switchGroup : .segmentedControl }
		else if input.multiline { self = .textView }
		else if input.type == .bool { self = .switchControl }
		else if input.type == .date { self = .datePicker }
		else { self = .textField }
	}

	/// Only a text field has a placeholder; the others have a caption label, but a file's
	/// label, which shows the caption itself until a file is chosen.
	public var hasCaption: Bool {
		return self != .textField && self != .fileLabel
	}
}

/// How an input appears in the View.
public struct Input: Sendable {
	public var control: InputControl
	/// English placeholder (a text field) or caption (any other control): `Due date`.
	public var label: String
	/// Its key in the screenlet's string table: `title-placeholder`, `notes-caption`.
	public var labelKey: String
	/// A segmented control's segments, in order.
	public var choices: [Choice]
	/// What the buttons of the actions that send it wait for, its control reporting each change:
	/// a required input filled in, a number's text that reads as one.
	public var requirement: InputRequirement?
	/// A person may leave it out (a number's text empty, a date or a switch not set): it is
	/// then absent and not sent. Text is always sent as typed, empty or not.
	public var isOptional: Bool = false
	/// A number typed as text, read in the person's language (`1,5` in German): never a guess.
	public var readsNumber: Bool = false
	/// A file the app chooses (`"type": "File"`), attached to an attachment field: the View
	/// Model holds its `URL?`, the Interactor, Connector and cache its path (`String?`), and
	/// the request sends its content as `{"fileBase64", "name"}`. Always optional.
	public var attachesFile: Bool = false
	/// A date picker for a day without a time (sent as a day: a headless `date` field).
	public var picksDay: Bool = false
	/// A parent's id chosen among its Object's entries (`InputControl.chooser`).
	public var chooser: InputChooser? = nil
	/// Its names in the iOS View: outlets, flags, UI tests' names (`Model/Apple/`).
	public var apple = AppleInputNames()
}

/// A parent's id chosen among the parent Object's entries: the form's button loads one page of
/// them (a cached read of the screenlet's own, so an offline form offers what it last loaded)
/// and the View shows their titles as a sheet; the chosen one's id is sent.
public struct InputChooser: Sendable {
	/// The portal's largest page: the parents offered are the first this many by title.
	public static let pageSize = 500
	/// English: the button's title until a parent is chosen.
	public static let chooseText = "Choose..."

	/// Where the parents are read and what titles each.
	public var parent: ParentChoice
	/// The read's name (`load-project-choices`), an action of the screenlet.
	public var actionName: String
	/// `AddProjectTaskProjectChoices`: what each platform's classes of the read are named after
	/// (`…Interactor`), around the screenlet's other classes.
	public var classBase: String
	/// The View Model's method that shows the loaded parents (`showProjectChoices`) and the
	/// View's record of the titles it showed by id (`projectTitles`), which titles the button.
	public var showMethod: String
	public var titlesMember: String
	/// Keys: the button's title until a parent is chosen, the sheet's message when there are
	/// none, "None" (an optional input only), "Cancel", and the read's progress and failure.
	public var chooseKey: String
	public var emptyKey: String
	public var noChoiceKey: String?
	public var cancelKey: String
	public var progressKey: String
	public var failureKey: String
	/// The read of one page of parents, sorted by their titles, below the parent's API.
	public var page: HeadlessCall

	/// Its names in the iOS View (`Model/Apple/`).
	public var apple = AppleChooserNames()

	/// `AddProjectTaskProjectChoicesInteractor`
	public var interactorClass: String { return classBase + "Interactor" }
	/// `LoadProjectChoices`: the read's name as its classes' and methods' names take it.
	public var prefix: String { return Words.upperCamel(kebab: actionName) }

	/// The page's path reads the site (`/scopes/{scopeKey}`): its cache entry is the site's.
	public var readsSite: Bool {
		return PortalCall.headless(page).reads(.groupId)
	}
}

/// What "filled" means for a required input's control, and the event that reports a change.
public enum InputRequirement: Sendable, Equatable {
	/// A text field with text (`editingChanged`).
	case textEntered
	/// A segmented control with a selected segment (`valueChanged`).
	case segmentSelected
	/// A number's text field that reads as a number (`editingChanged`); an optional one may
	/// also be empty.
	case numberTyped(optional: Bool)
	/// A required chooser with a parent chosen: the View's member of the input's name holds its
	/// id, and its change tells the buttons (no control event).
	case entryChosen
}

/// One segment of a choice input, or one switch of a switch group.
public struct Choice: Sendable {
	/// As the spec wrote it: a string (`open`) or an integer (`2`), by the input's type.
	public var value: String
	/// English: the spec's title, or the value in words (`in-progress` → `In progress`).
	public var title: String
	/// `status-choice-open`
	public var titleKey: String
	/// Its names in the iOS View, in a switch group (`Model/Apple/`).
	public var apple = AppleChoiceNames()
}

/// An input that shows a loaded entity's attribute of the same name and type.
public struct FormField: Sendable {
	public var input: ScreenletValue
	public var attribute: Attribute
}

/// A Mobile SDK service call: the Swift method and what each argument passes.
public struct ServiceCall: Sendable {
	/// `LRBookmarksEntryService_v7`
	public var serviceClass: String
	/// `getEntriesCount(withGroupId:folderId:)`
	public var name: SwiftMethodName
	/// One per parameter, in `name.labels` order.
	public var arguments: [ArgumentValue]
	/// How the method, as Swift imports it, reports a failure.
	public var errorReporting: ServiceErrorReporting
	/// The portal's method as the SDK catalog has it (its path, parameters and their Java
	/// types, its answer): what a platform's own service class sends. Nil for a class the
	/// catalog does not have (a custom portlet's, checked against a discovery answer).
	public var portalMethod: Discovery.Method? = nil
	/// The spec's method path (`/todo.item/get-item`), its params' names and the type each is
	/// sent as (nil: an object of a type the spec does not say): what a platform's own copy of a
	/// class the catalog lacks is made from.
	public var portalPath: String? = nil
	public var parameterNames: [String] = []
	public var parameterTypes: [ServiceType?] = []

	/// An argument reads `SessionContext.currentContext` (`userId`): a static var of a module
	/// built before Swift concurrency, which a Swift 6 file imports `@preconcurrency`.
	public var readsSessionContext: Bool {
		return arguments.contains {
			if case .value(.sessionUserId, _) = $0 { return true }
			return false
		}
	}
}

/// What one argument of a call passes.
public enum ArgumentValue: Sendable {
	/// A fixed value of the spec, as the parameter's type takes it (nil: not known).
	case literal(LiteralValue, as: ServiceType?)
	/// A value of the screenlet or the framework, converted to the parameter's type.
	case value(ValueSource, ArgumentConversion)
}

/// Where an argument's value comes from (Documentation/Spec.md's order for a bare name).
public enum ValueSource: Sendable, Equatable {
	/// A page's first and last row (`Int`).
	case startRow, endRow
	/// A page's order-by comparator, passed as it is.
	case orderByComparator
	/// A property or input, under the name its class stores it; `isOptional`: an input a person
	/// may leave out, nil when left out.
	case stored(name: String, type: ValueType, isOptional: Bool)
	/// `LiferayServerContext.groupId`, `.companyId` (`Int64`).
	case groupId, companyId
	/// The logged-in user's id (`Int64`), read before the call, which fails when no one is logged in.
	case sessionUserId
	/// No service context: `nil`.
	case serviceContext
	/// The app's language (`String`).
	case locale
	/// An add's external reference code, made on the device with the write (`String`).
	case externalReferenceCode
	/// The site a synced write was made in (`Int64`): `LiferayServerContext.groupId` when its
	/// Interactor was made, kept in its cache entry, held by Interactor and Connector as `member`.
	case recordedGroupId(member: String)

	/// The Swift type of the value; nil for one passed as it is (an object).
	public var type: ValueType? {
		switch self {
		case .startRow, .endRow: return .int
		case .stored(_, let type, _): return type
		case .groupId, .companyId, .sessionUserId, .recordedGroupId: return .int64
		case .locale, .externalReferenceCode: return .string
		case .orderByComparator, .serviceContext: return nil
		}
	}
}

/// How a value becomes the type the Mobile SDK's method takes.
public enum ArgumentConversion: Sendable, Equatable {
	/// The same type, or an object passed as it is.
	case none
	/// Another number type (`Int32(startRow)`).
	case number(ServiceType)
	/// Milliseconds since 1970 as a `long`, as the portal sends and takes dates.
	case dateMilliseconds
	/// `String(value)`.
	case text
	/// `[value]` where the SDK takes an array.
	case singleElementArray
	/// `[language: value]` where the SDK takes a localized map (`titleMap`).
	case localizedMap
	/// The text a headless API reads a date as: ISO 8601 in UTC (`date-time`), or the day
	/// in the device's zone (`date`).
	case isoDate(dayOnly: Bool)
}
