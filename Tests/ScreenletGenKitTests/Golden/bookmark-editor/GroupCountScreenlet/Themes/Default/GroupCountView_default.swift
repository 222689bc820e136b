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

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		countGroupEntriesButton?.titleLabel?.adjustsFontForContentSizeCategory = true
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		countGroupEntriesButton?.setTitle(LocalizedString("groupcount-screenlet", key: "count-group-entries-button", obj: self), for: .normal)
		countGroupEntriesButton?.accessibilityLabel = LocalizedString("groupcount-screenlet", key: "count-group-entries-button", obj: self)
	}

	// MARK: Actions

	@IBAction func countGroupEntries(_ sender: Any) {
		userAction(name: GroupCountScreenlet.CountGroupEntriesAction, sender: sender)
	}
}
