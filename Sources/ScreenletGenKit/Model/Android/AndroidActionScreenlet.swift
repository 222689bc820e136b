/// An action screenlet as the Android twin writes it for Screens for Android 5.1: the Java
/// names of its classes and members, made from the model's decisions, or why it is not written
/// yet (`gap`). The screenlet, its listener and View Model are named after the model's
/// screenlet; each action has an interactor and an event (`AddBookmarkInteractor`,
/// `AddBookmarkEvent`), as Screens' own screenlets do.
struct AndroidActionScreenlet: AndroidActionScreenletNaming {
	var screenlet: ActionScreenlet
	var properties: [AndroidValue]
	var inputs: [AndroidValue]
	var actions: [AndroidAction]
	/// Each parent's chooser, in the order of its input.
	var choosers: [AndroidChooser]

	/// One action (and no chooser's read): the screenlet's interactor type is its class; several:
	/// Screens' `Interactor`.
	var hasOneAction: Bool { return actions.count == 1 && choosers.isEmpty }

	/// Members of `BaseScreenlet` (and of `BaseViewModel`) an accessor must not repeat.
	static let screenletMembers: Set<String> = [
		"getGroupId", "setGroupId", "getUserId", "setUserId", "getLocale", "setLocale", "getCachePolicy", "setCachePolicy",
		"getCacheListener", "setCacheListener", "getInteractor", "getViewModel", "setViewModel", "getScreenletId",
		"getListener", "setListener", "getDefaultLayoutId", "setCustomInteractorListener", "getScreenlet", "setScreenlet",
	]
	/// What a screenlet's or its View's accessor must not repeat: View's and the base classes'.
	static let screenletAccessors = AndroidViewMembers.accessors.union(screenletMembers)
	/// `BaseScreenlet`'s protected fields, which a property's field must not hide.
	static let screenletFields: Set<String> = ["cachePolicy", "groupId", "userId", "locale", "cacheListener", "listener"]

	init(_ screenlet: ActionScreenlet, entity: Entity) {
		self.screenlet = screenlet
		var taken = AccessorNamespace(reserved: AndroidActionScreenlet.screenletAccessors)
		properties = screenlet.properties.map { AndroidValue($0, taken: &taken, fields: AndroidActionScreenlet.screenletFields) }
		// The View Model's accessors: the View (a LinearLayout) implements them.
		var viewTaken = AccessorNamespace(reserved: AndroidActionScreenlet.screenletAccessors)
		inputs = screenlet.inputs.map { AndroidValue($0, taken: &viewTaken, fields: []) }
		let entity = entity
		actions = screenlet.actions.map { AndroidAction($0, entity: entity) }
		let inputs = inputs
		choosers = AndroidActionScreenletNames(screenlet: screenlet).writtenChoosers.compactMap { value, chooser in
			inputs.first { $0.value.name == value.name }.map { AndroidChooser(chooser: chooser, input: $0) }
		}
	}

	/// Why the Android twin does not write this screenlet yet, or nil.
	var gap: String? {
		for value in screenlet.inputs {
			guard let input = value.input else { continue }
			switch input.control {
			case .textField, .textView, .switchControl, .datePicker, .segmentedControl: break
			case .switchGroup where input.requirement != nil: return "a multiselect input that must be filled in (\(value.name))"
			case .switchGroup: break
			case .fileLabel, .chooser: break
			}
			// What may be left out: a number's empty text, a date or a switch not set, no parent chosen.
			if input.isOptional && !(input.readsNumber || [.datePicker, .switchControl, .fileLabel, .chooser].contains(input.control)) {
				return "an input that may be left out (\(value.name))"
			}
		}
		if let problem = properties.lazy.compactMap(\.attributeProblem).first {
			return problem
		}
		for action in actions {
			if action.isCachedWrite && action.action.values.isEmpty {
				return "a write that sends no value of the screenlet (\(action.action.name))"
			}
			if let gap = action.gap {
				return gap
			}
		}
		return nil
	}
}

