import UIKit
@preconcurrency import LiferayScreens

nonisolated open class AddProjectTaskInteractor: ServerWriteConnectorInteractor {

	public let title: String
	public let projectId: Int64?
	public let priority: String
	public let labels: String

	open var resultProjectTask: ProjectTask?

	/// The cache entry of this write: a new one for each, so no write offline replaces another.
	public let cacheKey: String

	open var cacheAttributes: [String: Any] {
		// A value left out is not recorded.
		let attributes: [String: Any?] = ["title": title,
				"projectId": projectId.map { NSNumber(value: $0) },
				"priority": priority,
				"labels": labels]

		return attributes.compactMapValues { $0 }
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, title: String, projectId: Int64?, priority: String, labels: String) {
		self.title = title
		self.projectId = projectId
		self.priority = priority
		self.labels = labels
		self.cacheKey = "add-project-task-\(UUID().uuidString)"

		super.init(screenlet: screenlet)
	}

	/// A write recorded offline, to be sent by a SyncManager: no screenlet, the values of its
	/// cache entry, and the entry's own key, so that sending it makes that entry clean. Nil
	/// when the attributes lack a value.
	public init?(cacheKey: String, cacheAttributes: [String: Any]) {
		guard let title = cacheAttributes["title"] as? String,
				let priority = cacheAttributes["priority"] as? String,
				let labels = cacheAttributes["labels"] as? String else {
			return nil
		}

		self.title = title
		self.projectId = (cacheAttributes["projectId"] as? NSNumber)?.int64Value
		self.priority = priority
		self.labels = labels
		self.cacheKey = cacheKey

		super.init(screenlet: nil)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		let connector = AddProjectTaskLiferayConnector(title: title, projectId: projectId, priority: priority, labels: labels)
		// The add's own code, kept in its cache key: sent again by a sync, it finds the entry it added.
		connector.externalReferenceCode = String(cacheKey.dropFirst("add-project-task-".count))

		return connector
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? AddProjectTaskLiferayConnector,
				let result = connector.resultProjectTask {
			self.resultProjectTask = result
		}
	}

	// MARK: Cache methods

	/// The write is recorded with its values: done (clean), or, offline and cache-first,
	/// waiting to be sent (dirty) for a synchronizer registered with Screens' SyncManager.
	override open func writeToCache(_ c: ServerConnector) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager else {
			return
		}

		if cacheStrategy == .cacheFirst || c.lastError != nil {
			cacheManager.setDirty(collection: "AddProjectTask", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
		else {
			cacheManager.setClean(collection: "AddProjectTask", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
	}

	// MARK: Interactor

	override open func callOnSuccess() {
		// Cache-first, the write was recorded before it was sent: now it is done.
		if cacheStrategy == .cacheFirst {
			SessionContext.currentContext?.cacheManager.setClean(
					collection: "AddProjectTask",
					key: cacheKey,
					value: "" as NSString,
					attributes: cacheAttributes)
		}

		super.callOnSuccess()
	}
}
