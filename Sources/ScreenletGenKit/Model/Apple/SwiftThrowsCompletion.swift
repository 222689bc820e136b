/// Marks each call to a Mobile SDK method that Swift does not import as `throws`: a `void`
/// method whose header leaves out CONVERT_ERROR_TO_THROWS (most of 6.2's `add-…`, `delete-…`),
/// which Swift imports with its last parameter, `error: NSErrorPointer`. The header decides,
/// so the SDK catalog is read even when a discovery answer checks the call; a class the
/// catalog does not have (a custom portlet's, written by `screenletgen service`) throws.
extension SDKCatalog {

	static func completeSwiftThrows(in spec: inout Spec) {
		let snapshot = spec
		spec.updateCalls { call, _, _ in
			guard let className = call.service?.value ?? snapshot.service?.value, let answer = SDKCatalog.answer(for: className) else {
				return
			}
			let names = call.params.map { $0.name }
			let named = answer.candidates(for: call, spec: snapshot).filter { $0.parameters.map { $0.name } == names }
			call.swiftThrows = named.isEmpty || named.contains { $0.swiftThrows }
		}
	}
}
