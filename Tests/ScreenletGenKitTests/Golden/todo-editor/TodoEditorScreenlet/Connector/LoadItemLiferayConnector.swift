import UIKit
import LiferayScreens

nonisolated open class LoadItemLiferayConnector: ServerConnector, @unchecked Sendable {

	public let itemId: Int64

	open var resultTodoItem: TodoItem?

	// MARK: Initializers

	public init(itemId: Int64) {
		self.itemId = itemId

		super.init()
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if itemId <= 0 {
				return ValidationError("todoeditor-screenlet", "undefined-itemId", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		let service = LRTodoItemService_v7(session: session)

		do {
			let result = try service.getItemWithItemId(itemId)

			if let result = result as? [String: AnyObject], TodoItem.isComplete(result) {
				resultTodoItem = TodoItem(attributes: result)
				lastError = nil
			}
			else {
				lastError = NSError.errorWithCause(.invalidServerResponse,
						message: LocalizedString("todoeditor-screenlet", key: "invalid-answer", obj: self))
				resultTodoItem = nil
			}
		}
		catch let error as NSError {
			lastError = error
			resultTodoItem = nil
		}
	}
}
