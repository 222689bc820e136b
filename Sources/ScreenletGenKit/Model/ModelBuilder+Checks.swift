/// Checks across a whole model: delegate labels and class names.
extension ModelBuilder {

	/// One event of a delegate protocol, for `checkDistinct`: its label, which event it is
	/// (`success`, `response`…), and where the label is written in `events`, or else what it
	/// is made from (an action's name, a list's name or the list).
	struct DelegateEvent {
		var label: String
		var event: String
		/// The action's name; nil for a list's events.
		var action: String?
		var written: Located<String>?
		var madeFrom: Located<String>

		var place: (location: SourceLocation, path: String) {
			return written.map { ($0.location, $0.path) } ?? (madeFrom.location, madeFrom.path)
		}
	}

	/// Two delegate events with one label would be one selector twice. Each label shared is one
	/// mistake, reported once, at the second event that takes it, naming the events that share
	/// it (the first three, and how many more).
	mutating func checkDistinct(_ events: [DelegateEvent]) {
		var sharing: [String: [DelegateEvent]] = [:]
		var labels: [String] = []
		for event in events {
			if sharing[event.label] == nil {
				labels.append(event.label)
			}
			sharing[event.label, default: []].append(event)
		}
		for label in labels {
			guard let events = sharing[label], events.count > 1 else {
				continue
			}
			var named: [String] = []
			for (index, event) in events.prefix(3).enumerated() {
				if let action = event.action {
					named.append(index > 0 && events[index - 1].event == event.event ? "of \"\(action)\"" : "the \(event.event) of \"\(action)\"")
				}
				else {
					named.append(index == 0 ? "the list's \(event.event)" : "its \(event.event)")
				}
			}
			let list = events.count > 3 ? named.joined(separator: ", ") + " and \(events.count - 3) more"
				: named.dropLast().joined(separator: ", ") + " and " + named.last!
			let made = events.contains { $0.written == nil && $0.action != nil } ? " (where \"events\" gives none, the label is made from the action's name)" : ""
			let place = events[1].place
			diagnostics.error(at: place.location, "\(place.path): the delegate label \"\(label)\" is given to \(events.count) events of one delegate protocol: \(list)\(made); give each event its own label in \"events\"")
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
