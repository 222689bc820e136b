/// Properties and inputs as their screenlet, Interactor, Connector and View write them.
extension ScreenletValue {

	var context: TemplateValue {
		let escapedName = SwiftIdentifier.escaped(name)
		let label = SwiftIdentifier.escapedLabel(name)
		let stored = SwiftIdentifier.escaped(storedName)
		let keyLiteral = SwiftLiteral.string(name)
		return .object([
			"name": escapedName.templateValue,
			"label": label.templateValue,
			"storedName": stored.templateValue,
			// The initializer parameter of the Interactor and Connector: `name` or `name bookmarkName`.
			"parameter": (storedName == name ? escapedName : "\(label) \(stored)").templateValue,
			"swiftType": (type.rawValue + (mayBeAbsent ? "?" : "")).templateValue,
			"defaultValue": type.zeroLiteral.templateValue,
			"keyLiteral": keyLiteral.templateValue,
			"cacheValue": (mayBeAbsent ? type.cacheValue(ofOptional: stored) : type.cacheValue(stored)).templateValue,
			"cacheAttributeDecoder": type.cacheAttributeDecoder(keyLiteral).templateValue,
			"mayBeAbsent": mayBeAbsent.templateValue,
			"isOptionalInput": (input?.isOptional ?? false).templateValue,
			// How the screenlet hands the value to its Interactor: `viewModel.guests?.intValue`, `self.folderId`.
			"screenletValue": (input == nil ? "self.\(escapedName)" : "viewModel.\(escapedName)" + viewModelConversion).templateValue,
			"fallback": fallback?.rawValue.templateValue ?? .missing,
			"validatesPositive": (validation?.rule == .positive).templateValue,
			"positiveCondition": (mayBeAbsent ? "let \(stored) = \(stored), \(stored) <= 0" : "\(stored) <= 0").templateValue,
			"validatesNotEmpty": (validation?.rule == .notEmpty).templateValue,
			"messageLiteral": validation.map { SwiftLiteral.string($0.message) }.templateValue,
			"messageKeyLiteral": validation.map { SwiftLiteral.string($0.messageKey) }.templateValue,
			"checksPresence": (presenceCheck != nil).templateValue,
			"presenceMessageKeyLiteral": presenceCheck.map { SwiftLiteral.string($0.messageKey) }.templateValue,
			"isInput": isInput.templateValue,
			"input": input.map { $0.context(of: self) } ?? .missing,
		])
	}
}

extension ScreenletValue {

	/// The View Model holds it as an `NSNumber?`, which Objective-C can hold where it cannot
	/// hold an `Int?` or a `Bool?`: a number typed as text, a chosen parent's id, an optional switch.
	var isNSNumberInViewModel: Bool {
		guard let input = input else { return false }
		return input.readsNumber || input.control == .chooser || (input.isOptional && type == .bool)
	}

	/// The View Model's type: an `NSNumber?` (above), an optional date a `Date?`, a file the
	/// `URL?` the app sets (its path held by the Interactor and Connector).
	var viewModelType: String {
		guard !attachesFile else { return "URL?" }
		guard !isNSNumberInViewModel else { return "NSNumber?" }
		return type.rawValue + (input?.isOptional ?? false ? "?" : "")
	}

	/// From the View Model's type to the stored one: `?.intValue`, or nothing.
	var viewModelConversion: String {
		guard !attachesFile else { return "?.path" }
		guard isNSNumberInViewModel else { return "" }
		switch type {
		case .int: return "?.intValue"
		case .int64: return "?.int64Value"
		case .double: return "?.doubleValue"
		default: return "?.boolValue"
		}
	}
}

extension Input {

