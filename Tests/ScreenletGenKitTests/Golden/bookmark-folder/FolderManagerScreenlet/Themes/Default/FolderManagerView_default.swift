import UIKit
import LiferayScreens

@objc(FolderManagerView_default)
open class FolderManagerView_default: BaseScreenletView, FolderManagerViewModel {

	// MARK: Outlets

	@IBOutlet open weak var folderIdTextField: UITextField?
	@IBOutlet open weak var includeTrashedEntriesSwitch: UISwitch?
	@IBOutlet open weak var deleteFolderButton: UIButton?
	@IBOutlet open weak var loadFolderButton: UIButton?

	// MARK: FolderManagerViewModel

	open var folderId: Int64 {
		get {
			return Int64(folderIdTextField?.text ?? "") ?? 0
		}
		set {
			folderIdTextField?.text = String(newValue)
		}
	}

	open var includeTrashedEntries: Bool {
		get {
			return includeTrashedEntriesSwitch?.isOn ?? false
		}
		set {
			includeTrashedEntriesSwitch?.isOn = newValue
		}
	}

	// MARK: Actions

	@IBAction func deleteFolder(_ sender: Any) {
		userAction(name: FolderManagerScreenlet.DeleteFolderAction, sender: sender)
	}

	@IBAction func loadFolder(_ sender: Any) {
		userAction(name: FolderManagerScreenlet.LoadFolderAction, sender: sender)
	}
}
