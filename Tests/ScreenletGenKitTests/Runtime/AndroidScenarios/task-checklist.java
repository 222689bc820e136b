// Scenarios of Examples/task-checklist.json's Android twin: a task's checklist, the related list
// of the Task Object's own one-to-many relationship taskChecklistItems
// (`GET /o/c/tasks/{taskId}/taskChecklistItems`), named as the iOS ones they share
// (Runtime/Scenarios/task-checklist.swift): the portal is asked exactly the same.
package com.example.screens;

import com.example.screens.list.TaskChecklistScreenlet;
import java.util.Locale;
import screenletgen.runtime.HeadlessPortal;
import screenletgen.runtime.ListRecording;
import screenletgen.runtime.RuntimeAttributes;
import screenletgen.runtime.RuntimeContext;
import screenletgen.runtime.RuntimeQueue;
import screenletgen.runtime.Screen;

public final class ChecklistScenarios {

	static final class Recorder extends ListRecording<ChecklistItem> {
		@Override
		protected String name(ChecklistItem item) {
			return item.getLabel() + " " + (item.getChecked() == null ? "nil" : item.getChecked() ? "[x]" : "[ ]");
		}
	}

	static HeadlessPortal.HeadlessObject tasks;
	static HeadlessPortal.HeadlessObject items;

	/** The Task Object and its checklist items, as the example's document describes them. */
	static void tasksAndItems() {
		tasks = HeadlessPortal.define("tasks");
		items = HeadlessPortal.define("checklistitems");
		tasks.relate("taskChecklistItems", items, "r_taskChecklistItems_c_taskId");
	}

	static TaskChecklistScreenlet loadedChecklist(long taskId) {
		TaskChecklistScreenlet list = new TaskChecklistScreenlet(RuntimeContext.application(), new RuntimeAttributes()
			.set("app:taskId", String.valueOf(taskId)).set("app:firstPageSize", "50").set("app:pageSize", "25"));
		list.setListener(new Recorder());
		Screen.attach(list);
		RuntimeQueue.drain();
		return list;
	}

	public static void main(String[] arguments) {
		Locale.setDefault(Locale.ENGLISH);
		Screen.scenario("related list: two tasks, each lists only its own checklist items", () -> {
			tasksAndItems();
			HeadlessPortal.Entry launch = tasks.add(HeadlessPortal.values("title", "Launch"));
			HeadlessPortal.Entry dock = tasks.add(HeadlessPortal.values("title", "Dock"));
			items.add(HeadlessPortal.values("label", "Fuel", "checked", true, "r_taskChecklistItems_c_taskId", launch.id));
			items.add(HeadlessPortal.values("label", "Crew", "checked", false, "r_taskChecklistItems_c_taskId", launch.id));
			items.add(HeadlessPortal.values("label", "Align", "r_taskChecklistItems_c_taskId", dock.id));
			loadedChecklist(launch.id);
			loadedChecklist(dock.id);
		});
		Screen.scenario("related list: no task chosen (0): the property's message, nothing sent", () -> {
			tasksAndItems();
			loadedChecklist(0);
		});
		Screen.scenario("related list: a task that is not there: the portal's 404 Problem, a failure", () -> {
			tasksAndItems();
			HeadlessPortal.Entry launch = tasks.add(HeadlessPortal.values("title", "Launch"));
			loadedChecklist(launch.id + 1000);
		});
	}
}
