/// A screenlet's string resources on Android: the model's English table, each text named
/// `<table>_<key>` as Screens names its own (`addbookmark_screenlet_empty_title`), and what only
/// the Android twin shows (the default layout's name, a write stored to be sent later).
struct AndroidStringTable {

	struct Entry {
		var name: String
		var text: String
		/// A layout's name is no text to translate (`translatable="false"`).
		var translatable = true
	}

	/// `addbookmark_screenlet_strings.xml`: a file of its own, never the app's `strings.xml`.
	let fileName: String
	private static let fileSuffix = "_strings.xml"

	/// The `fileName` of `table`'s resources, without making them (the file layout names them).
	static func fileName(of table: StringsTable) -> String {
		return AndroidStrings.resourceName(table.table) + fileSuffix
	}
	private(set) var entries: [Entry] = []
	private var namesByKey: [String: String] = [:]
	private var taken: Set<String> = []
	private let prefix: String

	init(_ table: StringsTable) {
		prefix = AndroidStrings.resourceName(table.table)
		fileName = prefix + AndroidStringTable.fileSuffix
		for entry in table.entries {
			add(key: entry.key, text: entry.text)
		}
	}

	/// `key`'s text, named `<table>_<key>`; two keys that differ only where a resource name
	/// cannot (`a-b`, `a b`) stay apart (`_2`).
	mutating func add(key: String, text: String) {
		let name = taken.claim(AndroidStrings.resourceName(prefix + "_" + key), numberingAfter: "_")
		namesByKey[key] = name
		entries.append(Entry(name: name, text: text))
	}

	/// The string `BaseScreenlet.getDefaultLayoutId()` reads: `AddBookmarkScreenlet_default` names
	/// the layout `addbookmark_default`. First in the file, as Screens' own.
	mutating func addLayoutName(screenletClass: String, layout: String) {
		taken.insert(screenletClass + "_default")
		entries.insert(Entry(name: screenletClass + "_default", text: layout, translatable: false), at: 0)
	}

	/// The resource name of `key`, which the table has.
	func name(_ key: String) -> String {
		guard let name = namesByKey[key] else {
			preconditionFailure("the string table has \(key)")
		}
		return name
	}

	var context: TemplateValue {
		return .object([
			"entries": .list(entries.map { entry in
				.object([
					"name": entry.name.templateValue,
					"textXML": AndroidStrings.text(entry.text).templateValue,
					"translatable": entry.translatable.templateValue,
				])
			}),
		])
	}
}
