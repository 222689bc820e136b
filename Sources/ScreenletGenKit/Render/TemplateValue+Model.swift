/// How the model becomes template data: stored properties become keys, arrays lists,
/// optionals missing when nil. Written out rather than reflected with `Mirror`, which cost
/// a third of a run's CPU; `TemplateDataTests` holds every key against reflection, so a
/// property added to the model and forgotten here fails the tests.
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

extension GenerationModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"specFile": specFile.templateValue,
			"entity": entity.templateValue,
			"module": module.templateValue,
			"lists": lists.templateValue,
			"actionScreenlets": actionScreenlets.templateValue,
			"generatesAsync": generatesAsync.templateValue,
			"generatesSwiftUI": generatesSwiftUI.templateValue,
		])
	}
}

extension EntityModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"className": className.templateValue,
			"objcName": objcName.templateValue,
			"variableName": variableName.templateValue,
			"pluralVariableName": pluralVariableName.templateValue,
			"attributes": attributes.templateValue,
			"requiredAttributes": requiredAttributes.templateValue,
		])
	}
}

extension RequiredAttributeModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"keyLiteral": keyLiteral.templateValue,
			"serverType": serverType.templateValue,
		])
	}
}

extension AttributeModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"name": name.templateValue,
			"keyLiteral": keyLiteral.templateValue,
			"swiftType": swiftType.templateValue,
			"isOptional": isOptional.templateValue,
			"isOverride": isOverride.templateValue,
			"isNonObjC": isNonObjC.templateValue,
			"overrideDefault": overrideDefault.templateValue,
			"castOperator": castOperator.templateValue,
			"isDate": isDate.templateValue,
		])
	}
}

extension ValueModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"name": name.templateValue,
			"label": label.templateValue,
			"storedName": storedName.templateValue,
			"parameter": parameter.templateValue,
			"swiftType": swiftType.templateValue,
			"defaultValue": defaultValue.templateValue,
			"keyLiteral": keyLiteral.templateValue,
			"cacheValue": cacheValue.templateValue,
			"cacheAttributeDecoder": cacheAttributeDecoder.templateValue,
			"fallback": fallback.templateValue,
			"validatesPositive": validatesPositive.templateValue,
			"validatesNotEmpty": validatesNotEmpty.templateValue,
			"messageLiteral": messageLiteral.templateValue,
			"messageKeyLiteral": messageKeyLiteral.templateValue,
			"isInput": isInput.templateValue,
			"input": input.templateValue,
		])
	}
}

extension InputModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"outlet": outlet.templateValue,
			"controlClass": controlClass.templateValue,
			"isText": isText.templateValue,
			"isNumber": isNumber.templateValue,
			"isSwitch": isSwitch.templateValue,
			"isMultiline": isMultiline.templateValue,
			"isDate": isDate.templateValue,
			"isChoice": isChoice.templateValue,
			"choices": choices.templateValue,
			"choicesLiteral": choicesLiteral.templateValue,
			"placeholderXML": placeholderXML.templateValue,
			"labelKeyLiteral": labelKeyLiteral.templateValue,
			"captionOutlet": captionOutlet.templateValue,
			"keyboardType": keyboardType.templateValue,
			"filledExpression": filledExpression.templateValue,
			"changeEvent": changeEvent.templateValue,
			"clearedValue": clearedValue.templateValue,
		])
	}
}

extension FormFieldModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"input": input.templateValue,
			"expression": expression.templateValue,
		])
	}
}

extension ChoiceModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"index": index.templateValue,
			"valueLiteral": valueLiteral.templateValue,
			"titleXML": titleXML.templateValue,
			"titleKeyLiteral": titleKeyLiteral.templateValue,
		])
	}
}

extension ArgumentModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"label": label.templateValue,
			"expression": expression.templateValue,
		])
	}
}

extension CallModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"serviceClass": serviceClass.templateValue,
			"methodBase": methodBase.templateValue,
			"arguments": arguments.templateValue,
			"swiftName": swiftName.templateValue,
			"readsSessionContext": readsSessionContext.templateValue,
		])
	}
}

extension ListModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"name": name.templateValue,
			"strings": strings.templateValue,
			"loadingKeyLiteral": loadingKeyLiteral.templateValue,
			"screenletClass": screenletClass.templateValue,
			"delegateProtocol": delegateProtocol.templateValue,
			"delegateProperty": delegateProperty.templateValue,
			"interactorClass": interactorClass.templateValue,
			"connectorClass": connectorClass.templateValue,
			"viewClass": viewClass.templateValue,
			"properties": properties.templateValue,
			"validations": validations.templateValue,
			"hasInspectables": hasInspectables.templateValue,
			"offline": offline.templateValue,
			"streams": streams.templateValue,
			"page": page.templateValue,
			"count": count.templateValue,
			"readsSessionContext": readsSessionContext.templateValue,
			"responseLabel": responseLabel.templateValue,
			"errorLabel": errorLabel.templateValue,
			"selectedLabel": selectedLabel.templateValue,
			"cacheKeyLiteral": cacheKeyLiteral.templateValue,
			"loadsOnce": loadsOnce.templateValue,
			"ordersRows": ordersRows.templateValue,
			"cell": cell.templateValue,
			"xib": xib.templateValue,
			"collection": collection.templateValue,
			"tableCell": tableCell.templateValue,
			"changesInPlace": changesInPlace.templateValue,
			"swiftUIView": swiftUIView.templateValue,
		])
	}
}

