import UIKit
import LiferayScreens

nonisolated open class UpdateRecordInteractor: ServerWriteConnectorInteractor {

	public let recordId: Int64
	public let priority: Int
	public let recordClass: String
	public let weight: Double
	public let visible: Bool

	open var resultRecord: Record?

	// MARK: Initializers

	public init(screenlet: BaseScreenlet, recordId: Int64, priority: Int, recordClass: String, weight: Double, visible: Bool) {
		self.recordId = recordId
		self.priority = priority
		self.recordClass = recordClass
		self.weight = weight
		self.visible = visible

		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return UpdateRecordLiferayConnector(recordId: recordId, priority: priority, recordClass: recordClass, weight: weight, visible: visible)
	}

	override open func completedConnector(_ c: ServerConnector) {
		if let connector = c as? UpdateRecordLiferayConnector,
				let result = connector.resultRecord {
			self.resultRecord = result
		}
	}
}
