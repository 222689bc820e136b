/// Choosers (issue 38): an input sent to a many-to-one field that `choosers` names is chosen
/// among the parent Object's entries. The screenlet reads one page of them as an action of its
/// own (a cached read), and the View offers their titles; the View holds the chosen id.
extension ModelBuilder {

	/// Decides each chooser input's read, its classes and the View's members for it, named
	/// around the screenlet's and the View's other names.
	func decideChoosers(_ inputs: inout [ScreenletValue], specs: [ValueSpec], screenlet name: String, view: inout ClassNamespace) {
		for index in inputs.indices {
			guard let parent = specs[index].parentChoice, var input = inputs[index].input else {
				continue
			}
			let inputName = specs[index].name.value
			let base = ModelBuilder.chooserBase(inputName)
			let actionName = ModelBuilder.chooserActionName(inputName)
			// Claimed in this order: the View's method, the button's action, the titles.
			let showMethod = view.claimFirstFree(["show\(base)Choices", "show\(base)ChoicesSheet"]) { $0.takesProperty($1) || $0.takesAction($1) }
			let buttonMethod = view.claimFirstFree(["choose\(base)", "choose\(base)Entry"]) { $0.takesProperty($1) || $0.takesAction($1) }
			var chooser = InputChooser(
				parent: parent,
				actionName: actionName,
				classBase: "\(name)\(base)Choices",
				showMethod: showMethod,
				titlesMember: view.claimFirstFree([Words.lowerCamel(base) + "Titles", Words.lowerCamel(base) + "ChoiceTitles"]) { $0.takesProperty($1) },
				chooseKey: "\(inputName)-choose",
				emptyKey: "\(inputName)-no-choices",
				noChoiceKey: input.isOptional ? "\(inputName)-no-choice" : nil,
				cancelKey: "cancel",
				progressKey: "\(actionName)-progress",
				failureKey: "\(actionName)-error",
				page: HeadlessCall(method: .get, basePath: parent.basePath,
					path: ModelBuilder.pathParts(parent.pagePath, arguments: ["scopeKey": .value(.groupId, .text)]),
					query: [("page", "1"), ("pageSize", String(InputChooser.pageSize)), ("sort", parent.titleField + ":asc")].map {
						HeadlessCall.NamedValue(name: $0.0, value: .literal(.string($0.1), as: nil))
					},
					body: [], answer: .page, sendsExternalReferenceCode: false))
			chooser.buttonMethod = buttonMethod
			input.chooser = chooser
			if !input.isOptional {
				input.requirement = .entryChosen
			}
			inputs[index].input = input
		}
	}

	/// `Project` for the input `projectId`: what its classes and members are named after.
	static func chooserBase(_ inputName: String) -> String {
		return Words.capitalized(inputName.hasSuffix("Id") && inputName.count > 2 ? String(inputName.dropLast(2)) : inputName)
	}

	/// `load-project-choices`: the screenlet's action that reads the choices of `projectId`.
	static func chooserActionName(_ inputName: String) -> String {
		return "load-\(Words.camelCaseWords(chooserBase(inputName)).map { $0.lowercased() }.joined(separator: "-"))-choices"
	}

	/// A chooser's texts, after its caption.
	static func addStrings(of chooser: InputChooser, to strings: inout StringsTableBuilder) {
		strings.add(chooser.chooseKey, InputChooser.chooseText)
		strings.add(chooser.emptyKey, "Nothing to choose from")
		if let key = chooser.noChoiceKey {
			strings.add(key, "None")
		}
		strings.add(chooser.cancelKey, "Cancel")
		strings.add(chooser.progressKey, "Loading...")
		strings.add(chooser.failureKey, "Could not load the choices")
	}
}
