/// Every call of a resolved spec checked once against what the portal has: the discovery
/// answer when the run has one, else the Mobile SDK's own classes. A name the spec gives that
/// resolves to nothing is the model's to report, with its proposal.
enum PortalChecks {

	static func check(_ resolved: ResolvedSpec, discovery: Discovery?, diagnostics: inout Diagnostics) {
		if let api = resolved.api {
			OpenAPICheck.check(resolved.spec, api: api, diagnostics: &diagnostics)
		}
		else if let discovery = discovery {
			discovery.check(resolved.spec, diagnostics: &diagnostics)
		}
		else {
			SDKCatalog.check(resolved.spec, diagnostics: &diagnostics)
		}
	}
}
