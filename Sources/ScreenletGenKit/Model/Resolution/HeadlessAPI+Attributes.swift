/// An entry's fields as attributes: one rule for the attributes of a headless spec that leaves
/// them out (the generator's) and the ones `init --openapi` writes out (issue 39). Which fields
/// are attributes at all is `OpenAPIDocument.entryFields` (not the portal's bookkeeping, nor a
/// type no attribute holds). This names each one by the generator's own rule on an attribute's
/// name (`ModelBuilder.attributeNameProblem`: the decoder's rule, the model class's members
/// from FrameworkInventory): the field's own name where an attribute may have it, else a name
/// made from it that may (`type` for `Type`, `noteSelf` for `self`, `noteHash` for a text
/// `hash`, `noteCopy` for `copy`), read and sent at the field's own key. A field no Swift name
/// can be made from (`due-date`) is left out, with why. Each caller words the outcome for its
/// own user: the generator warns of a field left out, `init` notes each one renamed or left out.
extension HeadlessAPI {

	/// A field of the entry as an attribute.
	struct EntryAttribute: Equatable {
		var field: OpenAPIDocument.EntryField
		/// The attribute's Swift name.
		var name: String
		/// Where the attribute is read: the field (`hash`), or a field of it (a picklist's `priority.key`).
		var key: String
		/// Why `name` is not the field's own (`"self" cannot be used as a Swift property name`); nil when it is.
		var renaming: String?
	}

	/// A field of the entry that no attribute can stand for, and why.
	struct LeftOutField: Equatable {
		var property: OpenAPIDocument.Property
		var reason: String
	}

	struct EntryAttributes: Equatable {
		/// In the schema's order.
		var attributes: [EntryAttribute]
		var leftOut: [LeftOutField]
	}

	/// The attributes of `entry` for the entity `entity` (whose name starts a name made for a
	/// field: `noteSelf`). A field that keeps its own name has it whatever its place; a name
	/// made for another field is never one of those, nor one made before it.
	static func entryAttributes(of entry: OpenAPIDocument.Schema, in document: OpenAPIDocument, entity: String) -> EntryAttributes {
		let fields = document.entryFields(of: entry)
		let isManyToOne = { (name: String) in OpenAPIDocument.manyToOneField(name).map { SwiftIdentifier.isLowerCamel($0.parentId) } ?? false }
		let kept = Set(fields.filter { ModelBuilder.attributeNameProblem($0.name, type: $0.type) == nil && !isManyToOne($0.name) }.map { $0.name })
		var used = kept
		var result = EntryAttributes(attributes: [], leftOut: [])
		for field in fields {
			let key = field.key ?? field.name
			// A relationship's id on its child reads as the parent's id: `object1Id` for
			// `r_relationship2_c_object1Id`, never a name another field keeps.
			if let manyToOne = OpenAPIDocument.manyToOneField(field.name), SwiftIdentifier.isLowerCamel(manyToOne.parentId) {
				let name = ModelBuilder.attributeName(manyToOne.parentId, type: field.type, entity: entity) { used.contains($0) }
				used.insert(name)
				result.attributes.append(EntryAttribute(field: field, name: name, key: key,
					renaming: "the id of the \(Words.capitalized(String(manyToOne.parentId.dropLast(2)))) entry this one belongs to, by the relationship \(JSONText.string(manyToOne.relationship))"))
				continue
			}
			guard let problem = kept.contains(field.name) ? nil : ModelBuilder.attributeNameProblem(field.name, type: field.type) else {
				result.attributes.append(EntryAttribute(field: field, name: field.name, key: key, renaming: nil))
				continue
			}
			// `Type`, `URL`: the name lowered at its start, as a Swift property's is.
			let base = Words.lowerCamel(field.name)
			guard SwiftIdentifier.isLowerCamel(base) else {
				let advice = field.name.contains(".") ? "; no key names it either (a key's dots are a path into the field)"
					: field.name.isEmpty ? "" : "; list it in \"attributes\" with a name of your own and \"key\": \(JSONText.string(field.name))"
				result.leftOut.append(LeftOutField(property: field.property, reason: "\(JSONText.string(field.name)) is no Swift name, and none is made from it\(advice)"))
				continue
			}
			let name = ModelBuilder.attributeName(base, type: field.type, entity: entity) { used.contains($0) }
			used.insert(name)
			result.attributes.append(EntryAttribute(field: field, name: name, key: key, renaming: problem))
		}
		return result
	}

	/// `Note.hash`, or `Note["due-date"]` for a field that is no identifier: a field as a message names it.
	static func fieldText(_ property: OpenAPIDocument.Property, of entry: OpenAPIDocument.Schema) -> String {
		return SwiftIdentifier.isValid(property.name) ? "\(entry.name).\(property.name)" : "\(entry.name)[\(JSONText.string(property.name))]"
	}
}
