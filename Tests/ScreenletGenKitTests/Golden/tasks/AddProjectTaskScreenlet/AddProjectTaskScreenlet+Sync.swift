import UIKit
@preconcurrency import LiferayScreens

extension AddProjectTaskScreenlet {

	// MARK: Offline sync

	/// Lets `syncManager.startSync()` send the writes this screenlet recorded while offline
	/// (the dirty entries of its cache collection, "AddProjectTask"). Call it once
	/// for each SyncManager, before its first `startSync()`.
	nonisolated public static func addSynchronizer(to syncManager: SyncManager) {
		syncManager.addSynchronizerWithName("AddProjectTask") { [weak syncManager] key, attributes in
			return { signal in
				guard let syncManager = syncManager else {
					signal()
					return
				}

				syncManager.cacheManager.getMetadata(collection: "AddProjectTask", key: key) { metadata in
					// Sent or removed since it was listed (a second startSync): never sent twice.
					guard let metadata = metadata, metadata.synchronized == nil else {
						signal()
						return
					}

					guard let interactor = syncInteractor(key: key, attributes: attributes) else {
						syncManager.delegate?.syncManager?(syncManager,
								onItemSyncScreenlet: "AddProjectTask",
								failedKey: key,
								attributes: attributes,
								error: NSError.errorWithCause(.notAvailable,
										message: "The recorded write \(key) cannot be read back."))
						signal()
						return
					}

					syncManager.prepareInteractorForSync(interactor,
							key: key,
							attributes: attributes,
							signal: signal,
							screenletClassName: "AddProjectTask")

					// A start that fails has already called onFailure, which signals.
					_ = interactor.start()
				}
			}
		}
	}

	/// The interactor that sends the entry, chosen by the action its key starts with.
	nonisolated private static func syncInteractor(key: String, attributes: [String: Any]) -> ServerConnectorInteractor? {
		if key.hasPrefix("add-project-task-") {
			return AddProjectTaskInteractor(cacheKey: key, cacheAttributes: attributes)
		}

		return nil
	}
}
