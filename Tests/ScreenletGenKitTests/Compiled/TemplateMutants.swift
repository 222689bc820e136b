/// One break of one generated behaviour, made in a built-in template's text: `find` (which must
/// occur in the template) replaced by `replace`. `examples` are those whose scenarios observe
/// the behaviour; the first is tried first. A new behaviour adds its break here
/// (Documentation/Contributing.md, "Breaking a behaviour on purpose").
struct TemplateMutant {
	/// What the break does, as the table prints it.
	let name: String
	/// A built-in template's name, without `.mustache`: `Action/View.swift`.
	let template: String
	let find: String
	let replace: String
	let examples: [String]
	/// A change of text that must change no behaviour: the instrument's check that it does
	/// not fail on noise.
	var isNoOp = false
}

/// The breaks `TemplateMutantRuntimeTests` applies, one at a time; each must change a transcript.
enum TemplateMutants {

	static let all: [TemplateMutant] = [
		// The instrument: a comment reworded changes the text of every edit screen and no behaviour.
		TemplateMutant(name: "no-op: a comment of the screenlet reworded", template: "Action/Screenlet.swift",
			find: "// Done: the form is ready for the next one.", replace: "// Done; ready for the next one.", examples: ["bookmark"], isNoOp: true),

		// Forms (issue 36).
		TemplateMutant(name: "a number read without the device's decimal separator", template: "Action/View.swift",
			find: "let separator = Locale.current.decimalSeparator ?? \".\"", replace: "let separator = \".\"", examples: ["visit", "edge-cases"]),
		TemplateMutant(name: "an infinite number (1e400) taken as typed", template: "Action/View.swift",
			find: "let value = Double(plain), value.isFinite else {", replace: "let value = Double(plain) else {", examples: ["visit"]),
		TemplateMutant(name: "an untouched optional date sent as the picker's", template: "Action/View.swift",
			find: "return {{setFlag}} ? {{outlet}}?.date : nil", replace: "return {{outlet}}?.date", examples: ["visit", "incident"]),
		TemplateMutant(name: "a required number left empty not refused", template: "Shared/ValidationChecks.swift",
			find: "if {{storedName}} == nil {", replace: "if {{storedName}} == nil && false {", examples: ["edge-cases", "bookmark-folder"]),
		TemplateMutant(name: "an edit screen not loaded when shown", template: "Action/Screenlet.swift",
			find: "performAction(name: {{screenlet.autoLoadActionConstant}})", replace: "_ = {{screenlet.autoLoadActionConstant}}", examples: ["incident"]),
		TemplateMutant(name: "a value left out sent as null", template: "Headless/Request.swift",
			find: "self.body = body?.compactMapValues { $0 }", replace: "self.body = body?.mapValues { $0 ?? NSNull() }", examples: ["visit"]),
		TemplateMutant(name: "a value left out recorded as NSNull offline", template: "Action/Interactor.swift",
			find: "return attributes.compactMapValues { $0 }", replace: "return attributes.mapValues { $0 ?? NSNull() }", examples: ["visit"]),

		// The behaviours issue 40 found unguarded.
		TemplateMutant(name: "a list's offlinePolicy not handed to its interactor", template: "List/Screenlet.swift",
			find: "interactor.cacheStrategy = CacheStrategyType(rawValue: self.offlinePolicy ?? \"\") ?? .remoteFirst",
			replace: "interactor.cacheStrategy = .remoteFirst", examples: ["bookmark"]),
		TemplateMutant(name: "no one logged in: the invalid-answer text instead of the log-in one", template: "Action/CallbackInteractor.swift",
			find: "message: LocalizedString({{screenlet.strings.tableLiteral}}, key: {{screenlet.strings.loginRequiredKeyLiteral}}, obj: self)))\n\t\t\treturn false\n\t\t}\n\n\t\tsession.callback = self",
			replace: "message: LocalizedString({{screenlet.strings.tableLiteral}}, key: {{screenlet.strings.invalidAnswerKeyLiteral}}, obj: self)))\n\t\t\treturn false\n\t\t}\n\n\t\tsession.callback = self",
			examples: ["bookmark-basic"]),
		TemplateMutant(name: "a headless page with an unreadable row accepted", template: "Headless/PageConnector.swift",
			find: "guard rows.allSatisfy({{entity.className}}.isComplete) else {", replace: "guard rows.allSatisfy({ _ in true }) else {", examples: ["ticket"]),
		TemplateMutant(name: "a + in a query value sent unescaped", template: "Headless/Request.swift",
			find: ".replacingOccurrences(of: \"+\", with: \"%2B\")", replace: "", examples: ["ticket"]),
	]
}
