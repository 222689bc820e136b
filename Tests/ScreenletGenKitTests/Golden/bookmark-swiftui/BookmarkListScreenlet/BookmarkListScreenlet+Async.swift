import Foundation
@preconcurrency import LiferayScreens

extension BookmarkListPageLoadInteractor {

	// MARK: async/await

	/// One page of the list without a screenlet (from a view model, a background refresh, a
	/// test), as BookmarkListScreenlet loads it: the same connector, offline policy and
	/// cache entries (a page the screenlet cached is read here offline, and the other way
	/// round). Page 0 has the first `firstPageSize` rows, each later page `pageSize` more.
	/// Cancelling the task cancels the load.
	///
	/// - Returns: the page's rows, and on page 0 the number of rows of the list
	///   (offline, every page read from the cache has the cached count, as the screenlet reads it).
	/// - Throws: the framework's `NSError`, as `onBookmarkListError` hears it.
	@available(iOS 13.0, *)
	nonisolated public static func loadPage(
			_ page: Int,
			groupId: Int64 = 0,
			folderId: Int64 = 0,
			firstPageSize: Int = 50,
			pageSize: Int = 25,
			offlinePolicy: CacheStrategyType = .remoteFirst) async throws -> (rows: [Bookmark], rowCount: Int?) {

		// The rows the screenlet's firstRowForPage(_:) gives the page.
		let startRow = page == 0 ? 0 : firstPageSize + (page - 1) * pageSize
		let endRow = page == 0 ? firstPageSize : startRow + pageSize

		return try await InteractorRun.run {
			let reader = BookmarkListPageReader(
					page: page,
					computeRowCount: page == 0,
					startRow: startRow,
					endRow: endRow,
					groupId: groupId,
					folderId: folderId)

			reader.cacheStrategy = offlinePolicy

			return (reader, { (reader.resultRows, reader.resultRowCount) })
		}
	}

	/// Every page in turn, as the screenlet loads them while the user scrolls: the sequence
	/// ends after the last row the count promised, or after a page shorter than asked.
	///
	///     for try await page in BookmarkListPageLoadInteractor.pages(groupId: 0, folderId: 0) { … }
	@available(iOS 13.0, *)
	nonisolated public static func pages(
			groupId: Int64 = 0,
			folderId: Int64 = 0,
			firstPageSize: Int = 50,
			pageSize: Int = 25,
			offlinePolicy: CacheStrategyType = .remoteFirst) -> Pages {

		return Pages { page in
			try await loadPage(page,
					groupId: groupId,
					folderId: folderId,
					firstPageSize: firstPageSize,
					pageSize: pageSize,
					offlinePolicy: offlinePolicy)
		} isLast: { page, rows, rowsSoFar, rowCount in
			return rows.count < (page == 0 ? firstPageSize : pageSize) || rowCount.map { rowsSoFar >= $0 } ?? false
		}
	}

	/// The pages of the list, one `loadPage(_:)` at a time, each when it is asked for.
	@available(iOS 13.0, *)
	nonisolated public struct Pages: AsyncSequence {

		public typealias Element = [Bookmark]

		fileprivate typealias Load = (Int) async throws -> (rows: [Bookmark], rowCount: Int?)
		fileprivate typealias IsLast = (Int, [Bookmark], Int, Int?) -> Bool

		private let load: Load
		private let isLast: IsLast

		fileprivate init(_ load: @escaping Load, isLast: @escaping IsLast) {
			self.load = load
			self.isLast = isLast
		}

		public func makeAsyncIterator() -> AsyncIterator {
			return AsyncIterator(load: load, isLast: isLast)
		}

		nonisolated public struct AsyncIterator: AsyncIteratorProtocol {

			fileprivate let load: Load
			fileprivate let isLast: IsLast
			private var page = 0
			private var rowsSoFar = 0
			private var rowCount: Int?
			private var finished = false

			fileprivate init(load: @escaping Load, isLast: @escaping IsLast) {
				self.load = load
				self.isLast = isLast
			}

			public mutating func next() async throws -> [Bookmark]? {
				guard !finished else {
					return nil
				}

				let rows: [Bookmark]
				let count: Int?

				do {
					(rows, count) = try await load(page)
				}
				catch {
					// A sequence that failed has ended: the next call is nil, not the page again.
					finished = true
					throw error
				}

				rowCount = rowCount ?? count
				rowsSoFar += rows.count
				finished = isLast(page, rows, rowsSoFar, rowCount)
				page += 1

				return rows.isEmpty ? nil : rows
			}
		}
	}
}

// MARK: Reading a page without a screenlet

