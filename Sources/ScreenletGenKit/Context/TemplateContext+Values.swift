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
			"swiftType": type.rawValue.templateValue,
			"defaultValue": type.zeroLiteral.templateValue,
			"keyLiteral": keyLiteral.templateValue,
			"cacheValue": type.cacheValue(stored).templateValue,
			"cacheAttributeDecoder": type.cacheAttributeDecoder(keyLiteral).templateValue,
			"fallback": fallback?.rawValue.templateValue ?? .missing,
			"validatesPositive": (validation?.rule == .positive).templateValue,
			"validatesNotEmpty": (validation?.rule == .notEmpty).templateValue,
			"messageLiteral": validation.map { SwiftLiteral.string($0.message) }.templateValue,
			"messageKeyLiteral": validation.map { SwiftLiteral.string($0.messageKey) }.templateValue,
			"isInput": isInput.templateValue,
			"input": input.map { $0.context(of: self) } ?? .missing,
		])
	}
}

extension Input {

	func context(of value: ScreenletValue) -> TemplateValue {
		let isChoice = control == .segmentedControl
		let choiceLiterals = choices.map { value.type == .string ? SwiftLiteral.string($0.value) : $0.value }
		let clearedValue = value.isClearedAfterAdd ? (isChoice ? value.type.zeroLiteral : "\"\"") : nil
		return .object([
			"outlet": outlet.templateValue,
			"controlClass": control.className.templateValue,
			"isText": (control == .textField && value.type == .string).templateValue,
			"isNumber": (control == .textField && value.type.isNumeric).templateValue,
			"isSwitch": (control == .switchControl).templateValue,
			"isMultiline": (control == .textView).templateValue,
			"isDate": (control == .datePicker).templateValue,
			"isChoice": isChoice.templateValue,
			"choices": .list(zip(choices.indices, choices).map { index, choice in choice.context(index: index, literal: choiceLiterals[index]) }),
			"choicesLiteral": ("[" + choiceLiterals.joined(separator: ", ") + "]").templateValue,
			"placeholderXML": XMLText.attribute(label).templateValue,
			"labelKeyLiteral": SwiftLiteral.string(labelKey).templateValue,
			"captionOutlet": captionOutlet.templateValue,
			"keyboardType": value.type.keyboardType.templateValue,
			"filledExpression": filledExpression.templateValue,
			"changeEvent": requirement?.changeEvent.templateValue ?? .missing,
			"clearedValue": clearedValue.templateValue,
		])
	}

	/// True while the control holds a value: `!(titleTextField?.text ?? "").isEmpty`.
	var filledExpression: String? {
		switch requirement {
		case .textEntered?: return "!(\(outlet)?.text ?? \"\").isEmpty"
		case .segmentSelected?: return "(\(outlet)?.selectedSegmentIndex ?? UISegmentedControl.noSegment) != UISegmentedControl.noSegment"
		case nil: return nil
		}
	}
}

extension InputRequirement {

	/// The control event that reports a change.
	var changeEvent: String {
		switch self {
		case .textEntered: return "editingChanged"
		case .segmentSelected: return "valueChanged"
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
