// Scenarios of Examples/project-task.json's Android twin: a project's tasks, a related list on
// the Project Object's relationship page (`GET /o/c/projects/{projectId}/projectTasks`) and by
// the project's code (`/by-external-reference-code/{code}/projectTasks`), named as the iOS ones
// they share (Runtime/Scenarios/project-task.swift): the portal is asked exactly the same.
package com.example.screens;

import com.example.screens.list.ProjectTasksByCodeScreenlet;
import com.example.screens.list.ProjectTasksScreenlet;
import java.util.List;
import java.util.Locale;
import screenletgen.runtime.HeadlessPortal;
import screenletgen.runtime.ListRecording;
import screenletgen.runtime.RuntimeAttributes;
import screenletgen.runtime.RuntimeContext;
import screenletgen.runtime.RuntimeQueue;
import screenletgen.runtime.Screen;
import screenletgen.runtime.Transcript;

public final class ProjectTaskScenarios {

	static final class Recorder extends ListRecording<ProjectTask> {
		@Override
		protected String name(ProjectTask task) {
			return task.getTitle() + " of project " + task.getProjectId();
		}
	}

	static HeadlessPortal.HeadlessObject projects;
	static HeadlessPortal.HeadlessObject tasks;

	/** The two Objects and their relationship, as the example's document describes them. */
	static void projectsAndTasks() {
		projects = HeadlessPortal.define("projects");
		tasks = HeadlessPortal.define("tasks");
		projects.relate("projectTasks", tasks, "r_projectTasks_c_projectId");
	}

	/** A project named `name` with `count` tasks `<name>-t0`…, each added a minute apart. */
	static HeadlessPortal.Entry project(String name, int count) {
		HeadlessPortal.Entry project = projects.add(HeadlessPortal.values("name", name));
		tasks.seed(count, index -> HeadlessPortal.values("title", name + "-t" + index, "done", index % 2 == 0,
			"r_projectTasks_c_projectId", project.id));
		return project;
	}

	/** The list of one project's tasks as a layout declares it (Screens' page sizes of the iOS scenarios: 50, then 25), attached: it loads its first page. */
	static ProjectTasksScreenlet loadedTasks(long projectId) {
		ProjectTasksScreenlet list = new ProjectTasksScreenlet(RuntimeContext.application(), new RuntimeAttributes()
			.set("app:projectId", String.valueOf(projectId)).set("app:firstPageSize", "50").set("app:pageSize", "25"));
		list.setListener(new Recorder());
		Screen.attach(list);
		RuntimeQueue.drain();
		return list;
	}

	static androidx.recyclerview.widget.RecyclerView rows(android.view.View list) {
		return list.findViewById(R.id.liferay_recycler_list);
	}

	static void recordCells(android.view.View list) {
		List<String> texts = Screen.scrollThrough(rows(list));
		Transcript.record("cells: " + texts);
	}

	public static void main(String[] arguments) {
		Locale.setDefault(Locale.ENGLISH);
		Screen.scenario("related list: two projects, each lists only its own tasks", () -> {
			projectsAndTasks();
			HeadlessPortal.Entry apollo = project("apollo", 3);
			HeadlessPortal.Entry gemini = project("gemini", 2);
			HeadlessPortal.Entry mercury = project("mercury", 0);
			recordCells(loadedTasks(apollo.id));
			recordCells(loadedTasks(gemini.id));
			recordCells(loadedTasks(mercury.id));
		});
		Screen.scenario("related list: 60 tasks of one project in Screens' pages (50, then 25), the count from totalCount", () -> {
			projectsAndTasks();
			project("other", 4);
			HeadlessPortal.Entry big = project("big", 60);
			ProjectTasksScreenlet list = loadedTasks(big.id);
			list.loadPage(1);
			RuntimeQueue.drain();
			Transcript.record("rows: " + rows(list).getAdapter().getItemCount());
		});
		Screen.scenario("related list: no project chosen (0): the property's message, nothing sent", () -> {
			projectsAndTasks();
			project("apollo", 3);
			Transcript.record("rows: " + rows(loadedTasks(0)).getAdapter().getItemCount());
		});
		Screen.scenario("related list: a project that is not there: the portal's 404 Problem, a failure, no rows", () -> {
			projectsAndTasks();
			HeadlessPortal.Entry apollo = project("apollo", 3);
			Transcript.record("rows: " + rows(loadedTasks(apollo.id + 1000)).getAdapter().getItemCount());
		});
		Screen.scenario("related list: tapping a row tells the delegate which task, of which project", () -> {
			projectsAndTasks();
			HeadlessPortal.Entry apollo = project("apollo", 3);
			androidx.recyclerview.widget.RecyclerView recycler = rows(loadedTasks(apollo.id));
			androidx.recyclerview.widget.RecyclerView.ViewHolder holder = recycler.getAdapter().createViewHolder(recycler, 0);
			recycler.getAdapter().bindViewHolder(holder, 1);
			Screen.tap(holder.itemView);
		});
		Screen.scenario("related list: offline, each project's tasks from its own cached pages", () -> {
			projectsAndTasks();
			HeadlessPortal.Entry apollo = project("apollo", 3);
			HeadlessPortal.Entry gemini = project("gemini", 2);
			loadedTasks(apollo.id);
			loadedTasks(gemini.id);
			HeadlessPortal.offline = true;
			recordCells(loadedTasks(gemini.id));
			recordCells(loadedTasks(apollo.id));
		});
		Screen.scenario("related list by the project's code: its tasks in the spec's order (title:asc); a code no project has: the finder's 404", () -> {
			projectsAndTasks();
			HeadlessPortal.Entry apollo = projects.add(HeadlessPortal.values("name", "Apollo"), "apollo", 20143);
			for (String title : new String[] {"Splashdown", "Launch", "Orbit"}) {
				tasks.add(HeadlessPortal.values("title", title, "r_projectTasks_c_projectId", apollo.id));
			}
			for (String code : new String[] {"apollo", "vostok"}) {
				ProjectTasksByCodeScreenlet list = new ProjectTasksByCodeScreenlet(RuntimeContext.application(), new RuntimeAttributes()
					.set("app:projectCode", code).set("app:firstPageSize", "50").set("app:pageSize", "25"));
				list.setListener(new Recorder());
				Screen.attach(list);
				RuntimeQueue.drain();
				recordCells(list);
			}
		});
	}
}
