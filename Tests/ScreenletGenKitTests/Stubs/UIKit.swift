// Type-checking stub of the UIKit surface generated screenlets use. Signatures only
// (bodies trap); no behaviour. Like UIKit, it re-exports Foundation.
@_exported import Foundation

@objc @objcMembers open class UIColor: NSObject {}

@objc @objcMembers open class UIImage: NSObject {}

@objc @objcMembers open class UIFont: NSObject {}

@objc @objcMembers open class UINib: NSObject {}

// UIKit's responders and views are main-actor isolated, imported with @preconcurrency
// semantics as the iOS SDK's @UIActor gives them.
@preconcurrency @MainActor
@objc @objcMembers open class UIResponder: NSObject {
	open var next: UIResponder? { @objc(nextResponder) get { fatalError() } }
	open var isFirstResponder: Bool { fatalError() }
	open var canBecomeFirstResponder: Bool { fatalError() }
	open var canResignFirstResponder: Bool { fatalError() }
	open var inputView: UIView? { fatalError() }
	open var inputAccessoryView: UIView? { fatalError() }
	open var inputViewController: UIViewController? { fatalError() }
	open var inputAccessoryViewController: UIViewController? { fatalError() }
	open var textInputContextIdentifier: String? { fatalError() }
	open var undoManager: NSObject? { fatalError() }
	open var keyCommands: [NSObject]? { fatalError() }
	open var userActivity: NSObject? { get { fatalError() } set {} }
	open var pasteConfiguration: NSObject? { get { fatalError() } set {} }
	open var activityItemsConfiguration: NSObject? { get { fatalError() } set {} }
	open var editingInteractionConfiguration: Int { fatalError() }
	open func becomeFirstResponder() -> Bool { fatalError() }
	open func resignFirstResponder() -> Bool { fatalError() }
	open func reloadInputViews() {}
	open func restoreUserActivityState(_ activity: NSObject) {}
	open func updateUserActivityState(_ activity: NSObject) {}
	@objc(validateCommand:) open func validate(_ command: NSObject) {}
	@objc(buildMenuWithBuilder:) open func buildMenu(with builder: NSObject) {}
	@objc(remoteControlReceivedWithEvent:) open func remoteControlReceived(with event: NSObject?) {}
	open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { fatalError() }
	open func target(forAction action: Selector, withSender sender: Any?) -> Any? { fatalError() }
	@objc(touchesBegan:withEvent:) open func touchesBegan(_ touches: [NSObject], with event: NSObject?) {}
	@objc(touchesMoved:withEvent:) open func touchesMoved(_ touches: [NSObject], with event: NSObject?) {}
	@objc(touchesEnded:withEvent:) open func touchesEnded(_ touches: [NSObject], with event: NSObject?) {}
	@objc(touchesCancelled:withEvent:) open func touchesCancelled(_ touches: [NSObject], with event: NSObject?) {}
	@objc(motionBegan:withEvent:) open func motionBegan(_ motion: Int, with event: NSObject?) {}
	@objc(motionEnded:withEvent:) open func motionEnded(_ motion: Int, with event: NSObject?) {}
	@objc(motionCancelled:withEvent:) open func motionCancelled(_ motion: Int, with event: NSObject?) {}
	// UIResponderStandardEditActions
	open func cut(_ sender: Any?) {}
	open func copy(_ sender: Any?) {}
	open func paste(_ sender: Any?) {}
	open func pasteAndMatchStyle(_ sender: Any?) {}
	open func pasteAndGo(_ sender: Any?) {}
	open func pasteAndSearch(_ sender: Any?) {}
	open func select(_ sender: Any?) {}
	open func selectAll(_ sender: Any?) {}
	open func delete(_ sender: Any?) {}
	open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
	open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
	open func toggleBoldface(_ sender: Any?) {}
	open func toggleItalics(_ sender: Any?) {}
	open func toggleUnderline(_ sender: Any?) {}
	open func increaseSize(_ sender: Any?) {}
	open func decreaseSize(_ sender: Any?) {}
	open func find(_ sender: Any?) {}
	open func findAndReplace(_ sender: Any?) {}
	open func findNext(_ sender: Any?) {}
	open func findPrevious(_ sender: Any?) {}
	open func useSelectionForFind(_ sender: Any?) {}
	open func rename(_ sender: Any?) {}
	open func duplicate(_ sender: Any?) {}
	open func move(_ sender: Any?) {}
	open func export(_ sender: Any?) {}
	open func toggleInspector(_ sender: Any?) {}
	open func alignLeft(_ sender: Any?) {}
	open func alignCenter(_ sender: Any?) {}
	open func alignJustified(_ sender: Any?) {}
	open func alignRight(_ sender: Any?) {}
	open func captureTextFromCamera(_ sender: Any?) {}
	open func showWritingTools(_ sender: Any) {}
}

