// Scenarios of Examples/tasks.json's Android twin: the add form's parent chooser (the Project
// Object's entries, `choosers`), named as the iOS ones they share (Runtime/Scenarios/tasks.swift):
// the portal is asked exactly the same. The form's button loads the projects (sorted by name,
// cached) and shows their names in a dialog: a tap on one chooses it, None chooses none, Cancel
// keeps the choice. A failed load is told to the app's listener through error().
package com.example.screens;

import android.widget.Button;
import android.widget.EditText;
import com.example.screens.interactor.AddProjectTaskListener;
import com.example.screens.view.AddProjectTaskView;
import java.util.Locale;
import screenletgen.runtime.HeadlessPortal;
import screenletgen.runtime.RuntimeAttributes;
import screenletgen.runtime.RuntimeCache;
import screenletgen.runtime.RuntimeContext;
import screenletgen.runtime.RuntimeQueue;
import screenletgen.runtime.Screen;
import screenletgen.runtime.ShownDialog;
import screenletgen.runtime.Transcript;

public final class TasksScenarios {

	static final class Recorder implements AddProjectTaskListener {
		@Override
		public void onAddProjectTaskSuccess(ProjectTask task) {
			Transcript.record("onAddProjectTaskSuccess: " + task.getTitle() + " of project " + task.getProjectId());
		}

		@Override
		public void onAddProjectTaskFailure(Exception e) {
			Transcript.record("onAddProjectTaskFailure: " + e);
		}

		@Override
		public void error(Exception e, String userAction) {
			Transcript.record("error: " + userAction + ": " + e);
		}
	}

	static HeadlessPortal.HeadlessObject projects() {
		return HeadlessPortal.define("projects");
	}

	static HeadlessPortal.HeadlessObject tasks() {
		return HeadlessPortal.define("tasks").picklist("priority", "low", "Low", "normal", "Normal", "urgent", "Urgent")
			.picklist("labels", "design", "Design", "backend", "Back end", "mobile", "Mobile");
	}

	static HeadlessPortal.Entry addProject(HeadlessPortal.HeadlessObject projects, String name) {
		return projects.add(HeadlessPortal.values("name", name));
	}

	/** Each project with the titles of its tasks, as the iOS scenarios write them. */
	static void recordProjects(HeadlessPortal.HeadlessObject projects, HeadlessPortal.HeadlessObject tasks) {
		for (HeadlessPortal.Entry project : projects.entries) {
			StringBuilder titles = new StringBuilder();
			for (HeadlessPortal.Entry task : tasks.entries) {
				if (task.values.optLong("r_projectTasks_c_projectId", -1) == project.id) {
					titles.append(titles.length() == 0 ? "" : ", ").append(Screen.quoted(task.values.optString("title")));
				}
			}
			Transcript.record("portal: project " + project.id + " " + Screen.quoted(project.values.optString("name")) + ": " + titles);
		}
	}

	static AddProjectTaskScreenlet makeAddForm() {
		AddProjectTaskScreenlet screenlet = new AddProjectTaskScreenlet(RuntimeContext.application(), new RuntimeAttributes());
		screenlet.setListener(new Recorder());
		Screen.attach(screenlet);
		return screenlet;
	}

	/** The form as the app's activity makes it in onCreate: its id in the app's layout (Android saves a screen's state under its views' ids), its listener; not yet attached. */
	static AddProjectTaskScreenlet madeInOnCreate() {
		AddProjectTaskScreenlet screenlet = new AddProjectTaskScreenlet(RuntimeContext.application(), new RuntimeAttributes());
		screenlet.setId(0x7f0a0fff);
		screenlet.setListener(new Recorder());
		return screenlet;
	}

	static AddProjectTaskView view(AddProjectTaskScreenlet screenlet) {
		return (AddProjectTaskView) screenlet.findViewById(R.id.title).getParent();
	}

	/** Taps the form's project button: the dialog it shows, recorded, or what happened instead. */
	static ShownDialog openProjectChooser(AddProjectTaskScreenlet screenlet) {
		Screen.tap(screenlet.findViewById(R.id.project_id));
		RuntimeQueue.drain();
		ShownDialog dialog = ShownDialog.current();
		Transcript.record(dialog == null ? "dialog: none shown" : dialog.describe());
		return dialog;
	}

	static void recordButton(AddProjectTaskScreenlet screenlet) {
		Button button = screenlet.findViewById(R.id.project_id);
		Transcript.record("button: " + Screen.quoted(String.valueOf(button.getText())) + " enabled=" + button.isEnabled()
			+ " projectId=" + view(screenlet).getProjectId());
	}

	static void tapAdd(AddProjectTaskScreenlet screenlet) {
		Screen.tap(screenlet.findViewById(R.id.add_project_task_button));
		RuntimeQueue.drain();
	}

	/** Types a title, chooses a project by its name in the dialog (null: none chosen) and taps the form's button. */
	static void addTask(String title, String project) {
		AddProjectTaskScreenlet screenlet = makeAddForm();
		Screen.type((EditText) screenlet.findViewById(R.id.title), title);
		if (project != null) {
			openProjectChooser(screenlet).tap(project);
			recordButton(screenlet);
		}
		tapAdd(screenlet);
	}