/// A property or an input in Java: its variable (never a reserved word), the screenlet's field
/// or the View Model's accessors (never one a View or a screenlet already has).
struct AndroidValue {
	var value: ScreenletValue
	/// `title`; `classValue` for `class`.
	var variable: String
	/// The screenlet's field (`folderId`): the variable, or `cachePolicyValue` where the base class has one.
	var field: String
	/// `getTitle`, `setTitle`; `getIdValue` where the View has `getId`.
	var getter: String
	var setter: String

	init(_ value: ScreenletValue, taken: inout AccessorNamespace, fields: Set<String>) {
		self.value = value
		variable = JavaIdentifier.reserved.contains(value.name) ? value.name + "Value" : value.name
		field = fields.contains(variable) ? variable + "Value" : variable
		(getter, setter) = AndroidValue.accessors(of: value.name, taken: &taken)
	}

	/// `getTitle` and `setTitle` for `title`, or `getTitleValue`, `getTitleInput` where `taken`
	/// has the plain pair; then taken.
	static func accessors(of name: String, taken: inout AccessorNamespace) -> (getter: String, setter: String) {
		let base = Words.capitalized(name)
		var suffix = ""
		for candidate in ["", "Value", "Input"] where !taken.contains("get" + base + candidate) && !taken.contains("set" + base + candidate) {
			suffix = candidate
			break
		}
		let pair = ("get" + base + suffix, "set" + base + suffix)
		taken.insert(pair.0)
		taken.insert(pair.1)
		return pair
	}

	/// The format of the screenlet's attribute that sets a property: a 64-bit number is text
	/// (`castToLong`, as Screens reads `groupId`), and so is a decimal (a float would round it).
	var attributeFormat: String? {
		switch value.type {
		case .string, .int64, .double: return "string"
		case .int: return "integer"
		case .bool: return "boolean"
		case .date: return nil
		}
	}

	/// Why a property cannot be the screenlet's attribute, or nil: a date has no format, and a
	/// library's attribute of its name has another format (an aapt error).
	var attributeProblem: String? {
		guard let format = attributeFormat else {
			return "a date property (\(value.name))"
		}
		if let declared = AndroidLibraryAttributes.formats[value.name], declared != format {
			return "a property named like a library's \(declared) attribute (\(value.name))"
		}
		return nil
	}

	/// An input a person may leave out (a number's text empty, a date or a switch not set): held
	/// boxed, null when left out, and not sent.
	var isOptional: Bool {
		return value.input?.isOptional ?? false
	}

	/// `title` as a layout id; `class_input` for a reserved word, which `R.id` cannot hold.
	var layoutId: String {
		let snake = Words.camelCaseWords(value.name).map { $0.lowercased() }.joined(separator: "_")
		return JavaIdentifier.reserved.contains(snake) ? snake + "_input" : snake
	}
}

/// The accessor names a class already has (`reserved`, shared and never copied) and those given
/// so far.
struct AccessorNamespace {
	let reserved: Set<String>
	private var given: Set<String> = []

	init(reserved: Set<String>) {
		self.reserved = reserved
	}

	func contains(_ name: String) -> Bool {
		return reserved.contains(name) || given.contains(name)
	}

	mutating func insert(_ name: String) {
		given.insert(name)
	}

	mutating func formUnion(_ names: [String]) {
		given.formUnion(names)
	}
}

/// A field of a generated class with its accessors.
struct AndroidMember {
	var field: String
	var getter: String
	var setter: String
}

/// An action in Java: its interactor, event and listener methods, and its call.
struct AndroidAction {
	var action: Action
	var entity: Entity

	init(_ action: Action, entity: Entity) {
		self.action = action
		self.entity = entity
	}

