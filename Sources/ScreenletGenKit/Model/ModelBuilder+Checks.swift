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
		var owners: [String: String] = [:]
		for (name, owner) in model.generatedTypes {
			if let other = owners[name] {
				diagnostics.error(at: spec.location, "the class \(name) would be generated twice (by \(other) and by \(owner)); rename a screenlet or an action")
			}
			owners[name] = owner
		}
	}
}

extension GenerationModel {

	/// Every type the model generates, with what generates it (for messages).
	var generatedTypes: [(name: String, owner: String)] {
		var types: [(String, String)] = [(entity.className, "entity")]
		if entity.objcName != entity.className {
			types.append((entity.objcName, "entity (its Objective-C name)"))
		}
		for (index, list) in lists.enumerated() {
			let owner = "list screenlet \(index + 1) (\(list.name))"
			for name in [list.screenletClass, list.delegateProtocol, list.interactorClass, list.connectorClass, list.viewClass] {
				types.append((name, owner))
			}
			if let collection = list.collection {
				types += [(collection.viewClass, owner), (collection.cellClass, owner)]
			}
			if let view = list.swiftUIView {
				types.append((view.name, owner))
			}
		}
		for screenlet in actionScreenlets {
			let owner = "action screenlet \(screenlet.name)"
			for name in [screenlet.screenletClass, screenlet.delegateProtocol, screenlet.viewModelProtocol, screenlet.viewClass] {
				types.append((name, owner))
			}
			if let view = screenlet.swiftUIView {
				types.append((view.name, owner))
			}
			for action in screenlet.actions {
				types.append((action.interactorClass, owner))
				if !screenlet.isCallbackStyle {
					types.append((action.connectorClass, owner))
				}
			}
		}
		return types
	}
}
