import UIKit

@objc(FolderManagerViewModel)
@MainActor
public protocol FolderManagerViewModel {

	var folderId: NSNumber? { get set }

	var includeTrashedEntries: Bool { get set }
}
