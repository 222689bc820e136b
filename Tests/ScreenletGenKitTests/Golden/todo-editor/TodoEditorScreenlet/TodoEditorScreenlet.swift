import UIKit
import LiferayScreens

@objc(TodoEditorScreenletDelegate)
public protocol TodoEditorScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: TodoEditorScreenlet,
			onTodoItemLoaded todoItem: TodoItem)

	@objc optional func screenlet(_ screenlet: TodoEditorScreenlet,
			onLoadItemError error: NSError)

	@objc optional func screenlet(_ screenlet: TodoEditorScreenlet,
			onTodoItemUpdated todoItem: TodoItem)

	@objc optional func screenlet(_ screenlet: TodoEditorScreenlet,
			onUpdateItemError error: NSError)
}

@objc(TodoEditorScreenlet)
open class TodoEditorScreenlet: BaseScreenlet {

	// MARK: Actions

	public static let LoadItemAction = "load-item"
	public static let UpdateItemAction = "update-item"

	// MARK: Inspectables

	@IBInspectable open var itemId: Int64 = 0
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue
	@IBInspectable open var autoLoad: Bool = true

	// MARK: Public properties

	open var viewModel: TodoEditorViewModel {
		return screenletView as! TodoEditorViewModel
	}

	open var todoEditorDelegate: TodoEditorScreenletDelegate? {
		return delegate as? TodoEditorScreenletDelegate
	}

	// MARK: BaseScreenlet

	/// Shown, the screenlet loads the entry into its form first, so that a change sends what
	/// the entry holds and not blanks for what was never shown.
	override open func onShow() {
		super.onShow()

		if autoLoad {
			performAction(name: TodoEditorScreenlet.LoadItemAction)
		}
	}

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		switch name {
		case TodoEditorScreenlet.LoadItemAction, BaseScreenlet.DefaultAction:
			return createLoadItemInteractor()
		case TodoEditorScreenlet.UpdateItemAction:
			return createUpdateItemInteractor()
		default:
			return nil
		}
	}

	// MARK: Public methods

	/// Shows a loaded TodoItem in the form: each input takes the attribute of its name.
	open func fillForm(_ todoItem: TodoItem) {
		viewModel.title = todoItem.title
		viewModel.notes = todoItem.notes ?? ""
		viewModel.dueDate = todoItem.dueDate
		viewModel.done = todoItem.done
		viewModel.priority = todoItem.priority
		viewModel.status = todoItem.status
		viewModel.estimate = NSNumber(value: todoItem.estimate)
	}

	// MARK: Private methods

	fileprivate func createLoadItemInteractor() -> Interactor {
		let interactor = LoadItemInteractor(
				screenlet: self,
				itemId: self.itemId)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			if let todoItem = interactor.resultTodoItem {
				self.fillForm(todoItem)
				self.todoEditorDelegate?.screenlet?(self, onTodoItemLoaded: todoItem)
			}
			else {
				// Offline the write waits in the cache; either way there is nothing to show.
				self.todoEditorDelegate?.screenlet?(self, onLoadItemError: interactor.lastError
						?? NSError.errorWithCause(.invalidServerResponse,
								message: LocalizedString("todoeditor-screenlet", key: "invalid-answer", obj: self)))
			}
		}

		interactor.onFailure = { error in
			self.todoEditorDelegate?.screenlet?(self, onLoadItemError: error)
		}

		return interactor
	}

	fileprivate func createUpdateItemInteractor() -> Interactor {
		let interactor = UpdateItemInteractor(
				screenlet: self,
				itemId: self.itemId,
				title: viewModel.title,
				notes: viewModel.notes,
				dueDate: viewModel.dueDate,
				done: viewModel.done,
				priority: viewModel.priority,
				status: viewModel.status,
				estimate: viewModel.estimate?.doubleValue)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			if let todoItem = interactor.resultTodoItem {
				self.todoEditorDelegate?.screenlet?(self, onTodoItemUpdated: todoItem)
			}
			else {
				// Offline the write waits in the cache; either way there is nothing to show.
				self.todoEditorDelegate?.screenlet?(self, onUpdateItemError: interactor.lastError
						?? NSError.errorWithCause(.invalidServerResponse,
								message: LocalizedString("todoeditor-screenlet", key: "invalid-answer", obj: self)))
			}
		}

		interactor.onFailure = { error in
			self.todoEditorDelegate?.screenlet?(self, onUpdateItemError: error)
		}

		return interactor
	}
}
