/// The names only the iOS screenlets have, made from the model's neutral ones: Screens for iOS's
/// delegate protocols, `_default` Views, Connectors and action constants, `.strings` tables,
/// `@IBInspectable`s, and the Swift import of a service method. The Android twin names its
/// classes in `Model/Android/`.
extension ActionScreenlet {

	public var delegateProtocol: String { return name + "ScreenletDelegate" }
	/// `addBookmarkDelegate`
	public var delegateProperty: String { return Words.lowerCamel(name) + "Delegate" }
	public var viewModelProtocol: String { return name + "ViewModel" }
	public var viewClass: String { return name + "View_default" }
	/// Any `@IBInspectable`: a property, or `offlinePolicy` (connector style).
	public var hasInspectables: Bool { return !properties.isEmpty || style != .callback || autoLoadProperty != nil }
}

extension Action {

	/// `AddBookmarkAction`
	public var constantName: String { return prefix + "Action" }
	public var interactorClass: String { return prefix + "Interactor" }
	/// `AddBookmarkLiferayConnector` (connector style only)
	public var connectorClass: String { return prefix + "LiferayConnector" }
	/// `createAddBookmarkInteractor`
	public var factoryMethod: String { return "create\(prefix)Interactor" }
}

extension ListScreenlet {

	public var delegateProtocol: String { return name + "ScreenletDelegate" }
	/// `bookmarkListDelegate`
	public var delegateProperty: String { return Words.lowerCamel(name) + "Delegate" }
	public var interactorClass: String { return name + "PageLoadInteractor" }
	public var connectorClass: String { return name + "PageLiferayConnector" }
	public var viewClass: String { return name + "View_default" }
	/// Any `@IBInspectable`: a property, or `offlinePolicy`.
	public var hasInspectables: Bool { return !properties.isEmpty || offline }
}

extension StringsTable {

	/// `addbookmark-screenlet.strings`
	public var fileName: String { return table + ".strings" }
}

extension ServiceCall {

	/// The method's whole Swift name: `name`, and the `error:` parameter's label where it has one
	/// (`addFlag(withEntryId:value:error:)`, `testGetUserId(_:)`).
	public var importedName: SwiftMethodName {
		switch errorReporting {
		case .throwing: return name
		case .errorParameter(let label): return SwiftMethodName(base: name.base, labels: name.labels + [label])
		}
	}
}

extension InputChooser {

	/// `LoadProjectChoicesAction`
	public var constantName: String { return prefix + "Action" }
	/// `createLoadProjectChoicesInteractor`
	public var factoryMethod: String { return "create\(prefix)Interactor" }
	/// `AddProjectTaskProjectChoicesLiferayConnector`, beside its Interactor.
	public var connectorClass: String { return classBase + "LiferayConnector" }
	/// The delegate's method told when the read fails: `onLoadProjectChoicesError`.
	public var failureLabel: String { return "on\(prefix)Error" }
}
