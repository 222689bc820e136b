import UIKit
@preconcurrency import LiferayScreens

nonisolated open class AddVisitInteractor: ServerWriteConnectorInteractor {

	public let host: String
	public let kind: String
	public let day: Date?
	public let startsAt: Date?
	public let durationHours: Double?
	public let guests: Int?
	public let fee: Double?
	public let confirmed: Bool?
	public let visitorBadge: Int64?
	public let notes: String
	public let programme: String

	/// The cache entry of this write: a new one for each, so no write offline replaces another.
	public let cacheKey: String

	open var cacheAttributes: [String: Any] {
		// A value left out is not recorded.
		let attributes: [String: Any?] = ["host": host,
				"kind": kind,
				"day": day.map { NSNumber(value: $0.timeIntervalSince1970 * 1000) },
				"startsAt": startsAt.map { NSNumber(value: $0.timeIntervalSince1970 * 1000) },
				"durationHours": durationHours.map { NSNumber(value: $0) },
				"guests": guests.map { NSNumber(value: $0) },
				"fee": fee.map { NSNumber(value: $0) },
				"confirmed": confirmed.map { NSNumber(value: $0) },
				"visitorBadge": visitorBadge.map { NSNumber(value: $0) },
				"notes": notes,
				"programme": programme]

		return attributes.compactMapValues { $0 }
	}

	// MARK: Initializers

	public init(screenlet: BaseScreenlet?, host: String, kind: String, day: Date?, startsAt: Date?, durationHours: Double?, guests: Int?, fee: Double?, confirmed: Bool?, visitorBadge: Int64?, notes: String, programme: String) {
		self.host = host
		self.kind = kind
		self.day = day
		self.startsAt = startsAt
		self.durationHours = durationHours
		self.guests = guests
		self.fee = fee
		self.confirmed = confirmed
		self.visitorBadge = visitorBadge
		self.notes = notes
		self.programme = programme
		self.cacheKey = "add-visit-\(UUID().uuidString)"

		super.init(screenlet: screenlet)
	}

	/// A write recorded offline, to be sent by a SyncManager: no screenlet, the values of its
	/// cache entry, and the entry's own key, so that sending it makes that entry clean. Nil
	/// when the attributes lack a value.
	public init?(cacheKey: String, cacheAttributes: [String: Any]) {
		guard let host = cacheAttributes["host"] as? String,
				let kind = cacheAttributes["kind"] as? String,
				let notes = cacheAttributes["notes"] as? String,
				let programme = cacheAttributes["programme"] as? String else {
			return nil
		}

		self.host = host
		self.kind = kind
		self.day = (cacheAttributes["day"] as? NSNumber).map({ Date(timeIntervalSince1970: $0.doubleValue / 1000) })
		self.startsAt = (cacheAttributes["startsAt"] as? NSNumber).map({ Date(timeIntervalSince1970: $0.doubleValue / 1000) })
		self.durationHours = (cacheAttributes["durationHours"] as? NSNumber)?.doubleValue
		self.guests = (cacheAttributes["guests"] as? NSNumber)?.intValue
		self.fee = (cacheAttributes["fee"] as? NSNumber)?.doubleValue
		self.confirmed = (cacheAttributes["confirmed"] as? NSNumber)?.boolValue
		self.visitorBadge = (cacheAttributes["visitorBadge"] as? NSNumber)?.int64Value
		self.notes = notes
		self.programme = programme
		self.cacheKey = cacheKey

		super.init(screenlet: nil)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return AddVisitLiferayConnector(host: host, kind: kind, day: day, startsAt: startsAt, durationHours: durationHours, guests: guests, fee: fee, confirmed: confirmed, visitorBadge: visitorBadge, notes: notes, programme: programme)
	}

	// MARK: Cache methods

	/// The write is recorded with its values: done (clean), or, offline and cache-first,
	/// waiting to be sent (dirty) for a synchronizer registered with Screens' SyncManager.
	override open func writeToCache(_ c: ServerConnector) {
		guard let cacheManager = SessionContext.currentContext?.cacheManager else {
			return
		}

		if cacheStrategy == .cacheFirst || c.lastError != nil {
			cacheManager.setDirty(collection: "AddVisit", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
		else {
			cacheManager.setClean(collection: "AddVisit", key: cacheKey, value: "" as NSString, attributes: cacheAttributes)
		}
	}

	// MARK: Interactor

	override open func callOnSuccess() {
		// Cache-first, the write was recorded before it was sent: now it is done.
		if cacheStrategy == .cacheFirst {
			SessionContext.currentContext?.cacheManager.setClean(
					collection: "AddVisit",
					key: cacheKey,
					value: "" as NSString,
					attributes: cacheAttributes)
		}

		super.callOnSuccess()
	}
}
