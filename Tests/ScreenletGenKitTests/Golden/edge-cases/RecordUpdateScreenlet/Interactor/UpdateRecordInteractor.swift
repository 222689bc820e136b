import UIKit
import LiferayScreens

open class UpdateRecordInteractor: ServerWriteConnectorInteractor {

	public let recordId: Int64
	public let priority: Int
	public let `class`: String
	public let weight: Double
	public let visible: Bool

	open var resultRecord: Record?

	// MARK: Initializers

	public init(screenlet: BaseScreenlet, recordId: Int64, priority: Int, `class`: String, weight: Double, visible: Bool) {
		self.recordId = recordId
		self.priority = priority
		self.`class` = `class`
		self.weight = weight
		self.visible = visible

		super.init(screenlet: screenlet)
	}

	// MARK: ServerConnectorInteractor

	override open func createConnector() -> ServerConnector? {
		return UpdateRecordLiferayConnector(recordId: recordId, priority: priority, class: `class`, weight: weight, visible: visible)
	}

	override open func completedConnector(_ c: ServerConnector) {
		if let connector = c as? UpdateRecordLiferayConnector,
				let result = connector.resultRecord {
			self.resultRecord = result
		}
	}
}
