/// A screenlet's string table, built as Screens translates its own screenlets: the code asks
/// `LocalizedString("<table>", key: "<key>", obj: self)`, which reads `"<table>-<key>"` from
/// `<language>.lproj/<table>.strings` (falling back to `en`). Keys come from names in the spec
/// (`empty-title`, `add-bookmark-button`), so they stay the same from run to run and a
/// translation keeps working after the spec changes elsewhere.
struct StringsTableBuilder {

	/// `addbookmark-screenlet`: what `ScreenletName(type(of: screenlet)).lowercased()` gives, as
	/// the framework names `assetlist-screenlet` or `userportrait-screenlet`.
	let table: String
	private var keys: Set<String> = []
	private var entries: [StringsEntryModel] = []

	static let invalidAnswerKey = "invalid-answer"
	static let loginRequiredKey = "login-required"
	static let loginRequiredText = "Login required to use this screenlet"
	static let loadingKey = "loading"

	init(screenletName: String) {
		table = screenletName.lowercased() + "-screenlet"
	}

	/// Records `key` with its English `text`; a key used twice keeps its first text.
	mutating func add(_ key: String, _ text: String) {
		guard keys.insert(key).inserted else {
			return
		}
		entries.append(StringsEntryModel(line: "\(StringsFileText.quoted("\(table)-\(key)")) = \(StringsFileText.quoted(text));"))
	}

	/// The validation message of each value that has one.
	mutating func addMessages(_ values: [ValueSpec]) {
		for value in values {
			if let key = ModelBuilder.messageKey(value), let message = ModelBuilder.message(value) {
				add(key, message)
			}
		}
	}

	func model() -> StringsTableModel {
		return StringsTableModel(
			tableLiteral: SwiftLiteral.string(table),
			fileName: "\(table).strings",
			invalidAnswerKeyLiteral: SwiftLiteral.string(StringsTableBuilder.invalidAnswerKey),
			loginRequiredKeyLiteral: SwiftLiteral.string(StringsTableBuilder.loginRequiredKey),
			entries: entries)
	}
}

/// Text in a `.strings` file (an old-style property list): the only place that escapes for it.
enum StringsFileText {

	static func quoted(_ text: String) -> String {
		return SwiftLiteral.quoted(text) { scalar in
			let hex = String(scalar.value, radix: 16, uppercase: true)
			return "\\U" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
		}
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
