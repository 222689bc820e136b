import UIKit
import LiferayScreens

@objc(GroupCountScreenletDelegate)
public protocol GroupCountScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(onBookmarkCounted screenlet: GroupCountScreenlet)

	@objc optional func screenlet(_ screenlet: GroupCountScreenlet,
			onCountGroupEntriesError error: NSError)
}

@objc(GroupCountScreenlet)
open class GroupCountScreenlet: BaseScreenlet {

	// MARK: Actions

	public static let CountGroupEntriesAction = "count-group-entries"

	// MARK: Inspectables

	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var viewModel: GroupCountViewModel {
		return screenletView as! GroupCountViewModel
	}

	open var groupCountDelegate: GroupCountScreenletDelegate? {
		return delegate as? GroupCountScreenletDelegate
	}

	// MARK: BaseScreenlet

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		switch name {
		case GroupCountScreenlet.CountGroupEntriesAction, BaseScreenlet.DefaultAction:
			return createCountGroupEntriesInteractor()
		default:
			return nil
		}
	}

	// MARK: Private methods

	fileprivate func createCountGroupEntriesInteractor() -> Interactor {
		let interactor = CountGroupEntriesInteractor(
				screenlet: self)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			self.groupCountDelegate?.screenlet?(onBookmarkCounted: self)
		}

		interactor.onFailure = { error in
			self.groupCountDelegate?.screenlet?(self, onCountGroupEntriesError: error)
		}

		return interactor
	}
}
