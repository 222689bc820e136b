// Runtime model of Screens' list screenlets (facts §1.8): pages of rows from a batch of
// the page call and the count call, rows kept by the view, more pages fetched when the
// user reaches the end (streaming, no count) or an unloaded row (with a count).
import Foundation

open class BaseListScreenlet: BaseScreenlet {
	open class var LoadInitialPageAction: String { return "load-initial-page" }
	open class var LoadPageAction: String { return "load-page" }

	open var autoLoad = true
	open var refreshControl = true
	open var firstPageSize = 50
	open var pageSize = 25
	open var obcClassName = ""

	open var baseListView: BaseListView {
		return screenletView as! BaseListView
	}

	internal var streamMode = false
	private var paginationInteractors: [Int: BaseListPageLoadInteractor] = [:]

	override open func onCreated() {
		baseListView.onSelectedRowClosure = { [weak self] row in
			self?.onSelectedRow(row)
		}
		baseListView.fetchPageForRow = { [weak self] row in
			self?.loadPageForRow(row)
		}
	}

	override open func onShow() {
		if autoLoad {
			loadList()
		}
	}

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		let page = (sender as? Int) ?? 0
		let interactor = createPageLoadInteractor(page: page, computeRowCount: page == 0)
		paginationInteractors[page] = interactor
		interactor.obcClassName = obcClassName == "" ? nil : obcClassName
		interactor.onSuccess = {
			self.baseListView.setRows(interactor.resultAllPagesContent!, newRows: interactor.resultPageContent!,
				rowCount: interactor.resultRowCount ?? self.baseListView.rowCount,
				sections: interactor.sections ?? [BaseListView.DefaultSection])
			self.onLoadPageResult(page: interactor.page,
				rows: interactor.resultPageContent?.values.flatMap { $0 } ?? [],
				rowCount: self.baseListView.rowCount)
			self.paginationInteractors[interactor.page] = nil
		}
		interactor.onFailure = {
			self.onLoadPageError(page: interactor.page, error: $0)
			self.paginationInteractors[interactor.page] = nil
		}
		return interactor
	}

	override open func onAction(name: String, interactor: Interactor, sender: Any?) -> Bool {
		if name == BaseListScreenlet.LoadInitialPageAction {
			baseListView.clearRows()
		}
		return super.onAction(name: name, interactor: interactor, sender: sender)
	}

	@discardableResult
	open func loadList() -> Bool {
		streamMode = false
		return performAction(name: BaseListScreenlet.LoadInitialPageAction, sender: nil)
	}

	/// One interactor per page at a time.
	open func loadPageForRow(_ row: Int) {
		let page = pageFromRow(row)
		if paginationInteractors[page] == nil {
			performAction(name: BaseListScreenlet.LoadPageAction, sender: page)
		}
	}

	open func pageFromRow(_ row: Int) -> Int {
		if row < firstPageSize {
			return 0
		}
		return ((row - firstPageSize) / pageSize) + 1
	}

	open func firstRowForPage(_ page: Int) -> Int {
		if page == 0 {
			return 0
		}
		return firstPageSize + (page - 1) * pageSize
	}

	open func createPageLoadInteractor(page: Int, computeRowCount: Bool) -> BaseListPageLoadInteractor {
		fatalError("createPageLoadInteractor must be overridden")
	}

	open func onLoadPageError(page: Int, error: NSError) {}
	open func onLoadPageResult(page: Int, rows: [AnyObject], rowCount: Int) {}
	open func onSelectedRow(_ row: AnyObject) {}
}

open class BaseListView: BaseScreenletView {
	public static let DefaultSection = ""

	open private(set) var rowCount = 0
	open private(set) var rows: [String: [AnyObject?]] = [:]
	open private(set) var sections: [String] = []
	open var onSelectedRowClosure: ((AnyObject) -> Void)?
	open var fetchPageForRow: ((Int) -> Void)?
	open var loadingRows = false
	open var moreRows = true

	open func setRows(_ allRows: [String: [AnyObject?]], newRows: [String: [AnyObject]], rowCount: Int, sections: [String]) {
		loadingRows = false
		moreRows = hasMoreRows(newRows)
		self.rowCount = rowCount
		let oldRows = rows
		rows = allRows
		self.sections = sections
		if (screenlet as! BaseListScreenlet).streamMode {
			onAddedRows(oldRows)
		}
		else {
			onChangedRows(oldRows)
		}
	}

	open func clearRows() {
		let oldRows = rows
		rows = [BaseListView.DefaultSection: []]
		rowCount = 0
		sections = [BaseListView.DefaultSection]
		onClearRows(oldRows)
	}

	open func onChangedRows(_ oldRows: [String: [AnyObject?]]) {}
	open func onAddedRows(_ oldRows: [String: [AnyObject?]]) {}
	open func onClearRows(_ oldRows: [String: [AnyObject?]]) {}

