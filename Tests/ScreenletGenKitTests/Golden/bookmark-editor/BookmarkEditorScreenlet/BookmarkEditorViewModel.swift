import UIKit

@objc(BookmarkEditorViewModel)
@MainActor
public protocol BookmarkEditorViewModel {

	var targetFolderId: Int64 { get set }
}
