/// A list screenlet as the Android twin writes it for Screens for Android 5.1, in the module's
/// `list` package, as the Bookmark sample's: `BookmarkListScreenlet` (a `BaseListScreenlet`),
/// its listener, interactor (a `BaseListInteractor`), View and adapter, and the entity's row
/// event (`BookmarkEvent`, a `ListEvent`), or why it is not written yet (`gap`).
struct AndroidListScreenlet: AndroidListNaming {
	var list: ListScreenlet
	var entity: Entity
	var properties: [AndroidValue]

	init(_ list: ListScreenlet, entity: Entity) {
		self.list = list
		self.entity = entity
		var taken = AccessorNamespace(reserved: AndroidListScreenlet.listAccessors)
		properties = list.properties.map { AndroidValue($0, taken: &taken, fields: AndroidListScreenlet.listFields) }
	}

	/// What a list screenlet's accessor and field must not repeat: `BaseListScreenlet`'s too.
	static let listAccessors = AndroidActionScreenlet.screenletAccessors
		.union(["getFirstPageSize", "setFirstPageSize", "getPageSize", "setPageSize", "getLabelFields", "setLabelFields", "isAutoLoad", "setAutoLoad"])
	static let listFields = AndroidActionScreenlet.screenletFields.union(["autoLoad", "firstPageSize", "pageSize", "obcClassName"])

	/// `BookmarkEvent`: one class per entity, which every list of the spec shares.
	static func eventClass(of entity: Entity) -> String { return entity.className + "Event" }

	/// A property named `groupId` is the site `BaseScreenlet` already reads (its `groupId`
	/// attribute, the app's site by default): no field of its own.
	static func isTheScreenletsSite(_ value: ScreenletValue) -> Bool {
		return value.name == "groupId" && value.type == .int64
	}

	/// The values the page and count calls read from the screenlet, in order: its `args`.
	var arguments: [ScreenletValue] {
		var names: [String] = []
		for argument in list.page.arguments + (list.count?.arguments ?? []) {
			if case .value(.stored(let name, _, _), _) = argument, !names.contains(name) {
				names.append(name)
			}
		}
		return names.compactMap { name in list.properties.first { $0.storedName == name && !AndroidListScreenlet.isTheScreenletsSite($0) } }
	}

	var gap: String? {
		if list.page.headless != nil {
			if let problem = list.page.arguments.lazy.compactMap(AndroidAction.headlessArgumentProblem).first {
				return problem
			}
			return properties.lazy.compactMap(\.attributeProblem).first
		}
		guard let page = list.page.service else {
			return "a call the twin cannot make"
		}
		let calls = [(page, "java.util.List")] + (list.count.map { [($0, "java.lang.Number")] } ?? [])
		for (call, answer) in calls {
			if let problem = AndroidService.portalMethodProblem(of: call) {
				return problem
			}
			guard AndroidService.portalMethod(of: call, answer: answer) != nil, AndroidService.javaClass(of: call.serviceClass) != nil else {
				return "a call the twin cannot make"
			}
			if let problem = call.arguments.lazy.compactMap({ AndroidService.argumentProblem($0, inPage: true) }).first {
				return problem
			}
		}
		if let problem = properties.lazy.filter({ !AndroidListScreenlet.isTheScreenletsSite($0.value) }).compactMap(\.attributeProblem).first {
			return problem
		}
		return nil
	}

	/// The lists the Android twin writes, in order.
	static func written(in model: GenerationModel, _ written: AndroidWrittenScreenlets) -> [AndroidListScreenlet] {
		return written.lists.map { AndroidListScreenlet(model.lists[$0], entity: model.entity) }
	}
}

/// The Java names of a list screenlet's classes, from the model's list alone: the file layout
/// reads them for each spec several times, without the rest of its twin (`AndroidListNames`).
protocol AndroidListNaming {
	var list: ListScreenlet { get }
}

extension AndroidListNaming {
	var className: String { return list.screenletClass }
	var listenerClass: String { return list.name + "Listener" }
	var interactorClass: String { return list.name + "Interactor" }
	var viewClass: String { return list.name + "View" }
	/// `BookmarkAdapter` for `BookmarkList`, as the sample names it; its holder `BookmarkViewHolder`.
	var adapterClass: String { return rowName + "Adapter" }
	var viewHolderClass: String { return rowName + "ViewHolder" }

	private var rowName: String {
		return list.name.hasSuffix("List") && list.name.count > 4 ? String(list.name.dropLast(4)) : list.name
	}
}

/// A written list's names only.
struct AndroidListNames: AndroidListNaming {
	let list: ListScreenlet
}