extension CellModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"attribute": attribute.templateValue,
			"isString": isString.templateValue,
			"isOptional": isOptional.templateValue,
			"text": text.templateValue,
			"accessibilityIdentifierXML": accessibilityIdentifierXML.templateValue,
			"accessibilityIdentifierLiteral": accessibilityIdentifierLiteral.templateValue,
		])
	}
}

extension ListXIBModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"rootId": rootId.templateValue,
			"listId": listId.templateValue,
			"topConstraintId": topConstraintId.templateValue,
			"bottomConstraintId": bottomConstraintId.templateValue,
			"leadingConstraintId": leadingConstraintId.templateValue,
			"trailingConstraintId": trailingConstraintId.templateValue,
			"outletId": outletId.templateValue,
			"layoutId": layoutId.templateValue,
			"listAccessibilityIdentifierXML": listAccessibilityIdentifierXML.templateValue,
		])
	}
}

extension CollectionThemeModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"viewClass": viewClass.templateValue,
			"cellClass": cellClass.templateValue,
			"cellNib": cellNib.templateValue,
			"cellIdLiteral": cellIdLiteral.templateValue,
			"xib": xib.templateValue,
			"cellXIB": cellXIB.templateValue,
		])
	}
}

extension CellXIBModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"rootId": rootId.templateValue,
			"contentId": contentId.templateValue,
			"labelId": labelId.templateValue,
			"leadingConstraintId": leadingConstraintId.templateValue,
			"trailingConstraintId": trailingConstraintId.templateValue,
			"centerYConstraintId": centerYConstraintId.templateValue,
			"outletId": outletId.templateValue,
			"accessibilityIdentifierXML": accessibilityIdentifierXML.templateValue,
		])
	}
}

extension ActionScreenletModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"name": name.templateValue,
			"strings": strings.templateValue,
			"screenletClass": screenletClass.templateValue,
			"delegateProtocol": delegateProtocol.templateValue,
			"delegateProperty": delegateProperty.templateValue,
			"viewModelProtocol": viewModelProtocol.templateValue,
			"viewClass": viewClass.templateValue,
			"properties": properties.templateValue,
			"inputs": inputs.templateValue,
			"actions": actions.templateValue,
			"hasInspectables": hasInspectables.templateValue,
			"hasProperties": hasProperties.templateValue,
			"isCallbackStyle": isCallbackStyle.templateValue,
			"formFields": formFields.templateValue,
			"syncedActions": syncedActions.templateValue,
			"cacheCollectionLiteral": cacheCollectionLiteral.templateValue,
			"fillFormMethod": fillFormMethod.templateValue,
			"updateButtonsMethod": updateButtonsMethod.templateValue,
			"inputChangeMethod": inputChangeMethod.templateValue,
			"xib": xib.templateValue,
			"swiftUIView": swiftUIView.templateValue,
		])
	}
}

extension ActionModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"nameLiteral": nameLiteral.templateValue,
			"constantName": constantName.templateValue,
			"interactorClass": interactorClass.templateValue,
			"connectorClass": connectorClass.templateValue,
			"interactorSuperclass": interactorSuperclass.templateValue,
			"isWrite": isWrite.templateValue,
			"cachesResult": cachesResult.templateValue,
			"fillsForm": fillsForm.templateValue,
			"usesCache": usesCache.templateValue,
			"cacheCollectionLiteral": cacheCollectionLiteral.templateValue,
			"cacheKeyExpression": cacheKeyExpression.templateValue,
			"cacheKeyIsStored": cacheKeyIsStored.templateValue,
			"cacheKeyPrefixLiteral": cacheKeyPrefixLiteral.templateValue,
			"cacheKeyIsPerItem": cacheKeyIsPerItem.templateValue,
			"factoryMethod": factoryMethod.templateValue,
			"isDefault": isDefault.templateValue,
			"values": values.templateValue,
			"validations": validations.templateValue,
			"call": call.templateValue,
			"resultIsEntity": resultIsEntity.templateValue,
			"resultIsRaw": resultIsRaw.templateValue,
			"resultIsNone": resultIsNone.templateValue,
			"resultProperty": resultProperty.templateValue,
			"resultType": resultType.templateValue,
			"successLabel": successLabel.templateValue,
			"successParameter": successParameter.templateValue,
			"failureLabel": failureLabel.templateValue,
			"buttonOutlet": buttonOutlet.templateValue,
			"buttonMethod": buttonMethod.templateValue,
			"enabledExpression": enabledExpression.templateValue,
			"clearsForm": clearsForm.templateValue,
			"buttonTitleXML": buttonTitleXML.templateValue,
			"buttonTitleKeyLiteral": buttonTitleKeyLiteral.templateValue,
			"progressKeyLiteral": progressKeyLiteral.templateValue,
			"failureKeyLiteral": failureKeyLiteral.templateValue,
		])
	}
}

