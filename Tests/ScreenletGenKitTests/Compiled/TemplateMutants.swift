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

		// Calls and answers.
		TemplateMutant(name: "a headless status of 400 or more taken as success", template: "Headless/Request.swift",
			find: "if status >= 400 {", replace: "if status >= 600 {", examples: ["ticket"]),
		TemplateMutant(name: "a headless request without Accept-Language", template: "Headless/Request.swift",
			find: "request.setValue({{headless.requestClass}}.language, forHTTPHeaderField: \"Accept-Language\")",
			replace: "_ = {{headless.requestClass}}.language", examples: ["ticket"]),
		TemplateMutant(name: "an entity answer lacking a field taken as the entity", template: "Shared/ConnectorResult.swift",
			find: ", {{entity.className}}.isComplete(result){{/action.resultIsEntity}}", replace: "{{/action.resultIsEntity}}", examples: ["bookmark"]),
		TemplateMutant(name: "an async action's offlinePolicy ignored", template: "Action/Async.swift",
			find: "interactor.cacheStrategy = offlinePolicy", replace: "interactor.cacheStrategy = .remoteFirst", examples: ["bookmark-swiftui"]),

		TemplateMutant(name: "a headless redirect followed", template: "Headless/Request.swift",
			find: "delegate: LRRedirectDelegate(), session: session", replace: "delegate: nil, session: session", examples: ["visit"]),
		TemplateMutant(name: "a headless DELETE of an entry already gone a failure", template: "Headless/Request.swift",
			find: "if method == \"DELETE\" && status == 404", replace: "if method == \"DELETE\" && status == 410", examples: ["ticket"]),
		TemplateMutant(name: "a session server's last / kept (//o/c/…)", template: "Headless/Request.swift",
			find: "while root.hasSuffix(\"/\") {", replace: "while root.hasSuffix(\"/\") && false {", examples: ["visit"]),
		TemplateMutant(name: "a day read from its local midnight (nil where a clock change skips it)", template: "Headless/Request.swift",
			find: "hour: 12)).map { calendar.startOfDay(for: $0) }", replace: "hour: 0)).flatMap { calendar.component(.hour, from: $0) == 0 ? $0 : nil }", examples: ["visit"]),

		// Pages.
		TemplateMutant(name: "a headless list asks for the page after the one it maps", template: "Headless/PageCall.swift",
			find: "query: [\"page\": String(page),", replace: "query: [\"page\": String(page + 1),", examples: ["ticket"]),
		TemplateMutant(name: "a headless list's row count not read from totalCount", template: "Headless/PageConnector.swift",
			find: "rowCount = (envelope[\"totalCount\"] as? NSNumber)?.intValue", replace: "rowCount = nil", examples: ["ticket"]),

		TemplateMutant(name: "a headless page's rows cut one off where a page of Screens spans two of the portal's", template: "Headless/PageConnector.swift",
			find: "let first = (page - 1) * pageSize", replace: "let first = (page - 1) * pageSize + 1", examples: ["ticket"]),
		TemplateMutant(name: "an async page sequence goes on after a failure", template: "List/Async.swift",
			find: "\t\t\t\t\tfinished = true\n\t\t\t\t\tthrow error", replace: "\t\t\t\t\tthrow error", examples: ["bookmark-swiftui", "bookmark"]),

		// Offline.
		TemplateMutant(name: "a write that failed offline recorded as done (never synced)", template: "Action/Interactor.swift",
			find: "if cacheStrategy == .cacheFirst || c.lastError != nil {", replace: "if cacheStrategy == .cacheFirst {", examples: ["bookmark"]),
		TemplateMutant(name: "a cache-first write left waiting after it was sent", template: "Action/Interactor.swift",
			find: "\t\tif cacheStrategy == .cacheFirst {\n\t\t\tSessionContext", replace: "\t\tif cacheStrategy == .remoteOnly {\n\t\t\tSessionContext", examples: ["bookmark-folder", "bookmark-editor"]),
		TemplateMutant(name: "a synced write sent to the app's site, not the one it was made in", template: "Action/Interactor.swift",
			find: "= (cacheAttributes[{{action.recordedSiteLiteral}}] as? NSNumber)?.int64Value ?? LiferayServerContext.groupId",
			replace: "= LiferayServerContext.groupId", examples: ["bookmark", "incident"]),
		TemplateMutant(name: "a headless add replayed with a new external reference code", template: "Action/Interactor.swift",
			find: "connector.externalReferenceCode = String(cacheKey.dropFirst({{action.cacheKeyPrefixLiteral}}.count))",
			replace: "_ = cacheKey", examples: ["ticket", "incident"]),

		TemplateMutant(name: "a cached read's answer taken from the cache even when incomplete", template: "Action/Interactor.swift",
			find: "if let attributes = $0 as? [String: AnyObject]{{#action.resultIsEntity}}, {{entity.className}}.isComplete(attributes){{/action.resultIsEntity}} {",
			replace: "if let attributes = $0 as? [String: AnyObject] {", examples: ["todo-editor", "bookmark-editor", "incident", "visit"]),

		// Validation.
		TemplateMutant(name: "a list's property validation off (empty search keywords sent)", template: "List/PageConnectorOpening.swift",
			find: "{{> Shared/ConnectorValidation.swift validations=screenlet.validations}}", replace: "", examples: ["ticket"]),
		TemplateMutant(name: "an empty required text not refused", template: "Shared/ValidationChecks.swift",
			find: "if {{storedName}}.isEmpty {", replace: "if {{storedName}}.isEmpty, false {", examples: ["bookmark", "ticket"]),
		TemplateMutant(name: "a number that must be positive not refused at 0", template: "Shared/ValidationChecks.swift",
			find: "if {{positiveCondition}} {", replace: "if {{positiveCondition}}, false {", examples: ["bookmark-basic", "bookmark-folder"]),

		// SwiftUI.
		TemplateMutant(name: "a SwiftUI view's coordinator drops the delegate's calls", template: "Shared/SwiftUICoordinator.swift",
			find: "\t\t\t{{call}}\n", replace: "\t\t\t_ = 0\n", examples: ["bookmark-swiftui"]),

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

		// Objects' own features (issue 38).
		TemplateMutant(name: "an edit screen's write enabled whatever the entry's actions say", template: "Action/View.swift",
			find: "{{buttonOutlet}}?.isEnabled = {{permissionFlag}}", replace: "{{buttonOutlet}}?.isEnabled = true", examples: ["incident"]),
		TemplateMutant(name: "an entry's permission read from a missing key", template: "Model.swift",
			find: "return actions[action] != nil", replace: "return true", examples: ["incident"]),
		TemplateMutant(name: "a picklist's name not read: the list shows its key", template: "Model.swift",
			find: "return {{picklistNameExpression}}", replace: "return nil", examples: ["incident"]),
		TemplateMutant(name: "a multiselect's switch turned on not sent", template: "Action/View.swift",
			find: "keys.append({{valueLiteral}})", replace: "_ = {{valueLiteral}}", examples: ["incident"]),
		TemplateMutant(name: "a multiselect's loaded entries not shown by its switches", template: "Action/View.swift",
			find: "{{switchOutlet}}?.isOn = keys.contains({{valueLiteral}})", replace: "_ = keys.contains({{valueLiteral}})", examples: ["incident"]),

		// Localized text of an Object (issue 38).
		TemplateMutant(name: "a localized field's update not reading the entry first: the other languages lost", template: "Headless/Call.swift",
			find: "let storedEntry = try {{headless.requestClass}}(method: \"GET\", path: {{pathExpression}}).send(session: session) as? [String: Any]",
			replace: "let storedEntry: [String: Any]? = nil", examples: ["article"]),
		TemplateMutant(name: "a localized field's map replaced by the app's language alone", template: "Headless/Request.swift",
			find: "translations[languageId(among: translations.keys.sorted())] = value",
			replace: "translations = [languageId(among: translations.keys.sorted()): value]", examples: ["article"]),
		TemplateMutant(name: "the app's language matched to a translation only exactly (fr-CA adds fr_CA beside fr_FR)", template: "Headless/Request.swift",
			find: " ?? keys.first(where: { !tag.contains(\"_\") && $0.hasPrefix(tag + \"_\") })", replace: "", examples: ["article"]),

		// Relationships of an Object (issue 38).
		TemplateMutant(name: "a related list asks the collection, not the parent's relationship page", template: "Headless/PageCall.swift",
			find: "path: {{pathExpression}},", replace: "path: \"/\",", examples: ["project-task"]),
		TemplateMutant(name: "a related list's cached pages shared by every parent", template: "List/CacheKey.swift",
			find: "{{#screenlet.properties}}\\({{storedName}}){{^@last}}-{{/@last}}{{/screenlet.properties}}",
			replace: "{{#screenlet.properties}}{{^@last}}-{{/@last}}{{/screenlet.properties}}", examples: ["project-task"]),
		TemplateMutant(name: "a list's fixed query values not sent: no parent embedded (nestedFields), no title shown", template: "Headless/PageCall.swift",
			find: "{{#query}},\n\t\t\t\t{{nameLiteral}}: {{expression}}{{/query}}", replace: "{{#query}}{{/query}}", examples: ["tasks"]),
		TemplateMutant(name: "a positive check skipped: a parent's id of 0 sent", template: "Shared/ValidationChecks.swift",
			find: "if {{positiveCondition}} {", replace: "if {{positiveCondition}} && false {", examples: ["tasks", "project-task"]),

		// Attachments of an Object (issue 38).
		TemplateMutant(name: "an attachment downloaded without asking for its content (nestedFields)", template: "Headless/Request.swift",
			find: "query: [\"nestedFields\": {{nestedFieldsLiteral}}]", replace: "query: [:]", examples: ["article"]),
		TemplateMutant(name: "an attachment's missing content downloaded as an empty file", template: "Headless/Request.swift",
			find: "guard let content = file[\"fileBase64\"] as? String, let data = Data(base64Encoded: content) else {",
			replace: "guard let data = Data(base64Encoded: file[\"fileBase64\"] as? String ?? \"\") else {", examples: ["article"]),
		TemplateMutant(name: "an attachment downloaded for an entry without one (a request for nothing)", template: "Headless/Request.swift",
			find: "guard {{entity.variableName}}.attributes[{{fieldLiteral}}] != nil else {", replace: "guard true else {", examples: ["article"]),
		TemplateMutant(name: "an attachment sent as the file's path instead of its content (a form attaching a file)", template: "Headless/Request.swift",
			find: "return [\"fileBase64\": data.base64EncodedString(), \"name\": url.lastPathComponent]",
			replace: "_ = data\n\t\treturn [\"fileBase64\": path, \"name\": url.lastPathComponent]", examples: ["article"]),
		TemplateMutant(name: "an attachment's unreadable file taken for offline and recorded (a form attaching a file)", template: "Headless/Request.swift",
			find: "code: ScreensErrorCause.abortedDueToPreconditions.rawValue,\n\t\t\t\t\tuserInfo: [NSLocalizedDescriptionKey: \"The file",
			replace: "code: ScreensErrorCause.notAvailable.rawValue,\n\t\t\t\t\tuserInfo: [NSLocalizedDescriptionKey: \"The file", examples: ["article"]),

		// Choosing a many-to-one's parent in the form (issue 38).
		TemplateMutant(name: "a chooser's parents read below the child's API, not the parent's", template: "Action/ChoicesConnector.swift",
			find: "request.basePath = {{basePathLiteral}}", replace: "_ = {{basePathLiteral}}", examples: ["tasks"]),
		TemplateMutant(name: "a chooser's choice sends another entry's id (off by one)", template: "Action/View.swift",
			find: "for (id, title) in zip(ids, titles) {\n\t\t\tsheet.addAction", replace: "for (id, title) in zip(ids.dropFirst() + ids.prefix(1), titles) {\n\t\t\tsheet.addAction", examples: ["tasks"]),
		TemplateMutant(name: "a chooser's parents not cached: offline, nothing to choose", template: "Action/ChoicesInteractor.swift",
			find: "value: choices as NSArray,", replace: "value: [] as NSArray,", examples: ["tasks"]),
		TemplateMutant(name: "an optional chooser without None: a parent once chosen cannot be unset", template: "Action/View.swift",
			find: "\t\t\tself.{{name}} = nil\n", replace: "\t\t\t_ = self.{{name}}\n", examples: ["tasks"]),
	]
}
