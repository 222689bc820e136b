import UIKit

@objc(BookmarkEditorViewModel)
public protocol BookmarkEditorViewModel {

	var targetFolderId: Int64 { get set }
}
