import UIKit
import LiferayScreens

@objc(RecordUpdateScreenletDelegate)
public protocol RecordUpdateScreenletDelegate: BaseScreenletDelegate {

	@objc optional func screenlet(_ screenlet: RecordUpdateScreenlet,
			onRecordUpdated record: Record)

	@objc optional func screenlet(_ screenlet: RecordUpdateScreenlet,
			onUpdateRecordError error: NSError)
}

@objc(RecordUpdateScreenlet)
open class RecordUpdateScreenlet: BaseScreenlet {

	// MARK: Actions

	public static let UpdateRecordAction = "update-record"

	// MARK: Inspectables

	@IBInspectable open var recordId: Int64 = 0
	@IBInspectable open var priority: Int = 0
	@IBInspectable open var offlinePolicy: String? = CacheStrategyType.remoteFirst.rawValue

	// MARK: Public properties

	open var viewModel: RecordUpdateViewModel {
		return screenletView as! RecordUpdateViewModel
	}

	open var recordUpdateDelegate: RecordUpdateScreenletDelegate? {
		return delegate as? RecordUpdateScreenletDelegate
	}

	// MARK: BaseScreenlet

	override open func createInteractor(name: String, sender: Any?) -> Interactor? {
		switch name {
		case RecordUpdateScreenlet.UpdateRecordAction, BaseScreenlet.DefaultAction:
			return createUpdateRecordInteractor()
		default:
			return nil
		}
	}

	// MARK: Private methods

	fileprivate func createUpdateRecordInteractor() -> Interactor {
		let interactor = UpdateRecordInteractor(
				screenlet: self,
				recordId: self.recordId,
				priority: self.priority,
				recordClass: viewModel.recordClass,
				weight: viewModel.weight?.doubleValue,
				visible: viewModel.visible)

		interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? "") ?? .remoteFirst

		interactor.onSuccess = {
			if let record = interactor.resultRecord {
				self.recordUpdateDelegate?.screenlet?(self, onRecordUpdated: record)
			}
			else {
				// Offline the write waits in the cache; either way there is nothing to show.
				self.recordUpdateDelegate?.screenlet?(self, onUpdateRecordError: interactor.lastError
						?? NSError.errorWithCause(.invalidServerResponse,
								message: LocalizedString("recordupdate-screenlet", key: "invalid-answer", obj: self)))
			}
		}

		interactor.onFailure = { error in
			self.recordUpdateDelegate?.screenlet?(self, onUpdateRecordError: error)
		}

		return interactor
	}
}
