/// A template context as JSON, members in the order templates see them: what a template
/// author reads to know the names (`Documentation/Templates.md`), and what the context
/// fixtures under `Tests/ScreenletGenKitTests/Fixtures/Context` hold, one per example.
extension TemplateValue {

	/// Tab-indented; a value a template would find missing is `null`.
	public var jsonText: String {
		var text = ""
		write(to: &text, indent: "")
		return text + "\n"
	}

	private func write(to text: inout String, indent: String) {
		switch self {
		case .string(let string):
			TemplateValue.writeQuoted(string, to: &text)
		case .bool(let flag):
			text += flag ? "true" : "false"
		case .missing:
			text += "null"
		case .list(let items):
			guard !items.isEmpty else {
				text += "[]"
				return
			}
			text += "[\n"
			for (index, item) in items.enumerated() {
				text += indent + "\t"
				item.write(to: &text, indent: indent + "\t")
				text += index == items.count - 1 ? "\n" : ",\n"
			}
			text += indent + "]"
		case .object(let object):
			guard object.count > 0 else {
				text += "{}"
				return
			}
			text += "{\n"
			for (index, member) in object.enumerated() {
				text += indent + "\t"
				TemplateValue.writeQuoted(member.key, to: &text)
				text += ": "
				member.value.write(to: &text, indent: indent + "\t")
				text += index == object.count - 1 ? "\n" : ",\n"
			}
			text += indent + "}"
		}
	}

	private static func writeQuoted(_ string: String, to text: inout String) {
		text += "\""
		for scalar in string.unicodeScalars {
			switch scalar {
			case "\"": text += "\\\""
			case "\\": text += "\\\\"
			case "\n": text += "\\n"
			case "\r": text += "\\r"
			case "\t": text += "\\t"
			default:
				if scalar.value < 0x20 {
					let hex = String(scalar.value, radix: 16)
					text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
				}
				else {
					text.unicodeScalars.append(scalar)
				}
			}
		}
		text += "\""
	}
}
