import UIKit
import LiferayScreens

@objc(LoadVisitView_default)
open class LoadVisitView_default: BaseScreenletView, LoadVisitViewModel {

	// MARK: Outlets

	@IBOutlet open weak var loadVisitButton: UIButton?

	// MARK: BaseScreenletView

	override open var progressMessages: [String: ProgressMessages] {
		return [
			LoadVisitScreenlet.LoadVisitAction: [
				.working: LocalizedString("loadvisit-screenlet", key: "load-visit-progress", obj: self),
				.failure: LocalizedString("loadvisit-screenlet", key: "load-visit-error", obj: self)],
			BaseScreenlet.DefaultAction: [
				.working: LocalizedString("loadvisit-screenlet", key: "load-visit-progress", obj: self),
				.failure: LocalizedString("loadvisit-screenlet", key: "load-visit-error", obj: self)],
		]
	}

	override open func onCreated() {
		super.onCreated()

		// Interface Builder sets Dynamic Type on labels and text fields, not on a button's title.
		loadVisitButton?.titleLabel?.adjustsFontForContentSizeCategory = true
	}

	/// Each control's text, and the same text as its accessibility label (VoiceOver reads a
	/// control by its caption or placeholder).
	override open func onSetTranslations() {
		loadVisitButton?.setTitle(LocalizedString("loadvisit-screenlet", key: "load-visit-button", obj: self), for: .normal)
		loadVisitButton?.accessibilityLabel = LocalizedString("loadvisit-screenlet", key: "load-visit-button", obj: self)
	}

	// MARK: Actions

	@IBAction func loadVisit(_ sender: Any) {
		userAction(name: LoadVisitScreenlet.LoadVisitAction, sender: sender)
	}
}
