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

	/// A class generated twice in one spec (two screenlets or actions of one name) is one
	/// error, at the name of the second that generates it.
	mutating func claimTypes(_ names: [String], owner: String, at origin: Located<String>) {
		// The first class taken is the error; the others are claimed, so a third that takes one is reported too.
		if let taken = names.first(where: { typeOwners[$0] != nil }) {
			diagnostics.error(at: origin.location, "\(origin.path): the class \(taken) would be generated twice (by \(typeOwners[taken]!) and by \(owner)); rename a screenlet or an action")
		}
		for name in names where typeOwners[name] == nil {
			typeOwners[name] = owner
		}
	}
}
