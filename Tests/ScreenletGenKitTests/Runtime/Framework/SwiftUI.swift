// SwiftUI's side of a UIViewRepresentable, as SwiftUI drives one: the coordinator is made
// first and kept for the view's life; then the UIKit view, with a context holding that
// coordinator; then `updateUIView` at once, and again with each new value of the struct
// (a parent's body evaluated again). Nothing is drawn.
import Foundation

public protocol View {}

public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
	public let coordinator: Representable.Coordinator
}

public protocol UIViewRepresentable: View {
	associatedtype UIViewType: UIView
	associatedtype Coordinator
	typealias Context = UIViewRepresentableContext<Self>

	func makeUIView(context: Context) -> UIViewType
	func updateUIView(_ uiView: UIViewType, context: Context)
	func makeCoordinator() -> Coordinator
}

/// A representable SwiftUI shows: made once, updated with each new value.
public final class RuntimeHosting<Representable: UIViewRepresentable> {
	public let uiView: Representable.UIViewType
	private let context: UIViewRepresentableContext<Representable>

	public init(_ representable: Representable) {
		context = UIViewRepresentableContext(coordinator: representable.makeCoordinator())
		uiView = representable.makeUIView(context: context)
		representable.updateUIView(uiView, context: context)
		RuntimeWindow.hosted.append(self)
	}

	/// The parent's body gave a new value: SwiftUI updates the same view and coordinator.
	public func update(_ representable: Representable) {
		representable.updateUIView(uiView, context: context)
	}
}