@objc @objcMembers open class UIView: UIResponder {
	open class var layerClass: AnyClass { fatalError() }
	public init(frame: CGRect) { fatalError() }
	public required init?(coder: NSCoder) { fatalError() }
	open var frame: CGRect { get { fatalError() } set {} }
	open var bounds: CGRect { get { fatalError() } set {} }
	open var center: CGPoint { get { fatalError() } set {} }
	open var transform: CGAffineTransform { get { fatalError() } set {} }
	open var layer: NSObject { fatalError() }
	open var tag: Int { get { fatalError() } set {} }
	open var isHidden: Bool { @objc(isHidden) get { fatalError() } @objc(setHidden:) set {} }
	open var isOpaque: Bool { @objc(isOpaque) get { fatalError() } @objc(setOpaque:) set {} }
	open var isUserInteractionEnabled: Bool { @objc(isUserInteractionEnabled) get { fatalError() } @objc(setUserInteractionEnabled:) set {} }
	open var isMultipleTouchEnabled: Bool { @objc(isMultipleTouchEnabled) get { fatalError() } @objc(setMultipleTouchEnabled:) set {} }
	open var isExclusiveTouch: Bool { @objc(isExclusiveTouch) get { fatalError() } @objc(setExclusiveTouch:) set {} }
	open var isFocused: Bool { @objc(isFocused) get { fatalError() } }
	open var alpha: CGFloat { get { fatalError() } set {} }
	open var backgroundColor: UIColor? { get { fatalError() } set {} }
	open var tintColor: UIColor! { get { fatalError() } set {} }
	open var tintAdjustmentMode: Int { get { fatalError() } set {} }
	open var contentMode: Int { get { fatalError() } set {} }
	open var contentScaleFactor: CGFloat { get { fatalError() } set {} }
	open var clipsToBounds: Bool { get { fatalError() } set {} }
	open var clearsContextBeforeDrawing: Bool { get { fatalError() } set {} }
	open var mask: UIView? { @objc(maskView) get { fatalError() } @objc(setMaskView:) set {} }
	open var superview: UIView? { fatalError() }
	open var subviews: [UIView] { fatalError() }
	open var window: UIView? { fatalError() }
	open var constraints: [NSObject] { fatalError() }
	open var gestureRecognizers: [NSObject]? { get { fatalError() } set {} }
	open var motionEffects: [NSObject] { get { fatalError() } set {} }
	open var autoresizingMask: Int { get { fatalError() } set {} }
	open var autoresizesSubviews: Bool { get { fatalError() } set {} }
	open var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError() } set {} }
	open var intrinsicContentSize: CGSize { fatalError() }
	open var layoutMargins: UIEdgeInsets { get { fatalError() } set {} }
	open var directionalLayoutMargins: UIEdgeInsets { get { fatalError() } set {} }
	open var preservesSuperviewLayoutMargins: Bool { get { fatalError() } set {} }
	open var insetsLayoutMarginsFromSafeArea: Bool { get { fatalError() } set {} }
	open var safeAreaInsets: UIEdgeInsets { fatalError() }
	open var safeAreaLayoutGuide: NSObject { fatalError() }
	open var layoutMarginsGuide: NSObject { fatalError() }
	open var readableContentGuide: NSObject { fatalError() }
	open var keyboardLayoutGuide: NSObject { fatalError() }
	open var layoutGuides: [NSObject] { fatalError() }
	open var leadingAnchor: NSObject { fatalError() }
	open var trailingAnchor: NSObject { fatalError() }
	open var leftAnchor: NSObject { fatalError() }
	open var rightAnchor: NSObject { fatalError() }
	open var topAnchor: NSObject { fatalError() }
	open var bottomAnchor: NSObject { fatalError() }
	open var widthAnchor: NSObject { fatalError() }
	open var heightAnchor: NSObject { fatalError() }
	open var centerXAnchor: NSObject { fatalError() }
	open var centerYAnchor: NSObject { fatalError() }
	open var firstBaselineAnchor: NSObject { fatalError() }
	open var lastBaselineAnchor: NSObject { fatalError() }
	open var traitCollection: NSObject { fatalError() }
	open var semanticContentAttribute: Int { get { fatalError() } set {} }
	open var effectiveUserInterfaceLayoutDirection: Int { fatalError() }
	open var overrideUserInterfaceStyle: Int { get { fatalError() } set {} }
	open var interactions: [NSObject] { get { fatalError() } set {} }
	open var restorationIdentifier: String? { get { fatalError() } set {} }
	open var accessibilityIdentifier: String? { get { fatalError() } set {} }
	open var focusGroupIdentifier: String? { get { fatalError() } set {} }
	open var canBecomeFocused: Bool { fatalError() }
	open var hasAmbiguousLayout: Bool { fatalError() }
	open var alignmentRectInsets: UIEdgeInsets { fatalError() }
	open func needsUpdateConstraints() -> Bool { fatalError() }
	open func addSubview(_ view: UIView) {}
	open func removeFromSuperview() {}
	@objc(insertSubview:atIndex:) open func insertSubview(_ view: UIView, at index: Int) {}
	open func bringSubviewToFront(_ view: UIView) {}
	open func sendSubviewToBack(_ view: UIView) {}
	open func didAddSubview(_ subview: UIView) {}
	open func willRemoveSubview(_ subview: UIView) {}
	open func willMove(toSuperview newSuperview: UIView?) {}
	open func didMoveToSuperview() {}
	open func willMove(toWindow newWindow: UIView?) {}
	open func didMoveToWindow() {}
	@objc(isDescendantOfView:) open func isDescendant(of view: UIView) -> Bool { fatalError() }
	open func viewWithTag(_ tag: Int) -> UIView? { fatalError() }
	open func setNeedsLayout() {}
	open func layoutIfNeeded() {}
	open func layoutSubviews() {}
	open func setNeedsDisplay() {}
	open func draw(_ rect: CGRect) {}
	open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
	open func sizeToFit() {}
	open func endEditing(_ force: Bool) -> Bool { fatalError() }
	open func addConstraint(_ constraint: NSObject) {}
	open func removeConstraint(_ constraint: NSObject) {}
	open func addConstraints(_ constraints: [NSObject]) {}
	open func removeConstraints(_ constraints: [NSObject]) {}
	open func updateConstraints() {}
	open func updateConstraintsIfNeeded() {}
	open func setNeedsUpdateConstraints() {}
	open func invalidateIntrinsicContentSize() {}
	open func addGestureRecognizer(_ gestureRecognizer: NSObject) {}
	open func removeGestureRecognizer(_ gestureRecognizer: NSObject) {}
	open func addInteraction(_ interaction: NSObject) {}
	open func removeInteraction(_ interaction: NSObject) {}
	open func addLayoutGuide(_ layoutGuide: NSObject) {}
	open func removeLayoutGuide(_ layoutGuide: NSObject) {}
	open func layoutMarginsDidChange() {}
	open func safeAreaInsetsDidChange() {}
	open func tintColorDidChange() {}
	open func traitCollectionDidChange(_ previousTraitCollection: NSObject?) {}
	open func exerciseAmbiguityInLayout() {}
	open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { fatalError() }
	open func setNeedsFocusUpdate() {}
	open func updateFocusIfNeeded() {}
}

