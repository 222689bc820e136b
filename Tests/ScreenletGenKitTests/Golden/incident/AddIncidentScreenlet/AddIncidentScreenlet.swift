import UIKit
import LiferayScreens

@objc(AddIncidentScreenletDelegate)
public protocol AddIncidentScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: AddIncidentScreenlet,
			onIncidentAdded incident: Incident)

	@objc optional func screenlet(_ screenlet: AddIncidentScreenlet,
			onAddIncidentError error: NSError)
}

@objc(AddIncidentScreenlet)
open class AddIncidentScreenlet: BaseScreenlet {

	// MARK: Actions

	public static let AddIncidentAction = "add-incident"

	// MARK: Inspectables

	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var viewModel: AddIncidentViewModel {
		return screenletView as! AddIncidentViewModel
	}

	open var addIncidentDelegate: AddIncidentScreenletDelegate? {
		return delegate as? AddIncidentScreenletDelegate
	}

	// MARK: BaseScreenlet

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		switch name {
		case AddIncidentScreenlet.AddIncidentAction, BaseScreenlet.DefaultAction:
			return createAddIncidentInteractor()
		default:
			return nil
		}
	}

	// MARK: Private methods

	fileprivate func createAddIncidentInteractor() -> Interactor {
		let interactor = AddIncidentInteractor(
				screenlet: self,
				title: viewModel.title,
				severity: viewModel.severity,
				reportedOn: viewModel.reportedOn,
				affectedUsers: viewModel.affectedUsers?.intValue,
				affectedSystems: viewModel.affectedSystems)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			if let incident = interactor.resultIncident {
				// Added: the form is ready for the next one.
				self.viewModel.title = ""
				self.viewModel.severity = ""
				self.viewModel.affectedSystems = ""
				self.addIncidentDelegate?.screenlet?(self, onIncidentAdded: incident)
			}
			else {
				// Offline the write waits in the cache; either way there is nothing to show.
				self.addIncidentDelegate?.screenlet?(self, onAddIncidentError: interactor.lastError
						?? NSError.errorWithCause(.invalidServerResponse,
								message: LocalizedString("addincident-screenlet", key: "invalid-answer", obj: self)))
			}
		}

		interactor.onFailure = { error in
			self.addIncidentDelegate?.screenlet?(self, onAddIncidentError: error)
		}

		return interactor
	}
}
