/// A parent's chooser in Java (a headless spec's many-to-one input): the read of the parent's
/// entries as an action of the screenlet, with its own interactor, event and listener
/// (`AddProjectTaskProjectChoicesInteractor`, `…Event`, `…Listener`), which the screenlet
/// implements beside its own: the app's listener hears a failed read through `error`, as the
/// iOS delegate hears it through `onLoadProjectChoicesError`. The View's button and dialog hold
/// the chosen id.
struct AndroidChooser: AndroidChooserNaming {
	var chooser: InputChooser
	/// The input the chosen id is: the View Model's accessors, the View's field.
	var input: AndroidValue

	/// `LOAD_PROJECT_CHOICES_ACTION`
	var constant: String { return AndroidNames.actionConstant(chooser.actionName) }
	/// The listener's methods: `onLoadProjectChoicesSuccess`, `onLoadProjectChoicesFailure`.
	var successMethod: String { return "on\(chooser.prefix)Success" }
	var failureMethod: String { return "on\(chooser.prefix)Failure" }
	/// The screenlet's method that starts the read: `loadProjectChoices`.
	var runMethod: String { return Words.lowerCamel(kebab: chooser.actionName) }
}

/// The Java names of a chooser's classes, from the model's chooser alone (`AndroidChooserNames`).
protocol AndroidChooserNaming {
	var chooser: InputChooser { get }
}

extension AndroidChooserNaming {
	/// `AddProjectTaskProjectChoicesInteractor`, as the model names it.
	var interactorClass: String { return chooser.interactorClass }
	var eventClass: String { return chooser.classBase + "Event" }
	var listenerClass: String { return chooser.classBase + "Listener" }
}

/// A chooser's names only.
struct AndroidChooserNames: AndroidChooserNaming {
	let chooser: InputChooser
}
