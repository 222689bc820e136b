/// Which files a model generates, where (Documentation/Spec.md §2), from which template, and
/// which part of the model each template sees: one list, in the order the files are written.
struct FileLayout {

	/// Where a screenlet's English string table goes, beside its `Themes` folder: Screens ships
	/// its screenlets' tables as `Resources/<language>.lproj/<table>.strings`. Translations
	/// are the user's files in sibling `<language>.lproj` folders, never written here.
	static let stringsFolder = "Resources/en.lproj"

	struct Entry: Sendable {
		var path: String
		var template: String
		var scope: Scope
	}

	/// The part of the model a file's template sees besides the entity's shared values
	/// (`entity`, `module`, `generatesAsync`, `generatesSwiftUI`): its screenlet, and its action.
	enum Scope: Sendable {
		case entity
		case list(Int)
		case actionScreenlet(Int)
		case action(screenlet: Int, action: Int)
		/// An action screenlet's chooser of a parent, by its place among the screenlet's choosers.
		case chooser(screenlet: Int, chooser: Int)
		/// The Android twin's string resources of a screenlet: the lists', then the action screenlets'.
		case androidStrings(Int)
		/// An action screenlet the Android twin writes, by its place among those it writes.
		case androidScreenlet(Int)
		case androidAction(screenlet: Int, action: Int)
		case androidChooser(screenlet: Int, chooser: Int)
		/// A list the Android twin writes, by its place among those it writes.
		case androidList(Int)
	}

	/// Cheap: paths and names only. The template data is made when the files are rendered
	/// (`Contexts`), as it is most of a model's size. An Android run lays out the Android twin
	/// (`FileLayout+Android.swift`).
	static func entries(for model: GenerationModel, platform: RenderPlatform = .ios) -> [Entry] {
		if case .android(let layout) = platform {
			return androidEntries(for: model, layout: layout)
		}
		var entries: [Entry] = []
		func add(_ path: String, _ template: String, _ scope: Scope) {
			entries.append(Entry(path: path, template: template, scope: scope))
		}

		add("Model/\(model.entity.className).swift", "Model.swift", .entity)
		if let request = model.headless {
			add("Model/\(request.name).swift", "Headless/Request.swift", .entity)
		}

		for (index, list) in model.lists.enumerated() {
			let folder = "\(list.screenletClass)"
			let scope = Scope.list(index)
			add("\(folder)/\(list.screenletClass).swift", "List/Screenlet.swift", scope)
			add("\(folder)/Connector/\(list.connectorClass).swift", list.page.headless == nil ? "List/PageConnector.swift" : "Headless/PageConnector.swift", scope)
			add("\(folder)/Interactor/\(list.interactorClass).swift", "List/PageLoadInteractor.swift", scope)
			add("\(folder)/Themes/Default/\(list.viewClass).swift", "List/TableView.swift", scope)
			add("\(folder)/Themes/Default/\(list.viewClass).xib", "List/TableView.xib", scope)
			if let cell = list.tableCell {
				add("\(folder)/Themes/Default/\(cell.cellClass).swift", "List/TableCell.swift", scope)
				add("\(folder)/Themes/Default/\(cell.cellClass).xib", "List/TableCell.xib", scope)
			}
			if let collection = list.collection {
				add("\(folder)/Themes/Collection/\(collection.viewNib).swift", "List/CollectionView.swift", scope)
				add("\(folder)/Themes/Collection/\(collection.viewNib).xib", "List/CollectionView.xib", scope)
				add("\(folder)/Themes/Collection/\(collection.cellNib).swift", "List/CollectionCell.swift", scope)
				add("\(folder)/Themes/Collection/\(collection.cellNib).xib", "List/CollectionCell.xib", scope)
			}
			if model.generatesAsync {
				add("\(folder)/\(list.screenletClass)+Async.swift", "List/Async.swift", scope)
			}
			if let view = list.swiftUIView {
				add("\(folder)/SwiftUI/\(view.name).swift", "List/SwiftUI.swift", scope)
			}
			add("\(folder)/\(FileLayout.stringsFolder)/\(list.strings.fileName)", "Strings.strings", scope)
		}

		for (index, screenlet) in model.actionScreenlets.enumerated() {
			let folder = "\(screenlet.screenletClass)"
			let scope = Scope.actionScreenlet(index)
			add("\(folder)/\(screenlet.screenletClass).swift", "Action/Screenlet.swift", scope)
			add("\(folder)/\(screenlet.viewModelProtocol).swift", "Action/ViewModel.swift", scope)
			for (actionIndex, action) in screenlet.actions.enumerated() {
				let actionScope = Scope.action(screenlet: index, action: actionIndex)
				if screenlet.isCallbackStyle {
					add("\(folder)/Interactor/\(action.interactorClass).swift", "Action/CallbackInteractor.swift", actionScope)
				}
				else {
					add("\(folder)/Connector/\(action.connectorClass).swift", "Action/Connector.swift", actionScope)
					add("\(folder)/Interactor/\(action.interactorClass).swift", "Action/Interactor.swift", actionScope)
				}
			}
			for (chooserIndex, chooser) in screenlet.choosers.enumerated() {
				let chooserScope = Scope.chooser(screenlet: index, chooser: chooserIndex)
				add("\(folder)/Connector/\(chooser.chooser.connectorClass).swift", "Action/ChoicesConnector.swift", chooserScope)
				add("\(folder)/Interactor/\(chooser.chooser.interactorClass).swift", "Action/ChoicesInteractor.swift", chooserScope)
			}
			if !screenlet.syncedActions.isEmpty {
				add("\(folder)/\(screenlet.screenletClass)+Sync.swift", "Action/Sync.swift", scope)
			}
			if model.generatesAsync {
				add("\(folder)/\(screenlet.screenletClass)+Async.swift", "Action/Async.swift", scope)
			}
			if let view = screenlet.swiftUIView {
				add("\(folder)/SwiftUI/\(view.name).swift", "Action/SwiftUI.swift", scope)
			}
			add("\(folder)/Themes/Default/\(screenlet.viewClass).swift", "Action/View.swift", scope)
			add("\(folder)/Themes/Default/\(screenlet.viewClass).xib", "Action/View.xib", scope)
			add("\(folder)/\(FileLayout.stringsFolder)/\(screenlet.strings.fileName)", "Strings.strings", scope)
		}
		return entries
	}

