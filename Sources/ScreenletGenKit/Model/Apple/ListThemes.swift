/// A table cell nib with one label per attribute, stacked: the title, then the details.
public struct TableCell: Sendable {
	/// `BookmarkCell_default`: the class and the nib's name.
	public var cellClass: String
	/// `bookmarkCell`
	public var reuseIdentifier: String
	/// Title first.
	public var labels: [CellLabel]
}

public struct CellLabel: Sendable {
	public var value: CellAttribute
	/// `nameLabel` (`textValueLabel` where a table cell has `textLabel`).
	public var outlet: String
}

/// The collection theme: a view and a cell of their own, each with its nib.
public struct CollectionTheme: Sendable {
	/// `BookmarkListView_default_collection`, nib `BookmarkListView_default-collection`.
	public var viewClass: String
	public var viewNib: String
	/// `BookmarkCell_default_collection`, nib `BookmarkCell_default-collection`.
	public var cellClass: String
	public var cellNib: String
	/// `bookmarkCell`
	public var reuseIdentifier: String
}
