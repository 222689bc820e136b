/// The names only the iOS files have, decided with the model (the model builder claims them in
/// the iOS classes' namespaces and refuses a spec name they would hide) and held beside its
/// neutral decisions: an input's outlets, an action's button and `@IBAction`, UI tests'
/// identifiers, the table and collection themes, SwiftUI. Each is read through its plain name
/// (`input.outlet`), so the iOS context reads them as before; the Android layer names its own.
public struct AppleInputNames: Sendable {
	/// `titleTextField`
	public var outlet = ""
	/// The label that shows the caption of a control without a placeholder: `favoriteLabel`.
	public var captionOutlet: String?
	/// An optional date or switch: the View keeps whether it was set (`dayIsSet`) and is told
	/// when the person sets it (`dayDidChange`).
	public var setFlag: String?
	public var setMethod: String?
	/// UI tests' name for the control (`addBookmark.title`) and for its caption (`todoEditor.notes.caption`).
	public var accessibilityIdentifier = ""
	public var captionAccessibilityIdentifier: String?
}

/// In a switch group: the choice's switch and the label beside it (`affectedSystemsPowerSwitch`,
/// `affectedSystemsPowerLabel`), and their names for UI tests (`addIncident.affectedSystems.power`,
/// `addIncident.affectedSystems.power.caption`).
public struct AppleChoiceNames: Sendable {
	public var switchOutlet: String?
	public var labelOutlet: String?
	public var accessibilityIdentifier: String?
	public var labelAccessibilityIdentifier: String?
}

public struct AppleChooserNames: Sendable {
	/// The button's `@IBAction` (`chooseProject`).
	public var buttonMethod = ""
}

public struct AppleActionNames: Sendable {
	/// `resultBookmark` or `resultAttributes`: where the Interactor keeps the answer.
	public var resultProperty = ""
	/// `addBookmarkButton`
	public var buttonOutlet = ""
	/// `addBookmark`: the `@IBAction` method.
	public var buttonMethod = ""
	/// UI tests' name of its button: `addBookmark.addBookmarkButton`.
	public var buttonAccessibilityIdentifier = ""
}

public struct AppleActionScreenletNames: Sendable {
	/// The View's method that enables each button by its required inputs, and the
	/// `@IBAction` their controls send on each change: nil when no action requires an input.
	public var updateButtonsMethod: String?
	public var inputChangeMethod: String?
	public var swiftUIView: SwiftUIView?
}

public struct AppleListNames: Sendable {
	/// The table theme's own cell, when a row shows more than one attribute.
	public var tableCell: TableCell?
	/// The collection theme, when the spec asks for it.
	public var collection: CollectionTheme?
	public var swiftUIView: SwiftUIView?
	/// UI tests' names of the table or collection view (`bookmarkList.list`) and of a row (`bookmarkList.cell`).
	public var listAccessibilityIdentifier = ""
	public var cellAccessibilityIdentifier = ""
}

public struct AppleCellNames: Sendable {
	public var accessibilityIdentifier = ""
}

extension Input {
	public var outlet: String { get { return apple.outlet } set { apple.outlet = newValue } }
	public var captionOutlet: String? { get { return apple.captionOutlet } set { apple.captionOutlet = newValue } }
	public var setFlag: String? { get { return apple.setFlag } set { apple.setFlag = newValue } }
	public var setMethod: String? { get { return apple.setMethod } set { apple.setMethod = newValue } }
	public var accessibilityIdentifier: String { get { return apple.accessibilityIdentifier } set { apple.accessibilityIdentifier = newValue } }
	public var captionAccessibilityIdentifier: String? {
		get { return apple.captionAccessibilityIdentifier }
		set { apple.captionAccessibilityIdentifier = newValue }
	}
}

extension Choice {
	public var switchOutlet: String? { get { return apple.switchOutlet } set { apple.switchOutlet = newValue } }
	public var labelOutlet: String? { get { return apple.labelOutlet } set { apple.labelOutlet = newValue } }
	public var accessibilityIdentifier: String? { get { return apple.accessibilityIdentifier } set { apple.accessibilityIdentifier = newValue } }
	public var labelAccessibilityIdentifier: String? {
		get { return apple.labelAccessibilityIdentifier }
		set { apple.labelAccessibilityIdentifier = newValue }
	}
}

extension InputChooser {
	public var buttonMethod: String { get { return apple.buttonMethod } set { apple.buttonMethod = newValue } }
}

extension Action {
	public var resultProperty: String { get { return apple.resultProperty } set { apple.resultProperty = newValue } }
	public var buttonOutlet: String { get { return apple.buttonOutlet } set { apple.buttonOutlet = newValue } }
	public var buttonMethod: String { get { return apple.buttonMethod } set { apple.buttonMethod = newValue } }
	public var buttonAccessibilityIdentifier: String {
		get { return apple.buttonAccessibilityIdentifier }
		set { apple.buttonAccessibilityIdentifier = newValue }
	}
}

extension ActionScreenlet {
	public var updateButtonsMethod: String? { get { return apple.updateButtonsMethod } set { apple.updateButtonsMethod = newValue } }
	public var inputChangeMethod: String? { get { return apple.inputChangeMethod } set { apple.inputChangeMethod = newValue } }
	public var swiftUIView: SwiftUIView? { get { return apple.swiftUIView } set { apple.swiftUIView = newValue } }
}

extension ListScreenlet {
	public var tableCell: TableCell? { get { return apple.tableCell } set { apple.tableCell = newValue } }
	public var collection: CollectionTheme? { get { return apple.collection } set { apple.collection = newValue } }
	public var swiftUIView: SwiftUIView? { get { return apple.swiftUIView } set { apple.swiftUIView = newValue } }
	public var listAccessibilityIdentifier: String {
		get { return apple.listAccessibilityIdentifier }
		set { apple.listAccessibilityIdentifier = newValue }
	}
	public var cellAccessibilityIdentifier: String {
		get { return apple.cellAccessibilityIdentifier }
		set { apple.cellAccessibilityIdentifier = newValue }
	}
}

extension CellAttribute {
	public var accessibilityIdentifier: String { get { return apple.accessibilityIdentifier } set { apple.accessibilityIdentifier = newValue } }
}

extension InputControl {

	/// The outlet's suffix: `titleTextField`, `doneSwitch`, `dueDatePicker`…
	var outletSuffix: String {
		switch self {
		case .textField: return "TextField"
		case .textView: return "TextView"
		case .switchControl: return "Switch"
		case .datePicker: return "DatePicker"
		case .segmentedControl: return "SegmentedControl"
		// Each choice's switch is an outlet of its own (`affectedSystemsPowerSwitch`); this
		// names none.
		case .switchGroup: return "Switches"
		case .fileLabel: return "Label"
		case .chooser: return "Button"
		}
	}
}

/// How a Mobile SDK method reports a failure in Swift.
public enum ServiceErrorReporting: Sendable, Equatable {
	/// It `throws` (the importer's conversion of its `NSError **`): every method of 7.x and
	/// of custom services, and 6.2's that return something.
	case throwing
	/// It takes a last `error: NSErrorPointer` argument, nil when it succeeded: a `void` method
	/// whose header leaves out CONVERT_ERROR_TO_THROWS (most of 6.2's). `label` is `error`; when
	/// that is the method's only parameter, what the importer makes of the method's name:
	/// nil (`testGetUserId(_:)`) or the words from its last preposition
	/// (`testAutoSyncHibernateSessionState(onTxCreation:)`).
	case errorParameter(label: String?)
}
