/// Names inside generated classes: each class's namespace (FrameworkInventory + what its
/// template declares), the renaming of values that clash only inside one class, and the
/// refusal, with a name that works, of what the user would see renamed.
extension ModelBuilder {

	// MARK: Namespaces of the generated classes

	static func modelNamespace() -> ClassNamespace {
		return modelClassNamespace
	}

	/// Asked once per attribute: made once.
	private static let modelClassNamespace = ClassNamespace(superclass: "NSObject", own: ["attributes", "isComplete"])

	static func actionScreenletNamespace(_ own: [String]) -> ClassNamespace {
		return ClassNamespace(superclass: "BaseScreenlet", own: ["viewModel", "createInteractor", "offlinePolicy"] + own)
	}

	static func listScreenletNamespace(_ own: [String]) -> ClassNamespace {
		return ClassNamespace(superclass: "BaseListScreenlet", own: ["offlinePolicy", "createPageLoadInteractor"] + own)
	}

	/// The action View: its outlets, `@IBAction`s and View Model properties share it.
	static func actionViewNamespace() -> ClassNamespace {
		return actionViewClassNamespace
	}

	/// The Connector and the Interactor of an action store the same values under one name:
	/// members and local names of either template are taken.
	static func actionPlumbingNamespaces(write: Bool, resultProperty: String?, callbackStyle: Bool) -> [ClassNamespace] {
		let interactorSuperclass = callbackStyle ? "Interactor" : (write ? "ServerWriteConnectorInteractor" : "ServerReadConnectorInteractor")
		var namespaces = [actionInteractorNamespaces[interactorSuperclass]!, actionConnectorNamespace]
		if let result = resultProperty {
			for index in namespaces.indices {
				namespaces[index].claim(result)
			}
		}
		return namespaces
	}

	static func listPlumbingNamespaces() -> [ClassNamespace] {
		return listPlumbingClassNamespaces
	}

	// Made once, not per screenlet: a namespace hashes every name it holds.
	private static let actionViewClassNamespace = ClassNamespace(superclass: "BaseScreenletView", own: ["newValue"])
	private static let actionInteractorNamespaces: [String: ClassNamespace] = Dictionary(uniqueKeysWithValues:
		["Interactor", "ServerWriteConnectorInteractor", "ServerReadConnectorInteractor"].map { superclass in
			(superclass, ClassNamespace(superclass: superclass, own: ["c", "connector", "result", "error", "service", "session", "onSuccess",
				"onFailure", "validateData", "cacheManager", "cacheKey", "cacheAttributes", "sessionUserId"]))
		})
	private static let actionConnectorNamespace = ClassNamespace(superclass: "ServerConnector", own: ["service", "session", "result", "error", "sessionUserId"])
	private static let listPlumbingClassNamespaces = [
		ClassNamespace(superclass: "BaseListPageLoadInteractor", own: ["startRow", "endRow", "serverResult", "op"]),
		ClassNamespace(superclass: "PaginationLiferayConnector", own: ["service", "session", "obc", "error", "rows", "sessionUserId"]),
	]

	// MARK: Choosing names

	/// The name a value is stored under in the Interactor and Connector: the spec's name,
	/// unless one of them already has it (`name` is `Operation.name` in a Connector); then
	/// `<entity><Name>` (`bookmarkName`), never seen outside those two classes.
	static func storedName(_ name: String, entity: Entity, in namespaces: inout [ClassNamespace]) -> String {
		let free = freeStoredName(name, entity: entity, in: namespaces)
		for index in namespaces.indices {
			namespaces[index].claim(free)
		}
		return free
	}

	/// Borrows the namespaces: a copy kept alive while they are claimed into would copy every
	/// name set they hold.
	private static func freeStoredName(_ name: String, entity: Entity, in namespaces: [ClassNamespace]) -> String {
		func isTaken(_ candidate: String) -> Bool {
			return namespaces.contains { $0.takesProperty(candidate) }
		}
		guard isTaken(name) else {
			return name
		}
		let candidates = [name, entity.variableName + Words.capitalized(name), name + "Value"]
		return ClassNamespace.firstFree(candidates, isTaken: isTaken)
	}

