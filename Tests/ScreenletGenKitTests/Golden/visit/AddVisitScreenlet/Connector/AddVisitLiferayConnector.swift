import UIKit
import LiferayScreens

nonisolated open class AddVisitLiferayConnector: ServerConnector, @unchecked Sendable {

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

	// MARK: Initializers

	public init(host: String, kind: String, day: Date?, startsAt: Date?, durationHours: Double?, guests: Int?, fee: Double?, confirmed: Bool?, visitorBadge: Int64?, notes: String, programme: String) {
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

		super.init()
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if host.isEmpty {
				return ValidationError("addvisit-screenlet", "empty-host", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		do {
			try VisitRequest(method: "POST", path: "/visits",
					body: ["host": host,
							"kind": ["key": kind],
							"day": day.map { ISO8601DateFormatter.string(from: $0, timeZone: TimeZone.current, formatOptions: [.withFullDate]) },
							"startsAt": startsAt.map { ISO8601DateFormatter.string(from: $0, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withInternetDateTime]) },
							"durationHours": durationHours,
							"guests": guests,
							"fee": fee,
							"confirmed": confirmed,
							"visitorBadge": visitorBadge,
							"notes": notes,
							"programme": programme])
					.send(session: session)
			lastError = nil
		}
		catch let error as NSError {
			lastError = error
		}
	}
}