	/// `AddBookmarkInteractor`, `AddBookmarkEvent`, `ADD_BOOKMARK_ACTION`.
	var interactorClass: String { return action.prefix + "Interactor" }
	var eventClass: String { return action.prefix + "Event" }
	var constant: String { return AndroidNames.actionConstant(action.name) }
	/// The listener's methods, Screens' Android names (`onAddBookmarkSuccess`), or the spec's `events`.
	var successMethod: String { return action.namesSuccessEvent ? action.successLabel : "on\(action.prefix)Success" }
	var failureMethod: String { return action.namesFailureEvent ? action.failureLabel : "on\(action.prefix)Failure" }
	/// The screenlet's method that starts it: `addBookmark`.
	var runMethod: String {
		let name = Words.lowerCamel(kebab: action.name)
		// An action named like a Java keyword (`import`, `new`) is run by `importAction`.
		return JavaIdentifier.reserved.contains(name) ? name + "Action" : name
	}
	/// A write of a cached screenlet: a `BaseCacheWriteInteractor` started with its event.
	var isCachedWrite: Bool { return action.isWrite && action.style == .connector }
	var isCached: Bool { return action.style == .connector }
	/// A cached read with an answer: a `BaseCacheReadInteractor`. Any other action (a callback
	/// screenlet's, a read with no answer) runs on the portal only: a `BaseRemoteInteractor`.
	var isCachedRead: Bool { return isCached && action.cachesResult }
	/// Its interactor is one of Screens' cache interactors, which keep a site and a user.
	var usesCache: Bool { return isCachedWrite || isCachedRead }

	/// The catalog's method it calls and its Java service class, when it calls one.
	var service: (call: ServiceCall, method: Discovery.Method, className: String, generation: String)? {
		guard let call = action.call.service, let method = AndroidService.portalMethod(of: call),
				let (className, generation) = AndroidService.javaClass(of: call.serviceClass) else {
			return nil
		}
		return (call, method, className, generation)
	}

	/// What `BasicEvent` and `CacheEvent` declare, which an event's accessor must not repeat.
	static let eventMembers: Set<String> = [
		"getUserId", "setUserId", "getGroupId", "setGroupId", "getLocale", "setLocale", "isOnlineRequest", "setCached",
		"getCacheKey", "setCacheKey", "isDirty", "setDirty", "getSyncDate", "setSyncDate", "isDeleted", "setDeleted",
		"getException", "setException", "isFailed", "getTargetScreenletId", "setTargetScreenletId", "getJSONObject",
		"setJSONObject", "getActionName", "setActionName", "getClass",
	]

	/// Whether the request sends an external reference code made on the device (a headless add,
	/// `PUT …/by-external-reference-code/{code}`), which a cached write keeps for its replay.
	var sendsMadeCode: Bool {
		return action.call.headless?.sendsExternalReferenceCode ?? false
	}

	/// The event's members: each value a cached write sends (`getFolderId`), the code it made
	/// (`externalReferenceCode`), then the answer read (`bookmark`, `getBookmark`, `setBookmark`;
	/// `attributes` for a raw one).
	func eventMembers(sent: [AndroidValue]) -> (values: [AndroidValue], madeCode: AndroidMember?, result: AndroidMember?) {
		var taken = AccessorNamespace(reserved: AndroidAction.eventMembers)
		let values = sent.map { value in
			var named = value
			named.field = value.variable
			(named.getter, named.setter) = AndroidValue.accessors(of: value.value.name, taken: &taken)
			return named
		}
		var fields = Set(values.map(\.field))
		var madeCode: AndroidMember?
		if sendsMadeCode && isCachedWrite {
			var field = "externalReferenceCode"
			while !fields.insert(field).inserted {
				field += "Made"
			}
			let (getter, setter) = AndroidValue.accessors(of: field, taken: &taken)
			madeCode = AndroidMember(field: field, getter: getter, setter: setter)
		}
		guard action.result != .none else {
			return (values, madeCode, nil)
		}
		var field = action.result == .entity ? entity.variableName : "attributes"
		while !fields.insert(field).inserted {
			field += "Result"
		}
		let (getter, setter) = AndroidValue.accessors(of: field, taken: &taken)
		return (values, madeCode, AndroidMember(field: field, getter: getter, setter: setter))
	}

