/// A screenlet's SwiftUI view (`"swiftUI": true`): a `UIViewRepresentable` that makes the
/// screenlet, sets its properties from its parameters and turns each delegate call into a
/// closure, through a coordinator that is the screenlet's delegate.
public struct SwiftUIView: Sendable {
	/// `AddBookmarkView`
	public var name: String
	public var screenletClass: String
	/// The screenlet's properties, as the view's parameters.
	public var properties: [SwiftUIProperty]
	/// The screenlet has `offlinePolicy`: a parameter too.
	public var hasOfflinePolicy: Bool
	/// A sorted list: its order-by comparator's class (`obcClassName`) is a parameter too.
	public var takesComparator: Bool
	/// One per delegate method, in the protocol's order with the main one (a list's
	/// selection, the first action's success) last, so that it can be a trailing closure.
	public var closures: [SwiftUIClosure]
}

public struct SwiftUIProperty: Sendable {
	public var value: ScreenletValue
	/// A member of every SwiftUI view has the name (`body`): the view stores it as `bodyValue`,
	/// its parameter keeps the name.
	public var isStoredUnderAnotherName: Bool
}

public struct SwiftUIClosure: Sendable {
	/// The delegate method's label, and the closure's name: `onBookmarkAdded`.
	public var label: String
	/// What the delegate method passes besides the screenlet; nil for nothing.
	public var parameter: DelegateParameter?
	/// A list's error closure: the view cancels a load itself when its values change, and
	/// that `.cancelled` is not the list's error.
	public var ignoresCancellation: Bool
}

/// What a delegate method passes.
public enum DelegateParameter: Sendable {
	case entity
	case entities
	case attributes
	case error
}
