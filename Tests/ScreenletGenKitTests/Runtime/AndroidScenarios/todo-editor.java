// Scenarios of Examples/todo-editor.json's Android twin, named as the iOS ones they share
// (Runtime/Scenarios/todo-editor.swift): an edit screen whose inputs fit their data (a date
// picker, a switch, radio choices, a decimal field), loaded, edited and updated, online and
// offline then synced.
package com.example.screens;

import android.widget.Button;
import android.widget.DatePicker;
import android.widget.EditText;
import android.widget.RadioButton;
import android.widget.Switch;
import com.example.screens.interactor.TodoEditorListener;
import com.example.screens.view.TodoEditorViewModel;
import screenletgen.runtime.Portal;
import screenletgen.runtime.RuntimeAttributes;
import screenletgen.runtime.RuntimeContext;
import screenletgen.runtime.RuntimeQueue;
import screenletgen.runtime.Screen;
import screenletgen.runtime.Transcript;

public final class TodoScenarios {

	static final String ITEM = "{\"itemId\": 5, \"title\": \"Write the report\", \"notes\": \"Two pages\\nwith figures\", \"dueDate\": 1700000000000, "
		+ "\"done\": false, \"priority\": 3, \"status\": \"in-progress\", \"estimatedHours\": 2.5}";
	static final String GET = "/todo.item/get-item";
	static final String UPDATE = "/todo.item/update-item";

	static final class Recorder implements TodoEditorListener {
		@Override
		public void onLoadItemSuccess(TodoItem item) {
			Transcript.record("onLoadItemSuccess: " + item.getTitle());
		}

		@Override
		public void onLoadItemFailure(Exception e) {
			Transcript.record("onLoadItemFailure: " + e);
		}

		@Override
		public void onUpdateItemSuccess(TodoItem item) {
			Transcript.record("onUpdateItemSuccess: " + item.getTitle() + " status=" + item.getStatus());
		}

		@Override
		public void onUpdateItemFailure(Exception e) {
			Transcript.record("onUpdateItemFailure: " + e);
		}

		@Override
		public void error(Exception e, String userAction) {
			Transcript.record("error: " + userAction + ": " + e);
		}
	}

	/** The screen as the iOS scenarios have it: item 5, not loading on its own (they never show it). */
	static TodoEditorScreenlet makeEditor() {
		TodoEditorScreenlet screenlet = new TodoEditorScreenlet(RuntimeContext.application(),
			new RuntimeAttributes().set("app:itemId", "5").set("app:autoLoad", "false"));
		screenlet.setListener(new Recorder());
		Screen.attach(screenlet);
		return screenlet;
	}

	static void tap(TodoEditorScreenlet screenlet, int id) {
		Screen.tap(screenlet.findViewById(id));
	}

	/** What the form's controls hold, as its View Model reads them; the due date's time of day is
	 * the loaded item's, else the time the View was made, which is left out. */
	static String form(TodoEditorScreenlet screenlet, boolean loaded) {
		TodoEditorViewModel form = (TodoEditorViewModel) screenlet.getChildAt(0);
		DatePicker day = screenlet.findViewById(R.id.due_date);
		return "form: title=" + Screen.quoted(form.getTitle()) + " notes=" + Screen.quoted(form.getNotes()) + (loaded ? " dueDate=" + form.getDueDate().getTime() : "")
			+ " (day " + day.getYear() + "-" + (day.getMonth() + 1) + "-" + day.getDayOfMonth() + ") done=" + form.getDone() + " priority=" + form.getPriority()
			+ " status=" + Screen.quoted(form.getStatus()) + " estimate=" + form.getEstimate()
			+ " update button " + (((Button) screenlet.findViewById(R.id.update_item_button)).isEnabled() ? "enabled" : "disabled");
	}

	public static void main(String[] arguments) {
		Screen.scenario("load: the form shows the loaded item", () -> {
			Portal.on(GET, ITEM);
			TodoEditorScreenlet screenlet = makeEditor();
			((DatePicker) screenlet.findViewById(R.id.due_date)).updateDate(2020, 0, 1);
			Transcript.record(form(screenlet, false));
			tap(screenlet, R.id.load_item_button);
			RuntimeQueue.drain();
			Transcript.record(form(screenlet, true));
		});
		Screen.scenario("load, edit, update: the form's values are sent, a date as milliseconds", () -> {
			Portal.on(GET, ITEM);
			Portal.on(UPDATE, ITEM.replace("\"in-progress\"", "\"closed\""));
			TodoEditorScreenlet screenlet = makeEditor();
			tap(screenlet, R.id.load_item_button);
			RuntimeQueue.drain();
			Screen.tap((RadioButton) screenlet.findViewById(R.id.status_closed));
			Screen.tap((Switch) screenlet.findViewById(R.id.done));
			tap(screenlet, R.id.update_item_button);
		});
		Screen.scenario("load: offline with nothing cached, the form keeps what the user typed", () -> {
			Portal.offline(GET);
			TodoEditorScreenlet screenlet = makeEditor();
			((DatePicker) screenlet.findViewById(R.id.due_date)).updateDate(2020, 0, 1);
			Screen.type((EditText) screenlet.findViewById(R.id.title), "Draft");
			tap(screenlet, R.id.load_item_button);
			RuntimeQueue.drain();
			Transcript.record(form(screenlet, false));
		});
		Screen.scenario("load: an item whose status is not a choice leaves no segment selected", () -> {
			Portal.on(GET, ITEM.replace("\"in-progress\"", "\"archived\""));
			TodoEditorScreenlet screenlet = makeEditor();
			Screen.tap((RadioButton) screenlet.findViewById(R.id.status_open));
			tap(screenlet, R.id.load_item_button);
			RuntimeQueue.drain();
			Transcript.record(form(screenlet, true));
		});
		Screen.scenario("update: no priority chosen", () -> {
			TodoEditorScreenlet screenlet = makeEditor();
			Screen.type((EditText) screenlet.findViewById(R.id.title), "Write the report");
			tap(screenlet, R.id.update_item_button);
		});
		Screen.scenario("sync: two updates of one item offline keep the last, sent once with its values", () -> {
			Portal.on(GET, ITEM);
			Portal.offline(UPDATE);
			TodoEditorScreenlet screenlet = makeEditor();
			tap(screenlet, R.id.load_item_button);
			RuntimeQueue.drain();
			Screen.tap((RadioButton) screenlet.findViewById(R.id.status_open));
			tap(screenlet, R.id.update_item_button);
			RuntimeQueue.drain();
			Screen.tap((RadioButton) screenlet.findViewById(R.id.status_closed));
			Screen.tap((Switch) screenlet.findViewById(R.id.done));
			tap(screenlet, R.id.update_item_button);
			RuntimeQueue.drain();
			Portal.on(UPDATE, ITEM.replace("\"in-progress\"", "\"closed\""));
			TodoEditorScreenlet.syncPendingWrites();
		});
	}
}
