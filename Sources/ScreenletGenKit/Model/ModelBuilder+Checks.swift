/// Checks across a whole model: delegate labels and class names.
extension ModelBuilder {

	/// Two delegate events with one label would be one selector twice.
	mutating func checkDistinct(_ labels: [(String, Located<String>?)], in path: String) {
		var seen: Set<String> = []
		for (label, origin) in labels where !seen.insert(label).inserted {
			diagnostics.error(at: origin?.location ?? spec.location, "\(origin?.path ?? path): the delegate label \"\(label)\" is used twice in one delegate protocol; give each event its own label in \"events\"")
		}
	}

	mutating func checkUniqueClasses(_ model: GenerationModel) {
		var owners: [String: String] = [model.entity.className: "entity"]
		func claim(_ name: String, _ owner: String, diagnostics: inout Diagnostics) {
			if let other = owners[name] {
				diagnostics.error(at: spec.location, "the class \(name) would be generated twice (by \(other) and by \(owner)); rename a screenlet or an action")
			}
			owners[name] = owner
		}
		for (index, list) in model.lists.enumerated() {
			let owner = "list screenlet \(index + 1) (\(list.name))"
			for name in [list.screenletClass, list.delegateProtocol, list.interactorClass, list.connectorClass, list.viewClass] {
				claim(name, owner, diagnostics: &diagnostics)
			}
			if let collection = list.collection {
				claim(collection.viewClass, owner, diagnostics: &diagnostics)
				claim(collection.cellClass, owner, diagnostics: &diagnostics)
			}
		}
		for screenlet in model.actionScreenlets {
			let owner = "action screenlet \(screenlet.name)"
			for name in [screenlet.screenletClass, screenlet.delegateProtocol, screenlet.viewModelProtocol, screenlet.viewClass] {
				claim(name, owner, diagnostics: &diagnostics)
			}
			for action in screenlet.actions {
				claim(action.interactorClass, owner, diagnostics: &diagnostics)
				if !screenlet.isCallbackStyle {
					claim(action.connectorClass, owner, diagnostics: &diagnostics)
				}
			}
		}
	}
}
