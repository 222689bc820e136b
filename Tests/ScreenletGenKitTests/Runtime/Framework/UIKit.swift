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

open class UIViewController: UIResponder {}

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
}

open class UITextView: UIView {
	open var text: String! = ""
	open var keyboardType = UIKeyboardType.default
}

open class UILabel: UIView {
	open var text: String?
}

open class UIButton: UIControl {
	public enum State {
		case normal
	}

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

open class UITableView: UIView {}

open class UINib: NSObject {}

open class UICollectionViewLayout: NSObject {}

open class UICollectionViewFlowLayout: UICollectionViewLayout {
	open var itemSize = CGSize.zero
	open var minimumLineSpacing: CGFloat = 0
	open var minimumInteritemSpacing: CGFloat = 0
}

open class UICollectionViewCell: UIView {}

open class UICollectionView: UIView {
	open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
}

extension Bundle {
	/// No nibs in the model: cells are created in code.
	public class func nibInBundles(name: String, currentClass: AnyClass) -> UINib? {
		return nil
	}
}

extension IndexPath {
	public init(item: Int, section: Int) {
		self.init(indexes: [section, item])
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