	/// What each scope's template sees, made from the model once per rendering: the entity's
	/// shared values with the screenlet (and the action) of the scope.
	struct Contexts: Sendable {
		private let shared: TemplateObject
		private let lists: [TemplateValue]
		private let actionScreenlets: [TemplateValue]
		private let actions: [[TemplateValue]]
		private let choosers: [[TemplateValue]]
		private let androidStrings: [TemplateValue]
		private let androidScreenlets: [TemplateValue]
		private let androidActions: [[TemplateValue]]
		private let androidChoosers: [[TemplateValue]]
		private let androidLists: [TemplateValue]

		init(_ model: GenerationModel, platform: RenderPlatform = .ios) {
			if case .android(let layout) = platform {
				// The Android files' templates see the package and the entity, and a screenlet or a
				// screenlet's string table (`FileLayout+Android.swift`).
				let twin = AndroidTwin(model, package: layout.package, written: layout.written)
				let shared = AndroidContext(package: layout.package).shared(model, twin: twin)
				self.shared = shared
				lists = []
				actionScreenlets = []
				actions = []
				choosers = []
				androidStrings = twin.stringTables.map { .object(shared.merging(["strings": $0.context])) }
				androidScreenlets = twin.screenlets.map { .object(shared.merging(["screenlet": $0.screenlet])) }
				androidActions = zip(twin.screenlets, androidScreenlets).map { context, scope in
					guard case .object(let members) = scope else { preconditionFailure("a scope is an object") }
					return context.twin.actions.map { .object(members.merging(["action": context.action($0)])) }
				}
				androidChoosers = zip(twin.screenlets, androidScreenlets).map { context, scope in
					guard case .object(let members) = scope else { preconditionFailure("a scope is an object") }
					return context.twin.choosers.map { .object(members.merging(["chooser": context.chooser($0)])) }
				}
				androidLists = twin.lists.map { .object(shared.merging(["screenlet": $0.screenlet])) }
				return
			}
			guard case .object(let root) = model.templateValue,
					case .list(let lists)? = root["lists"],
					case .list(let actionScreenlets)? = root["actionScreenlets"] else {
				preconditionFailure("the model reflects as an object")
			}
			let shared: TemplateObject = ["entity": root["entity"] ?? .missing, "module": root["module"] ?? .missing,
				"generatesAsync": root["generatesAsync"] ?? .missing, "generatesSwiftUI": root["generatesSwiftUI"] ?? .missing,
				"headless": root["headless"] ?? .missing]
			self.shared = shared
			self.lists = lists.map { .object(shared.merging(["screenlet": $0])) }
			self.actionScreenlets = actionScreenlets.map { .object(shared.merging(["screenlet": $0])) }
			self.actions = actionScreenlets.map { screenlet in
				guard case .object(let members) = screenlet, case .list(let actions)? = members["actions"] else {
					preconditionFailure("an action screenlet reflects as an object with actions")
				}
				return actions.map { .object(shared.merging(["screenlet": screenlet, "action": $0])) }
			}
			self.choosers = actionScreenlets.map { screenlet in
				guard case .object(let members) = screenlet, case .list(let choosers)? = members["choosers"] else {
					preconditionFailure("an action screenlet reflects as an object with choosers")
				}
				return choosers.map { .object(shared.merging(["screenlet": screenlet, "chooser": $0])) }
			}
			androidStrings = []
			androidScreenlets = []
			androidActions = []
			androidChoosers = []
			androidLists = []
		}

		func context(for scope: Scope) -> TemplateValue {
			switch scope {
			case .entity: return .object(shared)
			case .list(let index): return lists[index]
			case .actionScreenlet(let index): return actionScreenlets[index]
			case .action(let screenlet, let action): return actions[screenlet][action]
			case .chooser(let screenlet, let chooser): return choosers[screenlet][chooser]
			case .androidStrings(let index): return androidStrings[index]
			case .androidScreenlet(let index): return androidScreenlets[index]
			case .androidAction(let screenlet, let action): return androidActions[screenlet][action]
			case .androidChooser(let screenlet, let chooser): return androidChoosers[screenlet][chooser]
			case .androidList(let index): return androidLists[index]
			}
		}
	}
}
