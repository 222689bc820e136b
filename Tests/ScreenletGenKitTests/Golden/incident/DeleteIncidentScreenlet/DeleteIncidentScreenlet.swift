import UIKit
import LiferayScreens

@objc(DeleteIncidentScreenletDelegate)
public protocol DeleteIncidentScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(onIncidentDeleted screenlet: DeleteIncidentScreenlet)

	@objc optional func screenlet(_ screenlet: DeleteIncidentScreenlet,
			onDeleteIncidentError error: NSError)
}

@objc(DeleteIncidentScreenlet)
open class DeleteIncidentScreenlet: BaseScreenlet {

	// MARK: Actions

	public static let DeleteIncidentAction = "delete-incident"

	// MARK: Inspectables

	@IBInspectable open var incidentId: Int64 = 0
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var viewModel: DeleteIncidentViewModel {
		return screenletView as! DeleteIncidentViewModel
	}

	open var deleteIncidentDelegate: DeleteIncidentScreenletDelegate? {
		return delegate as? DeleteIncidentScreenletDelegate
	}

	// MARK: BaseScreenlet

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		switch name {
		case DeleteIncidentScreenlet.DeleteIncidentAction, BaseScreenlet.DefaultAction:
			return createDeleteIncidentInteractor()
		default:
			return nil
		}
	}

	// MARK: Private methods

	fileprivate func createDeleteIncidentInteractor() -> Interactor {
		let interactor = DeleteIncidentInteractor(
				screenlet: self,
				incidentId: self.incidentId)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			self.deleteIncidentDelegate?.screenlet?(onIncidentDeleted: self)
		}

		interactor.onFailure = { error in
			self.deleteIncidentDelegate?.screenlet?(self, onDeleteIncidentError: error)
		}

		return interactor
	}
}
