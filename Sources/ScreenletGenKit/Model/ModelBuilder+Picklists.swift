/// Picklists (issue 38): the portal answers a picklist field as `{"key": …, "name": …}`, the
/// name in the request's language, and a multiselect picklist as an array of them. A spec
/// reads the key (`"key": "severity.key"`; a multiselect's keys joined with ", "), which the
/// form sends back; a list shows the name.
extension ModelBuilder {

	/// Gives each picklist attribute read at its key a member for its name, named around the
	/// other attributes.
	func decidePicklistNames(_ entity: inout Entity) {
		guard let api = resolved.api else {
			return
		}
		var taken = Set(entity.attributes.map(\.name))
		entity.permitsMethod.map { _ = taken.insert($0) }
		for index in entity.attributes.indices {
			let path = entity.attributes[index].keyPath
			guard path.count == 2, let property = api.entry.property(path[0]), OpenAPIDocument.isAnyPicklist(property.type) else {
				continue
			}
			// Each entry's key (or name), joined as the portal stores them.
			entity.attributes[index].isMultiselect = OpenAPIDocument.isMultiselectPicklist(property.type)
			guard path[1] == "key" else {
				continue
			}
			let base = entity.attributes[index].name
			let name = ClassNamespace.firstFree([base + "Name", base + "Title", base + "Label"]) {
				taken.contains($0) || ModelBuilder.modelNamespace().takesProperty($0)
			}
			taken.insert(name)
			entity.attributes[index].picklistNameMember = name
		}
	}
}
