/// The screenlets of one spec with every Swift name, label, literal and file path decided.
/// Templates read these values (see Documentation/Templates.md, "Template variables"); nothing downstream
/// derives a name again.

public struct GenerationModel: Sendable {
	public var specFile: String
	public var entity: EntityModel
	/// `customModule="…"` in XIBs, when the spec sets `module`.
	public var module: String?
	public var lists: [ListModel]
	public var actionScreenlets: [ActionScreenletModel]
	/// Each screenlet's `async` functions (`<Screenlet>+Async.swift`).
	public var generatesAsync: Bool
	/// Each screenlet's SwiftUI view (`SwiftUI/<Name>View.swift`).
	public var generatesSwiftUI: Bool
}

public struct EntityModel: Sendable {
	/// `Bookmark`
	public var className: String
	/// The name it has in the Objective-C runtime (and in archived cache entries): the class
	/// name, or `AppComment` for an entity named like a Screens data class.
	public var objcName: String
	/// `bookmark`: a row or result parameter name.
	public var variableName: String
	/// `bookmarks`
	public var pluralVariableName: String
	public var attributes: [AttributeModel]
	/// The attributes read without `?`: an answer lacking one is refused (`isComplete(_:)`).
	public var requiredAttributes: [RequiredAttributeModel]
}

public struct RequiredAttributeModel: Sendable {
	public var keyLiteral: String
	/// The type the server's value must have: the attribute's, `Double` for a `Date`.
	public var serverType: String
}

public struct AttributeModel: Sendable {
	/// The Swift name, in backticks when it is a keyword.
	public var name: String
	/// The server key as a Swift string literal: `"url"`.
	public var keyLiteral: String
	/// `String`, `Int64`, `Date`…
	public var swiftType: String
	/// Declared `optional`: read with `as?`.
	public var isOptional: Bool
	/// Overrides an `NSObject` member (`description`, `hash`…).
	public var isOverride: Bool
	/// Its getter would repeat a selector Swift hides (`class`, `zone`…): `@nonobjc`.
	public var isNonObjC: Bool
	/// Overrides an NSObject member, which must never fail: read with `as?` and this default.
	public var overrideDefault: String?
	/// `as?` (optional or an override) or `as!`.
	public var castOperator: String
	public var isDate: Bool
}

/// A screenlet property, an action input, or a value an Interactor/Connector stores.
public struct ValueModel: Sendable {
	/// The Swift name, in backticks when it is a keyword.
	public var name: String
	/// The name as an argument label at a call site (keywords need no backticks there).
	public var label: String
	/// The name the Interactor and Connector store it under: `name`, unless one of them
	/// already has that member (`bookmarkName` for `Operation.name`).
	public var storedName: String
	/// The initializer parameter of the Interactor and Connector: `name: ` or `name bookmarkName: `.
	public var parameter: String
	public var swiftType: String
	/// The Swift literal of the zero value (`0`, `""`, `false`, `0.0`).
	public var defaultValue: String
	/// The spec's name as a Swift literal: its key among a cache entry's attributes.
	public var keyLiteral: String
	/// The stored value as a cache attribute (a property-list value): `NSNumber(value: folderId)`, `title`.
	public var cacheValue: String
	/// The value read back from a cache entry's `cacheAttributes`, nil when missing or of another
	/// type: `(cacheAttributes["folderId"] as? NSNumber)?.int64Value`.
	public var cacheAttributeDecoder: String
	/// `groupId` or `companyId`: zero is replaced by `LiferayServerContext.<fallback>`.
	public var fallback: String?
	public var validatesPositive: Bool
	public var validatesNotEmpty: Bool
	/// The validation message as a Swift string literal (the English text of `messageKeyLiteral`).
	public var messageLiteral: String?
	/// The validation message's key in the screenlet's string table: `"empty-title"`.
	public var messageKeyLiteral: String?
	/// An input (read from the View Model) rather than a property (an `@IBInspectable`).
	public var isInput: Bool
	public var input: InputModel?
}

