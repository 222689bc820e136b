/// A picklist's entries as the portal's list type API answers them, saved beside the spec:
/// `GET /o/headless-admin-list-type/v1.0/list-type-definitions/by-external-reference-code/{erc}/list-type-entries`
/// (a page: `items`), or the definition itself (`listTypeEntries`). Each entry's `key` is
/// what an Object's field stores and takes; its `name` is what a person reads.
public struct ListTypeEntry: Sendable, Equatable {
	public var key: String
	/// English where the answer has it (`name_i18n`'s `en-US`, saved with
	/// `X-Accept-All-Languages: true`), else `name`, in the language it was saved in.
	public var name: String
}

public enum ListTypeEntriesReader {

	/// The entries of a saved answer, in its order; nil, with errors located in the file,
	/// when it is not one. `namedAt`: where the spec names the file, which is where the mistake
	/// is when the file is no such answer at all (a spec, a document).
	public static func parse(_ bytes: [UInt8], file: String, namedAt reference: (location: SourceLocation, path: String)? = nil,
			diagnostics: inout Diagnostics) -> [ListTypeEntry]? {
		guard let root = JSONParser.parse(bytes, file: file, diagnostics: &diagnostics) else {
			return nil
		}
		let what = "not a saved answer of a list type's entries; save the portal's GET /o/headless-admin-list-type/v1.0/list-type-definitions/by-external-reference-code/<ERC>/list-type-entries (Documentation/Portal.md)"
		guard case .object(let members) = root.value,
				let list = members.first(where: { $0.key == "items" || $0.key == "listTypeEntries" }), case .array(let items) = list.value.value else {
			if let reference = reference {
				diagnostics.error(at: reference.location, "\(reference.path): \(file) is \(what)")
			}
			else {
				diagnostics.error(at: root.location, "\(file) is \(what)")
			}
			return nil
		}
		guard !items.isEmpty else {
			diagnostics.error(at: list.value.location, "\(list.key): the list type has no entries, so there is nothing to choose; add its entries in the portal and save the answer again")
			return nil
		}
		// One page of a longer list would offer only some entries.
		if case .number(let text)? = members.first(where: { $0.key == "totalCount" })?.value.value, let total = Int(text), total > items.count {
			diagnostics.error(at: list.value.location, "\(list.key): the answer is one page, \(items.count) of the list type's \(total) entries; save it again with ?pageSize=\(max(total, 500))")
			return nil
		}
		var entries: [ListTypeEntry] = []
		var failed = false
		for (index, item) in items.enumerated() {
			let path = "\(list.key)[\(index)]"
			guard case .object(let fields) = item.value, case .string(let key)? = fields.first(where: { $0.key == "key" })?.value.value, !key.isEmpty else {
				diagnostics.error(at: item.location, "\(path): an entry has a \"key\" (the text the field stores); this one has none")
				failed = true
				continue
			}
			// ListTypeEntryLocalServiceImpl._validateKey: letters and digits (which a multiselect's
			// keys, joined with ", ", and a control's name made from a key rely on).
			guard key.unicodeScalars.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }) else {
				diagnostics.error(at: item.location, "\(path): the key \(JSONText.string(key)) is not a list type entry's (the portal takes letters and digits only); save the answer again from the portal")
				failed = true
				continue
			}
			if entries.contains(where: { $0.key == key }) {
				diagnostics.error(at: item.location, "\(path): the key \(JSONText.string(key)) is already an entry's; a list type's keys are unique, so save the answer again from the portal")
				failed = true
				continue
			}
			entries.append(ListTypeEntry(key: key, name: englishName(fields) ?? key))
		}
		return failed ? nil : entries
	}

	private static func englishName(_ fields: [JSONNode.Member]) -> String? {
		if case .object(let names)? = fields.first(where: { $0.key == "name_i18n" })?.value.value {
			for tag in ["en-US", "en_US", "en"] {
				if case .string(let name)? = names.first(where: { $0.key == tag })?.value.value, !name.isEmpty {
					return name
				}
			}
		}
		if case .string(let name)? = fields.first(where: { $0.key == "name" })?.value.value, !name.isEmpty {
			return name
		}
		return nil
	}
}