/// Reads one page as BookmarkListPageLoadInteractor does, without the screenlet it needs: the
/// framework's read strategies (ServerReadConnectorInteractor), the same connector, and the
/// same cache entries, BookmarkList/`<key>-<page>` and `<key>-count`.
nonisolated private final class BookmarkListPageReader: ServerReadConnectorInteractor {

	let page: Int
	let computeRowCount: Bool
	let startRow: Int
	let endRow: Int
	let groupId: Int64
	let folderId: Int64
	var obcClassName: String?

	var resultRows: [Bookmark] = []
	var resultRowCount: Int?

	init(page: Int, computeRowCount: Bool, startRow: Int, endRow: Int, groupId: Int64, folderId: Int64) {
		self.page = page
		self.computeRowCount = computeRowCount
		self.startRow = startRow
		self.endRow = endRow
		self.groupId = (groupId != 0) ? groupId : LiferayServerContext.groupId
		self.folderId = folderId

		super.init(screenlet: nil)
	}

	/// The screenlet's cache key of the list (`cacheKey(_:)` of BookmarkListPageLoadInteractor).
	var cacheKey: String {
		return "\(groupId)-\(folderId)"
	}

	// MARK: ServerConnectorInteractor

	override func createConnector() -> ServerConnector? {
		let connector = BookmarkListPageLiferayConnector(
				startRow: startRow,
				endRow: endRow,
				computeRowCount: computeRowCount,
				groupId: groupId,
				folderId: folderId)

		connector.obcClassName = obcClassName

		return connector
	}

	override func completedConnector(_ c: ServerConnector) {
		if let connector = c as? PaginationLiferayConnector {
			resultRows = (connector.resultPageContent ?? []).map { Bookmark(attributes: $0) }
			resultRowCount = connector.resultRowCount
		}
	}

	override func readFromCache(_ c: ServerConnector, result: @escaping (Any?) -> Void) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager,
				let connector = c as? PaginationLiferayConnector else {
			result(nil)
			return
		}

		cacheManager.getSome(collection: "BookmarkList", keys: ["\(cacheKey)-\(page)", "\(cacheKey)-count"]) {
			connector.resultPageContent = $0.first as? [[String: AnyObject]]
			if $0.count > 1 {
				connector.resultRowCount = $0.last as? Int
			}

			result(connector.resultPageContent)
		}
	}

	override func writeToCache(_ c: ServerConnector) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager,
				let connector = c as? PaginationLiferayConnector,
				let rows = connector.resultPageContent, !rows.isEmpty else {
			return
		}

		cacheManager.setClean(collection: "BookmarkList", key: "\(cacheKey)-\(page)", value: rows as NSCoding, attributes: [:])

		if let rowCount = connector.resultRowCount {
			cacheManager.setClean(collection: "BookmarkList", key: "\(cacheKey)-count", value: NSNumber(value: rowCount), attributes: [:])
		}
	}
}

// MARK: Running an interactor without a screenlet

/// One run of an interactor for an `async` caller. Screens starts interactors, calls them
/// back and cancels them on the main thread (`dispatch_main`), so all of this run's state
/// lives there; the task only waits. The continuation resumes exactly once: with the
/// interactor's first callback, or with `.cancelled` when the task is cancelled first.
@available(iOS 13.0, *)
nonisolated private final class InteractorRun<Value>: @unchecked Sendable {

	/// Makes the interactor (on the main thread) and says how to read its result.
	typealias Start = () -> (Interactor, () throws -> Value)

	/// What the awaiting task receives: made on the main thread, then only read by the task.
	private struct Outcome: @unchecked Sendable {
		let value: Value
	}

	private var continuation: CheckedContinuation<Outcome, Error>?
	private var interactor: Interactor?
	private var cancelled = false

	static func run(_ start: @escaping Start) async throws -> Value {
		let run = InteractorRun<Value>()

		return try await withTaskCancellationHandler {
			try await withCheckedThrowingContinuation { continuation in
				run.begin(continuation, start)
			}.value
		} onCancel: {
			dispatch_main {
				run.cancel()
			}
		}
	}

	private func begin(_ continuation: CheckedContinuation<Outcome, Error>, _ start: @escaping Start) {
		dispatch_main {
			self.continuation = continuation

			guard !self.cancelled else {
				self.finish(.failure(NSError.errorWithCause(.cancelled)))
				return
			}

			let (interactor, result) = start()

			self.interactor = interactor

			interactor.onSuccess = {
				self.finish(Result { Outcome(value: try result()) })
			}

			interactor.onFailure = { error in
				self.finish(.failure(error))
			}

			if !interactor.start() {
				// A start that fails has called onFailure already; this only makes sure.
				self.finish(.failure(interactor.lastError ?? NSError.errorWithCause(.abortedDueToPreconditions)))
			}
		}
	}

	private func cancel() {
		cancelled = true
		interactor?.cancel()

		// Screens' cancel() reports `.cancelled` itself; an interactor whose cancel() does not
		// still ends the wait (once: finish does nothing after the first outcome).
		finish(.failure(NSError.errorWithCause(.cancelled)))
	}

	private func finish(_ outcome: Result<Outcome, Error>) {
		guard let continuation = continuation else {
			return
		}

		self.continuation = nil
		interactor = nil
		continuation.resume(with: outcome)
	}
}