/// How an input appears in the View and its XIB.
public struct InputModel: Sendable {
	/// `titleTextField`
	public var outlet: String
	/// The outlet's class: `UITextField`, `UITextView`, `UISwitch`, `UIDatePicker`, `UISegmentedControl`.
	public var controlClass: String
	/// A one-line text field for a String.
	public var isText: Bool
	/// A text field for a number, with a number or decimal keyboard.
	public var isNumber: Bool
	public var isSwitch: Bool
	/// A text view: a String of several lines (`multiline`).
	public var isMultiline: Bool
	/// A date picker.
	public var isDate: Bool
	/// A segmented control: one of the spec's `choices`.
	public var isChoice: Bool
	public var choices: [ChoiceModel]
	/// The choices' values as a Swift array literal: `["open", "closed"]`, `[1, 2, 3]`.
	public var choicesLiteral: String
	/// XML-escaped placeholder or label text: `Title`.
	public var placeholderXML: String
	/// The key of that text in the screenlet's string table: `"title-placeholder"`.
	public var labelKeyLiteral: String
	/// The label that shows the caption of a control without a placeholder: `favoriteLabel`.
	public var captionOutlet: String?
	/// UIKit keyboard type for text fields (`default`, `numberPad`, `decimalPad`).
	public var keyboardType: String
	/// A required input (`notEmpty`, or `positive` on a number field or a choice) whose control
	/// reports each change: true while it holds a value, `!(titleTextField?.text ?? "").isEmpty`.
	public var filledExpression: String?
	/// The control event that reports a change: `editingChanged`, `valueChanged`.
	public var changeEvent: String?
	/// What the input shows after a successful add, ready for the next one: `""`, `0`; nil
	/// (kept) for a date or a switch.
	public var clearedValue: String?
}

/// An input that shows a loaded entity's attribute: `viewModel.title = task.title`.
public struct FormFieldModel: Sendable {
	/// The View Model member: `title`.
	public var input: String
	/// The value from the entity parameter of `fillFormMethod`: `task.title`, `task.notes ?? ""`.
	public var expression: String
}

/// One segment of a choice input.
public struct ChoiceModel: Sendable {
	public var index: Int
	/// The value as a Swift literal: `"open"`, `2`.
	public var valueLiteral: String
	/// XML-escaped title for the XIB: `Open`.
	public var titleXML: String
	/// The title's key in the screenlet's string table: `"status-choice-open"`.
	public var titleKeyLiteral: String
}

public struct ArgumentModel: Sendable {
	/// The argument label, nil for `_`.
	public var label: String?
	/// The Swift expression passed: `folderId`, `Int32(startRow)`, `LiferayServerContext.groupId`, `nil`…
	public var expression: String
}

public struct CallModel: Sendable {
	/// `LRBookmarksEntryService_v7`
	public var serviceClass: String
	/// `getEntriesCount`
	public var methodBase: String
	public var arguments: [ArgumentModel]
	/// The full Swift name, `getEntriesCount(withGroupId:folderId:)`.
	public var swiftName: String
	/// An argument reads `SessionContext.currentContext` (`userId`): a static var of a module
	/// built before Swift concurrency, which a Swift 6 file imports `@preconcurrency`.
	public var readsSessionContext: Bool
}

public struct ListModel: Sendable {
	/// `BookmarkList`
	public var name: String
	/// The screenlet's string table, `"bookmarklist-screenlet"`, and its texts.
	public var strings: StringsTableModel
	/// The key of the in-progress cell's text: `"loading"`.
	public var loadingKeyLiteral: String
	public var screenletClass: String
	public var delegateProtocol: String
	/// `bookmarkListDelegate`
	public var delegateProperty: String
	public var interactorClass: String
	public var connectorClass: String
	public var viewClass: String
	public var properties: [ValueModel]
	/// The properties that have a `validate` rule.
	public var validations: [ValueModel]
	/// Any `@IBInspectable`: a property, or `offlinePolicy`.
	public var hasInspectables: Bool
	public var offline: Bool
	/// No `count` call: the list streams (`computeRowCount: false`).
	public var streams: Bool
	public var page: CallModel
	public var count: CallModel?
	/// The page or count call reads `SessionContext.currentContext`.
	public var readsSessionContext: Bool
	public var responseLabel: String
	public var errorLabel: String
	public var selectedLabel: String
	/// A Swift string literal for `cacheKey` when the list has no properties.
	public var cacheKeyLiteral: String
	/// The page call takes no `start`/`end`: its first page is the whole list, loaded once.
	public var loadsOnce: Bool
	/// The page call passes `obc`: the order is part of the cache key.
	public var ordersRows: Bool
	public var cell: CellModel
	public var xib: ListXIBModel
	public var collection: CollectionThemeModel?
	/// The table theme's own cell, when a row shows more than one attribute (`cell` is an array).
	public var tableCell: TableCellModel?
	/// What the spec's writes do to its entity, shown in the list without a reload (as
	/// `CommentListScreenlet`'s add/update/delete): nil when the spec has no such write.
	public var changesInPlace: ListChangesModel?
	/// Its SwiftUI view, when the spec asks for them.
	public var swiftUIView: SwiftUIViewModel?
}

