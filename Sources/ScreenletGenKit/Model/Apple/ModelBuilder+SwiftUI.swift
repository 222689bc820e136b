/// A screenlet's SwiftUI view: which properties it takes and under which names it stores them.
extension ModelBuilder {

	/// Members every SwiftUI view (and this one) has: a property of the same name is stored
	/// under another one, its parameter keeps the spec's name.
	static let swiftUIViewMembers: Set<String> = ["body", "themeName", "offlinePolicy", "makeUIView", "updateUIView",
		"makeCoordinator", "dismantleUIView", "sizeThatFits", "Coordinator", "Context", "UIViewType", "Body"]

	static func swiftUIView(name: String, screenletClass: String, properties: [ScreenletValue], hasOfflinePolicy: Bool,
			takesComparator: Bool = false, closures: [SwiftUIClosure]) -> SwiftUIView {
		let closureNames = Set(closures.map { $0.label })
		let parameters = properties.map { property in
			SwiftUIProperty(value: property, isStoredUnderAnotherName: swiftUIViewMembers.contains(property.name) || closureNames.contains(property.name))
		}
		return SwiftUIView(name: "\(name)View", screenletClass: screenletClass, properties: parameters, hasOfflinePolicy: hasOfflinePolicy,
			takesComparator: takesComparator, closures: closures)
	}
}