	/// The row goes; `rowCount` stays what the portal counted, as in the framework.
	open func deleteRow(_ section: String, row: Int) {
		_ = rows[section]?.remove(at: row)
	}

	open func addRow(_ section: String, element: AnyObject) {
		rows[section]?.append(element)
	}

	open func updateRow(_ section: String, row: Int, element: AnyObject) {
		rows[section]?[row] = element
	}

	open func rowsForSectionIndex(_ index: Int) -> [AnyObject?] {
		return rows[sections[index]]!
	}

	/// A page shorter than its size is the last one.
	func hasMoreRows(_ newRows: [String: [AnyObject]]) -> Bool {
		if newRows.isEmpty {
			return false
		}
		let count = newRows.values.reduce(0) { $0 + $1.count }
		let isFirstPage = rows.values.reduce(0) { $0 + $1.count } == 0
		let screenlet = self.screenlet as! BaseListScreenlet
		return count >= (isFirstPage ? screenlet.firstPageSize : screenlet.pageSize)
	}

	/// What the table or collection does when the row comes on screen: fill it, or show it
	/// in progress and ask for its page; at the end of a streaming list, ask for the next one.
	func display(section: Int, row: Int, fill: (AnyObject) -> Void, fillInProgress: () -> Void) {
		let screenlet = self.screenlet as! BaseListScreenlet
		if let object = rowsForSectionIndex(section)[row] {
			fill(object)
		}
		else {
			fillInProgress()
			if !screenlet.streamMode {
				fetchPageForRow?(row)
			}
		}
		if screenlet.streamMode && !loadingRows && moreRows
				&& section == sections.count - 1 && row == rowsForSectionIndex(section).count - 1 {
			loadingRows = true
			fetchPageForRow?(rows.values.reduce(0) { $0 + $1.count } + 1)
		}
	}

	/// The user scrolls through every row once, in order; returns the cells' texts.
	open func scrollThroughRows() -> [String?] {
		fatalError("scrollThroughRows is the theme's")
	}
}

open class BaseListTableView: BaseListView {
	open var tableView: UITableView?

	/// A failed first page is shown as the framework's error text.
	override open var progressMessages: [String: ProgressMessages] {
		return [BaseListScreenlet.LoadInitialPageAction: [
			.working: LocalizedString("core", key: "base-list-loading-message", obj: self),
			.failure: LocalizedString("core", key: "base-list-loading-error", obj: self)]]
	}

	open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {}
	open func doFillInProgressCell(row: Int, cell: UITableViewCell) {}
	open func doRegisterCellNibs() {}

	open func doGetCellId(row: Int, object: AnyObject?) -> String {
		return "defaultCellId"
	}

	open func doCreateCell(_ cellId: String) -> UITableViewCell {
		return UITableViewCell(style: .default, reuseIdentifier: cellId)
	}

	/// What a scenario reads off a cell: its text label, or a theme's own labels.
	open var cellText: (UITableViewCell) -> String? = { $0.textLabel?.text }

	/// A registered nib's cell, else a default one.
	open func doDequeueReusableCell(row: Int, object: AnyObject?) -> UITableViewCell {
		let cellId = doGetCellId(row: row, object: object)
		return tableView?.dequeueReusableCell(withIdentifier: cellId) ?? doCreateCell(cellId)
	}

	/// The theme's XIB connects its table view to this outlet.
	override open func awakeFromNib() {
		if tableView == nil {
			tableView = UITableView()
		}
		super.awakeFromNib()
	}

	override open func onCreated() {
		super.onCreated()
		doRegisterCellNibs()
	}

	/// The user taps a row: a loaded one reaches the screenlet.
	open func selectRow(_ row: Int) {
		if let object = rowsForSectionIndex(0)[row] {
			onSelectedRowClosure?(object)
		}
	}

	override open func scrollThroughRows() -> [String?] {
		var texts: [String?] = []
		var row = 0
		while row < rowsForSectionIndex(0).count {
			let cell = doDequeueReusableCell(row: row, object: rowsForSectionIndex(0)[row])
			display(section: 0, row: row,
				fill: { doFillLoadedCell(row: row, cell: cell, object: $0) },
				fillInProgress: { doFillInProgressCell(row: row, cell: cell) })
			texts.append(cellText(cell))
			RuntimeQueue.drain()
			row += 1
		}
		return texts
	}
}

open class BaseListCollectionView: BaseListView {
	open var collectionView: UICollectionView?

	override open var progressMessages: [String: ProgressMessages] {
		return [BaseListScreenlet.LoadInitialPageAction: [
			.working: LocalizedString("core", key: "base-list-loading-message", obj: self),
			.failure: LocalizedString("core", key: "base-list-loading-error", obj: self)]]
	}