/// The list screenlet's methods that change rows in place.
public struct ListChangesModel: Sendable {
	/// `addBookmark`: appends a row (an action adds the entity and returns it).
	public var addMethod: String?
	/// `updateBookmark`: replaces the row of the same item (an action changes one item).
	public var updateMethod: String?
	/// `deleteBookmark`: removes the row of an item, by its identity attribute.
	public var deleteMethod: String?
	/// The attribute that says which item a row is: `entryId` (an attribute named `id` or `…Id`).
	public var identityAttribute: String?
	/// Its label and Swift type: `entryId`, `Int64`.
	public var identityLabel: String?
	public var identityType: String?
}

/// A table cell nib with one label per attribute, stacked: the title, then the details.
public struct TableCellModel: Sendable {
	/// `BookmarkCell_default`: the class and the nib's name.
	public var cellClass: String
	/// Reuse identifier literal: `"bookmarkCell"`.
	public var cellIdLiteral: String
	public var rootId: String
	public var contentId: String
	public var stackId: String
	public var topConstraintId: String
	public var bottomConstraintId: String
	public var leadingConstraintId: String
	public var trailingConstraintId: String
	/// Title first.
	public var labels: [CellLabelModel]
	/// The labels' stack: a line per label, 2 points apart.
	public var stackHeight: Int
	/// The cell's height in the XIB: the stack and 8 points above and below.
	public var height: Int
	/// The cell's accessibility identifier, XML-escaped: `bookmarkList.cell`.
	public var accessibilityIdentifierXML: String
}

public struct CellLabelModel: Sendable {
	public var value: CellModel
	/// `nameLabel`
	public var outlet: String
	/// The first label: the title (bold); the others are details.
	public var isTitle: Bool
	public var labelId: String
	public var outletId: String
	/// Its place in the stack.
	public var y: Int
	public var height: Int
}

public struct CellModel: Sendable {
	/// The attribute shown in a row.
	public var attribute: String
	public var isString: Bool
	public var isOptional: Bool
	/// The attribute of the row's entity as a label's text: `bookmark.name`,
	/// `bookmark.visits.map { String(describing: $0) }`.
	public var text: String
	/// The accessibility identifier of the label that shows it in a row, XML-escaped and as a
	/// Swift literal: `bookmarkList.cell.name`.
	public var accessibilityIdentifierXML: String
	public var accessibilityIdentifierLiteral: String
}

public struct ListXIBModel: Sendable {
	public var rootId: String
	public var listId: String
	public var topConstraintId: String
	public var bottomConstraintId: String
	public var leadingConstraintId: String
	public var trailingConstraintId: String
	public var outletId: String
	/// The collection view's flow layout (unused by table views).
	public var layoutId: String
	/// The table or collection view's accessibility identifier, XML-escaped: `bookmarkList.list`.
	public var listAccessibilityIdentifierXML: String
}

public struct CollectionThemeModel: Sendable {
	/// `BookmarkListView_default_collection` (file `BookmarkListView_default-collection`).
	public var viewClass: String
	/// `BookmarkCell_default_collection`
	public var cellClass: String
	/// The nib name of the cell: `BookmarkCell_default-collection`.
	public var cellNib: String
	/// Reuse identifier literal: `"bookmarkCell"`.
	public var cellIdLiteral: String
	public var xib: ListXIBModel
	public var cellXIB: CellXIBModel
}

public struct CellXIBModel: Sendable {
	public var rootId: String
	public var contentId: String
	public var labelId: String
	public var leadingConstraintId: String
	public var trailingConstraintId: String
	public var centerYConstraintId: String
	public var outletId: String
	/// The cell's accessibility identifier, XML-escaped: `bookmarkList.cell` (its label's is the
	/// list's `cell.accessibilityIdentifierXML`).
	public var accessibilityIdentifierXML: String
}

