import UIKit

@objc(BookmarkEditorViewModel)
@MainActor
public protocol BookmarkEditorViewModel {

	var targetFolderId: NSNumber? { get set }
}