	open func doRegisterCellNibs() {}
	open func doConfigureCollectionView(_ collectionView: UICollectionView) {}

	let defaultCellId = "liferay-screns-loadingMoreCellId"

	open func doRegisterLoadMoreCell() {
		collectionView?.register(UICollectionViewCell.self, forCellWithReuseIdentifier: defaultCellId)
	}

	open func doGetCellId(indexPath: IndexPath, object: AnyObject?) -> String {
		return defaultCellId
	}

	/// The collection view's cell for the id, which must be registered.
	open func doDequeueReusableCell(_ indexPath: IndexPath, object: AnyObject?) -> UICollectionViewCell {
		return collectionView!.dequeueReusableCell(withReuseIdentifier: doGetCellId(indexPath: indexPath, object: object), for: indexPath)
	}

	/// The theme's XIB connects its collection view to this outlet.
	override open func awakeFromNib() {
		if collectionView == nil {
			collectionView = UICollectionView()
		}
		super.awakeFromNib()
	}

	/// As the framework: the collection view is configured, then the cells are registered.
	override open func onCreated() {
		super.onCreated()
		doConfigureCollectionView(collectionView!)
		doRegisterCellNibs()
		doRegisterLoadMoreCell()
	}
	open func doCreateLayout() -> UICollectionViewLayout {
		return UICollectionViewFlowLayout()
	}
	open func doFillLoadedCell(indexPath: IndexPath, cell: UICollectionViewCell, object: AnyObject) {}
	open func doFillInProgressCell(indexPath: IndexPath, cell: UICollectionViewCell) {}

	/// What a scenario reads off a cell (its theme's label).
	open var cellText: (UICollectionViewCell) -> String? = { _ in nil }

	override open func scrollThroughRows() -> [String?] {
		var texts: [String?] = []
		var row = 0
		while row < rowsForSectionIndex(0).count {
			let indexPath = IndexPath(item: row, section: 0)
			let cell = doDequeueReusableCell(indexPath, object: rowsForSectionIndex(0)[row])
			display(section: 0, row: row,
				fill: { doFillLoadedCell(indexPath: indexPath, cell: cell, object: $0) },
				fillInProgress: { doFillInProgressCell(indexPath: indexPath, cell: cell) })
			texts.append(cellText(cell))
			RuntimeQueue.drain()
			row += 1
		}
		return texts
	}
}

open class BaseListPageLoadInteractor: ServerReadConnectorInteractor {
	public let page: Int
	public let computeRowCount: Bool
	open var obcClassName: String?
	open var resultAllPagesContent: [String: [AnyObject?]]?
	open var resultPageContent: [String: [AnyObject]]?
	open var resultRowCount: Int?
	open var sections: [String]?

	public init(screenlet: BaseListScreenlet, page: Int, computeRowCount: Bool) {
		self.page = page
		self.computeRowCount = computeRowCount
		super.init(screenlet: screenlet)
	}

	override open func createConnector() -> PaginationLiferayConnector {
		let connector = createListPageConnector()
		connector.obcClassName = obcClassName
		return connector
	}

	override open func completedConnector(_ c: ServerConnector) {
		if let connector = c as? PaginationLiferayConnector {
			processLoadPageResult(connector.resultPageContent ?? [], rowCount: connector.resultRowCount)
		}
	}

	open func createListPageConnector() -> PaginationLiferayConnector {
		fatalError("createListPageConnector must be overridden")
	}

	/// As the framework: the first page (or any page of a list with sections) is grouped by
	/// `sectionForRowObject`; the first page decides stream mode (sections, or no count). In
	/// stream mode the rows are appended; otherwise the list is as long as the count (or as
	/// the rows it has), the existing rows keep their places, the page's rows go to theirs, and
	/// a short middle page drops the places of rows deleted since the count.
	open func processLoadPageResult(_ serverRows: [[String: AnyObject]], rowCount: Int?) {
		let screenlet = self.screenlet as! BaseListScreenlet
		let view = screenlet.baseListView
		let total = rowCount ?? view.rows[BaseListView.DefaultSection]!.count
		let converted = serverRows.map { convertResult($0) }
		var sections = view.sections
		var grouped: [String: [AnyObject]] = [:]
		let isFirstPage = page == 0
		let isPageFull = converted.count == (isFirstPage ? screenlet.firstPageSize : screenlet.pageSize)
		var hasSections = sections.count > 1 || (sections.count == 1 && sections[0] != BaseListView.DefaultSection)
		if isFirstPage || hasSections {
			for object in converted {
				let section = sectionForRowObject(object) ?? BaseListView.DefaultSection
				if grouped[section] == nil {
					grouped[section] = []
					if !sections.contains(section) {
						sections.append(section)
						hasSections = hasSections || section != BaseListView.DefaultSection
					}
				}
				grouped[section]!.append(object)
			}
		}
		else {
			grouped[BaseListView.DefaultSection] = converted
		}
		if isFirstPage && (hasSections || rowCount == nil) {
			screenlet.streamMode = true
		}
		var all = view.rows
		if screenlet.streamMode {
			for (section, objects) in grouped {
				all[section, default: []] += objects.map { Optional($0) }
			}
		}
		else {
			var placed = [AnyObject?](repeating: nil, count: total)
			// More rows than the count is an index out of range here, as in the framework.
			for (index, row) in view.rows[BaseListView.DefaultSection]!.enumerated() {
				placed[index] = row
			}
			let offset = screenlet.firstRowForPage(page)
			var lastIndex = 0
			for (index, row) in converted.enumerated() {
				if index + offset < total {
					placed[index + offset] = row
					lastIndex = index + offset
				}
				else {
					placed.append(row)
				}
			}
			if lastIndex + 1 < total && !isPageFull && !isFirstPage {
				placed.removeLast(total - (lastIndex + 1))
			}
			all[BaseListView.DefaultSection] = placed
		}
		resultRowCount = total
		resultPageContent = grouped
		resultAllPagesContent = all
		self.sections = sections
	}

