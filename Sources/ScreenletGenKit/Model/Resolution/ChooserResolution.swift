/// `"choosers"`: a many-to-one field's input is chosen among its parent Object's entries, read
/// from the parent's own document (the child's names the parent's id, never its collection):
/// the parent's API path, its page of entries and the field that titles each. Each input an
/// action sends to the field becomes a chooser.
enum ChooserResolution {

	static func apply(_ parents: [String: OpenAPIDocument], to spec: inout Spec, api: HeadlessAPI, diagnostics: inout Diagnostics) {
		// A relationship's id, or an integer field of the entry's own (not the portal's bookkeeping: `id`, `scopeId`, `status`).
		let idFields = api.entry.properties.filter { property in
			guard case .integer = property.type, property.name != "id" else {
				return false
			}
			return OpenAPIDocument.manyToOneField(property.name) != nil || !OpenAPIDocument.isBookkeeping(property.name)
		}.map(\.name)
		var choices: [String: ParentChoice] = [:]
		for source in spec.choosers {
			guard let property = api.entry.property(source.field.value) else {
				diagnostics.error(at: source.field.location, "\(source.field.path): \(api.entry.name) has no field \"\(source.field.value)\"; the fields that may hold a parent's id are \(list(idFields))\(Suggestion.hint(for: source.field.value, in: idFields))")
				continue
			}
			guard case .integer = property.type else {
				diagnostics.error(at: source.field.location, "\(source.field.path): \(api.entry.name).\(property.name) is \(HeadlessAPI.describe(property.type)), not a parent's id; the fields that may hold one are \(list(idFields))")
				continue
			}
			guard let document = parents[source.field.value], let choice = parentChoice(source, document: document, diagnostics: &diagnostics) else {
				continue
			}
			choices[source.field.value] = choice
		}
		var sent: Set<String> = []
		for index in spec.screenlets.indices {
			guard case .action(var screenlet) = spec.screenlets[index] else {
				continue
			}
			for action in screenlet.actions {
				for field in action.call.body where field.value == nil {
					guard let choice = choices[field.name], let input = screenlet.inputs.firstIndex(where: { $0.name.value == (field.from?.value ?? field.name) }) else {
						continue
					}
					sent.insert(field.name)
					let value = screenlet.inputs[input]
					// Another type is the body field's own error (an integer field takes none).
					guard value.type == .int64 || value.type == .int else {
						continue
					}
					if let choices = value.choices, let first = choices.first {
						diagnostics.error(at: first.location, "\(first.path): \"\(value.name.value)\" is chosen among the \(choice.parentName) entries (choosers.\(field.name)); remove its choices, or the chooser")
						continue
					}
					screenlet.inputs[input].parentChoice = choice
				}
			}
			spec.screenlets[index] = .action(screenlet)
		}
		for source in spec.choosers where choices[source.field.value] != nil && !sent.contains(source.field.value) {
			diagnostics.error(at: source.field.location, "\(source.field.path): no action sends \"\(source.field.value)\", so no form offers the choice; send an input to it in an action's \"body\" ({\"name\": \"\(source.field.value)\", \"from\": \"<input>\"}) or remove the chooser")
		}
	}

	/// The parent's page and title field, from its document; nil, with an error, where the
	/// document has no single listed entry or no such field.
	private static func parentChoice(_ source: ChooserSource, document: OpenAPIDocument, diagnostics: inout Diagnostics) -> ParentChoice? {
		let at = (source.file.location, source.file.path)
		guard let basePath = document.basePath, document.basePathPlaceholder == nil else {
			diagnostics.error(at: at.0, "\(at.1): \(document.file) names no server path the parent's entries are read below (\"servers\": [{\"url\": \"http://localhost:8080/o/c/projects/\"}]); save the document the portal serves at /o/c/<parents>/openapi.json")
			return nil
		}
		guard case .entry(let entry) = document.chooseEntry(named: nil, entity: nil),
				let page = document.collectionLists().first(where: { $0.entry == entry.name }) else {
			let entries = document.listedEntries()
			let what = entries.isEmpty ? "no list of entries" : "lists of \(entries.joined(separator: ", "))"
			diagnostics.error(at: at.0, "\(at.1): \(document.file) has \(what); a chooser reads one Object's page (GET / of /o/c/<parents>): name the parent Object's own document")
			return nil
		}
		guard case .integer? = entry.property("id")?.type else {
			diagnostics.error(at: at.0, "\(at.1): \(entry.name) of \(document.file) has no integer id, which the chosen entry's field holds")
			return nil
		}
		let texts = entry.properties.filter { $0.type == .string(format: nil) && !$0.isWriteOnly && !OpenAPIDocument.isBookkeeping($0.name) }.map(\.name)
		let titleField: String
		if let title = source.title {
			guard texts.contains(title.value) else {
				diagnostics.error(at: title.location, "\(title.path): \(entry.name) has no text field \"\(title.value)\" to show each entry by; its text fields are \(list(texts))\(Suggestion.hint(for: title.value, in: texts))")
				return nil
			}
			titleField = title.value
		}
		else {
			guard let named = ["name", "title", "label"].first(where: texts.contains) else {
				diagnostics.error(at: source.field.location, "\(source.field.path): say which field of \(entry.name) shows each entry in the chooser, \"title\": \"\(texts.first ?? "name")\"; its text fields are \(list(texts))")
				return nil
			}
			titleField = named
		}
		return ParentChoice(parentName: entry.name, basePath: basePath, pagePath: page.operation.path, titleField: titleField)
	}

	private static func list(_ names: [String]) -> String {
		return names.isEmpty ? "none" : names.joined(separator: ", ")
	}
}
