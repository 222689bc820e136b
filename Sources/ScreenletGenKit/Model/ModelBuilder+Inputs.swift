/// What an action screenlet's inputs hold, decided from the calls that send them before the
/// calls are built: whether a person may leave an input out, whether a number is typed as
/// text, whether a date is a day. The same decisions for every platform the model is rendered for.
extension ModelBuilder {

	/// Where one input goes: what needs a value, and how a date is sent.
	struct InputUse {
		/// The first place that cannot take "nothing": a Mobile SDK method's parameter, a path
		/// parameter, a required body field (`the parameter "guests" of add-entry`).
		var needsValueAt: String?
		var sentAnywhere = false
		var sentAsDay = false
		var sentAsDateTime = false
	}

	/// Each input's uses in the screenlet's calls, in input order.
	func inputUses(_ screenlet: ActionScreenletSpec) -> [InputUse] {
		var uses = Array(repeating: InputUse(), count: screenlet.inputs.count)
		let scope = ValueScope(properties: screenlet.properties, inputs: screenlet.inputs)
		for action in screenlet.actions {
			var reported = Diagnostics()
			let operation = resolved.api.flatMap { $0.operation(for: action.call, diagnostics: &reported) }
			let schema = operation.flatMap { resolved.api?.requestSchema(of: $0) }
			let required = Set(schema?.requiredNames ?? [])
			let pathNames = Set(operation?.parameters.filter { $0.place == .path }.map { $0.name } ?? [])
			for (param, isBody) in action.call.params.map({ ($0, false) }) + action.call.body.map({ ($0, true) }) where param.value == nil {
				let name = param.from?.value ?? param.name
				guard scope.propertyIndex(name) == nil, let index = scope.inputIndex(name) else {
					continue
				}
				uses[index].sentAnywhere = true
				var needsValue: String?
				if resolved.api == nil {
					needsValue = "the parameter \"\(param.name)\" of \(action.name.value), which the Mobile SDK sends whatever it holds"
				}
				else if isBody {
					let property = schema?.property(param.name)
					if required.contains(param.name) {
						needsValue = "the field \"\(param.name)\" of \(action.name.value), which the document requires"
					}
					if case .string(let format)? = property?.type {
						if format == "date" { uses[index].sentAsDay = true } else { uses[index].sentAsDateTime = true }
					}
					else {
						uses[index].sentAsDateTime = true
					}
				}
				else if pathNames.contains(param.name) {
					needsValue = "the path of \(action.name.value), which names \"\(param.name)\""
				}
				else {
					uses[index].sentAsDateTime = true
				}
				if uses[index].needsValueAt == nil {
					uses[index].needsValueAt = needsValue
				}
			}
		}
		return uses
	}

	/// Decides what each input holds: a number typed as text (read in the person's language,
	/// nothing until it reads as one), optional (an untouched date or switch, or an empty
	/// number, is left out) where every call it goes to may do without it, or as the spec's
	/// `optional` says; a day's picker for a date sent only as a day. An `optional` input
	/// sent where a value is needed is an error at the key.
	mutating func decideInputs(_ inputs: inout [ScreenletValue], scope: inout ValueScope, screenlet: ActionScreenletSpec) {
		let uses = inputUses(screenlet)
		for (index, spec) in screenlet.inputs.enumerated() {
			guard var input = inputs[index].input else { continue }
			let use = uses[index]
			// A file's path is nil while none is chosen.
			let holdsNothingWhenLeftOut = (spec.type != .string || spec.attachesFile != nil) && spec.choices == nil
			if let written = spec.optional, written.value, let place = use.needsValueAt, holdsNothingWhenLeftOut {
				diagnostics.error(at: written.location, "\(written.path): \"\(spec.name.value)\" is sent to \(place), so it cannot be left out; remove \"optional\" (the form then waits for a value)")
			}
			input.isOptional = holdsNothingWhenLeftOut && use.needsValueAt == nil
				&& (spec.optional?.value ?? (resolved.api != nil && use.sentAnywhere))
			if let file = spec.attachesFile {
				// None chosen, none sent (a PATCH keeps the stored file); a field the document
				// requires is then refused by the portal, with its message.
				input.isOptional = true
				if resolved.api == nil {
					diagnostics.error(at: file.location, "\(file.path): a File input attaches a file to an attachment field of a headless entry (\"openapi\"); a Mobile SDK service takes none, so declare it as a String")
				}
				else if !use.sentAnywhere {
					diagnostics.error(at: file.location, "\(file.path): \"\(spec.name.value)\" is a File, which only an attachment field takes; send it in an action's \"body\" to one (\"body\": [\"\(spec.name.value)\"]), or declare it as a String")
				}
			}
			input.readsNumber = input.control == .textField && spec.type.isNumeric
			input.picksDay = spec.type == .date && use.sentAsDay && !use.sentAsDateTime
			inputs[index].input = input
			if input.isOptional {
				scope.optionalInputs.insert(spec.name.value)
			}
			if (input.readsNumber || input.control == .chooser) && !input.isOptional {
				// A number that must be positive says so of an empty field too ("Choose a folder first").
				let label = ModelBuilder.label(spec)
				let missing = input.control == .chooser ? "Choose a \(label.lowercased())" : "\(label) must be \(spec.type == .double ? "a number" : "a whole number")"
				inputs[index].presenceCheck = inputs[index].validation.map { PresenceCheck(message: $0.message, messageKey: $0.messageKey) }
					?? PresenceCheck(message: missing, messageKey: "invalid-\(spec.name.value)")
			}
		}
	}
}