@objc @objcMembers open class UIViewController: UIResponder {
	open var title: String? { get { fatalError() } set {} }
	open var presentedViewController: UIViewController? { fatalError() }
	// UIViewController.h: NS_SWIFT_DISABLE_ASYNC, so no async overload.
	open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
	open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

// UIAlertController.h: the class, its action and their styles, as the iOS 17.4 SDK imports
// them (the handler block carries no actor of its own).
@objc @objcMembers open class UIAlertController: UIViewController {
	@objc public enum Style: Int {
		case actionSheet = 0
		case alert = 1
	}

	public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { fatalError() }
	open func addAction(_ action: UIAlertAction) {}
	open var actions: [UIAlertAction] { fatalError() }
	open var preferredAction: UIAlertAction? { get { fatalError() } set {} }
	open var message: String? { get { fatalError() } set {} }
	open var preferredStyle: UIAlertController.Style { fatalError() }
}

@preconcurrency @MainActor
@objc @objcMembers open class UIAlertAction: NSObject {
	@objc public enum Style: Int {
		case `default` = 0
		case cancel = 1
		case destructive = 2
	}

	public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) { fatalError() }
	open var title: String? { fatalError() }
	open var style: UIAlertAction.Style { fatalError() }
	open var isEnabled: Bool { get { fatalError() } set {} }
}

