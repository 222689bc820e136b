/// Without a discovery answer, a spec's calls are checked against the Mobile SDK's own
/// classes and Screens' (the catalog): a class the catalog has must be named exactly, and its methods and parameters are
/// checked as a discovery answer's would be. A class of a custom portlet (one the SDK has no
/// service of that name for) is left to the compiler: only a discovery answer knows it.
extension SDKCatalog {

	static func check(_ spec: Spec, diagnostics: inout Diagnostics) {
		// A misspelled class is one mistake, however many calls use it.
		var reported: Set<String> = []
		for (call, scope, kind, action) in Discovery.calls(of: spec) {
			check(call, spec: spec, scope: scope, kind: kind, action: action, reported: &reported, diagnostics: &diagnostics)
		}
	}

	private static func check(_ call: CallSpec, spec: Spec, scope: ValueScope, kind: CallKind, action: ActionSpec?, reported: inout Set<String>, diagnostics: inout Diagnostics) {
		guard let classSpec = call.service ?? spec.service else {
			return
		}
		let className = classSpec.value
		guard let serviceClass = serviceClass(className) else {
			// Once per key path: the calls of a spec share its `service`, and a proposal is a search.
			if reported.insert(classSpec.path).inserted, let proposal = proposal(for: className) {
				diagnostics.error(at: classSpec.location, "\(classSpec.path): the Mobile SDK has no class \(className); did you mean \(proposal)?")
			}
			return
		}
		serviceClass.answer.check(call, spec: spec, scope: scope, kind: kind, result: action, diagnostics: &diagnostics)
	}

	/// A catalog class as the answer that checks the calls to it.
	static func answer(for className: String) -> Discovery? {
		return serviceClass(className)?.answer
	}

	/// The SDK class a misspelled one means: the same name in other letter case, the same
	/// service in another generation, or a name one letter away from it; nil for a
	/// class the SDK has nothing like (a custom portlet's), and for a class the catalog has:
	/// a name that exists is never replaced (Screens' `LRScreenscommentService_v70` is not a
	/// misspelling of the SDK's `LRScreensCommentService_v73`).
	static func proposal(for className: String) -> String? {
		if classTexts[className] != nil {
			return nil
		}
		// Far longer than any SDK class: nothing to propose (and nothing to lower-case).
		guard className.utf8.count <= longestName + 4 else {
			return nil
		}
		if let sameLetters = namesByLowercase[className.lowercased()] {
			return sameLetters
		}
		if let sameService = namesByService[Discovery.serviceKey(ofClass: className)] {
			return sameService.last
		}
		guard className.hasPrefix("LR"), className.contains("Service_v") else {
			return nil
		}
		// One letter away, checked in one pass per name: every custom class of every spec comes here.
		let written = Array(className.utf8)
		return namesAsBytes.first { Suggestion.isOneEditAway($0.bytes, written) }?.name
	}

	private static let namesAsBytes = classNames.sorted().map { (name: $0, bytes: Array($0.utf8)) }
	private static let namesByLowercase: [String: String] = Dictionary(classNames.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
	private static let longestName = classNames.map { $0.utf8.count }.max() ?? 0
}
