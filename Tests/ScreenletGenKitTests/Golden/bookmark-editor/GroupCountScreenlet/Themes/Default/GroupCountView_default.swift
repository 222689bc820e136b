import UIKit
import LiferayScreens

@objc(GroupCountView_default)
open class GroupCountView_default: BaseScreenletView, GroupCountViewModel {

	// MARK: Outlets

	@IBOutlet open weak var countGroupEntriesButton: UIButton?

	// MARK: Actions

	@IBAction func countGroupEntries(_ sender: Any) {
		userAction(name: GroupCountScreenlet.CountGroupEntriesAction, sender: sender)
	}
}
