// Type-checking stub of the UIKit surface generated screenlets use. Signatures only
// (bodies trap); no behaviour. Like UIKit, it re-exports Foundation.
@_exported import Foundation

@objc open class UIColor: NSObject {}

@objc open class UIImage: NSObject {}

@objc open class UIFont: NSObject {}

@objc open class UINib: NSObject {}

@objc open class UIResponder: NSObject {
	open func becomeFirstResponder() -> Bool { fatalError() }
	open func resignFirstResponder() -> Bool { fatalError() }
}

@objc open class UIView: UIResponder {
	public init(frame: CGRect) { fatalError() }
	public required init?(coder: NSCoder) { fatalError() }
	open var frame: CGRect { get { fatalError() } set {} }
	open var bounds: CGRect { fatalError() }
	open var tag: Int { get { fatalError() } set {} }
	open var isHidden: Bool { get { fatalError() } set {} }
	open var alpha: CGFloat { get { fatalError() } set {} }
	open var backgroundColor: UIColor?
	open var isUserInteractionEnabled: Bool { get { fatalError() } set {} }
	open var superview: UIView? { fatalError() }
	open var subviews: [UIView] { fatalError() }
	open var window: UIView? { fatalError() }
	open func addSubview(_ view: UIView) {}
	open func awakeFromNib() {}
	open func didMoveToWindow() {}
	open func prepareForInterfaceBuilder() {}
	open func layoutSubviews() {}
	open func layoutIfNeeded() {}
	open func endEditing(_ force: Bool) -> Bool { fatalError() }
	open func viewWithTag(_ tag: Int) -> UIView? { fatalError() }
}

@objc open class UIViewController: UIResponder {}

@objc open class UIControl: UIView {
	open var isEnabled: Bool { get { fatalError() } set {} }
	open var isSelected: Bool { get { fatalError() } set {} }
}

@objc open class UILabel: UIView {
	open var text: String?
	open var textColor: UIColor! { get { fatalError() } set {} }
	open var font: UIFont! { get { fatalError() } set {} }
}

@objc open class UITextField: UIControl {
	open var text: String?
	open var placeholder: String?
}

@objc open class UISwitch: UIControl {
	open var isOn: Bool { get { fatalError() } set {} }
}

@objc open class UIButton: UIControl {}

@objc open class UIActivityIndicatorView: UIView {
	open func startAnimating() {}
	open func stopAnimating() {}
}

@objc public enum UITableViewCellStyle: Int {
	case `default`
	case value1
	case value2
	case subtitle
}

@objc open class UITableViewCell: UIView {
	public init(style: UITableViewCellStyle, reuseIdentifier: String?) { fatalError() }
	public required init?(coder: NSCoder) { fatalError() }
	open var textLabel: UILabel? { fatalError() }
	open var detailTextLabel: UILabel? { fatalError() }
	open var contentView: UIView { fatalError() }
	open func prepareForReuse() {}
}

@objc open class UITableView: UIView {
	open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}
	open func reloadData() {}
}

@objc public protocol UITableViewDataSource: NSObjectProtocol {}
@objc public protocol UITableViewDelegate: NSObjectProtocol {}

@objc open class UICollectionViewLayout: NSObject {}

@objc open class UICollectionViewFlowLayout: UICollectionViewLayout {
	open var itemSize: CGSize { get { fatalError() } set {} }
	open var minimumLineSpacing: CGFloat { get { fatalError() } set {} }
	open var minimumInteritemSpacing: CGFloat { get { fatalError() } set {} }
}

@objc open class UICollectionReusableView: UIView {}

@objc open class UICollectionViewCell: UICollectionReusableView {
	open var contentView: UIView { fatalError() }
	open func prepareForReuse() {}
}

@objc open class UICollectionView: UIView {
	open var collectionViewLayout: UICollectionViewLayout { get { fatalError() } set {} }
	open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
	open func reloadData() {}
}

@objc public protocol UICollectionViewDataSource: NSObjectProtocol {}
@objc public protocol UICollectionViewDelegate: NSObjectProtocol {}
@objc public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {}
