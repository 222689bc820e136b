/// The service class's template data, written out as the template context is (Context/), not reflected.
extension ServiceClassModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"className": className.templateValue,
			"name": name.templateValue,
			"discoveryFile": discoveryFile.templateValue,
			"methods": methods.templateValue,
			"skipped": skipped.templateValue,
		])
	}
}

extension ServiceClassModel.Skipped: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object(["reason": reason.templateValue])
	}
}

extension ServiceMethodModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"base": base.templateValue,
			"parameters": parameters.templateValue,
			"returnType": returnType.templateValue,
			"returnsVoid": returnsVoid.templateValue,
			"returnsBoolean": returnsBoolean.templateValue,
			"returnsValue": returnsValue.templateValue,
			"hasPlainParameters": hasPlainParameters.templateValue,
			"plainParameters": plainParameters.templateValue,
			"wrappers": wrappers.templateValue,
			"pathLiteral": pathLiteral.templateValue,
		])
	}
}

extension ServiceMethodModel.Parameter: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object(["keyLiteral": keyLiteral.templateValue, "value": value.templateValue])
	}
}

extension ServiceMethodModel.Wrapper: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object(["keyLiteral": keyLiteral.templateValue, "classLiteral": classLiteral.templateValue, "name": name.templateValue])
	}
}
