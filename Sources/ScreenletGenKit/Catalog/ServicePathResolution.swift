/// A service written as its JSON web service path (`"service": "bookmarks.bookmarksentry"`)
/// becomes the Mobile SDK class of the spec's portal generation (`"sdk": "7.3"` →
/// `LRBookmarksEntryService_v73`), before the model derives any name from it.
extension SDKCatalog {

	static func resolveServicePaths(in spec: inout Spec, diagnostics: inout Diagnostics) {
		let sdk = spec.sdk?.value
		let generation = sdk.flatMap { SpecDecoder.sdkGenerations[$0] }
		func resolve(_ service: inout Located<String>?) {
			guard let written = service, SpecDecoder.isServicePath(written.value) else {
				return
			}
			if let resolved = className(forPath: written, generation: generation, sdk: sdk, diagnostics: &diagnostics) {
				service = Located(value: resolved, location: written.location, path: written.path)
			}
		}
		resolve(&spec.service)
		spec.updateCalls { call, _, _ in resolve(&call.service) }
	}

	private static func className(forPath service: Located<String>, generation: String?, sdk: String?, diagnostics: inout Diagnostics) -> String? {
		let path = "/" + service.value
		if sdk != nil && generation == nil {
			// An "sdk" that is no generation is its own error already.
			return nil
		}
		guard let generation = generation, let sdk = sdk else {
			let example = classesByPath[path]?.last.map { " (or name the class, \"\($0)\")" } ?? ""
			diagnostics.error(at: service.location, "\(service.path): a service written as its path needs the portal generation; add \"sdk\": \"7.3\" (or 6.2, 7.0, 7.1, 7.2) at the top level of the spec\(example)")
			return nil
		}
		let classes = classesByPath[path] ?? []
		if let found = classes.first(where: { SDKCatalog.portalGeneration(of: $0) == generation }) {
			return found
		}
		if !classes.isEmpty {
			let others = classes.map { name in SpecDecoder.sdkGenerations.first { $0.value == SDKCatalog.portalGeneration(of: name) }?.key ?? name }
			diagnostics.error(at: service.location, "\(service.path): the Mobile SDK for \(sdk) has no service \(service.value); it is in \(Set(others).sorted().joined(separator: ", "))")
			return nil
		}
		diagnostics.error(at: service.location, "\(service.path): the Mobile SDK for \(sdk) has no service \(service.value)\(pathHint(for: service.value, generation: generation)); a custom portlet's service is named by its class with a discovery answer")
		return nil
	}

	/// ` (did you mean "blogs.blogsentry"?)`: a path of that generation with the same service
	/// (7.2 moved `blogsentry` under `blogs.`), else one a letter or two away.
	static func pathHint(for path: String, generation: String) -> String {
		let paths = classesByPath.filter { $0.value.contains { SDKCatalog.portalGeneration(of: $0) == generation } }.keys.map { String($0.dropFirst()) }
		let service = path.split(separator: ".").last.map(String.init) ?? path
		if let moved = paths.sorted().first(where: { $0.split(separator: ".").last.map(String.init) == service }) {
			return " (did you mean \"\(moved)\"?)"
		}
		return Suggestion.hint(for: path, in: paths)
	}

	/// Every class by the path its methods share (`/bookmarks.bookmarksentry`), oldest first.
	static let classesByPath: [String: [String]] = {
		var index: [String: [String]] = [:]
		for name in byGeneration(classNames) {
			let prefix = text(of: name)?.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
			index[prefix, default: []].append(name)
		}
		return index
	}()
}
