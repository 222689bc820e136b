/// What a parent's chooser shows the templates: its read's interactor, event and listener
/// (`Android/Action/Choices*.java`), and the screenlet's, View Model's and View's members for it.
extension AndroidActionContext {

	func chooser(_ chooser: AndroidChooser) -> TemplateValue {
		let model = chooser.chooser
		let input = chooser.input
		var request = JavaHeadlessRequest(requestClass: requestClass ?? "", call: model.page) { JavaArgument.contextValue($0) }
		request.ownBasePath = self.request?.basePath
		let parent = model.parent.parentName
		return .object([
			"interactorClass": chooser.interactorClass.templateValue,
			"eventClass": chooser.eventClass.templateValue,
			"listenerClass": chooser.listenerClass.templateValue,
			"constant": chooser.constant.templateValue,
			"nameLiteral": JavaLiteral.string(model.actionName).templateValue,
			"successMethod": chooser.successMethod.templateValue,
			"failureMethod": chooser.failureMethod.templateValue,
			"runMethod": chooser.runMethod.templateValue,
			"showMethod": model.showMethod.templateValue,
			"isViewActionCondition": AndroidActionContext.isAction(chooser.constant, outside: twin.className).templateValue,
			"parentName": parent.templateValue,
			"inputName": input.value.name.templateValue,
			"description": request.description.templateValue,
			"callStatement": request.statements(assigning: "answer").templateValue,
			"titleFieldLiteral": JavaLiteral.string(model.parent.titleField).templateValue,
			// Screens' cache is kept per site and user already: the read's name is its key.
			"cacheKeyLiteral": JavaLiteral.string(model.actionName).templateValue,
			// The View: the chosen id, the titles offered by id, the button that shows the chosen one's.
			"variable": input.variable.templateValue,
			"titlesField": model.titlesMember.templateValue,
			"titleMethod": (input.variable + "Title").templateValue,
			"buttonField": widgetField(input).templateValue,
			"setter": input.setter.templateValue,
			"tellsButtons": (input.value.input?.requirement != nil).templateValue,
			"caption": strings.name(input.value.input?.labelKey ?? "").templateValue,
			"chooseText": strings.name(model.chooseKey).templateValue,
			"emptyText": strings.name(model.emptyKey).templateValue,
			"noChoiceText": model.noChoiceKey.map { strings.name($0) }.templateValue,
			"cancelText": strings.name(model.cancelKey).templateValue,
			"progressText": strings.name(model.progressKey).templateValue,
			"errorText": strings.name(model.failureKey).templateValue,
			"invalidAnswerMessage": strings.name(StringsTable.invalidAnswerKey).templateValue,
			"interactorImports": [
				"\(package).\(requestClass ?? "")", "\(package).R", "com.liferay.mobile.screens.base.interactor.BaseCacheReadInteractor",
				"com.liferay.mobile.screens.context.LiferayScreensContext", "java.util.ArrayList", "org.json.JSONArray", "org.json.JSONObject",
			].sorted().templateValue,
		])
	}
}