	public static void main(String[] arguments) {
		Locale.setDefault(Locale.ENGLISH);
		Screen.scenario("add: a project chosen by name is the task's: the sheet lists the projects sorted by name, None first; its id sent, the portal keeps the task under it", () -> {
			HeadlessPortal.HeadlessObject projects = projects();
			HeadlessPortal.HeadlessObject tasks = tasks();
			addProject(projects, "Gemini");
			addProject(projects, "Apollo");
			addTask("Launch", "Gemini");
			recordProjects(projects, tasks);
		});
		Screen.scenario("add: an id of 0 the app sets is the input's message, nothing sent", () -> {
			HeadlessPortal.HeadlessObject projects = projects();
			HeadlessPortal.HeadlessObject tasks = tasks();
			addProject(projects, "Apollo");
			AddProjectTaskScreenlet screenlet = makeAddForm();
			Screen.type((EditText) screenlet.findViewById(R.id.title), "Launch");
			view(screenlet).setProjectId(0L);
			recordButton(screenlet);
			tapAdd(screenlet);
			recordProjects(projects, tasks);
		});
		Screen.scenario("add: no project chosen, or None chosen after one: a task of none, the field left out", () -> {
			HeadlessPortal.HeadlessObject projects = projects();
			HeadlessPortal.HeadlessObject tasks = tasks();
			addProject(projects, "Apollo");
			addTask("Loose end", null);
			AddProjectTaskScreenlet screenlet = makeAddForm();
			Screen.type((EditText) screenlet.findViewById(R.id.title), "Chosen, then not");
			openProjectChooser(screenlet).tap("Apollo");
			openProjectChooser(screenlet).tap("None");
			recordButton(screenlet);
			tapAdd(screenlet);
			recordProjects(projects, tasks);
		});
		Screen.scenario("chooser, rotated (Android only): the project chosen stays chosen on the form made again, its button still shows its name, and the add sends its id", () -> {
			HeadlessPortal.HeadlessObject projects = projects();
			HeadlessPortal.HeadlessObject tasks = tasks();
			addProject(projects, "Gemini");
			addProject(projects, "Apollo");
			AddProjectTaskScreenlet screenlet = madeInOnCreate();
			Screen.attach(screenlet);
			Screen.type((EditText) screenlet.findViewById(R.id.title), "Launch");
			openProjectChooser(screenlet).tap("Apollo");
			AddProjectTaskScreenlet rotated = Screen.rotate(screenlet, TasksScenarios::madeInOnCreate);
			recordButton(rotated);
			tapAdd(rotated);
			recordProjects(projects, tasks);
		});
		Screen.scenario("chooser: cancelled, the choice stays; no projects, the sheet says so", () -> {
			HeadlessPortal.HeadlessObject projects = projects();
			tasks();
			AddProjectTaskScreenlet screenlet = makeAddForm();
			openProjectChooser(screenlet).tap("Cancel");
			HeadlessPortal.Entry apollo = addProject(projects, "Apollo");
			openProjectChooser(screenlet).tap("Apollo");
			openProjectChooser(screenlet).tap("Cancel");
			recordButton(screenlet);
			Transcript.record("(Apollo is " + apollo.id + ")");
		});
		Screen.scenario("chooser offline: the projects loaded online are offered from the cache; never loaded, the load's failure and no sheet", () -> {
			HeadlessPortal.HeadlessObject projects = projects();
			tasks();
			addProject(projects, "Apollo");
			AddProjectTaskScreenlet screenlet = makeAddForm();
			openProjectChooser(screenlet).tap("Cancel");
			HeadlessPortal.offline = true;
			openProjectChooser(screenlet).tap("Apollo");
			recordButton(screenlet);
			RuntimeCache.reset();
			Transcript.record("-- the cache emptied");
			openProjectChooser(screenlet);
			recordButton(screenlet);
		});
		Screen.scenario("chooser: a project with no name (or a name that is no text) is offered by its id, as the iOS sheet offers it", () -> {
			HeadlessPortal.HeadlessObject projects = projects();
			tasks();
			addProject(projects, "Apollo");
			projects.add(HeadlessPortal.values("name", ""));
			projects.add(HeadlessPortal.values("name", 7));
			AddProjectTaskScreenlet screenlet = makeAddForm();
			openProjectChooser(screenlet).tap("41970");
			recordButton(screenlet);
		});
		Screen.scenario("chooser: a user who may not view the projects meets the portal's refusal (a GET's 404), told to the delegate in its words; no sheet", () -> {
			HeadlessPortal.HeadlessObject projects = projects();
			tasks();
			addProject(projects, "Apollo");
			AddProjectTaskScreenlet screenlet = makeAddForm();
			HeadlessPortal.failNext(404);
			openProjectChooser(screenlet);
			recordButton(screenlet);
		});
	}
}