	open func convertResult(_ serverResult: [String: AnyObject]) -> AnyObject {
		fatalError("convertResult must be overridden")
	}

	open func sectionForRowObject(_ object: AnyObject) -> String? {
		return nil
	}

	open func cacheKey(_ c: PaginationLiferayConnector) -> String {
		fatalError("cacheKey must be overridden")
	}

	override open func readFromCache(_ c: ServerConnector, result: @escaping (Any?) -> Void) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager, let connector = c as? PaginationLiferayConnector else {
			result(nil)
			return
		}
		let key = cacheKey(connector)
		cacheManager.getSome(collection: ScreenletName(type(of: screenlet!)), keys: ["\(key)-\(page)", "\(key)-count"]) {
			connector.resultPageContent = $0.first as? [[String: AnyObject]]
			if $0.count > 1 {
				connector.resultRowCount = $0.last as? Int
			}
			result(connector.resultPageContent)
		}
	}

	override open func writeToCache(_ c: ServerConnector) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager,
				let connector = c as? PaginationLiferayConnector,
				let content = connector.resultPageContent, !content.isEmpty else {
			return
		}
		let key = cacheKey(connector)
		let collection = ScreenletName(type(of: screenlet!))
		cacheManager.setClean(collection: collection, key: "\(key)-\(page)", value: content as NSArray, attributes: [:])
		if let rowCount = connector.resultRowCount {
			cacheManager.setClean(collection: collection, key: "\(key)-count", value: NSNumber(value: rowCount), attributes: [:])
		}
	}
}

open class PaginationLiferayConnector: ServerConnector, @unchecked Sendable {
	public let startRow: Int
	public let endRow: Int
	public let computeRowCount: Bool
	open var obcClassName: String?
	open var resultPageContent: [[String: AnyObject]]?
	open var resultRowCount: Int?

	public init(startRow: Int, endRow: Int, computeRowCount: Bool) {
		self.startRow = startRow
		self.endRow = endRow
		self.computeRowCount = computeRowCount
		super.init()
	}

	/// The page call and, when asked, the count call, in one batch.
	override open func doRun(session: LRSession) {
		let batchSession = LRBatchSession(session: session)
		resultPageContent = nil
		resultRowCount = nil
		lastError = nil
		let obc = obcClassName.map { LRJSONObjectWrapper(className: $0, jsonObject: [:]) }
		doAddPageRowsServiceCall(session: batchSession, startRow: startRow, endRow: endRow, obc: obc)
		if batchSession.commands.count < 1 {
			lastError = NSError.errorWithCause(.abortedDueToPreconditions, userInfo: nil)
			return
		}
		if computeRowCount {
			doAddRowCountServiceCall(session: batchSession)
		}
		do {
			let responses = try batchSession.invoke()
			if let rows = responses[0] as? [[String: AnyObject]] {
				resultPageContent = rows
				resultRowCount = responses.count > 1 ? responses[1] as? Int : nil
			}
			else {
				lastError = NSError.errorWithCause(.invalidServerResponse, message: "No entries found.")
			}
		}
		catch let error as NSError {
			lastError = error
		}
	}

	open func doAddPageRowsServiceCall(session: LRBatchSession, startRow: Int, endRow: Int, obc: LRJSONObjectWrapper?) {
		fatalError("doAddPageRowsServiceCall must be overridden")
	}

	open func doAddRowCountServiceCall(session: LRBatchSession) {
		fatalError("doAddRowCountServiceCall must be overridden")
	}
}
