/// A screenlet's string table, built as Screens translates its own screenlets: the code asks
/// `LocalizedString("<table>", key: "<key>", obj: self)`, which reads `"<table>-<key>"` from
/// `<language>.lproj/<table>.strings` (falling back to `en`). Keys come from names in the spec
/// (`empty-title`, `add-bookmark-button`), so they stay the same from run to run and a
/// translation keeps working after the spec changes elsewhere.
struct StringsTableBuilder {

	/// `addbookmark-screenlet`: what `ScreenletName(type(of: screenlet)).lowercased()` gives, as
	/// the framework names `assetlist-screenlet` or `userportrait-screenlet`.
	let name: String
	private var keys: Set<String> = []
	private var entries: [(key: String, text: String)] = []

	static let loginRequiredText = "Login required to use this screenlet"

	init(screenletName: String) {
		name = screenletName.lowercased() + "-screenlet"
	}

	/// Records `key` with its English `text`; a key used twice keeps its first text.
	mutating func add(_ key: String, _ text: String) {
		guard keys.insert(key).inserted else {
			return
		}
		entries.append((key, text))
	}

	/// The validation message of each value that has one.
	mutating func addMessages(_ values: [ValueSpec]) {
		for value in values {
			if let key = ModelBuilder.messageKey(value), let message = ModelBuilder.message(value) {
				add(key, message)
			}
		}
	}

	var table: StringsTable {
		return StringsTable(table: name, entries: entries)
	}
}

extension ModelBuilder {

	/// The key of a value's validation message: `undefined-folderId`, `empty-title` (the
	/// framework's `undefined-groupId`, `empty-body`).
	static func messageKey(_ value: ValueSpec) -> String? {
		switch value.validate {
		case .positive?: return "undefined-\(value.name.value)"
		case .notEmpty?: return "empty-\(value.name.value)"
		case nil: return nil
		}
	}

	/// The English validation message: the spec's, or the default of Documentation/Spec.md.
	static func message(_ value: ValueSpec) -> String? {
		let name = value.name.value
		switch value.validate {
		case .positive?: return value.message ?? "Undefined \(name)"
		case .notEmpty?: return value.message ?? "\(Words.capitalized(name)) cannot be empty"
		case nil: return nil
		}
	}
}