// UIDevice.h
@objc public enum UIUserInterfaceIdiom: Int {
	case unspecified = -1
	case phone = 0
	case pad = 1
	case tv = 2
	case carPlay = 3
	case mac = 5
	case vision = 6
}

@preconcurrency @MainActor
@objc @objcMembers open class UIDevice: NSObject {
	open class var current: UIDevice { fatalError() }
	open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
	open var systemVersion: String { fatalError() }
}

// UIAccessibilityIdentification.h: the protocol, adopted by UIView (which declares its member above).
@MainActor @preconcurrency @objc public protocol UIAccessibilityIdentification: NSObjectProtocol {
	var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}

// UIAccessibility.h: the informal protocol, a category of NSObject.
extension NSObject {
	@MainActor @preconcurrency @objc open var accessibilityLabel: String? { get { fatalError() } set {} }
}

// UIContentSizeCategoryAdjusting.h, adopted by UILabel, UITextField and UITextView.
@MainActor @preconcurrency @objc public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
	var adjustsFontForContentSizeCategory: Bool { get set }
}

public struct UIEdgeInsets {}

public struct CGAffineTransform {}

@objc @objcMembers open class UIControl: UIView {
	open var isEnabled: Bool { get { fatalError() } set {} }
	open var isSelected: Bool { get { fatalError() } set {} }

	public struct State: OptionSet, Sendable {
		public let rawValue: UInt
		public init(rawValue: UInt) { self.rawValue = rawValue }
		public static let normal = State([])
	}
}

@objc @objcMembers open class UILabel: UIView, UIContentSizeCategoryAdjusting {
	open var text: String?
	open var textColor: UIColor! { get { fatalError() } set {} }
	open var font: UIFont! { get { fatalError() } set {} }
	open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set {} }
}

@objc @objcMembers open class UITextField: UIControl, UIContentSizeCategoryAdjusting {
	open var text: String?
	open var placeholder: String?
	open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set {} }
}

