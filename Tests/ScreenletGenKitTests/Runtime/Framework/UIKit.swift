// Runtime model of the few UIKit types generated screenlets touch: plain objects that keep
// their state, so a scenario can type into a field, flip a switch or read a cell's label.
// Nothing is drawn; there is no window, nib loading or run loop (see RuntimeQueue).
import Foundation

public struct CGSize: Equatable {
	public var width: Double
	public var height: Double
	public init(width: Double, height: Double) {
		self.width = width
		self.height = height
	}
	public static let zero = CGSize(width: 0, height: 0)
}

public struct CGRect: Equatable {
	public var width: Double
	public var height: Double
	public init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0) {
		self.width = width
		self.height = height
	}
	public static let zero = CGRect()
}

public typealias CGFloat = Double

open class UIColor: NSObject {}

open class UIResponder: NSObject {
	@discardableResult
	open func becomeFirstResponder() -> Bool {
		return true
	}

	@discardableResult
	open func resignFirstResponder() -> Bool {
		return true
	}
}

open class UIView: UIResponder {
	open var tag = 0
	open var isHidden = false
	open var isUserInteractionEnabled = true
	open var alpha: CGFloat = 1
	// Accessibility, kept and never acted on (NSObject's accessibilityLabel, UIView's identifier).
	open var accessibilityIdentifier: String?
	open var accessibilityLabel: String?

	public init(frame: CGRect) {
		super.init()
	}

	public override convenience init() {
		self.init(frame: .zero)
	}

	public required init?(coder: NSCoder) {
		super.init()
	}

	open func awakeFromNib() {}
	open func didMoveToWindow() {}
	open func prepareForInterfaceBuilder() {}

	@discardableResult
	open func endEditing(_ force: Bool) -> Bool {
		return true
	}
}

open class UIViewController: UIResponder {
	open var title: String?
	/// What `present` showed, until it is dismissed (a tapped alert action dismisses its alert).
	open private(set) var presentedViewController: UIViewController?

	open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
		// UIKit refuses to present a second controller over one already presented.
		guard presentedViewController == nil else {
			return
		}
		presentedViewController = viewControllerToPresent
		viewControllerToPresent.presenter = self
		completion?()
	}

	open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
		presenter?.presentedViewController = nil
		presenter = nil
		completion?()
	}

	fileprivate weak var presenter: UIViewController?
}

/// An alert or action sheet: its buttons run their handlers after the alert is dismissed, as
/// UIKit's do. `tap(_:)` is the person's touch.
open class UIAlertController: UIViewController {
	public enum Style: Int {
		case actionSheet = 0
		case alert = 1
	}

	open var message: String?
	public let preferredStyle: Style
	public private(set) var actions: [UIAlertAction] = []

	public init(title: String?, message: String?, preferredStyle: Style) {
		self.message = message
		self.preferredStyle = preferredStyle
		super.init()
		self.title = title
	}

	open func addAction(_ action: UIAlertAction) {
		actions.append(action)
	}

	/// Taps the button titled `title`: the alert goes, then its handler runs.
	public func tap(_ title: String) {
		guard let action = actions.first(where: { $0.title == title }) else {
			preconditionFailure("the alert has no button \(title): \(actions.map { $0.title ?? "nil" })")
		}
		dismiss(animated: true)
		action.handler?(action)
	}
}

open class UIAlertAction: NSObject {
	public enum Style: Int {
		case `default` = 0
		case cancel = 1
		case destructive = 2
	}

	public let title: String?
	public let style: Style
	let handler: ((UIAlertAction) -> Void)?

	public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
		self.title = title
		self.style = style
		self.handler = handler
	}
}

public enum UIUserInterfaceIdiom: Int {
	case unspecified = -1
	case phone = 0
	case pad = 1
}

/// A phone, unless a scenario says otherwise.
open class UIDevice: NSObject {
	nonisolated(unsafe) public static var current = UIDevice()
	open var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
}

open class UIControl: UIView {
	open var isEnabled = true
}

public enum UIKeyboardType: Int {
	case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
}

open class UITextField: UIControl {
	open var text: String?
	open var placeholder: String?
	open var keyboardType = UIKeyboardType.default
	open var adjustsFontForContentSizeCategory = false
}

open class UITextView: UIView {
	open var text: String! = ""
	open var keyboardType = UIKeyboardType.default
	open var adjustsFontForContentSizeCategory = false
}

open class UILabel: UIView {
	open var text: String?
	open var adjustsFontForContentSizeCategory = false
}

open class UIButton: UIControl {
	public enum State {
		case normal
	}

	public let titleLabel: UILabel? = UILabel()

	private var titles: [String] = []

	open func setTitle(_ title: String?, for state: State) {
		titles = title.map { [$0] } ?? []
	}

	open func title(for state: State) -> String? {
		return titles.first
	}
}

open class UISwitch: UIControl {
	open var isOn = false
}

open class UIDatePicker: UIControl {
	public enum Mode: Int {
		case time, date, dateAndTime, countDownTimer
	}

	open var date = Date(timeIntervalSince1970: 0)
	open var datePickerMode = Mode.dateAndTime
}

open class UISegmentedControl: UIControl {
	public static let noSegment = -1

	open var selectedSegmentIndex = UISegmentedControl.noSegment
	private var titles: [String?] = []

	open var numberOfSegments: Int {
		return titles.count
	}

	open func setTitle(_ title: String?, forSegmentAt segment: Int) {
		while titles.count <= segment {
			titles.append(nil)
		}
		titles[segment] = title
	}

	open func titleForSegment(at segment: Int) -> String? {
		return segment < titles.count ? titles[segment] : nil
	}
}

