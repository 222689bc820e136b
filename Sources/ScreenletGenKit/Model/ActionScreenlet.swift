/// An action screenlet: a form of inputs and a button per action.
public struct ActionScreenlet: Sendable {
	/// `AddBookmark`
	public var name: String
	public var strings: StringsTable
	public var properties: [ScreenletValue]
	public var inputs: [ScreenletValue]
	public var actions: [Action]
	/// Connector (Interactor and Connector, cached, synchronized) or callback (the Interactor
	/// is the `LRCallback`, as Screens' "Basic" screenlets).
	public var style: ActionStyle
	/// The inputs that show a loaded entity's attribute (empty unless `fillFormMethod`).
	public var formFields: [FormField]
	/// `fillForm`: the screenlet's method that shows a loaded entity in the form (nil when no
	/// read action loads an entity or no input matches an attribute).
	public var fillFormMethod: String?
	/// An edit screen's `autoLoad` inspectable (true by default): shown, the screenlet runs its
	/// first action that fills the form. Nil without both a load that fills it and a write.
	public var autoLoadProperty: String?
	/// Its names only the iOS files have: the View's methods, SwiftUI (`Model/Apple/`).
	public var apple = AppleActionScreenletNames()

	public var screenletClass: String { return name + "Screenlet" }
	public var isCallbackStyle: Bool { return style == .callback }
	/// The inputs chosen among a parent Object's entries, each with its chooser.
	public var choosers: [(value: ScreenletValue, chooser: InputChooser)] {
		return inputs.compactMap { value in value.input?.chooser.map { (value, $0) } }
	}
	/// The writes whose buttons a loaded entry's `actions` enable.
	public var permittedActions: [Action] { return actions.filter { $0.permission != nil } }
	/// The action an edit screen runs when shown.
	public var autoLoadAction: Action? { return autoLoadProperty == nil ? nil : actions.first { $0.fillsForm } }

	/// The writes a SyncManager replays (connector style), longest name first, so that a key
	/// is matched by the action whose name it starts with, not by a shorter one it also starts with.
	public var syncedActions: [Action] {
		guard style == .connector else { return [] }
		return actions.filter { $0.isWrite }.sorted { $0.name.utf8.count > $1.name.utf8.count }
	}
}

public struct Action: Sendable {
	/// `add-bookmark`
	public var name: String
	/// `AddBookmark`: the prefix of its classes.
	public var prefix: String
	/// The first action also answers `BaseScreenlet.DefaultAction`.
	public var isDefault: Bool
	public var isWrite: Bool
	public var result: ResultKind
	public var style: ActionStyle
	/// A read with a result: it is cached (`readFromCache`/`writeToCache`).
	public var cachesResult: Bool
	/// A read of an entity whose values the form shows before the delegate hears of it.
	public var fillsForm: Bool
	public var cacheKey: CacheKey
	/// Properties and inputs the call uses, properties first, in spec order.
	public var values: [ScreenletValue]
	public var call: PortalCall
	/// `onBookmarkAdded`
	public var successLabel: String
	/// `onAddBookmarkError`
	public var failureLabel: String
	/// An add: after it succeeds, its inputs are cleared for the next one.
	public var clearsForm: Bool
	/// English: `ADD BOOKMARK`, and its key `add-bookmark-button`.
	public var buttonTitle: String
	public var buttonTitleKey: String
	/// Keys of the messages shown while the action runs and when it fails.
	public var progressKey: String
	public var failureKey: String
	/// A synced write whose call reads the site (a bare `groupId`, a headless `scopeKey`): the
	/// member (`groupId`) its Interactor and Connector keep the site in, the app's when the write
	/// was made and read back from its cache entry, so that a sync sends it to that site, as
	/// Screens' DDL form keeps its record's. Nil for any other action.
	public var recordedSite: String? = nil
	/// A cached read's key starts with the framework values its call reads (the site's id), as a
	/// list's does: after the app moves to another site, offline it shows that site's answer.
	public var contextCacheKeyValues: [ValueSource] = []
	/// An edit screen's write that the loaded entry's `actions` allow or not: its button is
	/// enabled only while they do. Nil for any other action.
	public var permission: ActionPermission? = nil
	/// The spec names the delegate's methods (`events`): each platform then uses these names,
	/// not its own convention's (`onAddBookmarkSuccess` on Android).
	public var namesSuccessEvent = false
	public var namesFailureEvent = false
	/// Its names only the iOS files have: the Interactor's result, the button (`Model/Apple/`).
	public var apple = AppleActionNames()

	/// A write's key is stored (`public let cacheKey`), and a synchronizer replays it by this key.
	public var cacheKeyIsStored: Bool { return isWrite && style == .connector }
	/// The Interactor reads or writes the cache (a write, or a read with a result).
	public var usesCache: Bool { return cacheKeyIsStored || cachesResult }
	/// The values that have a `validate` rule or a presence check, checked before the call.
	public var validations: [ScreenletValue] { return values.filter { $0.validation != nil || $0.presenceCheck != nil } }
	/// The required numbers, checked present before the call, which then reads them unwrapped.
	public var checkedNumbers: [ScreenletValue] { return values.filter { $0.presenceCheck != nil } }
	/// The inputs whose button waits until they are filled.
	public var requiredInputs: [ScreenletValue] { return values.filter { $0.input?.requirement != nil } }
}

/// What the portal must allow for an edit screen's write, read from the loaded entry.
public struct ActionPermission: Sendable {
	/// The key of the entry's `actions` that allows it: `update` (PATCH), `replace` (PUT), `delete`.
	public var key: String
	/// The View Model's flag (`canUpdateIncident`): true until a loaded entry says otherwise.
	public var flag: String
}

/// The key of an action's cache entry: every key starts with the action's name and `-`.
public enum CacheKey: Sendable {
	/// A read: the action and the values it sends (`get-bookmark-5`).
	case read([ScreenletValue])
	/// A write that changes one item: the values that say which (`update-item-5`), so that a
	/// later change replaces an unsent one.
	case perItem([ScreenletValue])
	/// An add or any other write: a fresh key for each (`add-bookmark-<UUID>`), so no write
	/// offline ever replaces another.
	case perWrite
}

/// A screenlet's texts, as Screens translates its own: `LocalizedString(table, key:, obj:)`
/// reads `"<table>-<key>"` from `<language>.lproj/<table>.strings`.
public struct StringsTable: Sendable {
	/// `addbookmark-screenlet`: the lowercased screenlet name and `-screenlet`.
	public var table: String
	/// Every key with its English text, in the order the screenlet uses them.
	public var entries: [(key: String, text: String)]

	/// The error for an answer that cannot be shown, the callback style's "login required",
	/// and a list's in-progress row.
	public static let invalidAnswerKey = "invalid-answer"
	public static let loginRequiredKey = "login-required"
	public static let loadingKey = "loading"
}
