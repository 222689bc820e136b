/// Gives a parameter the "type" the service's method says it has where the SDK takes an
/// object (an array, a map, a Liferay object), so that a spec writes only the value:
/// `{"name": "trackbacks", "value": []}`, `{"name": "serviceContext", "value": {…}}`, or an
/// input `title` for a localized `titleMap`. Runs before the model, which writes the
/// value as the Objective-C signature takes it.
extension Discovery {

	/// The methods a call can mean: its full path, or its name in the call's service class.
	func candidates(for call: CallSpec, spec: Spec) -> [Method] {
		guard let method = call.method?.value else {
			return []
		}
		if method.hasPrefix("/") {
			return methods.filter { $0.path == method }
		}
		guard let className = call.service?.value ?? spec.service?.value else {
			return []
		}
		let key = Discovery.serviceKey(ofClass: className)
		let ending = "/" + method
		return methods.filter { $0.path.hasSuffix(ending) && $0.serviceKey == key }
	}

	/// `answer(className)`: the discovery answer or the SDK catalog's class that checks a call.
	static func completeObjectTypes(in spec: inout Spec, answer: (String) -> Discovery?) {
		let snapshot = spec
		func complete(_ call: inout CallSpec, scope makeScope: () -> ValueScope) {
			guard let className = call.service?.value ?? snapshot.service?.value, let found = answer(className) else {
				return
			}
			// Made for a call that needs it: a screenlet's thousands of inputs are not indexed for each call.
			lazy var scope = makeScope()
			let names = call.params.map { $0.name }
			let named = found.candidates(for: call, spec: snapshot).filter { $0.parameters.map { $0.name } == names }
			for index in call.params.indices where call.params[index].type == nil && sendsOneValueOrCollection(call.params[index], scope: scope) {
				let kinds = Set(named.map { ParameterKind($0.parameters[index].type) })
				if kinds.count == 1, case .object(let type)? = kinds.first {
					call.params[index].type = type
				}
			}
			// A parameter the Objective-C method renames (`auto` → `automatic`) labels the Swift call.
			if call.swiftName == nil, let method = named.first, method.parameters.contains(where: { $0.objcName != nil }) {
				let name = ServiceMethodNaming.swiftName(method: method.path, params: method.parameters.map { $0.objcName ?? $0.name },
					types: method.parameters.map { ParameterKind($0.type) == .scalar(.int) ? .int : nil })
				call.swiftName = Located(value: name.description, location: call.method?.location ?? call.location, path: call.path + ".swiftName")
			}
		}
		spec.updateCalls { call, properties, inputs in
			complete(&call, scope: { ValueScope(properties: properties, inputs: inputs) })
		}
	}

	/// An array or object value, or a property or input (not `null`, `obc`, `serviceContext`,
	/// which pass as they are).
	private static func sendsOneValueOrCollection(_ param: ParamSpec, scope: ValueScope) -> Bool {
		switch param.value {
		case .array?, .object?:
			return true
		case nil:
			let name = param.from?.value ?? param.name
			return scope.propertyIndex(name) != nil || scope.inputIndex(name) != nil
		default:
			return false
		}
	}
}