open class UITableViewCell: UIView {
	public enum CellStyle: Int {
		case `default`
	}

	open var textLabel: UILabel? = UILabel()

	public init(style: CellStyle, reuseIdentifier: String?) {
		super.init(frame: .zero)
	}

	public required init?(coder: NSCoder) {
		super.init(coder: coder)
	}
}

/// Cells come from the nibs registered for their reuse identifier; a table view answers nil
/// for an unknown one (the list then makes a default cell), a collection view crashes, as
/// UIKit does. Each change of rows is recorded.
open class UITableView: UIView {
	public enum RowAnimation: Int {
		case fade, right, left, top, bottom, none, middle
		case automatic = 100
	}

	private var nibs: [String: UINib] = [:]

	public static let automaticDimension: CGFloat = -1
	open var rowHeight: CGFloat = 44
	open var estimatedRowHeight: CGFloat = 0

	open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
		nibs[identifier] = nib
	}

	open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
		return nibs[identifier].map { $0.instantiate() as! UITableViewCell }
	}

	open func reloadData() {
		Transcript.record("table: reloadData")
	}

	open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
		Transcript.record("table: inserted rows \(indexPaths.map { $0.row })")
	}

	open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
		Transcript.record("table: deleted rows \(indexPaths.map { $0.row })")
	}

	open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
		Transcript.record("table: reloaded rows \(indexPaths.map { $0.row })")
	}
}

/// A nib of the app's bundle: one of the generated XIBs (`<name>.xib` under the generated
/// folder). Its root object is made by what the scenario registered for it in
/// `RuntimeNibs` (the model does not decode XIBs) and must be of the XIB's root class.
open class UINib: NSObject {
	public let name: String
	let rootClass: String

	init(name: String, rootClass: String) {
		self.name = name
		self.rootClass = rootClass
	}

	func instantiate() -> UIView {
		guard let make = RuntimeNibs.contents[name] else {
			fatalError("the scenario has no contents for the nib \(name)")
		}
		let view = make()
		guard String(describing: type(of: view)) == rootClass else {
			fatalError("the nib \(name) holds a \(rootClass), not a \(type(of: view))")
		}
		return view
	}
}

public enum RuntimeNibs {
	nonisolated(unsafe) public static var contents: [String: () -> UIView] = [:]

	/// What loading the nib `name` makes (its outlets connected as the XIB connects them).
	public static func register(_ name: String, _ make: @escaping () -> UIView) {
		contents[name] = make
	}

	/// The generated `<name>.xib`, if there is one, and its root object's custom class.
	static func find(_ name: String) -> UINib? {
		let folder = Scenarios.generatedFolder
		let enumerator = FileManager.default.enumerator(atPath: folder)
		while let path = enumerator?.nextObject() as? String {
			guard (path as NSString).lastPathComponent == name + ".xib",
					let xml = try? String(contentsOfFile: folder + "/" + path, encoding: .utf8) else {
				continue
			}
			// The root object is the first one under <objects> with a custom class.
			let objects = xml.components(separatedBy: "<objects>").dropFirst().first ?? ""
			let pattern = try! NSRegularExpression(pattern: #"customClass="([A-Za-z0-9_]+)""#)
			let custom = pattern.matches(in: objects, range: NSRange(objects.startIndex..., in: objects))
				.map { String(objects[Range($0.range(at: 1), in: objects)!]) }
				.first { $0 != "UIResponder" }
			return UINib(name: name, rootClass: custom ?? "")
		}
		return nil
	}
}

open class UICollectionViewLayout: NSObject {}

open class UICollectionViewFlowLayout: UICollectionViewLayout {
	open var itemSize = CGSize.zero
	open var minimumLineSpacing: CGFloat = 0
	open var minimumInteritemSpacing: CGFloat = 0
}

open class UICollectionViewCell: UIView {
	public required override init(frame: CGRect) {
		super.init(frame: frame)
	}

	public required init?(coder: NSCoder) {
		super.init(coder: coder)
	}
}

open class UICollectionView: UIView {
	private var nibs: [String: UINib] = [:]
	private var classes: [String: UICollectionViewCell.Type] = [:]

	open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
		nibs[identifier] = nib
	}

	open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
		classes[identifier] = cellClass as? UICollectionViewCell.Type
	}

	open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
		if let nib = nibs[identifier] {
			return nib.instantiate() as! UICollectionViewCell
		}
		guard let cellClass = classes[identifier] else {
			fatalError("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier")
		}
		return cellClass.init(frame: .zero)
	}

	open func reloadData() {
		Transcript.record("collection: reloadData")
	}

	open func insertItems(at indexPaths: [IndexPath]) {
		Transcript.record("collection: inserted items \(indexPaths.map { $0.item })")
	}

	open func deleteItems(at indexPaths: [IndexPath]) {
		Transcript.record("collection: deleted items \(indexPaths.map { $0.item })")
	}

	open func reloadItems(at indexPaths: [IndexPath]) {
		Transcript.record("collection: reloaded items \(indexPaths.map { $0.item })")
	}
}

extension Bundle {
	/// The nib of a generated XIB of this name, or nil when there is none.
	public class func nibInBundles(name: String, currentClass: AnyClass) -> UINib? {
		return RuntimeNibs.find(name)
	}
}

extension IndexPath {
	public init(item: Int, section: Int) {
		self.init(indexes: [section, item])
	}

	public init(row: Int, section: Int) {
		self.init(indexes: [section, row])
	}

	public var item: Int {
		return self[1]
	}

	public var row: Int {
		return self[1]
	}

	public var section: Int {
		return self[0]
	}
}
