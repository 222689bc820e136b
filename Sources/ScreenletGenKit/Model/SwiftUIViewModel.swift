/// A screenlet's SwiftUI view (`"swiftUI": true`): a `UIViewRepresentable` that makes the
/// screenlet, sets its properties from its parameters and turns each delegate call into a
/// closure, through a coordinator that is the screenlet's delegate.
public struct SwiftUIViewModel: Sendable {
	/// `AddBookmarkView`
	public var name: String
	/// The screenlet's properties, as the view's parameters.
	public var properties: [SwiftUIPropertyModel]
	/// The screenlet has `offlinePolicy` (connector-style actions, offline lists): a parameter too.
	public var hasOfflinePolicy: Bool
	/// A sorted list: its order-by comparator's class (`obcClassName`) is a parameter too.
	public var takesComparator: Bool
	/// One closure per delegate method, in the protocol's order with the main one (a list's
	/// selection, the first action's success) last, so that it can be a trailing closure.
	public var closures: [SwiftUIClosureModel]
}

public struct SwiftUIPropertyModel: Sendable {
	/// The initializer's label, the spec's name: `folderId`.
	public var label: String
	/// The view's stored property: the spec's name, unless a member of every SwiftUI view has
	/// it (`body`, `themeName`…): then `bodyValue`.
	public var storedName: String
	/// The screenlet's property it sets (in backticks when a keyword), also the name of the
	/// initializer's parameter inside it.
	public var screenletProperty: String
	public var swiftType: String
	public var defaultValue: String
}

public struct SwiftUIClosureModel: Sendable {
	/// The delegate method's label, and the closure's name: `onBookmarkAdded`.
	public var name: String
	/// The closure's type: `((Bookmark) -> Void)?`, `(() -> Void)?`.
	public var type: String
	/// The coordinator's delegate method, declared as the protocol declares it:
	/// `screenlet(_ screenlet: AddBookmarkScreenlet, onBookmarkAdded bookmark: Bookmark)`.
	public var delegateMethod: String
	/// How the coordinator calls the closure: `onBookmarkAdded?(bookmark)`.
	public var call: String
	/// A list's error closure: the view cancels a load itself when its values change, and
	/// that `.cancelled` is not the list's error.
	public var ignoresCancellation: Bool
}

extension ModelBuilder {

	/// Members every SwiftUI view (and this one) has: a property of the same name is stored
	/// under another one, its parameter keeps the spec's name.
	static let swiftUIViewMembers: Set<String> = ["body", "themeName", "offlinePolicy", "makeUIView", "updateUIView",
		"makeCoordinator", "dismantleUIView", "sizeThatFits", "Coordinator", "Context", "UIViewType", "Body"]

	static func swiftUIView(name: String, screenletClass: String, properties: [ValueModel], hasOfflinePolicy: Bool,
			takesComparator: Bool = false, closures: [SwiftUIClosureModel]) -> SwiftUIViewModel {
		let closureNames = Set(closures.map { $0.name })
		let parameters = properties.map { property -> SwiftUIPropertyModel in
			let taken = swiftUIViewMembers.contains(property.label) || closureNames.contains(property.label)
			return SwiftUIPropertyModel(label: property.label, storedName: taken ? property.label + "Value" : property.name,
				screenletProperty: property.name, swiftType: property.swiftType, defaultValue: property.defaultValue)
		}
		return SwiftUIViewModel(name: "\(name)View", properties: parameters, hasOfflinePolicy: hasOfflinePolicy,
			takesComparator: takesComparator, closures: closures)
	}

	/// A delegate method `screenlet(_ screenlet: C, label parameter: Type)` as a closure.
	static func swiftUIClosure(_ label: String, screenletClass: String, parameter: (name: String, type: String)?, ignoresCancellation: Bool = false) -> SwiftUIClosureModel {
		guard let parameter = parameter else {
			return SwiftUIClosureModel(name: label, type: "(() -> Void)?",
				delegateMethod: "screenlet(\(label) screenlet: \(screenletClass))", call: "\(label)?()", ignoresCancellation: false)
		}
		return SwiftUIClosureModel(name: label, type: "((\(parameter.type)) -> Void)?",
			delegateMethod: "screenlet(_ screenlet: \(screenletClass), \(label) \(parameter.name): \(parameter.type))",
			call: "\(label)?(\(parameter.name))", ignoresCancellation: ignoresCancellation)
	}
}
