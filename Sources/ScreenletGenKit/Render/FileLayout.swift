/// Which files a model generates, where (Documentation/Spec.md §2), and from which template and context.
struct FileLayout {

	/// Where a screenlet's English string table goes, beside its `Themes` folder: Screens ships
	/// its screenlets' tables as `Resources/<language>.lproj/<table>.strings`. Translations
	/// are the user's files in sibling `<language>.lproj` folders, never written here.
	static let stringsFolder = "Resources/en.lproj"

	struct Entry {
		var path: String
		var template: String
		var context: TemplateValue
	}

	/// Without data, every context is `.missing`: the paths and templates alone are cheap.
	/// With data, the contexts alone: every path is empty (the layout has them already).
	static func entries(for model: GenerationModel, withData: Bool) -> [Entry] {
		guard withData else {
			return entries(for: model, root: [:], lists: model.lists.map { _ in .missing }, actionScreenlets: model.actionScreenlets.map { _ in .missing }, withData: false)
		}
		guard case .object(let root) = model.templateValue,
				case .list(let lists)? = root["lists"],
				case .list(let actionScreenlets)? = root["actionScreenlets"] else {
			preconditionFailure("the model reflects as an object")
		}
		return entries(for: model, root: root, lists: lists, actionScreenlets: actionScreenlets, withData: true)
	}

	private static func entries(for model: GenerationModel, root: TemplateObject, lists: [TemplateValue], actionScreenlets: [TemplateValue], withData: Bool) -> [Entry] {
		let shared: TemplateObject = ["entity": root["entity"] ?? .missing, "module": root["module"] ?? .missing,
			"generatesAsync": root["generatesAsync"] ?? .missing, "generatesSwiftUI": root["generatesSwiftUI"] ?? .missing]
		func context(_ extra: TemplateObject) -> TemplateValue {
			return withData ? .object(shared.merging(extra)) : .missing
		}

		var entries: [Entry] = []
		// Paths are made only when laying out: the template data needs the contexts alone.
		func add(_ path: @autoclosure () -> String, _ template: String, _ context: TemplateValue) {
			entries.append(Entry(path: withData ? "" : path(), template: template, context: context))
		}

		add("Model/\(model.entity.className).swift", "Model.swift", context([:]))

		for (list, value) in zip(model.lists, lists) {
			let folder = "\(list.screenletClass)"
			let scope = context(["screenlet": value])
			add("\(folder)/\(list.screenletClass).swift", "List/Screenlet.swift", scope)
			add("\(folder)/Connector/\(list.connectorClass).swift", "List/PageConnector.swift", scope)
			add("\(folder)/Interactor/\(list.interactorClass).swift", "List/PageLoadInteractor.swift", scope)
			add("\(folder)/Themes/Default/\(list.viewClass).swift", "List/TableView.swift", scope)
			add("\(folder)/Themes/Default/\(list.viewClass).xib", "List/TableView.xib", scope)
			if let cell = list.tableCell {
				add("\(folder)/Themes/Default/\(cell.cellClass).swift", "List/TableCell.swift", scope)
				add("\(folder)/Themes/Default/\(cell.cellClass).xib", "List/TableCell.xib", scope)
			}
			if let collection = list.collection {
				let file = "\(list.name)View_default-collection"
				add("\(folder)/Themes/Collection/\(file).swift", "List/CollectionView.swift", scope)
				add("\(folder)/Themes/Collection/\(file).xib", "List/CollectionView.xib", scope)
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

		for (screenlet, value) in zip(model.actionScreenlets, actionScreenlets) {
			let folder = "\(screenlet.screenletClass)"
			let scope = context(["screenlet": value])
			add("\(folder)/\(screenlet.screenletClass).swift", "Action/Screenlet.swift", scope)
			add("\(folder)/\(screenlet.viewModelProtocol).swift", "Action/ViewModel.swift", scope)
			var actions = screenlet.actions.map { _ in TemplateValue.missing }
			if withData {
				guard case .object(let members) = value, case .list(let data)? = members["actions"] else {
					preconditionFailure("an action screenlet reflects as an object with actions")
				}
				actions = data
			}
			for (action, actionValue) in zip(screenlet.actions, actions) {
				let actionScope = context(["screenlet": value, "action": actionValue])
				if screenlet.isCallbackStyle {
					add("\(folder)/Interactor/\(action.interactorClass).swift", "Action/CallbackInteractor.swift", actionScope)
				}
				else {
					add("\(folder)/Connector/\(action.connectorClass).swift", "Action/Connector.swift", actionScope)
					add("\(folder)/Interactor/\(action.interactorClass).swift", "Action/Interactor.swift", actionScope)
				}
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
}