	/// `add_bookmark_button`
	var buttonLayoutId: String {
		return Words.kebabWords(action.name).map { $0.lowercased() }.joined(separator: "_") + "_button"
	}

	var gap: String? {
		if let headless = action.call.headless {
			if sendsMadeCode && !isCachedWrite {
				return "an add by a code made on the device, not cached (\(action.name))"
			}
			return AndroidAction.headlessProblem(headless).map { "\($0) (\(action.name))" }
		}
		guard let service = service else {
			return action.call.service.flatMap(AndroidService.portalMethodProblem) ?? "a call the twin cannot make (\(action.name))"
		}
		guard service.call.arguments.count == service.method.parameters.count else {
			return "a call whose arguments the catalog's method does not list (\(action.name))"
		}
		if let problem = service.call.arguments.lazy.compactMap({ AndroidService.argumentProblem($0, inPage: false) }).first {
			return problem + " (\(action.name))"
		}
		if action.result != .none && AndroidService.answer(of: service.method).type != "JSONObject" {
			return "an answer read as an entry that is not an object (\(action.name))"
		}
		return nil
	}
}

extension AndroidAction {

	/// Why a headless action's request is not sent yet, or nil: its values as text (path and
	/// query) and as JSON (the body: plain values, a picklist's key, fixed values), a date as ISO text.
	static func headlessProblem(_ call: HeadlessCall) -> String? {
		if let problem = PortalCall.headless(call).arguments.lazy.compactMap(AndroidAction.headlessArgumentProblem).first {
			return problem
		}
		if call.answer == .page {
			return "an action that reads a page"
		}
		return nil
	}

	/// Why a headless request's value is not sent yet, or nil: a value of the screenlet, the app's
	/// site or company, or an add's external reference code.
	static func headlessArgumentProblem(_ argument: ArgumentValue) -> String? {
		guard case .value(let source, _) = argument else {
			return nil
		}
		switch source {
		case .stored, .groupId, .recordedGroupId, .companyId, .externalReferenceCode: return nil
		case .locale: return "the app's language as an argument"
		case .sessionUserId: return "the signed-in user's id in a headless request"
		case .startRow, .endRow, .orderByComparator, .serviceContext: return "a page's rows or order in a headless request"
		}
	}
}

/// The Java names of an action screenlet's classes, from the model's screenlet alone: the file
/// layout reads them for each spec several times, without the rest of its twin
/// (`AndroidActionScreenletNames`).
protocol AndroidActionScreenletNaming {
	var screenlet: ActionScreenlet { get }
}

extension AndroidActionScreenletNaming {
	/// `AddBookmarkScreenlet`, `AddBookmarkListener`, `AddBookmarkViewModel`, `AddBookmarkView`.
	var className: String { return screenlet.screenletClass }
	var listenerClass: String { return screenlet.name + "Listener" }
	var viewModelClass: String { return screenlet.name + "ViewModel" }
	var viewClass: String { return screenlet.name + "View" }
	/// The choosers the twin writes: each one whose input the screenlet has, in the order of its input.
	var writtenChoosers: [(value: ScreenletValue, chooser: InputChooser)] {
		return screenlet.choosers.filter { value, _ in screenlet.inputs.contains { $0.name == value.name } }
	}
}

/// A written action screenlet's names only.
struct AndroidActionScreenletNames: AndroidActionScreenletNaming {
	let screenlet: ActionScreenlet
}

extension AndroidActionScreenlet {

	/// The model's action screenlets the Android twin writes, in order.
	static func written(in model: GenerationModel, _ written: AndroidWrittenScreenlets) -> [AndroidActionScreenlet] {
		return written.actionScreenlets.map { AndroidActionScreenlet(model.actionScreenlets[$0], entity: model.entity) }
	}
}
