import UIKit
import LiferayScreens

nonisolated open class LoadVisitLiferayConnector: ServerConnector, @unchecked Sendable {

	public let visitId: Int64

	open var resultVisit: Visit?

	// MARK: Initializers

	public init(visitId: Int64) {
		self.visitId = visitId

		super.init()
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if visitId <= 0 {
				return ValidationError("loadvisit-screenlet", "undefined-visitId", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		do {
			let result = try VisitRequest(method: "GET", path: "/visits/" + VisitRequest.segment(String(visitId)))
					.send(session: session)

			if let result = result as? [String: AnyObject], Visit.isComplete(result) {
				resultVisit = Visit(attributes: result)
				lastError = nil
			}
			else {
				lastError = NSError.errorWithCause(.invalidServerResponse,
						message: LocalizedString("loadvisit-screenlet", key: "invalid-answer", obj: self))
				resultVisit = nil
			}
		}
		catch let error as NSError {
			lastError = error
			resultVisit = nil
		}
	}
}
