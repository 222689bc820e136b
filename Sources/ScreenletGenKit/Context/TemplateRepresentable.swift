/// A value that becomes template data: strings, flags and numbers as text, arrays as lists,
/// nil as missing (a section that does not render).
protocol TemplateRepresentable {
	var templateValue: TemplateValue { get }
}

extension String: TemplateRepresentable {
	var templateValue: TemplateValue { return .string(self) }
}

extension Bool: TemplateRepresentable {
	var templateValue: TemplateValue { return .bool(self) }
}

extension Int: TemplateRepresentable {
	var templateValue: TemplateValue { return .string(String(self)) }
}

extension Array: TemplateRepresentable where Element: TemplateRepresentable {
	var templateValue: TemplateValue { return .list(map { $0.templateValue }) }
}

extension Optional: TemplateRepresentable where Wrapped: TemplateRepresentable {
	var templateValue: TemplateValue { return self?.templateValue ?? .missing }
}
