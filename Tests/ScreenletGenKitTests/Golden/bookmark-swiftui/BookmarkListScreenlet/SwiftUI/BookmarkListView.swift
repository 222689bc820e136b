import SwiftUI
import LiferayScreens

/// BookmarkListScreenlet as a SwiftUI view: its properties, offline policy and theme are
/// parameters (a change of a property or the theme loads the list again), and each delegate
/// call is a closure.
///
///     BookmarkListView(groupId: 0, folderId: 0) { … }
@available(iOS 13.0, *)
public struct BookmarkListView: UIViewRepresentable {

	public var groupId: Int64
	public var folderId: Int64
	public var offlinePolicy: CacheStrategyType
	public var themeName: String?
	public var onBookmarkListResponse: (([Bookmark]) -> Void)?
	public var onBookmarkListError: ((NSError) -> Void)?
	public var onBookmarkSelected: ((Bookmark) -> Void)?

	// MARK: Initializers

	public init(
			groupId: Int64 = 0,
			folderId: Int64 = 0,
			offlinePolicy: CacheStrategyType = .remoteFirst,
			themeName: String? = nil,
			onBookmarkListResponse: (([Bookmark]) -> Void)? = nil,
			onBookmarkListError: ((NSError) -> Void)? = nil,
			onBookmarkSelected: ((Bookmark) -> Void)? = nil) {

		self.groupId = groupId
		self.folderId = folderId
		self.offlinePolicy = offlinePolicy
		self.themeName = themeName
		self.onBookmarkListResponse = onBookmarkListResponse
		self.onBookmarkListError = onBookmarkListError
		self.onBookmarkSelected = onBookmarkSelected
	}

	// MARK: UIViewRepresentable

	public func makeCoordinator() -> Coordinator {
		return Coordinator()
	}

	public func makeUIView(context: Context) -> BookmarkListScreenlet {
		let screenlet = BookmarkListScreenlet(frame: .zero, themeName: themeName)

		screenlet.delegate = context.coordinator
		screenlet.groupId = groupId
		screenlet.folderId = folderId
		screenlet.offlinePolicy = offlinePolicy.rawValue

		// It loads its first page when it is shown.
		return screenlet
	}

	public func updateUIView(_ screenlet: BookmarkListScreenlet, context: Context) {
		// The coordinator calls the closures of the latest view.
		context.coordinator.onBookmarkListResponse = onBookmarkListResponse
		context.coordinator.onBookmarkListError = onBookmarkListError
		context.coordinator.onBookmarkSelected = onBookmarkSelected

		// A new theme is a new View, without rows (Screens keeps the name lower-cased).
		var reload = false

		if screenlet.themeName != (themeName ?? BaseScreenlet.DefaultThemeName).lowercased() {
			screenlet.themeName = themeName
			reload = true
		}

		if screenlet.groupId != groupId {
			screenlet.groupId = groupId
			reload = true
		}

		if screenlet.folderId != folderId {
			screenlet.folderId = folderId
			reload = true
		}

		screenlet.offlinePolicy = offlinePolicy.rawValue

		// Other rows: the list loads again, once what is loading is cancelled (its rows would
		// land in the new list). The first time, it loads when it is shown.
		if reload {
			screenlet.cancelInteractorsForAction(BaseListScreenlet.LoadInitialPageAction)
			screenlet.cancelInteractorsForAction(BaseListScreenlet.LoadPageAction)
			_ = screenlet.loadList()
		}
	}

	// MARK: Coordinator

	/// The screenlet's delegate: each delegate call goes to the closure of its name (Screens
	/// calls its delegates on the main thread).
	public final class Coordinator: NSObject, BookmarkListScreenletDelegate {

		var onBookmarkListResponse: (([Bookmark]) -> Void)?
		var onBookmarkListError: ((NSError) -> Void)?
		var onBookmarkSelected: ((Bookmark) -> Void)?

		public func screenlet(_ screenlet: BookmarkListScreenlet, onBookmarkListResponse bookmarks: [Bookmark]) {
			onBookmarkListResponse?(bookmarks)
		}

		public func screenlet(_ screenlet: BookmarkListScreenlet, onBookmarkListError error: NSError) {
			// A load the view cancelled itself (its values changed) is no error of the list.
			guard error.code != ScreensErrorCause.cancelled.rawValue else {
				return
			}

			onBookmarkListError?(error)
		}

		public func screenlet(_ screenlet: BookmarkListScreenlet, onBookmarkSelected bookmark: Bookmark) {
			onBookmarkSelected?(bookmark)
		}
	}
}
