import UIKit
import LiferayScreens

@objc(AddVisitScreenletDelegate)
public protocol AddVisitScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(onVisitAdded screenlet: AddVisitScreenlet)

	@objc optional func screenlet(_ screenlet: AddVisitScreenlet,
			onAddVisitError error: NSError)
}

@objc(AddVisitScreenlet)
open class AddVisitScreenlet: BaseScreenlet {

	// MARK: Actions

	public static let AddVisitAction = "add-visit"

	// MARK: Inspectables

	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var viewModel: AddVisitViewModel {
		return screenletView as! AddVisitViewModel
	}

	open var addVisitDelegate: AddVisitScreenletDelegate? {
		return delegate as? AddVisitScreenletDelegate
	}

	// MARK: BaseScreenlet

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		switch name {
		case AddVisitScreenlet.AddVisitAction, BaseScreenlet.DefaultAction:
			return createAddVisitInteractor()
		default:
			return nil
		}
	}

	// MARK: Private methods

	fileprivate func createAddVisitInteractor() -> Interactor {
		let interactor = AddVisitInteractor(
				screenlet: self,
				host: viewModel.host,
				kind: viewModel.kind,
				day: viewModel.day,
				startsAt: viewModel.startsAt,
				durationHours: viewModel.durationHours?.doubleValue,
				guests: viewModel.guests?.intValue,
				fee: viewModel.fee?.doubleValue,
				confirmed: viewModel.confirmed?.boolValue,
				visitorBadge: viewModel.visitorBadge?.int64Value,
				notes: viewModel.notes,
				programme: viewModel.programme)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			// Done: the form is ready for the next one.
			self.viewModel.host = ""
			self.viewModel.kind = ""
			self.viewModel.notes = ""
			self.viewModel.programme = ""
			self.addVisitDelegate?.screenlet?(onVisitAdded: self)
		}

		interactor.onFailure = { error in
			self.addVisitDelegate?.screenlet?(self, onAddVisitError: error)
		}

		return interactor
	}
}
