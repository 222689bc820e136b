import UIKit

@objc(FolderManagerViewModel)
@MainActor
public protocol FolderManagerViewModel {

	var folderId: Int64 { get set }

	var includeTrashedEntries: Bool { get set }
}