@objc @objcMembers open class UISwitch: UIControl {
	open var isOn: Bool { get { fatalError() } set {} }
}

@objc @objcMembers open class UIButton: UIControl {
	open var titleLabel: UILabel? { fatalError() }
	open func setTitle(_ title: String?, for state: UIControl.State) {}
}

@objc @objcMembers open class UITextView: UIView, UIContentSizeCategoryAdjusting {
	open var text: String! { get { fatalError() } set {} }
	open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set {} }
}

@objc public enum UIDatePickerMode: Int {
	case time
	case date
	case dateAndTime
	case countDownTimer
}

@objc @objcMembers open class UIDatePicker: UIControl {
	open var date: Date { get { fatalError() } set {} }
	open var datePickerMode: UIDatePickerMode { get { fatalError() } set {} }
}

@objc @objcMembers open class UISegmentedControl: UIControl {
	public static let noSegment: Int = -1
	open var selectedSegmentIndex: Int { get { fatalError() } set {} }
	open var numberOfSegments: Int { fatalError() }
	open func setTitle(_ title: String?, forSegmentAt segment: Int) {}
	open func titleForSegment(at segment: Int) -> String? { fatalError() }
}

@objc @objcMembers open class UIActivityIndicatorView: UIView {
	open func startAnimating() {}
	open func stopAnimating() {}
}

@objc public enum UITableViewCellStyle: Int {
	case `default`
	case value1
	case value2
	case subtitle
}

@objc @objcMembers open class UITableViewCell: UIView {
	public init(style: UITableViewCellStyle, reuseIdentifier: String?) { fatalError() }
	public required init?(coder: NSCoder) { fatalError() }
	open var textLabel: UILabel? { fatalError() }
	open var detailTextLabel: UILabel? { fatalError() }
	open var contentView: UIView { fatalError() }
	open func prepareForReuse() {}
}

@objc @objcMembers open class UITableView: UIView {
	@objc public enum RowAnimation: Int {
		case fade, right, left, top, bottom, none, middle
		case automatic = 100
	}
	open class var automaticDimension: CGFloat { fatalError() }
	open var rowHeight: CGFloat { get { fatalError() } set {} }
	open var estimatedRowHeight: CGFloat { get { fatalError() } set {} }
	open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}
	open func reloadData() {}
	open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
	open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
	open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
}

extension IndexPath {
	public init(row: Int, section: Int) { fatalError() }
	public init(item: Int, section: Int) { fatalError() }
}

@MainActor @preconcurrency @objc public protocol UITableViewDataSource: NSObjectProtocol {}
@MainActor @preconcurrency @objc public protocol UITableViewDelegate: NSObjectProtocol {}

@objc @objcMembers open class UICollectionViewLayout: NSObject {}

@objc @objcMembers open class UICollectionViewFlowLayout: UICollectionViewLayout {
	open var itemSize: CGSize { get { fatalError() } set {} }
	open var minimumLineSpacing: CGFloat { get { fatalError() } set {} }
	open var minimumInteritemSpacing: CGFloat { get { fatalError() } set {} }
}

@objc @objcMembers open class UICollectionReusableView: UIView {}

@objc @objcMembers open class UICollectionViewCell: UICollectionReusableView {
	open var contentView: UIView { fatalError() }
	open func prepareForReuse() {}
}

@objc @objcMembers open class UICollectionView: UIView {
	open var collectionViewLayout: UICollectionViewLayout { get { fatalError() } set {} }
	open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
	open func reloadData() {}
	open func insertItems(at indexPaths: [IndexPath]) {}
	open func deleteItems(at indexPaths: [IndexPath]) {}
	open func reloadItems(at indexPaths: [IndexPath]) {}
}

@MainActor @preconcurrency @objc public protocol UICollectionViewDataSource: NSObjectProtocol {}
@MainActor @preconcurrency @objc public protocol UICollectionViewDelegate: NSObjectProtocol {}
@objc public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {}
