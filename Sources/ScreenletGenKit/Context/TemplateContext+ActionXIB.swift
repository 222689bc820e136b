/// The action View's nib: each input's control (a caption above the controls without a
/// placeholder, beside a switch), then a button per action, stacked top to bottom in a
/// 320-point view with 8-point margins.
extension ActionScreenlet {

	/// What one row of the View holds, and its height.
	private enum ControlKind {
		case textField, textView, switchControl, datePicker, segmentedControl, button
		/// A chooser's: a plain button that shows the chosen entry's title, as a text field shows its text.
		case chooserButton
		/// The label above a control that has no placeholder and no room for a caption beside it.
		case caption

		var height: Int {
			switch self {
			case .textField: return 40
			case .textView: return 80
			case .switchControl: return 31
			case .datePicker: return 162
			case .segmentedControl: return 29
			case .button: return 50
			case .chooserButton: return 40
			case .caption: return 21
			}
		}

		init(_ control: InputControl) {
			switch control {
			case .textField: self = .textField
			case .textView: self = .textView
			case .switchControl: self = .switchControl
			case .datePicker: self = .datePicker
			case .segmentedControl: self = .segmentedControl
			// Laid out a switch at a time (`xib`).
			case .switchGroup: self = .switchControl
			// A label, which shows the chosen file's name.
			case .fileLabel: self = .caption
			// A button that shows the chosen parent's title and offers the parents.
			case .chooser: self = .chooserButton
			}
		}
	}

	private struct Layout {
		var ids: XIBIdentifiers
		let rootId: String
		let width = 320
		let margin = 8
		var y = 8
		var controls: [TemplateValue] = []
		var previousId: String?
		var numbered = 0

		init(document: String) {
			ids = XIBIdentifiers(document: document)
			rootId = ids.id("root")
		}

		mutating func add(_ role: String, _ kind: ControlKind, text: String, keyboard: String = "default", outlet: String, captionOutlet: String? = nil,
				segments: [TemplateValue] = [], selector: String? = nil, event: String = "touchUpInside", identifier: String, captionIdentifier: String = "",
				picksDay: Bool = false) {
			// Tags number the controls a user acts on (`becomeFirstResponder()` looks for tag 1); captions have none.
			if kind != .caption {
				numbered += 1
			}
			let id = ids.id(role)
			controls.append(.object([
				"id": id.templateValue,
				"tag": (kind == .caption ? 0 : numbered).templateValue,
				"y": y.templateValue,
				"width": (kind == .switchControl ? 51 : width - 2 * margin).templateValue,
				"height": kind.height.templateValue,
				"isTextField": (kind == .textField).templateValue,
				"isSwitch": (kind == .switchControl).templateValue,
				"isButton": (kind == .button).templateValue,
				"isChooserButton": (kind == .chooserButton).templateValue,
				"isTextView": (kind == .textView).templateValue,
				"isDatePicker": (kind == .datePicker).templateValue,
				"isSegmentedControl": (kind == .segmentedControl).templateValue,
				"isCaption": (kind == .caption).templateValue,
				"segments": .list(segments),
				"datePickerMode": (picksDay ? "date" : "dateAndTime").templateValue,
				"textXML": text.templateValue,
				"keyboardType": keyboard.templateValue,
				// A switch keeps its own width.
				"stretches": (kind != .switchControl).templateValue,
				"outlet": outlet.templateValue,
				"outletConnectionId": ids.id(role, ".outlet").templateValue,
				"actionSelector": selector.templateValue,
				"actionEvent": event.templateValue,
				"actionConnectionId": ids.id(role, ".action").templateValue,
				"heightConstraintId": ids.id(role, ".height").templateValue,
				"leadingConstraintId": ids.id(role, ".leading").templateValue,
				"trailingConstraintId": ids.id(role, ".trailing").templateValue,
				"topConstraintId": ids.id(role, ".top").templateValue,
				"topItemId": (previousId ?? rootId).templateValue,
				"topItemAttribute": (previousId == nil ? "top" : "bottom").templateValue,
				"captionId": ids.id(role, ".caption").templateValue,
				"captionLeadingConstraintId": ids.id(role, ".caption.leading").templateValue,
				"captionCenterYConstraintId": ids.id(role, ".caption.centerY").templateValue,
				"captionTrailingConstraintId": ids.id(role, ".caption.trailing").templateValue,
				"captionOutlet": captionOutlet.templateValue,
				"captionOutletConnectionId": ids.id(role, ".caption.outlet").templateValue,
				"accessibilityIdentifierXML": XMLText.attribute(identifier).templateValue,
				"captionAccessibilityIdentifierXML": XMLText.attribute(captionIdentifier).templateValue,
			]))
			previousId = id
			y += kind.height + margin
		}
	}

	var xib: TemplateValue {
		var layout = Layout(document: viewClass)
		for value in inputs {
			guard let input = value.input else { continue }
			let role = "input.\(SwiftIdentifier.escaped(value.name))"
			let text = XMLText.attribute(input.label)
			// An optional date or switch tells the View when the person sets it.
			let set = input.setMethod.map { ("\($0):", "valueChanged") }
			// A switch group: its caption, then a switch for each choice with the choice's title beside it.
			if input.control == .switchGroup {
				if let caption = input.captionOutlet {
					layout.add("\(role).label", .caption, text: text, outlet: caption, identifier: input.captionAccessibilityIdentifier ?? "")
				}
				for choice in input.choices {
					layout.add("\(role).\(choice.value)", .switchControl, text: XMLText.attribute(choice.title), outlet: choice.switchOutlet ?? "", captionOutlet: choice.labelOutlet,
						identifier: choice.accessibilityIdentifier ?? "", captionIdentifier: choice.labelAccessibilityIdentifier ?? "")
				}
				continue
			}
			if input.control == .switchControl {
				layout.add(role, .switchControl, text: text, outlet: input.outlet, captionOutlet: input.captionOutlet, selector: set?.0, event: set?.1 ?? "",
					identifier: input.accessibilityIdentifier, captionIdentifier: input.captionAccessibilityIdentifier ?? "")
				continue
			}
			if let caption = input.captionOutlet {
				layout.add("\(role).label", .caption, text: text, outlet: caption, identifier: input.captionAccessibilityIdentifier ?? "")
			}
			let change = input.requirement.flatMap { requirement in
				inputChangeMethod.flatMap { method in requirement.changeEvent.map { ("\(method):", $0) } }
			} ?? set
			let literals = input.choices.map { value.type == .string ? SwiftLiteral.string($0.value) : $0.value }
			let segments = input.choices.indices.map { input.choices[$0].context(index: $0, literal: literals[$0]) }
			if let chooser = input.chooser {
				layout.add(role, .chooserButton, text: XMLText.attribute(InputChooser.chooseText), outlet: input.outlet, selector: "\(chooser.buttonMethod):", identifier: input.accessibilityIdentifier)
				continue
			}
			layout.add(role, ControlKind(input.control), text: text, keyboard: value.type.keyboardType, outlet: input.outlet, segments: segments,
				selector: change?.0, event: change?.1 ?? "", identifier: input.accessibilityIdentifier, picksDay: input.picksDay)
		}
		for action in actions {
			layout.add("action.\(action.buttonMethod)", .button, text: XMLText.attribute(action.buttonTitle), outlet: action.buttonOutlet,
				selector: "\(action.buttonMethod):", identifier: action.buttonAccessibilityIdentifier)
		}
		return .object([
			"rootId": layout.rootId.templateValue,
			"width": layout.width.templateValue,
			"height": layout.y.templateValue,
			"controls": .list(layout.controls),
		])
	}
}
