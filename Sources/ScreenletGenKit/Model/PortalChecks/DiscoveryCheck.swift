/// Checks a spec's calls against the portal's discovery: the method must exist in the
/// service, with exactly the spec's parameters in the portal's order.
extension Discovery {

	/// Whether a method's answer is an object (a model, a map): what `"result": "entity"` or
	/// `"raw"` reads. An unknown type (an answer without it) is given the benefit of the doubt.
	static func returnsObject(_ type: String) -> Bool {
		if type.isEmpty || type.hasPrefix("java.util.Map") {
			return true
		}
		return type.hasPrefix("com.liferay.") && !type.hasSuffix("JSONArray") && !type.hasSuffix("[]")
	}

	/// A class the answer does not have (an answer saved from a plugin's context only) is
	/// checked by the Mobile SDK catalog when the SDK has it; otherwise it is one error,
	/// however many calls use it.
	public func check(_ spec: Spec, diagnostics: inout Diagnostics) {
		var reported: Set<String> = []
		let services = Set(methods.map { $0.serviceKey })
		for (call, scope, kind, result) in Discovery.calls(of: spec) {
			if call.method?.value.hasPrefix("/") == false, let className = (call.service ?? spec.service)?.value,
				!services.contains(Discovery.serviceKey(ofClass: className)) {
				if let catalog = SDKCatalog.answer(for: className) {
					catalog.check(call, spec: spec, scope: scope, kind: kind, result: result, diagnostics: &diagnostics)
					continue
				}
				if !reported.insert(className).inserted {
					continue
				}
			}
			check(call, spec: spec, scope: scope, kind: kind, result: result, diagnostics: &diagnostics)
		}
	}

	/// Every call of a spec (page, count, actions) with the values it may name, and for an
	/// action what it reads of the answer.
	static func calls(of spec: Spec) -> [(call: CallSpec, scope: ValueScope, kind: CallKind, result: ActionSpec?)] {
		var calls: [(call: CallSpec, scope: ValueScope, kind: CallKind, result: ActionSpec?)] = []
		for screenlet in spec.screenlets {
			switch screenlet {
			case .list(let list):
				let scope = ValueScope(properties: list.properties, inputs: [])
				calls.append((list.page, scope, .page, nil))
				if let count = list.count {
					calls.append((count, scope, .count, nil))
				}
			case .action(let action):
				let scope = ValueScope(properties: action.properties, inputs: action.inputs)
				calls += action.actions.map { ($0.call, scope, .action, $0) }
			}
		}
		return calls
	}

	func check(_ call: CallSpec, spec: Spec, scope: ValueScope, kind: CallKind, result action: ActionSpec?, diagnostics: inout Diagnostics) {
		// An operation is checked against its OpenAPI document.
		guard let methodName = call.method else {
			return
		}
		let method = methodName.value
		let candidates: [Method]
		let searched: String
		if method.hasPrefix("/") {
			candidates = methods.filter { $0.path == method }
			searched = method
			if candidates.isEmpty {
				let paths = methods.map { $0.path }
				diagnostics.error(at: methodName.location, "\(methodName.path): \(file) has no method \(method)\(Suggestion.hint(for: method, in: paths))")
				return
			}
		}
		else {
			guard let className = call.service?.value ?? spec.service?.value else {
				return
			}
			let key = Discovery.serviceKey(ofClass: className)
			// The path's end first: cheaper than its service key, read only for those.
			let ending = "/" + method
			candidates = methods.filter { $0.path.hasSuffix(ending) && $0.serviceKey == key }
			searched = "\(key)/\(method)"
			let inService = candidates.isEmpty ? methods.filter { $0.serviceKey == key } : candidates
			guard !inService.isEmpty else {
				let keys = Array(Set(methods.map { $0.serviceKey })).sorted()
				let hint = Suggestion.hint(for: key, in: keys)
				let sdkHint = hint.isEmpty ? SDKCatalog.proposal(for: className).map { " (did you mean \($0), a Mobile SDK class?)" } ?? "" : hint
				diagnostics.error(at: (call.service ?? spec.service)!.location, "\((call.service ?? spec.service)!.path): \(file) has no service \"\(key)\" for \(className)\(sdkHint)")
				return
			}
			if candidates.isEmpty {
				let names = Array(Set(inService.map { $0.name })).sorted()
				diagnostics.error(at: methodName.location, "\(methodName.path): \(file) has no method \"\(method)\" in \(key)\(Suggestion.hint(for: method, in: names)); its methods are \(names.joined(separator: ", "))")
				return
			}
		}
		let names = call.params.map { $0.name }
		let named = candidates.filter { $0.parameters.map { $0.name } == names }
		if !named.isEmpty {
			checkTypes(call, against: named, scope: scope, kind: kind, diagnostics: &diagnostics)
			if let action = action, action.result != .none, let returned = named.first?.returnType, !named.contains(where: { Discovery.returnsObject($0.returnType) }) {
				diagnostics.error(at: methodName.location, "\(action.path): \(searched) returns \(returned), not an object, and \"result\": \"\(action.result.rawValue)\" reads an object; write \"result\": \"none\"")
			}
			return
		}
		// A parameter that names nothing the call knows is the model's mistake to report.
		if call.params.contains(where: { $0.value == nil && $0.from == nil && !scope.knows($0.name, kind: kind) }) {
			return
		}
		let signatures = candidates.map { "(" + $0.parameters.map { $0.name }.joined(separator: ", ") + ")" }
		// Point at the first parameter that no signature has at that position.
		var location = methodName.location
		var path = call.path + ".params"
		for (index, param) in call.params.enumerated() where !candidates.contains(where: { index < $0.parameters.count && $0.parameters[index].name == param.name }) {
			location = param.location
			path = param.path
			break
		}
		diagnostics.error(at: location, "\(path): the params (\(names.joined(separator: ", "))) match no signature of \(searched) in \(file); the portal has \(signatures.joined(separator: " or "))")
	}
}