extension ActionXIBModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"rootId": rootId.templateValue,
			"width": width.templateValue,
			"height": height.templateValue,
			"controls": controls.templateValue,
		])
	}
}

extension XIBControlModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"id": id.templateValue,
			"tag": tag.templateValue,
			"y": y.templateValue,
			"width": width.templateValue,
			"height": height.templateValue,
			"isTextField": isTextField.templateValue,
			"isSwitch": isSwitch.templateValue,
			"isButton": isButton.templateValue,
			"isTextView": isTextView.templateValue,
			"isDatePicker": isDatePicker.templateValue,
			"isSegmentedControl": isSegmentedControl.templateValue,
			"isCaption": isCaption.templateValue,
			"segments": segments.templateValue,
			"textXML": textXML.templateValue,
			"keyboardType": keyboardType.templateValue,
			"stretches": stretches.templateValue,
			"outlet": outlet.templateValue,
			"outletConnectionId": outletConnectionId.templateValue,
			"actionSelector": actionSelector.templateValue,
			"actionEvent": actionEvent.templateValue,
			"actionConnectionId": actionConnectionId.templateValue,
			"heightConstraintId": heightConstraintId.templateValue,
			"leadingConstraintId": leadingConstraintId.templateValue,
			"trailingConstraintId": trailingConstraintId.templateValue,
			"topConstraintId": topConstraintId.templateValue,
			"topItemId": topItemId.templateValue,
			"topItemAttribute": topItemAttribute.templateValue,
			"captionId": captionId.templateValue,
			"captionLeadingConstraintId": captionLeadingConstraintId.templateValue,
			"captionCenterYConstraintId": captionCenterYConstraintId.templateValue,
			"captionTrailingConstraintId": captionTrailingConstraintId.templateValue,
			"captionOutlet": captionOutlet.templateValue,
			"captionOutletConnectionId": captionOutletConnectionId.templateValue,
			"accessibilityIdentifierXML": accessibilityIdentifierXML.templateValue,
			"captionAccessibilityIdentifierXML": captionAccessibilityIdentifierXML.templateValue,
		])
	}
}

extension StringsTableModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"tableLiteral": tableLiteral.templateValue,
			"fileName": fileName.templateValue,
			"invalidAnswerKeyLiteral": invalidAnswerKeyLiteral.templateValue,
			"loginRequiredKeyLiteral": loginRequiredKeyLiteral.templateValue,
			"entries": entries.templateValue,
		])
	}
}

extension StringsEntryModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"line": line.templateValue,
		])
	}
}

extension ListChangesModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"addMethod": addMethod.templateValue,
			"updateMethod": updateMethod.templateValue,
			"deleteMethod": deleteMethod.templateValue,
			"identityAttribute": identityAttribute.templateValue,
			"identityLabel": identityLabel.templateValue,
			"identityType": identityType.templateValue,
		])
	}
}

extension TableCellModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"cellClass": cellClass.templateValue,
			"cellIdLiteral": cellIdLiteral.templateValue,
			"rootId": rootId.templateValue,
			"contentId": contentId.templateValue,
			"stackId": stackId.templateValue,
			"topConstraintId": topConstraintId.templateValue,
			"bottomConstraintId": bottomConstraintId.templateValue,
			"leadingConstraintId": leadingConstraintId.templateValue,
			"trailingConstraintId": trailingConstraintId.templateValue,
			"labels": labels.templateValue,
			"stackHeight": stackHeight.templateValue,
			"height": height.templateValue,
			"accessibilityIdentifierXML": accessibilityIdentifierXML.templateValue,
		])
	}
}

extension CellLabelModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"value": value.templateValue,
			"outlet": outlet.templateValue,
			"isTitle": isTitle.templateValue,
			"labelId": labelId.templateValue,
			"outletId": outletId.templateValue,
			"y": y.templateValue,
			"height": height.templateValue,
		])
	}
}

extension SwiftUIViewModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"name": name.templateValue,
			"properties": properties.templateValue,
			"hasOfflinePolicy": hasOfflinePolicy.templateValue,
			"takesComparator": takesComparator.templateValue,
			"closures": closures.templateValue,
		])
	}
}

extension SwiftUIPropertyModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"label": label.templateValue,
			"storedName": storedName.templateValue,
			"screenletProperty": screenletProperty.templateValue,
			"swiftType": swiftType.templateValue,
			"defaultValue": defaultValue.templateValue,
		])
	}
}

extension SwiftUIClosureModel: TemplateRepresentable {

	var templateValue: TemplateValue {
		return .object([
			"name": name.templateValue,
			"type": type.templateValue,
			"delegateMethod": delegateMethod.templateValue,
			"call": call.templateValue,
			"ignoresCancellation": ignoresCancellation.templateValue,
		])
	}
}
