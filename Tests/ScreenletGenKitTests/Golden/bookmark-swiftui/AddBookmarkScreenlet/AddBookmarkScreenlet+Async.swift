import Foundation
@preconcurrency import LiferayScreens

extension AddBookmarkInteractor {

	// MARK: async/await

	/// Runs "add-bookmark" without a screenlet (from a view model, a background refresh, a
	/// test) as AddBookmarkScreenlet runs it: the same connector, offline policy and
	/// cache. Cancelling the task cancels the interactor and its connector: a request not sent
	/// yet never is; one already sent completes on the portal (and, offline, in the cache).
	///
	/// - Throws: the framework's `NSError`, as `onAddBookmarkError` hears it; offline,
	///   once the write waits in the cache for the SyncManager (`.notAvailable`).
	@available(iOS 13.0, *)
	nonisolated public static func run(
			folderId: Int64,
			title: String,
			url: String,
			offlinePolicy: CacheStrategyType = .remoteFirst) async throws -> Bookmark {

		return try await InteractorRun.run {
			let interactor = AddBookmarkInteractor(screenlet: nil,
					folderId: folderId,
					title: title,
					url: url)

			interactor.cacheStrategy = offlinePolicy

			return (interactor, {
				guard let bookmark = interactor.resultBookmark else {
					// As the screenlet: no answer to show is an error (offline, the write waits in the cache).
					throw interactor.lastError
							?? NSError.errorWithCause(.invalidServerResponse,
									message: LocalizedString("addbookmark-screenlet", key: "invalid-answer", obj: interactor))
				}

				return bookmark
			})
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
