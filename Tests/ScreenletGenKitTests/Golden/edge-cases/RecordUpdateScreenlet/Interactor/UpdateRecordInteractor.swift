import UIKit
@preconcurrency import LiferayScreens

nonisolated open class UpdateRecordInteractor: ServerWriteConnectorInteractor {

	public let recordId: Int64
	public let priority: Int
	public let recordClass: String
	public let weight: Double?
	public let visible: Bool

	open var resultRecord: Record?

	/// The cache entry of this write: one per item, so a later change replaces an unsent one.
	public let cacheKey: String

	open var cacheAttributes: [String: Any] {
		// A value left out is not recorded.
		let attributes: [String: Any?] = ["recordId": NSNumber(value: recordId),
				"priority": NSNumber(value: priority),
				"recordClass": recordClass,
				"weight": weight.map { NSNumber(value: $0) },
				"visible": NSNumber(value: visible)]

		return attributes.compactMapValues { $0 }
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, recordId: Int64, priority: Int, recordClass: String, weight: Double?, visible: Bool) {
		self.recordId = recordId
		self.priority = priority
		self.recordClass = recordClass
		self.weight = weight
		self.visible = visible
		self.cacheKey = "update-record-\(recordId)-\(priority)"

		super.init(screenlet: screenlet)
	}

	/// A write recorded offline, to be sent by a SyncManager: no screenlet, the values of its
	/// cache entry, and the entry's own key, so that sending it makes that entry clean. Nil
	/// when the attributes lack a value.
	public init?(cacheKey: String, cacheAttributes: [String: Any]) {
		guard let recordId = (cacheAttributes["recordId"] as? NSNumber)?.int64Value,
				let priority = (cacheAttributes["priority"] as? NSNumber)?.intValue,
				let recordClass = cacheAttributes["recordClass"] as? String,
				let weight = (cacheAttributes["weight"] as? NSNumber)?.doubleValue,
				let visible = (cacheAttributes["visible"] as? NSNumber)?.boolValue else {
			return nil
		}

		self.recordId = recordId
		self.priority = priority
		self.recordClass = recordClass
		self.weight = weight
		self.visible = visible
		self.cacheKey = cacheKey

		super.init(screenlet: nil)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return UpdateRecordLiferayConnector(recordId: recordId, priority: priority, recordClass: recordClass, weight: weight, visible: visible)
	}

	override open func completedConnector(_ c: ServerConnector) {
		// Offline the answer is missing; the connector's error tells the screenlet why.
		lastError = c.lastError

		if let connector = c as? UpdateRecordLiferayConnector,
				let result = connector.resultRecord {
			self.resultRecord = result
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
			cacheManager.setDirty(collection: "RecordUpdate", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
		else {
			cacheManager.setClean(collection: "RecordUpdate", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
	}

	// MARK: Interactor

	override open func callOnSuccess() {
		// Cache-first, the write was recorded before it was sent: now it is done.
		if cacheStrategy == .cacheFirst {
			SessionContext.currentContext?.cacheManager.setClean(
					collection: "RecordUpdate",
					key: cacheKey,
					value: "" as NSString,
					attributes: cacheAttributes)
		}

		super.callOnSuccess()
	}
}
