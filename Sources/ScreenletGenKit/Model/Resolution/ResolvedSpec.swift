/// A spec with what it leaves out filled in, a new value made from the decoded one, which
/// stays as it was read: the run's defaults for what it generates, each service written as
/// a path turned into its Mobile SDK class, each parameter's object type and Swift labels as
/// the portal's method has them, and whether Swift imports the method as `throws`. The
/// portal checks and the model read this.
public struct ResolvedSpec: Sendable {
	/// The spec with its calls completed (`service`, a parameter's `type`, `swiftName`, `swiftThrows`).
	public let spec: Spec
	/// `"async"`, or the run's default when the spec does not say.
	public let generatesAsync: Bool
	/// `"swiftUI"`, or the run's default.
	public let generatesSwiftUI: Bool
	/// The headless API of a spec with `openapi`; nil for a Mobile SDK service's spec.
	public var api: HeadlessAPI? = nil
}

/// Decoded spec → `ResolvedSpec`.
public enum SpecResolution {

	/// `answer(className)`: the discovery answer, or the SDK catalog's class, that knows a
	/// call's method. A path that names no class is a located error.
	/// A spec with `openapi` takes its entry schema, its server path and (unless it lists
	/// them) its attributes from `document`, and its picklists' choices from `picklists`
	/// (each field's saved entries), and its choosers' parents from `parents` (each field's
	/// parent document).
	public static func resolve(_ decoded: Spec, defaults: SpecDefaults, discovery: Discovery?, document: OpenAPIDocument? = nil,
			picklists: [String: [ListTypeEntry]] = [:], parents: [String: OpenAPIDocument] = [:], diagnostics: inout Diagnostics) -> ResolvedSpec {
		var spec = decoded
		var api: HeadlessAPI?
		if let document = document {
			api = HeadlessResolution.resolve(&spec, document: document, diagnostics: &diagnostics)
			if let api = api {
				PicklistResolution.apply(picklists, to: &spec, api: api, diagnostics: &diagnostics)
				ChooserResolution.apply(parents, to: &spec, api: api, diagnostics: &diagnostics)
			}
		}
		else {
			SDKCatalog.resolveServicePaths(in: &spec, diagnostics: &diagnostics)
			Discovery.completeObjectTypes(in: &spec) { className in discovery ?? SDKCatalog.answer(for: className) }
			SDKCatalog.completeSwiftThrows(in: &spec)
		}
		return ResolvedSpec(spec: spec,
			generatesAsync: decoded.generatesAsync ?? defaults.generatesAsync,
			generatesSwiftUI: decoded.generatesSwiftUI ?? defaults.generatesSwiftUI,
			api: api)
	}
}
