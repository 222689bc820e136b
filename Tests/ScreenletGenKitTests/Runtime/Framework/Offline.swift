// Runtime model of Screens' offline sync (`Core/Offline/SyncManager.swift`): startSync counts
// the dirty cache entries, tells the delegate, then hands each entry to the synchronizer
// registered for its collection, one at a time: the sync queue runs one operation at once
// and each operation waits until its synchronizer signals (`to_sync`). An entry whose
// collection has no synchronizer is told as started and then nothing more: it stays dirty.
import Foundation

public typealias Signal = () -> Void

public typealias OfflineSynchronizer = (String, [String: Any]) -> (@escaping Signal) -> Void

public enum SyncConflictResolution: Int {
	case useRemote
	case useLocal
	case discard
	case ignore
}

/// The framework's requirements are `@objc optional`; the model gives each a default that
/// does nothing, which is what an unimplemented optional requirement does.
public protocol SyncManagerDelegate: AnyObject {
	func syncManager(_ manager: SyncManager, itemsCount: UInt)
	func syncManager(_ manager: SyncManager, onItemSyncScreenlet screenlet: String, startKey: String, attributes: [String: Any])
	func syncManager(_ manager: SyncManager, onItemSyncScreenlet screenlet: String, completedKey: String, attributes: [String: Any])
	func syncManager(_ manager: SyncManager, onItemSyncScreenlet screenlet: String, failedKey: String, attributes: [String: Any], error: NSError)
}

extension SyncManagerDelegate {
	public func syncManager(_ manager: SyncManager, itemsCount: UInt) {}
	public func syncManager(_ manager: SyncManager, onItemSyncScreenlet screenlet: String, startKey: String, attributes: [String: Any]) {}
	public func syncManager(_ manager: SyncManager, onItemSyncScreenlet screenlet: String, completedKey: String, attributes: [String: Any]) {}
	public func syncManager(_ manager: SyncManager, onItemSyncScreenlet screenlet: String, failedKey: String, attributes: [String: Any], error: NSError) {}
}

open class SyncManager: NSObject {
	open weak var delegate: SyncManagerDelegate?
	public let cacheManager: CacheManager

	private var synchronizers: [String: OfflineSynchronizer] = [:]
	private var operations: [() -> Void] = []
	private var running = false

	public init(cacheManager: CacheManager) {
		self.cacheManager = cacheManager
	}

	open func addSynchronizer(_ screenletClass: AnyClass, synchronizer: @escaping OfflineSynchronizer) {
		addSynchronizerWithName(ScreenletName(screenletClass), synchronizer: synchronizer)
	}

	open func addSynchronizerWithName(_ screenletClassName: String, synchronizer: @escaping OfflineSynchronizer) {
		synchronizers[screenletClassName] = synchronizer
	}

	open func clear() {
		cacheManager.removeAll()
	}

	open func pendingItemsToSync(_ completed: @escaping (UInt) -> Void) {
		cacheManager.countPendingToSync(completed)
	}

	open func startSync() {
		pendingItemsToSync { total in
			self.delegate?.syncManager(self, itemsCount: total)
			if total > 0 {
				self.cacheManager.pendingToSync({ screenlet, key, attributes in
					self.delegate?.syncManager(self, onItemSyncScreenlet: screenlet, startKey: key, attributes: attributes)
					self.enqueueSync(screenlet, key, attributes)
					return true
				})
			}
		}
	}

	/// Cache-first, so the entry is recorded (dirty) before it is sent and made clean after;
	/// success and failure are told to the delegate, and either one lets the queue go on.
	open func prepareInteractorForSync(_ interactor: ServerConnectorInteractor, key: String, attributes: [String: Any],
			signal: @escaping Signal, screenletClassName: String) {
		interactor.cacheStrategy = .cacheFirst
		interactor.onSuccess = {
			self.delegate?.syncManager(self, onItemSyncScreenlet: screenletClassName, completedKey: key, attributes: attributes)
			signal()
		}
		interactor.onFailure = { error in
			self.delegate?.syncManager(self, onItemSyncScreenlet: screenletClassName, failedKey: key, attributes: attributes, error: error)
			signal()
		}
	}

	private func enqueueSync(_ screenlet: String, _ key: String, _ attributes: [String: Any]) {
		guard let builder = synchronizers[screenlet] else {
			return
		}
		let synchronizer = builder(key, attributes)
		operations.append {
			// `dispatch_sync`'s group: a second signal is an unbalanced leave, which crashes.
			var signalled = false
			synchronizer {
				guard !signalled else {
					fatalError("BUG IN CLIENT OF LIBDISPATCH: Unbalanced call to dispatch_group_leave()")
				}
				signalled = true
				RuntimeSyncQueues.waiting -= 1
				RuntimeQueue.background { self.runNext() }
			}
		}
		if !running {
			running = true
			RuntimeQueue.background { self.runNext() }
		}
	}

	/// The sync queue's thread: the next operation, or idle.
	private func runNext() {
		guard !operations.isEmpty else {
			running = false
			return
		}
		let operation = operations.removeFirst()
		RuntimeSyncQueues.waiting += 1
		operation()
	}
}

/// Operations that started and have not signalled yet (a queue blocked for ever shows here).
public enum RuntimeSyncQueues {
	nonisolated(unsafe) public static var waiting = 0
}
