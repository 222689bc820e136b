/// A list screenlet: a page call, rows of one attribute or more, and its themes.
public struct ListScreenlet: Sendable {
	/// `BookmarkList`
	public var name: String
	public var strings: StringsTable
	public var properties: [ScreenletValue]
	/// `offlinePolicy`: pages are read from and written to the cache.
	public var offline: Bool
	public var page: PortalCall
	/// Nil: the list streams (`computeRowCount: false`).
	public var count: ServiceCall?
	/// The delegate's labels: `onBookmarkListResponse`, `onBookmarkListError`, `onBookmarkSelected`.
	public var responseLabel: String
	public var errorLabel: String
	public var selectedLabel: String
	/// The page call takes no `start`/`end`: its first page is the whole list, loaded once.
	public var loadsOnce: Bool
	/// The page call passes `obc`: the order is part of the cache key.
	public var ordersRows: Bool
	/// The framework's values the page call reads (`LiferayServerContext.groupId` for a site's
	/// list): part of the cache key, so that another site's rows are never shown from the cache.
	public var contextCacheKeyValues: [ValueSource] = []
	/// The attributes a row shows: the title first, then the details.
	public var cells: [CellAttribute]
	/// What the spec's writes do to its entity, shown in the list without a reload.
	public var changesInPlace: ListChanges?
	/// Its themes and names only the iOS files have (`Model/Apple/`).
	public var apple = AppleListNames()

	public var screenletClass: String { return name + "Screenlet" }
	/// The attribute a row shows first.
	public var cell: CellAttribute { return cells[0] }
	/// No row count: a page call without its count; a headless page counts its rows itself.
	public var streams: Bool { return count == nil && page.headless == nil }
	/// The page or count call reads `SessionContext.currentContext`.
	public var readsSessionContext: Bool { return page.readsSessionContext || count?.readsSessionContext == true }
}

/// An attribute a row shows.
public struct CellAttribute: Sendable {
	public var attribute: Attribute
	/// The value may be nil (an optional attribute that overrides no `NSObject` member).
	public var isOptional: Bool
	/// UI tests' name of its label: `bookmarkList.cell.name` (`Model/Apple/`).
	public var apple = AppleCellNames()
}

/// The list screenlet's methods that change rows in place.
public struct ListChanges: Sendable {
	/// `addBookmark`: appends a row (an action adds the entity and returns it).
	public var addMethod: String?
	/// `updateBookmark`: replaces the row of the same item (an action changes one item).
	public var updateMethod: String?
	/// `deleteBookmark`: removes the row of an item, by its identity attribute.
	public var deleteMethod: String?
	/// The attribute that says which item a row is (`id` or `…Id`).
	public var identity: Attribute?
}