public struct ActionScreenletModel: Sendable {
	/// `AddBookmark`
	public var name: String
	/// The screenlet's string table, `"addbookmark-screenlet"`, and its texts.
	public var strings: StringsTableModel
	public var screenletClass: String
	public var delegateProtocol: String
	/// `addBookmarkDelegate`
	public var delegateProperty: String
	public var viewModelProtocol: String
	public var viewClass: String
	public var properties: [ValueModel]
	public var inputs: [ValueModel]
	public var actions: [ActionModel]
	/// Any `@IBInspectable`: a property, or `offlinePolicy` (connector style).
	public var hasInspectables: Bool
	/// Any property. Kept for templates written before `hasInspectables`.
	public var hasProperties: Bool
	/// The "Basic" style: the Interactor is the `LRCallback`, there is no Connector.
	public var isCallbackStyle: Bool
	/// The inputs that show a loaded entity's attribute of the same name and type.
	public var formFields: [FormFieldModel]
	/// The writes a SyncManager replays (connector style), longest name first, so that a key
	/// is matched by the action whose name it starts with, not by a shorter one it also starts with.
	public var syncedActions: [ActionModel]
	/// The cache collection of the writes, the screenlet's name: `"AddBookmark"`.
	public var cacheCollectionLiteral: String
	/// The View's method that enables each button by its required inputs (`updateButtons`),
	/// and the `@IBAction` their controls send on each change (`inputDidChange`): nil when no
	/// action requires an input.
	public var updateButtonsMethod: String?
	public var inputChangeMethod: String?
	/// `fillForm`: the screenlet's method that shows a loaded entity in the form (nil
	/// when no read action loads an entity or no input matches an attribute).
	public var fillFormMethod: String?
	public var xib: ActionXIBModel
	/// Its SwiftUI view, when the spec asks for them.
	public var swiftUIView: SwiftUIViewModel?
}

public struct ActionModel: Sendable {
	/// `"add-bookmark"` as a Swift literal.
	public var nameLiteral: String
	/// `AddBookmarkAction`
	public var constantName: String
	/// `AddBookmarkInteractor`
	public var interactorClass: String
	/// `AddBookmarkLiferayConnector` (connector style only)
	public var connectorClass: String
	/// `ServerWriteConnectorInteractor` or `ServerReadConnectorInteractor`.
	public var interactorSuperclass: String
	public var isWrite: Bool
	/// A read with a result: it is cached (`readFromCache`/`writeToCache`).
	public var cachesResult: Bool
	/// A read of an entity whose values the form shows (`fillFormMethod`) before the delegate hears of it.
	public var fillsForm: Bool
	/// The Interactor reads or writes the cache (a write, or a read with a result).
	public var usesCache: Bool
	/// The cache collection, the screenlet's name (what `SyncManager.addSynchronizer` uses): `"AddBookmark"`.
	public var cacheCollectionLiteral: String
	/// The cache key. A read: the action and its values, `"get-bookmark-\(entryId)"`. A write
	/// (`cacheKeyIsStored`), made once in the initializer: a fresh one for each add,
	/// `"add-bookmark-\(UUID().uuidString)"`, or the item's for a change of one,
	/// `"update-item-\(itemId)"`, so that a later change replaces an unsent one.
	public var cacheKeyExpression: String
	/// A write's key is stored (`public let cacheKey`), and a synchronizer replays it by this key.
	public var cacheKeyIsStored: Bool
	/// Every key of this action starts with it: `"add-bookmark-"`.
	public var cacheKeyPrefixLiteral: String
	/// The write keeps one entry per item (`update-item-5`) rather than one per write.
	public var cacheKeyIsPerItem: Bool
	/// `createAddBookmarkInteractor`
	public var factoryMethod: String
	/// The first action also answers `BaseScreenlet.DefaultAction`.
	public var isDefault: Bool
	/// Properties and inputs the call uses, properties first, in spec order.
	public var values: [ValueModel]
	/// The values that have a `validate` rule, checked before the call.
	public var validations: [ValueModel]
	public var call: CallModel
	public var resultIsEntity: Bool
	public var resultIsRaw: Bool
	public var resultIsNone: Bool
	/// `resultBookmark` or `resultAttributes` (none for `none`).
	public var resultProperty: String
	/// `Bookmark` or `[String: AnyObject]`.
	public var resultType: String
	/// `onBookmarkAdded`
	public var successLabel: String
	/// `bookmark`, or `attributes` for raw results.
	public var successParameter: String
	/// `onAddBookmarkError`
	public var failureLabel: String
	/// `addBookmarkButton`
	public var buttonOutlet: String
	/// `addBookmark`: the `@IBAction` method.
	public var buttonMethod: String
	/// The button is enabled only while this holds (its required inputs are filled); nil when
	/// the action requires none.
	public var enabledExpression: String?
	/// An add: after it succeeds, its inputs are cleared for the next one.
	public var clearsForm: Bool
	/// XML-escaped button title: `ADD BOOKMARK`.
	public var buttonTitleXML: String
	/// The button title's key in the screenlet's string table: `"add-bookmark-button"`.
	public var buttonTitleKeyLiteral: String
	/// The key of the message shown while the action runs: `"add-bookmark-progress"`.
	public var progressKeyLiteral: String
	/// The key of the message shown when it fails: `"add-bookmark-error"`.
	public var failureKeyLiteral: String
}

