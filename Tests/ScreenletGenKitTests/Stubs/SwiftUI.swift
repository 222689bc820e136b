// Type-checking stub of the SwiftUI surface generated SwiftUI views use, declared as the iOS
// SDK declares it: `View` and `UIViewRepresentable` are `@MainActor @preconcurrency`
// protocols, available from iOS 13; a representable's `Context` is
// `UIViewRepresentableContext<Self>`, whose `coordinator` is the one `makeCoordinator()`
// made. Signatures only (bodies trap); no behaviour. Like SwiftUI, it re-exports UIKit's
// Foundation types the app uses with it.
@_exported import UIKit

@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol View {
	associatedtype Body: View
	@MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, *)
extension Never: View {
	public typealias Body = Never
	public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
	// Its `transaction` and `environment` are left out: no generated file reads them, and
	// their types' names (`Transaction`) are natural names of a spec's entity.
	public let coordinator: Representable.Coordinator
}

@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
	associatedtype UIViewType: UIView
	associatedtype Coordinator = Void
	typealias Context = UIViewRepresentableContext<Self>

	@MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
	@MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
	@MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
	@MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

@available(iOS 13.0, *)
extension UIViewRepresentable where Self.Coordinator == Void {
	public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

@available(iOS 13.0, *)
extension UIViewRepresentable {
	public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
	public var body: Never { fatalError() }
}
