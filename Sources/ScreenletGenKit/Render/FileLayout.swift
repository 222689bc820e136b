/// Which files a model generates, where (SPEC.md §2), and from which template and context.
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
		let shared: TemplateObject = ["entity": root["entity"] ?? .missing, "module": root["module"] ?? .missing]
		func context(_ extra: TemplateObject) -> TemplateValue {
			return withData ? .object(shared.merging(extra)) : .missing
		}

		var entries = [Entry(path: "Model/\(model.entity.className).swift", template: "Model.swift", context: context([:]))]

		for (list, value) in zip(model.lists, lists) {
			let folder = "\(list.screenletClass)"
			let scope = context(["screenlet": value])
			entries.append(Entry(path: "\(folder)/\(list.screenletClass).swift", template: "List/Screenlet.swift", context: scope))
			entries.append(Entry(path: "\(folder)/Connector/\(list.connectorClass).swift", template: "List/PageConnector.swift", context: scope))
			entries.append(Entry(path: "\(folder)/Interactor/\(list.interactorClass).swift", template: "List/PageLoadInteractor.swift", context: scope))
			entries.append(Entry(path: "\(folder)/Themes/Default/\(list.viewClass).swift", template: "List/TableView.swift", context: scope))
			entries.append(Entry(path: "\(folder)/Themes/Default/\(list.viewClass).xib", template: "List/TableView.xib", context: scope))
			if let collection = list.collection {
				let file = "\(list.name)View_default-collection"
				entries.append(Entry(path: "\(folder)/Themes/Collection/\(file).swift", template: "List/CollectionView.swift", context: scope))
				entries.append(Entry(path: "\(folder)/Themes/Collection/\(file).xib", template: "List/CollectionView.xib", context: scope))
				entries.append(Entry(path: "\(folder)/Themes/Collection/\(collection.cellNib).swift", template: "List/CollectionCell.swift", context: scope))
				entries.append(Entry(path: "\(folder)/Themes/Collection/\(collection.cellNib).xib", template: "List/CollectionCell.xib", context: scope))
			}
			entries.append(Entry(path: "\(folder)/\(FileLayout.stringsFolder)/\(list.strings.fileName)", template: "Strings.strings", context: scope))
		}

		for (screenlet, value) in zip(model.actionScreenlets, actionScreenlets) {
			let folder = "\(screenlet.screenletClass)"
			let scope = context(["screenlet": value])
			entries.append(Entry(path: "\(folder)/\(screenlet.screenletClass).swift", template: "Action/Screenlet.swift", context: scope))
			entries.append(Entry(path: "\(folder)/\(screenlet.viewModelProtocol).swift", template: "Action/ViewModel.swift", context: scope))
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
					entries.append(Entry(path: "\(folder)/Interactor/\(action.interactorClass).swift", template: "Action/CallbackInteractor.swift", context: actionScope))
				}
				else {
					entries.append(Entry(path: "\(folder)/Connector/\(action.connectorClass).swift", template: "Action/Connector.swift", context: actionScope))
					entries.append(Entry(path: "\(folder)/Interactor/\(action.interactorClass).swift", template: "Action/Interactor.swift", context: actionScope))
				}
			}
			entries.append(Entry(path: "\(folder)/Themes/Default/\(screenlet.viewClass).swift", template: "Action/View.swift", context: scope))
			entries.append(Entry(path: "\(folder)/Themes/Default/\(screenlet.viewClass).xib", template: "Action/View.xib", context: scope))
			entries.append(Entry(path: "\(folder)/\(FileLayout.stringsFolder)/\(screenlet.strings.fileName)", template: "Strings.strings", context: scope))
		}
		return entries
	}
}
