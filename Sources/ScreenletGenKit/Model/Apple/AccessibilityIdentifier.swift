/// The accessibility identifiers UI tests find a screenlet's controls by: the screenlet's name
/// in lower camel case, then what the control shows, in the spec's names (`addBookmark.title`,
/// `addBookmark.title.caption`, `addBookmark.addBookmarkButton`, `bookmarkList.list`,
/// `bookmarkList.cell`, `bookmarkList.cell.name`; see Documentation/Generated-Code.md). They
/// stay the same from run to run and are unique within the screenlet: a name given twice
/// gets `2`, `3`… after it, in the order asked.
struct AccessibilityIdentifiers {

	/// `addBookmark`
	let screenlet: String
	private var used: Set<String> = []

	init(screenlet name: String) {
		self.screenlet = Words.lowerCamel(name)
	}

	/// `<screenlet>.<part>.<part>…`, the first of it, it with `2`, `3`… not given yet.
	mutating func identifier(_ parts: String...) -> String {
		return used.claim(([screenlet] + parts).joined(separator: "."))
	}
}