	/// Records where a value is stored, for the templates and for the calls' arguments.
	static func store(_ value: inout ScreenletValue, as storedName: String, scope: inout ValueScope) {
		value.storedName = storedName
		if storedName != value.name {
			scope.storedNames[value.name] = storedName
		}
	}

	/// A name the user could write instead of `name`, free in `namespace` and not `isTaken`.
	static func alternative(to name: String, entity: String, in namespace: ClassNamespace, isTaken: (String) -> Bool = { _ in false }) -> String {
		let candidates = [Words.lowerCamel(entity) + Words.capitalized(name), name + "Value"]
		return ClassNamespace.firstFree(candidates, numbering: name + "Value") { namespace.takesProperty($0) || SwiftIdentifier.keywords.contains($0) || isTaken($0) }
	}

	/// Refuses a name the user sees (an inspectable, a View Model property) that a class
	/// already has; proposes one that is free.
	mutating func refuseTaken(_ value: Located<String>, what: String, owner: String, in namespace: ClassNamespace, hint: String) -> Bool {
		guard namespace.takesProperty(value.value) else {
			return false
		}
		let proposal = ModelBuilder.alternative(to: value.value, entity: spec.entity.value, in: namespace)
		diagnostics.error(at: value.location, "\(value.path): the \(what) \"\(value.value)\" is already a member of \(owner) (through its superclass \(namespace.superclass), or generated there), and it cannot be renamed where you use it; call it \"\(proposal)\"\(hint)")
		return true
	}
}

/// Type names: what a generated class may be called.
extension ModelBuilder {

	/// A screenlet's base name. Screens finds a theme's View by the screenlet's class name cut
	/// at its first "Screenlet" (`ScreenletName()`), so `WikiListScreenlet` means `WikiList`, and
	/// a name with "Screenlet" inside could never find its View.
	mutating func screenletBaseName(_ name: Located<String>) -> String? {
		var base = name.value
		if base.hasSuffix("Screenlet") {
			base.removeLast("Screenlet".count)
		}
		guard base.contains("Screenlet") || base.isEmpty else {
			return base
		}
		let proposal = base.replacingOccurrences(of: "Screenlet", with: "")
		diagnostics.error(at: name.location, "\(name.path): Liferay Screens loads a screenlet's View by the class name cut at its first \"Screenlet\", so \"\(name.value)\" would find no View; call it \"\(proposal.isEmpty ? spec.entity.value + "Form" : proposal)\"")
		return nil
	}

	/// Refuses generated type names that are taken (a type in scope, a class of the framework,
	/// an Apple or Mobile SDK prefix) or whose nib the framework's bundles already have.
	/// `origin` is what the user wrote, or (`written: false`) the object whose default name it is.
	mutating func checkTypeNames(_ names: [String], nibs: [String], base: String, at origin: Located<String>, written: Bool = true) {
		let taken = names.filter(FrameworkInventory.isTakenTypeName) + nibs.filter { FrameworkInventory.frameworkNibNames.contains($0) }
		guard let first = taken.first else {
			return
		}
		let entity = spec.entity.value
		// What a person would pick: the entity's name in front (`EntryLogin`), else the app's
		// (`AppCommentList`, as an app's own copy of a framework class is often called).
		let candidates = (base.hasPrefix(entity) ? [] : [entity + base]) + ["App" + base, "My" + base]
		let proposal = candidates.first { candidate in
			!names.contains { FrameworkInventory.isTakenTypeName($0.replacingOccurrences(of: base, with: candidate)) }
		} ?? "App" + base
		let reason = FrameworkInventory.frameworkNibNames.contains(first) ? "Liferay Screens already has a nib named \(first), which it would load instead of the generated one"
			: FrameworkInventory.frameworkObjCNames.contains(first) ? "Liferay Screens already has a class \(first) in the Objective-C runtime"
			: "\(first) is a type the generated code or the app already uses"
		let fix = written ? "call it \"\(proposal)\"" : "give it a \"name\", such as \"\(proposal)\""
		diagnostics.error(at: origin.location, "\(origin.path): \(reason); \(fix)")
	}
}
