import UIKit
import LiferayScreens

nonisolated open class UpdateRecordLiferayConnector: ServerConnector, @unchecked Sendable {

	public let recordId: Int64
	public let priority: Int
	public let recordClass: String
	public let weight: Double?
	public let visible: Bool

	open var resultRecord: Record?

	// MARK: Initializers

	public init(recordId: Int64, priority: Int, recordClass: String, weight: Double?, visible: Bool) {
		self.recordId = recordId
		self.priority = priority
		self.recordClass = recordClass
		self.weight = weight
		self.visible = visible

		super.init()
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if recordId <= 0 {
				return ValidationError("recordupdate-screenlet", "undefined-recordId", self)
			}

			if recordClass.isEmpty {
				return ValidationError("recordupdate-screenlet", "empty-recordClass", self)
			}

			if weight == nil {
				return ValidationError("recordupdate-screenlet", "undefined-weight", self)
			}
			if let weight = weight, weight <= 0 {
				return ValidationError("recordupdate-screenlet", "undefined-weight", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		// validateData() refused to run without each of them.
		guard let weight = weight else {
			lastError = validateData()
			return
		}

		let service = LRRecordService_v7(session: session)

		do {
			let result = try service.updateRecord(withRecordId: recordId,
					class: recordClass,
					priority: Int32(priority),
					weight: weight,
					visible: visible,
					note: "He said \"hi\\there\" \\(x) #\"raw\"#\nline two",
					tags: ["edge", 2, NSNull(), [:]],
					serviceContext: LRJSONObjectWrapper(jsonObject: ["addGroupPermissions": true, "assetTagNames": ["edge"]]))

			if let result = result as? [String: AnyObject], Record.isComplete(result) {
				resultRecord = Record(attributes: result)
				lastError = nil
			}
			else {
				lastError = NSError.errorWithCause(.invalidServerResponse,
						message: LocalizedString("recordupdate-screenlet", key: "invalid-answer", obj: self))
				resultRecord = nil
			}
		}
		catch let error as NSError {
			lastError = error
			resultRecord = nil
		}
	}
}
