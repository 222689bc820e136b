import UIKit
import LiferayScreens

@objc(UpdateIncidentScreenletDelegate)
public protocol UpdateIncidentScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: UpdateIncidentScreenlet,
			onIncidentLoaded incident: Incident)

	@objc optional func screenlet(_ screenlet: UpdateIncidentScreenlet,
			onLoadIncidentError error: NSError)

	@objc optional func screenlet(_ screenlet: UpdateIncidentScreenlet,
			onIncidentUpdated incident: Incident)

	@objc optional func screenlet(_ screenlet: UpdateIncidentScreenlet,
			onUpdateIncidentError error: NSError)
}

@objc(UpdateIncidentScreenlet)
open class UpdateIncidentScreenlet: BaseScreenlet {

	// MARK: Actions

	public static let LoadIncidentAction = "load-incident"
	public static let UpdateIncidentAction = "update-incident"

	// MARK: Inspectables

	@IBInspectable open var incidentId: Int64 = 0
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue
	@IBInspectable open var autoLoad: Bool = true

	// MARK: Public properties

	open var viewModel: UpdateIncidentViewModel {
		return screenletView as! UpdateIncidentViewModel
	}

	open var updateIncidentDelegate: UpdateIncidentScreenletDelegate? {
		return delegate as? UpdateIncidentScreenletDelegate
	}

	// MARK: BaseScreenlet

	/// Shown, the screenlet loads the entry into its form first, so that a change sends what
	/// the entry holds and not blanks for what was never shown.
	override open func onShow() {
		super.onShow()

		if autoLoad {
			performAction(name: UpdateIncidentScreenlet.LoadIncidentAction)
		}
	}

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		switch name {
		case UpdateIncidentScreenlet.LoadIncidentAction, BaseScreenlet.DefaultAction:
			return createLoadIncidentInteractor()
		case UpdateIncidentScreenlet.UpdateIncidentAction:
			return createUpdateIncidentInteractor()
		default:
			return nil
		}
	}

	// MARK: Public methods

	/// Shows a loaded Incident in the form: each input takes the attribute of its name.
	open func fillForm(_ incident: Incident) {
		viewModel.title = incident.title ?? ""
		viewModel.severity = incident.severity ?? ""
		viewModel.reportedOn = incident.reportedOn
		viewModel.affectedUsers = incident.affectedUsers.map { NSNumber(value: $0) }
		viewModel.affectedSystems = incident.affectedSystems ?? ""

		// The portal lists in the entry's actions what the user may do with it.
		viewModel.canUpdateIncident = incident.permits("update")
	}

	// MARK: Private methods

	fileprivate func createLoadIncidentInteractor() -> Interactor {
		let interactor = LoadIncidentInteractor(
				screenlet: self,
				incidentId: self.incidentId)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			if let incident = interactor.resultIncident {
				self.fillForm(incident)
				self.updateIncidentDelegate?.screenlet?(self, onIncidentLoaded: incident)
			}
			else {
				// Offline the write waits in the cache; either way there is nothing to show.
				self.updateIncidentDelegate?.screenlet?(self, onLoadIncidentError: interactor.lastError
						?? NSError.errorWithCause(.invalidServerResponse,
								message: LocalizedString("updateincident-screenlet", key: "invalid-answer", obj: self)))
			}
		}

		interactor.onFailure = { error in
			self.updateIncidentDelegate?.screenlet?(self, onLoadIncidentError: error)
		}

		return interactor
	}

	fileprivate func createUpdateIncidentInteractor() -> Interactor {
		let interactor = UpdateIncidentInteractor(
				screenlet: self,
				incidentId: self.incidentId,
				title: viewModel.title,
				severity: viewModel.severity,
				reportedOn: viewModel.reportedOn,
				affectedUsers: viewModel.affectedUsers?.intValue,
				affectedSystems: viewModel.affectedSystems)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			if let incident = interactor.resultIncident {
				self.updateIncidentDelegate?.screenlet?(self, onIncidentUpdated: incident)
			}
			else {
				// Offline the write waits in the cache; either way there is nothing to show.
				self.updateIncidentDelegate?.screenlet?(self, onUpdateIncidentError: interactor.lastError
						?? NSError.errorWithCause(.invalidServerResponse,
								message: LocalizedString("updateincident-screenlet", key: "invalid-answer", obj: self)))
			}
		}

		interactor.onFailure = { error in
			self.updateIncidentDelegate?.screenlet?(self, onUpdateIncidentError: error)
		}

		return interactor
	}
}
