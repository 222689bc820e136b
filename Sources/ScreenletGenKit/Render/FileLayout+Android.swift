/// The platform a spec's files are laid out and rendered for, from the run's defaults.
enum RenderPlatform: Sendable {
	case ios
	/// The Android twin, its Java classes in the app module's package.
	case android(AndroidLayout)

	/// `written`: the Android screenlets the spec's checks decided (made here when not given).
	init(_ defaults: SpecDefaults, model: GenerationModel, written: AndroidWrittenScreenlets? = nil) {
		if defaults.platform == .android, let package = defaults.androidPackage {
			self = .android(AndroidLayout(package: package, written: written ?? AndroidWrittenScreenlets(model)))
		}
		else {
			self = .ios
		}
	}
}

/// What every layout and rendering of a spec's Android twin shares, decided once per spec: the
/// app module's package, its folder, and which of the model's screenlets the twin writes.
struct AndroidLayout: Sendable {
	let package: String
	/// `java/com/example/screens` for `com.example.screens`.
	let javaFolder: String
	let written: AndroidWrittenScreenlets

	init(package: String, written: AndroidWrittenScreenlets) {
		self.package = package
		javaFolder = "java/" + JavaIdentifier.folder(ofPackage: package)
		self.written = written
	}
}

/// The Android twin's files (issue 37), below the module's `src/main`: `java/<package>/…` and
/// `res/…`: the entity's model class, each list it writes (`AndroidTwin`: screenlet, listener,
/// interactor, row event, adapter, View, layouts, attributes) and each action screenlet
/// (screenlet, listener, interactors, events, each parent chooser's read, View Model, View, layout,
/// attributes), and each screenlet's string resources. The service classes its calls use are the run's (`AndroidServiceFiles`),
/// shared by every spec that calls them.
extension FileLayout {

	/// From the screenlets the twin writes (decided once: `AndroidLayout.written`) and their
	/// names alone (`AndroidListNames`, `AndroidActionScreenletNames`), without the rest of the
	/// twin or its contexts (`AndroidTwin`): a run lays a spec out three or four times (its
	/// checks, the path check, its plan, its rendering), keeping none of it.
	static func androidEntries(for model: GenerationModel, layout: AndroidLayout) -> [Entry] {
		let java = layout.javaFolder
		var entries = [Entry(path: "\(java)/\(model.entity.className).java", template: "Android/Model.java", scope: .entity)]
		if let request = model.headless {
			// A headless spec's calls: the model reads its dates with it too.
			entries.append(Entry(path: "\(java)/\(request.name).java", template: "Android/Request.java", scope: .entity))
		}
		func add(_ path: String, _ template: String, _ scope: Scope) {
			entries.append(Entry(path: path, template: template, scope: scope))
		}
		for (index, list) in layout.written.lists.map({ AndroidListNames(list: model.lists[$0]) }).enumerated() {
			let scope = Scope.androidList(index)
			add("\(java)/list/\(list.className).java", "Android/List/Screenlet.java", scope)
			add("\(java)/list/\(list.listenerClass).java", "Android/List/Listener.java", scope)
			add("\(java)/list/\(list.interactorClass).java", "Android/List/Interactor.java", scope)
			if index == 0 {
				// One row event for the entity, which every list shares.
				add("\(java)/list/\(AndroidListScreenlet.eventClass(of: model.entity)).java", "Android/List/Event.java", scope)
			}
			add("\(java)/list/\(list.adapterClass).java", "Android/List/Adapter.java", scope)
			add("\(java)/list/\(list.viewClass).java", "Android/List/View.java", scope)
			add("res/layout/\(AndroidListContext.layoutName(of: list)).xml", "Android/List/Layout.xml", scope)
			add("res/layout/\(AndroidListContext.rowLayoutName(of: list)).xml", "Android/List/Row.xml", scope)
			add("res/values/\(AndroidStrings.resourceName(list.list.strings.table))_attrs.xml", "Android/List/Attrs.xml", scope)
		}
		for (index, screenlet) in layout.written.actionScreenlets.map({ AndroidActionScreenletNames(screenlet: model.actionScreenlets[$0]) }).enumerated() {
			let scope = Scope.androidScreenlet(index)
			add("\(java)/\(screenlet.className).java", "Android/Action/Screenlet.java", scope)
			add("\(java)/interactor/\(screenlet.listenerClass).java", "Android/Action/Listener.java", scope)
			for (actionIndex, action) in screenlet.screenlet.actions.map({ AndroidAction($0, entity: model.entity) }).enumerated() {
				let actionScope = Scope.androidAction(screenlet: index, action: actionIndex)
				add("\(java)/interactor/\(action.interactorClass).java", "Android/Action/Interactor.java", actionScope)
				add("\(java)/interactor/\(action.eventClass).java", "Android/Action/Event.java", actionScope)
			}
			for (chooserIndex, chooser) in screenlet.writtenChoosers.map({ AndroidChooserNames(chooser: $0.chooser) }).enumerated() {
				let chooserScope = Scope.androidChooser(screenlet: index, chooser: chooserIndex)
				add("\(java)/interactor/\(chooser.listenerClass).java", "Android/Action/ChoicesListener.java", chooserScope)
				add("\(java)/interactor/\(chooser.interactorClass).java", "Android/Action/ChoicesInteractor.java", chooserScope)
				add("\(java)/interactor/\(chooser.eventClass).java", "Android/Action/ChoicesEvent.java", chooserScope)
			}
			add("\(java)/view/\(screenlet.viewModelClass).java", "Android/Action/ViewModel.java", scope)
			add("\(java)/view/\(screenlet.viewClass).java", "Android/Action/View.java", scope)
			add("res/layout/\(AndroidActionContext.layoutName(of: screenlet)).xml", "Android/Action/Layout.xml", scope)
			add("res/values/\(AndroidStrings.resourceName(screenlet.screenlet.strings.table))_attrs.xml", "Android/Action/Attrs.xml", scope)
		}
		// Every screenlet's string table, the lists' then the action screenlets', as `AndroidTwin` has them.
		for (index, strings) in (model.lists.map(\.strings) + model.actionScreenlets.map(\.strings)).enumerated() {
			add("res/values/\(AndroidStringTable.fileName(of: strings))", "Android/Strings.xml", .androidStrings(index))
		}
		return entries
	}
}
