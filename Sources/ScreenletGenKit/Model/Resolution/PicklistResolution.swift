/// `"picklists"`: a picklist field's saved entries become the choices of each input an action
/// sends to that field, as if the spec listed them: a segmented control of the entries' names,
/// which sends the key (after "None", the empty key, where the entry does not require it), or
/// for a multiselect picklist a switch for each entry, which sends the keys of those that are
/// on. An input with choices of its own keeps them.
enum PicklistResolution {

	static func apply(_ entries: [String: [ListTypeEntry]], to spec: inout Spec, api: HeadlessAPI, diagnostics: inout Diagnostics) {
		let picklistFields = api.entry.properties.filter { OpenAPIDocument.isAnyPicklist($0.type) }.map(\.name)
		for source in spec.picklists {
			guard let property = api.entry.property(source.field.value) else {
				diagnostics.error(at: source.field.location, "\(source.field.path): \(api.entry.name) has no field \"\(source.field.value)\"; its picklists are \(list(picklistFields))\(Suggestion.hint(for: source.field.value, in: picklistFields))")
				continue
			}
			guard OpenAPIDocument.isAnyPicklist(property.type) else {
				diagnostics.error(at: source.field.location, "\(source.field.path): \(api.entry.name).\(property.name) is \(HeadlessAPI.describe(property.type)), not a picklist; its picklists are \(list(picklistFields))")
				continue
			}
		}
		let sources = Dictionary(spec.picklists.map { ($0.field.value, $0) }, uniquingKeysWith: { first, _ in first })
		for index in spec.screenlets.indices {
			guard case .action(var screenlet) = spec.screenlets[index] else {
				continue
			}
			for action in screenlet.actions {
				for field in action.call.body where field.value == nil {
					guard let choices = entries[field.name], let source = sources[field.name],
							let input = screenlet.inputs.firstIndex(where: { $0.name.value == (field.from?.value ?? field.name) }),
							screenlet.inputs[input].choices == nil, screenlet.inputs[input].type == .string, !screenlet.inputs[input].multiline else {
						continue
					}
					var made = choices.map { ChoiceSpec(location: source.file.location, path: source.file.path, value: $0.key, title: $0.name) }
					let choosesSeveral = api.entry.property(field.name).map { OpenAPIDocument.isMultiselectPicklist($0.type) } ?? false
					// An optional picklist may be left without an entry, and set back to none: its
					// first segment, chosen until the person picks an entry, sends the empty key.
					if !choosesSeveral && !api.entry.requiredNames.contains(field.name) {
						made.insert(ChoiceSpec(location: source.file.location, path: source.file.path, value: "", title: "None"), at: 0)
					}
					screenlet.inputs[input].choices = made
					screenlet.inputs[input].choosesSeveral = choosesSeveral
				}
			}
			spec.screenlets[index] = .action(screenlet)
		}
	}

	private static func list(_ names: [String]) -> String {
		return names.isEmpty ? "none" : names.joined(separator: ", ")
	}
}
