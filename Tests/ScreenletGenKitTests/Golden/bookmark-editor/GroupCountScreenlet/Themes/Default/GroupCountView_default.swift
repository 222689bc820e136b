import UIKit
import LiferayScreens

@objc(GroupCountView_default)
open class GroupCountView_default: BaseScreenletView, GroupCountViewModel {

	// MARK: Outlets

	@IBOutlet open weak var countGroupEntriesButton: UIButton?

	// MARK: BaseScreenletView

	override open var progressMessages: [String: ProgressMessages] {
		return [
			GroupCountScreenlet.CountGroupEntriesAction: [
				.working: LocalizedString("groupcount-screenlet", key: "count-group-entries-progress", obj: self),
				.failure: LocalizedString("groupcount-screenlet", key: "count-group-entries-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("groupcount-screenlet", key: "count-group-entries-progress", obj: self),
				.failure: LocalizedString("groupcount-screenlet", key: "count-group-entries-error", obj: self)],
		]
	}

	override open func onSetTranslations() {
		countGroupEntriesButton?.setTitle(LocalizedString("groupcount-screenlet", key: "count-group-entries-button", obj: self), for: .normal)
	}

	// MARK: Actions

	@IBAction func countGroupEntries(_ sender: Any) {
		userAction(name: GroupCountScreenlet.CountGroupEntriesAction, sender: sender)
	}
}
