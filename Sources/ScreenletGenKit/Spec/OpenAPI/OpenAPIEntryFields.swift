/// The fields of an entry schema that a headless spec's `attributes` stand for when the spec
/// leaves them out (issue 29's contract, `/work/notes/headless-keys.md`): every property but
/// the portal's bookkeeping and the write-only ones, typed by its declared type and format.
/// `init --openapi` writes them out; the same rules give the attributes of a spec without them.
extension OpenAPIDocument {

	/// A property of an entry as a spec's attribute.
	public struct EntryField: Sendable, Equatable {
		/// The property, as the schema declares it.
		public var property: Property
		public var type: ValueType
		/// Where the value is read in the entry's JSON when it is not the property itself: a
		/// picklist's `{key, name}` is read at `priority.key`.
		public var key: String?
		/// Every field may be missing from an answer (the portal leaves null fields out), but `id`.
		public var isOptional: Bool
		/// Named in the schema's `required`.
		public var isRequired: Bool

		public var name: String {
			return property.name
		}
	}

	/// The portal's own properties of every entry, which no screen asks for: named exactly…
	static let bookkeepingNames: Set<String> = ["actions", "creator", "status", "keywords", "auditEvents", "permissions", "defaultLanguageId",
		// The entry's publication and trash lifecycle, which its workflow sets.
		"displayDate", "expirationDate", "reviewDate", "removedDate"]
	/// …or beginning so (`taxonomyCategoryBriefs`, `scopeKey`, `r_projectTickets_c_projectId`)…
	static let bookkeepingPrefixes = ["taxonomy", "scope", "r_", "friendlyUrlPath", "objectEntryFolder", "x-"]
	/// …or ending so (`title_i18n`, a rich text's `descriptionRawText`, a relationship's `componentTicketsERC`).
	static let bookkeepingSuffixes = ["_i18n", "RawText", "ERC"]

	/// The schema that a picklist's value refers to (`{key, name}`).
	static let listEntrySchema = "ListEntry"

	/// The schema of an attachment field's value (`{id, name, link, size…}`).
	static let fileEntrySchema = "FileEntry"

	/// An attachment field: shown as its file's `name` (`"key": "cover.name"`).
	public static func isAttachment(_ type: SchemaType) -> Bool {
		return type == .reference(fileEntrySchema)
	}

	/// A picklist's value: read at its `key`, sent as `{"key": …}`.
	public static func isPicklist(_ type: SchemaType) -> Bool {
		return type == .reference(listEntrySchema)
	}

	/// A multiselect picklist's value, an array of `{key, name}`: read at each entry's `key`
	/// (joined with ", ", as the portal stores them), sent as the array of keys.
	public static func isMultiselectPicklist(_ type: SchemaType) -> Bool {
		return type == .array(of: .reference(listEntrySchema))
	}

	/// A picklist of either kind.
	public static func isAnyPicklist(_ type: SchemaType) -> Bool {
		return isPicklist(type) || isMultiselectPicklist(type)
	}

	/// The many-to-one field of a one-to-many relationship on its child entry
	/// (`r_relationship2_c_object1Id`, objects-rest-features.md §3): the relationship's name
	/// (`relationship2`) and the parent's id as the field names it (`object1Id`); nil for any
	/// other name (its `…ERC` twin, `r_…` of another shape).
	public static func manyToOneField(_ name: String) -> (relationship: String, parentId: String)? {
		let start = name.index(name.startIndex, offsetBy: 2, limitedBy: name.endIndex) ?? name.endIndex
		guard name.hasPrefix("r_"), name.hasSuffix("Id"), let separator = name.range(of: "_c_", options: .backwards, range: start..<name.endIndex) else {
			return nil
		}
		let relationship = name[start..<separator.lowerBound]
		let parentId = name[separator.upperBound...]
		guard !relationship.isEmpty, parentId.count > 2 else {
			return nil
		}
		return (String(relationship), String(parentId))
	}

	/// Whether the portal, not the entity, owns the property `name`.
	public static func isBookkeeping(_ name: String) -> Bool {
		return bookkeepingNames.contains(name)
			|| bookkeepingPrefixes.contains { name.hasPrefix($0) }
			|| bookkeepingSuffixes.contains { name.hasSuffix($0) }
	}

	/// The entry's fields, in the schema's order: not the bookkeeping (but a relationship's
	/// many-to-one id, `r_…_c_…Id`, which says whose child the entry is), not a write-only
	/// property, not one whose type no attribute has (an array of objects, another schema
	/// than a picklist or an attachment, an inline object, an array of values).
	public func entryFields(of schema: Schema) -> [EntryField] {
		let required = Set(schema.requiredNames)
		return schema.properties.compactMap { property in
			let isManyToOne = OpenAPIDocument.manyToOneField(property.name) != nil && property.type == .integer(format: "int64")
			guard !OpenAPIDocument.isBookkeeping(property.name) || isManyToOne, !property.isWriteOnly,
					let (type, key) = OpenAPIDocument.attributeType(of: property) else {
				return nil
			}
			return EntryField(property: property, type: type, key: key, isOptional: property.name != "id", isRequired: required.contains(property.name))
		}
	}

	/// The spec's type of a property, and the key a picklist (or an attachment's file name) is
	/// read at; nil for a type no attribute has.
	static func attributeType(of property: Property) -> (type: ValueType, key: String?)? {
		// An attachment is no value a body field takes (`valueType` has none): only its file's name is shown.
		if isAttachment(property.type) {
			return (.string, property.name + ".name")
		}
		guard let type = valueType(of: property.type) else {
			return nil
		}
		return (type, isAnyPicklist(property.type) ? property.name + ".key" : nil)
	}

	/// The Swift type of a value as the portal answers it; nil for one no attribute holds.
	public static func valueType(of type: SchemaType) -> ValueType? {
		switch type {
		case .string(let format): return format == "date-time" || format == "date" ? .date : .string
		case .integer(let format): return format == "int32" ? .int : .int64
		case .number: return .double
		case .boolean: return .bool
		case .reference(listEntrySchema), .array(of: .reference(listEntrySchema)): return .string
		case .reference, .array, .object, .any: return nil
		}
	}
}
