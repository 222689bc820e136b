import UIKit
import LiferayScreens

@objc(LoadVisitScreenletDelegate)
public protocol LoadVisitScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: LoadVisitScreenlet,
			onVisitLoaded visit: Visit)

	@objc optional func screenlet(_ screenlet: LoadVisitScreenlet,
			onLoadVisitError error: NSError)
}

@objc(LoadVisitScreenlet)
open class LoadVisitScreenlet: BaseScreenlet {

	// MARK: Actions

	public static let LoadVisitAction = "load-visit"

	// MARK: Inspectables

	@IBInspectable open var visitId: Int64 = 0
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var viewModel: LoadVisitViewModel {
		return screenletView as! LoadVisitViewModel
	}

	open var loadVisitDelegate: LoadVisitScreenletDelegate? {
		return delegate as? LoadVisitScreenletDelegate
	}

	// MARK: BaseScreenlet

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		switch name {
		case LoadVisitScreenlet.LoadVisitAction, BaseScreenlet.DefaultAction:
			return createLoadVisitInteractor()
		default:
			return nil
		}
	}

	// MARK: Private methods

	fileprivate func createLoadVisitInteractor() -> Interactor {
		let interactor = LoadVisitInteractor(
				screenlet: self,
				visitId: self.visitId)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			if let visit = interactor.resultVisit {
				self.loadVisitDelegate?.screenlet?(self, onVisitLoaded: visit)
			}
			else {
				// Offline the write waits in the cache; either way there is nothing to show.
				self.loadVisitDelegate?.screenlet?(self, onLoadVisitError: interactor.lastError
						?? NSError.errorWithCause(.invalidServerResponse,
								message: LocalizedString("loadvisit-screenlet", key: "invalid-answer", obj: self)))
			}
		}

		interactor.onFailure = { error in
			self.loadVisitDelegate?.screenlet?(self, onLoadVisitError: error)
		}

		return interactor
	}
}
