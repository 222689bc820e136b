import UIKit
import LiferayScreens

@objc(AddProjectTaskScreenletDelegate)
public protocol AddProjectTaskScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: AddProjectTaskScreenlet,
			onProjectTaskAdded projectTask: ProjectTask)

	@objc optional func screenlet(_ screenlet: AddProjectTaskScreenlet,
			onAddProjectTaskError error: NSError)

	@objc optional func screenlet(_ screenlet: AddProjectTaskScreenlet,
			onLoadProjectChoicesError error: NSError)
}

@objc(AddProjectTaskScreenlet)
open class AddProjectTaskScreenlet: BaseScreenlet {

	// MARK: Actions

	public static let AddProjectTaskAction = "add-project-task"
	public static let LoadProjectChoicesAction = "load-project-choices"

	// MARK: Inspectables

	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var viewModel: AddProjectTaskViewModel {
		return screenletView as! AddProjectTaskViewModel
	}

	open var addProjectTaskDelegate: AddProjectTaskScreenletDelegate? {
		return delegate as? AddProjectTaskScreenletDelegate
	}

	// MARK: BaseScreenlet

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		switch name {
		case AddProjectTaskScreenlet.AddProjectTaskAction, BaseScreenlet.DefaultAction:
			return createAddProjectTaskInteractor()
		case AddProjectTaskScreenlet.LoadProjectChoicesAction:
			return createLoadProjectChoicesInteractor()
		default:
			return nil
		}
	}

	// MARK: Private methods

	fileprivate func createAddProjectTaskInteractor() -> Interactor {
		let interactor = AddProjectTaskInteractor(
				screenlet: self,
				title: viewModel.title,
				projectId: viewModel.projectId?.int64Value,
				priority: viewModel.priority,
				labels: viewModel.labels)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			if let projectTask = interactor.resultProjectTask {
				// Added: the form is ready for the next one.
				self.viewModel.title = ""
				self.viewModel.priority = ""
				self.viewModel.labels = ""
				self.addProjectTaskDelegate?.screenlet?(self, onProjectTaskAdded: projectTask)
			}
			else {
				// Offline the write waits in the cache; either way there is nothing to show.
				self.addProjectTaskDelegate?.screenlet?(self, onAddProjectTaskError: interactor.lastError
						?? NSError.errorWithCause(.invalidServerResponse,
								message: LocalizedString("addprojecttask-screenlet", key: "invalid-answer", obj: self)))
			}
		}

		interactor.onFailure = { error in
			self.addProjectTaskDelegate?.screenlet?(self, onAddProjectTaskError: error)
		}

		return interactor
	}

	fileprivate func createLoadProjectChoicesInteractor() -> Interactor {
		let interactor = AddProjectTaskProjectChoicesInteractor(screenlet: self)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			let choices = interactor.resultChoices ?? []

			self.viewModel.showProjectChoices(titles: choices.map { $0.title }, ids: choices.map { NSNumber(value: $0.id) })
		}

		interactor.onFailure = { error in
			self.addProjectTaskDelegate?.screenlet?(self, onLoadProjectChoicesError: error)
		}

		return interactor
	}
}
