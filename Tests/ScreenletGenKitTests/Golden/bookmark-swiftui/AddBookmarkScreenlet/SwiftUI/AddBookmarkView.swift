import SwiftUI
import LiferayScreens

/// AddBookmarkScreenlet as a SwiftUI view: its properties, offline policy and theme are
/// parameters (a change reaches the screenlet), and each delegate call is a closure.
///
///     AddBookmarkView(folderId: 0) { … }
@available(iOS 13.0, *)
public struct AddBookmarkView: UIViewRepresentable {

	public var folderId: Int64
	public var offlinePolicy: CacheStrategyType
	public var themeName: String?
	public var onAddBookmarkError: ((NSError) -> Void)?
	public var onBookmarkAdded: ((Bookmark) -> Void)?

	// MARK: Initializers

	public init(
			folderId: Int64 = 0,
			offlinePolicy: CacheStrategyType = .remoteFirst,
			themeName: String? = nil,
			onAddBookmarkError: ((NSError) -> Void)? = nil,
			onBookmarkAdded: ((Bookmark) -> Void)? = nil) {

		self.folderId = folderId
		self.offlinePolicy = offlinePolicy
		self.themeName = themeName
		self.onAddBookmarkError = onAddBookmarkError
		self.onBookmarkAdded = onBookmarkAdded
	}

	// MARK: UIViewRepresentable

	public func makeCoordinator() -> Coordinator {
		return Coordinator()
	}

	public func makeUIView(context: Context) -> AddBookmarkScreenlet {
		let screenlet = AddBookmarkScreenlet(frame: .zero, themeName: themeName)

		screenlet.delegate = context.coordinator
		updateUIView(screenlet, context: context)

		return screenlet
	}

	public func updateUIView(_ screenlet: AddBookmarkScreenlet, context: Context) {
		// The coordinator calls the closures of the latest view.
		context.coordinator.onAddBookmarkError = onAddBookmarkError
		context.coordinator.onBookmarkAdded = onBookmarkAdded

		screenlet.folderId = folderId
		screenlet.offlinePolicy = offlinePolicy.rawValue

		// A new theme loads a new view: only when it changes (Screens keeps it lower-cased).
		if screenlet.themeName != (themeName ?? BaseScreenlet.DefaultThemeName).lowercased() {
			screenlet.themeName = themeName
		}
	}

	// MARK: Coordinator

	/// The screenlet's delegate: each delegate call goes to the closure of its name (Screens
	/// calls its delegates on the main thread).
	public final class Coordinator: NSObject, AddBookmarkScreenletDelegate {

		var onAddBookmarkError: ((NSError) -> Void)?
		var onBookmarkAdded: ((Bookmark) -> Void)?

		public func screenlet(_ screenlet: AddBookmarkScreenlet, onAddBookmarkError error: NSError) {
			onAddBookmarkError?(error)
		}

		public func screenlet(_ screenlet: AddBookmarkScreenlet, onBookmarkAdded bookmark: Bookmark) {
			onBookmarkAdded?(bookmark)
		}
	}
}
