import UIKit
import LiferayScreens

nonisolated open class UpdateItemLiferayConnector: ServerConnector, @unchecked Sendable {

	public let itemId: Int64
	public let title: String
	public let notes: String
	public let dueDate: Date
	public let done: Bool
	public let priority: Int
	public let status: String
	public let estimate: Double?

	open var resultTodoItem: TodoItem?

	// MARK: Initializers

	public init(itemId: Int64, title: String, notes: String, dueDate: Date, done: Bool, priority: Int, status: String, estimate: Double?) {
		self.itemId = itemId
		self.title = title
		self.notes = notes
		self.dueDate = dueDate
		self.done = done
		self.priority = priority
		self.status = status
		self.estimate = estimate

		super.init()
	}

	// MARK: ServerConnector

	override open func validateData() -> ValidationError? {
		let error = super.validateData()

		if error == nil {
			if itemId <= 0 {
				return ValidationError("todoeditor-screenlet", "undefined-itemId", self)
			}

			if title.isEmpty {
				return ValidationError("todoeditor-screenlet", "empty-title", self)
			}

			if priority <= 0 {
				return ValidationError("todoeditor-screenlet", "undefined-priority", self)
			}

			if estimate == nil {
				return ValidationError("todoeditor-screenlet", "invalid-estimate", self)
			}
		}

		return error
	}

	override open func doRun(session: LRSession) {
		// validateData() refused to run without each of them.
		guard let estimate = estimate else {
			lastError = validateData()
			return
		}

		let service = LRTodoItemService_v7(session: session)

		do {
			let result = try service.updateItem(withItemId: itemId,
					title: title,
					notes: notes,
					dueDate: Int64(dueDate.timeIntervalSince1970 * 1000),
					done: done,
					priority: Int32(priority),
					status: status,
					estimate: estimate,
					serviceContext: nil)

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