public struct ActionXIBModel: Sendable {
	public var rootId: String
	public var width: Int
	public var height: Int
	public var controls: [XIBControlModel]
}

/// One control of an action View, stacked top to bottom with 8-point margins.
public struct XIBControlModel: Sendable {
	public var id: String
	public var tag: Int
	public var y: Int
	public var width: Int
	public var height: Int
	public var isTextField: Bool
	public var isSwitch: Bool
	public var isButton: Bool
	public var isTextView: Bool
	public var isDatePicker: Bool
	public var isSegmentedControl: Bool
	/// The caption above a text view, date picker or segmented control.
	public var isCaption: Bool
	/// A segmented control's segments (titles), in order.
	public var segments: [ChoiceModel]
	/// Placeholder (text fields) or title (buttons), XML-escaped.
	public var textXML: String
	public var keyboardType: String
	/// Whether the control is pinned to both sides (a switch keeps its own width).
	public var stretches: Bool
	public var outlet: String
	public var outletConnectionId: String
	/// `addBookmark:` for buttons; `inputDidChange:` for a required input's control.
	public var actionSelector: String?
	/// `touchUpInside` for buttons, the control's change event for a required input.
	public var actionEvent: String
	public var actionConnectionId: String
	public var heightConstraintId: String
	public var leadingConstraintId: String
	public var trailingConstraintId: String
	public var topConstraintId: String
	/// The object above: the previous control, or the root view for the first one.
	public var topItemId: String
	public var topItemAttribute: String
	/// A switch's caption: a label to its right.
	public var captionId: String
	public var captionLeadingConstraintId: String
	public var captionCenterYConstraintId: String
	public var captionTrailingConstraintId: String
	/// The caption's outlet, for its translation: `favoriteLabel`.
	public var captionOutlet: String?
	public var captionOutletConnectionId: String
	/// The control's accessibility identifier, XML-escaped: `addBookmark.title`,
	/// `todoEditor.notes.caption`, `addBookmark.addBookmarkButton`.
	public var accessibilityIdentifierXML: String
	/// A switch's caption's: `todoEditor.done.caption` (empty for other controls).
	public var captionAccessibilityIdentifierXML: String
}

/// A screenlet's texts, as Screens translates its own: `LocalizedString(table, key:, obj:)`
/// reads `"<table>-<key>"` from `<language>.lproj/<table>.strings`.
public struct StringsTableModel: Sendable {
	/// `"addbookmark-screenlet"`: the lowercased `ScreenletName` and `-screenlet`, as Screens names its tables.
	public var tableLiteral: String
	/// `addbookmark-screenlet.strings`
	public var fileName: String
	/// The key of the error for an answer that cannot be shown: `"invalid-answer"`.
	public var invalidAnswerKeyLiteral: String
	/// The key of the callback style's "login required" error.
	public var loginRequiredKeyLiteral: String
	/// Every text with its English translation, in the order the screenlet uses them.
	public var entries: [StringsEntryModel]
}

public struct StringsEntryModel: Sendable {
	/// `"addbookmark-screenlet-empty-title" = "Title cannot be empty";`
	public var line: String
}