	func context(of value: ScreenletValue) -> TemplateValue {
		let isChoice = control == .segmentedControl
		let choiceLiterals = choices.map { value.type == .string ? SwiftLiteral.string($0.value) : $0.value }
		let clearedValue = value.isClearedAfterAdd ? (attachesFile ? "nil" : isChoice ? value.type.zeroLiteral : "\"\"") : nil
		return .object([
			"viewModelType": value.viewModelType.templateValue,
			"isOptional": isOptional.templateValue,
			"isWholeNumber": (readsNumber && value.type != .double).templateValue,
			"setFlag": setFlag.templateValue,
			"setMethod": setMethod.templateValue,
			"picksDay": picksDay.templateValue,
			"outlet": outlet.templateValue,
			"controlClass": control.className.templateValue,
			"isText": (control == .textField && value.type == .string).templateValue,
			"isNumber": (control == .textField && value.type.isNumeric).templateValue,
			"isSwitch": (control == .switchControl).templateValue,
			"isMultiline": (control == .textView).templateValue,
			"isDate": (control == .datePicker).templateValue,
			"isChoice": isChoice.templateValue,
			"isChoiceGroup": (control == .switchGroup).templateValue,
			"isFile": attachesFile.templateValue,
			"isChooser": (chooser != nil).templateValue,
			"choices": .list(zip(choices.indices, choices).map { index, choice in choice.context(index: index, literal: choiceLiterals[index]) }),
			"choicesLiteral": ("[" + choiceLiterals.joined(separator: ", ") + "]").templateValue,
			"placeholderXML": XMLText.attribute(label).templateValue,
			"labelKeyLiteral": SwiftLiteral.string(labelKey).templateValue,
			"captionOutlet": captionOutlet.templateValue,
			"keyboardType": value.type.keyboardType.templateValue,
			"filledExpression": filledExpression(of: value).templateValue,
			"changeEvent": (requirement?.changeEvent).templateValue,
			"clearedValue": clearedValue.templateValue,
		])
	}

	/// True while the control holds a value: `!(titleTextField?.text ?? "").isEmpty`, or a
	/// number's text that reads as one (or, optional, none), or a parent chosen (the View's member).
	func filledExpression(of value: ScreenletValue) -> String? {
		let whole = value.type != .double
		switch requirement {
		case .textEntered?: return "!(\(outlet)?.text ?? \"\").isEmpty"
		case .segmentSelected?: return "(\(outlet)?.selectedSegmentIndex ?? UISegmentedControl.noSegment) != UISegmentedControl.noSegment"
		case .numberTyped(let optional)?: return "NumberText(\(outlet)?.text, whole: \(whole)).\(optional ? "isEmptyOrNumber" : "isNumber")"
		case .entryChosen?: return "\(SwiftIdentifier.escaped(value.name)) != nil"
		case nil: return nil
		}
	}
}

extension InputRequirement {

	/// The control event that reports a change; nil for a chooser, whose View reports it.
	var changeEvent: String? {
		switch self {
		case .textEntered, .numberTyped: return "editingChanged"
		case .segmentSelected: return "valueChanged"
		case .entryChosen: return nil
		}
	}
}

extension InputControl {

	var className: String {
		switch self {
		case .textField: return "UITextField"
		case .textView: return "UITextView"
		case .switchControl: return "UISwitch"
		case .datePicker: return "UIDatePicker"
		case .segmentedControl: return "UISegmentedControl"
		case .switchGroup: return "UISwitch"
		case .fileLabel: return "UILabel"
		case .chooser: return "UIButton"
		}
	}
}

extension ValueType {

	/// UIKit's keyboard for a text field of this type.
	var keyboardType: String {
		return self == .double ? "decimalPad" : (isNumeric ? "numberPad" : "default")
	}
}

extension Choice {

	func context(index: Int, literal: String) -> TemplateValue {
		return .object([
			"index": index.templateValue,
			"valueLiteral": literal.templateValue,
			"titleXML": XMLText.attribute(title).templateValue,
			"titleKeyLiteral": SwiftLiteral.string(titleKey).templateValue,
			"switchOutlet": switchOutlet.templateValue,
			"labelOutlet": labelOutlet.templateValue,
		])
	}
}

extension StringsTable {

	var context: TemplateValue {
		return .object([
			"tableLiteral": SwiftLiteral.string(table).templateValue,
			"fileName": fileName.templateValue,
			"invalidAnswerKeyLiteral": SwiftLiteral.string(StringsTable.invalidAnswerKey).templateValue,
			"loginRequiredKeyLiteral": SwiftLiteral.string(StringsTable.loginRequiredKey).templateValue,
			"entries": .list(entries.map { entry in
				.object(["line": "\(StringsFileText.quoted("\(table)-\(entry.key)")) = \(StringsFileText.quoted(entry.text));".templateValue])
			}),
		])
	}
}

/// Text in a `.strings` file (an old-style property list): the only place that escapes for it.
enum StringsFileText {

	static func quoted(_ text: String) -> String {
		return SwiftLiteral.quoted(text) { scalar in
			let hex = String(scalar.value, radix: 16, uppercase: true)
			return "\\U" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
		}
	}
}
